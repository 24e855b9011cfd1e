/**
 * The control listener of a replica: `POST /reset` (answers when the seed is restored) and
 * `GET /health`. It is served on its own loopback port, never on the app port.
 */
import { Hono } from 'hono';

export interface ControlOptions {
  name: string;
  reset: (variant?: string) => void | Promise<void>;
  health?: () => Record<string, unknown>;
}

export function controlApp({ name, reset, health }: ControlOptions): Hono {
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
  app.get('/health', (c) => c.json({ ok: true, name, ...(health?.() ?? {}) }));
  return app;
}
