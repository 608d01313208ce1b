/**
 * The translator's checklist (docs/languages.md), enforced: every catalogue in `src/locales/`, found
 * by file, and English are held to `CATALOGUE_SPEC` (the keys English has, the placeholders the
 * components pass for each entry, the plural forms the locale's `Intl.PluralRules` needs, secret-asking
 * words that are regular expressions) and every locale is an entry of the package. A new
 * `src/locales/<tag>.ts` is checked without touching this file.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { SensitiveKind } from '../../src/core/sensitive';
import { en } from '../../src/i18n/en';
import type { ElicitationMessages } from '../../src/i18n/messages';
import { CATALOGUE_SPEC, type EntrySpec } from '../../src/i18n/params';

const root = new URL('../../', import.meta.url);

/** Every module of `src/locales/`, by file name (the tag). */
const modules = import.meta.glob<Record<string, unknown>>('../../src/locales/*.ts', { eager: true });

const isCatalogue = (value: unknown): value is ElicitationMessages =>
  typeof value === 'object' && value !== null && typeof (value as { locale?: unknown }).locale === 'string';

/** `[tag, the catalogues it exports]` for each file of `src/locales/`. */
const files = Object.entries(modules).map(([path, exports]) => {
  const tag = path.replace(/^.*\/([^/]+)\.ts$/, '$1');
  return { tag, catalogues: Object.values(exports).filter(isCatalogue) };
});

const PLACEHOLDER = /\{(\w+)\}/g;
const CATEGORIES = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

/** The canonical form of a BCP 47 tag, or undefined when it is not one. */
function canonical(tag: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof RegExp);

/**
 * What is wrong with `catalogue`, one sentence each, checked against `spec` and English: nothing
 * when it is complete. Walks the spec, the catalogue and English side by side.
 */
function catalogueFindings(catalogue: unknown, english: ElicitationMessages = en): string[] {
  const findings: string[] = [];
  if (!isCatalogue(catalogue)) return ['not a catalogue: it has no `locale` tag'];
  const { locale } = catalogue;
  let categories: string[] = [];
  try {
    categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  } catch {
    // Reported on `locale`; its plural forms cannot be known.
  }

  const placeholders = (path: string, text: string, allowed: readonly string[]) => {
    for (const [, name] of text.matchAll(PLACEHOLDER)) {
      if (!allowed.includes(name as string))
        findings.push(
          `${path}: {${name}} is not passed here (allowed: ${allowed.map((p) => `{${p}}`).join(' ') || 'none'})`,
        );
    }
  };

  const keys = (path: string, value: Record<string, unknown>, expected: string[]) => {
    for (const key of expected) if (!Object.hasOwn(value, key)) findings.push(`${path}.${key}: missing`);
    for (const key of Object.keys(value)) if (!expected.includes(key)) findings.push(`${path}.${key}: not in English`);
  };

  const walk = (spec: EntrySpec, value: unknown, reference: unknown, path: string): void => {
    if ('tag' in spec) {
      if (typeof value !== 'string' || canonical(value) !== value)
        findings.push(`${path}: ${JSON.stringify(value)} is not a canonical BCP 47 tag`);
      else if (Intl.PluralRules.supportedLocalesOf([value]).length === 0)
        findings.push(`${path}: Intl has no plural rules for ${value}`);
    } else if ('template' in spec) {
      if (typeof value !== 'string') findings.push(`${path}: expected text, found ${typeof value}`);
      else placeholders(path, value, spec.template);
    } else if ('plural' in spec) {
      if (!isRecord(value) || typeof value.other !== 'string') {
        findings.push(`${path}: expected plural forms with \`other\``);
        return;
      }
      for (const category of new Set([...categories, 'other']))
        if (typeof value[category] !== 'string') findings.push(`${path}.${category}: missing (${locale} uses it)`);
      for (const [category, form] of Object.entries(value)) {
        if (!CATEGORIES.has(category)) findings.push(`${path}.${category}: not a plural category`);
        else if (typeof form !== 'string') findings.push(`${path}.${category}: expected text`);
        else placeholders(`${path}.${category}`, form, spec.plural);
      }
    } else if ('each' in spec || 'entries' in spec) {
      if (!isRecord(value)) {
        findings.push(`${path}: expected a group of entries`);
        return;
      }
      const expected = 'entries' in spec ? Object.keys(spec.entries) : Object.keys(reference as object);
      keys(path, value, expected);
      for (const key of expected) {
        if (!Object.hasOwn(value, key)) continue;
        const inner = 'entries' in spec ? (spec.entries[key] as EntrySpec) : spec.each;
        walk(inner, value[key], (reference as Record<string, unknown>)[key], `${path}.${key}`);
      }
    } else if ('words' in spec) {
      if (!isRecord(value)) {
        findings.push(`${path}: expected regular expressions by kind`);
        return;
      }
      const kinds = Object.keys(english.kinds) as SensitiveKind[];
      for (const [kind, pattern] of Object.entries(value)) {
        if (!kinds.includes(kind as SensitiveKind)) findings.push(`${path}.${kind}: not a kind of secret`);
        if (!(pattern instanceof RegExp)) {
          findings.push(`${path}.${kind}: not a regular expression`);
          continue;
        }
        try {
          new RegExp(pattern.source, pattern.flags);
        } catch {
          findings.push(`${path}.${kind}: not a valid regular expression`);
        }
        if (!pattern.flags.includes('i') || !pattern.flags.includes('u'))
          findings.push(`${path}.${kind}: needs the i and u flags`);
      }
    }
  };

  keys('', catalogue as unknown as Record<string, unknown>, Object.keys(CATALOGUE_SPEC));
  for (const [section, spec] of Object.entries(CATALOGUE_SPEC) as [keyof ElicitationMessages, EntrySpec][]) {
    if (Object.hasOwn(catalogue, section)) walk(spec, catalogue[section], english[section], section);
  }
  return findings.map((finding) => finding.replace(/^\./, ''));
}

