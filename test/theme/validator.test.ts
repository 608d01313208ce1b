/**
 * The CSP-safe cfworker validator against @rjsf/validator-ajv8, on the schemas this library
 * generates (toRjsfForm of parsed fixtures) and on hand-written flat schemas: same verdicts, same
 * error names and property paths, same localized messages after `createErrorTransformer`, and the
 * same handling of `customValidate` / `transformErrors`. Where the two really differ, the case
 * says so and asserts each validator's own answer (see KNOWN DIFFERENCES below).
 */
import {
  type CustomValidator,
  type ErrorTransformer,
  type FormValidation,
  getClosestMatchingOption,
  getFirstMatchingOption,
  type RJSFSchema,
  type RJSFValidationError,
  type ValidatorType,
} from '@rjsf/utils';
import validatorAjv8 from '@rjsf/validator-ajv8';
import { describe, expect, it, vi } from 'vitest';
import { type ElicitationValues, parseElicitationRequest } from '../../src/core';
import { resolveMessages } from '../../src/i18n/format';
import { ko as koCatalogue } from '../../src/locales/ko';
import { createErrorTransformer } from '../../src/rjsf/errorMessages';
import { type RjsfForm, toFormData, toRjsfForm } from '../../src/rjsf/schema';
import { createCfworkerValidator } from '../../src/rjsf/validator';
import { type RequestFixture, requestFixtures } from '../fixtures';

type Name = 'cfworker' | 'ajv8';
type AnyValidator = ValidatorType<unknown, RJSFSchema>;

const VALIDATORS: [Name, AnyValidator][] = [
  ['cfworker', createCfworkerValidator()],
  ['ajv8', validatorAjv8 as AnyValidator],
];
const byName = Object.fromEntries(VALIDATORS) as Record<Name, AnyValidator>;

const en = resolveMessages();
const ko = resolveMessages(koCatalogue);

/** ajv8 reports a missing top-level property as `name`, everything else (and cfworker always) as `.name`. */
const dotted = (property: string | undefined) => (property ?? '').replace(/^(?=[^.])/, '.');
/** `name property` of each error, in the order reported. */
const summary = (errors: RJSFValidationError[]) => errors.map((error) => `${error.name} ${dotted(error.property)}`);

/** An errorSchema with each `__errors` list replaced by its length. */
function shape(errorSchema: unknown): unknown {
  if (errorSchema === null || typeof errorSchema !== 'object') return errorSchema;
  return Object.fromEntries(
    Object.entries(errorSchema).map(([key, value]) => [
      key,
      key === '__errors' ? (value as unknown[]).length : shape(value),
    ]),
  );
}

function formOf(fixture: RequestFixture | { params: unknown }): RjsfForm {
  const parsed = parseElicitationRequest(fixture.params);
  if (!parsed.ok || parsed.request.mode !== 'form') throw new Error('fixture is not a valid form request');
  return toRjsfForm(parsed.request, en, 'en');
}

/** The rjsf path (`.field_3`) of a server property. */
function pathOf(form: RjsfForm, name: string): string {
  const index = form.fields.findIndex((field) => field.name === name);
  if (index < 0) throw new Error(`no field ${name}`);
  return `.${form.keys[index]}`;
}

// ---------------------------------------------------------------------------------------------
// Schemas

const everything = formOf(requestFixtures.serverEverything);
const structured = formOf(requestFixtures.seedStructuredData);
const simpleText = formOf(requestFixtures.seedSimpleText);
const enums = formOf(requestFixtures.conformanceSep1330);
const defaults = formOf(requestFixtures.conformanceSep1034);
const dateTimeForm = formOf({
  params: {
    message: 'When?',
    requestedSchema: {
      type: 'object',
      properties: {
        when: { type: 'string', format: 'date-time', title: 'Meeting time' },
        code: { type: 'string', minLength: 3, maxLength: 5 },
      },
      required: ['when'],
    },
  },
});

const E = (name: string) => pathOf(everything, name);

/** A valid answer to every server-everything field. */
const everythingValid: ElicitationValues = {
  name: 'Ada Lovelace',
  check: true,
  firstLine: 'It was a dark and stormy night.',
  email: 'ada@example.com',
  homepage: 'https://example.com/ada',
  birthdate: '1815-12-10',
  integer: 42,
  number: 3.14,
  untitledSingleSelectEnum: 'Joey',
  untitledMultipleSelectEnum: ['Guitar', 'Piano'],
  titledSingleSelectEnum: 'hero-2',
  titledMultipleSelectEnum: ['fish-1', 'fish-3'],
  legacyTitledEnum: 'pet-3',
};
const everythingWith = (values: ElicitationValues) => toFormData(everything, { ...everythingValid, ...values });

