/**
 * Page shell of the GitLab replica (gitlab-replica.md 1.1-1.3): top bar with the menu, the
 * "Search GitLab" box, the "+" create menu, issue / merge request / to-do counters and the
 * avatar menu; the project or group sidebar; flash messages. Closed dropdown menus are in the
 * markup but hidden (GitLab-UI behaviour); modals are never in it while closed.
 */
import { h, type Html } from '../../kit/html';
import { ASSET_PATHS } from './assets';

export interface ProjectRef {
  id: number;
  full_path: string;
  name: string;
  namespace_name: string;
  /** byteblaze's access level (0 when not a member). */
  access: number;
}

export interface GroupRef {
  path: string;
  name: string;
  /** The viewer's access level in the group (0 when not a member). */
  access: number;
}

export interface PageOptions {
  title: string;
  /** Signed-in user (omit on the sign-in page). */
  user?: { username: string; name: string };
  project?: ProjectRef;
  /** A group page: the group sidebar instead of the project's. */
  group?: GroupRef;
  /** Sidebar entry to highlight, e.g. `issues`, `members`. */
  active?: string;
  flash?: { kind: 'notice' | 'alert'; text: string };
  body: Html;
  status?: number;
}

function topBar(user: { username: string; name: string }, project?: ProjectRef): Html {
  return h`<header class="navbar navbar-gitlab" data-testid="navbar">
  <a class="brand-logo" href="/" title="Dashboard"><span class="logo-text">GitLab</span></a>
  <div class="dropdown top-menu"><button type="button" class="btn top-nav-toggle" data-toggle="dropdown" aria-label="Main menu">Menu</button>
    <ul class="dropdown-menu" hidden>
      <li class="dropdown-header">Projects</li>
      <li><a href="/dashboard/projects">Your projects</a></li><li><a href="/dashboard/projects/starred">Starred projects</a></li>
      <li><a href="/explore/projects">Explore projects</a></li>
      <li class="dropdown-header">Groups</li><li><a href="/dashboard/groups">Your groups</a></li><li><a href="/explore/groups">Explore groups</a></li>
      <li><a href="/dashboard/milestones">Milestones</a></li><li><a href="/dashboard/snippets">Snippets</a></li><li><a href="/dashboard/activity">Activity</a></li>
    </ul></div>
  <form class="search-form" action="/search" method="get" role="search">
    <input type="search" name="search" class="search-input" placeholder="Search GitLab" aria-label="Search GitLab" autocomplete="off">
    <input type="hidden" name="nav_source" value="navbar">
    ${project ? h`<input type="hidden" name="project_id" value="${project.id}">` : ''}
  </form>
  <ul class="navbar-nav">
    <li class="dropdown"><button type="button" class="btn" data-toggle="dropdown" aria-label="Create new...">+</button>
      <ul class="dropdown-menu dropdown-menu-right" hidden>
        ${
          project
            ? h`<li class="dropdown-header">This project</li><li><a href="/${project.full_path}/-/issues/new">New issue</a></li>
        <li><a href="/${project.full_path}/-/merge_requests/new">New merge request</a></li>`
            : ''
        }
        <li class="dropdown-header">GitLab</li>
        <li><a href="/projects/new">New project/repository</a></li><li><a href="/groups/new">New group</a></li><li><a href="/snippets/new">New snippet</a></li>
      </ul></li>
    <li><a href="/dashboard/issues?assignee_username=${user.username}" title="Issues" aria-label="Issues">Issues</a></li>
    <li><a href="/dashboard/merge_requests?assignee_username=${user.username}" title="Merge requests" aria-label="Merge requests">Merge requests</a></li>
    <li><a href="/dashboard/todos" title="To-Do List" aria-label="To-Do List">To-Do List</a></li>
    <li><a href="/help" title="Help">Help</a></li>
    <li class="dropdown header-user"><button type="button" class="btn header-user-dropdown-toggle" data-toggle="dropdown" aria-label="${user.name} user’s menu">${user.name}</button>
      <ul class="dropdown-menu dropdown-menu-right" hidden>
        <li class="current-user"><strong>${user.name}</strong> <span>@${user.username}</span></li>
        <li><a href="/${user.username}">Profile</a></li><li><a href="/-/profile">Edit profile</a></li><li><a href="/-/profile/preferences">Preferences</a></li>
        <li><a href="/users/sign_out" data-method="post" rel="nofollow">Sign out</a></li>
      </ul></li>
  </ul>
</header>`;
}

