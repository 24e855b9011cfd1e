/**
 * Repository files of the GitLab seed (gitlab-seed.md section 8): a README for every project
 * and the files checks read (gimmiethat.space `main:index.html`, whose title is none of the
 * titles tasks 31-35 set).
 */
export interface SeedFile {
  project: string;
  /** Branch the file is on; files of the default branch are shown on refs that have none. */
  ref?: string;
  path: string;
  content: string;
}

const readme = (name: string, description?: string) => `# ${name}\n\n${description ?? ''}\n`;

/** Extra files; READMEs come from {@link readme} for every project. */
export const FILES: SeedFile[] = [
  {
    project: 'byteblaze/gimmiethat.space',
    path: 'index.html',
    content:
      '<!DOCTYPE html>\n<html lang="en">\n<head>\n  <meta charset="utf-8">\n  <title>gimmiethat/space</title>\n</head>\n<body>\n  <h1>gimmiethat.space</h1>\n  <p>I need some space.</p>\n</body>\n</html>\n',
  },
  {
    project: 'byteblaze/gimmiethat.space',
    path: 'LICENSE',
    content:
      'MIT License\n\nCopyright (c) 2017 Eric Bailey\n\nPermission is hereby granted, free of charge, to any person obtaining a copy of this software, to deal in the Software without restriction.\n',
  },
  { project: 'byteblaze/cloud-to-butt', path: 'LICENSE.txt', content: 'Do what you like with this code.\n' },
  { project: 'byteblaze/dotfiles', path: '.zshrc', content: 'export EDITOR=vim\nalias ll="ls -la"\n' },
  { project: 'amwhalen/archive-my-tweets', path: 'index.php', content: '<?php\nrequire "lib/archive.php";\n' },
  { project: 'amwhalen/archive-my-tweets', ref: 'github/fork/chtitux/addRssFeed', path: 'rss.php', content: '<?php\n// RSS feed of archived tweets\n' },
  { project: 'a11yproject/a11yproject.com', path: 'package.json', content: '{\n  "name": "a11yproject.com",\n  "private": true\n}\n' },
];

export { readme };
