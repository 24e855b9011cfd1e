/**
 * Embedded ShoppingAdmin (Magento 2.4 admin) replica: `startShoppingAdmin()` starts the
 * app listener and a loopback control listener (POST /reset, GET /health) around an in-memory
 * SQLite database seeded from shopping-admin-seed.md. The handle's `baseURL` is the app origin
 * plus `/admin`, as `__SHOPPING_ADMIN__` is on WebArena. Contract: shopping-admin-replica.md;
 * modes, switches and limits: docs/replicas.md.
 */
import type { StartReplica } from '../kit/types';
import { SnapshotDb } from '../kit/snapshot';
import { startReplicaServer } from '../kit/replica';
import { shoppingAdminInjection } from './inject';
import { SHOPPING_ADMIN_EFFECTS } from './effects';
import { newGridState, type ShopCtx } from './context';
import { buildSeed } from './db/seed';
import { buildApp } from './http/app';
import { SHOPPING_ADMIN_DRIFT } from './drift';

export const startShoppingAdmin: StartReplica = async (options = {}) => {
  const mode = options.mode ?? 'stable';
  const sw = options.switches ?? {};
  const store = new SnapshotDb(buildSeed);
  const ctx: ShopCtx = {
    db: () => store.db,
    mode,
    // S1: the variation matrix pages by 20, as Magento does (both modes); `matrixPageSize` overrides.
    matrixPageSize: Number(sw.matrixPageSize ?? 20) || 20,
    accountActivity: sw.accountActivity !== false,
    sessions: new Map(),
  };
  const app = buildApp(ctx);
  const handle = await startReplicaServer(
    {
      name: 'shopping_admin',
      mode,
      credentials: { username: 'admin', password: 'admin1234' },
      fetch: app.fetch,
      // Magento keeps grid bookmarks and pending messages in its database: a reset clears them
      // too (the sign-in survives, like a browser's cookie).
      reset: (variant) => {
        store.reset(variant ?? 'base');
        for (const s of ctx.sessions.values()) Object.assign(s, { messages: [], grid: newGridState(), massIds: [] });
      },
      health: () => ({ mode, variants: store.variants(), matrixPageSize: ctx.matrixPageSize }),
      state: () => store.diff(),
      dispose: () => store.close(),
      effects: SHOPPING_ADMIN_EFFECTS,
      changes: () => store.changes(),
      inject: shoppingAdminInjection(store),
      drift: SHOPPING_ADMIN_DRIFT,
    },
    options,
  );
  return { ...handle, baseURL: `${handle.baseURL}/admin`, reset: (variant) => handle.reset(variant), state: () => handle.state(), close: () => handle.close() };
};
