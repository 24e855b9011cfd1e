/**
 * Commit history of the GitLab seed (gitlab-seed.md section 11). Counts are exact where a task
 * asks for a number (a11yproject.com per day and author, Steven Woodson's 5, Vinta Chen's 412);
 * elsewhere only the order of contributor cards matters and counts are scaled down. Every
 * commit is a non-merge commit authored at 18:00 UTC on its day (seed section 1).
 */
export interface CommitRun {
  name: string;
  email: string;
  /** `YYYY-MM-DD` -> number of commits that day. */
  days: Record<string, number>;
}

export interface RepoHistory {
  project: string;
  /** Commits on every ref of the project (oldest first after sorting by date). */
  runs: CommitRun[];
  /** Extra commits that exist only on one branch (its head), on top of the shared history. */
  branchHeads?: Record<string, { name: string; email: string; day: string; title: string }[]>;
}

/** `n` commits spread over distinct days from `start` (one per `step` days). */
function spread(start: string, n: number, step = 3): Record<string, number> {
  const out: Record<string, number> = {};
  const d = new Date(`${start}T00:00:00Z`);
  for (let i = 0; i < n; i++) {
    const key = d.toISOString().slice(0, 10);
    out[key] = (out[key] ?? 0) + 1;
    d.setUTCDate(d.getUTCDate() + step);
  }
  return out;
}

const BB = { name: 'Byte Blaze', email: 'ericwbailey@fakegithub.com' };