// Hand-written flat schemas in rjsf's own spelling (plain `enum`, items `enum`), not ours.
const flat: RJSFSchema = {
  type: 'object',
  properties: {
    text: { type: 'string', title: 'Text', minLength: 2, maxLength: 4 },
    email: { type: 'string', format: 'email' },
    uri: { type: 'string', format: 'uri' },
    date: { type: 'string', format: 'date' },
    when: { type: 'string', format: 'date-time' },
    count: { type: 'integer', minimum: 1, maximum: 10 },
    ratio: { type: 'number', exclusiveMinimum: 0, maximum: 1 },
    agree: { type: 'boolean' },
    color: { type: 'string', enum: ['red', 'green'] },
    tags: {
      type: 'array',
      uniqueItems: true,
      minItems: 1,
      maxItems: 2,
      items: { type: 'string', enum: ['a', 'b', 'c'] },
    },
  },
  required: ['text', 'agree'],
};
const flatValid = { text: 'abc', agree: false };

// ---------------------------------------------------------------------------------------------
// validateFormData: the same verdict, error names and paths

interface Case {
  title: string;
  schema: RJSFSchema;
  data: unknown;
  /** `name .property` of each error, both validators. */
  expected: string[];
  /** KNOWN DIFFERENCES: each validator's own answer where they really differ (why in `title`). */
  differs?: Record<Name, string[]>;
  /** KNOWN DIFFERENCE: ajv8 reports this field's error on an item: `[array path, item path]`. */
  itemPath?: [string, string];
}

