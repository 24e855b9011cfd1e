/**
 * Finds a Chromium for Playwright on machines where Playwright's own browser download is
 * impossible. Order: `STWAB_CHROMIUM`; a Playwright-managed Chromium if
 * installed; a system Chromium; otherwise `bin/ensure-browser.js` installs Debian's package.
 */
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { chromium, type LaunchOptions } from '@playwright/test';

const SYSTEM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable', '/snap/bin/chromium'];
const PATH_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

/** Flags that keep Chromium quiet on a closed network and working as root in containers. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** Where the browser came from, for messages. */
export type BrowserSource = 'env' | 'playwright' | 'system';

function fromPath(): string | undefined {
  for (const name of PATH_NAMES) {
    try {
      const p = execFileSync('which', [name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
      if (p) return p;
    } catch {
      /* not on PATH */
    }
  }
  return undefined;
}

/**
 * Resolves the Chromium to use. Returns `executablePath: undefined` for a Playwright-managed
 * browser (Playwright finds it itself). Returns null when none is found.
 */
export function resolveChromium(): { source: BrowserSource; executablePath?: string } | null {
  const env = process.env.STWAB_CHROMIUM;
  if (env) {
    if (!existsSync(env)) throw new Error(`STWAB_CHROMIUM=${env} does not exist; point it at a Chromium binary or unset it`);
    return { source: 'env', executablePath: env };
  }
  try {
    if (existsSync(chromium.executablePath())) return { source: 'playwright' };
  } catch {
    /* no managed browser registered */
  }
  const system = SYSTEM_CANDIDATES.find((p) => existsSync(p)) ?? fromPath();
  return system ? { source: 'system', executablePath: system } : null;
}

/** How to get a browser, as one message with the exact commands. */
export const NO_BROWSER_MESSAGE =
  'No Chromium found. Run one of:\n' +
  '  npx playwright install chromium          (machines that can download browsers)\n' +
  '  sudo apt-get install -y chromium         (Debian/Ubuntu)\n' +
  'or set STWAB_CHROMIUM=/path/to/chromium in .env.';

/** Launch options for `use.launchOptions`; throws with `NO_BROWSER_MESSAGE` when none is found. */
export function chromiumLaunchOptions(): LaunchOptions {
  const found = resolveChromium();
  if (!found) throw new Error(NO_BROWSER_MESSAGE);
  return { executablePath: found.executablePath, args: CHROMIUM_ARGS };
}
