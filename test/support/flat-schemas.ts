/**
 * Random schemas of the protocol's flat grammar, and answers near the edges for them: what the
 * property tests of core throw at the parser, the validator and the result builder.
 */
import fc from 'fast-check';
import type { ElicitationValues, FormElicitationRequest } from '../../src/core';

export const propertyName = fc.oneof(
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

/** One field of the protocol's flat grammar, any kind, with its constraints. */
export const fieldSchema = fc.oneof(
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

/** A flat `requestedSchema` of up to six such fields, some required. */
export const requestedSchema = fc
  .uniqueArray(fc.tuple(propertyName, fieldSchema, fc.boolean()), { selector: ([name]) => name, maxLength: 6 })
  .map((entries) => ({
    type: 'object',
    properties: Object.fromEntries(entries.map(([name, schema]) => [name, schema])),
    required: entries.filter(([, , required]) => required).map(([name]) => name),
  }));

// Answers near the edges: right and wrong types, empty values, option values and strangers.
export function answerFor(request: FormElicitationRequest): fc.Arbitrary<ElicitationValues> {
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
