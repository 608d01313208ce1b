/**
 * What the first render of a form asks of `Intl` in a real browser: the date-time field's zone is read
 * through Temporal (only its name in the locale's words needs `Intl.DateTimeFormat`), and the hints'
 * small numbers come out as `Intl` writes them without building the `Intl.NumberFormat` whose first
 * construction on a page is the costliest step of a cold render.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatNumber } from '../../src/core/template';
import { localeDirection } from '../../src/i18n/format';
import { describeTimeZone, plainTimeZone } from '../../src/rjsf/widgets/dateTime';
import { countIntlFormats } from '../support/intl';

const RealDateTimeFormat = Intl.DateTimeFormat;
const RealNumberFormat = Intl.NumberFormat;
afterEach(() => {
  Intl.DateTimeFormat = RealDateTimeFormat;
  Intl.NumberFormat = RealNumberFormat;
});

/** Counts the `Intl.DateTimeFormat`s and `Intl.NumberFormat`s built from now on (restored after each test). */
const countFormats = () => countIntlFormats('DateTimeFormat', 'NumberFormat');

describe('Intl on the first render, in Chromium', () => {
  it('reads the time zone through Temporal: the only Intl.DateTimeFormats built name it in the locale’s words', () => {
    expect(typeof (globalThis as { Temporal?: unknown }).Temporal).toBe('object');
    const zone = new RealDateTimeFormat().resolvedOptions().timeZone;
    const counter = countFormats();
    const now = new Date(Date.UTC(2024, 6, 1, 12));
    const described = describeTimeZone('en', now);
    // Its long name and its offset; none to read which zone the user is in.
    expect(counter.made).toBe(2);
    expect(described).toBe(describeTimeZone('en', now, zone));
    expect(described).toMatch(/\(GMT([+-]\d{2}:\d{2})?\)$/);
  });

  it('shows the zone before the locale’s words for it are ready with no Intl at all', () => {
    const zone = new RealDateTimeFormat().resolvedOptions().timeZone;
    const counter = countFormats();
    const now = new Date(Date.UTC(2024, 6, 1, 12));
    const plain = plainTimeZone(now);
    expect(plain.startsWith(`${zone} (GMT`)).toBe(true);
    expect(plain).toMatch(/ \(GMT[+-]\d{2}:\d{2}\)$/);
    expect(counter.made).toBe(0);
  });

  it('writes the small numbers of hints as Intl does, with no Intl.NumberFormat', () => {
    const counter = countFormats();
    const written = [0, 1, 8, 200, 999].map((value) => formatNumber(value, 'en'));
    expect(counter.made).toBe(0);
    expect(written).toEqual([0, 1, 8, 200, 999].map((value) => new RealNumberFormat('en').format(value)));
  });

  it('reads the writing direction of a language from the engine’s text info, without loading the likely subtags', () => {
    // The first Intl.Locale#maximize() on a page costs 15–25 ms in Chromium: a form's first render must not pay it.
    const maximize = vi.spyOn(Intl.Locale.prototype, 'maximize');
    try {
      const tags = ['en', 'en-GB', 'ko-KR', 'ja', 'de-DE', 'ar', 'ar-EG', 'he-IL', 'fa', 'az-Arab', 'az-Latn'];
      expect(tags.map((tag) => localeDirection(tag))).toEqual([
        'ltr',
        'ltr',
        'ltr',
        'ltr',
        'ltr',
        'rtl',
        'rtl',
        'rtl',
        'rtl',
        'rtl',
        'ltr',
      ]);
      expect(maximize).not.toHaveBeenCalled();
    } finally {
      maximize.mockRestore();
    }
  });

  it('writes right to left exactly the scripts Chromium’s text info writes right to left, when a tag names one', () => {
    const scripts = [
      ...['Adlm', 'Arab', 'Armi', 'Avst', 'Chrs', 'Cprt', 'Elym', 'Hatr', 'Hebr', 'Hung', 'Khar', 'Lydi', 'Mand'],
      ...['Mani', 'Mend', 'Merc', 'Mero', 'Narb', 'Nbat', 'Nkoo', 'Orkh', 'Ougr', 'Palm', 'Phli', 'Phlp', 'Phnx'],
      ...['Prti', 'Rohg', 'Samr', 'Sarb', 'Sogd', 'Sogo', 'Syrc', 'Thaa', 'Yezi'],
      ...['Latn', 'Cyrl', 'Grek', 'Armn', 'Geor', 'Deva', 'Beng', 'Taml', 'Thai', 'Hans', 'Hant', 'Jpan', 'Kore'],
      ...['Ethi', 'Tfng', 'Cher', 'Mong', 'Tibt', 'Osge', 'Vaii', 'Copt', 'Goth', 'Runr', 'Ogam', 'Brah', 'Xsux'],
    ];
    type TextInfo = { getTextInfo(): { direction: string } };
    const expected = scripts.map(
      (script) => (new Intl.Locale(`und-${script}`) as unknown as TextInfo).getTextInfo().direction,
    );
    expect(scripts.map((script) => localeDirection(`und-${script}`))).toEqual(expected);
    expect(expected.filter((direction) => direction === 'rtl')).toHaveLength(35);
    // ICU reads Nastaliq, the Arabic script's Persian and Urdu style, as left to right; it is not.
    expect(localeDirection('ur-Aran')).toBe('rtl');
  });
});
