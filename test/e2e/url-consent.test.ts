/**
 * URL mode end to end in Chromium (specification: "URL Mode Security"): nothing reaches the URL's host before
 * consent, the URL opens only on a click, in a new top-level context with no opener and no referrer,
 * a blocked popup and a blocked URL are handled, the whole flow works from the keyboard, and axe finds
 * nothing in any state. The UI is driven with real clicks and keys only; `page.evaluate` only reads.
 */
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPage, type TestPage } from '../../harness/page.ts';

declare global {
  interface Window {
    /** Arguments of every `window.open` call, when the test stubs it. */
    __opened: unknown[][];
  }
}

const PAGE_ROOT = fileURLToPath(new URL('./url/', import.meta.url));
const SEED_URL = 'https://mcp.example.com/ui/set_api_key';
/** Under `.test`, which is not on the Public Suffix List: warned `unknown-tld`, still offered to open. */
const PHISH_URL = 'https://phish.example.test/login?x=1';
const LONG_OAUTH_URL =
  'https://accounts.google.com/o/oauth2/v2/auth?client_id=1234567890-abcdefghijklmnopqrstuvwxyz.apps.googleusercontent.com&redirect_uri=https%3A%2F%2Fmcp.example.com%2Foauth%2Fcallback&response_type=code&scope=openid%20email%20profile%20https%3A%2F%2Fwww.googleapis.com%2Fauth%2Fcalendar.readonly&state=eyJhbGciOiJIUzI1NiJ9.eyJzZXNzaW9uIjoiYWJjMTIzIiwibm9uY2UiOiJ4eXoifQ.c2lnbmF0dXJl&access_type=offline&prompt=consent&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&code_challenge_method=S256';
/** Mixed-script IDN: Latin p, Cyrillic а. Warned, not blocked. */
const WARNING_URL = 'https://pаypal.com/signin';
const JAVASCRIPT_URL = 'javascript:alert(1)';
const RETRY = 'I’m done, retry';
const LANDING_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Landing</title></head>' +
  "<body><main><h1>The server's page</h1></main></body></html>";
let testPage: TestPage;
let origin = '';
/** Paths the local server was asked for, in order. */
const served: string[] = [];

interface Session {
  context: BrowserContext;
  page: Page;
  /** Every request the context's router saw for a host other than 127.0.0.1 (all aborted). */
  routedAway: string[];
  /** Every request the page reported (`page.on('request')`), local ones included. */
  pageRequests: string[];
  /** Dialogs (alert, confirm, prompt, beforeunload) the page tried to show. */
  dialogs: string[];
  /** Console errors and uncaught page errors. */
  errors: string[];
}

interface OpenOptions {
  url?: string;
  opener?: 'default' | 'blocked';
  /** Replace `window.open` with a recorder that opens nothing. */
  stubWindowOpen?: boolean;
}

const isLocal = (url: string) => {
  try {
    return new URL(url).hostname === '127.0.0.1';
  } catch {
    return false;
  }
};

async function open({ url, opener, stubWindowOpen = false }: OpenOptions = {}): Promise<Session> {
  const context = await testPage.browser.newContext();
  const routedAway: string[] = [];
  const pageRequests: string[] = [];
  const dialogs: string[] = [];
  const errors: string[] = [];
  await context.route('**/*', (route) => {
    const requested = route.request().url();
    if (isLocal(requested)) return route.continue();
    routedAway.push(requested);
    return route.abort('blockedbyclient');
  });
  if (stubWindowOpen) {
    await context.addInitScript(() => {
      window.__opened = [];
      window.open = (...args: unknown[]) => {
        window.__opened.push(args);
        return null;
      };
    });
  }
  const page = await context.newPage();
  page.on('request', (request) => pageRequests.push(request.url()));
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  const query = new URLSearchParams();
  if (url !== undefined) query.set('url', url);
  if (opener !== undefined) query.set('opener', opener);
  const search = query.size > 0 ? `?${query}` : '';
  await page.goto(`${origin}/${search}`);
  await settled(page);
  return { context, page, routedAway, pageRequests, dialogs, errors };
}

