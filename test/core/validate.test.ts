import { describe, expect, it } from 'vitest';
import {
  type ElicitationValues,
  type FormElicitationRequest,
  parseElicitationRequest,
  validateAnswers,
} from '../../src/core';
import { requestFixtures } from '../fixtures';

function request(properties: Record<string, unknown>, required: string[] = []): FormElicitationRequest {
  const parsed = parseElicitationRequest({ message: 'm', requestedSchema: { type: 'object', properties, required } });
  if (!parsed.ok || parsed.request.mode !== 'form') throw new Error(JSON.stringify(parsed));
  return parsed.request;
}

const errorsOf = (req: FormElicitationRequest, values: ElicitationValues) =>
  validateAnswers(req, values).errors.map(({ name, code, params }) => ({ name, code, params }));

describe('validateAnswers', () => {
  const cases: [string, Record<string, unknown>, unknown, string | null, Record<string, unknown>?][] = [
    ['text ok', { type: 'string' }, 'hi', null],
    ['text not a string', { type: 'string' }, 5, 'type', { expected: 'string' }],
    ['minLength', { type: 'string', minLength: 3 }, 'ab', 'minLength', { minLength: 3, length: 2 }],
    ['minLength counts code points', { type: 'string', minLength: 2 }, '😀😀', null],
    ['maxLength counts code points', { type: 'string', maxLength: 1 }, '😀', null],
    ['maxLength', { type: 'string', maxLength: 2 }, 'abc', 'maxLength', { maxLength: 2, length: 3 }],
    ['email ok', { type: 'string', format: 'email' }, 'a@example.com', null],
    ['email bad', { type: 'string', format: 'email' }, 'a@', 'email', {}],
    ['uri ok', { type: 'string', format: 'uri' }, 'https://example.com/x?y=1', null],
    ['uri relative', { type: 'string', format: 'uri' }, 'example.com', 'uri', {}],
    ['date ok', { type: 'string', format: 'date' }, '2024-02-29', null],
    ['date impossible', { type: 'string', format: 'date' }, '2023-02-29', 'date', {}],
    ['date-time ok', { type: 'string', format: 'date-time' }, '2024-05-01T10:30:00+09:00', null],
    ['date-time without offset', { type: 'string', format: 'date-time' }, '2024-05-01T10:30:00', 'date-time', {}],
    ['number ok', { type: 'number' }, 3.5, null],
    ['number NaN', { type: 'number' }, Number.NaN, 'number', {}],
    ['number Infinity', { type: 'number' }, Number.POSITIVE_INFINITY, 'number', {}],
    ['number as text', { type: 'number' }, '3', 'number', {}],
    ['number partial input', { type: 'number' }, '-', 'number', {}],
    ['integer fraction', { type: 'integer' }, 1.5, 'integer', {}],
    ['integer unsafe', { type: 'integer' }, 2 ** 53, 'integer', {}],
    ['integer ok', { type: 'integer' }, -7, null],
    ['minimum', { type: 'number', minimum: 18 }, 17.9, 'minimum', { minimum: 18 }],
    ['minimum inclusive', { type: 'number', minimum: 18 }, 18, null],
    ['maximum', { type: 'integer', maximum: 10 }, 11, 'maximum', { maximum: 10 }],
    ['boolean ok', { type: 'boolean' }, false, null],
    ['boolean as text', { type: 'boolean' }, 'false', 'type', { expected: 'boolean' }],
    ['option ok', { type: 'string', enum: ['a', 'b'] }, 'b', null],
    ['option unknown', { type: 'string', enum: ['a', 'b'] }, 'c', 'option', {}],
    ['option is a title, not a value', { type: 'string', oneOf: [{ const: 'r', title: 'Red' }] }, 'Red', 'option', {}],
    ['multi ok', { type: 'array', items: { type: 'string', enum: ['a', 'b'] } }, ['a'], null],
    [
      'multi unknown',
      { type: 'array', items: { type: 'string', enum: ['a', 'b'] } },
      ['a', 'z'],
      'option',
      { value: 'z' },
    ],
    ['multi not array', { type: 'array', items: { type: 'string', enum: ['a'] } }, 'a', 'type', { expected: 'array' }],
    [
      'minItems',
      { type: 'array', minItems: 2, items: { type: 'string', enum: ['a', 'b'] } },
      ['a'],
      'minItems',
      { minItems: 2, count: 1 },
    ],
    [
      'maxItems',
      { type: 'array', maxItems: 1, items: { type: 'string', enum: ['a', 'b'] } },
      ['a', 'b'],
      'maxItems',
      { maxItems: 1, count: 2 },
    ],
  ];

  it.each(cases)('%s', (_name, schema, value, code, params = {}) => {
    const req = request({ x: schema });
    expect(errorsOf(req, { x: value })).toEqual(code ? [{ name: 'x', code, params }] : []);
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['empty text', ''],
  ])('a required field that is %s is "required"', (_name, value) => {
    const req = request({ x: { type: 'string' } }, ['x']);
    expect(errorsOf(req, { x: value })).toEqual([{ name: 'x', code: 'required', params: {} }]);
  });

  it('false and 0 are answers, not missing', () => {
    const req = request({ b: { type: 'boolean' }, n: { type: 'number' } }, ['b', 'n']);
    expect(validateAnswers(req, { b: false, n: 0 })).toEqual({ valid: true, errors: [] });
  });

  it('an empty selection answers a required multi-select unless minItems says otherwise', () => {
    const plain = request({ m: { type: 'array', items: { type: 'string', enum: ['a'] } } }, ['m']);
    expect(validateAnswers(plain, { m: [] }).valid).toBe(true);
    const atLeastOne = request({ m: { type: 'array', minItems: 1, items: { type: 'string', enum: ['a'] } } }, ['m']);
    expect(errorsOf(atLeastOne, { m: [] })).toEqual([
      { name: 'm', code: 'minItems', params: { minItems: 1, count: 0 } },
    ]);
  });

  it('an optional field left empty is valid whatever its constraints', () => {
    const req = request({
      t: { type: 'string', minLength: 5, format: 'email' },
      m: { type: 'array', minItems: 1, items: { type: 'string', enum: ['a'] } },
    });
    expect(validateAnswers(req, { t: '', m: [] })).toEqual({ valid: true, errors: [] });
  });

  it('reports one error per field, in field order, and ignores unknown keys', () => {
    const req = request({ a: { type: 'string' }, b: { type: 'number', minimum: 1 } }, ['a', 'b']);
    expect(errorsOf(req, { b: 0, zzz: 'x' })).toEqual([
      { name: 'a', code: 'required', params: {} },
      { name: 'b', code: 'minimum', params: { minimum: 1 } },
    ]);
  });

  it('validates the server-everything defaults as sendable', () => {
    const parsed = parseElicitationRequest(requestFixtures.serverEverything.params);
    if (!parsed.ok) throw new Error('fixture');
    expect(errorsOf(parsed.request as FormElicitationRequest, { name: 'Ada' })).toEqual([]);
  });

  it('has nothing to validate on a URL request', () => {
    const parsed = parseElicitationRequest(requestFixtures.seedUrlApiKey.params);
    if (!parsed.ok) throw new Error('fixture');
    expect(validateAnswers(parsed.request, { anything: 1 })).toEqual({ valid: true, errors: [] });
  });

  it('tolerates values that are not an object', () => {
    const req = request({ a: { type: 'string' } }, ['a']);
    expect(errorsOf(req, null as unknown as ElicitationValues)).toEqual([{ name: 'a', code: 'required', params: {} }]);
  });

  it('reads only own answers (no prototype lookups)', () => {
    const req = request({ constructor: { type: 'string' } }, ['constructor']);
    expect(errorsOf(req, {})).toEqual([{ name: 'constructor', code: 'required', params: {} }]);
  });
});
