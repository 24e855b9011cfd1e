/**
 * Members page (`P/-/project_members`, `/groups/<g>/-/group_members`; gitlab-replica.md 4.3) with the exact table markup the
 * checks read: every cell has `data-label`; the Account cell holds one
 * `span.gl-avatar-labeled-sublabel` with exactly `@username`; the Max role cell holds exactly
 * one `<span>`: a badge for rows the viewer cannot edit, else the dropdown toggle's label,
 * followed by a hidden menu of role items written without spans (in faithful mode "Guest" and
 * "Reporter" are then in the page's markup, as on GitLab 15.7).
 */
import { h, trusted, type Html } from '../../kit/html';
import { ROLES } from '../db/schema';
import { shortDate } from '../lib/time';
import { avatar, tabs, time } from './common';

export interface MemberRow {
  user_id: number;
  username: string;
  name: string;
  access_level: number;
  created_at: string;
  granted_by: string | null;
  expires_at: string | null;
}

/**
 * The role items of an editable row's dropdown (role_dropdown.vue: header "Change role", one menu
 * item per role), without spans (the helper counts spans).
 */
export const ROLE_ITEMS = `<li role="presentation" class="gl-new-dropdown-header"><p class="gl-new-dropdown-header-top">Change role</p></li>${Object.entries(
  ROLES,
)
  .map(
    ([level, role]) =>
      `<li role="presentation"><button type="button" role="menuitem" class="dropdown-item" data-access-level="${level}"><p>${role}</p></button></li>`,
  )
  .join('')}`;

function roleCell(m: MemberRow, editable: boolean, lazyMenus: boolean, memberPath: string): Html {
  if (!editable) return h`<td class="col-max-role" data-label="Max role"><span class="badge">${ROLES[m.access_level]}</span></td>`;
  return h`<td class="col-max-role" data-label="Max role"><div class="dropdown" data-member-path="${memberPath}"><button type="button" class="btn dropdown-toggle" data-toggle="dropdown" aria-label="${ROLES[m.access_level]}"><span class="gl-dropdown-button-text">${ROLES[m.access_level]}</span></button>
${lazyMenus ? h`<ul class="dropdown-menu" role="menu" hidden data-lazy-items="roles"></ul>` : h`<ul class="dropdown-menu" role="menu" hidden>${trusted(ROLE_ITEMS)}</ul>`}</div></td>`;
}

/**
 * `lazyMenus` (stable mode): role menus get their items only while open, so a closed members page
 * does not carry "Guest"/"Reporter" in its markup (docs/replicas.md, switch `lazyRoleMenus`).
 */
export function membersBody(o: {
  sourceType: 'project' | 'group';
  sourceName: string;
  /** Full name for the remove dialog's question (user_action_buttons.vue). */
  sourceFullName: string;
  rows: MemberRow[];
  viewerId: number;
  viewerAccess: number;
  ownerId: number;
  lazyMenus: boolean;
  /** User search of the invite modal (JSON) and the endpoint it posts invitations to. */
  searchUrl: string;
  inviteUrl: string;
  /** `P/-/project_members` or `/groups/<g>/-/group_members`: a row's member path is this plus `/<user id>` (remove, change role). */
  membersPath: string;
}): Html {
  const manage = o.viewerAccess >= 40;
  return h`<div class="project-members-page">
<div style="display:flex;justify-content:space-between;align-items:center"><h1 class="page-title" style="font-size:20px">${o.sourceType === 'group' ? 'Group members' : 'Project members'}</h1>
${
  manage
    ? h`<span><button type="button" class="btn js-invite-group-trigger">Invite a group</button> <button type="button" class="btn btn-confirm js-invite-members-trigger" data-qa-selector="invite_members_button"
  data-source-name="${o.sourceName}" data-source-type="${o.sourceType}" data-roles="${JSON.stringify(
    Object.keys(ROLES)
      .map(Number)
      .filter((l) => l <= o.viewerAccess),
  )}"
  data-search-url="${o.searchUrl}" data-invite-url="${o.inviteUrl}">Invite members</button></span>`
    : ''
}</div>
${manage ? h`<p>You can invite a new member to <strong>${o.sourceName}</strong> or invite another group.</p>` : ''}
${tabs([{ text: 'Members', href: '#', active: true, count: o.rows.length }])}
<form class="members-filter" role="search"><input type="search" placeholder="Filter members" aria-label="Filter members"></form>
<table class="table b-table gl-table members-table" role="table"><thead><tr><th>Account</th><th>Source</th><th>Access granted</th><th>Max role</th><th>Expiration</th><th>Created on</th><th>Last activity</th><th></th></tr></thead><tbody>
${o.rows.map((m) => {
  const editable = manage && m.user_id !== o.viewerId && m.user_id !== o.ownerId && !(m.access_level === 50 && o.viewerAccess < 50);
  return h`<tr data-testid="members-table-row-${m.user_id}">
<td data-label="Account"><div class="gl-avatar-labeled">${avatar(m.name)}<div class="gl-avatar-labeled-labels"><a class="gl-avatar-labeled-label" href="/${m.username}">${m.name}</a>${m.user_id === o.viewerId ? h` <strong class="badge badge-success">It's you</strong>` : ''}<span class="gl-avatar-labeled-sublabel">@${m.username}</span></div></div></td>
<td data-label="Source">Direct member</td>
<td data-label="Access granted">${m.granted_by ? h`by <a href="/${m.granted_by}">${m.granted_by}</a> ` : ''}${time(m.created_at)}</td>
${roleCell(m, editable, o.lazyMenus, `${o.membersPath}/${m.user_id}`)}
<td data-label="Expiration">${m.expires_at ? shortDate(m.expires_at) : 'No expiration set'}</td>
<td data-label="Created on">${shortDate(m.created_at)}</td>
<td data-label="Last activity">${shortDate(m.created_at)}</td>
<td data-label="Actions">${
    editable
      ? h`<button type="button" class="btn btn-danger js-remove-member-button" title="Remove member" aria-label="Remove member"
  data-member-path="${o.membersPath}/${m.user_id}" data-member-name="${m.name}" data-source-name="${o.sourceFullName}" data-source-type="${o.sourceType}">🗑</button>`
      : ''
  }</td></tr>`;
})}
</tbody></table></div>`;
}
