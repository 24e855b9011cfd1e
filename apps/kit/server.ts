/**
 * Starts an HTTP listener for a Hono-style fetch handler and resolves once it is bound.
 * Port 0 picks a free port; the returned `url` never has a trailing slash.
 */
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';

export type FetchHandler = (request: Request, env?: unknown) => Response | Promise<Response>;

export interface Listener {
  url: string;
  port: number;
  close(): Promise<void>;
}

export interface ListenOptions {
  port?: number;
  host?: string;
}

export function listen(fetch: FetchHandler, { port = 0, host = '127.0.0.1' }: ListenOptions = {}): Promise<Listener> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: fetch as never, port, hostname: host }, (info: AddressInfo) => {
      const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
      resolve({
        url: `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${info.port}`,
        port: info.port,
        close: () =>
          new Promise<void>((done) => {
            const s = server as unknown as { close(cb: () => void): void; closeAllConnections?: () => void };
            s.close(() => done());
            s.closeAllConnections?.();
          }),
      });
    });
    server.once('error', reject);
  });
}
