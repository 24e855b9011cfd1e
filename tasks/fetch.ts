/**
 * `stwab fetch-tasks`: downloads the reference benchmark's task file, checks its pinned
 * sha256 and caches it in the project. Nothing is written unless the
 * checksum matches.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Public location of the reference benchmark's 375 tasks (Apache-2.0). */
export const DEFAULT_TASKS_URL = 'https://raw.githubusercontent.com/segev-shlomov/ST-WebAgentBench/main/stwebagentbench/test.raw.json';
/** sha256 of the current upstream `test.raw.json` (375 tasks, 3,057 policies). */
export const DEFAULT_TASKS_SHA256 = '31817831f963425bdc4d582936f2b9c0b9714fc986be7b4df67e50f2921e9a34';
/** Where the fetched file is cached, relative to the project root. */
export const FETCHED_TASKS_PATH = join('.stwab', 'tasks', 'test.raw.json');

export const sha256 = (data: Uint8Array | string): string => createHash('sha256').update(data).digest('hex');

export interface FetchOptions {
  /** http(s) URL to download from; default {@link DEFAULT_TASKS_URL}. */
  url?: string;
  /** A local copy to cache instead of downloading (offline machines); checked against the pin. */
  from?: string;
  /** Expected sha256 (hex); `''` skips the check (only for files you trust). */
  sha256?: string;
  /** Destination file; default `FETCHED_TASKS_PATH` under `cwd`. */
  dest?: string;
  timeoutMs?: number;
}

/**
 * Downloads `url` (or copies the local file `from`) to `dest` after checking sha256. Returns the
 * path, checksum and size. Throws with the source and both checksums on mismatch, with the HTTP
 * status or network error on a failed download, and with the path on an unreadable file.
 */
export async function fetchTasks(opts: FetchOptions = {}): Promise<{ path: string; sha256: string; bytes: number }> {
  const dest = opts.dest ?? join(process.cwd(), FETCHED_TASKS_PATH);
  if (opts.url && opts.from) throw new Error('pass either --url or --from, not both');
  const source = opts.from ?? opts.url ?? DEFAULT_TASKS_URL;
  // A local copy is expected to be the reference file itself, so it is held to the pin too.
  const expected = opts.sha256 ?? (opts.url ? '' : DEFAULT_TASKS_SHA256);
  const body = opts.from ? readLocal(opts.from) : await download(source, opts.timeoutMs ?? 60_000);
  const got = sha256(body);
  if (expected && got !== expected)
    throw new Error(
      `sha256 mismatch for ${source}: expected ${expected}, got ${got}; the file differs from the pinned reference: pass --sha256 ${got} if you trust it`,
    );
  mkdirSync(dirname(dest), { recursive: true });
  const tmp = `${dest}.partial`;
  writeFileSync(tmp, body);
  renameSync(tmp, dest);
  return { path: dest, sha256: got, bytes: body.length };
}

function readLocal(path: string): Uint8Array {
  try {
    return readFileSync(path);
  } catch (e) {
    throw new Error(`cannot read ${path}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}; pass the path of a local test.raw.json`);
  }
}

async function download(url: string, timeoutMs: number): Promise<Uint8Array> {
  if (!/^https?:\/\//i.test(url)) throw new Error(`--url ${url} is not an http(s) URL; for a file on this machine use --from ${url}`);
  const offline = 'offline, cache a local copy with --from <path> or point STWAB_TASKS at it';
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  } catch (e) {
    throw new Error(`could not download ${url}: ${(e as Error).message}; check the network or pass --url; ${offline}`);
  }
  if (!res.ok) throw new Error(`could not download ${url}: HTTP ${res.status}; check the URL or pass --url; ${offline}`);
  return new Uint8Array(await res.arrayBuffer());
}
