/**
 * Projects of the GitLab seed (gitlab-seed.md sections 4-6): path, name, visibility, default
 * branch, exact star counts (tasks 95-99, 117), descriptions, direct members, branches and
 * labels. Projects that tasks create (planner, AutoAGI, ...) and groups they create must not
 * exist here.
 */
export type Vis = 'private' | 'internal' | 'public';

export interface SeedProject {
  /** `<namespace>/<path>`. */
  full_path: string;
  name: string;
  visibility: Vis;
  default_branch: string;
  stars: number;
  forks?: number;
  description?: string;
  /** Direct members other than the namespace owner (who is Owner), as [username, access level]. */
  members?: [string, number][];
  /** Branches besides the default one. */
  branches?: string[];
  labels?: [title: string, color: string][];
  created_at: string;
}

const G = 10,
  D = 30,
  M = 40;

export const PROJECTS: SeedProject[] = [
  {
    full_path: 'a11yproject/a11yproject.com',
    name: 'a11yproject.com',
    visibility: 'public',
    default_branch: 'main',
    stars: 21,
    forks: 9,
    description: 'The A11Y Project is a community-driven effort to make digital accessibility easier.',
    // ADJ 8 (task 38): justinmeister is a Developer so the reviewer dropdown lists him.
    members: [
      ['byteblaze', M],
      ['Roshanjossey', D],
      ['justinmeister', D],
    ],
    branches: ['redesign', 'feature/markdown-figure-block', 'feature/replace-gulp'],
    labels: [
      ['bug', '#d9534f'],
      ['enhancement', '#5cb85c'],
      ['content', '#428bca'],
      ['design', '#ad4363'],
    ],
    created_at: '2023-03-27T19:52:00Z',
  },
  {
    full_path: 'primer/design',
    name: 'design',
    visibility: 'public',
    default_branch: 'main',
    stars: 21,
    forks: 4,
    description: "Primer's design guide: the design system that powers GitHub.",
    members: [
      ['byteblaze', D],
      ['cstewart', D],
    ],
    branches: ['dialog', 'dialog-component', 'bump-doctocat', 'debug-build-time', 'octovisuals-page'],
    labels: [
      ['bug', '#d9534f'],
      ['docs', '#428bca'],
    ],
    created_at: '2023-03-27T19:53:00Z',
  },
  {
    full_path: 'byteblaze/a11y-webring.club',
    name: 'a11y-webring.club',
    visibility: 'public',
    default_branch: 'main',
    stars: 2,
    description: '🌐 A webring for digital accessibility practitioners.',
    labels: [['feature', '#5cb85c']],
    created_at: '2023-03-27T19:54:00Z',
  },
  // INVENTED description (task 21 finds the project by what it does); the path is a TEXT-TRAP.
  {
    full_path: 'byteblaze/remove-board-movement-events-from-the-github-issue-timeline',
    name: 'remove-board-movement-events-from-the-github-issue-timeline',
    visibility: 'public',
    default_branch: 'main',
    stars: 0,
    description: 'A browser extension for managing GitHub issue timeline items: hides project board movement events.',
    created_at: '2023-03-27T19:55:00Z',
  },
  {
    full_path: 'byteblaze/ericwbailey.website',
    name: 'ericwbailey.website',
    visibility: 'public',
    default_branch: 'main',
    stars: 2,
    description: 'My personal website.',
    created_at: '2023-03-27T19:56:00Z',
  },
  {
    full_path: 'byteblaze/empathy-prompts',
    name: 'empathy-prompts',
    visibility: 'public',
    default_branch: 'main',
    stars: 6,
    description: '💬 Ideas to help consider Inclusive Design principles when making things for others to use.',
    created_at: '2023-03-27T19:57:00Z',
  },
  {
    full_path: 'byteblaze/gimmiethat.space',
    name: 'gimmiethat.space',
    visibility: 'private',
    default_branch: 'main',
    stars: 0,
    description: 'I need some space.',
    members: [['yjlou', D]],
    created_at: '2023-03-27T19:58:00Z',
  },
  {
    full_path: 'byteblaze/accessible-html-content-patterns',
    name: 'accessible-html-content-patterns',
    visibility: 'private',
    default_branch: 'main',
    stars: 1,
    description: '♿ The full HTML5 specification, with accessible content patterns.',
    created_at: '2023-03-27T19:59:00Z',
  },
  {
    full_path: 'byteblaze/a11y-syntax-highlighting',
    name: 'a11y-syntax-highlighting',
    visibility: 'public',
    default_branch: 'main',
    stars: 1,
    description: '💄 Accessible light and dark syntax highlighting themes',
    labels: [
      ['help wanted', '#009966'],
      ['bug', '#d9534f'],
    ],
    created_at: '2023-03-27T20:00:00Z',
  },
  {
    full_path: 'byteblaze/millennials-to-snake-people',
    name: 'millennials-to-snake-people',
    visibility: 'public',
    default_branch: 'master',
    stars: 6,
    description: '🐍 Chrome extension that replaces occurrences of a certain generation name with snake people.',
    created_at: '2023-03-27T20:01:00Z',
  },
  {
    full_path: 'byteblaze/solarized-prism-theme',
    name: 'solarized-prism-theme',
    visibility: 'private',
    default_branch: 'master',
    stars: 0,
    description: 'A Solarized theme for Prism.js.',
    members: [['abisubramanya27', G]],
    created_at: '2023-03-27T20:02:00Z',
  },
  {
    full_path: 'byteblaze/cloud-to-butt',
    name: 'cloud-to-butt',
    visibility: 'public',
    default_branch: 'master',
    stars: 0,
    description: 'Chrome extension that replaces occurrences of a certain word with a less serious one.',
    created_at: '2023-03-27T20:03:00Z',
  },
  {
    full_path: 'byteblaze/timeit',
    name: 'timeit',
    visibility: 'public',
    default_branch: 'master',
    stars: 0,
    description: 'Rails implementation of time tracking tool timeit',
    created_at: '2023-03-27T20:04:00Z',
  },
  {
    full_path: 'byteblaze/dotfiles',
    name: 'dotfiles',
    visibility: 'public',
    default_branch: 'main',
    stars: 0,
    description: '🤖 Computer setup',
    created_at: '2023-03-27T20:05:00Z',
  },
  {
    full_path: 'kkroening/ffmpeg-python',
    name: 'ffmpeg-python',
    visibility: 'public',
    default_branch: 'master',
    stars: 12,
    description: 'Python bindings for FFmpeg, with complex filtering support',
    labels: [
      ['question', '#428bca'],
      ['bug', '#d9534f'],
      ['enhancement', '#5cb85c'],
    ],
    created_at: '2023-03-27T20:06:00Z',
  },
  {
    full_path: 'keycloak/keycloak',
    name: 'keycloak',
    visibility: 'public',
    default_branch: 'main',
    stars: 15,
    description: 'Open Source Identity and Access Management For Modern Applications and Services',
    labels: [
      ['flaky-test', '#f0ad4e'],
      ['kind/bug', '#d9534f'],
      ['area/admin/ui', '#428bca'],
    ],
    created_at: '2023-03-27T20:07:00Z',
  },
  {
    full_path: 'OpenAPITools/openapi-generator',
    name: 'openapi-generator',
    visibility: 'public',
    default_branch: 'master',
    stars: 14,
    description: 'OpenAPI Generator allows generation of API client libraries, server stubs and documentation automatically.',
    labels: [
      ['OpenAPI Generator CLI', '#5843ad'],
      ['Client: Java', '#428bca'],
      ['Issue: Bug', '#d9534f'],
    ],
    created_at: '2023-03-27T20:08:00Z',
  },
  {
    full_path: 'umano/AndroidSlidingUpPanel',
    name: 'AndroidSlidingUpPanel',
    visibility: 'public',
    default_branch: 'master',
    stars: 11,
    description: 'This library provides a simple way to add a draggable sliding up panel to your Android application.',
    labels: [
      ['BUG', '#d9534f'],
      ['enhancement', '#5cb85c'],
    ],
    created_at: '2023-03-27T20:09:00Z',
  },
  {
    full_path: 'convexegg/super_awesome_robot',
    name: 'Super_Awesome_Robot',
    visibility: 'public',
    default_branch: 'main',
    stars: 0,
    description: 'A robot, super and awesome.',
    created_at: '2023-03-27T20:10:00Z',
  },
  {
    full_path: 'convexegg/chatgpt',
    name: 'Chatgpt',
    visibility: 'public',
    default_branch: 'main',
    stars: 0,
    description: 'Notes on chat models.',
    created_at: '2023-03-27T20:11:00Z',
  },
  {
    full_path: 'root/metaseq',
    name: 'metaseq',
    visibility: 'public',
    default_branch: 'main',
    stars: 3,
    description: 'Repo for external large-scale work',
    created_at: '2023-03-27T20:12:00Z',
  },
  {
    full_path: 'eriklindernoren/PyTorch-GAN',
    name: 'PyTorch-GAN',
    visibility: 'public',
    default_branch: 'master',
    stars: 45,
    description: 'PyTorch implementations of Generative Adversarial Networks.',
    created_at: '2023-03-27T20:13:00Z',
  },
  {
    full_path: 'yjlou/2019-nCov',
    name: '2019-nCov',
    visibility: 'public',
    default_branch: 'master',
    stars: 8,
    description: 'Use Google Maps Timeline data to compare with COVID-19 patient history location.',
    created_at: '2023-03-27T20:14:00Z',
  },
  // Distractor with more stars whose description is not about locations (task 117).
  {
    full_path: 'covid19india/covid19india-react',
    name: 'covid19india-react',
    visibility: 'public',
    default_branch: 'master',
    stars: 34,
    description: 'A React dashboard of COVID-19 case statistics for India.',
    created_at: '2023-03-27T20:15:00Z',
  },
  {
    full_path: 'thoughtbot/administrate',
    name: 'administrate',
    visibility: 'public',
    default_branch: 'main',
    stars: 9,
    description: 'A Rails engine that helps you put together a super-flexible admin dashboard.',
    created_at: '2023-03-27T20:16:00Z',
  },
  {
    full_path: 'wireservice/csvkit',
    name: 'csvkit',
    visibility: 'public',
    default_branch: 'master',
    stars: 10,
    description: 'A suite of utilities for converting to and working with CSV, the king of tabular file formats.',
    created_at: '2023-03-27T20:17:00Z',
  },
  // ADJ 6 (tasks 130, 131): `main` and `gh-pages` added beside the live default `development`.
  {
    full_path: 'CellularPrivacy/Android-IMSI-Catcher-Detector',
    name: 'Android-IMSI-Catcher-Detector',
    visibility: 'public',
    default_branch: 'development',
    stars: 7,
    description: 'AIMSICD • Fight IMSI-Catcher, StingRay and silent SMS!',
    branches: ['main', 'gh-pages'],
    created_at: '2023-03-27T20:18:00Z',
  },
  // ADJ 5 (task 132): branch `main` beside `master`, same history.
  {
    full_path: 'vinta/awesome-python',
    name: 'awesome-python',
    visibility: 'public',
    default_branch: 'master',
    stars: 13,
    description: 'A curated list of awesome Python frameworks, libraries, software and resources',
    branches: ['main'],
    created_at: '2023-03-27T20:19:00Z',
  },
  // ADJ 7 (task 133): optional `main` alias.
  {
    full_path: 'dehenne/awesome-visibility',
    name: 'awesome-visibility',
    visibility: 'public',
    default_branch: 'master',
    stars: 5,
    description: 'A curated list of awesome tools for visibility, monitoring and observability.',
    branches: ['main'],
    created_at: '2023-03-27T20:20:00Z',
  },
  {
    full_path: 'amwhalen/archive-my-tweets',
    name: 'archive-my-tweets',
    visibility: 'public',
    default_branch: 'master',
    stars: 4,
    description: 'Archive your tweets to easily browse and search them.',
    branches: ['php52', 'github/fork/chtitux/addRssFeed'],
    created_at: '2023-03-27T20:21:00Z',
  },
  {
    full_path: 'facebook/create-react-app',
    name: 'create-react-app',
    visibility: 'public',
    default_branch: 'main',
    stars: 16,
    description: 'Set up a modern web app by running one command.',
    created_at: '2023-03-27T20:22:00Z',
  },
];
