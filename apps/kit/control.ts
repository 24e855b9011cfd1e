/**
 * The control listener of a replica: `POST /reset` (answers when the seed is restored),
 * `POST /inject` (an attack's text into a declared place, issue 59), `GET /state` (what changed since that reset), `GET /effects` (its effect rules, a JSON array,
 * issue 55) and `GET /health`. It is served on its own
 * loopback port, never on the app port, and the agent's action space blocks it.
 */
import { Hono } from 'hono';
import type { EffectRule } from '../../core/effects';
import type { StateDiff } from './diff';
import type { ReplicaInjection } from './types';

export interface ControlOptions {
  name: string;
  reset: (variant?: string) => void | Promise<void>;
  health?: () => Record<string, unknown>;
  state?: () => StateDiff;
  effects?: readonly EffectRule[];
  /** Places text with `POST /inject` `{ place, text }` after a reset (issue 59). */
  inject?: ReplicaInjection;
}

export function controlApp({ name, reset, health, state, effects = [], inject }: ControlOptions): Hono {
  const app = new Hono();
  app.post('/inject', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { place?: unknown; text?: unknown };
    const { place, text } = body;
    if (!inject) return c.json({ ok: false, error: `${name} replica declares no place for injected text` }, 404);
    if (typeof place !== 'string' || !inject.places.includes(place) || typeof text !== 'string' || !text)
      return c.json({ ok: false, error: `${name} replica: inject needs { place, text } with a place of: ${inject.places.join(', ')}` }, 400);
    inject.apply(place, text);
    return c.json({ ok: true });
  });
  app.post('/reset', async (c) => {
    let variant = c.req.query('variant') ?? undefined;
    if (!variant && (c.req.header('content-type') ?? '').includes('json')) {
      const body = (await c.req.json().catch(() => ({}))) as { variant?: string };
      variant = body.variant;
    }
    const t = performance.now();
    try {
      await reset(variant);
    } catch (err) {
      return c.json({ ok: false, error: String((err as Error).message) }, 400);
    }
    return c.json({ ok: true, ms: +(performance.now() - t).toFixed(3) });
  });
  app.get('/state', (c) => (state ? c.json(state()) : c.json({ ok: false, error: `${name} replica keeps no state diff` }, 404)));
  app.get('/effects', (c) => c.json(effects));
  app.get('/health', (c) => c.json({ ok: true, name, ...(health?.() ?? {}) }));
  return app;
}
