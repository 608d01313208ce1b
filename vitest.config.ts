import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { CHROMIUM_ARGS, chromiumExecutable } from './scripts/chromium.ts';

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
const JSDOM_SETUP = 'test/setup/jsdom.ts';
/** What both jsdom projects share. */
const jsdomProject = {
  environment: 'jsdom',
  // Snapshots show dates and times; pin the zone so they match on every machine.
  env: { TZ: 'UTC' },
  globals: true,
  setupFiles: [JSDOM_SETUP],
} satisfies ProjectConfig;

const chromium = () => playwright({ launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS } });

export default defineConfig({
  plugins: [react()],
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
          environment: 'node',
          include: ['test/core/**/*.test.ts'],
          // Property tests run thousands of cases; at load ~7 on 2 cores that is far beyond the 5 s default.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'bridge',
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
          ...jsdomProject,
          include: ['test/dom/**/*.test.{ts,tsx}'],
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
          environment: 'jsdom',
          env: { TZ: 'UTC' },
          globals: true,
          include: ['test/adversarial/**/*.test.{ts,tsx}'],
          setupFiles: ['test/setup/jsdom.ts'],
          server: { deps: { inline: [/@rjsf\//] } },
          testTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.{ts,tsx}'],
          browser: {
            enabled: true,
            headless: true,
            provider: chromium(),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
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
          browser: {
            enabled: true,
            headless: true,
            provider: chromium(),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
