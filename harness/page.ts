/**
 * Shared harness of the Chromium end-to-end tests and the browser benchmark: build a test page with
 * Vite into a temporary folder, serve it from 127.0.0.1, and launch the system Chromium.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { type Browser, chromium } from 'playwright-core';
import { build, type InlineConfig, mergeConfig } from 'vite';
import { inProduction } from '../scripts/production.ts';
import { CHROMIUM_ARGS, chromiumExecutable } from './chromium.ts';

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
  /** Send bodies gzip-compressed (level 9) to clients that accept it, as a production server would. */
  gzip?: boolean;
}

/** A built test page served on 127.0.0.1, and the browser to drive it. */
export interface TestPage {
  outDir: string;
  origin: string;
  browser: Browser;
  close(): Promise<void>;
}

/**
 * Builds the page whose `index.html` is in `root` (production React, no inline script) into a new
 * temporary folder and returns it. `config` adds to Vite's defaults (e.g. `base`, `resolve.alias`).
 */
export async function buildPage(root: string, prefix: string, config: InlineConfig = {}): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), prefix));
  await inProduction(() =>
    build(
      mergeConfig(
        {
          root,
          configFile: false,
          envFile: false,
          logLevel: 'error',
          mode: 'production',
          plugins: [react()],
          build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 4096 },
        },
        config,
      ),
    ),
  );
  return outDir;
}

/** Serves the files under `root` (and `pages`) on 127.0.0.1, never cached, on a free port. */
export function serveDirectory(
  root: string,
  { headers = {}, pages = {}, onRequest, gzip = false }: ServeOptions = {},
): Promise<Server> {
  const compressed = new Map<string, Buffer>();
  const send = (request: IncomingMessage, response: ServerResponse, type: string, key: string, body: () => Buffer) => {
    if (!gzip || !/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      response.writeHead(200, { 'Content-Type': type }).end(body());
      return;
    }
    let zipped = compressed.get(key);
    if (!zipped) {
      zipped = gzipSync(body(), { level: 9 });
      compressed.set(key, zipped);
    }
    response.writeHead(200, { 'Content-Type': type, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' }).end(zipped);
  };
  const http = createServer((request: IncomingMessage, response: ServerResponse) => {
    onRequest?.(request);
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
    for (const [name, value] of Object.entries({ ...headers, 'Cache-Control': 'no-store' })) {
      response.setHeader(name, value);
    }
    const page = pages[pathname];
    if (page !== undefined) {
      send(request, response, TYPES['.html']!, `page:${pathname}`, () => Buffer.from(page));
      return;
    }
    const file = join(root, normalize(pathname === '/' ? '/index.html' : pathname));
    if (!file.startsWith(root + sep) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
      response.writeHead(pathname === '/favicon.ico' ? 204 : 404).end();
      return;
    }
    send(request, response, TYPES[extname(file)] ?? 'application/octet-stream', file, () => readFileSync(file));
  });
  return new Promise((resolve, reject) => {
    http.once('error', reject);
    http.listen(0, '127.0.0.1', () => resolve(http));
  });
}

/** The system Chromium, headless, with the flags that work on this kind of machine. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
}

/** The origin a server started by `serveDirectory` listens on. */
export const originOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/** Builds, serves and opens a browser for the test page in `root`. */
export async function startTestPage(root: string, prefix: string, options: ServeOptions = {}): Promise<TestPage> {
  return serveTestPage(await buildPage(root, prefix), options);
}

/** Serves an already built page from `outDir` and opens a browser for it; `close` deletes `outDir`. */
export async function serveTestPage(outDir: string, options: ServeOptions = {}): Promise<TestPage> {
  const server = await serveDirectory(outDir, options);
  const browser = await launchChromium();
  return {
    outDir,
    origin: originOf(server),
    browser,
    close: async () => {
      await browser.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
