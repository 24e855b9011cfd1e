/**
 * Project overview (`P`, gitlab-replica.md 4.2): name with the visibility icon first in document
 * order, "Project ID", star and fork counts, the description in `.home-panel-description-markdown`
 * (only when there is one), statistics, the SSH-key banner, the Clone dropdown with the SSH URL of
 * seed section 1 (ids `ssh_project_clone`, `http_project_clone`, values in the DOM) and the files;
 * an empty repository (a project created without a README) shows GitLab's empty-repository note.
 */
import { h } from '../../kit/html';
import type { ProjectRow } from '../db/queries';
import { glIcon, time, visibilityIcon } from './common';

/** SSH clone prefix of the reference instance (answers of tasks 113-117 hard-code it). */
export const SSH_PREFIX = 'ssh://git@metis.lti.cs.cmu.edu:2222/';

export function sshUrl(p: ProjectRow): string {
  return `${SSH_PREFIX}${p.full_path}.git`;
}

export function overviewBody(o: {
  p: ProjectRow;
  origin: string;
  /** Whether the signed-in user has starred the project. */
  starred: boolean;
  commits: number;
  branches: number;
  files: string[];
  readme?: string;
  lastCommit?: { title: string; author_name: string; authored_at: string; sha: string };
}) {
  const { p } = o;
  const http = `${o.origin}/${p.full_path}.git`;
  return h`<div class="gl-alert gl-alert-warning" role="alert">You can't push or pull repositories using SSH until you add an SSH key to your profile.
  <a class="btn" href="/-/profile/keys">Add SSH key</a> <button type="button" class="btn js-hide-no-ssh-message">Don't show again</button></div>
<div class="project-home-panel">
  <div class="avatar-container home-panel-avatar"><div class="avatar identicon">${(p.name.trim()[0] ?? '?').toUpperCase()}</div></div>
  <h1 class="home-panel-title" style="font-size:22px">${p.name} ${visibilityIcon(p.visibility)}</h1>
  <span class="home-panel-metadata">Project ID: ${p.id} <button type="button" class="btn btn-clipboard" title="Copy project ID" aria-label="Copy project ID" data-clipboard-text="${String(p.id)}">${glIcon('copy')}</button></span>
  <div class="project-repo-buttons" style="margin:8px 0">
    <form class="star-btn" method="post" action="/${p.full_path}/toggle_star" style="display:inline"><button type="submit" class="btn">${o.starred ? 'Unstar' : 'Star'}</button>
      <a class="star-count" href="/${p.full_path}/-/starrers" title="Starrers">${p.stars}</a></form>
    <span class="fork-btn"><a class="btn" href="/${p.full_path}/-/forks/new">Fork</a> <a class="fork-count" href="/${p.full_path}/-/forks" title="Forks">${p.forks}</a></span>
  </div>
  ${p.description ? h`<div class="home-panel-description-markdown"><p>${p.description}</p></div>` : ''}
</div>
<nav class="project-stats"><ul class="nav" style="display:flex;gap:16px;list-style:none;padding:0">
  <li><a href="/${p.full_path}/-/commits/${p.default_branch}">${glIcon('commit')}<strong class="project-stat-value">${o.commits}</strong> ${o.commits === 1 ? 'Commit' : 'Commits'}</a></li>
  <li><a href="/${p.full_path}/-/branches">${glIcon('branch')}<strong class="project-stat-value">${o.branches}</strong> ${o.branches === 1 ? 'Branch' : 'Branches'}</a></li>
  <li><a href="/${p.full_path}/-/tags">${glIcon('label')}<strong class="project-stat-value">0</strong> Tags</a></li>
</ul></nav>
${
  o.commits === 0
    ? h`<div class="project-empty-note"><h4>The repository for this project is empty</h4>
  <p>You can get started by cloning the repository or start adding files to it with one of the following options.</p>
  <pre class="empty-instructions">git clone ${sshUrl(p)}
cd ${p.path}
git switch -c main
touch README.md
git add README.md
git commit -m "add README"
git push -u origin main</pre></div>`
    : h`<div class="tree-controls" style="display:flex;gap:8px;align-items:center">
  <span class="ref-selector">${p.default_branch}</span>
  <a class="btn" href="/${p.full_path}/-/find_file/${p.default_branch}">Find file</a>
  <a class="btn" href="/${p.full_path}/-/ide/project/${p.full_path}/edit/${p.default_branch}">Web IDE</a>
  <div class="dropdown project-clone-holder"><button type="button" class="btn btn-confirm" data-toggle="dropdown">Clone</button>
    <ul class="dropdown-menu dropdown-menu-right clone-options-dropdown" hidden style="min-width:420px;padding:8px">
      <li><label class="label-bold" for="ssh_project_clone">Clone with SSH</label>
        <input id="ssh_project_clone" type="text" readonly value="${sshUrl(p)}" aria-label="Clone with SSH" style="width:100%"></li>
      <li><label class="label-bold" for="http_project_clone">Clone with HTTP</label>
        <input id="http_project_clone" type="text" readonly value="${http}" aria-label="Clone with HTTP" style="width:100%"></li>
      <li class="dropdown-header">Open in your IDE</li>
      <li><a href="vscode://vscode.git/clone?url=${encodeURIComponent(sshUrl(p))}">Visual Studio Code (SSH)</a></li>
      <li><a href="vscode://vscode.git/clone?url=${encodeURIComponent(http)}">Visual Studio Code (HTTPS)</a></li>
    </ul></div>
</div>
${
  o.lastCommit
    ? h`<div class="project-last-commit row-content-block"><a href="/${p.full_path}/-/commit/${o.lastCommit.sha}">${o.lastCommit.title}</a>
  <span> · ${o.lastCommit.author_name} authored ${time(o.lastCommit.authored_at)}</span> <code>${o.lastCommit.sha.slice(0, 8)}</code></div>`
    : ''
}
<table class="tree-table" aria-label="Files"><thead><tr><th>Name</th><th>Last commit</th><th>Last update</th></tr></thead><tbody>
${o.files.map((f) => h`<tr class="tree-item"><td><a href="/${p.full_path}/-/blob/${p.default_branch}/${f}">${f}</a></td><td>${o.lastCommit?.title ?? ''}</td><td>${o.lastCommit ? time(o.lastCommit.authored_at) : ''}</td></tr>`)}
</tbody></table>
${o.readme !== undefined ? h`<article class="readme-holder"><h4>README.md</h4><div class="file-content">${o.readme}</div></article>` : ''}
`
}
<p class="project-created">Created ${time(p.created_at)}</p>`;
}
