/**
 * Chromium pages for packaging tests, kept to this machine: every request for a host other than
 * 127.0.0.1 is aborted and recorded, `window.open` is replaced by a recorder that opens nothing, and
 * console errors and warnings and uncaught errors are collected.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

declare global {
  interface Window {
    /** Arguments of every `window.open` call (the recorder opens nothing). */
    __opened: unknown[][];
  }
}

/** A page in its own browser context, and what it did. */
export interface Session {
  context: BrowserContext;
  page: Page;
  /** Requests for any host but 127.0.0.1 (all aborted). */
  routedAway: string[];
  /** Console errors and warnings, and uncaught page errors. */
  problems: string[];
  /** What `window.open` was called with. */
  opened(): Promise<unknown[][]>;
}

/** What `openPage` collects from the console: errors and warnings unless told otherwise. */
export interface OpenPageOptions extends BrowserContextOptions {
  /** Console message types recorded in `problems` (uncaught errors always are). */
  consoleTypes?: readonly string[];
}

/** Opens `url` in a new context of `browser` (time zone, locale… in `options`). */
export async function openPage(
  browser: Browser,
  url: string,
  { consoleTypes = ['error', 'warning'], ...options }: OpenPageOptions = {},
): Promise<Session> {
  const context = await browser.newContext(options);
  const routedAway: string[] = [];
  const problems: string[] = [];
  await context.route('**/*', (route) => {
    const requested = route.request().url();
    if (new URL(requested).hostname === '127.0.0.1') return route.continue();
    routedAway.push(requested);
    return route.abort('blockedbyclient');
  });
  await context.addInitScript(() => {
    window.__opened = [];
    window.open = (...args: unknown[]) => {
      window.__opened.push(args);
      return null;
    };
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (consoleTypes.includes(message.type())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  await page.goto(url);
  return { context, page, routedAway, problems, opened: () => page.evaluate(() => window.__opened) };
}
