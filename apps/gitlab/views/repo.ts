/**
 * Repository pages (gitlab-replica.md 4.10): commits list with the author dropdown (as
 * author_select.vue: toggle "Author" or the chosen name, header "Search by author", a "Search"
 * box, "Any Author", then names; choosing one opens `?author=<name>`; disabled while a message
 * search is active), the message search (submits on Enter, no button, as commits/show), day headers `DD Mon, YYYY` with "N commits" and 40 commits a page; file tree; blob;
 * branches. The raw endpoint is plain text and is served by the router.
 */
import { h, type Html } from '../../kit/html';
import type { CommitRow, ProjectRow } from '../db/queries';
import { dayHeader } from '../lib/time';
import { time } from './common';

export const COMMITS_PER_PAGE = 40;

function refSelector(p: ProjectRow, ref: string, branches: string[], kind: string): Html {
  return h`<div class="dropdown ref-selector"><button type="button" class="btn" data-toggle="dropdown" aria-label="Switch branch/tag">${ref}</button>
<ul class="dropdown-menu" hidden><li class="dropdown-header">Branches</li>${branches.map((b) => h`<li><a href="/${p.full_path}/-/${kind}/${b}">${b}</a></li>`)}</ul></div>`;
}

export function commitsBody(o: {
  p: ProjectRow;
  ref: string;
  branches: string[];
  commits: CommitRow[];
  authors: string[];
  author: string;
  search: string;
  page: number;
  profileOf: (email: string) => string | undefined;
}): Html {
  const { p } = o;
  const start = (o.page - 1) * COMMITS_PER_PAGE;
  const shown = o.commits.slice(start, start + COMMITS_PER_PAGE);
  const days: { day: string; rows: CommitRow[] }[] = [];
  for (const c of shown) {
    const day = c.authored_at.slice(0, 10);
    if (days.at(-1)?.day !== day) days.push({ day, rows: [] });
    days.at(-1)!.rows.push(c);
  }
  const q = (page: number) =>
    `?${[o.author && `author=${encodeURIComponent(o.author)}`, o.search && `search=${encodeURIComponent(o.search)}`, page > 1 && `page=${page}`].filter(Boolean).join('&')}`;
  return h`<div class="tree-holder"><div class="nav-block" style="display:flex;gap:8px;align-items:end;flex-wrap:wrap">
  ${refSelector(p, o.ref, o.branches, 'commits')}
  <div class="dropdown js-author-dropdown"><button type="button" class="btn dropdown-toggle" data-toggle="dropdown"${o.search ? ' disabled title="Searching by both author and message is currently not supported."' : ''}>${o.author || 'Author'}</button>
    <div class="dropdown-menu" role="menu" hidden><p class="gl-new-dropdown-header-top">Search by author</p>
    <input type="search" class="form-control js-author-filter" placeholder="Search" aria-label="Search">
    <a role="menuitem" class="dropdown-item" href="/${p.full_path}/-/commits/${o.ref}">Any Author</a>
    ${o.authors.map((a) => h`<a role="menuitem" class="dropdown-item js-author-option" href="/${p.full_path}/-/commits/${o.ref}?author=${encodeURIComponent(a)}">${a}</a>`)}</div></div>
  <form class="commits-search-form" method="get" action="/${p.full_path}/-/commits/${o.ref}"><input type="search" id="commits-search" name="search" value="${o.search}" placeholder="Search by message" class="form-control"></form></div>
${
  days.length
    ? h`<ol class="content-list commit-list" style="padding:0">${days.map(
        (
          d,
        ) => h`<li class="commit-header js-commit-header" data-day="${d.day}"><span class="day">${dayHeader(d.day)}</span> <span class="commits-count">${d.rows.length} commit${d.rows.length === 1 ? '' : 's'}</span></li>
${d.rows.map((c) => {
  const user = o.profileOf(c.author_email);
  return h`<li class="commit"><div class="commit-detail"><a class="commit-row-message item-title" href="/${p.full_path}/-/commit/${c.sha}">${c.title}</a>
  <div class="committer">${user ? h`<a class="commit-author-link" href="/${user}">${c.author_name}</a>` : h`<span class="commit-author-name">${c.author_name}</span>`} authored ${time(c.authored_at)}</div></div>
  <div class="commit-sha-group"><code class="commit-sha">${c.sha.slice(0, 8)}</code></div></li>`;
})}`,
      )}</ol>`
    : h`<div class="nothing-here-block">No commits found</div>`
}
<div class="gl-pagination" style="margin:12px 0">${o.page > 1 ? h`<a class="btn" href="${q(o.page - 1)}">Prev</a>` : ''}
${start + COMMITS_PER_PAGE < o.commits.length ? h`<a class="btn" href="${q(o.page + 1)}">Next</a>` : ''}</div></div>`;
}

