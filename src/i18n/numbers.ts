/**
 * Whole numbers as a locale writes them, without building an `Intl.NumberFormat` where the answer is
 * known. A page's first `Intl.NumberFormat` costs tens of milliseconds (ICU's number data), the
 * largest single step of a small form's first render on a slow phone, and a form's hints and counts
 * are mostly small whole numbers. In the languages below every region writes 0 to 999 with the ASCII
 * digits and no grouping (CLDR's `latn` numbering system), so such a number is `String(n)` there;
 * any other number, language, or locale with a Unicode extension (`-u-nu-…`) goes to `Intl`.
 */
import { numberFormat } from './format';

/** @internal Languages whose every region numbers with `latn` (test/core/numbers.test.ts checks each against Intl). */
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

/** Whether `locale` writes 0 to 999 as ASCII digits, ungrouped, in every region. */
export function writesAsciiDigits(locale: string): boolean {
  if (/-u-/i.test(locale)) return false;
  return ASCII_DIGIT_LANGUAGES.has(locale.split(/[-_]/)[0]?.toLowerCase() ?? '');
}

/** `value` as `Intl.NumberFormat(locale)` formats it, reaching for Intl only when it must. */
export function formatNumber(value: number, locale: string): string {
  const small = Number.isInteger(value) && value >= 0 && value < 1000 && !Object.is(value, -0);
  return small && writesAsciiDigits(locale) ? String(value) : numberFormat(locale).format(value);
}
