import { useMemo } from 'react';
import { localeDirection, resolveMessages, type TextDirection, usableLocale } from '../i18n/format';
import type { ElicitationMessages, ElicitationMessagesOverride } from '../i18n/messages';

/** What a component speaks: its catalogue, its locale and its writing direction. */
export interface Language {
  messages: ElicitationMessages;
  locale: string;
  dir: TextDirection;
}

/**
 * @internal The language of a component from its `messages`, `locale` and `dir` props: the catalogue
 * (English by default, or overrides on top of it), the catalogue's own locale unless a usable one is
 * given, and that locale's direction unless one is given.
 */
export function useLanguage(
  messagesProp: ElicitationMessages | ElicitationMessagesOverride | undefined,
  localeProp: string | undefined,
  dirProp: TextDirection | undefined,
): Language {
  const messages = useMemo(() => resolveMessages(messagesProp), [messagesProp]);
  const locale = localeProp === undefined ? messages.locale : usableLocale(localeProp, messages.locale);
  return { messages, locale, dir: dirProp ?? localeDirection(locale) };
}
