import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import type { BrowserCommand } from 'vitest/node';
import { CHROMIUM_ARGS, chromiumExecutable } from './harness/chromium.ts';

type ProjectConfig = NonNullable<TestProjectInlineConfiguration['test']>;

/** React 18.2, the lowest the peer range names, installed apart from React 19 (see test/react18/package.json). */
const REACT_18 = fileURLToPath(new URL('./test/react18/node_modules/', import.meta.url));
/** The jsdom suites that render React: each flow, exactly-once, URL mode, the queue with both SDKs, hydration. */
const BEHAVIOUR_SUITES = [
  'test/dom/flows.test.tsx',
  'test/dom/url-flows.test.tsx',
  'test/dom/url-check-failed.test.tsx',
  'test/dom/mcp-queue.test.tsx',
  'test/dom/mcp-input-required.test.tsx',
  'test/dom/mcp-sdk-v1.test.tsx',
  'test/dom/mcp-sdk-v2.test.tsx',
  'test/dom/ssr-hydration.test.tsx',
];
/** Cores Vitest may use; its own default is one fewer, and so is the second group's here. */
const CORES = availableParallelism();
/**
 * When each project runs. First the suites that build host apps and drive real servers (e2e,
 * package), two files at a time on 2 cores (half the cores on more): each waits on child processes
 * much of its time. Then the rest, one Node or jsdom file at a time on 2 cores (Vitest's default on
 * more), while the three browser projects run beside them (Vitest runs a group's browser projects
 * alongside its Node files). More at once than that on 2 cores makes waits meant for a person's pace,
 * and screenshots that must come out the same twice in a row, race the machine.
 */
const HOST_APPS = {
  sequence: { groupOrder: 0 },
  maxWorkers: Math.max(2, Math.floor(CORES / 2)),
} satisfies ProjectConfig;
const IN_PROCESS = { sequence: { groupOrder: 1 }, maxWorkers: Math.max(1, CORES - 1) } satisfies ProjectConfig;
const JSDOM_SETUP = 'test/setup/jsdom.ts';
/** What both jsdom projects share. */
const jsdomProject = {
  environment: 'jsdom',
  // Snapshots show dates and times; pin the zone so they match on every machine.
  env: { TZ: 'UTC' },
  globals: true,
  setupFiles: [JSDOM_SETUP],
  // A flow of a dozen keystrokes and clicks takes about a second alone, several on a busy 2-core machine.
  testTimeout: 20_000,
} satisfies ProjectConfig;

const launchOptions = { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS };
/** Vitest browser mode in Debian's Chromium, headless. */
const chromiumBrowser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions }),
  instances: [{ browser: 'chromium' as const }],
  commands: { forcedColors, colorScheme, touchStyle },
});

/** The story snapshots: what makes a screenshot the same on every run and machine with the same Chromium and fonts. */
const SNAPSHOT_SUITE = 'test/browser/stories.snapshot.test.tsx';
const snapshotChromium = () =>
  playwright({
    launchOptions,
    contextOptions: {
      // The page holding the test frame: as wide as the frame, tall enough for a long story unscaled.
      viewport: { width: 800, height: 6144 },
      deviceScaleFactor: 1,
      // The stylesheet's motion is all under prefers-reduced-motion: no-preference, so this stops it.
      reducedMotion: 'reduce',
      timezoneId: 'UTC',
      locale: 'en-US',
    },
  });

/** Chromium's forced-colors emulation (Windows High Contrast) on the page holding the test frame, or off. */
const forcedColors: BrowserCommand<[active: boolean]> = async (context, active) => {
  await context.page.emulateMedia({ forcedColors: active ? 'active' : 'none' });
};

/** Chromium's prefers-color-scheme emulation on the page holding the test frame. */
const colorScheme: BrowserCommand<[scheme: 'light' | 'dark']> = async (context, scheme) => {
  await context.page.emulateMedia({ colorScheme: scheme });
};

/**
 * A computed style on a touch screen: `html` (the test frame's document, its styles included) in a page
 * of a fresh touch context (`pointer: coarse`, `hover: none`; the test's own page has a mouse), and
 * `property` of the first element matching `selector` there.
 */
const touchStyle: BrowserCommand<[html: string, selector: string, property: string]> = async (
  context,
  html,
  selector,
  property,
) => {
  const touch = await context.page.context().browser()?.newContext({ hasTouch: true });
  if (!touch) throw new Error('no browser to open a touch context in');
  try {
    const page = await touch.newPage();
    await page.setContent(html);
    return await page.evaluate(
      ([wanted, name]) => {
        const element = document.querySelector(wanted as string);
        return element ? getComputedStyle(element).getPropertyValue(name as string) : null;
      },
      [selector, property],
    );
  } finally {
    await touch.close();
  }
};

/** Playwright's accessibility-tree snapshot (roles, names, states, values) of an element in the test frame. */
const ariaSnapshot: BrowserCommand<[selector: string]> = async (context, selector) =>
  (await context.frame()).locator(selector).first().ariaSnapshot();

