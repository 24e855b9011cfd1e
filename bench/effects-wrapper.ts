/**
 * Cost of the effects wrapper (apps/kit/effects.ts, issue 55), run by hand:
 * `npx tsx bench/effects-wrapper.ts [--runs 200]`. One GitLab replica app served twice over
 * HTTP, bare and wrapped (change count before and after, one request at a time, body copy), and
 * the same page reads and a refused form post timed on both, alternating, so machine load hits
 * both alike. Prints the medians and their difference per request.
 */
import { effectsFetch } from '../apps/kit/effects';
import { listen } from '../apps/kit/server';
import { SnapshotDb } from '../apps/kit/snapshot';
import type { GitLabCtx } from '../apps/gitlab/context';
import { buildSeed } from '../apps/gitlab/db/seed';
import { GITLAB_EFFECTS } from '../apps/gitlab/effects';
import { buildApp } from '../apps/gitlab/http/app';
import { stats } from './stats';

const runs = (() => {
  const i = process.argv.indexOf('--runs');
  return i >= 0 ? Number(process.argv[i + 1]) : 200;
})();

const store = new SnapshotDb(buildSeed);
const ctx: GitLabCtx = { db: () => store.db, mode: 'stable', sessions: new Map(), flashes: new Map(), origin: () => '' };
const app = buildApp(ctx);
const bare = await listen(app.fetch);
const wrapped = await listen(effectsFetch(app.fetch, { rules: GITLAB_EFFECTS, changes: () => store.changes() }));

async function cookieOf(base: string): Promise<string> {
  const body = new URLSearchParams({ 'user[login]': 'byteblaze', 'user[password]': 'hello1234' });
  const res = await fetch(`${base}/users/sign_in`, { method: 'POST', redirect: 'manual', body });
  return res.headers.get('set-cookie')!.split(';')[0];
}
const cookie = { bare: await cookieOf(bare.url), wrapped: await cookieOf(wrapped.url) };

const REQUESTS: Array<[string, RequestInit]> = [
  ['/a11yproject/a11yproject.com', {}],
  ['/byteblaze/gimmiethat.space/-/project_members', {}],
  // A milestone without a title: refused, writes nothing, but carries a body through the wrapper.
  ['/byteblaze/dotfiles/-/milestones', { method: 'POST', body: new URLSearchParams({ 'milestone[title]': '' }) }],
];

for (const [path, init] of REQUESTS) {
  const times = { bare: [] as number[], wrapped: [] as number[] };
  for (let i = 0; i < runs; i++)
    for (const which of ['bare', 'wrapped'] as const) {
      const base = which === 'bare' ? bare.url : wrapped.url;
      const t = performance.now();
      await (await fetch(`${base}${path}`, { ...init, headers: { cookie: cookie[which] } })).text();
      times[which].push(performance.now() - t);
    }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(`${init.method ?? 'GET'} ${path}`);
  console.log(`  bare:    ${stats(times.bare)}`);
  console.log(`  wrapped: ${stats(times.wrapped)}`);
  console.log(`  wrapper: ${(median(times.wrapped) - median(times.bare)).toFixed(3)} ms per request (median difference)`);
}
await Promise.all([bare.close(), wrapped.close()]);
store.close();
