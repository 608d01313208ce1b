import { createContext, useContext, useMemo } from 'react';
import { localeDirection, resolveMessages, type TextDirection, usableLocale } from '../i18n/format';
import type { ElicitationMessages, ElicitationMessagesOverride } from '../i18n/messages';

/** What a component speaks: its catalogue, its locale and its writing direction. */
export interface Language {
  messages: ElicitationMessages;
  locale: string;
  dir: TextDirection;
}

/**
 * The language a part speaks: its own props, else the nearest `ElicitationLanguageProvider`'s, else
 * English.
 */
export interface ElicitationLanguageSettings {
  /**
   * The words: a catalogue (`en`, built in, or one imported from `mcp-elicitation-react/locales/…`),
   * or overrides of English entries. `mergeMessages(catalogue, overrides)` combines the two.
   * @default en
   */
  messages?: ElicitationMessages | ElicitationMessagesOverride | undefined;
  /** BCP 47 locale for numbers, dates and plural forms. @default the catalogue's `locale` (`'en'`) */
  locale?: string | undefined;
  /**
   * The writing direction (`dir`). URLs, domains, code points and raw values stay left to right
   * inside a right-to-left part.
   * @default the direction of `locale` (`'rtl'` for Arabic, Hebrew, Persian…)
   */
  dir?: TextDirection | undefined;
}

/** @internal What the nearest `ElicitationLanguageProvider`s set, inner ones over outer ones. */
export const LanguageContext = /* @__PURE__ */ createContext<ElicitationLanguageSettings>({});

/** @internal The settings a provider passes down: its own, over those it inherits, key by key. */
export function useInheritedLanguage(own: ElicitationLanguageSettings): ElicitationLanguageSettings {
  const outer = useContext(LanguageContext);
  const { messages = outer.messages, locale = outer.locale, dir = outer.dir } = own;
  return useMemo(() => ({ messages, locale, dir }), [messages, locale, dir]);
}

/**
 * @internal The language of a part from its `messages`, `locale` and `dir` props, else the nearest
 * `ElicitationLanguageProvider`'s: the catalogue (English by default, or overrides on top of it), the
 * catalogue's own locale unless a usable one is given, and that locale's direction unless one is given.
 */
export function useLanguage(
  messagesProp: ElicitationMessages | ElicitationMessagesOverride | undefined,
  localeProp: string | undefined,
  dirProp: TextDirection | undefined,
): Language {
  const inherited = useContext(LanguageContext);
  const chosen = messagesProp ?? inherited.messages;
  const messages = useMemo(() => resolveMessages(chosen), [chosen]);
  const wanted = localeProp ?? inherited.locale;
  const locale = wanted === undefined ? messages.locale : usableLocale(wanted, messages.locale);
  return { messages, locale, dir: dirProp ?? inherited.dir ?? localeDirection(locale) };
}
