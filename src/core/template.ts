/**
 * Filling `{name}` templates and choosing plural forms with `Intl` for a locale: what the catalogues
 * of the components and core's English problem sentences share, so there is one way to fill either.
 */

/** Plural forms by `Intl.PluralRules` category; `other` is required. */
export interface Plural {
  zero?: string;
  one?: string;
  two?: string;
  few?: string;
  many?: string;
  other: string;
}

/** Values a template may refer to. */
export type MessageParams = Record<string, string | number | undefined>;

/** One piece of a filled template: literal text, or a value put in for a placeholder. */
export interface TemplatePart {
  text: string;
  /** Whether `text` came from a param (so a UI can isolate it from the words around it). */
  filled: boolean;
  /** The name of the param that filled `text`, when `filled`. */
  param?: string;
}

/** Caches what `make` builds for each distinct argument list (Intl objects are costly to construct). */
export function memoized<A extends unknown[], R>(make: (...args: A) => R): (...args: A) => R {
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
const pluralRules = memoized((locale: string) => new Intl.PluralRules(locale));

// Every digit a bound or a count has: the default (three fraction digits) would print 0.0005 as 0.
const ALL_DIGITS: Intl.NumberFormatOptions = { maximumFractionDigits: 20 };

/**
 * @internal Languages whose every region writes 0 to 999 with the ASCII digits and no grouping
 * (CLDR's `latn` numbering system; test/core/numbers.test.ts checks each against Intl, region by region).
 */
export const ASCII_DIGIT_LANGUAGES: ReadonlySet<string> = new Set([
  'cs',
  'da',
  'de',
  'el',
  'en',
  'es',
  'fi',
  'fr',
  'he',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'nb',
  'nl',
  'pl',
  'pt',
  'ro',
  'ru',
  'sk',
  'sv',
  'tr',
  'uk',
  'vi',
  'zh',
]);

/** @internal Whether `locale` writes 0 to 999 as ASCII digits, ungrouped, in every region. */
export function writesAsciiDigits(locale: string): boolean {
  if (/-u-/i.test(locale)) return false;
  return ASCII_DIGIT_LANGUAGES.has(locale.split(/[-_]/)[0]?.toLowerCase() ?? '');
}

/**
 * A number as the locale writes it (its digits, grouping and decimal sign), every fraction digit kept.
 * A small whole number in a language that writes it with ASCII digits is written without an
 * `Intl.NumberFormat`: a page's first one costs tens of milliseconds (ICU's number data), the largest
 * single step of a small form's first render on a slow phone, and hints and counts are mostly such numbers.
 */
export function formatNumber(value: number, locale: string): string {
  const small = Number.isInteger(value) && value >= 0 && value < 1000 && !Object.is(value, -0);
  return small && writesAsciiDigits(locale) ? String(value) : numberFormat(locale, ALL_DIGITS).format(value);
}

/** Splits a template into literal text and filled values; unknown names stay visible as written. */
export function splitTemplate(template: string, params: MessageParams, locale: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let last = 0;
  for (const match of template.matchAll(/\{(\w+)\}/g)) {
    const value = params[match[1] as string];
    if (value === undefined) continue;
    if (match.index > last) parts.push({ text: template.slice(last, match.index), filled: false });
    parts.push({
      text: typeof value === 'number' ? formatNumber(value, locale) : value,
      filled: true,
      param: match[1] as string,
    });
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

/** `plural`'s form for `count` in the locale (`Intl.PluralRules`), or its `other` form when it has none. */
export function pluralForm(plural: Plural, count: number, locale: string): string {
  return formOf(plural, pluralRules(locale).select(count));
}

/** Picks the plural form for `count` (`Intl.PluralRules`) and fills it; `count` is also a param. */
export function fillPlural(plural: Plural, count: number, params: MessageParams, locale: string): string {
  return fillTemplate(pluralForm(plural, count, locale), { count, ...params }, locale);
}

function formOf(plural: Plural, category: Intl.LDMLPluralRule): string {
  return plural[category as keyof Plural] ?? plural.other;
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
  return fillTemplate(formOf(plural, category), params, locale);
}