export default defineConfig({
  plugins: [react()],
  optimizeDeps: {
    // The rjsf parts the library imports one file at a time (src/rjsf): named up front, so a browser
    // project's Vite does not find one mid-run and reload the page under a running story.
    include: [
      '@rjsf/core/lib/components/**/*.js',
      '@rjsf/core/lib/withTheme.js',
      '@rjsf/utils/lib/findSchemaDefinition.js',
      '@rjsf/utils/lib/getDecimalSeparator.js',
      '@rjsf/utils/lib/schema/shallowAllOfMerge.js',
    ],
  },
  test: {
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}'],
      exclude: ['src/**/*.stories.tsx', 'src/**/*.d.ts'],
      reporter: ['text-summary', 'json-summary'],
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'core',
          ...IN_PROCESS,
          environment: 'node',
          include: ['test/core/**/*.test.ts'],
          // Property tests run thousands of cases; at load ~7 on 2 cores that is far beyond the 5 s default.
          testTimeout: 30_000,
        },
      },
      {
        // The MCP layer without a DOM: the queue, redelivery, task stores, time budgets.
        extends: true,
        test: {
          name: 'mcp',
          ...IN_PROCESS,
          environment: 'node',
          include: ['test/mcp/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        // The repository's own tooling: the README's claims, the test runner, the property budgets.
        extends: true,
        test: {
          name: 'tooling',
          ...IN_PROCESS,
          environment: 'node',
          include: ['test/tooling/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'bridge',
          ...IN_PROCESS,
          environment: 'node',
          include: ['test/bridge/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'jsdom',
          ...IN_PROCESS,
          ...jsdomProject,
          include: ['test/dom/**/*.test.{ts,tsx}'],
          server: { deps: { inline: [/@rjsf\//] } },
        },
      },
      {
        // The rjsf theme (src/rjsf): its widgets, schema mapping and validator, and rjsf's own suites.
        extends: true,
        test: {
          name: 'theme',
          ...IN_PROCESS,
          ...jsdomProject,
          include: ['test/theme/**/*.test.{ts,tsx}'],
          server: { deps: { inline: [/@rjsf\//] } },
        },
      },
      {
        // The behaviour suites again on React 18: every import of react or react-dom, ours and our
        // dependencies', goes to React 18, so the packages that import React are bundled, not loaded by Node.
        extends: true,
        resolve: {
          mainFields: ['module', 'main'],
          alias: [
            { find: /^react-dom($|\/)/, replacement: `${REACT_18}react-dom$1` },
            { find: /^react($|\/)/, replacement: `${REACT_18}react$1` },
          ],
        },
        test: {
          name: 'react18',
          ...IN_PROCESS,
          ...jsdomProject,
          include: BEHAVIOUR_SUITES,
          setupFiles: ['test/setup/react18.ts', JSDOM_SETUP],
          server: {
            deps: {
              inline: [
                /@rjsf\//,
                // One copy of @testing-library/dom for both, so user-event's events are wrapped in React 18's act().
                /@testing-library\/(react|user-event)/,
                /radix-ui/,
                /@radix-ui\//,
                /@floating-ui\/react/,
                /react-remove-scroll/,
                /react-style-singleton/,
                /use-callback-ref/,
                /use-sidecar/,
              ],
            },
          },
        },
      },
      {
        extends: true,
        test: {
          // Issue 9's adversarial probes: fixed seeds, bounded run time, counts printed per probe.
          name: 'adversarial',
          ...IN_PROCESS,
          ...jsdomProject,
          include: ['test/adversarial/**/*.test.{ts,tsx}'],
          server: { deps: { inline: [/@rjsf\//] } },
          testTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          ...IN_PROCESS,
          include: ['test/browser/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, SNAPSHOT_SUITE],
          setupFiles: ['test/setup/browser.ts'],
          browser: chromiumBrowser(),
        },
      },
      {
        // Every story after its play: axe in dark, screenshots light and dark, the accessibility tree,
        // no tofu in Korean. `npm run test:update-snapshots` rewrites the baselines.
        extends: true,
        test: {
          name: 'snapshots',
          ...IN_PROCESS,
          include: [SNAPSHOT_SUITE],
          testTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            provider: snapshotChromium(),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 800, height: 640 },
            commands: { ariaSnapshot, forcedColors },
            expect: {
              toMatchScreenshot: {
                // pixelmatch skips anti-aliased pixels and colour differences under 0.1; beyond that a
                // handful of pixels may differ. A button moved by 1 px or a lost 1 px border is hundreds.
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.1, includeAA: false, allowedMismatchedPixels: 16 },
                // Two equal pictures in a row make a stable one; each can take seconds on a busy machine.
                timeout: 30_000,
                // Committed beside the test (the __screenshots__ folders hold only failure pictures).
                resolveScreenshotPath: ({ arg, ext, root, testFileDirectory, browserName, platform }) =>
                  resolve(root, testFileDirectory, 'story-snapshots/visual', `${arg}-${browserName}-${platform}${ext}`),
              },
            },
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          ...HOST_APPS,
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // What a host installs: the packed tarball in fresh apps (Vite, Next.js), server rendering and
        // hydration, 'use client' in the built files, publint and attw. Built and packed once (setup.ts).
        extends: true,
        test: {
          name: 'package',
          ...HOST_APPS,
          environment: 'node',
          include: ['test/package/**/*.test.ts'],
          globalSetup: ['test/package/setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 600_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
        test: {
          name: 'storybook',
          ...IN_PROCESS,
          browser: chromiumBrowser(),
        },
      },
    ],
  },
});
