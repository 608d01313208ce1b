/**
 * Serves every built page from one origin on 127.0.0.1, gzip-compressed, with the request of each
 * size embedded: `/<base>/<size>/` is the page at `base` showing the `size`-field request.
 */
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { originOf, serveDirectory } from '../../harness/page.ts';
import type { BuiltPage } from './build';
import type { ProbeConfig } from './probe-model';
import { benchRequest } from './request';

/** The page with the request embedded where `readRequest` (pages/shared.tsx) finds it. */
function withRequest(html: string, size: number): string {
  // `<` escaped so no string in the request can close the script element.
  const json = JSON.stringify(benchRequest(size)).replace(/</g, '\\u003c');
  return html.replace('</head>', `<script type="application/json" id="bench-request">${json}</script></head>`);
}

/** The served pages and where to find them. */
export interface BenchServer {
  origin: string;
  /** URL of `page` showing the `size`-field request. */
  url(page: BuiltPage, size: number): string;
  /** An empty page on the same origin. */
  blank: string;
  close(): Promise<void>;
}

/** Serves `pages` at their bases for each of `sizes`. */
export async function serveBenchPages(pages: readonly BuiltPage[], sizes: readonly number[]): Promise<BenchServer> {
  const root = mkdtempSync(join(tmpdir(), 'mer-bench-serve-'));
  const routes: Record<string, string> = { '/blank': '<!doctype html><title>blank</title>' };
  for (const page of pages) {
    symlinkSync(page.outDir, join(root, page.base.replace(/\//g, '')));
    for (const size of sizes) routes[`${page.base}${size}/`] = withRequest(page.html, size);
  }
  const server: Server = await serveDirectory(root, { pages: routes, gzip: true });
  const origin = originOf(server);
  return {
    origin,
    url: (page, size) => `${origin}${page.base}${size}/`,
    blank: `${origin}/blank`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(root, { recursive: true, force: true });
    },
  };
}

let probeSource: Promise<string> | undefined;

/** The probe (probe.ts) as a classic script, built once per process. */
function buildProbe(): Promise<string> {
  probeSource ??= build({
    configFile: false,
    logLevel: 'error',
    build: {
      write: false,
      minify: true,
      lib: { entry: fileURLToPath(new URL('./probe.ts', import.meta.url)), formats: ['iife'], name: 'benchProbe' },
    },
  }).then((output) => {
    const [result] = Array.isArray(output) ? output : [output];
    const chunk = (result as { output: { type: string; code?: string }[] }).output.find(
      (item) => item.type === 'chunk',
    );
    if (!chunk?.code) throw new Error('The probe did not build.');
    return chunk.code;
  });
  return probeSource;
}

/** The init script for one page: its configuration, then the probe. */
export async function probeScript(config: ProbeConfig): Promise<string> {
  return `window.__benchConfig = ${JSON.stringify(config)};\n${await buildProbe()}`;
}
