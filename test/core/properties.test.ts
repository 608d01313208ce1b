import { Validator } from '@cfworker/json-schema';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildResult,
  defaultValues,
  type ElicitationValues,
  type FormElicitationRequest,
  parseElicitationRequest,
  validateAnswers,
} from '../../src/core';
import { normalizeAnswers } from '../../src/core/validate';
import { propertyParams, propertyTimeout, schemaNoise } from '../support/properties';

// The oracle: a real JSON Schema validator on the content that would be sent. A null prototype keeps
// its `key in instance` checks honest for names such as "constructor".
function oracleAccepts(request: FormElicitationRequest, content: Record<string, unknown>): boolean {
  const instance = Object.assign(Object.create(null), content);
  return new Validator(request.requestedSchema as object, '2020-12', false).validate(instance).valid;
}

const propertyName = fc.oneof(
  {
    weight: 1,
    arbitrary: fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'first name', '이름'),
  },
  { weight: 4, arbitrary: fc.string({ minLength: 1, maxLength: 8 }) },
);
const label = fc.string({ maxLength: 6 });
const optionValues = fc.uniqueArray(fc.string({ maxLength: 5 }), { minLength: 1, maxLength: 5 });
const count = fc.option(fc.nat({ max: 6 }), { nil: undefined });
const bound = fc.option(fc.integer({ min: -50, max: 50 }), { nil: undefined });
const optionalKeys = <T extends Record<string, unknown>>(record: T) =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));

const fieldSchema = fc.oneof(
  fc
    .record({
      minLength: count,
      maxLength: count,
      format: fc.constantFrom(undefined, 'email', 'uri', 'date', 'date-time'),
    })
    .map((keys) => ({ type: 'string', ...optionalKeys(keys) })),
  fc
    .record({ type: fc.constantFrom('number', 'integer'), minimum: bound, maximum: bound })
    .map((keys) => optionalKeys(keys)),
  fc.constant({ type: 'boolean' }),
  optionValues.map((values) => ({ type: 'string', enum: values })),
  fc.tuple(optionValues, label).map(([values, title]) => ({
    type: 'string',
    oneOf: values.map((value) => ({ const: value, title: `${title}${value}` })),
  })),
  optionValues.map((values) => ({
    type: 'string',
    enum: values,
    enumNames: values.map((value) => value.toUpperCase()),
  })),
  fc
    .record({ values: optionValues, minItems: count, maxItems: count, titled: fc.boolean() })
    .map(({ values, titled, ...counts }) => ({
      type: 'array',
      ...optionalKeys(counts),
      items: titled
        ? { anyOf: values.map((value) => ({ const: value, title: value })) }
        : { type: 'string', enum: values },
    })),
);

const requestedSchema = fc
  .uniqueArray(fc.tuple(propertyName, fieldSchema, fc.boolean()), { selector: ([name]) => name, maxLength: 6 })
  .map((entries) => ({
    type: 'object',
    properties: Object.fromEntries(entries.map(([name, schema]) => [name, schema])),
    required: entries.filter(([, , required]) => required).map(([name]) => name),
  }));

const validForms = requestedSchema
  .map((schema) => parseElicitationRequest({ message: 'm', requestedSchema: schema }))
  .filter((parsed) => parsed.ok)
  .map((parsed) => (parsed as { request: FormElicitationRequest }).request);

// Answers near the edges: right and wrong types, empty values, option values and strangers.
function answerFor(request: FormElicitationRequest): fc.Arbitrary<ElicitationValues> {
  const strings = fc.oneof(
    fc.string({ maxLength: 8 }),
    fc.constantFrom('', 'a@example.com', 'a@', 'https://example.com/x', 'example.com', '2024-02-29', '2023-02-29'),
    fc.constantFrom('2024-05-01T10:30:00Z', '2024-05-01T10:30:00', '😀😀😀'),
  );
  const numbers = fc.oneof(fc.integer({ min: -60, max: 60 }), fc.double({ min: -1e6, max: 1e6, noNaN: true }));
  const perField = request.fields.map((field) => {
    const options = 'options' in field ? field.options.map((option) => option.value) : [];
    const choices = options.length > 0 ? fc.constantFrom(...options) : strings;
    return fc.tuple(
      fc.constant(field.name),
      fc.oneof(
        fc.constant(undefined),
        fc.constant(null),
        strings,
        numbers,
        fc.boolean(),
        choices,
        fc.array(fc.oneof(choices, strings), { maxLength: 5 }),
        fc.uniqueArray(choices, { maxLength: 5 }),
      ),
    );
  });
  return fc.tuple(...perField).map((entries) => Object.fromEntries(entries.filter(([, value]) => value !== undefined)));
}

