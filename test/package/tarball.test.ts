/**
 * The packed tarball in a fresh host app, as a team would adopt it: a Vite + React + TypeScript
 * (strict, `moduleResolution: bundler`) app made in a temporary folder installs the `.tgz` with npm,
 * imports every public entry and the stylesheet, type-checks, builds, and in Chromium completes one
 * form and one URL consent. The same app renders both requests on the server in Node (the package
 * loaded from node_modules, as a host's server loads it) and hydrates that HTML in Chromium with
 * another time zone and locale than the server's: React must report no mismatch.
 * Missing `files`, wrong `exports` conditions, types that point at nothing or CSS that is not shipped
 * fail here. Every request for a host other than 127.0.0.1 is aborted.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CHROMIUM_ARGS, chromiumExecutable } from '../../harness/chromium.ts';
import { serveDirectory } from '../../harness/page.ts';
import { openPage } from '../support/browser.ts';
import { createHostApp, type HostApp, installedVersions } from '../support/host-app.ts';

const TEMPLATE = fileURLToPath(new URL('./host-app/', import.meta.url));
const BUILD_TIMEOUT_MS = 300_000;
/** The server renders in one zone and language, the browser hydrates in others. */
const SERVER_ENV = { TZ: 'UTC', LANG: 'en_US.UTF-8' };
const BROWSER_ZONE: BrowserContextOptions = { timezoneId: 'Asia/Seoul', locale: 'de-DE' };

let app: HostApp;
let browser: Browser;
const servers: Server[] = [];

beforeAll(async () => {
  app = await createHostApp({
    prefix: 'mcp-elicitation-host-app-',
    template: TEMPLATE,
    dependencies: { 'mcp-elicitation-react': `file:${inject('tarball')}`, ...installedVersions('react', 'react-dom') },
    devDependencies: installedVersions(
      'vite',
      '@vitejs/plugin-react',
      'typescript',
      '@types/react',
      '@types/react-dom',
    ),
  });
  console.log(`host app: npm install took ${(app.installMs / 1000).toFixed(1)} s`);
  browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  app?.remove();
});