const CASES: Case[] = [
  // server-everything, 13 fields, through parse + toRjsfForm
  {
    title: 'everything: all answered',
    schema: everything.schema,
    data: toFormData(everything, everythingValid),
    expected: [],
  },
  {
    title: 'everything: only the required name',
    schema: everything.schema,
    data: toFormData(everything, { name: 'Ada' }),
    expected: [],
  },
  { title: 'everything: nothing answered', schema: everything.schema, data: {}, expected: [`required ${E('name')}`] },
  {
    title: 'everything: bad email, uri and date',
    schema: everything.schema,
    data: everythingWith({ email: 'ada at example.com', homepage: 'example.com', birthdate: '2023-02-29' }),
    expected: [`format ${E('email')}`, `format ${E('homepage')}`, `format ${E('birthdate')}`],
  },
  {
    title: 'everything: non-integer, out-of-range numbers',
    schema: everything.schema,
    data: everythingWith({ integer: 4.5, number: 1000.5 }),
    expected: [`type ${E('integer')}`, `maximum ${E('number')}`],
  },
  {
    title: 'everything: below the minimums',
    schema: everything.schema,
    data: everythingWith({ integer: 0, number: -0.5 }),
    expected: [`minimum ${E('integer')}`, `minimum ${E('number')}`],
  },
  {
    title: 'everything: above the integer maximum',
    schema: everything.schema,
    data: everythingWith({ integer: 101 }),
    expected: [`maximum ${E('integer')}`],
  },
  {
    title: 'everything: too few and too many choices',
    schema: everything.schema,
    data: everythingWith({
      untitledMultipleSelectEnum: [],
      titledMultipleSelectEnum: ['fish-1', 'fish-2', 'fish-3', 'fish-1'],
    }),
    expected: [
      `minItems ${E('untitledMultipleSelectEnum')}`,
      `maxItems ${E('titledMultipleSelectEnum')}`,
      `uniqueItems ${E('titledMultipleSelectEnum')}`,
    ],
  },
  {
    title: 'everything: wrong types',
    schema: everything.schema,
    data: everythingWith({ name: 7, check: 'yes', number: '3', untitledMultipleSelectEnum: 'Guitar' }),
    expected: [
      `type ${E('name')}`,
      `type ${E('check')}`,
      `type ${E('number')}`,
      `type ${E('untitledMultipleSelectEnum')}`,
    ],
  },
  {
    // KNOWN DIFFERENCE: a single select is `oneOf` of titled consts. ajv8 reports the failed
    // `const` of the first branch plus `oneOf`; cfworker reports one `enum` error.
    title: 'everything: unknown single-select option (names differ)',
    schema: everything.schema,
    data: everythingWith({ untitledSingleSelectEnum: 'Janice', legacyTitledEnum: 'pet-9' }),
    expected: [],
    differs: {
      cfworker: [`enum ${E('untitledSingleSelectEnum')}`, `enum ${E('legacyTitledEnum')}`],
      ajv8: [
        `const ${E('untitledSingleSelectEnum')}`,
        `oneOf ${E('untitledSingleSelectEnum')}`,
        `const ${E('legacyTitledEnum')}`,
        `oneOf ${E('legacyTitledEnum')}`,
      ],
    },
  },
  {
    // KNOWN DIFFERENCE: ajv8 reports an unknown multi-select value on the item (`.field_9.1`),
    // where rjsf shows it on no widget; cfworker hoists it to the array as one `enum` error.
    title: 'everything: unknown multi-select option (paths differ)',
    schema: everything.schema,
    itemPath: [E('untitledMultipleSelectEnum'), `${E('untitledMultipleSelectEnum')}.1`],
    data: everythingWith({ untitledMultipleSelectEnum: ['Guitar', 'Harp'] }),
    expected: [],
    differs: {
      cfworker: [`enum ${E('untitledMultipleSelectEnum')}`],
      ajv8: [`const ${E('untitledMultipleSelectEnum')}.1`, `anyOf ${E('untitledMultipleSelectEnum')}.1`],
    },
  },
  {
    // Keys whose value is undefined are absent (JSON semantics), for both.
    title: 'everything: undefined value counts as missing',
    schema: everything.schema,
    data: { ...toFormData(everything, everythingValid), [everything.keys[0] as string]: undefined },
    expected: [`required ${E('name')}`],
  },

  // seed examples
  {
    title: 'structured: nothing answered',
    schema: structured.schema,
    data: {},
    expected: [`required ${pathOf(structured, 'name')}`, `required ${pathOf(structured, 'email')}`],
  },
  {
    title: 'structured: under age, bad email',
    schema: structured.schema,
    data: toFormData(structured, { name: 'Ada', email: 'ada@', age: 17.5 }),
    expected: [`format ${pathOf(structured, 'email')}`, `minimum ${pathOf(structured, 'age')}`],
  },
  {
    title: 'structured: valid',
    schema: structured.schema,
    data: toFormData(structured, { name: 'Ada', email: 'a@example.com', age: 18 }),
    expected: [],
  },
  {
    title: 'simple text: empty string is an answer',
    schema: simpleText.schema,
    data: toFormData(simpleText, { name: '' }),
    expected: [],
  },
  {
    title: 'simple text: missing',
    schema: simpleText.schema,
    data: {},
    expected: [`required ${pathOf(simpleText, 'name')}`],
  },
  { title: 'SEP-1330 enums: nothing answered (all optional)', schema: enums.schema, data: {}, expected: [] },
  {
    title: 'SEP-1330 enums: empty multi-selects',
    schema: enums.schema,
    data: toFormData(enums, { untitledMulti: [], titledMulti: [] }),
    expected: [`minItems ${pathOf(enums, 'untitledMulti')}`, `minItems ${pathOf(enums, 'titledMulti')}`],
  },
  {
    title: 'SEP-1034 defaults: the defaults themselves are valid',
    schema: defaults.schema,
    data: Object.fromEntries(
      defaults.fields.flatMap((f, i) => (f.default === undefined ? [] : [[defaults.keys[i], f.default]])),
    ),
    expected: [],
  },
  {
    title: 'date-time field: RFC 3339 with offset',
    schema: dateTimeForm.schema,
    data: toFormData(dateTimeForm, { when: '2024-05-01T10:30:00+09:00', code: 'abc' }),
    expected: [],
  },
  {
    title: 'date-time field: date only, too short and too long codes',
    schema: dateTimeForm.schema,
    data: toFormData(dateTimeForm, { when: '2024-05-01', code: 'ab' }),
    expected: [`format ${pathOf(dateTimeForm, 'when')}`, `minLength ${pathOf(dateTimeForm, 'code')}`],
  },
  {
    // KNOWN DIFFERENCE: ajv-formats accepts a date-time without offset; RFC 3339 (and cfworker) require one.
    title: 'date-time field: no offset (only cfworker rejects)',
    schema: dateTimeForm.schema,
    data: toFormData(dateTimeForm, { when: '2024-05-01T10:30:00', code: 'abcdef' }),
    expected: [],
    differs: {
      cfworker: [`format ${pathOf(dateTimeForm, 'when')}`, `maxLength ${pathOf(dateTimeForm, 'code')}`],
      ajv8: [`maxLength ${pathOf(dateTimeForm, 'code')}`],
    },
  },

  // hand-written flat schema
  { title: 'flat: valid minimum', schema: flat, data: flatValid, expected: [] },
  {
    title: 'flat: valid everything',
    schema: flat,
    data: {
      ...flatValid,
      email: 'a@example.com',
      uri: 'urn:isbn:0451450523',
      date: '2024-02-29',
      when: '2024-02-29T23:59:59Z',
      count: 10,
      ratio: 1,
      color: 'green',
      tags: ['c', 'a'],
    },
    expected: [],
  },
  { title: 'flat: missing required', schema: flat, data: {}, expected: ['required .text', 'required .agree'] },
  { title: 'flat: too short', schema: flat, data: { ...flatValid, text: 'a' }, expected: ['minLength .text'] },
  { title: 'flat: too long', schema: flat, data: { ...flatValid, text: 'abcde' }, expected: ['maxLength .text'] },
  {
    title: 'flat: bad formats',
    schema: flat,
    data: { ...flatValid, email: 'a b@c.de', uri: '/relative', date: '2024-13-01', when: '2024-01-01T25:00:00Z' },
    expected: ['format .email', 'format .uri', 'format .date', 'format .when'],
  },
  { title: 'flat: non-integer', schema: flat, data: { ...flatValid, count: 2.5 }, expected: ['type .count'] },
  {
    title: 'flat: out of range (exclusiveMinimum, maximum)',
    schema: flat,
    data: { ...flatValid, count: 11, ratio: 0 },
    expected: ['maximum .count', 'exclusiveMinimum .ratio'],
  },
  {
    title: 'flat: unknown enum option',
    schema: flat,
    data: { ...flatValid, color: 'blue' },
    expected: ['enum .color'],
  },
  { title: 'flat: minItems', schema: flat, data: { ...flatValid, tags: [] }, expected: ['minItems .tags'] },
  {
    title: 'flat: maxItems',
    schema: flat,
    data: { ...flatValid, tags: ['a', 'b', 'c'] },
    expected: ['maxItems .tags'],
  },
  {
    // KNOWN DIFFERENCE: same as above for an items `enum`: ajv8 on the item, cfworker on the array.
    title: 'flat: unknown multi-select enum option (paths differ)',
    schema: flat,
    data: { ...flatValid, tags: ['a', 'z'] },
    expected: [],
    differs: { cfworker: ['enum .tags'], ajv8: ['enum .tags.1'] },
  },
  {
    title: 'flat: wrong types',
    schema: flat,
    data: { text: 12, agree: 'true', count: '3', ratio: null, color: 1, tags: 'a' },
    expected: ['type .text', 'type .count', 'type .ratio', 'type .agree', 'type .color', 'enum .color', 'type .tags'],
  },
];

