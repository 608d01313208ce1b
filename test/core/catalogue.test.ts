import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import { fillPlural, fillPluralRange } from '../../src/i18n/format';
import type { Plural } from '../../src/i18n/messages';
import { ar } from '../../src/locales/ar';
import { ko } from '../../src/locales/ko';

// Placeholders that stand for a count of things: the words around them depend on the number.
const COUNTS = ['count', 'minLength', 'maxLength', 'minItems', 'maxItems'];

/**
 * Every text of a catalogue outside plural forms, nested records (reasons, problems' variants)
 * included, as [path, text]; its tag and secret-asking words aside.
 */
function singularTexts(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value !== 'object' || value === null || value instanceof RegExp) return [];
  if (typeof (value as Plural).other === 'string') return [];
  return Object.entries(value).flatMap(([key, inner]) => singularTexts(inner, path ? `${path}.${key}` : key));
}

describe.each([
  ['en', en],
  ['ko', ko],
  ['ar', ar],
])('the %s catalogue', (_locale, catalogue) => {
  it('puts every count in plural forms', () => {
    const { locale: _tag, sensitiveWords: _words, ...sections } = catalogue;
    const texts = singularTexts(sections);
    expect(texts.length).toBeGreaterThan(200);
    for (const [path, value] of texts) {
      for (const name of COUNTS)
        expect(value.includes(`{${name}}`), `${path}: "${value}" needs plural forms`).toBe(false);
    }
  });

  it('names its language and brings its secret-asking words as case-insensitive Unicode patterns', () => {
    expect(catalogue.locale).toBe(_locale);
    for (const [kind, pattern] of Object.entries(catalogue.sensitiveWords)) {
      expect(pattern, kind).toBeInstanceOf(RegExp);
      expect(pattern.flags, kind).toContain('i');
      expect(pattern.flags, kind).toContain('u');
    }
  });
});

describe('plural forms', () => {
  it('says "1 character" and "2 characters"', () => {
    expect(fillPlural(en.form.lengthAtLeast, 1, { minLength: 1 }, 'en')).toBe('At least 1 character');
    expect(fillPlural(en.form.lengthAtLeast, 2, { minLength: 2 }, 'en')).toBe('At least 2 characters');
    expect(fillPlural(en.errors.minLength, 1, { minLength: 1 }, 'en')).toBe('Use at least 1 character.');
    expect(fillPlural(ko.form.lengthAtMost, 1, { maxLength: 1 }, 'ko')).toBe('1자 이하');
  });

  it('chooses a range’s form for the whole range', () => {
    expect(fillPluralRange(en.form.lengthBetween, 1, 2, { minLength: 1, maxLength: 2 }, 'en')).toBe(
      '1 to 2 characters',
    );
    expect(fillPluralRange(ko.form.lengthBetween, 2, 10, { minLength: 2, maxLength: 10 }, 'ko')).toBe('2~10자');
  });
});

/** Every string in a catalogue, nested records (reasons, dangers, plural forms) included, as [path, text]. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => strings(inner, path ? `${path}.${key}` : key));
}

describe('the Korean catalogue (issue 20, defect 10)', () => {
  it('never leans on a particle fallback such as 이(가) or (으)로: a noun follows every placeholder that takes one', () => {
    const fallbacks = strings(ko).filter(([, text]) =>
      /이\(가\)|을\(를\)|은\(는\)|과\(와\)|와\(과\)|\(으\)|\(이\)/.test(text),
    );
    expect(fallbacks).toEqual([]);
  });

  it('puts no particle that depends on the last sound straight after a placeholder', () => {
    // 에, 에서, 의, 도, 처럼, 만 read the same after any word; 이/가, 을/를, 은/는, 과/와 and (으)로 do not.
    const attached = strings(ko).filter(([, text]) => /\}(이|가|을|를|은|는|과|와|으로|로)(?![가-힣])/.test(text));
    expect(attached).toEqual([]);
  });
});
