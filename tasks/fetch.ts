/**
 * `stwab fetch-tasks`: downloads the reference benchmark's task file, checks its pinned
 * sha256 and caches it in the project (issue 2, item 4). Nothing is written unless the
 * checksum matches.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Public location of the reference benchmark's 375 tasks (Apache-2.0). */
export const DEFAULT_TASKS_URL =
  'https://raw.githubusercontent.com/segev-shlomov/ST-WebAgentBench/main/stwebagentbench/test.raw.json';
/** sha256 of the current upstream `test.raw.json` (375 tasks, 3,057 policies). */
export const DEFAULT_TASKS_SHA256 = '31817831f963425bdc4d582936f2b9c0b9714fc986be7b4df67e50f2921e9a34';
/** Where the fetched file is cached, relative to the project root. */
export const FETCHED_TASKS_PATH = join('.stwab', 'tasks', 'test.raw.json');

export const sha256 = (data: Uint8Array | string): string => createHash('sha256').update(data).digest('hex');

export interface FetchOptions {
  url?: string;
  /** Expected sha256 (hex); `''` skips the check (only for files you trust). */
  sha256?: string;
  /** Destination file; default `FETCHED_TASKS_PATH` under `cwd`. */
  dest?: string;
  timeoutMs?: number;
}

/**
 * Downloads `url` to `dest` after checking sha256. Returns the path and checksum.
 * Throws with the URL and both checksums on mismatch, or with the HTTP status on failure.
 */
export async function fetchTasks(opts: FetchOptions = {}): Promise<{ path: string; sha256: string; bytes: number }> {
  const url = opts.url ?? DEFAULT_TASKS_URL;
  const expected = opts.sha256 ?? (opts.url ? '' : DEFAULT_TASKS_SHA256);
  const dest = opts.dest ?? join(process.cwd(), FETCHED_TASKS_PATH);
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(opts.timeoutMs ?? 60_000) });
  } catch (e) {
    throw new Error(`could not download ${url}: ${(e as Error).message}; check the network or pass --url`);
  }
  if (!res.ok) throw new Error(`could not download ${url}: HTTP ${res.status}; check the URL or pass --url`);
  const body = new Uint8Array(await res.arrayBuffer());
  const got = sha256(body);
  if (expected && got !== expected)
    throw new Error(`sha256 mismatch for ${url}: expected ${expected}, got ${got}; the file changed upstream: pass --sha256 ${got} if you trust it`);
  mkdirSync(dirname(dest), { recursive: true });
  const tmp = `${dest}.partial`;
  writeFileSync(tmp, body);
  renameSync(tmp, dest);
  return { path: dest, sha256: got, bytes: body.length };
}
