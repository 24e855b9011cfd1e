/**
 * GitLab 15.7's built-in project templates (gitlab-replica.md 4.4), in the order the "Built-in"
 * tab lists them. The descriptions the checks read (tasks 26, 27 and their Netlify twins) are
 * the contract's verbatim values; the others are written for the replica. An import yields the
 * template's files in one commit titled `Initialized from '<name>' project template`, and the
 * description becomes the project's unless the user typed one. The files are small stand-ins:
 * no check reads them, and an agent that opens them sees what kind of project it got.
 */
export interface ProjectTemplate {
  /** Value of the form's `project[template_name]` (GitLab's template key). */
  key: string;
  /** Name shown in the list and in the import commit. */
  name: string;
  description: string;
  files: Record<string, string>;
}

const readme = (name: string, body: string) => `# ${name}\n\n${body}\n`;
const pages = (engine: string) => ({
  '.gitlab-ci.yml': `image: ${engine.toLowerCase()}\npages:\n  script:\n    - echo build\n  artifacts:\n    paths:\n      - public\n`,
});
const netlify = { 'netlify.toml': '[build]\n  publish = "public"\n' };
const html = {
  'public/index.html':
    '<!DOCTYPE html>\n<html>\n<head>\n  <meta charset="utf-8">\n  <title>Plain HTML site</title>\n</head>\n<body>\n  <h1>Hello World!</h1>\n</body>\n</html>\n',
};
const jekyll = {
  '_config.yml': 'title: Example Jekyll site\n',
  'index.md': '---\nlayout: default\n---\n\nHello from Jekyll.\n',
  Gemfile: "source 'https://rubygems.org'\ngem 'jekyll'\n",
};
const hugo = { 'config.toml': 'title = "Example Hugo site"\n', 'content/_index.md': 'Hello from Hugo.\n' };

const LIST: ProjectTemplate[] = [
  {
    key: 'rails',
    name: 'Ruby on Rails',
    description: 'Includes an MVC structure, Gemfile, Rakefile, along with many others, to help you get started',
    files: { Gemfile: "source 'https://rubygems.org'\ngem 'rails'\n", Rakefile: "require_relative 'config/application'\n" },
  },
  {
    key: 'spring',
    name: 'Spring',
    description: 'Includes an MVC structure, mvnw and pom.xml to help you get started',
    files: { 'pom.xml': '<project><modelVersion>4.0.0</modelVersion></project>\n', mvnw: '#!/bin/sh\n' },
  },
  {
    key: 'express',
    name: 'NodeJS Express',
    description: 'Includes an MVC structure to help you get started',
    files: {
      'package.json': '{\n  "name": "express-example",\n  "dependencies": { "express": "^4.18.0" }\n}\n',
      'app.js': "const express = require('express');\n",
    },
  },
  {
    key: 'iosswift',
    name: 'iOS (Swift)',
    description: 'A ready-to-go template for use with iOS Swift apps',
    files: { 'Package.swift': '// swift-tools-version:5.5\n' },
  },
  {
    key: 'dotnetcore',
    name: '.NET Core',
    description: 'A .NET Core console application template, customizable for any .NET Core project',
    files: { 'Program.cs': 'System.Console.WriteLine("Hello World!");\n' },
  },
  {
    key: 'android',
    name: 'Android',
    description: 'A ready-to-go template for use with Android apps',
    files: { 'build.gradle': 'buildscript { repositories { google() } }\n', 'settings.gradle': "include ':app'\n" },
  },
  {
    key: 'gomicro',
    name: 'Go Micro',
    description: 'Go Micro is a framework for micro service development',
    files: { 'main.go': 'package main\n\nfunc main() {}\n' },
  },
  {
    key: 'gatsby',
    name: 'Pages/Gatsby',
    description: 'Everything you need to create a GitLab Pages site using Gatsby',
    files: { ...pages('node'), 'gatsby-config.js': 'module.exports = {};\n' },
  },
  { key: 'hugo', name: 'Pages/Hugo', description: 'Everything you need to create a GitLab Pages site using Hugo', files: { ...pages('hugo'), ...hugo } },
  {
    key: 'jekyll',
    name: 'Pages/Jekyll',
    description: 'Example Jekyll site using GitLab Pages: https://pages.gitlab.io/jekyll',
    files: { ...pages('ruby'), ...jekyll },
  },
  {
    key: 'plainhtml',
    name: 'Pages/Plain HTML',
    description: 'Example plain HTML site using GitLab Pages: https://pages.gitlab.io/plain-html',
    files: { ...pages('alpine'), ...html },
  },
  {
    key: 'gitbook',
    name: 'Pages/GitBook',
    description: 'Everything you need to create a GitLab Pages site using GitBook',
    files: { ...pages('node'), 'SUMMARY.md': '# Summary\n' },
  },
  {
    key: 'hexo',
    name: 'Pages/Hexo',
    description: 'Everything you need to create a GitLab Pages site using Hexo',
    files: { ...pages('node'), '_config.yml': 'title: Hexo\n' },
  },
  {
    key: 'nfhugo',
    name: 'Netlify/Hugo',
    description: 'A Hugo site that uses Netlify for CI/CD instead of GitLab, but still with all the other great GitLab features.',
    files: { ...netlify, ...hugo },
  },
  {
    key: 'nfjekyll',
    name: 'Netlify/Jekyll',
    description: 'A Jekyll site that uses Netlify for CI/CD instead of GitLab, but still with all the other great GitLab features.',
    files: { ...netlify, ...jekyll },
  },
  {
    key: 'nfplainhtml',
    name: 'Netlify/Plain HTML',
    description: 'A plain HTML site that uses Netlify for CI/CD instead of GitLab, but still with all the other great GitLab features.',
    files: { ...netlify, ...html },
  },
  {
    key: 'nfgitbook',
    name: 'Netlify/GitBook',
    description: 'A GitBook site that uses Netlify for CI/CD instead of GitLab, but still with all the other great GitLab features.',
    files: { ...netlify, 'SUMMARY.md': '# Summary\n' },
  },
  {
    key: 'nfhexo',
    name: 'Netlify/Hexo',
    description: 'A Hexo site that uses Netlify for CI/CD instead of GitLab, but still with all the other great GitLab features.',
    files: { ...netlify, '_config.yml': 'title: Hexo\n' },
  },
  {
    key: 'salesforcedx',
    name: 'SalesforceDX',
    description: 'A project boilerplate for Salesforce App development with Salesforce Developer tools',
    files: { 'sfdx-project.json': '{}\n' },
  },
  {
    key: 'serverless_framework',
    name: 'Serverless Framework/JS',
    description: 'A basic page and serverless function that uses AWS Lambda, AWS API Gateway, and GitLab Pages',
    files: { 'serverless.yml': 'service: gitlab-example\n' },
  },
  {
    key: 'cluster_management',
    name: 'GitLab Cluster Management',
    description: 'An example project for managing Kubernetes clusters integrated with GitLab',
    files: { 'helmfile.yaml': 'helmfiles: []\n' },
  },
  {
    key: 'kotlin_native_linux',
    name: 'Kotlin Native Linux',
    description: 'A basic template for developing Linux programs using Kotlin Native',
    files: { 'build.gradle.kts': 'plugins { kotlin("multiplatform") }\n' },
  },
];

export const TEMPLATES: ProjectTemplate[] = LIST.map((t) => ({ ...t, files: { 'README.md': readme(t.name, t.description), ...t.files } }));

export function templateByKey(key: string): ProjectTemplate | undefined {
  return TEMPLATES.find((t) => t.key === key);
}