describe.each(VALIDATORS)('%s: validateFormData', (name, validator) => {
  it.each(CASES)('$title', ({ schema, data, expected, differs }) => {
    expect(summary(validator.validateFormData(data, schema).errors)).toEqual(differs?.[name] ?? expected);
  });

  it('builds the errorSchema from the errors', () => {
    const { errorSchema } = validator.validateFormData({ text: 'a' }, flat);
    expect(errorSchema).toEqual({
      text: { __errors: [expect.any(String)] },
      agree: { __errors: [expect.any(String)] },
    });
  });
});

describe('both validators agree', () => {
  it.each(CASES.filter((c) => !c.differs))('$title', ({ schema, data }) => {
    const run = (validator: AnyValidator) => validator.validateFormData(data, schema);
    const [cfworker, ajv8] = [run(byName.cfworker), run(byName.ajv8)];
    expect(summary(cfworker.errors)).toEqual(summary(ajv8.errors));
    expect(cfworker.errors.map((error) => error.params)).toEqual(
      ajv8.errors.map((error) =>
        // ajv8 adds `comparison` to limits and `i`/`j` to uniqueItems; the rest is the same.
        error.name === 'uniqueItems'
          ? {}
          : Object.fromEntries(Object.entries(error.params ?? {}).filter(([key]) => key !== 'comparison')),
      ),
    );
    // Raw messages are each library's own English; the shape must match.
    expect(shape(cfworker.errorSchema)).toEqual(shape(ajv8.errorSchema));
  });
});