export function treeBody(o: {
  p: ProjectRow;
  ref: string;
  dir: string;
  branches: string[];
  entries: { name: string; kind: 'tree' | 'blob' }[];
  last?: CommitRow;
}): Html {
  const { p } = o;
  return h`<div class="tree-holder"><div class="nav-block" style="display:flex;gap:8px;align-items:center">${refSelector(p, o.ref, o.branches, 'tree')}
<nav class="breadcrumb" aria-label="Files breadcrumb"><a href="/${p.full_path}/-/tree/${o.ref}">${p.path}</a>${o.dir ? h` / ${o.dir}` : ''}</nav></div>
${o.last ? h`<div class="project-last-commit row-content-block"><a href="/${p.full_path}/-/commit/${o.last.sha}">${o.last.title}</a> · ${o.last.author_name} authored ${time(o.last.authored_at)}</div>` : ''}
<table class="tree-table" aria-label="Files"><thead><tr><th>Name</th><th>Last commit</th><th>Last update</th></tr></thead><tbody>
${o.entries.map((e) => h`<tr class="tree-item"><td><a href="/${p.full_path}/-/${e.kind}/${o.ref}/${o.dir ? `${o.dir}/` : ''}${e.name}">${e.kind === 'tree' ? '📁 ' : ''}${e.name}</a></td><td>${o.last?.title ?? ''}</td><td>${o.last ? time(o.last.authored_at) : ''}</td></tr>`)}
</tbody></table></div>`;
}

export function blobBody(o: { p: ProjectRow; ref: string; path: string; content: string; canEdit: boolean }): Html {
  const { p } = o;
  return h`<div class="file-holder"><div class="file-title" style="display:flex;justify-content:space-between;align-items:center">
<strong class="file-title-name">${o.path.split('/').pop()}</strong> <small>${new TextEncoder().encode(o.content).length} bytes</small>
<span class="file-actions">${o.canEdit ? h`<a class="btn btn-confirm" href="/${p.full_path}/-/edit/${o.ref}/${o.path}">Edit</a> ` : ''}
<a class="btn" href="/${p.full_path}/-/raw/${o.ref}/${o.path}" title="Open raw" aria-label="Open raw">Open raw</a>
<a class="btn" href="/${p.full_path}/-/raw/${o.ref}/${o.path}?inline=false" title="Download" aria-label="Download">Download</a></span></div>
<div class="file-content code" data-path="${o.path}">${o.content}</div></div>`;
}

export function branchesBody(o: { p: ProjectRow; rows: { name: string; last?: CommitRow }[]; search: string }): Html {
  const { p } = o;
  return h`<h1 class="page-title" style="font-size:20px">Branches</h1>
<form method="get"><input type="search" name="search" value="${o.search}" placeholder="Filter by branch name" aria-label="Filter by branch name"></form>
<ul class="content-list all-branches" style="padding:0">${o.rows.map(
    (b) => h`<li class="branch-item" style="list-style:none;padding:8px 0;border-bottom:1px solid #f0f0f0">
<a class="item-title str-truncated-100 ref-name" href="/${p.full_path}/-/tree/${b.name}">${b.name}</a>${b.name === p.default_branch ? h` <span class="badge">default</span>` : ''}
${b.last ? h`<div class="commit-title">${b.last.title} · ${time(b.last.authored_at)}</div>` : ''}
<a class="btn" href="/${p.full_path}/-/merge_requests/new?merge_request%5Bsource_branch%5D=${encodeURIComponent(b.name)}">Merge request</a>
<a class="btn" href="/${p.full_path}/-/compare/${p.default_branch}...${b.name}">Compare</a></li>`,
  )}</ul>`;
}
