/**
 * Embedded GitLab CE 15.7 replica: `startGitLab()` starts the app listener and a
 * loopback control listener (POST /reset, GET /health) around an in-memory SQLite database
 * seeded from gitlab-seed.md. Contract: gitlab-replica.md; modes and limits: docs/replicas.md.
 */
import type { StartReplica } from '../kit/types';
import { SnapshotDb } from '../kit/snapshot';
import { startReplicaServer } from '../kit/replica';
import { gitLabInjection } from './inject';
import { GITLAB_EFFECTS } from './effects';
import type { GitLabCtx } from './context';
import { buildSeed } from './db/seed';
import { ADJUSTMENTS } from './db/adjustments';
import { BYTEBLAZE_PASSWORD } from './db/seed-people';
import { buildApp } from './http/app';
import { GITLAB_DRIFT } from './drift';

export const startGitLab: StartReplica = async (options = {}) => {
  const mode = options.mode ?? 'stable';
  const store = new SnapshotDb(buildSeed);
  let origin = '';
  const ctx: GitLabCtx = { db: () => store.db, mode, sessions: new Map(), flashes: new Map(), origin: () => origin };
  const app = buildApp(ctx);
  const handle = await startReplicaServer(
    {
      name: 'gitlab',
      mode,
      credentials: { username: 'byteblaze', password: BYTEBLAZE_PASSWORD },
      fetch: app.fetch,
      reset: (variant) => store.reset(variant ?? 'base'),
      state: () => store.diff(),
      health: () => ({ mode, variants: store.variants(), seed_adjustments: ADJUSTMENTS.map((a) => a.n) }),
      dispose: () => store.close(),
      effects: GITLAB_EFFECTS,
      changes: () => store.changes(),
      inject: gitLabInjection(store),
      drift: GITLAB_DRIFT,
    },
    options,
  );
  origin = handle.baseURL;
  return handle;
};