// ---------------------------------------------------------------------------------------------
// Messages through createErrorTransformer

/** `[property, message]` of each error after the library's transformer. */
function messagesFor(validator: AnyValidator, form: RjsfForm, values: unknown, locale: 'en' | 'ko') {
  const transform = createErrorTransformer(form.schema, locale === 'en' ? en : ko, locale);
  return validator
    .validateFormData(values, form.schema, undefined, transform)
    .errors.map((e) => [e.property, e.message]);
}

const MESSAGE_CASES: { title: string; data: unknown; en: [string, string][]; ko: [string, string][] }[] = [
  {
    title: 'required text',
    data: {},
    en: [[E('name'), 'Enter an answer.']],
    ko: [[E('name'), '답변을 입력하세요.']],
  },
  {
    title: 'formats',
    data: everythingWith({ email: 'nope', homepage: 'example.com', birthdate: '2024-02-30' }),
    en: [
      [E('email'), 'Enter an email address, like name@example.com.'],
      [E('homepage'), 'Enter a full web address starting with a scheme, like https://example.com.'],
      [E('birthdate'), 'Enter a real date.'],
    ],
    ko: [
      [E('email'), '이메일 주소를 입력하세요 (예: name@example.com).'],
      [E('homepage'), 'https://example.com처럼 스킴으로 시작하는 전체 웹 주소를 입력하세요.'],
      [E('birthdate'), '올바른 날짜를 입력하세요.'],
    ],
  },
  {
    title: 'numbers',
    data: everythingWith({ integer: 1.5, number: 1234.5 }),
    en: [
      [E('integer'), 'Enter a whole number.'],
      [E('number'), 'Enter 1,000 or less.'],
    ],
    ko: [
      [E('integer'), '정수를 입력하세요.'],
      [E('number'), '1,000 이하를 입력하세요.'],
    ],
  },
  {
    title: 'minimum',
    data: everythingWith({ integer: 0 }),
    en: [[E('integer'), 'Enter 1 or more.']],
    ko: [[E('integer'), '1 이상을 입력하세요.']],
  },
  {
    title: 'choices',
    data: everythingWith({
      untitledMultipleSelectEnum: [],
      titledMultipleSelectEnum: ['fish-1', 'fish-2', 'fish-3', 'fish-1'],
    }),
    en: [
      [E('untitledMultipleSelectEnum'), 'Choose at least 1 option.'],
      [E('titledMultipleSelectEnum'), 'Choose at most 3 options.'],
    ],
    ko: [
      [E('untitledMultipleSelectEnum'), '1개 이상 선택하세요.'],
      [E('titledMultipleSelectEnum'), '3개 이하로 선택하세요.'],
    ],
  },
  {
    title: 'unknown single option and wrong types',
    data: everythingWith({ titledSingleSelectEnum: 'hero-9', check: 'yes', name: 3 }),
    en: [
      [E('name'), 'This answer has the wrong type.'],
      [E('check'), 'Choose one of the options.'],
      [E('titledSingleSelectEnum'), 'Choose one of the options.'],
    ],
    ko: [
      [E('name'), '답변 형식이 올바르지 않아요.'],
      [E('check'), '옵션 중 하나를 선택하세요.'],
      [E('titledSingleSelectEnum'), '옵션 중 하나를 선택하세요.'],
    ],
  },
];

describe.each(VALIDATORS)('%s + createErrorTransformer', (_name, validator) => {
  describe.each(['en', 'ko'] as const)('%s', (locale) => {
    it.each(MESSAGE_CASES)('$title', (testCase) => {
      expect(messagesFor(validator, everything, testCase.data, locale)).toEqual(testCase[locale]);
    });

    it('length limits of a text field', () => {
      const code = pathOf(dateTimeForm, 'code');
      const short = messagesFor(
        validator,
        dateTimeForm,
        toFormData(dateTimeForm, { when: '2024-05-01T10:30:00Z', code: 'a' }),
        locale,
      );
      const long = messagesFor(
        validator,
        dateTimeForm,
        toFormData(dateTimeForm, { when: '2024-05-01T10:30:00Z', code: 'abcdef' }),
        locale,
      );
      expect(short).toEqual([[code, locale === 'en' ? 'Use at least 3 characters.' : '3자 이상 입력하세요.']]);
      expect(long).toEqual([[code, locale === 'en' ? 'Use at most 5 characters.' : '5자 이하로 입력하세요.']]);
    });

    it('a date-time without a time', () => {
      const when = pathOf(dateTimeForm, 'when');
      expect(messagesFor(validator, dateTimeForm, toFormData(dateTimeForm, { when: '2024-05-01' }), locale)).toEqual([
        [when, locale === 'en' ? 'Enter a date and a time.' : '날짜와 시간을 입력하세요.'],
      ]);
    });
  });
});

