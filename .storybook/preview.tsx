import type { Decorator, Preview } from '@storybook/react-vite';
import '../src/styles/elicitation.css';
import './preview.css';

/** Light or dark: the toolbar switch, else the story's `parameters.theme`. */
const withTheme: Decorator = (Story, { globals, parameters }) => {
  const theme = (globals.theme as string | undefined) || (parameters.theme as string | undefined) || 'light';
  // On the document too, so portalled parts (dialogs, select menus) follow.
  document.documentElement.setAttribute('data-theme', theme);
  return (
    <div data-theme={theme} data-slot="story-surface">
      <Story />
    </div>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Colour scheme of the components',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  parameters: {
    // axe violations fail the story's test in Chromium, not just show in the panel
    a11y: { test: 'error', context: 'body' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
