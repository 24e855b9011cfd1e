/**
 * Contributors graph (`P/-/graphs/<ref>`, gitlab-replica.md 4.11): non-merge commits reachable
 * from the ref (at most 6,000), grouped by lower-cased author e-mail, one card per e-mail sorted
 * by commit count; the card's name is the author name of that e-mail's newest commit and its line
 * reads `<N> commits (<email>)`.
 */
import { h, type Html } from '../../kit/html';
import type { CommitRow, ProjectRow } from '../db/queries';

export interface ContributorCard {
  name: string;
  email: string;
  commits: number;
}

/** Pure aggregation of commits (newest first) into cards. */
export function contributorCards(commits: readonly CommitRow[]): ContributorCard[] {
  const byEmail = new Map<string, ContributorCard>();
  for (const c of commits.slice(0, 6000)) {
    const key = c.author_email.toLowerCase();
    const card = byEmail.get(key);
    if (card) card.commits++;
    else byEmail.set(key, { name: c.author_name, email: c.author_email, commits: 1 });
  }
  return [...byEmail.values()].sort((a, b) => b.commits - a.commits || a.name.localeCompare(b.name));
}

export function contributorsBody(o: {
  p: ProjectRow;
  ref: string;
  branches: string[];
  cards: ContributorCard[];
  profileOf: (email: string) => string | undefined;
}): Html {
  const { p } = o;
  return h`<div class="js-contributors-graph"><div style="display:flex;gap:8px;align-items:center">
<div class="dropdown ref-selector"><button type="button" class="btn" data-toggle="dropdown" aria-label="Switch branch/tag">${o.ref}</button>
<ul class="dropdown-menu" hidden>${o.branches.map((b) => h`<li><a href="/${p.full_path}/-/graphs/${b}">${b}</a></li>`)}</ul></div>
<a class="btn" href="/${p.full_path}/-/commits/${o.ref}">History</a></div>
<h2 style="font-size:18px">Commits to ${o.ref}</h2><p>Excluding merge commits. Limited to 6,000 commits.</p>
<div class="contributors-charts">${o.cards.map((c) => {
    const user = o.profileOf(c.email);
    return h`<div class="contributor-card"><h4 class="contributor-name" style="margin:0">${user ? h`<a href="/${user}">${c.name}</a>` : c.name}</h4>
<p class="contributor-stats">${c.commits} commit${c.commits === 1 ? '' : 's'} (${c.email})</p></div>`;
  })}</div></div>`;
}
