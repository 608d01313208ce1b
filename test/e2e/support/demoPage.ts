/**
 * The demo host page served by Vite's dev server against the real demo MCP server, and a Chromium
 * to open it, for the end-to-end suites that drive the demo (`demo-host`, `bridge-host`).
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from 'playwright-core';
import { createServer } from 'vite';
import { CHROMIUM_ARGS, chromiumExecutable } from '../../../scripts/chromium.ts';
import { freePort } from '../../../scripts/net.mjs';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** A running demo: the page's origin, the browser, and how to stop it all. */
export interface DemoPage {
  origin: string;
  browser: Browser;
  close(): Promise<void>;
}

/**
 * Starts the demo MCP server, the demo page (with the environment `env` adds, read by the page's
 * config when the dev server starts) and Chromium. `cache` names the page's own Vite cache folder:
 * the shared one belongs to `npm start`, which may be running.
 */
export async function startDemoPage({ env, cache }: { env: Record<string, string>; cache: string }): Promise<DemoPage> {
  const { startDemoServer } = await import('../../../demo/server/index.mjs');
  const demo = await startDemoServer({ port: 0, log: false });
  const saved = Object.fromEntries(['DEMO_SERVER_PORT', ...Object.keys(env)].map((name) => [name, process.env[name]]));
  Object.assign(process.env, { DEMO_SERVER_PORT: String(demo.port), ...env });
  const pagePort = await freePort();
  const vite = await createServer({
    configFile: `${ROOT}demo/web/vite.config.ts`,
    logLevel: 'warn',
    clearScreen: false,
    cacheDir: join(tmpdir(), cache),
    // No file watching: others may edit the tree while this runs, and a reload would break a scenario.
    server: { host: '127.0.0.1', port: pagePort, strictPort: true, hmr: false, watch: null },
  });
  await vite.listen();
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
  return {
    origin: `http://127.0.0.1:${pagePort}`,
    browser,
    close: async () => {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      await browser.close();
      await vite.close();
      await demo.close();
    },
  };
}
