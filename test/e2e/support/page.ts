/**
 * Shared harness of the Chromium end-to-end tests: build a test page with Vite into a temporary
 * folder, serve it from 127.0.0.1, and launch the system Chromium.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import react from '@vitejs/plugin-react';
import { type Browser, chromium } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM_ARGS, chromiumExecutable } from '../../../scripts/chromium.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/** What `servePage` may add: headers on every response, extra routes, a request log. */
export interface ServeOptions {
  headers?: Record<string, string>;
  /** Path → HTML served instead of a file. */
  pages?: Record<string, string>;
  onRequest?: (request: IncomingMessage) => void;
}

/** A built test page served on 127.0.0.1, and the browser to drive it. */
export interface TestPage {
  outDir: string;
  origin: string;
  browser: Browser;
  close(): Promise<void>;
}

/** Builds the page whose `index.html` is in `root` (production React, no inline script). */
async function buildPage(root: string, prefix: string): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), prefix));
  // Vitest sets NODE_ENV=test, which would bundle React's development build (and jsxDEV) into the page.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root,
      configFile: false,
      envFile: false,
      logLevel: 'error',
      mode: 'production',
      plugins: [react()],
      build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 4096 },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  return outDir;
}

/** Serves the files of `root` (and `pages`) on 127.0.0.1, on a free port. */
export function serveDirectory(
  root: string,
  { headers = {}, pages = {}, onRequest }: ServeOptions = {},
): Promise<Server> {
  const http = createServer((request: IncomingMessage, response: ServerResponse) => {
    onRequest?.(request);
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
    for (const [name, value] of Object.entries({ ...headers, 'Cache-Control': 'no-store' })) {
      response.setHeader(name, value);
    }
    const page = pages[pathname];
    if (page !== undefined) {
      response.writeHead(200, { 'Content-Type': TYPES['.html'] }).end(page);
      return;
    }
    const file = join(root, normalize(pathname === '/' ? '/index.html' : pathname));
    if (!file.startsWith(root + sep) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
      response.writeHead(pathname === '/favicon.ico' ? 204 : 404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((resolve, reject) => {
    http.once('error', reject);
    http.listen(0, '127.0.0.1', () => resolve(http));
  });
}

/** Builds, serves and opens a browser for the test page in `root`. */
export async function startTestPage(root: string, prefix: string, options: ServeOptions = {}): Promise<TestPage> {
  return serveTestPage(await buildPage(root, prefix), options);
}

/** Serves an already built page from `outDir` and opens a browser for it; `close` deletes `outDir`. */
export async function serveTestPage(outDir: string, options: ServeOptions = {}): Promise<TestPage> {
  const server = await serveDirectory(outDir, options);
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
  return {
    outDir,
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    browser,
    close: async () => {
      await browser.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
