/**
 * `formatNumber` is `Intl.NumberFormat` (every fraction digit kept) without building one where the answer is known: the same
 * text for every number and locale, and for each language it answers alone, every region of it
 * numbers with the ASCII digits.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { ASCII_DIGIT_LANGUAGES, formatNumber, writesAsciiDigits } from '../../src/core/template';
import { countIntlFormats } from '../support/intl';
import { propertyParams } from '../support/properties';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const REGIONS = [...LETTERS].flatMap((first) => [...LETTERS].map((second) => `${first}${second}`));

const RealNumberFormat = Intl.NumberFormat;
// formatNumber keeps every fraction digit of a bound (0.0005 is not 0).
const ALL_DIGITS: Intl.NumberFormatOptions = { maximumFractionDigits: 20 };
afterEach(() => {
  Intl.NumberFormat = RealNumberFormat;
});

describe('formatNumber', () => {
  it.each([...ASCII_DIGIT_LANGUAGES])('%s: every region writes 0 to 999 as ASCII digits, ungrouped', (language) => {
    for (const locale of [language, ...REGIONS.map((region) => `${language}-${region}`)]) {
      const format = new Intl.NumberFormat(locale);
      expect(format.resolvedOptions().numberingSystem, locale).toBe('latn');
      for (const value of [0, 7, 42, 999]) expect(format.format(value), locale).toBe(String(value));
    }
    const format = new Intl.NumberFormat(language);
    for (let value = 0; value < 1000; value++) expect(formatNumber(value, language)).toBe(format.format(value));
  });

  it('writes what Intl.NumberFormat writes, for any number in any locale', () => {
    const locales = fc.constantFrom(
      ...ASCII_DIGIT_LANGUAGES,
      'en-US',
      'de-CH',
      'fr-FR',
      'ar',
      'ar-EG',
      'ar-MA',
      'fa',
      'bn',
      'hi',
      'mr',
      'my',
      'en-u-nu-arab',
      'ko-KR-u-nu-hanidec',
    );
    const numbers = fc.oneof(
      fc.integer({ min: -5, max: 1005 }),
      fc.double({ noNaN: false }),
      fc.constantFrom(-0, 1000, 12345, 0.5, Number.NaN, Number.POSITIVE_INFINITY),
    );
    fc.assert(
      fc.property(numbers, locales, (value, locale) => {
        expect(formatNumber(value, locale)).toBe(new Intl.NumberFormat(locale, ALL_DIGITS).format(value));
      }),
      propertyParams(3000, 20261207),
    );
  });

  it('builds no Intl.NumberFormat for a small whole number in a language it knows, and one otherwise', () => {
    const counter = countIntlFormats();
    expect(formatNumber(200, 'en')).toBe('200');
    expect(formatNumber(3, 'ko-KR')).toBe('3');
    expect(counter.made).toBe(0);
    expect(writesAsciiDigits('ar-EG')).toBe(false);
    expect(writesAsciiDigits('en-u-nu-arab')).toBe(false);
    expect(formatNumber(3, 'ar-SA')).toBe('٣');
    expect(counter.made).toBe(1);
  });
});