/** The consent screen has settled: the Open button, the warnings or the blocked notice is visible. */
async function settled(page: Page) {
  await page
    .locator(
      '[data-slot="elicitation-actions"] [data-action="open"], [data-slot="elicitation-url-verdict"]:is([data-verdict="warn"], [data-verdict="block"])',
    )
    .first()
    .waitFor();
}

let barriers = 0;
/**
 * Waits until everything the page started before now is seen: two frames, then a request of its own
 * (the network service takes requests in order), seen by `pageRequests`. Replaces a fixed sleep.
 */
async function barrier(page: Page, pageRequests: readonly string[]) {
  const path = `/landing?barrier=${++barriers}`;
  await page.evaluate(async (url) => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await fetch(url);
  }, path);
  await expect.poll(() => pageRequests.some((requested) => requested.endsWith(path))).toBe(true);
}

const openButton = (page: Page) => page.getByRole('button', { name: /^Open / });

/**
 * The control that opens the URL: Open for an ordinary URL; for a warned one, the second step
 * ("I understand (<danger>), open …"), revealed by expanding "I still want to open it" under the address.
 */
async function opener(page: Page) {
  const warnings = page.locator('[data-slot="elicitation-url-verdict"][data-verdict="warn"]');
  if ((await warnings.count()) === 0) return openButton(page);
  expect(await openButton(page).count()).toBe(0);
  const consent = page.locator('[data-slot="elicitation-url-consent"]');
  await consent.getByRole('button', { name: 'I still want to open it' }).click();
  return consent.getByRole('button', { name: /^I understand \(.+\), open / });
}
const results = (page: Page) => page.evaluate(() => window.__results);
const hostOf = (url: string) => {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
};