describe('both validators give the same messages', () => {
  const everyCase = [
    ...CASES.filter((c) => c.schema === everything.schema),
    ...MESSAGE_CASES.map((c) => ({ ...c, schema: everything.schema })),
  ];
  it.each(everyCase)('$title', (testCase) => {
    const itemPath = 'itemPath' in testCase ? testCase.itemPath : undefined;
    for (const locale of ['en', 'ko'] as const) {
      const [cfworker, ajv8] = VALIDATORS.map(([, validator]) =>
        messagesFor(validator, everything, testCase.data, locale),
      );
      if (itemPath) {
        // KNOWN DIFFERENCE: the same message, but ajv8 keeps the item index in the property.
        expect(cfworker?.map(([, message]) => message)).toEqual(ajv8?.map(([, message]) => message));
        expect(cfworker?.map(([property]) => property)).toEqual([itemPath[0]]);
        expect(ajv8?.map(([property]) => property)).toEqual([itemPath[1]]);
      } else {
        expect(cfworker).toEqual(ajv8);
      }
    }
  });
});

// ---------------------------------------------------------------------------------------------
// customValidate and transformErrors

const small: RJSFSchema = {
  type: 'object',
  properties: { a: { type: 'string', default: 'preset' }, b: { type: 'number' }, c: { type: 'boolean' } },
  required: ['c'],
};

describe.each(VALIDATORS)('%s: customValidate and transformErrors', (name, validator) => {
  it('passes errors and uiSchema to transformErrors and uses what it returns', () => {
    const uiSchema = { b: { 'ui:title': 'Bee' } };
    const transformErrors = vi.fn<ErrorTransformer>((errors) =>
      errors.map((error) => ({ ...error, message: `T ${error.name}`, stack: `T ${error.name}` })),
    );
    const result = validator.validateFormData({ b: 'x' }, small, undefined, transformErrors, uiSchema);
    expect(transformErrors).toHaveBeenCalledOnce();
    expect(summary(transformErrors.mock.calls[0]![0])).toEqual(['required .c', 'type .b']);
    expect(transformErrors.mock.calls[0]![1]).toBe(uiSchema);
    expect(result.errors.map((error) => error.stack)).toEqual(['T required', 'T type']);
    expect(result.errorSchema).toEqual({ c: { __errors: ['T required'] }, b: { __errors: ['T type'] } });
  });

  it('drops what transformErrors drops', () => {
    const result = validator.validateFormData({}, small, undefined, () => []);
    expect(result).toEqual({ errors: [], errorSchema: {} });
  });

  it('runs customValidate after transformErrors and merges its errors untransformed', () => {
    const uiSchema = { a: { 'ui:help': 'x' } };
    const customValidate = vi.fn<CustomValidator>((_formData, errors, _uiSchema, errorSchema) => {
      expect(errorSchema).toEqual({ c: { __errors: ['T required'] } });
      errors.b?.addError('b must be even');
      errors.addError('form-level problem');
      return errors;
    });
    const transformErrors: ErrorTransformer = (errors) => errors.map((error) => ({ ...error, message: 'T required' }));
    const result = validator.validateFormData({ b: 3 }, small, customValidate, transformErrors, uiSchema);
    expect(customValidate).toHaveBeenCalledOnce();
    expect(customValidate.mock.calls[0]![2]).toBe(uiSchema);
    expect(result.errors.map((error) => [error.name, dotted(error.property), error.message, error.stack])).toEqual([
      ['required', '.c', 'T required', expect.any(String)],
      [undefined, '.', 'form-level problem', '. form-level problem'],
      [undefined, '.b', 'b must be even', '.b b must be even'],
    ]);
    expect(result.errorSchema).toMatchObject({
      __errors: ['form-level problem'],
      b: { __errors: ['b must be even'] },
      c: { __errors: ['T required'] },
    });
  });

  it('runs customValidate on valid data too', () => {
    const result = validator.validateFormData({ c: true }, small, (_formData, errors) => {
      (errors as FormValidation<{ c: boolean }>).c?.addError('must be false');
      return errors;
    });
    expect(summary(result.errors)).toEqual(['undefined .c']);
    expect(result.errorSchema).toMatchObject({ c: { __errors: ['must be false'] } });
  });

  it('hands customValidate the form data (KNOWN DIFFERENCE: ajv8 fills in defaults first)', () => {
    let seen: unknown;
    validator.validateFormData({ b: 1 }, small, (formData, errors) => {
      seen = formData;
      return errors;
    });
    // ajv8 runs getDefaultFormState(…, includeUndefinedValues) without the Form's
    // experimental_defaultFormStateBehavior: schema defaults and `false` for required booleans
    // appear. cfworker passes what it validated, so customValidate sees what will be submitted.
    expect(seen).toEqual(name === 'ajv8' ? { a: 'preset', b: 1, c: false } : { b: 1 });
  });
});

