/**
 * The form's default validator (core's `validateAnswers` behind rjsf's validator interface): each
 * field's verdict is the JSON Schema verdict of what would be sent (the oracle: @cfworker/json-schema
 * on the server's requestedSchema), reported on the field's rjsf key; its messages are the
 * cfworker validator's wherever the two agree; select options are matched as with cfworker; and
 * where it differs from a JSON Schema validator run on rjsf's form data, it says what sending says.
 */
import { Validator } from '@cfworker/json-schema';
import {
  getClosestMatchingOption,
  getFirstMatchingOption,
  type RJSFSchema,
  type RJSFValidationError,
  type ValidatorType,
} from '@rjsf/utils';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  type ElicitationValues,
  type FormElicitationRequest,
  parseElicitationRequest,
  validateAnswers,
} from '../../src/core';
import { loadPatternEngine } from '../../src/core/pattern';
import { normalizeAnswers } from '../../src/core/validate';
import { resolveMessages } from '../../src/i18n/format';
import { ko as koCatalogue } from '../../src/locales/ko';
import { checksPatterns, createAnswerValidator } from '../../src/rjsf/answerValidator';
import { createErrorTransformer } from '../../src/rjsf/errorMessages';
import { type RjsfForm, toFormData, toRjsfForm } from '../../src/rjsf/schema';
import { createCfworkerValidator } from '../../src/rjsf/validator';
import { honouredConstraints } from '../fixtures/constraints';
import { requestFixtures } from '../fixtures/index';
import { propertyParams, propertyTimeout } from '../support/properties';

type AnyValidator = ValidatorType<unknown, RJSFSchema>;

const en = resolveMessages();
const ko = resolveMessages(koCatalogue);
const cfworker = createCfworkerValidator() as AnyValidator;

function requestOf(params: unknown): FormElicitationRequest {
  const parsed = parseElicitationRequest(params);
  if (!parsed.ok || parsed.request.mode !== 'form') throw new Error('not a valid form request');
  return parsed.request;
}

const requestWith = (properties: Record<string, unknown>, required: string[] = []) =>
  requestOf(schemaParams(properties, required));

/** A form the suite checks: its parsed request, and the schema the server sent (the oracle's). */
type FormCase = [name: string, request: FormElicitationRequest, serverSchema: ServerSchema];
type ServerSchema = { properties: Record<string, unknown>; required?: string[] };

function formCase(name: string, params: { requestedSchema?: unknown }): FormCase {
  return [name, requestOf(params), params.requestedSchema as ServerSchema];
}
const schemaParams = (properties: Record<string, unknown>, required: string[] = []) => ({
  message: 'm',
  requestedSchema: { type: 'object', properties, required },
});

/** Every form the suite checks: the fixtures, the constraints outside the grammar, awkward names. */
const FORMS: FormCase[] = [
  ...Object.entries(requestFixtures)
    .filter(([, fixture]) => (fixture.params as { mode?: string }).mode !== 'url')
    .map(([name, fixture]) => formCase(name, fixture.params as { requestedSchema: unknown })),
  ...honouredConstraints.map(({ keyword, schema }) =>
    formCase(`outside the grammar: ${keyword}`, schemaParams({ f: schema }, ['f'])),
  ),
  formCase(
    'awkward property names',
    schemaParams(
      {
        ['__proto__']: { type: 'string', minLength: 2 },
        constructor: { type: 'integer', maximum: 3 },
        'a.b[0]': { type: 'string', enum: ['x', 'y'] },
      },
      ['__proto__', 'constructor'],
    ),
  ),
];

const formOf = (request: FormElicitationRequest): RjsfForm => toRjsfForm(request, en, 'en');

/** The oracle's verdict on one field: the server's schema for that property alone, on what would be sent. */
function oracleRejects(
  request: FormElicitationRequest,
  serverSchema: ServerSchema,
  values: ElicitationValues,
  name: string,
): boolean {
  const schema = {
    type: 'object',
    properties: { [name]: serverSchema.properties[name] },
    required: serverSchema.required?.includes(name) ? [name] : [],
  };
  const sent = normalizeAnswers(request, values);
  const instance = Object.create(null) as Record<string, unknown>;
  if (Object.hasOwn(sent, name)) instance[name] = sent[name];
  return !new Validator(schema as object, '2020-12', false).validate(instance).valid;
}

