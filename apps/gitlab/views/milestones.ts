/**
 * Milestones (gitlab-replica.md 4.9): the project's list, the "New Milestone" form
 * (`#milestone_title`, `#milestone_start_date`, `#milestone_due_date` as `YYYY-MM-DD` text inputs,
 * description, "Create milestone" / "Cancel"), and the milestone page whose `#content-body`
 * holds the title and whose sidebar blocks `.block.start_date` / `.block.due_date` read
 * "Start date\nEdit\nMar 15, 2044". Dates are written `Mon D, YYYY` only: policy `C-01` looks for
 * a literal `/01/` in the final page.
 */
import { h, type Html } from '../../kit/html';
import { shortDate } from '../lib/time';

export interface MilestoneRow {
  iid: number;
  title: string;
  description: string | null;
  start_date: string | null;
  due_date: string | null;
  state: string;
}

/** GitLab's status badge: Closed, Expired (due date passed), Upcoming (not started), else Open. */
export function milestoneStatus(m: MilestoneRow, today = new Date().toISOString().slice(0, 10)): string {
  if (m.state === 'closed') return 'Closed';
  if (m.due_date && m.due_date < today) return 'Expired';
  if (m.start_date && m.start_date > today) return 'Upcoming';
  return 'Open';
}

const span = (m: MilestoneRow) =>
  m.start_date && m.due_date
    ? `${shortDate(m.start_date)}–${shortDate(m.due_date)}`
    : m.due_date
      ? `expires on ${shortDate(m.due_date)}`
      : m.start_date
        ? `started on ${shortDate(m.start_date)}`
        : 'No dates';

export function milestoneListBody(o: { base: string; rows: MilestoneRow[]; canCreate: boolean }): Html {
  return h`<div class="milestones-page"><div style="display:flex;justify-content:space-between;align-items:center"><h1 class="page-title" style="font-size:20px">Milestones</h1>
${o.canCreate ? h`<a class="btn btn-confirm" href="${o.base}/new">New milestone</a>` : ''}</div>
${
  o.rows.length
    ? h`<ul class="content-list milestones-list">${o.rows.map((m) => h`<li class="milestone"><a href="${o.base}/${String(m.iid)}"><strong>${m.title}</strong></a> <span class="badge">${milestoneStatus(m)}</span><div class="text-secondary">${span(m)}</div></li>`)}</ul>`
    : h`<p class="empty-state">Use milestones to track issues and merge requests over a fixed period of time</p>`
}</div>`;
}

export function milestoneFormBody(o: { action: string; cancel: string; values: Record<string, string>; errors: string[] }): Html {
  const v = (k: string) => o.values[k] ?? '';
  return h`<div class="milestone-form"><h1 class="page-title" style="font-size:20px">New Milestone</h1>
${o.errors.length ? h`<div class="gl-alert gl-alert-danger" role="alert" id="error_explanation"><h4>${String(o.errors.length)} ${o.errors.length === 1 ? 'error' : 'errors'} prohibited this milestone from being saved:</h4><ul>${o.errors.map((e) => h`<li>${e}</li>`)}</ul></div>` : ''}
<form method="post" action="${o.action}" class="milestone-form">
<div class="form-group"><label for="milestone_title">Title</label><input id="milestone_title" name="milestone[title]" class="form-control" value="${v('title')}" placeholder="Title"></div>
<div class="form-group"><label for="milestone_start_date">Start Date</label><input id="milestone_start_date" name="milestone[start_date]" class="form-control datepicker" value="${v('start_date')}" placeholder="Select start date" autocomplete="off"> <a href="#" class="js-clear-start-date">Clear start date</a></div>
<div class="form-group"><label for="milestone_due_date">Due Date</label><input id="milestone_due_date" name="milestone[due_date]" class="form-control datepicker" value="${v('due_date')}" placeholder="Select due date" autocomplete="off"> <a href="#" class="js-clear-due-date">Clear due date</a></div>
<div class="form-group"><label for="milestone_description">Description</label><textarea id="milestone_description" name="milestone[description]" class="form-control" placeholder="Write milestone description...">${v('description')}</textarea></div>
<div class="form-actions"><button type="submit" class="btn btn-confirm">Create milestone</button> <a class="btn" href="${o.cancel}">Cancel</a></div>
</form></div>`;
}

export function milestonePageBody(m: MilestoneRow, o: { listHref: string; canEdit: boolean }): Html {
  const status = milestoneStatus(m);
  const block = (cls: string, label: string, date: string | null, suffix: string) =>
    h`<div class="block ${cls}"><div class="title">${label}${o.canEdit ? h`<a class="edit-link" href="#">Edit</a>` : ''}</div><div class="value">${date ? `${shortDate(date)}${suffix}` : 'None'}</div></div>`;
  return h`<div class="milestone-detail" style="display:flex;gap:24px"><div class="milestone-main" style="flex:1">
<div class="detail-page-header"><span class="badge">${status}</span> <span>Milestone ${span(m)}</span></div>
<h2 class="title">${m.title}</h2>
${m.description ? h`<div class="description"><p>${m.description}</p></div>` : ''}
<div class="milestone-progress"><strong>0%</strong> complete</div>
<ul class="nav-tabs"><li>Issues <span class="badge">0</span></li><li>Merge requests <span class="badge">0</span></li><li>Participants <span class="badge">0</span></li><li>Labels <span class="badge">0</span></li></ul>
<p class="text-secondary">Assign some issues to this milestone.</p>
</div><aside class="right-sidebar" aria-label="Milestone details" style="width:290px">
${block('start_date', 'Start date', m.start_date, '')}
${block('due_date', 'Due date', m.due_date, status === 'Upcoming' ? ' (Upcoming)' : status === 'Expired' ? ' (Past due)' : '')}
<div class="block time_tracking"><div class="title">Time tracking</div><div class="value">No estimate or time spent</div></div>
<div class="block"><div class="title">Issues</div><div class="value">0</div></div>
<div class="block"><div class="title">Merge requests</div><div class="value">0</div></div>
<div class="block reference"><div class="title">Reference</div><div class="value">%"${m.title}"</div></div>
<p><a href="${o.listHref}">All milestones</a></p>
</aside></div>`;
}