// ---------------------------------------------------------------------------------------------
// isValid: rjsf's internal probes

const JUNK_OPTION: RJSFSchema = {
  type: 'object',
  $id: '_$junk_option_schema_id$_',
  properties: { __not_really_there__: { type: 'number' } },
};

describe.each(VALIDATORS)('%s: isValid', (_name, validator) => {
  it("rejects a string against rjsf's junk option", () => {
    expect(validator.isValid(JUNK_OPTION, 'b', {})).toBe(false);
    expect(validator.isValid(JUNK_OPTION, 1, {})).toBe(false);
    expect(validator.isValid(JUNK_OPTION, { __not_really_there__: 'x' }, {})).toBe(false);
    expect(validator.isValid(JUNK_OPTION, {}, {})).toBe(true);
  });

  it('matches consts exactly', () => {
    expect(validator.isValid({ const: 'b', title: 'B' }, 'b', {})).toBe(true);
    expect(validator.isValid({ const: 'b', title: 'B' }, 'c', {})).toBe(false);
    expect(validator.isValid({ const: 'b' }, undefined, {})).toBe(false);
    expect(validator.isValid({ const: 1 }, '1', {})).toBe(false);
    expect(validator.isValid({ const: ['a'] }, ['a'], {})).toBe(true);
  });

  it('lets rjsf pick the option of a titled select', () => {
    const options: RJSFSchema[] = [
      { const: 'a', title: 'A' },
      { const: 'b', title: 'B' },
      { const: 'c', title: 'C' },
    ];
    expect(getFirstMatchingOption(validator, 'b', options, {})).toBe(1);
    expect(getClosestMatchingOption(validator, {}, 'c', options, 0)).toBe(2);
  });

  it('resolves $refs into the root schema', () => {
    const root: RJSFSchema = { definitions: { word: { type: 'string' } } };
    expect(validator.isValid({ $ref: '#/definitions/word' }, 'a', root)).toBe(true);
    expect(validator.isValid({ $ref: '#/definitions/word' }, 1, root)).toBe(false);
  });

  it('answers false, not throws, for a schema it cannot use', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(validator.isValid({ type: 'nope' } as unknown as RJSFSchema, 'a', {})).toBe(false);
    warn.mockRestore();
  });
});

// ---------------------------------------------------------------------------------------------
// Property names from Object.prototype

// Built with JSON.parse so that "__proto__" is an own property, as it is in a server's JSON.
const prototypeNames = JSON.parse(
  '{"type":"object","properties":{"constructor":{"type":"string"},"toString":{"type":"number"},"hasOwnProperty":{"type":"boolean"},"__proto__":{"type":"string"}},"required":["constructor","toString","hasOwnProperty","__proto__"]}',
) as RJSFSchema;
const prototypeValid = JSON.parse('{"constructor":"c","toString":1,"hasOwnProperty":true,"__proto__":"p"}');
const prototypeWrong = JSON.parse('{"constructor":5,"toString":"x","hasOwnProperty":1,"__proto__":5}');

