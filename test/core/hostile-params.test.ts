import { describe, expect, it } from 'vitest';
import {
  ElicitationCompletionTracker,
  elicitationInputRequests,
  isInputRequiredResult,
  MAX_DESCRIPTION_LENGTH,
  MAX_ELICITATION_ID_LENGTH,
  MAX_FIELDS,
  MAX_LABEL_LENGTH,
  MAX_MESSAGE_LENGTH,
  MAX_OPTIONS,
  MAX_PROBLEMS,
  MAX_REQUEST_DEPTH,
  MAX_REQUEST_SIZE,
  type ParseResult,
  parseElicitationRequest,
  urlElicitationsFromError,
} from '../../src/core';
import { deepArray, nonStringEnumFields } from '../adversarial/huge-requests';

const form = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  message: 'Tell us',
  requestedSchema: { type: 'object', properties, ...extra },
});

function problemsOf(parsed: ParseResult) {
  if (parsed.ok) throw new Error('expected the request to be refused');
  return parsed.problems;
}

const cyclic: Record<string, unknown> = { message: 'loop', requestedSchema: { type: 'object', properties: {} } };
cyclic._meta = { self: cyclic };
const throwingProxy = new Proxy(
  {},
  {
    ownKeys() {
      throw new Error('trap');
    },
  },
);
const withGetter = Object.defineProperty({ requestedSchema: { type: 'object', properties: {} } }, 'message', {
  enumerable: true,
  get() {
    throw new Error('getter');
  },
});
class Schema {
  type = 'object';
  properties = {};
}

// Issue 9, defect 3: each of these threw (RangeError or TypeError) before.
describe('parseElicitationRequest never throws on params that are not JSON data', () => {
  it.each<[string, () => unknown, string, string]>([
    ['a 10,000-deep array in mode', () => ({ mode: deepArray(10_000), message: 'm' }), 'request-too-deep', 'mode'],
    [
      'a 10,000-deep array in type',
      () => form({ a: { type: deepArray(10_000) } }),
      'request-too-deep',
      'requestedSchema.properties.a.type',
    ],
    [
      'a 10,000-deep array in format',
      () => form({ a: { type: 'string', format: deepArray(10_000) } }),
      'request-too-deep',
      'requestedSchema.properties.a.format',
    ],
    [
      'a 10,000-deep array in default',
      () => form({ a: { type: 'string', default: deepArray(10_000) } }),
      'request-too-deep',
      'requestedSchema.properties.a.default',
    ],
    ['a 10,000-deep array in _meta', () => ({ ...form({}), _meta: deepArray(10_000) }), 'request-too-deep', '_meta'],
    [
      'a BigInt default',
      () => form({ a: { type: 'integer', default: 10n } }),
      'params-not-json',
      'requestedSchema.properties.a.default',
    ],
    ['a BigInt as the params', () => 1n, 'params-not-json', ''],
    ['a cycle through _meta', () => cyclic, 'params-not-json', '_meta.self'],
    [
      'a function title',
      () => form({ a: { type: 'string', title: () => 'x' } }),
      'params-not-json',
      'requestedSchema.properties.a.title',
    ],
    [
      'a symbol message',
      () => ({ message: Symbol('m'), requestedSchema: { type: 'object' } }),
      'params-not-json',
      'message',
    ],
    [
      'NaN as a bound',
      () => form({ a: { type: 'number', minimum: Number.NaN } }),
      'params-not-json',
      'requestedSchema.properties.a.minimum',
    ],
    ['a Date in _meta', () => ({ ...form({}), _meta: { at: new Date(0) } }), 'params-not-json', '_meta.at'],
    [
      'a Map as properties',
      () => ({ message: 'm', requestedSchema: { type: 'object', properties: new Map() } }),
      'params-not-json',
      'requestedSchema.properties',
    ],
    [
      'a class instance as the schema',
      () => ({ message: 'm', requestedSchema: new Schema() }),
      'params-not-json',
      'requestedSchema',
    ],
    ['a getter that throws', () => withGetter, 'params-not-json', 'message'],
    [
      'a proxy whose traps throw',
      () => ({ message: 'm', requestedSchema: throwingProxy }),
      'params-not-json',
      'requestedSchema',
    ],
  ])('%s', (_name, params, code, path) => {
    const problems = problemsOf(parseElicitationRequest(params()));
    // Too deep is reported where the nesting limit was crossed, inside the offending value.
    expect(problems).toEqual([
      expect.objectContaining({
        code,
        path: expect.stringMatching(`^${path.replace(/[.[\]]/g, '\\$&')}`),
        severity: 'error',
      }),
    ]);
    expect(problems[0]?.message).toMatch(/\S.*[.]$/);
  });

  it('reports absent params as not an object', () => {
    expect(problemsOf(parseElicitationRequest(undefined))).toEqual([
      expect.objectContaining({ code: 'params-not-object', path: '' }),
    ]);
  });

  it(`accepts nesting up to ${MAX_REQUEST_DEPTH} levels, _meta included`, () => {
    const parsed = parseElicitationRequest({ ...form({}), _meta: { deep: deepArray(MAX_REQUEST_DEPTH - 3) } });
    expect(parsed.ok).toBe(true);
  });

  it('reads undefined properties as absent and array holes as null, as JSON does', () => {
    const parsed = parseElicitationRequest({
      mode: undefined,
      ...form({}),
      _meta: { list: [1, undefined, 3], hole: new Array(1), gone: undefined },
    });
    expect(parsed.ok && parsed.request._meta).toEqual({ list: [1, null, 3], hole: [null] });
  });

  it('works on a copy: a later change to the params does not reach the parsed request', () => {
    const options = ['x'];
    const params = { ...form({ a: { type: 'string', enum: options } }), _meta: { trace: 'a' } };
    const parsed = parseElicitationRequest(params);
    options.push('y');
    params._meta.trace = 'b';
    expect(parsed.ok && parsed.request.mode === 'form' && parsed.request.fields[0]).toMatchObject({
      options: [{ value: 'x', label: 'x' }],
    });
    expect(parsed.ok && parsed.request._meta).toEqual({ trace: 'a' });
  });
});

