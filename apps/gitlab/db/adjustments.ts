/**
 * The seed's deliberate differences from the live WebArena instance (the notes' seed section 12),
 * as data: each names the fact, the decision and the tasks it serves. The facts themselves are
 * in `seed-*.ts` (marked "ADJ n") and checked by `test/replica-gitlab/class-a.test.ts`.
 */
export interface SeedAdjustment {
  n: number;
  fact: string;
  live: string;
  seed: string;
  tasks: number[];
}

export const ADJUSTMENTS: SeedAdjustment[] = [
  { n: 1, fact: "Roshanjossey's display name", live: 'Roshan Jossy', seed: 'Roshan Jossey', tasks: [6, 7] },
  { n: 2, fact: "Eric Bailey's two commits of early March 2023", live: 'on 2023-03-01', seed: 'on 2023-03-02', tasks: [91, 111, 141, 161, 191, 211] },
  { n: 3, fact: "Nic Chan's 16 commits", live: 'April 2022', seed: 'April 2021', tasks: [122, 172, 222] },
  { n: 4, fact: "Steven Woodson's commits of 2023-02-06", live: '3 as Steven + 2 as Steve', seed: '5 under one name and e-mail', tasks: [94, 144, 194] },
  { n: 5, fact: "Vinta Chen's commits in awesome-python", live: '414 on master', seed: '412 on master and on an added main', tasks: [132, 182, 232] },
  {
    n: 6,
    fact: 'branches of Android-IMSI-Catcher-Detector',
    live: 'development only',
    seed: 'development, main, gh-pages',
    tasks: [130, 131, 180, 181, 230, 231],
  },
  { n: 7, fact: 'branches of awesome-visibility', live: 'master', seed: 'master and main', tasks: [133, 183, 233] },
  { n: 8, fact: 'justinmeister in a11yproject.com', live: 'not a member', seed: 'Developer', tasks: [38] },
  { n: 9, fact: 'Caroline Stewart', live: 'exists, username unknown', seed: 'cstewart, Developer of primer/design', tasks: [36] },
  {
    n: 10,
    fact: 'SSH clone host',
    live: 'instance-specific',
    seed: 'ssh://git@metis.lti.cs.cmu.edu:2222/',
    tasks: [113, 114, 115, 116, 117, 163, 164, 165, 166, 167, 213, 214, 215, 216, 217],
  },
  {
    n: 11,
    fact: 'a11yproject.com #566',
    live: 'title not captured',
    seed: '"Better focus styles for links", assigned to byteblaze, created 2019-01-10',
    tasks: [105, 155, 205],
  },
  {
    n: 12,
    fact: 'author and assignee of #719 and #1517',
    live: '#1517 byteblaze; #719 inferred',
    seed: 'byteblaze for both',
    tasks: [104, 106, 109, 154, 156, 159, 204, 206, 209],
  },
  {
    n: 13,
    fact: 'updated_at of the keyword issues',
    live: 'import times',
    seed: 'ordered as the latest-updated answers need',
    tasks: [100, 101, 102, 103, 104, 150, 151, 152, 153, 154, 200, 201, 202, 203, 204],
  },
  {
    n: 16,
    fact: 'description of remove-board-movement-events-...',
    live: 'not captured',
    seed: 'a browser extension managing GitHub issue timeline items',
    tasks: [21],
  },
  { n: 17, fact: 'head commit of feature/replace-gulp', live: 'not captured', seed: '"Use template strings instead of gulp-replace"', tasks: [39] },
];
