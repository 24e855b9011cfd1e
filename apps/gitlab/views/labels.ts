/** Project labels page (`P/-/labels`): each label links to the issue list filtered by it. */
import { h, type Html } from '../../kit/html';
import type { ProjectRow } from '../db/queries';
import { labelPill } from './common';

export function labelsBody(p: ProjectRow, rows: { title: string; color: string; open_issues: number }[]): Html {
  return h`<h1 class="page-title" style="font-size:20px">Labels</h1>
<ul class="content-list manage-labels-list" style="padding:0">${rows.map(
    (l) => h`<li class="label-list-item" style="list-style:none;padding:6px 0">${labelPill(p.full_path, l.title, l.color)}
<a class="btn" href="/${p.full_path}/-/issues?label_name%5B%5D=${encodeURIComponent(l.title)}">Issues</a> <span>${l.open_issues} open issues</span></li>`,
  )}</ul>`;
}
