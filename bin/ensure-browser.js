#!/usr/bin/env node
// Makes sure a Chromium exists for Playwright. Runs on `npm install`
// (postinstall) and before the main job. Order: STWAB_CHROMIUM, a Playwright-managed browser,
// a system Chromium; else, on Debian/Ubuntu as root, `apt-get install chromium`; else a
// message with the exact commands. Plain JS so it runs before TypeScript tooling exists.
import { existsSync, readdirSync } from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';
import { homedir } from 'node:os';
import { join } from 'node:path';

const quiet = process.argv.includes('--quiet');
const log = (m) => { if (!quiet) console.log(m); };
const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable', '/snap/bin/chromium'];

function playwrightManaged() {
  const dir = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache', 'ms-playwright');
  try { return readdirSync(dir).some((d) => d.startsWith('chromium')); } catch { return false; }
}

function found() {
  if (process.env.STWAB_CHROMIUM) return existsSync(process.env.STWAB_CHROMIUM) ? process.env.STWAB_CHROMIUM : null;
  if (playwrightManaged()) return 'playwright-managed';
  return CANDIDATES.find((p) => existsSync(p)) ?? null;
}

let browser = found();
if (!browser && process.platform === 'linux' && existsSync('/etc/debian_version') && process.getuid?.() === 0) {
  console.log('stwab: no Chromium found; installing Debian package "chromium" (apt-get)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const r = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  if (r.status === 0) browser = found();
}
if (!browser) {
  console.error('stwab: no Chromium found. Run one of:\n  npx playwright install chromium\n  sudo apt-get install -y chromium\nor set STWAB_CHROMIUM=/path/to/chromium in .env.');
  // postinstall must not fail the install of a library consumer; the run path fails loudly instead.
  process.exit(quiet ? 0 : 1);
}
try {
  const v = browser === 'playwright-managed' ? 'playwright-managed' : execFileSync(browser, ['--version'], { encoding: 'utf8' }).trim();
  log(`stwab: using ${v} (${browser})`);
} catch {
  log(`stwab: using ${browser}`);
}
