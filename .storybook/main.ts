import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig, type Plugin } from 'vite';
import { parseTokens } from './tokens.ts';

const STYLESHEET = fileURLToPath(new URL('../src/styles/elicitation.css', import.meta.url));
const TOKENS_MODULE = 'virtual:mer-tokens';

/** `virtual:mer-tokens`: the stylesheet's tokens, read when Storybook builds (and again when the stylesheet changes). */
function designTokens(): Plugin {
  return {
    name: 'mcp-elicitation-react:design-tokens',
    resolveId: (source) => (source === TOKENS_MODULE ? `\0${TOKENS_MODULE}` : undefined),
    load(id) {
      if (id !== `\0${TOKENS_MODULE}`) return undefined;
      this.addWatchFile(STYLESHEET);
      return `export default ${JSON.stringify(parseTokens(readFileSync(STYLESHEET, 'utf8')))};`;
    },
  };
}

const config: StorybookConfig = {
  stories: [
    '../stories/**/*.mdx',
    '../stories/**/*.stories.@(ts|tsx)',
    '../src/**/*.mdx',
    '../src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [designTokens()],
      // Storybook's own preview bundle (React, the docs blocks, axe) is one large chunk by design; it
      // is never shipped to hosts. The library's size is measured by `npm run bench:host`. Rolldown's
      // warning that plugins took long measures the machine's load, not the code: the build fails on
      // warnings, so it must not depend on how busy the machine is.
      build: { chunkSizeWarningLimit: 1600, rolldownOptions: { checks: { bundlerTimings: false } } },
    }),
};

export default config;
