import { describe, expect, it } from 'vitest';
import { type FieldModel, parseElicitationRequest } from '../../src/core';
import { invalidRequestFixtures, requestFixtures } from '../fixtures';

function parseForm(params: unknown) {
  const parsed = parseElicitationRequest(params);
  if (!parsed.ok) throw new Error(`expected a valid request, got ${JSON.stringify(parsed.problems)}`);
  if (parsed.request.mode !== 'form') throw new Error('expected a form request');
  return { request: parsed.request, warnings: parsed.warnings };
}

function field(request: { fields: FieldModel[] }, name: string): FieldModel {
  const found = request.fields.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
}

const form = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  message: 'Tell us',
  requestedSchema: { type: 'object', properties, ...extra },
});

describe('parseElicitationRequest: invalid requests', () => {
  it.each(invalidRequestFixtures)('$name → $code at "$path"', ({ params, code, path }) => {
    const parsed = parseElicitationRequest(params);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.problems).toContainEqual(expect.objectContaining({ code, path, severity: 'error' }));
    for (const problem of parsed.problems) expect(problem.message).toMatch(/\S.*[.]$/);
  });

  it('has at least 30 invalid fixtures covering every error code', () => {
    expect(invalidRequestFixtures.length).toBeGreaterThanOrEqual(30);
    const codes = new Set(invalidRequestFixtures.map((fixture) => fixture.code));
    expect(codes.size).toBeGreaterThanOrEqual(28);
  });

  it('reports every problem of a request, not only the first', () => {
    const parsed = parseElicitationRequest({
      message: 5,
      requestedSchema: form({ a: { type: 'object' }, b: { type: 'string', enum: [] } }, { required: ['c'] })
        .requestedSchema,
    });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.problems.map((problem) => problem.code).sort()).toEqual(
      ['enum-empty', 'message-not-string', 'nested-object', 'required-unknown-property'].sort(),
    );
  });
});

describe('parseElicitationRequest: fixtures', () => {
  it('reads the seed simple text request', () => {
    const { request, warnings } = parseForm(requestFixtures.seedSimpleText.params);
    expect(warnings).toEqual([]);
    expect(request.message).toBe('Please provide your GitHub username');
    expect(request.fields).toEqual([
      { name: 'name', label: 'Name', required: true, kind: 'text', constraints: {}, schema: { type: 'string' } },
    ]);
  });

  it('reads the seed structured request with kinds, labels, constraints', () => {
    const { request } = parseForm(requestFixtures.seedStructuredData.params);
    expect(request.fields.map((f) => [f.name, f.kind, f.required, f.description])).toEqual([
      ['name', 'text', true, 'Your full name'],
      ['email', 'email', true, 'Your email address'],
      ['age', 'number', false, 'Your age'],
    ]);
    expect(field(request, 'age').constraints).toEqual({ minimum: 18 });
  });

  it('reads the seed URL request', () => {
    const parsed = parseElicitationRequest(requestFixtures.seedUrlApiKey.params);
    expect(parsed).toEqual({
      ok: true,
      warnings: [],
      request: {
        mode: 'url',
        message: 'Please provide your API key to continue.',
        url: 'https://mcp.example.com/ui/set_api_key',
      },
    });
  });

  it('keeps an opaque 2025-11-25 elicitationId', () => {
    const parsed = parseElicitationRequest({
      mode: 'url',
      message: 'Go',
      url: 'https://a.example',
      elicitationId: ' x/y ',
    });
    expect(parsed.ok && parsed.request.mode === 'url' && parsed.request.elicitationId).toBe(' x/y ');
  });

  it('reads all 13 server-everything fields in order, with every enum form', () => {
    const { request, warnings } = parseForm(requestFixtures.serverEverything.params);
    expect(warnings).toEqual([]);
    expect(request.fields.map((f) => `${f.name}:${f.kind}`)).toEqual([
      'name:text',
      'check:boolean',
      'firstLine:text',
      'email:email',
      'homepage:uri',
      'birthdate:date',
      'integer:integer',
      'number:number',
      'untitledSingleSelectEnum:single-select',
      'untitledMultipleSelectEnum:multi-select',
      'titledSingleSelectEnum:single-select',
      'titledMultipleSelectEnum:multi-select',
      'legacyTitledEnum:single-select',
    ]);
    const legacy = field(request, 'legacyTitledEnum');
    expect(legacy.kind === 'single-select' && legacy.optionsSource).toBe('enumNames');
    expect(legacy.kind === 'single-select' && legacy.options[1]).toEqual({ value: 'pet-2', label: 'Dogs' });
    const titledMulti = field(request, 'titledMultipleSelectEnum');
    expect(titledMulti.kind === 'multi-select' && titledMulti.options).toEqual([
      { value: 'fish-1', label: 'Tuna' },
      { value: 'fish-2', label: 'Salmon' },
      { value: 'fish-3', label: 'Trout' },
    ]);
    expect(titledMulti.constraints).toEqual({ minItems: 1, maxItems: 3 });
    expect(field(request, 'integer').default).toBe(42);
    expect(field(request, 'name').label).toBe('String');
  });

  it('reads the five SEP-1330 enum forms', () => {
    const { request } = parseForm(requestFixtures.conformanceSep1330.params);
    expect(
      request.fields.map((f) => (f.kind === 'single-select' || f.kind === 'multi-select' ? f.optionsSource : '')),
    ).toEqual(['enum', 'oneOf', 'enumNames', 'enum', 'anyOf']);
  });

  it('reads the SEP-1034 defaults of every type', () => {
    const { request } = parseForm(requestFixtures.conformanceSep1034.params);
    expect(request.fields.map((f) => f.default)).toEqual(['John Doe', 30, 95.5, 'active', true]);
  });
});

