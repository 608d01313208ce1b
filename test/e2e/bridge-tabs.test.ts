/**
 * Issue 37 with real tabs: a host over HTTP/1.1 (six connections per host, shared by every tab)
 * with 8 tabs of one browser profile. The bridge's page half holds one event stream for all of them
 * (counted at the server); every tab shows a new item within 2 s; answers from random tabs settle
 * each of 200 items exactly once; closing or reloading the tab that holds the stream moves it to
 * another within 2 s with nothing lost, and so does a tab told it is being frozen.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { build } from 'esbuild';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, chromiumExecutable } from '../../harness/chromium.ts';
import { createElicitationBridge, type ElicitationBridge } from '../../src/bridge';

const SESSION = 'tabs-session';
const server = { name: 'tabs-host', title: 'Tabs host' };
const schema = { type: 'object', properties: { ok: { type: 'boolean' } } } as const;

let http: Server;
let bridge: ElicitationBridge;
let browser: Browser;
let origin = '';
/** Event streams the endpoint holds open now, and every one it was asked for. */
const streams = { open: 0, total: 0 };

beforeAll(async () => {
  const bundle = await build({
    entryPoints: [new URL('./tabs/page.ts', import.meta.url).pathname],
    bundle: true,
    format: 'esm',
    write: false,
    target: 'es2022',
  });
  const script = bundle.outputFiles[0]?.text ?? '';
  const html =
    '<!doctype html><html lang="en"><meta charset="utf-8"><title>Tabs host</title>' +
    '<ul id="items"></ul><script type="module" src="/page.js"></script></html>';
  bridge = createElicitationBridge({
    authorize: (request) => (request.headers.get('cookie')?.includes(`sid=${SESSION}`) ? SESSION : null),
    heartbeatMs: 60_000,
  });
  const endpoint = getRequestListener((request) => bridge.fetch(request));
  http = createServer((request: IncomingMessage, response) => {
    const path = new URL(request.url ?? '/', 'http://host').pathname;
    if (path === '/elicitations') {
      if (request.method === 'GET') {
        streams.open++;
        streams.total++;
        response.on('close', () => streams.open--);
      }
      return endpoint(request, response);
    }
    if (path === '/page.js') {
      response.writeHead(200, { 'Content-Type': 'text/javascript' });
      return response.end(script);
    }
    if (path === '/favicon.ico') {
      response.writeHead(204);
      return response.end();
    }
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Set-Cookie': `sid=${SESSION}; Path=/` });
    response.end(html);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
  await bridge?.close();
  await new Promise<void>((resolve) => {
    http?.close(() => resolve());
    http?.closeAllConnections();
  });
});

interface TabState {
  status: string;
  leader: boolean | null;
}

const stateOf = (page: Page) => page.evaluate(() => (window as unknown as { bridgeState(): TabState }).bridgeState());

async function openTabs(context: BrowserContext, count: number, query = ''): Promise<Page[]> {
  const pages: Page[] = [];
  for (let index = 0; index < count; index++) {
    const page = await context.newPage();
    await page.goto(`${origin}/${query}`);
    pages.push(page);
  }
  return pages;
}

/** Waits until `check` holds, polling; resolves with the milliseconds it took. */
async function within(limitMs: number, check: () => Promise<boolean> | boolean): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return performance.now() - started;
}

/** Milliseconds until every page lists `messages` (checked in each page, where it waits itself). */
async function shownEverywhere(pages: Page[], messages: string[], limitMs = 2000): Promise<number> {
  const started = performance.now();
  await Promise.all(
    pages.map((page) =>
      page.waitForFunction(
        (wanted) => wanted.every((message) => document.querySelector(`li[data-message="${message}"]`)),
        messages,
        { timeout: limitMs, polling: 20 },
      ),
    ),
  );
  return performance.now() - started;
}

async function leaderOf(pages: Page[]): Promise<Page[]> {
  const states = await Promise.all(pages.map(stateOf));
  return pages.filter((_page, index) => states[index]?.leader === true);
}

/** A seeded generator, so a failure replays. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
}

describe('8 tabs of one host over HTTP/1.1 (issue 37)', () => {
  it('one stream, each item in every tab within 2 s, 200 answers from random tabs settle once each', async () => {
    const context = await browser.newContext();
    try {
      const pages = await openTabs(context, 8);
      await within(10_000, async () =>
        (await Promise.all(pages.map(stateOf))).every((state) => state.status === 'open'),
      );
      expect(streams.open).toBe(1);
      expect(await leaderOf(pages)).toHaveLength(1);

      const random = seeded(37);
      const settled = new Map<string, number>();
      const slowest: number[] = [];
      for (let batch = 0; batch < 10; batch++) {
        const messages = Array.from({ length: 20 }, (_, index) => `item ${batch * 20 + index}`);
        const answers = messages.map((message) =>
          bridge
            .queueFor(SESSION)
            .enqueue({ server, params: { message, requestedSchema: schema } })
            .then((result) => {
              settled.set(message, (settled.get(message) ?? 0) + 1);
              return result;
            }),
        );
        slowest.push(await shownEverywhere(pages, messages));
        for (const message of messages) {
          const page = pages[Math.floor(random() * pages.length)] as Page;
          expect(
            await page.evaluate(
              (wanted) => (window as unknown as { answer(m: string): boolean }).answer(wanted),
              message,
            ),
          ).toBe(true);
        }
        for (const result of await Promise.all(answers))
          expect(result).toEqual({ action: 'accept', content: { ok: true } });
      }
      expect(settled.size).toBe(200);
      expect([...settled.values()].every((count) => count === 1)).toBe(true);
      expect(Math.max(...slowest)).toBeLessThan(2000);
      // Every tab closed every item: answered in one tab, answered elsewhere in the others.
      await within(2000, async () => {
        const open = await Promise.all(
          pages.map((page) => page.evaluate(() => document.querySelectorAll('li:not([data-state="closed"])').length)),
        );
        // The tab that answered an item keeps its entry; every other tab closed it.
        return open.reduce((sum, count) => sum + count, 0) === 200;
      });
      expect(streams.open).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('closing or reloading the tab that holds the stream moves it within 2 s; nothing asked meanwhile is lost', async () => {
    const context = await browser.newContext();
    try {
      let pages = await openTabs(context, 8);
      await within(10_000, async () =>
        (await Promise.all(pages.map(stateOf))).every((state) => state.status === 'open'),
      );
      const before = streams.total;
      for (const [round, how] of (['close', 'reload', 'close', 'reload'] as const).entries()) {
        const [leader] = await leaderOf(pages);
        expect(leader).toBeDefined();
        const message = `handover ${round}`;
        const answer = bridge.queueFor(SESSION).enqueue({ server, params: { message, requestedSchema: schema } });
        if (how === 'close') {
          await leader?.close();
          pages = pages.filter((page) => page !== leader);
        } else {
          await leader?.reload();
        }
        const took = await within(2000, async () => (await leaderOf(pages)).length === 1 && streams.open === 1);
        expect(took).toBeLessThan(2000);
        await shownEverywhere(pages, [message]);
        const [next] = await leaderOf(pages);
        await next?.evaluate((wanted) => (window as unknown as { answer(m: string): boolean }).answer(wanted), message);
        expect(await answer).toEqual({ action: 'accept', content: { ok: true } });
      }
      expect(streams.total - before).toBe(4);
      expect(streams.open).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('a leader told it is being frozen hands the stream on within 2 s, and leads no more until it is back', async () => {
    const context = await browser.newContext();
    try {
      const pages = await openTabs(context, 3);
      await within(10_000, async () =>
        (await Promise.all(pages.map(stateOf))).every((state) => state.status === 'open'),
      );
      const [leader] = await leaderOf(pages);
      const others = pages.filter((page) => page !== leader);
      // The Page Lifecycle events a browser sends a background tab it freezes and later resumes
      // (CDP's Page.setWebLifecycleState does not freeze a visible headless page).
      await leader?.evaluate(() => document.dispatchEvent(new Event('freeze')));
      const took = await within(2000, async () => (await leaderOf(others)).length === 1 && streams.open === 1);
      expect(took).toBeLessThan(2000);
      const message = 'while frozen';
      const answer = bridge.queueFor(SESSION).enqueue({ server, params: { message, requestedSchema: schema } });
      await shownEverywhere(others, [message]);
      await leader?.evaluate(() => document.dispatchEvent(new Event('resume')));
      // Back, it hears the item from the new leader and may answer it.
      await shownEverywhere([leader as Page], [message]);
      expect((await stateOf(leader as Page)).leader).toBe(false);
      await leader?.evaluate((wanted) => (window as unknown as { answer(m: string): boolean }).answer(wanted), message);
      expect(await answer).toEqual({ action: 'accept', content: { ok: true } });
      expect(streams.open).toBe(1);
    } finally {
      await context.close();
    }
  });
});
