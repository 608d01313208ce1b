import { describe, expect, it } from 'vitest';
import {
  buildResult,
  defaultValues,
  type ElicitationRequest,
  InvalidAnswersError,
  parseElicitationRequest,
} from '../../src/core';
import { requestFixtures } from '../fixtures';

function parse(params: unknown): ElicitationRequest {
  const parsed = parseElicitationRequest(params);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
  return parsed.request;
}

const structured = parse(requestFixtures.seedStructuredData.params);
const everything = parse(requestFixtures.serverEverything.params);
const url = parse(requestFixtures.seedUrlApiKey.params);

describe('buildResult', () => {
  it('builds the seed example result exactly', () => {
    expect(
      buildResult(structured, 'accept', { name: 'Monalisa Octocat', email: 'octocat@github.com', age: 30 }),
    ).toEqual({
      action: 'accept',
      content: { name: 'Monalisa Octocat', email: 'octocat@github.com', age: 30 },
    });
  });

  it('sends schema keys only, in schema order, and omits unanswered optional fields', () => {
    const result = buildResult(structured, 'accept', { age: undefined, extra: 'x', email: 'a@b.co', name: 'A' });
    expect(result).toEqual({ action: 'accept', content: { name: 'A', email: 'a@b.co' } });
    expect(Object.keys(result.content ?? {})).toEqual(['name', 'email']);
  });

  it('sends unchanged defaults with their types', () => {
    const result = buildResult(everything, 'accept', { ...defaultValues(everything), name: 'Ada' });
    expect(result.content).toEqual({
      name: 'Ada',
      firstLine: 'It was a dark and stormy night.',
      integer: 42,
      number: 3.14,
      untitledSingleSelectEnum: 'Monica',
      untitledMultipleSelectEnum: ['Guitar'],
      titledSingleSelectEnum: 'hero-1',
      titledMultipleSelectEnum: ['fish-1'],
      legacyTitledEnum: 'pet-1',
    });
  });

  it('copies arrays so later edits cannot change a sent result', () => {
    const picks = ['Piano'];
    const result = buildResult(everything, 'accept', { name: 'A', untitledMultipleSelectEnum: picks });
    picks.push('Drums');
    expect(result.content?.untitledMultipleSelectEnum).toEqual(['Piano']);
  });

  it('throws a typed error listing every invalid field instead of building a result', () => {
    let thrown: unknown;
    try {
      buildResult(structured, 'accept', { email: 'nope', age: 17.5 });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(InvalidAnswersError);
    expect((thrown as InvalidAnswersError).errors.map((e) => `${e.name}:${e.code}`)).toEqual([
      'name:required',
      'email:email',
      'age:minimum',
    ]);
  });

  it('rejects unsafe integers and NaN', () => {
    const req = parse({
      message: 'm',
      requestedSchema: { type: 'object', properties: { i: { type: 'integer' }, n: { type: 'number' } } },
    });
    expect(() => buildResult(req, 'accept', { i: 2 ** 60 })).toThrow(InvalidAnswersError);
    expect(() => buildResult(req, 'accept', { n: Number.NaN })).toThrow(InvalidAnswersError);
  });

  it.each(['decline', 'cancel'] as const)('%s carries no content, whatever the values', (action) => {
    expect(buildResult(structured, action, { name: 'A' })).toEqual({ action });
    expect(buildResult(null, action)).toEqual({ action });
  });

  it('accept on a URL request is consent and carries no content', () => {
    expect(buildResult(url, 'accept', { name: 'A' })).toEqual({ action: 'accept' });
  });

  it('refuses accept without a parsed request, and unknown actions', () => {
    expect(() => buildResult(null, 'accept')).toThrow(TypeError);
    expect(() => buildResult(structured, 'ok' as 'accept')).toThrow(/Unknown elicitation action/);
  });

  it('writes __proto__ as an own content key, never as the prototype', () => {
    const req = parse(
      JSON.parse('{"message":"m","requestedSchema":{"type":"object","properties":{"__proto__":{"type":"string"}}}}'),
    );
    const values = JSON.parse('{"__proto__":"polluted"}');
    const result = buildResult(req, 'accept', values);
    expect(Object.getPrototypeOf(result.content)).toBe(Object.prototype);
    expect(Object.hasOwn(result.content ?? {}, '__proto__')).toBe(true);
    expect(JSON.stringify(result)).toBe('{"action":"accept","content":{"__proto__":"polluted"}}');
  });
});

describe('defaultValues', () => {
  it('keeps false, 0 and "" and never invents values', () => {
    const req = parse({
      message: 'm',
      requestedSchema: {
        type: 'object',
        properties: {
          b: { type: 'boolean', default: false },
          n: { type: 'number', default: 0 },
          s: { type: 'string', default: '' },
          none: { type: 'string' },
          flag: { type: 'boolean' },
        },
      },
    });
    const values = defaultValues(req);
    expect(values).toEqual({ b: false, n: 0, s: '' });
    expect(Object.keys(values)).toEqual(['b', 'n', 's']);
  });

  it('gives the SEP-1034 defaults', () => {
    expect(defaultValues(parse(requestFixtures.conformanceSep1034.params))).toEqual({
      name: 'John Doe',
      age: 30,
      score: 95.5,
      status: 'active',
      verified: true,
    });
  });

  it('returns fresh arrays each time', () => {
    const first = defaultValues(everything).untitledMultipleSelectEnum as string[];
    first.push('Drums');
    expect(defaultValues(everything).untitledMultipleSelectEnum).toEqual(['Guitar']);
  });

  it('is empty for a URL request', () => {
    expect(defaultValues(url)).toEqual({});
  });
});
