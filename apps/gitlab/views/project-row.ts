/**
 * One row of a project list, as GitLab's `shared/projects/_project.html.haml` draws it (read at
 * 15.0, docs/fidelity.md § GitLab, issue 60): the avatar link (the identicon letter is its name),
 * the `h2` link `Namespace / Name`, the visibility icon (a titled span holding an unnamed svg),
 * the viewer's role, the description, then the counters as links named by their number only
 * (the icon has no title; GitLab's `title` "Stars" is not used when the link has text) and
 * "Updated" followed by the `time` element. Used by the dashboard and the profile's lists.
 */
import { h, type Html } from '../../kit/html';
import type { ListedProject } from '../db/listed';
import { ROLES } from '../db/schema';
import { glIcon, time, visibilityIcon } from './common';

export function projectRow(p: ListedProject): Html {
  const role = p.access_level ? ROLES[p.access_level] : undefined;
  const counter = (cls: string, href: string, title: string, icon: string, n: number, countClass = '') =>
    h`<a class="${cls} icon-wrapper has-tooltip" href="${href}" title="${title}">${glIcon(icon)}${countClass ? h`<span class="${countClass}">${String(n)}</span>` : String(n)}</a> `;
  return h`<li class="project-row">
  <div class="project-cell"><a class="project" href="/${p.full_path}"><span class="avatar identicon">${(p.name.trim()[0] ?? '?').toUpperCase()}</span></a></div>
  <div class="project-cell project-details"><h2 class="project-title" style="font-size:15px;margin:0;display:inline"><a class="text-plain" href="/${p.full_path}"><span class="namespace-name">${p.ns_name} / </span><span class="project-name">${p.name}</span></a></h2>
  ${visibilityIcon(p.visibility)} ${role ? h`<span class="badge user-access-role">${role}</span>` : ''}
  ${p.description ? h`<div class="description"><p>${p.description}</p></div>` : ''}</div>
  <div class="project-cell controls">${counter('stars', `/${p.full_path}/-/starrers`, 'Stars', 'star-o', p.stars, 'star-count')}${counter('forks', `/${p.full_path}/-/forks`, 'Forks', 'fork', p.forks)}${counter('merge-requests', `/${p.full_path}/-/merge_requests`, 'Merge requests', 'git-merge', p.open_mrs)}${counter('issues', `/${p.full_path}/-/issues`, 'Issues', 'issues', p.open_issues)}
  <div class="updated-note"><span>Updated ${time(p.last_activity_at)}</span></div></div>
</li>`;
}