describe('parseElicitationRequest: modes', () => {
  it.each([
    [undefined, 'form'],
    ['form', 'form'],
  ])('mode %s is a form request', (mode, expected) => {
    const parsed = parseElicitationRequest({ ...form({}), ...(mode ? { mode } : {}) });
    expect(parsed.ok && parsed.request.mode).toBe(expected);
  });

  it('keeps _meta but not unknown params', () => {
    const parsed = parseElicitationRequest({ ...form({}), _meta: { trace: 'abc' }, extra: 1 });
    expect(parsed.ok && parsed.request).toEqual({
      mode: 'form',
      message: 'Tell us',
      fields: [],
      requestedSchema: { type: 'object', properties: {} },
      _meta: { trace: 'abc' },
    });
  });

  it('accepts an empty message', () => {
    expect(parseElicitationRequest({ ...form({}), message: '' }).ok).toBe(true);
  });
});

describe('parseElicitationRequest: leniency', () => {
  it.each([
    ['a string default on a number', { type: 'number', default: '5' }],
    ['a default out of range', { type: 'integer', minimum: 1, maximum: 10, default: 11 }],
    ['a fractional default on an integer', { type: 'integer', default: 1.5 }],
    ['a default outside the enum', { type: 'string', enum: ['a', 'b'], default: 'c' }],
    ['a default outside oneOf', { type: 'string', oneOf: [{ const: 'a', title: 'A' }], default: 'b' }],
    ['a default too short', { type: 'string', minLength: 3, default: 'ab' }],
    ['a default not an email', { type: 'string', format: 'email', default: 'nobody' }],
    ['a default date that does not exist', { type: 'string', format: 'date', default: '2023-02-29' }],
    [
      'a multi default with an unknown value',
      { type: 'array', items: { type: 'string', enum: ['a'] }, default: ['z'] },
    ],
    [
      'a multi default over maxItems',
      { type: 'array', maxItems: 1, items: { type: 'string', enum: ['a', 'b'] }, default: ['a', 'b'] },
    ],
    ['a boolean default as a string', { type: 'boolean', default: 'true' }],
  ])('drops %s with a warning', (_name, schema) => {
    const { request, warnings } = parseForm(form({ x: schema }));
    expect(field(request, 'x').default).toBeUndefined();
    expect(field(request, 'x').schema).not.toHaveProperty('default');
    expect(warnings).toEqual([
      expect.objectContaining({
        code: 'default-invalid',
        path: 'requestedSchema.properties.x.default',
        severity: 'warning',
      }),
    ]);
  });

  it.each([
    ['false', { type: 'boolean', default: false }, false],
    ['0', { type: 'number', default: 0 }, 0],
    ['""', { type: 'string', default: '' }, ''],
    ['[]', { type: 'array', items: { type: 'string', enum: ['a'] }, default: [] }, []],
  ])('keeps a %s default', (_name, schema, expected) => {
    const { request, warnings } = parseForm(form({ x: schema }));
    expect(field(request, 'x').default).toEqual(expected);
    expect(warnings).toEqual([]);
  });

  it('turns an unknown format into plain text with a warning', () => {
    const { request, warnings } = parseForm(form({ phone: { type: 'string', format: 'phone' } }));
    expect(field(request, 'phone').kind).toBe('text');
    expect(field(request, 'phone').schema).toEqual({ type: 'string' });
    expect(warnings).toEqual([
      expect.objectContaining({ code: 'format-unknown', path: 'requestedSchema.properties.phone.format' }),
    ]);
  });

  it('keeps a pattern it can run as a checked constraint, outside the rebuilt schema', () => {
    const { request, warnings } = parseForm(form({ code: { type: 'string', pattern: '^(a+)+$' } }));
    expect(field(request, 'code').schema).toEqual({ type: 'string' });
    expect(field(request, 'code').constraints).toEqual({ pattern: '^(a+)+$' });
    expect(warnings).toEqual([
      expect.objectContaining({ code: 'constraint-honoured', path: 'requestedSchema.properties.code.pattern' }),
    ]);
  });

  it('ignores unknown keywords silently and honours standard ones outside the grammar with a warning', () => {
    const { request, warnings } = parseForm(
      form(
        { n: { type: 'number', exclusiveMinimum: 0, 'x-widget': 'slider', multipleOf: 2 } },
        { additionalProperties: false },
      ),
    );
    expect(warnings.map((w) => [w.code, w.path])).toEqual([
      ['constraint-honoured', 'requestedSchema.properties.n.exclusiveMinimum'],
      ['constraint-honoured', 'requestedSchema.properties.n.multipleOf'],
    ]);
    expect(field(request, 'n').constraints).toEqual({ exclusiveMinimum: 0, multipleOf: 2 });
    expect(request.requestedSchema).toEqual({ type: 'object', properties: { n: { type: 'number' } } });
  });

  it('warns on a missing properties object and renders no fields', () => {
    const parsed = parseElicitationRequest({ message: 'Confirm?', requestedSchema: { type: 'object' } });
    expect(parsed.ok && parsed.request.mode === 'form' && parsed.request.fields).toEqual([]);
    expect(parsed.ok && parsed.warnings.map((w) => w.code)).toEqual(['properties-missing']);
  });

  it('warns on a duplicate required name', () => {
    const { request, warnings } = parseForm(form({ a: { type: 'string' } }, { required: ['a', 'a'] }));
    expect(request.requestedSchema.required).toEqual(['a']);
    expect(warnings.map((w) => w.code)).toEqual(['required-duplicate']);
  });

  it('falls back to the property name, readably, when title is not text', () => {
    const { request, warnings } = parseForm(form({ city: { type: 'string', title: 42 } }));
    expect(field(request, 'city').label).toBe('City');
    expect(warnings.map((w) => w.code)).toEqual(['annotation-not-string']);
  });

  it('keeps $schema and drops other root keywords', () => {
    const { request } = parseForm(form({}, { $schema: 'https://json-schema.org/draft/2020-12/schema', title: 'T' }));
    expect(request.requestedSchema).toEqual({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: {},
    });
  });

  it('takes oneOf over enum on a string, per the discrimination order, offering only options both allow', () => {
    const { request, warnings } = parseForm(
      form({
        c: {
          type: 'string',
          enum: ['r', 'x'],
          oneOf: [
            { const: 'r', title: 'Red' },
            { const: 'b', title: 'Blue' },
          ],
        },
      }),
    );
    const color = field(request, 'c');
    expect(color.kind === 'single-select' && color.options).toEqual([{ value: 'r', label: 'Red' }]);
    expect(warnings.map((w) => [w.code, w.path])).toEqual([
      ['constraint-honoured', 'requestedSchema.properties.c.enum'],
      ['option-unreachable', 'requestedSchema.properties.c.oneOf[1]'],
    ]);
  });

  it('accepts items.enum without items.type', () => {
    const { request } = parseForm(form({ c: { type: 'array', items: { enum: ['a', 'b'] } } }));
    expect(field(request, 'c').kind).toBe('multi-select');
  });
});

