/**
 * Global search (`/search?search=<q>&scope=...`, gitlab-replica.md 4.14): the "Search" heading, the
 * search box, scope tabs with counts in 15.x's order (`search/_category.html.haml`: Projects,
 * Issues, Merge requests, Milestones, Users; issue 60), then the results: projects as the
 * result count line or the empty message (`SearchHelper#search_entries_info`,
 * `#search_entries_empty_message`), projects as project-list rows (`search/_results`:
 * `shared/projects/list`), issues by the list rule of 4.6, users by username or name.
 */
import { h, type Html } from '../../kit/html';
import type { ListedProject } from '../db/listed';
import type { IssueRow } from '../db/issues';
import type { SearchHit } from '../db/search';
import { glIcon, tabs, time } from './common';
import { projectRow } from './project-row';

export const SEARCH_SCOPES = ['projects', 'issues', 'merge_requests', 'milestones', 'users'] as const;
export type SearchScope = (typeof SEARCH_SCOPES)[number];

export function searchBody(o: {
  q: string;
  scope: SearchScope;
  projects: ListedProject[];
  issues: IssueRow[];
  mergeRequests: SearchHit[];
  milestones: SearchHit[];
  users: { username: string; name: string }[];
}): Html {
  const count = { projects: o.projects, issues: o.issues, merge_requests: o.mergeRequests, milestones: o.milestones, users: o.users }[o.scope].length;
  // SearchHelper#search_entries_scope_label: the scope's noun, singular for one.
  const label = (n: number) => {
    const noun = { projects: 'project', issues: 'issue', merge_requests: 'merge request', milestones: 'milestone', users: 'user' }[o.scope];
    return n === 1 ? noun : `${noun}s`;
  };
  const href = (scope: SearchScope) => `/search?search=${encodeURIComponent(o.q)}&scope=${scope}`;
  const hit = (r: SearchHit) =>
    h`<li class="search-result-row"><a href="${r.href}">${r.title}</a> <span class="text-secondary">${r.reference}</span> · ${r.state === 'opened' || r.state === 'active' ? 'Open' : r.state === 'merged' ? 'Merged' : 'Closed'} · updated ${time(r.updated_at)}</li>`;
  return h`<h1 class="page-title" style="font-size:20px">Search</h1>
<form action="/search" method="get" role="search"><input type="search" name="search" value="${o.q}" aria-label="Search for projects, issues, etc." placeholder="Search for projects, issues, etc.">
<input type="hidden" name="scope" value="${o.scope}"><button type="submit" class="btn btn-confirm">Search</button></form>
${tabs([
  { text: 'Projects', href: href('projects'), active: o.scope === 'projects', count: o.projects.length },
  { text: 'Issues', href: href('issues'), active: o.scope === 'issues', count: o.issues.length },
  { text: 'Merge requests', href: href('merge_requests'), active: o.scope === 'merge_requests', count: o.mergeRequests.length },
  { text: 'Milestones', href: href('milestones'), active: o.scope === 'milestones', count: o.milestones.length },
  { text: 'Users', href: href('users'), active: o.scope === 'users', count: o.users.length },
])}
${count ? h`<div class="row-content-block">Showing ${String(count)} ${label(count)} for<span>&nbsp;<code>${o.q}</code>&nbsp;</span></div>` : h`<div class="search_box"><h4>${glIcon('search')}We couldn't find any ${label(0)} matching <code>${o.q}</code></h4></div>`}
<ul class="content-list search-results" style="padding:0">
${o.scope === 'projects' ? o.projects.map(projectRow) : ''}
${o.scope === 'issues' ? o.issues.map((r) => h`<li class="issue"><a href="/${r.full_path}/-/issues/${r.iid}">${r.title}</a> <span>${r.full_path}#${r.iid}</span> ${r.state === 'closed' ? h`<span class="badge">Closed</span>` : h`<span class="badge">Open</span>`} · updated ${time(r.updated_at)}</li>`) : ''}
${o.scope === 'merge_requests' ? o.mergeRequests.map(hit) : ''}
${o.scope === 'milestones' ? o.milestones.map(hit) : ''}
${o.scope === 'users' ? o.users.map((u) => h`<li class="user-row" style="list-style:none;padding:6px 0"><a href="/${u.username}">${u.name}</a> @${u.username}</li>`) : ''}
</ul>`;
}
