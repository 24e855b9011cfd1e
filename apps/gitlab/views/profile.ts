/**
 * User profile (`/<username>` and its tabs; gitlab-replica.md 4.12): name, @username,
 * "Member since", location, organisation, public e-mail, follower and following counts
 * (tasks 133, 134), and the personal / contributed / starred project lists.
 */
import { h, type Html } from '../../kit/html';
import type { ListedProject } from '../db/listed';
import type { UserRow } from '../db/queries';
import { longDate } from '../lib/time';
import { avatar, glIcon, tabs } from './common';
import { projectRow } from './project-row';

export type ProfileTab = 'overview' | 'activity' | 'groups' | 'contributed' | 'projects' | 'starred' | 'followers' | 'following';

export function profileBody(o: {
  user: UserRow;
  self: boolean;
  followers: number;
  following: number;
  tab: ProfileTab;
  projects: ListedProject[];
  people: { username: string; name: string }[];
}): Html {
  const u = o.user;
  const base = `/users/${u.username}`;
  const t = (tab: ProfileTab, text: string, href = `${base}/${tab}`) => ({ text, href, active: o.tab === tab });
  return h`<div class="user-profile"><div class="cover-block user-cover-block" style="text-align:center;padding:16px">
${avatar(u.name)}<div class="cover-title" style="font-size:22px;margin:4px 0">${u.name}</div>
<p class="cover-desc"><span class="middle-dot-divider">@${u.username}</span> · <span class="middle-dot-divider">Member since ${longDate(u.created_at)}</span></p>
<p class="profile-details">
${u.location ? h`<span class="user-location" data-testid="user-location">${glIcon('location')}<span>${u.location}</span></span> ` : ''}
${u.organization ? h`<span class="user-organization">${glIcon('work')}<span>${u.organization}</span></span> ` : ''}
${u.public_email ? h`<a class="user-email" href="mailto:${u.public_email}">${u.public_email}</a>` : ''}</p>
<p class="user-follow-counts">${glIcon('users')}<a href="${base}/followers"><span class="followers-count">${o.followers}</span> ${o.followers === 1 ? 'follower' : 'followers'}</a> · <a href="${base}/following"><span class="following-count">${o.following}</span> following</a></p>
${o.self ? h`<a class="btn" href="/-/profile">Edit profile</a>` : h`<button type="button" class="btn btn-confirm">Follow</button>`}
</div>
${tabs([
  t('overview', 'Overview', `/${u.username}`),
  t('activity', 'Activity'),
  t('groups', 'Groups'),
  t('contributed', 'Contributed projects'),
  t('projects', 'Personal projects'),
  t('starred', 'Starred projects'),
  t('followers', 'Followers'),
  t('following', 'Following'),
])}
${
  o.tab === 'followers' || o.tab === 'following'
    ? o.people.length
      ? h`<ul class="content-list">${o.people.map((p) => h`<li style="list-style:none;padding:6px 0"><a href="/${p.username}">${p.name}</a> @${p.username}</li>`)}</ul>`
      : h`<div class="nothing-here-block">${o.tab === 'followers' ? `${u.name} does not have any followers.` : `${u.name} is not following anyone.`}</div>`
    : h`${o.tab === 'overview' ? h`<div class="projects-block"><h4 class="flex-grow">Personal projects</h4></div>` : ''}${
        o.projects.length
          ? h`<ul class="projects-list content-list">${o.projects.map(projectRow)}</ul>`
          : h`<div class="nothing-here-block">No projects found</div>`
      }`
}
</div>`;
}
