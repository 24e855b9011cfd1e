/**
 * Dashboard projects (`/`, `/dashboard/projects`, `/dashboard/projects/starred`;
 * gitlab-replica.md 4.1): one row per project of the user with namespace / name, visibility,
 * role, description and exact star, fork, merge request and issue counts (tasks 95-99).
 */
import { h } from '../../kit/html';
import { ROLES } from '../db/schema';
import type { ProjectRow } from '../db/queries';
import { avatar, tabs, time, visibilityIcon } from './common';

export interface DashboardRow extends ProjectRow {
  access_level: number;
  open_issues: number;
  open_mrs: number;
}

export function projectsBody(o: { rows: DashboardRow[]; starredCount: number; total: number; tab: 'your' | 'starred'; filter: string }) {
  return h`<div class="page-title-holder" style="display:flex;justify-content:space-between;align-items:center"><h1 class="page-title">Projects</h1>
<a class="btn btn-confirm" href="/projects/new" data-qa-selector="new_project_button">New project</a></div>
${tabs([
  { text: 'Your projects', href: '/dashboard/projects', active: o.tab === 'your', count: o.total },
  { text: 'Starred projects', href: '/dashboard/projects/starred', active: o.tab === 'starred', count: o.starredCount },
  { text: 'Explore projects', href: '/explore/projects' },
])}
<form class="project-filter-form" method="get"><input type="search" name="name" value="${o.filter}" placeholder="Filter by name" aria-label="Filter by name">
<span class="sort-dropdown">Sort: Name</span></form>
${
  o.rows.length
    ? h`<ul class="projects-list content-list">${o.rows.map(
        (p) => h`<li class="project-row">
  ${avatar(p.name)}
  <div class="project-details"><h2 class="project-title" style="font-size:15px;margin:0;display:inline"><a class="project" href="/${p.full_path}"><span class="namespace-name">${p.ns_name} / </span><span class="project-name">${p.name}</span></a></h2>
  ${visibilityIcon(p.visibility)} <span class="badge user-access-role">${ROLES[p.access_level] ?? ''}</span>
  ${p.description ? h`<div class="description"><p>${p.description}</p></div>` : ''}</div>
  <div class="controls"><a class="stars" href="/${p.full_path}/-/starrers" title="Stars" aria-label="Stars ${p.stars}">★ <span class="star-count">${p.stars}</span></a>
  <a class="forks" href="/${p.full_path}/-/forks" title="Forks" aria-label="Forks ${p.forks}">⑂ ${p.forks}</a>
  <a class="merge-requests" href="/${p.full_path}/-/merge_requests" title="Merge requests" aria-label="Merge requests ${p.open_mrs}">MR ${p.open_mrs}</a>
  <a class="issues" href="/${p.full_path}/-/issues" title="Issues" aria-label="Issues ${p.open_issues}">Issues ${p.open_issues}</a>
  <span class="updated-at">${time(p.last_activity_at, 'Updated ')}</span></div>
</li>`,
      )}</ul>`
    : h`<div class="nothing-here-block">${o.tab === 'starred' ? "You don't have starred projects yet." : 'No projects found'}</div>`
}`;
}
