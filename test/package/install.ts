/**
 * The package as a user gets it (issue 56): `npm run build`, `npm pack ./dist`, then
 * `npm install -D <tarball> @playwright/test` in a fresh folder outside the clone (no link to it,
 * no NODE_PATH), from the local npm cache where it can (`--prefer-offline`).
 *
 * One shortcut, for the CI budget only: better-sqlite3's install script first tries to download
 * its prebuilt binary (prebuild-install), and on a machine that cannot reach the project's
 * release host it compiles SQLite instead (57 s of CPU on the 2-core CI machine). Here the binary
 * the clone's own install produced is served over loopback as that download
 * (`npm_config_better_sqlite3_binary_host`); the install script still runs as it does for a user,
 * and when the download is not asked for, it compiles as before.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';
import { homedir, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The user's environment: none of this machine's harness settings, no NODE_PATH. */
export const userEnv = (): NodeJS.ProcessEnv => Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(STWAB_|ALLURE_|NODE_PATH$|npm_)/.test(k)));

/** What `installPackage` made and measured. */
export interface Installed {
  /** The fresh project folder (its own package.json and node_modules). */
  dir: string;
  tarball: string;
  /** Paths inside the tarball (without the `package/` prefix). */
  files: string[];
  /** Tarball size, bytes. */
  bytes: number;
  buildSeconds: number;
  installSeconds: number;
  /** Whether better-sqlite3's install took the served binary (else it compiled). */
  servedSqlite: boolean;
}

function run(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = userEnv()): string {
  const r = spawnSync(cmd, args, { cwd, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} (in ${cwd}) exited ${r.status}:\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

function runAsync(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', fail);
    child.on('close', (code) => (code === 0 ? done() : fail(new Error(`${cmd} ${args.join(' ')} (in ${cwd}) exited ${code}:\n${out}`))));
  });
}

/** Serves `file` for any `.tar.gz` request on a loopback port; `asked` lists the URLs requested. */
async function serveBinary(file: string): Promise<{ server: Server; url: string; asked: string[] }> {
  const asked: string[] = [];
  const body = readFileSync(file);
  const server = createServer((req, res) => {
    if (!req.url?.endsWith('.tar.gz')) return void res.writeHead(404).end();
    asked.push(`${url}${req.url}`);
    res.writeHead(200, { 'content-type': 'application/gzip', 'content-length': body.length }).end(body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, url, asked };
}

/** prebuild-install keeps each download in the npm cache under a name made from its URL: drop ours (a random port each run). */
function dropCachedDownload(url: string): void {
  const name = `${createHash('sha512').update(url).digest('hex').slice(0, 6)}-${basename(url).replace(/[^a-zA-Z0-9.]+/g, '-')}`;
  rmSync(join(homedir(), '.npm', '_prebuilds', name), { force: true });
}

/** Builds, packs and installs the package into a fresh folder under the system's temp folder. */
export async function installPackage(): Promise<Installed> {
  const work = mkdtempSync(join(tmpdir(), 'stwab-package-'));
  let t = Date.now();
  run(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'build/package.ts'], ROOT, process.env);
  const packed = JSON.parse(run('npm', ['pack', './dist', '--json', '--pack-destination', work], ROOT)) as [
    { filename: string; size: number; files: { path: string }[] },
  ];
  const buildSeconds = (Date.now() - t) / 1000;
  const tarball = join(work, packed[0].filename);
  const binary = join(work, 'better-sqlite3-binary.tar.gz');
  execFileSync('tar', ['czf', binary, '-C', join(ROOT, 'node_modules/better-sqlite3'), 'build/Release/better_sqlite3.node']);
  const dir = join(work, 'project');
  mkdirSync(dir);
  const host = await serveBinary(binary);
  const playwright = JSON.parse(readFileSync(join(ROOT, 'node_modules/@playwright/test/package.json'), 'utf8')).version as string;
  t = Date.now();
  try {
    // Not spawnSync: this process must stay free to answer the download.
    await runAsync('npm', ['install', '-D', '--prefer-offline', '--no-audit', '--no-fund', tarball, `@playwright/test@${playwright}`], dir, {
      ...userEnv(),
      npm_config_better_sqlite3_binary_host: host.url,
    });
  } finally {
    host.server.close();
    for (const url of host.asked) dropCachedDownload(url);
  }
  const installSeconds = (Date.now() - t) / 1000;
  rmSync(binary);
  return {
    dir,
    tarball,
    files: packed[0].files.map((f) => f.path),
    bytes: statSync(tarball).size,
    buildSeconds,
    installSeconds,
    servedSqlite: host.asked.length > 0,
  };
}