async function serve(root: string, pages: Record<string, string> = {}): Promise<string> {
  const server = await serveDirectory(root, { pages });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const results = (page: Page) =>
  page
    .locator('#results')
    .textContent()
    .then((text) => JSON.parse(text ?? '[]'));

describe('the packed tarball in a fresh Vite app', () => {
  it('installs every entry the package.json exports, each to a shipped file, and the app imports each', () => {
    const root = join(app.dir, 'node_modules', 'mcp-elicitation-react');
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      exports: Record<string, string | Record<string, string>>;
    };
    const entries = Object.keys(manifest.exports).filter((entry) => entry !== './package.json');
    expect(entries).toEqual(expect.arrayContaining(['.', './core', './mcp', './styles.css']));
    for (const entry of entries) {
      const target = manifest.exports[entry];
      const files = typeof target === 'string' ? [target] : Object.values(target ?? {});
      expect(files.length, entry).toBeGreaterThan(0);
      for (const file of files) expect(() => readFileSync(join(root, file)), `${entry} → ${file}`).not.toThrow();
    }
    // The app's sources (browser and server) import every entry, so the checks below cover each.
    const sources = readdirSync(join(app.dir, 'src'))
      .map((name) => readFileSync(join(app.dir, 'src', name), 'utf8'))
      .join('\n');
    const imported = new Set(
      [...sources.matchAll(/from '(mcp-elicitation-react[^']*)'|import '(mcp-elicitation-react[^']*)'/g)].map(
        ([, from, bare]) => (from ?? bare ?? '').replace(/^mcp-elicitation-react/, '.'),
      ),
    );
    expect(entries.filter((entry) => !imported.has(entry))).toEqual([]);
  });

  it('type-checks under strict TypeScript with moduleResolution bundler and skipLibCheck off', async () => {
    await app.run(app.bin('tsc'), ['-p', 'tsconfig.json'], { timeoutMs: BUILD_TIMEOUT_MS });
  });

  it('builds for production, for development (to hydrate) and for the server', async () => {
    await app.run(app.bin('vite'), ['build', '--logLevel', 'warn'], { timeoutMs: BUILD_TIMEOUT_MS });
    // React reports attribute mismatches during hydration only in its development build.
    await app.run(app.bin('vite'), ['build', '--mode', 'development', '--outDir', 'dist-dev', '--logLevel', 'warn'], {
      timeoutMs: BUILD_TIMEOUT_MS,
      env: { NODE_ENV: 'development' },
    });
    await app.run(
      app.bin('vite'),
      ['build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-server', '--logLevel', 'warn'],
      { timeoutMs: BUILD_TIMEOUT_MS },
    );
    const css = readFileSync(join(app.dir, 'dist', 'index.html'), 'utf8');
    expect(css).toMatch(/<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"/);
  });

  it('completes a form and a URL consent in Chromium', async () => {
    const origin = await serve(join(app.dir, 'dist'));
    const { context, page, routedAway, problems, opened } = await openPage(browser, `${origin}/`, {
      timezoneId: 'UTC',
    });
    try {
      // `/core` ran in the page, and the root entry's catalogue is there, and `/locales/ko`'s and `/locales/ar`'s.
      expect(await page.locator('#destination').textContent()).toBe('example.com');
      expect(await page.locator('#decline-label').textContent()).toBe('Decline');
      expect(await page.locator('#decline-label-ko').textContent()).toBe('거절');
      expect(await page.locator('#decline-label-ar').textContent()).toBe('رفض');

      await page.getByRole('button', { name: 'Ask for a form' }).click();
      const form = page.getByRole('dialog', { name: 'Request for information from Forecast' });
      await form.waitFor();
      // The shipped stylesheet styles the dialog: its custom properties are defined on the root part.
      expect(
        await form.evaluate((element) => getComputedStyle(element).getPropertyValue('--mer-radius').trim()),
      ).not.toBe('');
      await form.getByRole('textbox', { name: 'City (required)' }).fill('Paris');
      await form.getByRole('button', { name: 'Review answers' }).click();
      await form.getByRole('button', { name: 'Send', exact: true }).click();
      await expect.poll(() => results(page)).toHaveLength(1);
      const [answer] = await results(page);
      expect(answer).toMatchObject({ action: 'accept', content: { city: 'Paris', days: 3 } });
      expect(answer.content.from).toMatch(/^2026-03-01T09:30:00(Z|\+00:00)$/);

      await page.getByRole('button', { name: 'Ask for a URL' }).click();
      const consent = page.getByRole('dialog', { name: 'Request from Forecast to open a web page' });
      await consent.getByRole('button', { name: 'Open example.com' }).click();
      await expect.poll(() => results(page)).toHaveLength(2);
      expect((await results(page))[1]).toEqual({ action: 'accept' });
      expect(await opened()).toEqual([
        ['https://accounts.example.com/connect?state=abc', '_blank', 'noopener,noreferrer'],
      ]);

      expect(routedAway).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('server rendering and hydration', () => {
  let markup = '';

  it('renders a form and a URL request to HTML in Node without throwing', async () => {
    const rendered = await app.run(process.execPath, ['render.mjs'], { timeoutMs: 60_000, env: SERVER_ENV });
    markup = rendered.output;
    expect(markup).toContain('Where should the forecast be for?');
    expect(markup).toContain('Sign in to Example to see your saved places.');
  });

  it('serves the bridge from the server entry: 401 without a session, 404 for an answer nobody asked for', async () => {
    const printed = await app.run(process.execPath, ['bridge.mjs'], { timeoutMs: 60_000, env: SERVER_ENV });
    expect(JSON.parse(printed.output)).toEqual([401, 404]);
  });

  it('hydrates that HTML in Chromium, in another time zone and locale, with no mismatch', async () => {
    expect(markup).not.toBe('');
    const template = readFileSync(join(app.dir, 'dist-dev', 'hydrate.html'), 'utf8');
    expect(template).toContain('<!--ssr-->');
    const origin = await serve(join(app.dir, 'dist-dev'), { '/hydrate.html': template.replace('<!--ssr-->', markup) });
    const { context, page, routedAway, problems } = await openPage(browser, `${origin}/hydrate.html`, BROWSER_ZONE);
    try {
      // The URL check loads after hydration; once it offers to open, every effect has run.
      const openButton = page.getByRole('button', { name: 'Open example.com' });
      await openButton.waitFor();
      expect(await page.evaluate(() => window.__recoverableErrors)).toEqual([]);
      expect(problems).toEqual([]);
      // Hydrated, not just painted: the server's buttons answer.
      await page.locator('section').filter({ has: openButton }).getByRole('button', { name: 'Decline' }).click();
      await expect.poll(() => page.evaluate(() => window.__results)).toEqual([{ action: 'decline' }]);
      expect(routedAway).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
