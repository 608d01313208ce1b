import type { Decorator, Preview } from '@storybook/react-vite';
import '../src/styles/elicitation.css';
import { storyLocale, storyMessages, storyTheme } from './globals';
import './preview.css';

/** Light or dark, from the Theme toolbar or the story's own `globals.theme`. */
const withTheme: Decorator = (Story, context) => {
  const theme = storyTheme(context);
  // On the document too, so portalled parts (dialogs, select menus, notices) follow.
  document.documentElement.setAttribute('data-theme', theme);
  return (
    <div data-theme={theme} data-slot="story-surface">
      <Story />
    </div>
  );
};

/**
 * The Locale toolbar (or the story's own `globals.locale`) becomes every component's `locale` and
 * `messages` props: the catalogue of that language, as a host passes the one it imports.
 */
const withLocale: Decorator = (Story, context) => {
  const locale = storyLocale(context);
  document.documentElement.lang = locale;
  return <Story args={{ ...context.args, locale, messages: storyMessages(context) }} />;
};

const preview: Preview = {
  decorators: [withLocale, withTheme],
  globalTypes: {
    theme: {
      description: 'Colour scheme of the components',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language of the components (messages, numbers, dates)',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English', right: 'en' },
          { value: 'ko', title: '한국어', right: 'ko' },
          { value: 'ar', title: 'العربية', right: 'ar' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en' },
  // Every component gets a Docs page with its props; the MDX guides sit beside them.
  tags: ['autodocs'],
  // The Locale toolbar sets `locale`; a control beside it would be overridden.
  argTypes: { locale: { control: false } },
  parameters: {
    options: {
      storySort: { order: ['Design', ['States overview', 'Tokens'], 'Form mode', 'URL mode', 'Provider', 'States'] },
    },
    // axe violations fail the story's test in Chromium, not just show in the panel
    a11y: { test: 'error', context: 'body' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
