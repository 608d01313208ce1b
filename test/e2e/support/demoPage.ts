/**
 * The demo host page served by Vite's dev server against the real demo MCP server, and a Chromium
 * to open it, for the end-to-end suites that drive the demo (`demo-host`, `bridge-host`).
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { createServer } from 'vite';
import { CHROMIUM_ARGS, chromiumExecutable } from '../../../harness/chromium.ts';
import { freePort } from '../../../harness/net.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** A running demo: the page's origin, the browser, and how to stop it all. */
export interface DemoPage {
  origin: string;
  browser: Browser;
  /** The demo server's open 2025-11-25 sessions now. */
  sessions(): number;
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
    sessions: () => demo.sessions(),
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

/** The demo page's panel of one MCP client (a server in the page, or a client on the host's server). */
export const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
/** The button that calls `tool` in the panel `name`. */
export const callButton = (page: Page, name: string, tool: string) =>
  region(page, name).getByRole('button', { name: `Call ${tool}`, exact: true });
/** The transcript's tool results for `tool` from `server`, in order. */
export const toolResults = (page: Page, server: string, tool: string) =>
  page
    .getByRole('listitem')
    .filter({ hasText: `${server} ← ${tool} result` })
    .getByTestId('tool-result');
/** The form dialog of `server`; `message` tells apart consecutive requests from one server. */
export const formDialog = (page: Page, server: string, message?: string) => {
  const dialog = page.getByRole('dialog', { name: `Request for information from ${server}`, exact: true });
  return message === undefined ? dialog : dialog.filter({ hasText: message });
};

/** The "Received ElicitResult:" JSON lines of a demo server tool result, in order. */
export function received(text: string): unknown[] {
  return [...text.matchAll(/^Received ElicitResult: (.*)$/gm)].map(([, json]) => JSON.parse(json!));
}

/** Reviews the dialog's answers, sends them, and waits for the dialog to close. */
export async function reviewAndSend(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Review answers' }).click();
  await dialog.getByRole('heading', { name: 'Review before sending' }).waitFor();
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}
