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

/**
 * Refuses protocol upgrades (WebSocket handshakes) before the app sees them: no replica speaks
 * WebSocket, and Node hands a handshake to the app as a plain GET, so a page's `new WebSocket(url)`
 * would run a GET that writes (issue 55) where the browser's request interception cannot see it.
 */
function noUpgrades(fetch: FetchHandler): FetchHandler {
  return (request, env) =>
    request.headers.get('upgrade')
      ? new Response('400 Bad Request: this app does not accept protocol upgrades (WebSocket).\n', { status: 400, headers: { 'content-type': 'text/plain' } })
      : fetch(request, env);
}

export function listen(fetch: FetchHandler, { port = 0, host = '127.0.0.1' }: ListenOptions = {}): Promise<Listener> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: noUpgrades(fetch) as never, port, hostname: host }, (info: AddressInfo) => {
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
