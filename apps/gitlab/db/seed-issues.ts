/**
 * Issues of the GitLab seed (gitlab-seed.md section 7). The keyword constraints of tasks
 * 100-109 hold: among issues assigned to or authored by byteblaze, "better" matches only #566,
 * #6, #8; "feature" only #1517 (description), #71, #21, #30, #39; "dependency" only #5, #18;
 * "theme editor" only #1; "homepage content" only #719. Other issues avoid those words.
 */
export interface SeedIssue {
  project: string;
  iid: number;
  title: string;
  description?: string;
  state: 'opened' | 'closed';
  author: string;
  assignee?: string;
  labels?: string[];
  created_at: string;
  updated_at: string;
}

const t = (d: string, time = '18:00:00') => `${d}T${time}Z`;

export const ISSUES: SeedIssue[] = [
  // Two spaces after "[Bug]" are part of the title (tasks 42, 46 compare it byte for byte).
  { project: 'a11yproject/a11yproject.com', iid: 1478, title: '[Bug]  404s, bad host, timeouts, bad urls for URLs linked from website', state: 'opened',
    author: 'Roshanjossey', labels: ['bug'], created_at: t('2022-10-03'), updated_at: t('2023-03-27', '20:12:00'),
    description: 'A link checker run reports several links on the site that no longer resolve.' },
  { project: 'a11yproject/a11yproject.com', iid: 1517, title: 'Deprecate GitHub Discussions', state: 'closed', author: 'byteblaze', assignee: 'byteblaze',
    created_at: t('2023-02-26'), updated_at: t('2023-03-27', '20:15:00'),
    description: 'Discussions have seen little use. This feature should be turned off and the links pointed at the issue tracker.' },
  { project: 'a11yproject/a11yproject.com', iid: 719, title: "Rethink the homepage's content", state: 'closed', author: 'byteblaze', assignee: 'byteblaze',
    labels: ['content'], created_at: t('2019-03-11'), updated_at: t('2023-03-27', '20:05:00'),
    description: 'The landing page should explain what the project is in a sentence or two.' },
  // INVENTED title (ADJ 11): must contain "better", created after 2017-05-18.
  { project: 'a11yproject/a11yproject.com', iid: 566, title: 'Better focus styles for links', state: 'closed', author: 'byteblaze', assignee: 'byteblaze',
    labels: ['design'], created_at: t('2019-01-10'), updated_at: t('2023-03-27', '20:10:00'), description: 'Links need a visible outline when focused.' },
  // Distractors: neither assigned to nor authored by byteblaze.
  { project: 'a11yproject/a11yproject.com', iid: 1057, title: 'Add better form validation examples', state: 'closed', author: 'Roshanjossey',
    created_at: t('2020-05-02'), updated_at: t('2023-03-27', '20:01:00') },
  { project: 'a11yproject/a11yproject.com', iid: 1521, title: '[Feature] Add a broken link checker to the build', state: 'opened', author: 'justinmeister',
    labels: ['enhancement'], created_at: t('2023-02-28'), updated_at: t('2023-03-27', '20:13:00') },
  { project: 'byteblaze/empathy-prompts', iid: 5, title: 'Remove unused vendor dependencies', state: 'closed', author: 'byteblaze', assignee: 'byteblaze',
    created_at: t('2017-05-10'), updated_at: t('2023-03-27', '20:16:10') },
  { project: 'byteblaze/empathy-prompts', iid: 6, title: 'Better sharing solution', state: 'opened', author: 'byteblaze', assignee: 'byteblaze',
    created_at: t('2017-05-12'), updated_at: t('2023-03-27', '20:16:17') },
  { project: 'byteblaze/empathy-prompts', iid: 8, title: 'Better initial load experience', state: 'opened', author: 'byteblaze', assignee: 'byteblaze',
    created_at: t('2017-05-18'), updated_at: t('2023-03-27', '20:16:19') },
  { project: 'byteblaze/empathy-prompts', iid: 18, title: 'Outdated dependencies', state: 'opened', author: 'byteblaze', assignee: 'byteblaze',
    created_at: t('2021-06-02'), updated_at: t('2023-03-27', '20:16:21') },
  { project: 'byteblaze/a11y-syntax-highlighting', iid: 1, title: 'Tm Theme Editor', state: 'opened', author: 'earlev4', assignee: 'byteblaze',
    created_at: t('2020-04-02'), updated_at: t('2023-03-27', '20:17:00'), description: 'A .tmTheme version would let editors such as Sublime Text use the themes.' },
  { project: 'byteblaze/a11y-webring.club', iid: 71, title: '[Feature suggestion] Support linking to an accessibility statement', state: 'opened',
    author: 'Seirdy', assignee: 'byteblaze', labels: ['feature'], created_at: t('2023-02-02'), updated_at: t('2023-03-27', '20:17:22') },
  { project: 'byteblaze/a11y-webring.club', iid: 21, title: '[Feature suggestion] Random member button', state: 'opened', author: 'byteblaze', assignee: 'byteblaze',
    labels: ['feature'], created_at: t('2022-11-14'), updated_at: t('2023-03-27', '20:17:14') },
  { project: 'byteblaze/a11y-webring.club', iid: 30, title: '[Feature suggestion] Member badges', state: 'opened', author: 'byteblaze', assignee: 'byteblaze',
    labels: ['feature'], created_at: t('2022-12-01'), updated_at: t('2023-03-27', '20:17:16') },
  { project: 'byteblaze/a11y-webring.club', iid: 39, title: '[Feature suggestion] RSS of new members', state: 'opened', author: 'byteblaze', assignee: 'byteblaze',
    labels: ['feature'], created_at: t('2023-01-09'), updated_at: t('2023-03-27', '20:17:18') },
  { project: 'primer/design', iid: 104, title: 'Add documentation on using Flash alerts in dialog components', state: 'opened', author: 'emplums', assignee: 'yaili',
    labels: ['docs'], created_at: t('2021-08-19'), updated_at: t('2023-03-27', '20:18:00') },
  { project: 'primer/design', iid: 316, title: 'Clarify usage of flash alert', state: 'opened', author: 'lukasoppermann', labels: ['bug'],
    created_at: t('2022-09-12'), updated_at: t('2023-03-27', '20:18:30') },
  // Labelled issues for the label filters of tasks 85-89.
  { project: 'byteblaze/a11y-syntax-highlighting', iid: 2, title: 'Contrast of comments in the light theme', state: 'opened', author: 'earlev4',
    labels: ['help wanted'], created_at: t('2020-06-11'), updated_at: t('2023-03-27', '20:17:05') },
  { project: 'kkroening/ffmpeg-python', iid: 410, title: 'How to pipe frames into an output stream?', state: 'opened', author: 'kkroening', labels: ['question'],
    created_at: t('2020-09-01'), updated_at: t('2023-03-27', '20:19:00') },
  { project: 'kkroening/ffmpeg-python', iid: 420, title: 'Crash when probing an empty file', state: 'opened', author: 'kkroening', labels: ['bug'],
    created_at: t('2020-10-01'), updated_at: t('2023-03-27', '20:19:10') },
  { project: 'keycloak/keycloak', iid: 9001, title: 'LoginTest.testBrowserFlow fails intermittently', state: 'opened', author: 'keycloak', labels: ['flaky-test'],
    created_at: t('2022-12-01'), updated_at: t('2023-03-27', '20:20:00') },
  { project: 'OpenAPITools/openapi-generator', iid: 14000, title: 'CLI ignores the --skip-validate-spec option', state: 'opened', author: 'OpenAPITools',
    labels: ['OpenAPI Generator CLI'], created_at: t('2022-11-20'), updated_at: t('2023-03-27', '20:21:00') },
  { project: 'umano/AndroidSlidingUpPanel', iid: 900, title: 'Panel jumps when the keyboard opens', state: 'opened', author: 'umano', labels: ['BUG'],
    created_at: t('2019-07-07'), updated_at: t('2023-03-27', '20:22:00') },
];