describe('properties', () => {
  it(
    'parseElicitationRequest never throws on arbitrary JSON',
    () => {
      fc.assert(
        fc.property(fc.jsonValue(), (params) => {
          const parsed = parseElicitationRequest(params);
          expect(typeof parsed.ok).toBe('boolean');
        }),
        propertyParams(2000, 20261131),
      );
    },
    propertyTimeout(2000, 1000),
  );

  it(
    'parseElicitationRequest never throws on schema-shaped noise',
    () => {
      const keyword = fc.constantFrom(
        'type',
        'enum',
        'oneOf',
        'anyOf',
        'items',
        'enumNames',
        'minimum',
        'maximum',
        'minLength',
        'maxItems',
        'default',
        'format',
        '$ref',
        'required',
        'title',
        '__proto__',
      );
      const noise = schemaNoise(keyword, 4);
      fc.assert(
        fc.property(fc.constantFrom(undefined, 'form', 'url'), noise, noise, (mode, schema, properties) => {
          const parsed = parseElicitationRequest({
            mode,
            message: 'm',
            url: 'https://x.example',
            requestedSchema: { ...schema, type: 'object', properties },
          });
          if (parsed.ok) expect(parsed.request.mode).toBe(mode ?? 'form');
          else expect(parsed.problems.length).toBeGreaterThan(0);
        }),
        propertyParams(2000, 20261132),
      );
    },
    propertyTimeout(2000, 1000),
  );

  it(
    'validateAnswers agrees with @cfworker/json-schema on the content that would be sent',
    () => {
      fc.assert(
        fc.property(
          validForms.chain((request) => fc.tuple(fc.constant(request), answerFor(request))),
          ([request, values]) => {
            const verdict = validateAnswers(request, values);
            expect(verdict.valid).toBe(oracleAccepts(request, normalizeAnswers(request, values)));
            expect(verdict.valid).toBe(verdict.errors.length === 0);
          },
        ),
        propertyParams(1500, 20261133),
      );
    },
    propertyTimeout(1500, 3000),
  );

  it(
    'every accepted buildResult validates against its requestedSchema',
    () => {
      fc.assert(
        fc.property(
          validForms.chain((request) => fc.tuple(fc.constant(request), answerFor(request))),
          ([request, values]) => {
            fc.pre(validateAnswers(request, values).valid);
            const result = buildResult(request, 'accept', values);
            expect(oracleAccepts(request, result.content ?? {})).toBe(true);
            for (const key of Object.keys(result.content ?? {})) {
              expect(Object.hasOwn(request.requestedSchema.properties, key)).toBe(true);
            }
          },
        ),
        propertyParams(1000, 20261134),
      );
    },
    propertyTimeout(1000, 3000),
  );

  it(
    'defaults that survive parsing are always valid answers',
    () => {
      fc.assert(
        fc.property(requestedSchema, fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 6 }), (schema, defaults) => {
          Object.values(schema.properties).forEach((property, index) => {
            (property as Record<string, unknown>).default = defaults[index];
          });
          const parsed = parseElicitationRequest({ message: 'm', requestedSchema: { ...schema, required: [] } });
          if (!parsed.ok || parsed.request.mode !== 'form') return;
          expect(validateAnswers(parsed.request, defaultValues(parsed.request)).valid).toBe(true);
        }),
        propertyParams(1000, 20261135),
      );
    },
    propertyTimeout(1000, 1000),
  );
});
