/**
 * Filling message templates and choosing plural forms for a locale.
 */
import { en } from './en';
import { ko } from './ko';
import type { ElicitationMessages, ElicitationMessagesOverride, Plural } from './messages';

/** Values a template may refer to. */
export type MessageParams = Record<string, string | number | undefined>;

const BUILT_IN: Record<string, ElicitationMessages> = { en, ko };

/** The built-in catalogue for a BCP 47 locale: its language if built in, else English. */
export function builtInMessages(locale: string): ElicitationMessages {
  const language = locale.toLowerCase().split(/[-_]/)[0] ?? 'en';
  return BUILT_IN[language] ?? en;
}

/** The built-in catalogue for `locale` with a host's overrides applied section by section. */
export function resolveMessages(locale: string, overrides?: ElicitationMessagesOverride): ElicitationMessages {
  const base = builtInMessages(locale);
  if (!overrides) return base;
  const merged = { ...base } as Record<string, unknown>;
  for (const [section, entries] of Object.entries(overrides)) {
    merged[section] = { ...(base as unknown as Record<string, object>)[section], ...entries };
  }
  return merged as unknown as ElicitationMessages;
}

/** Replaces `{name}` placeholders; numbers are formatted for the locale. Unknown names stay visible. */
export function fillTemplate(template: string, params: MessageParams, locale: string): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? new Intl.NumberFormat(locale).format(value) : value;
  });
}

/** Picks the plural form for `count` (`Intl.PluralRules`) and fills it; `count` is also a param. */
export function fillPlural(plural: Plural, count: number, params: MessageParams, locale: string): string {
  const category = new Intl.PluralRules(locale).select(count) as keyof Plural;
  const template = plural[category] ?? plural.other;
  return fillTemplate(template, { count, ...params }, locale);
}
