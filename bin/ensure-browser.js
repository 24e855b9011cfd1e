#!/usr/bin/env node
// Makes sure a Chromium exists for Playwright. Runs on `npm install`
// (postinstall) and before the main job. Order: STWAB_CHROMIUM, a Playwright-managed browser,
// a system Chromium; else, on Debian/Ubuntu as root, `apt-get install chromium
// chromium-headless-shell`; else a message with the exact commands. With a system Chromium but
// no headless shell, Debian's shell is added when it can be (root): headless runs take about
// 2.5x less CPU in it (browser/chromium.ts). Plain JS so it runs before TypeScript tooling exists.
import { existsSync, readdirSync } from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';
import { homedir } from 'node:os';
import { join } from 'node:path';

const quiet = process.argv.includes('--quiet');
const log = (m) => { if (!quiet) console.log(m); };
const SHELLS = ['/usr/bin/chromium-headless-shell', '/usr/lib/chromium/headless_shell'];
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
const canApt = process.platform === 'linux' && existsSync('/etc/debian_version') && process.getuid?.() === 0;
const apt = (packages) => {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  return spawnSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env }).status === 0;
};
if (!browser && canApt) {
  console.log('stwab: no Chromium found; installing Debian packages "chromium" and "chromium-headless-shell" (apt-get)...');
  if (apt(['chromium', 'chromium-headless-shell'])) browser = found();
} else if (browser && CANDIDATES.includes(browser) && !SHELLS.some((p) => existsSync(p)) && canApt) {
  log('stwab: adding Debian package "chromium-headless-shell" for headless runs (apt-get)...');
  // Best effort: the full browser still works if the package cannot be had.
  apt(['chromium-headless-shell']);
}
if (!browser) {
  console.error('stwab: no Chromium found. Run one of:\n  npx playwright install chromium\n  sudo apt-get install -y chromium\nor set STWAB_CHROMIUM=/path/to/chromium in .env.');
  // postinstall must not fail the install of a library consumer; the run path fails loudly instead.
  process.exit(quiet ? 0 : 1);
}
try {
  const v = browser === 'playwright-managed' ? 'playwright-managed' : execFileSync(browser, ['--version'], { encoding: 'utf8' }).trim();
  const shell = browser === 'playwright-managed' || process.env.STWAB_CHROMIUM ? undefined : SHELLS.find((p) => existsSync(p));
  log(`stwab: using ${v} (${browser})${shell ? `; headless runs use ${shell}` : ''}`);
} catch {
  log(`stwab: using ${browser}`);
}