/** An answer of any shape for a field: its own options, near misses, and the wrong types. */
function anyAnswer(request: FormElicitationRequest, index: number): fc.Arbitrary<unknown> {
  const field = request.fields[index]!;
  const options = 'options' in field ? field.options.map((option) => option.value) : [];
  const scalar = fc.oneof(
    fc.constantFrom(undefined, null, true, false, 0, 1, 3, -1, 2.5, 18, 1000.5, 'x', 'ab', 'abcdef'),
    fc.constantFrom('ada@example.com', 'nope@', 'https://example.com/a', 'example.com', '2024-02-29', '2023-02-29'),
    fc.constantFrom('2024-05-01T10:30:00+09:00', '2024-05-01T10:30:00', 'I agree', 'example.com', 'not a host!'),
    options.length > 0 ? fc.constantFrom(...options) : fc.string({ maxLength: 4 }),
    fc.integer({ min: -20, max: 200 }),
    fc.double({ min: -5, max: 5, noNaN: true }),
    fc.string({ maxLength: 6 }),
  );
  return fc.oneof(
    { weight: 4, arbitrary: scalar },
    {
      weight: 1,
      arbitrary: fc.array(
        fc.oneof(fc.constantFrom(...options, 'zz'), scalar).filter((item) => item !== undefined),
        { maxLength: 5 },
      ),
    },
  );
}

/** Answers for every field of `request` (some left out), keyed by the server's names. */
const answersFor = (request: FormElicitationRequest): fc.Arbitrary<ElicitationValues> =>
  fc
    .tuple(...request.fields.map((_field, index) => fc.option(anyAnswer(request, index), { nil: undefined })))
    .map((answers) => {
      const values = Object.create(null) as ElicitationValues;
      request.fields.forEach((field, index) => {
        if (answers[index] !== undefined) values[field.name] = answers[index];
      });
      return values;
    });

/** The rjsf properties (`.field_3`) an error list names. */
const properties = (errors: RJSFValidationError[]) => errors.map((error) => error.property);

