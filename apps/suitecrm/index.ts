/**
 * Embedded SuiteCRM 8.7.1 replica: `startSuiteCrm()` starts the app listener and a
 * loopback control listener (POST /reset, GET /health) around an in-memory SQLite database
 * seeded from suitecrm-seed.md. Modes and switches: docs/replicas.md.
 */
import { fileURLToPath } from 'node:url';
import type Database from 'better-sqlite3';
import type { StartReplica } from '../kit/types';
import { SnapshotDb } from '../kit/snapshot';
import { execTolerant } from '../kit/sql';
import { startReplicaServer } from '../kit/replica';
import { suiteCrmInjection } from './inject';
import { SUITECRM_EFFECTS } from './effects';
import { SUITECRM_DRIFT } from './drift';
import { schemaSql } from './db/schema';
import { seedCore, seedDependencyAccounts } from './db/seed';
import { resolveSwitches, type SuiteCtx } from './context';
import { buildApp } from './http/app';
import { loadLegacy } from './http/legacy';

export type { Switches } from './context';

export const startSuiteCrm: StartReplica = async (options = {}) => {
  const mode = options.mode ?? 'stable';
  const switches = resolveSwitches(mode, options.switches);
  const legacy = await loadLegacy();
  const store = new SnapshotDb(
    (db: Database.Database) => {
      execTolerant(db, schemaSql);
      execTolerant(db, legacy.legacySchemaSql);
      seedCore(db);
      legacy.seedLegacy(db);
    },
    { 'dependency-accounts': seedDependencyAccounts },
  );
  const ctx: SuiteCtx = { db: () => store.db, mode, switches, sessions: new Map() };
  const app = buildApp(ctx, legacy);
  return startReplicaServer(
    {
      name: 'suitecrm',
      mode,
      credentials: { username: 'user', password: 'bitnami' },
      // The import wizard's sample files (contacts_import.csv, accounts_import.csv).
      filesDir: fileURLToPath(new URL('./legacy/files/', import.meta.url)),
      fetch: app.fetch,
      drift: SUITECRM_DRIFT,
      reset: (variant) => store.reset(variant ?? 'base'),
      state: () => store.diff(),
      health: () => ({ mode, switches, variants: store.variants() }),
      dispose: () => store.close(),
      effects: SUITECRM_EFFECTS,
      changes: () => store.changes(),
      inject: suiteCrmInjection(store),
    },
    options,
  );
};