describe('property names like constructor', () => {
  const cfworker = byName.cfworker;
  const ajv8 = byName.ajv8;

  it('cfworker: missing ones are missing, wrong ones are wrong, valid ones are valid', () => {
    expect(summary(cfworker.validateFormData({}, prototypeNames).errors)).toEqual([
      'required .constructor',
      'required .toString',
      'required .hasOwnProperty',
      'required .__proto__',
    ]);
    expect(summary(cfworker.validateFormData(prototypeWrong, prototypeNames).errors)).toEqual([
      'type .constructor',
      'type .toString',
      'type .hasOwnProperty',
      'type .__proto__',
    ]);
    expect(cfworker.validateFormData(prototypeValid, prototypeNames).errors).toEqual([]);
    expect(cfworker.isValid(prototypeNames, {}, prototypeNames)).toBe(false);
    expect(cfworker.isValid(prototypeNames, prototypeValid, prototypeNames)).toBe(true);
  });

  it('KNOWN DIFFERENCE: ajv8 reads inherited members as answers and skips "__proto__"', () => {
    // `{}.constructor` is Object, so ajv8 sees a present, non-string "constructor" (type errors
    // instead of required), and it never validates a "__proto__" property at all.
    expect(summary(ajv8.validateFormData({}, prototypeNames).errors)).toEqual([
      'type .constructor',
      'type .toString',
      'type .hasOwnProperty',
    ]);
    expect(summary(ajv8.validateFormData(prototypeWrong, prototypeNames).errors)).toEqual([
      'type .constructor',
      'type .toString',
      'type .hasOwnProperty',
    ]);
    expect(ajv8.validateFormData(prototypeValid, prototypeNames).errors).toEqual([]);
  });

  it('toRjsfForm keys make both validators agree on such servers', () => {
    const form = formOf({ params: { message: 'm', requestedSchema: prototypeNames } });
    expect(form.fields.map((field) => field.name)).toEqual(['constructor', 'toString', 'hasOwnProperty', '__proto__']);
    for (const data of [{}, toFormData(form, prototypeWrong), toFormData(form, prototypeValid)]) {
      const [c, a] = VALIDATORS.map(([, validator]) => summary(validator.validateFormData(data, form.schema).errors));
      expect(c).toEqual(a);
    }
    expect(summary(cfworker.validateFormData({}, form.schema).errors)).toEqual(
      form.keys.map((key) => `required .${key}`),
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Other differences, asserted so that they stay visible

describe('KNOWN DIFFERENCES', () => {
  it('ajv8 names a missing top-level property without the leading dot', () => {
    const [c, a] = VALIDATORS.map(
      ([, validator]) => validator.validateFormData({}, simpleText.schema).errors[0]?.property,
    );
    expect(c).toBe(pathOf(simpleText, 'name'));
    expect(a).toBe(pathOf(simpleText, 'name').slice(1));
  });

  it('root undefined: cfworker validates it as {}, ajv8 as a non-object', () => {
    expect(summary(byName.cfworker.validateFormData(undefined, simpleText.schema).errors)).toEqual([
      `required ${pathOf(simpleText, 'name')}`,
    ]);
    // (the empty property is the root)
    expect(summary(byName.ajv8.validateFormData(undefined, simpleText.schema).errors)).toEqual(['type ']);
  });

  it('email: ajv-formats wants a dot in the domain and no quoted local part; cfworker accepts both', () => {
    const email: RJSFSchema = { type: 'string', format: 'email' };
    for (const address of ['a@localhost', '"quoted"@example.com']) {
      expect(byName.cfworker.isValid(email, address, {})).toBe(true);
      expect(byName.ajv8.isValid(email, address, {})).toBe(false);
    }
    for (const address of ['name@example.com', 'name+tag@example.co.kr']) {
      for (const [, validator] of VALIDATORS) expect(validator.isValid(email, address, {})).toBe(true);
    }
  });

  it('array items that are undefined: cfworker drops them (JSON would make them null), ajv8 rejects them', () => {
    const tags: RJSFSchema = { type: 'array', items: { type: 'string' } };
    expect(byName.cfworker.validateFormData(['a', undefined], tags).errors).toEqual([]);
    expect(summary(byName.ajv8.validateFormData(['a', undefined], tags).errors)).toEqual(['type .1']);
  });

  it('an invalid schema: ajv8 reports the schema, cfworker validates against what it understands', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = { type: 'nope' } as unknown as RJSFSchema;
    const ajv8 = byName.ajv8.validateFormData('a', broken).errors;
    expect(ajv8).toHaveLength(1);
    expect(ajv8[0]?.stack).toMatch(/^schema is invalid/);
    expect(summary(byName.cfworker.validateFormData('a', broken).errors)).toEqual(['type ']);
    warn.mockRestore();
  });
});