export const HISTORIES: RepoHistory[] = [
  {
    project: 'a11yproject/a11yproject.com',
    runs: [
      {
        name: 'Eric Bailey',
        email: 'ericwbailey@users.noreply.github.com',
        days: {
          '2023-01-02': 1,
          '2023-01-03': 1,
          '2023-01-04': 3,
          '2023-01-15': 3,
          '2023-01-18': 1,
          '2023-02-02': 1,
          '2023-02-05': 1,
          '2023-02-12': 2,
          '2023-02-13': 1,
          '2023-02-14': 1,
          '2023-02-27': 2,
          // ADJ 2 (tasks 91, 111): live has these two on 2023-03-01.
          '2023-03-02': 2,
          '2023-03-06': 1,
          '2023-03-12': 1,
          '2023-03-13': 2,
        },
      },
      // The second card of the same person: nothing in 2023.
      { name: 'Eric Bailey', email: 'eric.w.bailey@gmail.com', days: spread('2019-02-01', 24, 40) },
      { name: 'Kilian Valkhof', email: 'kilian@kilianvalkhof.com', days: { '2021-06-07': 1, '2022-03-19': 1, '2023-03-05': 1 } },
      { name: 'Philip Wong', email: 'philipwong@example.org', days: { '2023-02-27': 1, '2023-03-01': 1 } },
      { name: 'Anthony Palomarez', email: 'apalomarez@example.org', days: { '2023-01-04': 1 } },
      // ADJ 3 (task 122): live has this pattern in April 2022.
      {
        name: 'Nic Chan',
        email: 'nic@nicchan.me',
        days: { '2021-04-03': 2, '2021-04-05': 6, '2021-04-06': 1, '2021-04-07': 5, '2021-04-12': 1, '2021-04-14': 1 },
      },
      { name: 'Hidde de Vries', email: 'hidde@example.org', days: spread('2020-03-02', 6, 45) },
      { name: 'Sara Soueidan', email: 'sara@example.org', days: spread('2021-09-10', 4, 30) },
      { ...BB, days: { '2023-03-20': 1 } },
    ],
    branchHeads: {
      redesign: [{ name: 'Eric Bailey', email: 'ericwbailey@users.noreply.github.com', day: '2023-03-14', title: 'Start the redesigned layout' }],
      'feature/markdown-figure-block': [
        { name: 'Eric Bailey', email: 'ericwbailey@users.noreply.github.com', day: '2023-03-15', title: 'Add a figure block to the markdown renderer' },
      ],
      // INVENTED (ADJ 17, task 39): the branch that supports template strings.
      'feature/replace-gulp': [
        { name: 'Eric Bailey', email: 'ericwbailey@users.noreply.github.com', day: '2023-03-16', title: 'Use template strings instead of gulp-replace' },
      ],
    },
  },
  {
    project: 'byteblaze/a11y-webring.club',
    // ADJ 4 (task 94): five commits under one name and e-mail.
    runs: [
      { name: 'Steven Woodson', email: 'steven@stevenwoodson.com', days: { '2023-02-06': 5 } },
      { ...BB, days: { '2023-01-20': 2, '2023-02-10': 1 } },
    ],
  },
  {
    project: 'primer/design',
    runs: [
      { name: 'Shawn Allen', email: 'shawn.allen@github.com', days: spread('2021-01-04', 12, 20) },
      { name: 'Inayaili León', email: 'yaili@github.com', days: spread('2021-02-03', 9, 25) },
      { name: 'Aurora Pleguezuelo', email: 'aurora@github.com', days: spread('2021-03-05', 7, 30) },
      { ...BB, days: { '2022-11-02': 1, '2023-01-11': 1 } },
    ],
    branchHeads: {
      dialog: [{ name: 'Inayaili León', email: 'yaili@github.com', day: '2023-02-01', title: 'Draft dialog guidelines' }],
      'dialog-component': [{ name: 'Inayaili León', email: 'yaili@github.com', day: '2023-02-03', title: 'Document the dialog component' }],
      'bump-doctocat': [{ name: 'Shawn Allen', email: 'shawn.allen@github.com', day: '2023-02-06', title: 'Bump doctocat to the latest version' }],
      'debug-build-time': [{ name: 'Shawn Allen', email: 'shawn.allen@github.com', day: '2023-02-08', title: 'Log timings to debug the build time' }],
      'octovisuals-page': [{ name: 'Aurora Pleguezuelo', email: 'aurora@github.com', day: '2023-02-10', title: 'Octovisuals page' }],
    },
  },
  {
    project: 'thoughtbot/administrate',
    runs: [
      { name: 'Grayson Wright', email: 'grayson@thoughtbot.com', days: spread('2016-01-05', 10, 30) },
      { name: 'Pablo Brasero', email: 'pablo@thoughtbot.com', days: spread('2019-01-07', 6, 30) },
      { name: 'Elliot Winkler', email: 'elliot@thoughtbot.com', days: spread('2018-05-01', 4, 30) },
    ],
  },
  {
    project: 'umano/AndroidSlidingUpPanel',
    runs: [
      // One e-mail, two names: the card takes the name of the newest commit, "tokudu" (task 125).
      { name: 'Anton Lopyrev', email: 'antonlopyrev@gmail.com', days: spread('2013-05-01', 8, 20) },
      { name: 'tokudu', email: 'antonlopyrev@gmail.com', days: spread('2016-02-01', 4, 20) },
      { name: 'Christopher Perry', email: 'cperry@example.org', days: spread('2014-03-01', 5, 20) },
    ],
  },
  {
    project: 'eriklindernoren/PyTorch-GAN',
    runs: [
      { name: 'Erik Linder-Norén', email: 'eriklindernoren@live.se', days: spread('2018-04-01', 14, 9) },
      { name: 'Thomas Wolf', email: 'thomas@example.org', days: spread('2019-02-01', 3, 9) },
    ],
  },
  {
    project: 'wireservice/csvkit',
    runs: [
      { name: 'Christopher Groskopf', email: 'staringmonkey@gmail.com', days: spread('2011-05-01', 15, 25) },
      { name: 'James McKinney', email: 'james@slashpoundbang.com', days: spread('2014-01-01', 11, 25) },
    ],
  },
  {
    project: 'CellularPrivacy/Android-IMSI-Catcher-Detector',
    runs: [
      { name: 'SecUpwN', email: 'secupwn@users.noreply.github.com', days: spread('2014-06-01', 14, 11) },
      { name: 'He3556', email: 'he3556@example.org', days: spread('2014-09-01', 7, 11) },
      { name: 'E3V3A', email: 'e3v3a@example.org', days: spread('2015-01-01', 4, 11) },
    ],
  },
  // ADJ 5 (task 132): exactly 412 commits by Vinta Chen, on master and main alike.
  {
    project: 'vinta/awesome-python',
    runs: [
      { name: 'Vinta Chen', email: 'vinta.chen@gmail.com', days: spread('2014-06-27', 412, 2) },
      { name: 'Daniel Roy Greenfeld', email: 'pydanny@example.org', days: spread('2015-03-01', 9, 17) },
      { name: 'Aleksandr Zhuravlev', email: 'azh@example.org', days: spread('2016-03-01', 5, 17) },
    ],
  },
  {
    project: 'dehenne/awesome-visibility',
    runs: [
      { name: 'Henning Leutz', email: 'leutz@pcsg.de', days: spread('2019-01-02', 9, 14) },
      { name: 'Mark Fisher', email: 'mfisher@example.org', days: spread('2020-01-02', 3, 14) },
    ],
  },
  {
    project: 'amwhalen/archive-my-tweets',
    runs: [
      { name: 'Andrew M. Whalen', email: 'github@amwhalen.com', days: spread('2011-01-03', 10, 12) },
      { name: 'Jérémy Benoist', email: 'chtitux@example.org', days: spread('2011-08-01', 2, 12) },
    ],
    branchHeads: {
      'github/fork/chtitux/addRssFeed': [
        { name: 'Jérémy Benoist', email: 'chtitux@example.org', day: '2012-02-01', title: 'Add an RSS feed of archived tweets' },
      ],
    },
  },
  {
    project: 'root/metaseq',
    runs: [
      { name: 'Susan Zhang', email: 'susan@example.org', days: spread('2022-05-01', 7, 5) },
      { name: 'Stephen Roller', email: 'roller@example.org', days: spread('2022-05-02', 5, 5) },
      { name: 'Peter Albert', email: 'palbert@example.org', days: spread('2022-05-03', 2, 5) },
    ],
  },
];

/** byteblaze's own projects without a history above get a few commits of theirs (contributed projects). */
export const OWN_PROJECT_COMMITS = { ...BB, count: 3, start: '2022-06-01' };
