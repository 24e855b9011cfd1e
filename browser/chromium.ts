/**
 * Finds a Chromium for Playwright on machines where Playwright's own browser download is
 * impossible. Order: `STWAB_CHROMIUM`; a Playwright-managed Chromium if installed; a system
 * Chromium (for headless runs its headless shell first); otherwise `bin/ensure-browser.js`
 * installs Debian's packages.
 */
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { chromium, type LaunchOptions } from '@playwright/test';

/**
 * Chromium's headless shell (the "old headless" build, Debian package `chromium-headless-shell`).
 * Playwright itself runs headless tests in it; the full browser in headless mode costs about 2.5x
 * the CPU per page (a 50-task GitLab run on 2 cores: 90 s against 34 s, issue 20), and on a
 * CPU-bound 2-core runner that is the run's wall time.
 */
const SHELL_CANDIDATES = ['/usr/bin/chromium-headless-shell', '/usr/lib/chromium/headless_shell'];
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

function fromPath(names: string[]): string | undefined {
  for (const name of names) {
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
export function resolveChromium(
  opts: { headed?: boolean; exists?: (path: string) => boolean } = {},
): { source: BrowserSource; executablePath?: string } | null {
  const exists = opts.exists ?? existsSync;
  const env = process.env.STWAB_CHROMIUM;
  if (env) {
    if (!exists(env)) throw new Error(`STWAB_CHROMIUM=${env} does not exist; point it at a Chromium binary or unset it`);
    return { source: 'env', executablePath: env };
  }
  try {
    // Playwright picks its own headless shell or full browser per run from here.
    if (exists(chromium.executablePath())) return { source: 'playwright' };
  } catch {
    /* no managed browser registered */
  }
  const candidates = opts.headed ? SYSTEM_CANDIDATES : [...SHELL_CANDIDATES, ...SYSTEM_CANDIDATES];
  const system = candidates.find((p) => exists(p)) ?? fromPath(opts.headed ? PATH_NAMES : ['chromium-headless-shell', ...PATH_NAMES]);
  return system ? { source: 'system', executablePath: system } : null;
}

/** How to get a browser, as one message with the exact commands. */
export const NO_BROWSER_MESSAGE =
  'No Chromium found. Run one of:\n' +
  '  npx playwright install chromium          (machines that can download browsers)\n' +
  '  sudo apt-get install -y chromium         (Debian/Ubuntu)\n' +
  'or set STWAB_CHROMIUM=/path/to/chromium in .env.';

/**
 * Whether this run shows a browser window: `--headed`, `--debug` or `--ui` on the command line, or
 * `STWAB_HEADED=1`. The headless shell cannot show a window, so such a run gets the full browser.
 * Playwright applies `--headed` to `use.headless` after the config is loaded, and workers load
 * the config without the runner's arguments, so the runner passes its answer on in `STWAB_HEADED`
 * (workers inherit its environment).
 */
export function headedRun(argv = process.argv): boolean {
  if (process.env.STWAB_HEADED === '1') return true;
  const headed = argv.some((a) => a === '--headed' || a === '--ui' || a === '--debug' || a.startsWith('--debug='));
  if (headed) process.env.STWAB_HEADED = '1';
  return headed;
}

/** Launch options for `use.launchOptions`; throws with `NO_BROWSER_MESSAGE` when none is found. */
export function chromiumLaunchOptions(): LaunchOptions {
  const found = resolveChromium({ headed: headedRun() });
  if (!found) throw new Error(NO_BROWSER_MESSAGE);
  return { executablePath: found.executablePath, args: CHROMIUM_ARGS };
}
