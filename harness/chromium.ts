/**
 * Finds the system Chromium (Debian's `chromium` package) for browser tests: `$CHROMIUM_PATH`,
 * else the first `chromium` or `chromium-browser` on `$PATH`. Playwright never downloads one here.
 */
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

const NAMES = ['chromium', 'chromium-browser', 'google-chrome'];

/** Absolute path of the Chromium executable, or throws with how to install it. */
export function chromiumExecutable(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return fromEnv;
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    for (const name of NAMES) {
      const candidate = join(dir, name);
      try {
        accessSync(candidate, constants.X_OK);
        return candidate;
      } catch {
        // not here; keep looking
      }
    }
  }
  throw new Error('Chromium not found: install Debian\'s "chromium" package or set CHROMIUM_PATH.');
}

/**
 * Whether to turn Chromium's sandbox off: when `CHROMIUM_NO_SANDBOX=1` asks for it, or when running
 * as root (containers, CI), where Chromium refuses to start with it. `CHROMIUM_NO_SANDBOX=0` keeps it.
 */
function sandboxOff(): boolean {
  const asked = process.env.CHROMIUM_NO_SANDBOX;
  if (asked === '1' || asked === '0') return asked === '1';
  return process.getuid?.() === 0;
}

/** Launch flags for headless Chromium on a machine with no outside network. */
export const CHROMIUM_ARGS = [
  ...(sandboxOff() ? ['--no-sandbox'] : []),
  '--headless',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
