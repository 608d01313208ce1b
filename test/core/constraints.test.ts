import { Validator } from '@cfworker/json-schema';
import { describe, expect, it } from 'vitest';
import { buildResult, InvalidAnswersError, parseElicitationRequest, validateAnswers } from '../../src/core';
import { honouredConstraints, refusedConstraints } from '../fixtures/constraints';

// The oracle is the server's ORIGINAL schema, not the one the library rebuilt from its model.
function oracleAccepts(requestedSchema: object, content: Record<string, unknown>): boolean {
  return new Validator(requestedSchema, '2020-12', false).validate(content).valid;
}

describe('constraints outside the grammar are honoured (issue 9, defect 5)', () => {
  it.each(honouredConstraints)(
    '$keyword: validateAnswers and buildResult agree with the original schema',
    ({ keyword, schema, answers }) => {
      const requestedSchema = { type: 'object', properties: { f: schema }, required: ['f'] };
      const parsed = parseElicitationRequest({ message: 'm', requestedSchema });
      if (!parsed.ok || parsed.request.mode !== 'form') throw new Error(JSON.stringify(parsed));
      // A multi select's options are chosen once each anyway: `uniqueItems` is honoured without a word.
      if (keyword !== 'uniqueItems')
        expect(parsed.warnings.map((warning) => warning.code)).toContain('constraint-honoured');
      else expect(parsed.warnings).toEqual([]);
      const verdicts = answers.map((answer) => {
        const content = { f: answer };
        const expected = oracleAccepts(requestedSchema, content);
        expect(validateAnswers(parsed.request, content).valid, JSON.stringify(answer)).toBe(expected);
        if (expected) expect(buildResult(parsed.request, 'accept', content)).toEqual({ action: 'accept', content });
        else expect(() => buildResult(parsed.request, 'accept', content)).toThrow(InvalidAnswersError);
        return expected;
      });
      // Every row has an answer the constraint rejects and one it accepts.
      expect(verdicts).toContain(true);
      expect(verdicts).toContain(false);
    },
  );

  it('says which constraint an answer breaks, with its value', () => {
    const parsed = parseElicitationRequest({
      message: 'm',
      requestedSchema: {
        type: 'object',
        properties: {
          a: { type: 'integer', enum: [1, 2, 3] },
          b: { type: 'number', exclusiveMinimum: 0 },
          c: { type: 'number', multipleOf: 5 },
          d: { type: 'array', uniqueItems: true, items: { enum: ['x'] } },
          e: { type: 'string', format: 'ipv4' },
        },
      },
    });
    if (!parsed.ok) throw new Error('expected a valid request');
    expect(validateAnswers(parsed.request, { a: 99, b: 0, c: 7, d: ['x', 'x'], e: 'host' }).errors).toEqual([
      { name: 'a', code: 'enum', params: { values: '1, 2, 3' } },
      { name: 'b', code: 'exclusiveMinimum', params: { exclusiveMinimum: 0 } },
      { name: 'c', code: 'multipleOf', params: { multipleOf: 5 } },
      { name: 'd', code: 'uniqueItems', params: {} },
      { name: 'e', code: 'format', params: { format: 'ipv4' } },
    ]);
  });

  it('does not offer options the schema itself rules out, and says so', () => {
    const parsed = parseElicitationRequest({
      message: 'm',
      requestedSchema: { type: 'object', properties: { f: { type: 'string', enum: ['a', 'bb'], minLength: 2 } } },
    });
    if (!parsed.ok || parsed.request.mode !== 'form') throw new Error('expected a valid form');
    expect(parsed.request.fields[0]).toMatchObject({ options: [{ value: 'bb', label: 'bb' }] });
    expect(parsed.warnings).toContainEqual(
      expect.objectContaining({ code: 'option-unreachable', path: 'requestedSchema.properties.f.enum[0]' }),
    );
  });

  it.each([
    ['no option fits', { type: 'string', enum: ['a'], minLength: 2 }, 'enum-empty'],
    ['no number is allowed', { type: 'integer', enum: [1.5, 'x'] }, 'enum-empty'],
    [
      'no whole number lies in the open range',
      { type: 'integer', exclusiveMinimum: 1, exclusiveMaximum: 2 },
      'range-invalid',
    ],
    ['no number lies in the open range', { type: 'number', minimum: 1, exclusiveMaximum: 1 }, 'range-invalid'],
    ['multipleOf is not positive', { type: 'number', multipleOf: 0 }, 'constraint-invalid'],
    [
      'uniqueItems is not a boolean',
      { type: 'array', uniqueItems: 'yes', items: { enum: ['a'] } },
      'constraint-invalid',
    ],
  ])('refuses a field where %s', (_name, schema, code) => {
    const parsed = parseElicitationRequest({
      message: 'm',
      requestedSchema: { type: 'object', properties: { f: schema } },
    });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problems.map((problem) => problem.code)).toContain(code);
  });
});

describe('constraints the library cannot check make the request not renderable (issue 9, defect 5)', () => {
  it.each(refusedConstraints)('$keyword', ({ requestedSchema, path }) => {
    const parsed = parseElicitationRequest({ message: 'm', requestedSchema });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.problems).toContainEqual(expect.objectContaining({ path, severity: 'error' }));
  });
});
