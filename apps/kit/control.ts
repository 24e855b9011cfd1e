/**
 * The control listener of a replica: `POST /reset` (answers when the seed is restored),
 * `GET /state` (what changed since that reset), `GET /effects` (its effect rules, a JSON array,
 * issue 55) and `GET /health`. It is served on its own
 * loopback port, never on the app port, and the agent's action space blocks it.
 */
import { Hono } from 'hono';
import type { EffectRule } from '../../core/effects';
import type { StateDiff } from './diff';

export interface ControlOptions {
  name: string;
  reset: (variant?: string) => void | Promise<void>;
  health?: () => Record<string, unknown>;
  state?: () => StateDiff;
  effects?: readonly EffectRule[];
}

export function controlApp({ name, reset, health, state, effects = [] }: ControlOptions): Hono {
  const app = new Hono();
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