describe('the default validator', () => {
  it.each(FORMS)(
    '%s: reports exactly the fields whose answer the server’s schema rejects, on the field’s rjsf key',
    (_name, request, serverSchema) => {
      const form = formOf(request);
      const validator = createAnswerValidator(request);
      fc.assert(
        fc.property(answersFor(request), (values) => {
          const { errors } = validator.validateFormData(toFormData(form, values), form.schema);
          const rejected = request.fields.flatMap((field, index) =>
            oracleRejects(request, serverSchema, values, field.name) ? [`.${form.keys[index]}`] : [],
          );
          expect(properties(errors)).toEqual(rejected);
          expect(validator.isValid(form.schema, toFormData(form, values), form.schema)).toBe(rejected.length === 0);
        }),
        propertyParams(300, 20261206),
      );
    },
    propertyTimeout(300, 3000),
  );

  it.each(FORMS)('%s: matches select options as the cfworker validator does', (_name, request) => {
    const form = formOf(request);
    const validator = createAnswerValidator(request);
    const selects = Object.values(form.schema.properties ?? {}).flatMap((schema) => {
      const field = schema as RJSFSchema;
      const items = field.items as RJSFSchema | undefined;
      const options = (field.oneOf ?? items?.anyOf ?? []) as RJSFSchema[];
      return options.length > 0 ? [options] : [];
    });
    for (const options of selects) {
      const values = [...options.map((option) => option.const), 'zz', '', 3, undefined, null];
      for (const value of values) {
        for (const [index, option] of options.entries()) {
          expect(validator.isValid(option, value, form.schema), `${String(value)} ~ option ${index}`).toBe(
            cfworker.isValid(option, value, form.schema),
          );
        }
        expect(getFirstMatchingOption(validator, value, options, form.schema)).toBe(
          getFirstMatchingOption(cfworker, value, options, form.schema),
        );
        expect(getClosestMatchingOption(validator, form.schema, value, options, 0)).toBe(
          getClosestMatchingOption(cfworker, form.schema, value, options, 0),
        );
      }
    }
  });

  const everything = requestOf(requestFixtures.serverEverything.params);
  const everythingForm = formOf(everything);
  const valid: ElicitationValues = {
    name: 'Ada Lovelace',
    check: true,
    email: 'ada@example.com',
    integer: 42,
    untitledMultipleSelectEnum: ['Guitar'],
  };
  const MESSAGE_CASES: [string, ElicitationValues][] = [
    ['nothing answered', {}],
    ['formats', { ...valid, email: 'nope', homepage: 'example.com', birthdate: '2024-02-30' }],
    ['numbers', { ...valid, integer: 1.5, number: 1234.5 }],
    ['minimum', { ...valid, integer: 0 }],
    ['too many and repeated choices', { ...valid, titledMultipleSelectEnum: ['fish-1', 'fish-2', 'fish-3', 'fish-1'] }],
    ['unknown options and wrong types', { ...valid, titledSingleSelectEnum: 'hero-9', check: 'yes', name: 3 }],
    ['an unknown multi-select value', { ...valid, untitledMultipleSelectEnum: ['Guitar', 'Harp'] }],
  ];

  it.each(MESSAGE_CASES)('%s: gives the cfworker validator’s messages, in English and Korean', (_title, values) => {
    for (const [messages, locale] of [
      [en, 'en'],
      [ko, 'ko'],
    ] as const) {
      const transform = createErrorTransformer(everythingForm.schema, messages, locale);
      const run = (validator: AnyValidator) =>
        validator
          .validateFormData(toFormData(everythingForm, values), everythingForm.schema, undefined, transform)
          .errors.map((error) => [error.property, error.message]);
      const own = run(createAnswerValidator(everything));
      expect(own.length).toBeGreaterThan(0);
      expect(own).toEqual(run(cfworker));
    }
  });

  it('says what sending says where a JSON Schema validator on the form data differs', () => {
    const request = requestWith(
      {
        name: { type: 'string' },
        tags: { type: 'array', minItems: 1, items: { type: 'string', enum: ['a', 'b'] } },
        code: { type: 'string', const: 'I agree' },
      },
      ['name'],
    );
    const form = formOf(request);
    const validator = createAnswerValidator(request);
    const transform = createErrorTransformer(form.schema, en, 'en');
    const check = (values: ElicitationValues) =>
      validator
        .validateFormData(toFormData(form, values), form.schema, undefined, transform)
        .errors.map((error) => [error.property, error.message]);
    // Empty text is no answer: sending refuses it for a required field, so the form does at once.
    expect(check({ name: '' })).toEqual([['.field_0', 'Enter an answer.']]);
    expect(cfworker.validateFormData(toFormData(form, { name: '' }), form.schema).errors).toEqual([]);
    // An empty optional selection is not sent, so its minItems does not apply.
    expect(check({ name: 'Ada', tags: [] })).toEqual([]);
    expect(validateAnswers(request, { name: 'Ada', tags: [] }).valid).toBe(true);
    // A lone `const` is a choice of one option: another answer is not one of the options, as sending says.
    expect(check({ name: 'Ada', code: 'no' })).toEqual([['.field_2', 'Choose one of the options.']]);
  });

  it('checks the fields’ patterns itself, so the form adds no second check', async () => {
    await loadPatternEngine();
    const request = requestWith({ code: { type: 'string', pattern: '^[A-Z]{3}$' } });
    const form = formOf(request);
    const validator = createAnswerValidator(request);
    expect(checksPatterns(validator)).toBe(true);
    expect(checksPatterns(cfworker)).toBe(false);
    const { errors } = validator.validateFormData(toFormData(form, { code: 'abc' }), form.schema);
    expect(errors.map((error) => [error.name, error.property])).toEqual([['pattern', '.field_0']]);
    expect(validator.validateFormData(toFormData(form, { code: 'ABC' }), form.schema).errors).toEqual([]);
  });

  it('runs transformErrors, then customValidate, as rjsf’s validators do', () => {
    const request = requestWith({ a: { type: 'string' }, b: { type: 'number' } }, ['a']);
    const form = formOf(request);
    const transformErrors = vi.fn((errors: RJSFValidationError[]) =>
      errors.map((error) => ({ ...error, message: `T ${error.name}` })),
    );
    const result = createAnswerValidator<{ field_0?: string; field_1?: number }>(request).validateFormData(
      { field_1: 3 },
      form.schema,
      (_formData, errors) => {
        errors.field_1?.addError('b must be even');
        return errors;
      },
      transformErrors,
    );
    expect(transformErrors).toHaveBeenCalledOnce();
    expect(result.errors.map((error) => [error.property, error.message])).toEqual([
      ['.field_0', 'T required'],
      ['.field_1', 'b must be even'],
    ]);
    expect(result.errorSchema).toMatchObject({
      field_0: { __errors: ['T required'] },
      field_1: { __errors: ['b must be even'] },
    });
  });

  it('has nothing to check in a URL request, and refuses a schema that is not its form’s', () => {
    const url = parseElicitationRequest({ mode: 'url', message: 'm', url: 'https://example.com', elicitationId: 'e' });
    if (!url.ok) throw new Error('not a valid URL request');
    expect(createAnswerValidator(url.request).validateFormData({ x: 1 }, { type: 'object' }).errors).toEqual([]);
    const validator = createAnswerValidator(everything);
    const foreign: RJSFSchema = { type: 'string', minLength: 3 };
    expect(validator.isValid(foreign, 'abc', everythingForm.schema)).toBe(false);
    expect(validator.rawValidation(foreign, 'abc').validationError?.message).toMatch(
      /"minLength" is not a keyword of this elicitation form/,
    );
    expect(validator.rawValidation({ const: 'a', title: 'A' }, 'a')).toEqual({ errors: [] });
  });
});
