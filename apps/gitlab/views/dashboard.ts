/**
 * Dashboard projects (`/`, `/dashboard/projects`, `/dashboard/projects/starred`;
 * gitlab-replica.md 4.1): one row per project of the user with namespace / name, visibility,
 * role, description and exact star, fork, merge request and issue counts (tasks 95-99).
 */
import { h } from '../../kit/html';
import type { ListedProject } from '../db/listed';
import { tabs } from './common';
import { projectRow } from './project-row';

export type DashboardRow = ListedProject;

export function projectsBody(o: { rows: DashboardRow[]; starredCount: number; total: number; tab: 'your' | 'starred'; filter: string }) {
  return h`<div class="page-title-holder" style="display:flex;justify-content:space-between;align-items:center"><h1 class="page-title">Projects</h1>
<a class="btn btn-confirm" href="/projects/new" data-qa-selector="new_project_button">New project</a></div>
${tabs([
  { text: 'Your projects', href: '/dashboard/projects', active: o.tab === 'your', count: o.total },
  { text: 'Starred projects', href: '/dashboard/projects/starred', active: o.tab === 'starred', count: o.starredCount },
  { text: 'Explore projects', href: '/explore/projects' },
  { text: 'Explore topics', href: '/explore/projects/topics' },
])}
<form class="project-filter-form" method="get"><input type="search" name="name" value="${o.filter}" placeholder="Filter by name" aria-label="Filter by name">
<span class="sort-dropdown">Sort: Name</span></form>
${
  o.rows.length
    ? h`<ul class="projects-list content-list">${o.rows.map(projectRow)}</ul>`
    : h`<div class="nothing-here-block">${o.tab === 'starred' ? "You don't have starred projects yet." : 'No projects found'}</div>`
}`;
}
