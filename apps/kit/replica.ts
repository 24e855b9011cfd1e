/**
 * Starts a replica: the app listener (what agents see) and the control listener (loopback
 * only: reset, health, effect rules), and wraps both in the harness's ReplicaHandle.
 */
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { checkEffectRules, type EffectRule } from '../../core/effects';
import type { ReplicaHandle, ReplicaInjection, ReplicaMode, ReplicaOptions } from './types';
import { controlApp } from './control';
import { effectsFetch } from './effects';
import type { StateDiff } from './diff';
import { sameOriginWrites } from './same-origin';
import { driftFetch, selectDrift, type DriftRule } from './drift';
import { listen, type FetchHandler } from './server';

export interface ReplicaParts {
  name: string;
  mode: ReplicaMode;
  credentials: { username: string; password: string };
  filesDir?: string;
  fetch: FetchHandler;
  reset: (variant?: string) => void | Promise<void>;
  health?: () => Record<string, unknown>;
  /** What changed since the last reset (`GET /state` on the control port). */
  state?: () => StateDiff;
  dispose?: () => void;
  /** The drift rules this replica offers (apps/kit/drift.ts); none means it cannot drift. */
  drift?: readonly DriftRule[];
  /** What each write route writes (core/effects.ts, issue 55); checked when the replica starts. */
  effects: readonly EffectRule[];
  /** Where injected text may go and how (issue 59); none: the replica takes no injection. */
  inject?: ReplicaInjection;
  /** Rows changed so far, never decreasing (`SnapshotDb.changes`): how the app tells a write. */
  changes: () => number;
}

/** A control URL for messages: its secret path left out. */
function shown(controlURL: string): string {
  const u = new URL(controlURL);
  return u.pathname.length > 1 ? `${u.origin}/<secret>` : u.origin;
}

/**
 * `POST {controlURL}/reset[?variant=...]`: restores a replica's seed over its control port (what
 * `ReplicaHandle.reset` does, also for a replica another process started). Throws naming the
 * replica, the URL and the answer when it is not 2xx (an unknown variant answers 4xx).
 */
export async function resetOverHttp(name: string, controlURL: string, variant?: string): Promise<void> {
  const query = variant ? `?variant=${encodeURIComponent(variant)}` : '';
  const res = await fetch(`${controlURL}/reset${query}`, { method: 'POST' });
  if (!res.ok) throw new Error(`${name} replica: POST ${shown(controlURL)}/reset answered ${res.status}: ${await res.text()}`);
}

/**
 * `POST {controlURL}/inject` `{ place, text }`: an attack's text into one of the replica's places
 * (issue 59). Throws naming the replica and the answer when it is not 2xx.
 */
export async function injectOverHttp(name: string, controlURL: string, place: string, text: string): Promise<void> {
  const res = await fetch(`${controlURL}/inject`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ place, text }) });
  if (!res.ok) throw new Error(`${name} replica: POST ${shown(controlURL)}/inject answered ${res.status}: ${await res.text()}`);
}

/**
 * `GET {controlURL}/state`: what the replica's records hold now against its last reset (see
 * `diffDatabases`). Throws naming the replica and the answer when it is not 2xx.
 */
export async function stateOverHttp(name: string, controlURL: string): Promise<StateDiff> {
  const res = await fetch(`${controlURL}/state`);
  if (!res.ok) throw new Error(`${name} replica: GET ${shown(controlURL)}/state answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as StateDiff;
}

/** The control path's secret: `given` when it is 16 to 128 URL-safe characters, else 32 random hex characters. */
function controlToken(given: string | undefined): string {
  if (given === undefined || given === '') return randomBytes(16).toString('hex');
  if (!/^[A-Za-z0-9_-]{16,128}$/.test(given)) throw new Error('controlToken must be 16 to 128 characters of A-Z, a-z, 0-9, _ or -');
  return given;
}

export async function startReplicaServer(parts: ReplicaParts, options: ReplicaOptions = {}): Promise<ReplicaHandle> {
  const drift = options.drift ? selectDrift(parts.name, parts.drift ?? [], options.drift) : undefined;
  const effects = checkEffectRules(`${parts.name} replica`, parts.effects);
  // Outside drift (a drifted refusal writes nothing, a drifted page is still the app's write),
  // inside the cross-origin check (a refused forgery never reaches the app).
  const handler = sameOriginWrites(effectsFetch(driftFetch(parts.fetch, drift?.rules ?? []), { rules: effects, changes: parts.changes }));
  const app = await listen(handler, { port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  let control: Awaited<ReturnType<typeof listen>>;
  // The control endpoints live under a secret path (a capability URL, issue 55): a page that
  // reaches the control port by some route (another replica's port, a redirect) finds only 404s.
  const token = controlToken(options.controlToken);
  try {
    const root = new Hono().route(
      `/${token}`,
      controlApp({ name: parts.name, reset: parts.reset, health: parts.health, state: parts.state, effects, inject: parts.inject }),
    );
    control = await listen(root.fetch, { port: options.controlPort ?? 0, host: '127.0.0.1' });
  } catch (err) {
    await app.close();
    throw err;
  }
  const controlURL = `${control.url}/${token}`;
  let closed = false;
  return {
    name: parts.name,
    mode: parts.mode,
    baseURL: app.url,
    controlURL,
    credentials: parts.credentials,
    filesDir: parts.filesDir,
    effects,
    ...(drift ? { drift: drift.manifest } : {}),
    reset: (variant?: string) => resetOverHttp(parts.name, controlURL, variant),
    state: () => stateOverHttp(parts.name, controlURL),
    ...(parts.inject?.goals?.length ? { attackGoals: [...parts.inject.goals] } : {}),
    ...(parts.inject ? { places: [...parts.inject.places], inject: (place: string, text: string) => injectOverHttp(parts.name, controlURL, place, text) } : {}),
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([app.close(), control.close()]);
      parts.dispose?.();
    },
  };
}
