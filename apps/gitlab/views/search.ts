/**
 * Global search (`/search?search=<q>&scope=...`, gitlab-replica.md 4.14): scope tabs with
 * counts; projects show `Namespace / Project` with description and stars; issues use the list
 * rule of 4.6; users match username or name.
 */
import { h, type Html } from '../../kit/html';
import type { IssueRow } from '../db/issues';
import type { ProjectRow } from '../db/queries';
import { tabs, time } from './common';

export type SearchScope = 'projects' | 'issues' | 'users';

export function searchBody(o: {
  q: string;
  scope: SearchScope;
  projects: ProjectRow[];
  issues: IssueRow[];
  users: { username: string; name: string }[];
}): Html {
  const href = (scope: SearchScope) => `/search?search=${encodeURIComponent(o.q)}&scope=${scope}`;
  return h`<h1 class="page-title" style="font-size:20px">Search</h1>
<form action="/search" method="get" role="search"><input type="search" name="search" value="${o.q}" aria-label="Search for projects, issues, etc." placeholder="Search for projects, issues, etc.">
<input type="hidden" name="scope" value="${o.scope}"><button type="submit" class="btn btn-confirm">Search</button></form>
${tabs([
  { text: 'Projects', href: href('projects'), active: o.scope === 'projects', count: o.projects.length },
  { text: 'Issues', href: href('issues'), active: o.scope === 'issues', count: o.issues.length },
  { text: 'Users', href: href('users'), active: o.scope === 'users', count: o.users.length },
])}
<ul class="content-list search-results" style="padding:0">
${o.scope === 'projects' ? o.projects.map((p) => h`<li class="project-row"><a href="/${p.full_path}">${p.ns_name} / ${p.name}</a> <span class="stars">★ ${p.stars}</span>${p.description ? h`<div class="description">${p.description}</div>` : ''}</li>`) : ''}
${o.scope === 'issues' ? o.issues.map((r) => h`<li class="issue"><a href="/${r.full_path}/-/issues/${r.iid}">${r.title}</a> <span>${r.full_path}#${r.iid}</span> ${r.state === 'closed' ? h`<span class="badge">Closed</span>` : h`<span class="badge">Open</span>`} · updated ${time(r.updated_at)}</li>`) : ''}
${o.scope === 'users' ? o.users.map((u) => h`<li class="user-row" style="list-style:none;padding:6px 0"><a href="/${u.username}">${u.name}</a> @${u.username}</li>`) : ''}
</ul>`;
}
