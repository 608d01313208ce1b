/**
 * The two toolbar globals every story follows: the colour theme and the locale. A story pins either
 * with story-level `globals` (`globals: { locale: 'ko' }`); the snapshot test renders each story in
 * the locales its `parameters.locales` lists.
 */
import type { ElicitationMessages } from '../src/i18n';
import { en, fillPlural, fillTemplate, type MessageParams, type Plural } from '../src/i18n';
import { ar } from '../src/locales/ar';
import { ko } from '../src/locales/ko';

/** Colour themes of the stylesheet. */
export const THEMES = ['light', 'dark'] as const;
/** Locales with a catalogue (English built in, the others imported from `locales/`). */
export const LOCALES = ['en', 'ko', 'ar'] as const;

export type StoryTheme = (typeof THEMES)[number];
export type StoryLocale = (typeof LOCALES)[number];

/** What a story's `play` or `render` reads the globals from. */
export interface GlobalsContext {
  globals: Record<string, unknown>;
}

const CATALOGUES: Record<StoryLocale, ElicitationMessages> = { en, ko, ar };

/** The story's theme: the toolbar's choice or the story's own `globals.theme`. */
export function storyTheme({ globals }: GlobalsContext): StoryTheme {
  return globals.theme === 'dark' ? 'dark' : 'light';
}

/** The story's locale: the toolbar's choice or the story's own `globals.locale`. */
export function storyLocale({ globals }: GlobalsContext): StoryLocale {
  return LOCALES.find((locale) => locale === globals.locale) ?? 'en';
}

/** The catalogue of the story's locale: what the Locale toolbar passes as every component's `messages`. */
export function storyMessages(context: GlobalsContext): ElicitationMessages {
  return CATALOGUES[storyLocale(context)];
}

/** The story's messages, with `t` and `plural` to fill their templates, so a `play` finds its way in any locale. */
export function storyText(context: GlobalsContext) {
  const locale = storyLocale(context);
  return {
    locale,
    messages: CATALOGUES[locale],
    t: (template: string, params: MessageParams = {}) => fillTemplate(template, params, locale),
    plural: (forms: Plural, count: number, params: MessageParams = {}) => fillPlural(forms, count, params, locale),
  };
}