describe('parseElicitationRequest: hostile property names', () => {
  it('treats __proto__, constructor and prototype as ordinary fields', () => {
    const params = JSON.parse(
      '{"message":"m","requestedSchema":{"type":"object","properties":{"__proto__":{"type":"string","default":"p"},"constructor":{"type":"number"},"prototype":{"type":"boolean"}},"required":["__proto__","constructor"]}}',
    );
    const { request } = parseForm(params);
    expect(request.fields.map((f) => [f.name, f.kind, f.required])).toEqual([
      ['__proto__', 'text', true],
      ['constructor', 'number', true],
      ['prototype', 'boolean', false],
    ]);
    expect(Object.keys(request.requestedSchema.properties)).toEqual(['__proto__', 'constructor', 'prototype']);
    expect(Object.getPrototypeOf(request.requestedSchema.properties)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).p).toBeUndefined();
  });

  it('does not read inherited keywords', () => {
    const params = JSON.parse(
      '{"message":"m","requestedSchema":{"type":"object","properties":{"toString":{"type":"string"}}}}',
    );
    const { request } = parseForm(params);
    expect(field(request, 'toString').kind).toBe('text');
    expect(
      parseElicitationRequest(JSON.parse('{"message":"m","requestedSchema":{"type":"object","properties":{"a":{}}}}'))
        .ok,
    ).toBe(false);
  });

  it('quotes names that are not identifiers in problem paths', () => {
    const parsed = parseElicitationRequest(form({ 'first name': { type: 'object' } }));
    expect(!parsed.ok && parsed.problems[0]?.path).toBe('requestedSchema.properties["first name"].type');
  });
});