function projectSidebar(p: ProjectRef, active = ''): Html {
  const base = `/${p.full_path}`;
  const item = (key: string, href: string, text: string) => h`<li class="${active === key ? 'active' : ''}"><a href="${href}">${text}</a></li>`;
  const canSettings = p.access >= 40;
  return h`<aside class="nav-sidebar" aria-label="Project navigation"><div class="context-header"><a href="${base}" title="${p.name}">${p.name}</a></div><ul class="sidebar-top-level-items">
  <li class="${active === 'info' || active === 'members' ? 'active' : ''}"><a href="${base}/activity">Project information</a><ul class="sidebar-sub-level-items">
    <li><a href="${base}/activity">Activity</a></li><li><a href="${base}/-/labels">Labels</a></li>${item('members', `${base}/-/project_members`, 'Members')}</ul></li>
  <li class="${['files', 'commits', 'branches', 'contributors'].includes(active) ? 'active' : ''}"><a href="${base}/-/tree/HEAD">Repository</a><ul class="sidebar-sub-level-items">
    ${item('files', `${base}/-/tree/HEAD`, 'Files')}${item('commits', `${base}/-/commits/HEAD`, 'Commits')}${item('branches', `${base}/-/branches`, 'Branches')}
    <li><a href="${base}/-/tags">Tags</a></li>${item('contributors', `${base}/-/graphs/HEAD`, 'Contributors')}<li><a href="${base}/-/network/HEAD">Graph</a></li><li><a href="${base}/-/compare">Compare</a></li></ul></li>
  <li class="${active === 'issues' ? 'active' : ''}"><a href="${base}/-/issues">Issues</a><ul class="sidebar-sub-level-items">
    ${item('issues', `${base}/-/issues`, 'List')}<li><a href="${base}/-/boards">Boards</a></li><li><a href="${base}/-/issues/service_desk">Service Desk</a></li><li><a href="${base}/-/milestones">Milestones</a></li></ul></li>
  ${item('merge_requests', `${base}/-/merge_requests`, 'Merge requests')}
  <li><a href="${base}/-/pipelines">CI/CD</a></li>
  <li><a href="${base}/-/security/configuration">Security &amp; Compliance</a></li>
  <li><a href="${base}/-/environments">Deployments</a></li><li><a href="${base}/-/packages">Packages and registries</a></li>
  <li><a href="${base}/-/clusters">Infrastructure</a></li><li><a href="${base}/-/incidents">Monitor</a></li>
  <li><a href="${base}/-/value_stream_analytics">Analytics</a><ul class="sidebar-sub-level-items"><li><a href="${base}/-/value_stream_analytics">Value stream</a></li>
    <li><a href="${base}/-/graphs/HEAD/charts">Repository</a></li></ul></li>
  <li><a href="${base}/-/wikis/home">Wiki</a></li><li><a href="${base}/-/snippets">Snippets</a></li>
  ${
    canSettings
      ? h`<li><a href="${base}/edit">Settings</a><ul class="sidebar-sub-level-items"><li><a href="${base}/edit">General</a></li>
    <li><a href="${base}/-/settings/integrations">Integrations</a></li><li><a href="${base}/-/hooks">Webhooks</a></li><li><a href="${base}/-/settings/access_tokens">Access Tokens</a></li>
    <li><a href="${base}/-/settings/repository">Repository</a></li><li><a href="${base}/-/settings/merge_requests">Merge requests</a></li><li><a href="${base}/-/settings/ci_cd">CI/CD</a></li></ul></li>`
      : ''
  }
</ul></aside>`;
}

function groupSidebar(g: GroupRef, active = ''): Html {
  const item = (key: string, href: string, text: string) => h`<li class="${active === key ? 'active' : ''}"><a href="${href}">${text}</a></li>`;
  return h`<aside class="nav-sidebar" aria-label="Group navigation"><div class="context-header"><a href="/${g.path}" title="${g.name}">${g.name}</a></div><ul class="sidebar-top-level-items">
  <li class="${active === 'info' || active === 'members' ? 'active' : ''}"><a href="/groups/${g.path}/-/activity">Group information</a><ul class="sidebar-sub-level-items">
    <li><a href="/groups/${g.path}/-/activity">Activity</a></li><li><a href="/groups/${g.path}/-/labels">Labels</a></li>${item('members', `/groups/${g.path}/-/group_members`, 'Members')}</ul></li>
  ${item('issues', `/groups/${g.path}/-/issues`, 'Issues')}${item('merge_requests', `/groups/${g.path}/-/merge_requests`, 'Merge requests')}
  <li><a href="/groups/${g.path}/-/security/dashboard">Security &amp; Compliance</a></li><li><a href="/groups/${g.path}/-/packages">Packages and registries</a></li>
  ${g.access >= 50 ? h`<li><a href="/groups/${g.path}/-/edit">Settings</a></li>` : ''}
</ul></aside>`;
}

/** The whole HTML document of a page. */
export function page(o: PageOptions): Html {
  const context = o.project ? ` · ${o.project.namespace_name} / ${o.project.name}` : o.group ? ` · ${o.group.name}` : '';
  return h`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${o.title}${context} · GitLab</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="stylesheet" href="${ASSET_PATHS.css}"></head>
<body class="${o.project || o.group ? 'page-with-contextual-sidebar' : ''}">
${o.user ? topBar(o.user, o.project) : ''}
<div class="layout-page">${o.project ? projectSidebar(o.project, o.active) : o.group ? groupSidebar(o.group, o.active) : ''}
<div class="content-wrapper"><main class="container-fluid" id="content-body">
${o.flash ? h`<div class="flash-container"><div class="flash-${o.flash.kind}" role="alert"><span>${o.flash.text}</span></div></div>` : ''}
${o.body}
</main></div></div>
<script src="${ASSET_PATHS.js}"></script></body></html>`;
}