describe('the documented limits (issue 9, defect 2)', () => {
  const longText = (length: number) => 'x'.repeat(length);
  const options = (count: number) => Array.from({ length: count }, (_, index) => `o${index}`);
  const fields = (count: number) =>
    Object.fromEntries(Array.from({ length: count }, (_, index) => [`f${index}`, { type: 'boolean' }]));

  it.each<[string, unknown, string, string]>([
    [
      'a request over MAX_REQUEST_SIZE',
      { message: longText(MAX_REQUEST_SIZE), requestedSchema: {} },
      'request-too-large',
      'message',
    ],
    ['more than MAX_FIELDS fields', form(fields(MAX_FIELDS + 1)), 'too-many-fields', 'requestedSchema.properties'],
    [
      'more than MAX_OPTIONS options',
      form({ a: { type: 'string', enum: options(MAX_OPTIONS + 1) } }),
      'too-many-options',
      'requestedSchema.properties.a.enum',
    ],
    [
      'more than MAX_OPTIONS titled options',
      form({
        a: {
          type: 'array',
          items: { anyOf: options(MAX_OPTIONS + 1).map((value) => ({ const: value, title: value })) },
        },
      }),
      'too-many-options',
      'requestedSchema.properties.a.items.anyOf',
    ],
    [
      'a message over MAX_MESSAGE_LENGTH',
      { ...form({}), message: longText(MAX_MESSAGE_LENGTH + 1) },
      'text-too-long',
      'message',
    ],
    [
      'a title over MAX_LABEL_LENGTH',
      form({ a: { type: 'string', title: longText(MAX_LABEL_LENGTH + 1) } }),
      'text-too-long',
      'requestedSchema.properties.a.title',
    ],
    [
      'a description over MAX_DESCRIPTION_LENGTH',
      form({ a: { type: 'string', description: longText(MAX_DESCRIPTION_LENGTH + 1) } }),
      'text-too-long',
      'requestedSchema.properties.a.description',
    ],
    [
      'a property name over MAX_LABEL_LENGTH',
      form({ [longText(MAX_LABEL_LENGTH + 1)]: { type: 'string' } }),
      'text-too-long',
      'requestedSchema.properties',
    ],
    [
      'an option value over MAX_LABEL_LENGTH',
      form({ a: { type: 'string', enum: [longText(MAX_LABEL_LENGTH + 1)] } }),
      'text-too-long',
      'requestedSchema.properties.a.enum[0]',
    ],
    [
      'an option title over MAX_LABEL_LENGTH',
      form({ a: { type: 'string', oneOf: [{ const: 'a', title: longText(MAX_LABEL_LENGTH + 1) }] } }),
      'text-too-long',
      'requestedSchema.properties.a.oneOf[0].title',
    ],
    [
      'an enumNames label over MAX_LABEL_LENGTH',
      form({ a: { type: 'string', enum: ['a'], enumNames: [longText(MAX_LABEL_LENGTH + 1)] } }),
      'text-too-long',
      'requestedSchema.properties.a.enumNames[0]',
    ],
    [
      'an elicitationId over MAX_ELICITATION_ID_LENGTH',
      { mode: 'url', message: 'm', url: 'https://example.com', elicitationId: longText(MAX_ELICITATION_ID_LENGTH + 1) },
      'text-too-long',
      'elicitationId',
    ],
  ])('refuses %s with %s at "%s"', (_name, params, code, path) => {
    const problems = problemsOf(parseElicitationRequest(params));
    expect(problems).toContainEqual(expect.objectContaining({ code, path, severity: 'error' }));
    for (const problem of problems) expect(problem.message.length).toBeLessThan(300);
  });

  it('accepts a request exactly at every limit', () => {
    const properties: Record<string, unknown> = fields(MAX_FIELDS - 1);
    properties[longText(MAX_LABEL_LENGTH)] = {
      type: 'string',
      title: longText(MAX_LABEL_LENGTH),
      description: longText(MAX_DESCRIPTION_LENGTH),
      enum: options(MAX_OPTIONS),
    };
    const parsed = parseElicitationRequest({ ...form(properties), message: longText(MAX_MESSAGE_LENGTH) });
    expect(parsed.ok).toBe(true);
  });

  it(`lists at most ${MAX_PROBLEMS} problems and says how many more were found`, () => {
    const problems = problemsOf(parseElicitationRequest(nonStringEnumFields(MAX_FIELDS)));
    expect(problems).toHaveLength(MAX_PROBLEMS + 1);
    expect(problems.at(-1)).toEqual({
      path: '',
      code: 'problems-truncated',
      params: { count: 2 * MAX_FIELDS - MAX_PROBLEMS },
      message: `${(2 * MAX_FIELDS - MAX_PROBLEMS).toLocaleString('en-US')} more problems were found but are not listed.`,
      severity: 'error',
    });
  });

  it('lists errors before warnings when it must leave some out', () => {
    const properties: Record<string, unknown> = fields(0);
    for (let index = 0; index < MAX_PROBLEMS; index++) properties[`w${index}`] = { type: 'string', title: 5 };
    properties.bad = { type: 'object' };
    const problems = problemsOf(parseElicitationRequest(form(properties)));
    expect(problems).toContainEqual(expect.objectContaining({ code: 'nested-object' }));
    expect(problems.at(-1)).toMatchObject({ code: 'problems-truncated', severity: 'warning' });
  });
});

describe('core readers of server results never throw', () => {
  const hostile = [throwingProxy, withGetter, cyclic, 10n, Symbol('s'), () => 0];
  it.each(hostile.map((value, index) => [index, value]))('answers no for hostile value %i', (_index, value) => {
    expect(isInputRequiredResult(value)).toBe(false);
    expect(urlElicitationsFromError(value)).toBeNull();
    expect(new ElicitationCompletionTracker().complete(value)).toBeNull();
    expect(elicitationInputRequests({ resultType: 'input_required', inputRequests: value } as never)).toEqual([]);
  });
});