describe('the locale checklist', () => {
  it('finds the catalogues in src/locales by file, one per file, named by its tag', () => {
    expect(files.map(({ tag }) => tag)).toContain('ko');
    for (const { tag, catalogues } of files) {
      expect(catalogues, tag).toHaveLength(1);
      expect(catalogues[0]?.locale, tag).toBe(tag);
    }
  });

  it.each([['en', en] as const, ...files.map(({ tag, catalogues }) => [tag, catalogues[0]] as const)])(
    'the %s catalogue has every key English has, and no other; only placeholders its entry is filled with; every plural form its language uses; secret-asking words that are regular expressions',
    (_tag, catalogue) => {
      expect(catalogueFindings(catalogue)).toEqual([]);
    },
  );

  it('English has exactly the entries the spec describes', () => {
    // English is the reference for records (reasons, kinds): the spec must name the same sections.
    expect(Object.keys(en).sort()).toEqual(Object.keys(CATALOGUE_SPEC).sort());
  });

  it.each(files.map(({ tag }) => [tag]))(
    '%s is an entry of the package: exported, built, resolved, in the README, with an API report',
    (tag) => {
      const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
        exports: Record<string, { types?: string; import?: string }>;
      };
      expect(pkg.exports[`./locales/${tag}`]).toEqual({
        types: `./dist/types/locales/${tag}.d.ts`,
        import: `./dist/locales-${tag}.js`,
      });
      const vite = readFileSync(new URL('vite.config.ts', root), 'utf8');
      expect(vite).toContain(`'locales-${tag}': 'src/locales/${tag}.ts'`);
      const tsconfig = JSON.parse(readFileSync(new URL('tsconfig.json', root), 'utf8')) as {
        compilerOptions: { paths: Record<string, string[]> };
      };
      expect(tsconfig.compilerOptions.paths[`mcp-elicitation-react/locales/${tag}`]).toEqual([
        `./src/locales/${tag}.ts`,
      ]);
      const readme = readFileSync(new URL('README.md', root), 'utf8');
      expect(readme).toMatch(new RegExp(`^\\| \`mcp-elicitation-react/locales/${tag}\` +\\|`, 'm'));
      expect(existsSync(new URL(`api/locales-${tag}.api.md`, root))).toBe(true);
    },
  );
});

describe('the locale checklist fails a catalogue', () => {
  const ko = files.find(({ tag }) => tag === 'ko')?.catalogues[0] as ElicitationMessages;
  /** `ko` with one change made by `edit` on a deep copy (regular expressions kept). */
  type Copy = Record<string, Record<string, unknown>>;
  const broken = (edit: (copy: Copy) => void) => {
    const copy = structuredClone({ ...ko, sensitiveWords: {} }) as unknown as Copy;
    copy.sensitiveWords = { ...ko.sensitiveWords };
    edit(copy);
    return catalogueFindings(copy);
  };

  it('that misses a key, or has one English does not', () => {
    expect(
      broken((copy) => {
        delete copy.actions!.send;
        (copy.url!.reasons as Record<string, string>)['made-up'] = '…';
        delete (copy.problems!['enum-empty'] as Record<string, string>)['none-fit'];
      }),
    ).toEqual([
      'actions.send: missing',
      'url.reasons.made-up: not in English',
      'problems.enum-empty.none-fit: missing',
    ]);
  });

  it('that uses a placeholder its entry is not filled with', () => {
    expect(
      broken((copy) => {
        copy.actions = { ...copy.actions, send: '{server}에 보내기' };
        copy.problems = { ...copy.problems, 'type-missing': '{value} 속성에 "type" 값이 없어요.' };
      }),
    ).toEqual([
      'actions.send: {server} is not passed here (allowed: none)',
      'problems.type-missing: {value} is not passed here (allowed: {name})',
    ]);
  });

  it('that misses a plural form its language uses', () => {
    const findings = catalogueFindings({ ...en, locale: 'ru' });
    // Russian uses one, few, many and other: English gives one and other.
    expect(findings).toContain('form.errorsSummary.few: missing (ru uses it)');
    expect(findings).toContain('form.errorsSummary.many: missing (ru uses it)');
    expect(findings).not.toContain('form.errorsSummary.one: missing (ru uses it)');
    expect(broken((copy) => delete (copy.deadline!.hours as Record<string, string>).other)).toEqual([
      'deadline.hours: expected plural forms with `other`',
    ]);
  });

  it('whose secret-asking words are not regular expressions', () => {
    expect(
      broken((copy) => {
        copy.sensitiveWords = { ...copy.sensitiveWords, token: '토큰(', password: /암호/, pin: /핀/iu };
      }),
    ).toEqual([
      'sensitiveWords.token: not a regular expression',
      'sensitiveWords.password: needs the i and u flags',
      'sensitiveWords.pin: not a kind of secret',
    ]);
  });

  it('whose tag is not a BCP 47 tag', () => {
    expect(catalogueFindings({ ...ko, locale: 'ko_KR' })[0]).toMatch(/^locale: .* not a canonical BCP 47 tag/);
  });
});
