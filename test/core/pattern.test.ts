/**
 * `pattern`, honoured in linear time (issue 23): what `parseElicitationRequest` keeps and reports,
 * what `validateAnswers` and `buildResult` decide, a catastrophic pattern, and re2js beside `RegExp`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildResult,
  type FormElicitationRequest,
  InvalidAnswersError,
  type ParseResult,
  parseElicitationRequest,
  validateAnswers,
} from '../../src/core';
import { re2PatternEngine } from '../../src/core/re2';
import { propertyParams, propertyTimeout } from '../support/properties';

function parse(properties: Record<string, unknown>, required: string[] = []): ParseResult {
  return parseElicitationRequest({ message: 'm', requestedSchema: { type: 'object', properties, required } });
}

function formOf(properties: Record<string, unknown>, required: string[] = []): FormElicitationRequest {
  const parsed = parse(properties, required);
  if (!parsed.ok || parsed.request.mode !== 'form') throw new Error(JSON.stringify(parsed));
  return parsed.request;
}

const verdictOf = (schema: Record<string, unknown>, value: unknown, required = false) =>
  validateAnswers(formOf({ answer: schema }, required ? ['answer'] : []), { answer: value }).errors.map(
    ({ code, params }) => ({ code, params }),
  );

describe('validateAnswers with pattern', () => {
  const CODE = '^[A-Z]{3}-\\d{4}$';
  const cases: [string, Record<string, unknown>, string, string | null][] = [
    ['anchored, matching', { pattern: CODE }, 'ABC-1234', null],
    ['anchored, the issue’s example', { pattern: CODE }, 'abc-12', 'pattern'],
    ['anchored, extra text after', { pattern: CODE }, 'ABC-12345', 'pattern'],
    ['anchored, a line break is not an end', { pattern: CODE }, 'ABC-1234\n', 'pattern'],
    ['unanchored searches anywhere', { pattern: '\\d{3}' }, 'room 101, floor 2', null],
    ['unanchored, no match anywhere', { pattern: '\\d{3}' }, 'room 10', 'pattern'],
    ['start anchor only', { pattern: '^https?:' }, 'https://example.com', null],
    ['start anchor only, elsewhere', { pattern: '^https?:' }, 'see https://example.com', 'pattern'],
    ['Unicode letters', { pattern: '^\\p{L}+$' }, 'Jérôme한글', null],
    ['Unicode letters refuse digits', { pattern: '^\\p{L}+$' }, 'abc1', 'pattern'],
    ['Unicode script', { pattern: '^\\p{Script=Hangul}+$' }, '한글', null],
    ['Unicode script refuses Latin', { pattern: '^\\p{Script=Hangul}+$' }, 'hangul', 'pattern'],
    ['a code point is one character', { pattern: '^.$' }, '😀', null],
    ['an astral range', { pattern: '^[😀-😂]$' }, '😁', null],
    ['\\s is ECMA’s (no-break space)', { pattern: '^a\\sb$' }, 'a\u00a0b', null],
    ['. is ECMA’s (no carriage return)', { pattern: '^a.b$' }, 'a\rb', 'pattern'],
    ['case sensitive', { pattern: '^[a-z]+$' }, 'Hello', 'pattern'],
    ['case sensitive, matching', { pattern: '^[a-z]+$' }, 'hello', null],
    ['a class for both cases', { pattern: '^[A-Za-z]+$' }, 'Hello', null],
    ['literal bracket in a class, not POSIX', { pattern: '^[[:a]+$' }, ':[a', null],
    ['maxLength first, then pattern', { maxLength: 8, pattern: CODE }, 'ABC-12345', 'maxLength'],
    ['maxLength met, pattern not', { maxLength: 8, pattern: CODE }, 'abc-1234', 'pattern'],
    ['maxLength and pattern met', { maxLength: 8, pattern: CODE }, 'ABC-1234', null],
    ['minLength below, pattern met', { minLength: 9, pattern: '\\d' }, '1', 'minLength'],
    ['format first, then pattern', { format: 'email', pattern: '@example\\.org$' }, 'a@', 'email'],
    ['format met, pattern not', { format: 'email', pattern: '@example\\.org$' }, 'a@example.com', 'pattern'],
  ];
  it.each(cases)('%s', (_name, constraints, value, code) => {
    const errors = verdictOf({ type: 'string', ...constraints }, value);
    expect(errors.map((error) => error.code)).toEqual(code === null ? [] : [code]);
  });

  it('gives the pattern as the error’s parameter', () => {
    expect(verdictOf({ type: 'string', pattern: '^\\d+$' }, 'x')).toEqual([
      { code: 'pattern', params: { pattern: '^\\d+$' } },
    ]);
  });

  it('treats the empty string as unanswered: optional is fine, required says required', () => {
    expect(verdictOf({ type: 'string', pattern: '^\\d+$' }, '')).toEqual([]);
    expect(verdictOf({ type: 'string', pattern: '^\\d+$' }, '', true)).toEqual([{ code: 'required', params: {} }]);
  });

  it('matches an empty-matching pattern against any answer', () => {
    expect(verdictOf({ type: 'string', pattern: 'x*' }, 'abc')).toEqual([]);
  });

  it('runs a catastrophic pattern against 5,000 a’s and a ! in linear time', () => {
    const request = formOf({ answer: { type: 'string', pattern: '^(a+)+$' } });
    const value = `${'a'.repeat(5000)}!`;
    const started = performance.now();
    const verdict = validateAnswers(request, { answer: value });
    const elapsed = performance.now() - started;
    expect(verdict.errors.map((error) => error.code)).toEqual(['pattern']);
    expect(elapsed).toBeLessThan(250);
    // The same pattern accepts what it should, just as fast.
    expect(validateAnswers(request, { answer: 'a'.repeat(5000) }).valid).toBe(true);
  });
});

describe('buildResult with pattern', () => {
  it('refuses an answer that does not match, naming the field and the code', () => {
    const request = formOf({ code: { type: 'string', pattern: '^[A-Z]{3}-\\d{4}$' } });
    expect(() => buildResult(request, 'accept', { code: 'abc-12' })).toThrow(InvalidAnswersError);
    try {
      buildResult(request, 'accept', { code: 'abc-12' });
    } catch (error) {
      expect((error as InvalidAnswersError).errors).toEqual([
        { name: 'code', code: 'pattern', params: { pattern: '^[A-Z]{3}-\\d{4}$' } },
      ]);
    }
    expect(buildResult(request, 'accept', { code: 'ABC-1234' })).toEqual({
      action: 'accept',
      content: { code: 'ABC-1234' },
    });
  });
});

describe('parseElicitationRequest with pattern', () => {
  const warningsOf = (schema: Record<string, unknown>) => {
    const parsed = parse({ answer: schema });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
    return parsed.warnings.map(({ code, path }) => ({ code, path }));
  };
  const at = 'requestedSchema.properties.answer.pattern';

  it.each([
    ['a backreference', '^(a)\\1$', 'pattern-unsupported', /backreference/],
    ['a named backreference', '^(?<x>a)\\k<x>$', 'pattern-unsupported', /backreference/],
    ['a lookahead', '^(?=.*\\d).+$', 'pattern-unsupported', /lookahead or lookbehind/],
    ['a lookbehind', '(?<!a)b', 'pattern-unsupported', /lookahead or lookbehind/],
    ['a repeat over 1,000', '^a{1001}$', 'pattern-unsupported', /linear-time engine/],
    ['an invalid regular expression', '^[a-', 'pattern-invalid', /not a regular expression/],
    ['a Perl flag group JSON Schema does not have', '(?i)abc', 'pattern-invalid', /not a regular expression/],
    ['a pattern that is not text', 42, 'pattern-invalid', /not a regular expression/],
  ])('reports %s, keeps the field, and does not enforce it', (_name, pattern, code, message) => {
    const parsed = parse({ answer: { type: 'string', pattern } });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok || parsed.request.mode !== 'form') return;
    expect(parsed.warnings).toEqual([expect.objectContaining({ code, path: at, severity: 'warning' })]);
    expect(parsed.warnings[0]?.message).toMatch(message);
    expect(parsed.request.fields[0]?.constraints).toEqual({});
    // No false error: anything is accepted, as the server's own check decides.
    expect(validateAnswers(parsed.request, { answer: 'anything at all' }).valid).toBe(true);
  });

  it('reports a checked pattern as honoured', () => {
    expect(warningsOf({ type: 'string', pattern: '^\\d+$' })).toEqual([{ code: 'constraint-honoured', path: at }]);
  });

  it('drops a default that does not match, with a warning', () => {
    const parsed = parse({ answer: { type: 'string', pattern: '^\\d+$', default: 'abc' } });
    if (!parsed.ok || parsed.request.mode !== 'form') throw new Error('not parsed');
    expect(parsed.request.fields[0]?.default).toBeUndefined();
    expect(parsed.warnings.map((warning) => warning.code)).toContain('default-invalid');
  });

  it('does not offer select options that break the pattern', () => {
    const parsed = parse({ answer: { type: 'string', enum: ['A1', 'b2', 'C3'], pattern: '^[A-Z]\\d$' } });
    if (!parsed.ok || parsed.request.mode !== 'form') throw new Error('not parsed');
    const answer = parsed.request.fields[0];
    expect(answer?.kind === 'single-select' && answer.options.map((option) => option.value)).toEqual(['A1', 'C3']);
    expect(parsed.warnings).toContainEqual(
      expect.objectContaining({ code: 'option-unreachable', path: 'requestedSchema.properties.answer.enum[1]' }),
    );
  });

  it('checks the options of a multi select against the items’ pattern', () => {
    const parsed = parse({
      answer: { type: 'array', items: { type: 'string', enum: ['red', 'Blue'], pattern: '^[a-z]+$' } },
    });
    if (!parsed.ok || parsed.request.mode !== 'form') throw new Error('not parsed');
    const answer = parsed.request.fields[0];
    expect(answer?.kind === 'multi-select' && answer.options.map((option) => option.value)).toEqual(['red']);
  });
});

/** Patterns both engines accept, built from parts whose meaning JSON Schema fixes. */
const atom = fc.constantFrom(
  'a',
  'b',
  'ab',
  '.',
  '\\d',
  '\\D',
  '\\w',
  '\\W',
  '\\s',
  '\\S',
  '[a-c]',
  '[^a]',
  '[\\s]',
  '[\\d_]',
  '\\p{L}',
  '\\P{L}',
  '\\p{Lu}',
  '\\p{Nd}',
  'é',
  '한',
  '😀',
  '\\u00e9',
  '\\u{1F600}',
  '\\.',
  '[\\-]',
  '[.]',
  '\\x41',
  '\\t',
);
const patternArbitrary: fc.Arbitrary<string> = fc.letrec((tie) => ({
  term: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    atom,
    fc.tuple(tie('term'), fc.constantFrom('*', '+', '?', '{2}', '{1,3}', '*?', '{0,}')).map(([t, q]) => `(?:${t})${q}`),
    fc.array(tie('term'), { minLength: 1, maxLength: 3 }).map((terms) => terms.join('')),
    fc.tuple(tie('term'), tie('term')).map(([left, right]) => `(?:${left}|${right})`),
    tie('term').map((t) => `(${t})`),
  ),
  pattern: fc
    .tuple(fc.constantFrom('', '^'), tie('term'), fc.constantFrom('', '(?<name>x?)'), fc.constantFrom('', '$'))
    .map((parts) => parts.join('')),
})).pattern as fc.Arbitrary<string>;
const text = fc
  .array(
    fc.constantFrom('a', 'b', 'c', 'A', '1', '_', ' ', '\u00a0', '\n', '\r', '\u2028', 'é', '한', '😀', '.', '-', '\t'),
    {
      maxLength: 8,
    },
  )
  .map((chars) => chars.join(''));

describe('re2js beside RegExp', () => {
  const RUNS = 400;
  it(
    'agrees with RegExp (u flag, search) on every pattern both accept',
    () => {
      fc.assert(
        fc.property(patternArbitrary, fc.array(text, { minLength: 1, maxLength: 4 }), (pattern, values) => {
          const compiled = re2PatternEngine.compile(pattern);
          // Every generated pattern is one both accept.
          expect(compiled.ok).toBe(true);
          if (!compiled.ok) return;
          const native = new RegExp(pattern, 'u');
          for (const value of values)
            expect(compiled.test(value), `${pattern} on ${JSON.stringify(value)}`).toBe(native.test(value));
        }),
        propertyParams(RUNS, 230_23),
      );
    },
    propertyTimeout(RUNS),
  );
});
