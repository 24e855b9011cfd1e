/**
 * Small pieces several pages share: the visibility icon with GitLab's exact titles
 * (gitlab-replica.md 4.2, read by policies through `.visibility-icon[title]`), `<time>`
 * elements, avatars, label pills and the tab bar.
 */
import { h, type Html } from '../../kit/html';
import { timeParts } from '../lib/time';

export const VISIBILITY_TITLE: Record<number, string> = {
  0: 'Private - Project access must be granted explicitly to each user. If this project is part of a group, access is granted to members of the group.',
  10: 'Internal - The project can be accessed by any logged in user except external users.',
  20: 'Public - The project can be accessed without any authentication.',
};
const VIS_NAME: Record<number, string> = { 0: 'Private', 10: 'Internal', 20: 'Public' };

/** A group's titles (GitLab's group visibility help). */
const GROUP_VISIBILITY_TITLE: Record<number, string> = {
  0: 'Private - The group and its projects can only be viewed by members.',
  10: 'Internal - The group and any internal projects can be viewed by any logged in user except external users.',
  20: 'Public - The group and any public projects can be viewed without any authentication.',
};

export function visibilityIcon(level: number): Html {
  return visibilityIconFor('project', level);
}

/** The visibility icon of a project or a group: the `title` is what checks read. */
export function visibilityIconFor(kind: 'project' | 'group', level: number): Html {
  const title = (kind === 'group' ? GROUP_VISIBILITY_TITLE : VISIBILITY_TITLE)[level];
  const name = VIS_NAME[level] === 'Public' ? 'earth' : VIS_NAME[level] === 'Private' ? 'lock' : 'shield';
  return h`<span class="visibility-icon has-tooltip" title="${title}" data-testid="visibility-icon">${glIcon(name)}</span>`;
}

/** The glyph drawn for each icon name (look only: CSS text with empty alternative text). */
const GLYPH: Record<string, string> = {
  earth: '🌐',
  lock: '🔒',
  shield: '🛡',
  'star-o': '★',
  fork: '⑂',
  'git-merge': '⇄',
  issues: '◎',
  location: '📍',
  work: '🏢',
  users: '👥',
  comments: '💬',
  copy: '⧉',
  commit: '◉',
  branch: '⑂',
  label: '⌂',
  rss: '◉',
  calendar: '▦',
  pencil: '✎',
  search: '⚲',
  error: '⚠',
};

/**
 * An icon as GitLab's `sprite_icon` draws it (15.0 `icons_helper.rb`): an inline `<svg>` with a
 * `use` of the sprite and no title or `aria-hidden`, which Chromium exposes as an unnamed `image`
 * (issue 60). The replica has no sprite sheet; its glyph is CSS text with empty alternative text,
 * so it adds nothing to the accessibility tree.
 */
export function glIcon(name: string): Html {
  return h`<i class="gl-glyph" data-glyph="${GLYPH[name] ?? '•'}"></i><svg class="s16 gl-icon" data-testid="${name}-icon" width="16" height="16"><use href="#${name}"></use></svg>`;
}

export function time(iso: string, prefix = ''): Html {
  const t = timeParts(iso);
  return h`<time datetime="${t.datetime}" title="${t.title}" class="js-timeago">${prefix}${t.text}</time>`;
}

export function avatar(name: string): Html {
  return h`<span class="avatar identicon" aria-hidden="true">${(name.trim()[0] ?? '?').toUpperCase()}</span>`;
}

/** A label pill linking to the issue list filtered by it (the list app then adds the trailing slash). */
export function labelPill(projectPath: string, title: string, color: string): Html {
  return h`<a class="gl-label" style="background:${color}" href="/${projectPath}/-/issues?label_name%5B%5D=${encodeURIComponent(title)}"><span class="gl-label-text">${title}</span></a>`;
}

export function tabs(items: { text: string; href: string; active?: boolean; count?: number }[]): Html {
  return h`<ul class="nav-tabs">${items.map((t) => h`<li class="${t.active ? 'active' : ''}"><a href="${t.href}">${t.text}${t.count !== undefined ? h` <span class="badge">${t.count}</span>` : ''}</a></li>`)}</ul>`;
}
