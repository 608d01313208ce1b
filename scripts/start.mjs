#!/usr/bin/env node
/**
 * `npm start`: the library at work. Starts the demo MCP server (real SDK, 127.0.0.1 only) and the
 * demo host page (Vite) that connects to it. `--everything` (or `npm run start:everything`) starts
 * @modelcontextprotocol/server-everything instead and connects the same page to it.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createServer } from 'vite';
import { freePort, waitForHttp } from '../harness/net.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({ options: { everything: { type: 'boolean', default: false } } });
const everything = values.everything;
/** @type {(() => unknown)[]} */
const cleanups = [];

async function startEverything() {
  const port = await freePort();
  // It listens on every interface; the page only ever talks to it through 127.0.0.1.
  const child = spawn(
    process.execPath,
    [fileURLToPath(import.meta.resolve('@modelcontextprotocol/server-everything/dist/index.js')), 'streamableHttp'],
    { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  cleanups.push(() => child.kill());
  await waitForHttp(`http://127.0.0.1:${port}/mcp`);
  process.env.EVERYTHING_PORT = String(port);
  process.env.VITE_DEMO_TARGETS = 'everything';
  console.log(`server-everything on http://127.0.0.1:${port}/mcp`);
}

async function startDemo() {
  const { startDemoServer } = await import('../demo/server/index.mjs');
  const demo = await startDemoServer({ port: Number(process.env.DEMO_SERVER_PORT ?? 0) });
  cleanups.push(() => demo.close());
  process.env.DEMO_SERVER_PORT = String(demo.port);
  process.env.VITE_DEMO_TARGETS = 'demo,demo2026';
  console.log(`demo MCP server: ${demo.url} (2025-11-25) and ${demo.url2026} (2026-07-28)`);
}

async function main() {
  if (everything) await startEverything();
  else await startDemo();
  const page = await createServer({ configFile: `${root}demo/web/vite.config.ts` });
  cleanups.push(() => page.close());
  await page.listen();
  const url = page.resolvedUrls?.local[0];
  console.log(
    `\nDemo host: ${url}\nOpen it in a browser, call a tool, and answer the elicitation. Ctrl+C stops everything.` +
      (everything
        ? ''
        : '\nIts "Server-side clients" section calls tools through MCP clients held by this process (the bridge).'),
  );
  console.log('Storybook with every component state: npm run storybook');
}

const stop = async () => {
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => {});
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

main().catch(async (error) => {
  console.error(error instanceof Error ? error.message : error);
  await stop();
  process.exit(1);
});
