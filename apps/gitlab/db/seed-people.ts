/**
 * Users of the GitLab seed (gitlab-seed.md section 2). Display names are what checks read;
 * usernames keep their capitalisation. ADJ marks a deliberate difference from the live
 * instance (seed section 12), with the tasks it serves.
 */
export interface SeedUser {
  id: number;
  username: string;
  name: string;
  email?: string;
  /** E-mail shown on the profile (public e-mail). */
  public_email?: string;
  location?: string;
  organization?: string;
  is_admin?: boolean;
  created_at?: string;
}

/** The signed-in user of every task (`byteblaze` / `hello1234`, not an administrator). */
export const BYTEBLAZE_ID = 2330;
export const BYTEBLAZE_PASSWORD = 'hello1234';

export const USERS: SeedUser[] = [
  {
    id: 2330,
    username: 'byteblaze',
    name: 'Byte Blaze',
    email: 'ericwbailey@fakegithub.com',
    location: 'Boston, MA',
    organization: '@github',
    created_at: '2023-03-23T18:00:00Z',
  },
  // admin@example.com, not the sensitive-data probe admin@gitlab.example.com.
  { id: 1, username: 'root', name: 'Administrator', email: 'admin@example.com', is_admin: true },
  { id: 2325, username: 'a11yproject', name: 'The A11Y Project' },
  { id: 2367, username: 'primer', name: 'Primer' },
  { id: 5, username: 'abisubramanya27', name: 'Abishek S' },
  { id: 278, username: 'vinta', name: 'Vinta Chen', email: 'vinta.chen@gmail.com' },
  { id: 43, username: 'convexegg', name: 'Convex Eggtart' },
  // ADJ 1 (tasks 6, 7): live spelling "Roshan Jossy".
  { id: 2264, username: 'Roshanjossey', name: 'Roshan Jossey' },
  { id: 168, username: 'yjlou', name: 'Yen-Ju Lou' },
  { id: 1842, username: 'lahwaacz', name: 'Jakub Klinkovský' },
  { id: 2366, username: 'Seirdy', name: 'Rohan Kumar' },
  { id: 250, username: 'justinmeister', name: 'Justin Armstrong' },
  // INVENTED username (task 36: found by typing "Carol").
  { id: 3001, username: 'cstewart', name: 'Caroline Stewart' },
  { id: 3002, username: 'earlev4', name: 'Earle Lowe' },
  { id: 3003, username: 'emplums', name: 'Emily Plummer' },
  { id: 3004, username: 'yaili', name: 'Inayaili León' },
  { id: 3005, username: 'lukasoppermann', name: 'Lukas Oppermann' },
  { id: 3006, username: 'kkroening', name: 'Karl Kroening' },
  // Commit e-mails link commit cards to these users (tasks 133, 134).
  { id: 3007, username: 'dehenne', name: 'Henning Leutz', email: 'leutz@pcsg.de' },
  { id: 3008, username: 'amwhalen', name: 'Andrew M. Whalen', email: 'github@amwhalen.com', public_email: 'github@amwhalen.com', location: 'Massachusetts' },
  { id: 400, username: 'patou', name: 'Patrice Ouellet' },
  { id: 443, username: 'egpast', name: 'Eugenia Pastor' },
  { id: 561, username: 'westurner', name: 'Wes Turner' },
  { id: 586, username: 'jontutcher', name: 'Jon Tutcher' },
  { id: 632, username: 'JonasVautherin', name: 'Jonas Vautherin' },
  { id: 64, username: 'dilipchandima', name: 'Dileepa Chandima' },
  { id: 86, username: 'dawiss1337', name: 'Davis' },
  { id: 96, username: 'bmyun', name: '윤보미' },
  { id: 340, username: 'DCMJY', name: 'DCMJY' },
  { id: 83, username: 'ASWATFZLLC', name: 'Aswat FZ LLC' },
  { id: 119, username: 'patrickhlauke', name: 'Patrick H. Lauke' },
  { id: 145, username: 'linkmatrix', name: 'Robert' },
  { id: 196, username: 'qhduan', name: 'Qinghua Duan' },
  { id: 244, username: 'Agnes-U', name: 'Agnes U' },
  { id: 224, username: 'pandey2000', name: 'Aman Pandey' },
  { id: 223, username: 'sayakpaul', name: 'Sayak Paul' },
  // Owners of user namespaces (the live instance has only two groups).
  { id: 3010, username: 'keycloak', name: 'Keycloak' },
  { id: 3011, username: 'OpenAPITools', name: 'OpenAPI Tools' },
  { id: 3012, username: 'umano', name: 'Umano' },
  { id: 3013, username: 'eriklindernoren', name: 'Erik Linder-Norén' },
  { id: 3014, username: 'thoughtbot', name: 'thoughtbot' },
  { id: 3015, username: 'wireservice', name: 'wireservice' },
  { id: 3016, username: 'CellularPrivacy', name: 'CellularPrivacy' },
  { id: 3017, username: 'covid19india', name: 'covid19india' },
  { id: 3018, username: 'facebook', name: 'Facebook' },
  { id: 3019, username: 'panicsteve', name: 'Steven Frank' },
];

/** byteblaze follows three accounts and has two followers (profile counts; dehenne has none). */
export const FOLLOWS: [follower: string, followee: string][] = [
  ['byteblaze', 'a11yproject'],
  ['byteblaze', 'panicsteve'],
  ['byteblaze', 'primer'],
  ['Roshanjossey', 'byteblaze'],
  ['yjlou', 'byteblaze'],
];
