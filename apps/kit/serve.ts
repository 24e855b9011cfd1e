/**
 * Serving a replica to people and external agents (`npx stwab serve <app>`): starts it, prints
 * the URL, the login and the loopback control URL, and keeps running until SIGINT/SIGTERM.
 */
import type { ReplicaHandle, ReplicaMode, StartReplica } from './types';

export interface ServeOptions {
  port?: number;
  host?: string;
  mode?: ReplicaMode;
  controlPort?: number;
  /** Secret path of the control endpoints (default: random per start). */
  controlToken?: string;
  switches?: Record<string, boolean | string | number>;
  /** Where to print (default console.log). */
  log?: (line: string) => void;
}

/** Starts `start` with `options` (app port 8080 by default) and logs how to use it. */
export async function serveReplica(title: string, start: StartReplica, options: ServeOptions = {}): Promise<ReplicaHandle> {
  const log = options.log ?? ((l: string) => console.log(l));
  const handle = await start({
    port: options.port ?? 8080,
    host: options.host ?? '127.0.0.1',
    mode: options.mode ?? 'stable',
    controlPort: options.controlPort ?? 0,
    controlToken: options.controlToken,
    switches: options.switches,
  });
  log(`${title} replica (${handle.mode} mode) listening on ${handle.baseURL}/`);
  log(`  log in as: ${handle.credentials.username} / ${handle.credentials.password}`);
  log(`  control (loopback only): POST ${handle.controlURL}/reset restores the seed; GET ${handle.controlURL}/health; GET ${handle.controlURL}/effects`);
  const stop = () => {
    void handle.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return handle;
}