/** Presses Tab until `target` has focus; returns the names of what got focus on the way. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, limit = 25): Promise<string[]> {
  const path: string[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    path.push(
      await page.evaluate(() => document.activeElement?.textContent?.trim() || document.activeElement?.tagName || ''),
    );
    if (await target.evaluate((element) => element === document.activeElement)) return path;
  }
  throw new Error(`never reached the target by Tab; focus went: ${path.join(' → ')}`);
}

beforeAll(async () => {
  testPage = await startTestPage(PAGE_ROOT, 'mcp-elicitation-url-', {
    pages: { '/landing': LANDING_HTML },
    onRequest: (request) => served.push(request.url ?? '/'),
  });
  origin = testPage.origin;
});

afterAll(() => testPage?.close());

describe('URL mode in Chromium', () => {
  it.each([
    ['a phishing-looking URL', PHISH_URL, ['unknown-tld']],
    ['a long OAuth URL', LONG_OAUTH_URL, []],
    ['a warned (mixed-script IDN) URL', WARNING_URL, ['idn-mixed-script', 'idn-lookalike']],
  ])('sends nothing to the host of %s before consent (no prefetch)', async (_label, url, expectedReasons) => {
    const { context, page, routedAway, pageRequests, dialogs, errors } = await open({ url });
    try {
      const host = hostOf(url);
      // The full URL is on screen, domain highlighted; pointing at it or at Open fetches nothing either.
      await page.locator('[data-slot="elicitation-url-full"]').waitFor({ state: 'visible' });
      expect(await page.locator('[data-slot="elicitation-url-domain-highlight"]').count()).toBe(1);
      await page.locator('[data-slot="elicitation-url-full"]').hover();
      await (await opener(page)).hover();
      await barrier(page, pageRequests);

      expect(routedAway).toEqual([]);
      expect(pageRequests.filter((requested) => !isLocal(requested))).toEqual([]);
      // The page's own address carries the URL in its query string, so compare hosts, not text.
      expect(pageRequests.filter((requested) => hostOf(requested) === host)).toEqual([]);
      // No resource hint, link, image or frame that could make the browser reach out later.
      const hrefs = await page.locator('link[href]').evaluateAll((links) => links.map((link) => link.outerHTML));
      expect(hrefs.filter((link) => link.includes(host))).toEqual([]);
      for (const link of hrefs) expect(link).not.toMatch(/rel="(dns-prefetch|preconnect|prefetch|prerender)"/);
      expect(await page.locator('a[href], img, iframe, frame, object, embed').count()).toBe(0);
      expect(await page.locator(`[src*="${host}"], [href*="${host}"]`).count()).toBe(0);
      expect(await results(page)).toEqual([]);
      expect(dialogs).toEqual([]);
      expect(errors).toEqual([]);
      const paths = pageRequests.map((requested) => new URL(requested).pathname);
      const verdict = await page.locator('[data-slot="elicitation-url-consent"]').getAttribute('data-verdict');
      const reasons = await page
        .locator('[data-reason]')
        .evaluateAll((items) => items.map((item) => item.dataset.reason));
      // Every reason is named; a named imitation leads them.
      expect([...reasons].sort()).toEqual([...expectedReasons].sort());
      expect(verdict).toBe(expectedReasons.length > 0 ? 'warn' : 'ok');
      console.info(
        `${host} (${verdict}${reasons.length ? `: ${reasons.join(', ')}` : ''}): ${pageRequests.length} requests, all to ${origin}: ${paths.join(' ')}`,
      );
    } finally {
      await context.close();
    }
  });

  it('opens with window.open(href, "_blank", "noopener,noreferrer") only on a click, then waits', async () => {
    const { context, page, routedAway, errors } = await open({ stubWindowOpen: true });
    try {
      expect(await page.evaluate(() => window.__opened)).toEqual([]);
      await page.getByRole('button', { name: 'Open example.com' }).click();
      await page.getByRole('button', { name: RETRY }).waitFor({ state: 'visible' });
      expect(await page.evaluate(() => window.__opened)).toEqual([[SEED_URL, '_blank', 'noopener,noreferrer']]);
      expect(await results(page)).toEqual([{ action: 'accept' }]);
      await page.getByText('Waiting for you to finish on example.com').waitFor({ state: 'visible' });
      expect(await page.getByRole('button', { name: 'Stop waiting' }).isVisible()).toBe(true);
      expect(await openButton(page).count()).toBe(0);
      expect(routedAway).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('opens a real new top-level page with no opener and no referrer with the default opener', async () => {
    const landing = `${origin}/landing`;
    const { context, page, routedAway } = await open({ url: landing, opener: 'default' });
    try {
      const before = served.filter((path) => path === '/landing').length;
      expect(before).toBe(0);
      const [opened] = await Promise.all([
        context.waitForEvent('page'),
        // A private address over http is warned: opened through the warning's second step.
        opener(page).then((button) => button.click()),
      ]);
      await opened.waitForLoadState('load');
      expect(opened.url()).toBe(landing);
      expect(await opened.evaluate(() => window.opener)).toBeNull();
      expect(await opened.evaluate(() => document.referrer)).toBe('');
      // Top level, not a frame of the host page.
      expect(await opened.evaluate(() => window.top === window)).toBe(true);
      expect(page.frames()).toHaveLength(1);
      expect(context.pages()).toHaveLength(2);
      // Playwright still links the popup to its creator (CDP's openerId survives noopener); the
      // page itself has no handle on it, which is what opening in a new top-level context without opener is about.
      expect(await results(page)).toEqual([{ action: 'accept' }]);
      await page.getByRole('button', { name: RETRY }).waitFor({ state: 'visible' });
      expect(served.filter((path) => path === '/landing')).toHaveLength(1);
      expect(routedAway).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('handles a blocked popup: nothing sent, Copy link works, "I opened it myself" accepts', async () => {
    const { context, page, errors } = await open({ opener: 'blocked' });
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
      await page.getByRole('button', { name: 'Open example.com' }).click();
      await page.getByRole('heading', { name: 'Your browser blocked the new tab' }).waitFor({ state: 'visible' });
      expect(await results(page)).toEqual([]);

      await page.getByRole('button', { name: 'Copy link' }).click();
      await page.getByText('Link copied.').waitFor({ state: 'visible' });
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(SEED_URL);
      expect(await results(page)).toEqual([]);

      await page.getByRole('button', { name: 'I opened it myself' }).click();
      await page.getByRole('button', { name: RETRY }).waitFor({ state: 'visible' });
      expect(await results(page)).toEqual([{ action: 'accept' }]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('never offers to open a javascript: URL, shows why, and declines without any dialog', async () => {
    const { context, page, dialogs, routedAway, pageRequests } = await open({
      url: JAVASCRIPT_URL,
      stubWindowOpen: true,
    });
    try {
      const blocked = page.locator('[data-slot="elicitation-url-verdict"][data-verdict="block"]');
      await blocked.waitFor({ state: 'visible' });
      expect(await openButton(page).count()).toBe(0);
      expect(await page.getByRole('button', { name: /open/i }).count()).toBe(0);
      const reasons = await blocked.locator('[data-reason]').allTextContents();
      expect(reasons.length).toBeGreaterThan(0);
      console.info(`javascript: blocked because: ${reasons.join(' | ')}`);
      expect(await blocked.locator('[data-reason]').first().isVisible()).toBe(true);
      expect(await page.locator('[data-slot="elicitation-url-full"]').textContent()).toBe(JAVASCRIPT_URL);

      // Clicking the address itself does nothing: it is text.
      await page.locator('[data-slot="elicitation-url-full"]').click();
      await page.getByRole('button', { name: 'Decline' }).click();
      await expect.poll(() => results(page)).toEqual([{ action: 'decline' }]);
      await barrier(page, pageRequests);
      expect(dialogs).toEqual([]);
      expect(await page.evaluate(() => window.__opened)).toEqual([]);
      expect(routedAway).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('works from the keyboard alone: Tab to Open, Enter, Tab to retry, Enter', async () => {
    const { context, page } = await open({ stubWindowOpen: true });
    try {
      const toOpen = await tabTo(page, page.getByRole('button', { name: 'Open example.com' }));
      await page.keyboard.press('Enter');
      const focusAfterOpen = await page.evaluate(() => document.activeElement?.tagName);
      const retry = page.getByRole('button', { name: RETRY });
      await retry.waitFor({ state: 'visible' });
      expect(await page.evaluate(() => window.__opened)).toEqual([[SEED_URL, '_blank', 'noopener,noreferrer']]);
      expect(await results(page)).toEqual([{ action: 'accept' }]);
      const toRetry = await tabTo(page, retry);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => window.__retries)).toBe(1);
      expect(await page.evaluate(() => window.__cancels)).toBe(0);
      expect(await results(page)).toEqual([{ action: 'accept' }]);
      console.info(
        `keyboard: to Open ${toOpen.join(' → ')}; focus after Enter on ${focusAfterOpen}; to retry ${toRetry.join(' → ')}`,
      );
    } finally {
      await context.close();
    }
  });

  describe('has no axe violations', () => {
    const check = async (page: Page) => (await new AxeBuilder({ page }).analyze()).violations;

    it('in the consent state', async () => {
      const { context, page } = await open();
      try {
        expect(await check(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it('in the warning state', async () => {
      const { context, page } = await open({ url: WARNING_URL });
      try {
        await page.locator('[data-slot="elicitation-url-verdict"][data-verdict="warn"]').waitFor({ state: 'visible' });
        expect(await check(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it('in the blocked state', async () => {
      const { context, page } = await open({ url: JAVASCRIPT_URL });
      try {
        expect(await check(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it('in the popup-blocked state', async () => {
      const { context, page } = await open({ opener: 'blocked' });
      try {
        await page.getByRole('button', { name: 'Open example.com' }).click();
        await page.getByRole('button', { name: 'I opened it myself' }).waitFor({ state: 'visible' });
        expect(await check(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it('in the waiting state', async () => {
      const { context, page } = await open({ stubWindowOpen: true });
      try {
        await page.getByRole('button', { name: 'Open example.com' }).click();
        await page.getByRole('button', { name: RETRY }).waitFor({ state: 'visible' });
        expect(await check(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
});
