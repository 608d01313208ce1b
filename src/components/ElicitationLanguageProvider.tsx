import type { ReactNode } from 'react';
import { type ElicitationLanguageSettings, LanguageContext, useInheritedLanguage } from './language';

/** Props of `ElicitationLanguageProvider`. */
export interface ElicitationLanguageProviderProps extends ElicitationLanguageSettings {
  children?: ReactNode;
}

/**
 * Gives every part inside it its words, locale and writing direction, as React Aria's `I18nProvider`
 * and Radix's `DirectionProvider` do: a transcript of many cards names its language once. A part's
 * own `messages`, `locale` or `dir` still wins, and an inner provider overrides an outer one setting
 * by setting. Renders no element of its own.
 */
export function ElicitationLanguageProvider({ children, messages, locale, dir }: ElicitationLanguageProviderProps) {
  const value = useInheritedLanguage({ messages, locale, dir });
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}
