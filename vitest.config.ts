import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, chromiumExecutable } from './scripts/chromium.ts';

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
          environment: 'jsdom',
          // Snapshots show dates and times; pin the zone so they match on every machine.
          env: { TZ: 'UTC' },
          globals: true,
          include: ['test/dom/**/*.test.{ts,tsx}'],
          setupFiles: ['test/setup/jsdom.ts'],
          server: { deps: { inline: [/@rjsf\//] } },
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
