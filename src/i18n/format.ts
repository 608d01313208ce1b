/**
 * Filling message templates and choosing plural forms for a locale.
 */
import { en } from './en';
import type { ElicitationMessages, ElicitationMessagesOverride, Plural } from './messages';

/** Caches what `make` builds for each distinct argument list (Intl objects are costly to construct). */
function memoized<A extends unknown[], R>(make: (...args: A) => R): (...args: A) => R {
  const cache = new Map<string, R>();
  return (...args) => {
    const key = JSON.stringify(args);
    let value = cache.get(key);
    if (value === undefined) {
      value = make(...args);
      cache.set(key, value);
    }
    return value;
  };
}

/** A shared `Intl.NumberFormat` for a locale and options. */
export const numberFormat = memoized(
  (locale?: string, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);
/** A shared `Intl.DateTimeFormat` for a locale and options. */
export const dateTimeFormat = memoized(
  (locale?: string, options?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);
/** A shared `Intl.ListFormat` for a locale and options. */
export const listFormat = memoized(
  (locale?: string, options?: Intl.ListFormatOptions) => new Intl.ListFormat(locale, options),
);
const pluralRules = memoized((locale: string) => new Intl.PluralRules(locale));

/** Values a template may refer to. */
export type MessageParams = Record<string, string | number | undefined>;

/** Whether `messages` is a whole catalogue (it names its language) rather than overrides. */
function isCatalogue(messages: ElicitationMessages | ElicitationMessagesOverride): messages is ElicitationMessages {
  return typeof (messages as { locale?: unknown }).locale === 'string';
}

/**
 * A catalogue with a host's own wording applied section by section: `mergeMessages(ko, { actions:
 * { send: '제출' } })`. Entries the overrides leave out keep the catalogue's words.
 */
export function mergeMessages(
  catalogue: ElicitationMessages,
  overrides: ElicitationMessagesOverride,
): ElicitationMessages {
  const merged = { ...catalogue } as Record<string, unknown>;
  for (const [section, entries] of Object.entries(overrides)) {
    if (section === 'locale' || entries === undefined) continue;
    merged[section] = { ...(catalogue as unknown as Record<string, object>)[section], ...entries };
  }
  return merged as unknown as ElicitationMessages;
}

/**
 * @internal What a component's `messages` prop means: a whole catalogue as given, overrides on top of
 * English, or English when absent.
 */
export function resolveMessages(messages?: ElicitationMessages | ElicitationMessagesOverride): ElicitationMessages {
  if (!messages) return en;
  return isCatalogue(messages) ? messages : mergeMessages(en, messages);
}

/** The direction a language is written in. */
export type TextDirection = 'ltr' | 'rtl';

/**
 * The locale to format with: `locale` when `Intl` accepts it as a BCP 47 tag, else `fallback` (the
 * catalogue's own), with a console warning once per tag: a host's typo must not stop a request from
 * being shown (`Intl` throws a RangeError on such a tag).
 */
export const usableLocale = memoized((locale: string, fallback: string): string => {
  try {
    Intl.getCanonicalLocales(locale);
    return locale;
  } catch {
    console.warn(`mcp-elicitation-react: "${locale}" is not a BCP 47 language tag; using "${fallback}".`);
    return fallback;
  }
});

// Scripts written right to left (ISO 15924).
const RTL_SCRIPTS = new Set([
  'Adlm',
  'Arab',
  'Aran',
  'Hebr',
  'Mand',
  'Mend',
  'Nkoo',
  'Rohg',
  'Samr',
  'Syrc',
  'Thaa',
  'Yezi',
]);

/**
 * The direction `locale` is written in: that of its script, as written in the tag or as `Intl.Locale`
 * infers it (`ar` → Arab → rtl, `az-Arab` → rtl, `az` → Latn → ltr). Engines' own text info is not
 * used: V8's ignores an explicit script (`az-Arab` reads as ltr). An unreadable tag is left to right.
 */
export const localeDirection = memoized((locale: string): TextDirection => {
  try {
    return RTL_SCRIPTS.has(new Intl.Locale(locale).maximize().script ?? '') ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
});

// Strong right-to-left letters (Hebrew, Arabic, Syriac, Thaana, N'Ko, Samaritan, Mandaic and their
// presentation forms, and the RTL supplementary blocks) and the explicit bidi formatting characters.
const BIDI_SENSITIVE =
  /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u;

/**
 * Whether text could reorder the words around it when shown inside left-to-right text (or be
 * reordered by right-to-left text around it): it holds right-to-left letters or bidi controls.
 */
export function isBidiSensitive(text: string): boolean {
  return BIDI_SENSITIVE.test(text);
}

// A letter of a left-to-right script: any letter outside the right-to-left blocks above.
const STRONG_LTR = /(?![\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}])\p{L}/u;

/**
 * Whether text placed among words written in `direction` could reorder them or be reordered by
 * them: in left-to-right text, right-to-left letters or bidi controls; in right-to-left text, also
 * left-to-right letters ("Email (work)" would lose its closing parenthesis to the line's end).
 */
export function needsIsolation(text: string, direction: TextDirection = 'ltr'): boolean {
  return BIDI_SENSITIVE.test(text) || (direction === 'rtl' && STRONG_LTR.test(text));
}

/** One piece of a filled template: literal text, or a value put in for a placeholder. */
export interface TemplatePart {
  text: string;
  /** Whether `text` came from a param (so a UI can isolate it from the words around it). */
  filled: boolean;
}

/** Splits a template into literal text and filled values; unknown names stay visible as written. */
export function splitTemplate(template: string, params: MessageParams, locale: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let last = 0;
  for (const match of template.matchAll(/\{(\w+)\}/g)) {
    const value = params[match[1] as string];
    if (value === undefined) continue;
    if (match.index > last) parts.push({ text: template.slice(last, match.index), filled: false });
    parts.push({ text: typeof value === 'number' ? numberFormat(locale).format(value) : value, filled: true });
    last = match.index + match[0].length;
  }
  if (last < template.length) parts.push({ text: template.slice(last), filled: false });
  return parts;
}

/** Replaces `{name}` placeholders; numbers are formatted for the locale. Unknown names stay visible. */
export function fillTemplate(template: string, params: MessageParams, locale: string): string {
  return splitTemplate(template, params, locale)
    .map((part) => part.text)
    .join('');
}

/** Picks the plural form for `count` (`Intl.PluralRules`) and fills it; `count` is also a param. */
export function fillPlural(plural: Plural, count: number, params: MessageParams, locale: string): string {
  return fillCategory(plural, pluralRules(locale).select(count), { count, ...params }, locale);
}

/** Fills `plural`'s form for `category`, or its `other` form when it has none. */
function fillCategory(plural: Plural, category: Intl.LDMLPluralRule, params: MessageParams, locale: string): string {
  return fillTemplate(plural[category as keyof Plural] ?? plural.other, params, locale);
}

/**
 * Picks the plural form for the range `start`–`end` (`Intl.PluralRules#selectRange`: in English
 * "1 to 2 characters", never "character") and fills it.
 */
export function fillPluralRange(
  plural: Plural,
  start: number,
  end: number,
  params: MessageParams,
  locale: string,
): string {
  // ECMA-402's selectRange, which TypeScript's ES2023 library does not declare yet.
  const rules = pluralRules(locale) as Intl.PluralRules & {
    selectRange?: (start: number, end: number) => Intl.LDMLPluralRule;
  };
  // Engines without selectRange (before Chrome 106, Safari 15.4) take the end of the range.
  const category =
    start <= end && typeof rules.selectRange === 'function' ? rules.selectRange(start, end) : rules.select(end);
  return fillCategory(plural, category, params, locale);
}
