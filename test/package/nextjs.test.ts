/**
 * The Next.js App Router example (examples/nextjs) on the packed tarball: copied to a temporary
 * folder, installed with npm, built with `next build` (Turbopack, its TypeScript check included) and
 * served by `next start` on 127.0.0.1. Its root layout, a Server Component, renders
 * `ElicitationProvider` directly, which only builds because the package's `/mcp` entry is marked
 * 'use client' (without it: "Class extends value undefined" while collecting page data); its page, also
 * a Server Component, runs `/core` on the server and renders a client component that uses the
 * provider's queue and `ElicitationDialog`. In Chromium a form request is answered through the
 * provider and a URL request through the dialog.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { CHROMIUM_ARGS, chromiumExecutable } from '../../harness/chromium.ts';
import { freePort } from '../../harness/net.ts';
import { openPage } from '../support/browser.ts';
import { createHostApp, type HostApp, PROJECT_ROOT, type Service, startService } from '../support/host-app.ts';

const EXAMPLE = join(PROJECT_ROOT, 'examples', 'nextjs');
/** Next.js asks to send telemetry and checks for updates unless told not to; nothing leaves the machine. */
const NEXT_ENV = { NEXT_TELEMETRY_DISABLED: '1' };

let app: HostApp;
let browser: Browser;
let server: Service | undefined;
let origin = '';

beforeAll(async () => {
  // The example's own package.json, with the library taken from the tarball instead of the registry.
  app = await createHostApp({
    prefix: 'mcp-elicitation-nextjs-',
    template: EXAMPLE,
    dependencies: { 'mcp-elicitation-react': `file:${inject('tarball')}` },
    installTimeoutMs: 600_000,
  });
  console.log(`next.js example: npm install took ${(app.installMs / 1000).toFixed(1)} s`);
  browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await server?.stop();
  await browser?.close();
  app?.remove();
});

const answers = (page: Page) =>
  page
    .locator('#answers')
    .textContent()
    .then((text) => JSON.parse(text ?? '[]'));

it('builds with next build', async () => {
  const started = Date.now();
  const { output } = await app.run(app.bin('next'), ['build'], { timeoutMs: 600_000, env: NEXT_ENV });
  console.log(`next.js example: next build took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // The page is prerendered: the Server Component ran `/core` at build time.
  expect(output).toMatch(/○ \/\s/);
  const html = readFileSync(join(app.dir, '.next', 'server', 'app', 'index.html'), 'utf8');
  expect(html.replaceAll('<!-- -->', '')).toContain('Signing in goes to example.com.');
}, 660_000);

it('answers a form request and a URL request in Chromium on next start', async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = await startService(app.bin('next'), ['start', '--hostname', '127.0.0.1', '--port', String(port)], {
    cwd: app.dir,
    env: NEXT_ENV,
    readyUrl: `${origin}/`,
    timeoutMs: 60_000,
  });
  const { context, page, routedAway, problems, opened } = await openPage(browser, `${origin}/`);
  try {
    expect(await page.locator('#destination').textContent()).toBe('Signing in goes to example.com.');

    // Through the queue and ElicitationProvider.
    await page.getByRole('button', { name: 'Ask for a city' }).click();
    const form = page.getByRole('dialog', { name: 'Request for information from Weather' });
    await form.getByRole('textbox', { name: 'City (required)' }).fill('Seoul');
    await form.getByRole('button', { name: 'Review answers' }).click();
    await form.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => answers(page)).toEqual([{ action: 'accept', content: { city: 'Seoul' } }]);

    // Through ElicitationDialog.
    await page.getByRole('button', { name: 'Sign in' }).click();
    const consent = page.getByRole('dialog', { name: 'Request from Weather to open a web page' });
    await consent.getByRole('button', { name: 'Open example.com' }).click();
    await expect.poll(() => answers(page)).toHaveLength(2);
    expect((await answers(page))[1]).toEqual({ action: 'accept' });
    expect(await opened()).toEqual([['https://accounts.example.com/connect', '_blank', 'noopener,noreferrer']]);

    expect(routedAway).toEqual([]);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});
