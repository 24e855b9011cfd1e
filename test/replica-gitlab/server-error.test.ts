/**
 * A handler that fails shows GitLab's 500 page (gitlab-replica.md 5), with the phrase the
 * `popup_error` policies look for, and never a stack trace; the failure itself goes to stderr.
 */
import { test, expect } from '@playwright/test';
import Database from 'better-sqlite3';
import { buildApp } from '../../apps/gitlab/http/app';
import { buildSeed } from '../../apps/gitlab/db/seed';
import { COOKIE } from '../../apps/gitlab/http/session';

test('a failing query is the 500 page for the signed-in user, not a stack trace', async () => {
  const db = new Database(':memory:');
  buildSeed(db);
  // The merge request queries fail (a broken table, say); everything else works.
  const failing = new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === 'prepare')
        return (sql: string) => {
          if (/merge_requests/.test(sql)) throw new Error('no such table: merge_requests');
          return target.prepare(sql);
        };
      const v = Reflect.get(target, prop, receiver);
      return typeof v === 'function' ? v.bind(target) : v;
    },
  });
  const app = buildApp({ db: () => failing, mode: 'stable', sessions: new Map([['s1', 2330]]), flashes: new Map(), origin: () => 'http://gitlab.test' });
  const errors: string[] = [];
  const original = console.error;
  console.error = (m: string) => errors.push(m);
  try {
    const res = await app.request('http://gitlab.test/primer/design/-/merge_requests', { headers: { cookie: `${COOKIE}=s1` } });
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toContain("We're sorry, something went wrong on our end.");
    expect(html).toContain('Byte Blaze'); // the top bar of the signed-in user
    expect(html).not.toContain('no such table');
    expect(errors.join('\n')).toContain('GET /primer/design/-/merge_requests: Error: no such table: merge_requests');
    // The other pages still work.
    expect((await app.request('http://gitlab.test/primer/design', { headers: { cookie: `${COOKIE}=s1` } })).status).toBe(200);
  } finally {
    console.error = original;
    db.close();
  }
});
