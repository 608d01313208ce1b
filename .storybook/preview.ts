import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  parameters: {
    // axe violations fail the story's test in Chromium, not just show in the panel
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
