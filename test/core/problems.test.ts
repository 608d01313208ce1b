/**
 * Problems as codes and values (issue 26): every code and variant, with the params it carries and the
 * English `message` made from them, then every catalogue's sentence for each. Table-driven.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  MAX_DESCRIPTION_LENGTH,
  MAX_ELICITATION_ID_LENGTH,
  MAX_FIELDS,
  MAX_LABEL_LENGTH,
  MAX_MESSAGE_LENGTH,
  MAX_OPTIONS,
  MAX_REQUEST_DEPTH,
  MAX_REQUEST_SIZE,
  type Problem,
  type ProblemCode,
  type ProblemParams,
  parseElicitationRequest,
} from '../../src/core';
import { readJson } from '../../src/core/json';
import { ENGLISH_PROBLEM_MESSAGES, PROBLEM_PARAMS, type ProblemTemplates } from '../../src/core/problemMessages';
import { ProblemList } from '../../src/core/problems';
import { en } from '../../src/i18n/en';
import { formatProblem } from '../../src/i18n/format';
import type { ProblemMessages } from '../../src/i18n/messages';
import { ko } from '../../src/locales/ko';
import { deepArray } from '../adversarial/huge-requests';

const long = (length: number) => 'x'.repeat(length);
const form = (properties: unknown, extra: Record<string, unknown> = {}) => ({
  message: 'Tell us',
  requestedSchema: { type: 'object', properties, ...extra },
});
const field = (schema: unknown) => form({ x: schema });
const at = (key?: string) => `requestedSchema.properties.x${key ? `.${key}` : ''}`;

/** Every problem of a request, refused or repaired. */
function problemsOf(params: unknown): Problem[] {
  const parsed = parseElicitationRequest(params);
  return parsed.ok ? parsed.warnings : parsed.problems;
}

/** The problems of one code, made directly (for what a parse cannot reach: the components' last resort). */
function listed<C extends ProblemCode>(code: C, params: ProblemParams[C], severity: 'error' | 'warning' = 'error') {
  const list = new ProblemList();
  list[severity === 'error' ? 'error' : 'warn']('', code, params);
  return list.items;
}

const cyclic: Record<string, unknown> = { message: 'loop' };
cyclic._meta = { self: cyclic };
const withGetter = Object.defineProperty({}, 'message', { enumerable: true, get: () => 'm' });
const unreadable = new Proxy(
  {},
  {
    ownKeys() {
      throw new Error('trap');
    },
  },
);
const sevenOptions = (count: number) => Array.from({ length: count }, (_, index) => `o${index}`);

type Case = [name: string, problems: () => Problem[], expected: Omit<Problem, 'severity'> & { severity?: string }];

const CASES: Case[] = [
  [
    'the components could not read it',
    () => listed('request-unreadable', {}),
    { path: '', code: 'request-unreadable', params: {}, message: 'The request could not be read.' },
  ],
  [
    'params that are a number',
    () => problemsOf(42),
    { path: '', code: 'params-not-object', params: {}, message: 'The request params must be a JSON object.' },
  ],
  [
    'a NaN',
    () => problemsOf({ message: Number.NaN }),
    {
      path: 'message',
      code: 'params-not-json',
      params: { variant: 'not-finite', value: 'NaN' },
      message: 'NaN is not a JSON number.',
    },
  ],
  [
    'undefined read as JSON',
    () => {
      const read = readJson(undefined);
      if (read.ok) throw new Error('expected a failure');
      return listed(read.failure.code, read.failure.params as ProblemParams['params-not-json']);
    },
    {
      path: '',
      code: 'params-not-json',
      params: { variant: 'undefined' },
      message: 'The request contains an undefined value, which JSON cannot hold.',
    },
  ],
  ...(['bigint', 'symbol', 'function'] as const).map(
    (variant): Case => [
      `a ${variant}`,
      () => problemsOf({ message: { bigint: 1n, symbol: Symbol('s'), function: () => 1 }[variant] }),
      {
        path: 'message',
        code: 'params-not-json',
        params: { variant },
        message: `The request contains a ${variant}, which JSON cannot hold.`,
      },
    ],
  ),
  [
    'a cycle',
    () => problemsOf(cyclic),
    {
      path: '_meta.self',
      code: 'params-not-json',
      params: { variant: 'cycle' },
      message: 'The request contains itself (a cycle); JSON cannot.',
    },
  ],
  [
    'a Date',
    () => problemsOf({ message: new Date(0) }),
    {
      path: 'message',
      code: 'params-not-json',
      params: { variant: 'not-plain' },
      message: 'The request contains an object that is not plain JSON data (a Date, a Map, ...).',
    },
  ],
  [
    'a getter',
    () => problemsOf(withGetter),
    {
      path: 'message',
      code: 'params-not-json',
      params: { variant: 'getter' },
      message: 'The request contains a getter, which JSON cannot.',
    },
  ],
  [
    'a proxy that throws',
    () => problemsOf(unreadable),
    {
      path: '',
      code: 'params-not-json',
      params: { variant: 'unreadable' },
      message: 'The request could not be read as JSON data.',
    },
  ],
  [
    'a request too large',
    () => problemsOf({ message: long(MAX_REQUEST_SIZE) }),
    {
      path: 'message',
      code: 'request-too-large',
      params: { limit: MAX_REQUEST_SIZE },
      message: 'The request is larger than 500,000 characters of JSON, the most this app accepts.',
    },
  ],
  [
    'a request too deep',
    () => problemsOf({ message: 'm', _meta: deepArray(MAX_REQUEST_DEPTH + 5) }),
    {
      path: `_meta${'[0]'.repeat(MAX_REQUEST_DEPTH - 1)}`,
      code: 'request-too-deep',
      params: { limit: MAX_REQUEST_DEPTH },
      message: 'The request is nested more than 32 levels deep.',
    },
  ],
  [
    'too many fields',
    () => problemsOf(form(Object.fromEntries(sevenOptions(MAX_FIELDS + 1).map((name) => [name, { type: 'string' }])))),
    {
      path: 'requestedSchema.properties',
      code: 'too-many-fields',
      params: { count: MAX_FIELDS + 1, limit: MAX_FIELDS },
      message: 'The form has 201 fields; at most 200 are accepted.',
    },
  ],
  [
    'too many options',
    () => problemsOf(field({ type: 'string', enum: sevenOptions(MAX_OPTIONS + 1) })),
    {
      path: at('enum'),
      code: 'too-many-options',
      params: { count: MAX_OPTIONS + 1, limit: MAX_OPTIONS },
      message: 'The field has 1,001 options; at most 1,000 are accepted.',
    },
  ],
  ...(
    [
      ['message', () => ({ message: long(MAX_MESSAGE_LENGTH + 1) }), 'message', MAX_MESSAGE_LENGTH, 'message'],
      ['title', () => field({ type: 'string', title: long(MAX_LABEL_LENGTH + 1) }), at('title'), MAX_LABEL_LENGTH],
      [
        'description',
        () => field({ type: 'string', description: long(MAX_DESCRIPTION_LENGTH + 1) }),
        at('description'),
        MAX_DESCRIPTION_LENGTH,
      ],
      [
        'property-name',
        () => form({ [long(MAX_LABEL_LENGTH + 1)]: { type: 'string' } }),
        'requestedSchema.properties',
        MAX_LABEL_LENGTH,
        'property name',
      ],
      [
        'option-value',
        () => field({ type: 'string', enum: [long(MAX_LABEL_LENGTH + 1)] }),
        at('enum[0]'),
        MAX_LABEL_LENGTH,
        'option value',
      ],
      [
        'option-title',
        () => field({ type: 'string', oneOf: [{ const: 'a', title: long(MAX_LABEL_LENGTH + 1) }] }),
        at('oneOf[0].title'),
        MAX_LABEL_LENGTH,
        'option title',
      ],
      [
        'option-label',
        () => field({ type: 'string', enum: ['a'], enumNames: [long(MAX_LABEL_LENGTH + 1)] }),
        at('enumNames[0]'),
        MAX_LABEL_LENGTH,
        'option label',
      ],
      [
        'elicitation-id',
        () => ({ mode: 'url', message: 'm', url: 'https://example.com', elicitationId: long(1001) }),
        'elicitationId',
        MAX_ELICITATION_ID_LENGTH,
        'elicitationId',
      ],
    ] as const
  ).map(
    ([variant, params, path, limit, words]): Case => [
      `a ${variant} too long`,
      () => problemsOf(params()),
      {
        path,
        code: 'text-too-long',
        params: { variant, count: limit + 1, limit },
        message: `The ${words ?? variant} is ${(limit + 1).toLocaleString('en')} characters long; at most ${limit.toLocaleString('en')} are accepted.`,
      },
    ],
  ),
  [
    'patternProperties on the schema',
    () => problemsOf(form({}, { patternProperties: {} })),
    {
      path: 'requestedSchema.patternProperties',
      code: 'constraint-unsupported',
      params: { variant: 'keyword', keyword: 'patternProperties' },
      message:
        '"patternProperties" is not part of the elicitation schema and cannot be checked here, so answers could not be made to fit it.',
    },
  ],
  [
    'a format every object has',
    () => problemsOf(field({ type: 'string', format: 'constructor' })),
    {
      path: at('format'),
      code: 'constraint-unsupported',
      params: { variant: 'format-name', value: '"constructor"' },
      message: 'The format "constructor" is not a format.',
    },
  ],
  [
    'no message',
    () => problemsOf({ requestedSchema: { type: 'object', properties: {} } }),
    {
      path: 'message',
      code: 'message-missing',
      params: {},
      message: 'The request has no "message" explaining why input is needed.',
    },
  ],
  [
    'a message that is a number',
    () => problemsOf({ message: 3, requestedSchema: { type: 'object', properties: {} } }),
    { path: 'message', code: 'message-not-string', params: {}, message: '"message" must be text.' },
  ],
  [
    'an unknown mode',
    () => problemsOf({ mode: ['form'], message: 'm' }),
    {
      path: 'mode',
      code: 'mode-unknown',
      params: { value: '[…]' },
      message: 'The mode […] is not supported; expected "form" or "url".',
    },
  ],
  [
    'a URL request without a url',
    () => problemsOf({ mode: 'url', message: 'm' }),
    { path: 'url', code: 'url-missing', params: {}, message: 'A URL request needs a "url".' },
  ],
  [
    'a url that is a number',
    () => problemsOf({ mode: 'url', message: 'm', url: 1 }),
    { path: 'url', code: 'url-not-string', params: {}, message: '"url" must be a string.' },
  ],
  [
    'an elicitationId that is a number',
    () => problemsOf({ mode: 'url', message: 'm', url: 'https://example.com', elicitationId: 1 }),
    {
      path: 'elicitationId',
      code: 'elicitation-id-not-string',
      params: {},
      message: '"elicitationId" must be a string.',
    },
  ],
  [
    'no requestedSchema',
    () => problemsOf({ message: 'm' }),
    {
      path: 'requestedSchema',
      code: 'schema-missing',
      params: {},
      message: 'A form request needs a "requestedSchema".',
    },
  ],
  [
    'a requestedSchema that is text',
    () => problemsOf({ message: 'm', requestedSchema: 'x' }),
    {
      path: 'requestedSchema',
      code: 'schema-not-object',
      params: {},
      message: '"requestedSchema" must be a JSON Schema object.',
    },
  ],
  [
    'a requestedSchema of type array',
    () => problemsOf({ message: 'm', requestedSchema: { type: 'array', properties: {} } }),
    {
      path: 'requestedSchema.type',
      code: 'schema-type-not-object',
      params: {},
      message: '"requestedSchema" must have "type": "object".',
    },
  ],
  [
    'properties that are an array',
    () => problemsOf(form([])),
    {
      path: 'requestedSchema.properties',
      code: 'properties-not-object',
      params: {},
      message: '"properties" must be an object of field schemas.',
    },
  ],
  [
    'a property that is a number',
    () => problemsOf(field(5)),
    {
      path: at(),
      code: 'property-not-object',
      params: { name: '"x"' },
      message: 'The schema of "x" must be an object.',
    },
  ],
  [
    'a property without a type',
    () => problemsOf(field({})),
    { path: at('type'), code: 'type-missing', params: { name: '"x"' }, message: '"x" has no "type".' },
  ],
  [
    'a type list of two types',
    () => problemsOf(field({ type: ['string', 'number'] })),
    {
      path: at('type'),
      code: 'type-union',
      params: {},
      message: '"type" lists more than one type besides "null".',
    },
  ],
  [
    'a type list of a type that is not supported',
    () => problemsOf(field({ type: ['string', 5] })),
    {
      path: at('type'),
      code: 'type-unknown',
      params: { value: '[…]' },
      message: '[…] is not a supported type (string, number, integer, boolean or array).',
    },
  ],
  [
    'a field that only accepts null',
    () => problemsOf(field({ type: ['null'] })),
    {
      path: at('type'),
      code: 'type-unknown',
      params: { value: '"null"' },
      message: '"null" is not a supported type (string, number, integer, boolean or array).',
    },
  ],
  [
    'a nullable type list',
    () => problemsOf(field({ type: ['string', 'null'] })),
    {
      path: at('type'),
      code: 'nullable-normalized',
      params: { variant: 'type-array' },
      message: '"type" also lists "null": read as the other type; an answer is never null.',
      severity: 'warning',
    },
  ],
  [
    'OpenAPI nullable',
    () => problemsOf(field({ type: 'integer', nullable: true })),
    {
      path: at('nullable'),
      code: 'nullable-normalized',
      params: { variant: 'keyword' },
      message: '"nullable": read as the field\'s type; an answer is never null.',
      severity: 'warning',
    },
  ],
  [
    'a null branch',
    () => problemsOf(field({ anyOf: [{ type: 'string' }, { type: 'null' }] })),
    {
      path: at('anyOf'),
      code: 'nullable-normalized',
      params: { variant: 'union', keyword: 'anyOf' },
      message: '"anyOf" also allows null: read as its other branch; an answer is never null.',
      severity: 'warning',
    },
  ],
  [
    'a null default',
    () => problemsOf(field({ type: 'string', default: null })),
    {
      path: at('default'),
      code: 'default-null-dropped',
      params: {},
      message: 'The default null means no default.',
      severity: 'warning',
    },
  ],
  [
    'a local reference',
    () => problemsOf(form({ x: { $ref: '#/$defs/Size' } }, { $defs: { Size: { type: 'string', enum: ['s'] } } })),
    {
      path: at('$ref'),
      code: 'ref-inlined',
      params: { ref: '"#/$defs/Size"' },
      message: 'The reference "#/$defs/Size" was read in place.',
      severity: 'warning',
    },
  ],
  [
    'an allOf of one member',
    () => problemsOf(field({ allOf: [{ type: 'string' }], title: 'X' })),
    {
      path: at('allOf'),
      code: 'all-of-unwrapped',
      params: {},
      message: 'An "allOf" of one member was read as that member.',
      severity: 'warning',
    },
  ],
  [
    'a union of literals',
    () => problemsOf(field({ anyOf: [{ const: 'a' }, { const: 'b' }] })),
    {
      path: at('anyOf'),
      code: 'literal-union-normalized',
      params: { keyword: 'anyOf' },
      message: 'The values of "anyOf" were read as options.',
      severity: 'warning',
    },
  ],
  [
    'a union of literals of two types',
    () => problemsOf(field({ anyOf: [{ const: 'a' }, { const: 1 }] })),
    {
      path: at('anyOf'),
      code: 'literal-union-mixed',
      params: { keyword: 'anyOf' },
      message: 'The values of "anyOf" are of different types.',
    },
  ],
  [
    'a lone const',
    () => problemsOf(field({ const: 'yes' })),
    {
      path: at('const'),
      code: 'const-normalized',
      params: {},
      message: '"const" was read as a choice of one option.',
      severity: 'warning',
    },
  ],
  [
    'an enum without a type',
    () => problemsOf(field({ enum: ['a', 'b'] })),
    {
      path: at('type'),
      code: 'type-inferred',
      params: { type: 'string' },
      message: 'Without "type", read as string, the type of every value.',
      severity: 'warning',
    },
  ],
  [
    'a nested object',
    () => problemsOf(field({ type: 'object' })),
    {
      path: at('type'),
      code: 'nested-object',
      params: { name: '"x"' },
      message: '"x" is a nested object; elicitation forms are flat.',
    },
  ],
  [
    'an array of numbers',
    () => problemsOf(field({ type: 'array', items: { type: 'number' } })),
    {
      path: at('items'),
      code: 'array-items-invalid',
      params: {},
      message: 'An array field must be a multi-select: "items" needs a string "enum" or an "anyOf" of titled options.',
    },
  ],
  [
    'a $dynamicRef',
    () => problemsOf(field({ $dynamicRef: '#x' })),
    {
      path: at('$dynamicRef'),
      code: 'ref-unsupported',
      params: { keyword: '$dynamicRef' },
      message: '"$dynamicRef" is not allowed: every field must be written out in place.',
    },
  ],
  ...(
    [
      ['remote', 'https://example.com/size.json', 'The reference {ref} points outside the request.'],
      ['not-pointer', '#size', 'The reference {ref} is not a JSON pointer.'],
      ['escaped', '#/$defs/a~1b', 'The reference {ref} uses JSON pointer escapes.'],
      ['missing', '#/$defs/Nothing', 'The reference {ref} names nothing in the schema.'],
    ] as const
  ).map(
    ([variant, ref, sentence]): Case => [
      `a ${variant} reference`,
      () => problemsOf(form({ x: { $ref: ref } }, { $defs: { Size: { type: 'string' } } })),
      {
        path: at('$ref'),
        code: 'ref-unresolved',
        params: { variant, ref: JSON.stringify(ref) },
        message: sentence.replace('{ref}', JSON.stringify(ref)),
      },
    ],
  ),
  [
    'a reference that leads back to itself',
    () =>
      problemsOf(form({ x: { $ref: '#/$defs/A' } }, { $defs: { A: { $ref: '#/$defs/B' }, B: { $ref: '#/$defs/A' } } })),
    {
      path: at('$ref'),
      code: 'ref-unresolved',
      params: { variant: 'cycle', ref: '"#/$defs/A"' },
      message: 'The reference "#/$defs/A" leads back to itself.',
    },
  ],
  [
    'a reference whose target disagrees',
    () =>
      problemsOf(form({ x: { $ref: '#/$defs/A', maxLength: 3 } }, { $defs: { A: { type: 'string', maxLength: 5 } } })),
    {
      path: at('$ref'),
      code: 'ref-unresolved',
      params: { variant: 'conflict', keyword: 'maxLength' },
      message: 'The field and its reference disagree on "maxLength".',
    },
  ],
  [
    'references nested too deep',
    () =>
      problemsOf(
        form(
          { x: { $ref: '#/$defs/d0' } },
          {
            $defs: Object.fromEntries(
              Array.from({ length: MAX_REQUEST_DEPTH + 2 }, (_, index) => [
                `d${index}`,
                { $ref: `#/$defs/d${index + 1}` },
              ]),
            ),
          },
        ),
      ),
    {
      path: at('$ref'),
      code: 'ref-unresolved',
      params: { variant: 'too-deep', limit: MAX_REQUEST_DEPTH },
      message: `More than ${MAX_REQUEST_DEPTH} references, wrappers and unions are nested in this field.`,
    },
  ],
  ...(
    [
      [
        'not-in-schema',
        field({ type: 'string', allOf: [] }),
        at('allOf'),
        '"allOf" is not part of the elicitation schema.',
      ],
      [
        'requested-schema',
        form({}, { oneOf: [] }),
        'requestedSchema.oneOf',
        '"oneOf" is not allowed on "requestedSchema".',
      ],
      ['select-only', field({ type: 'number', anyOf: [] }), at('anyOf'), '"anyOf" is only allowed for select options.'],
      [
        'items-only',
        field({ type: 'string', anyOf: [] }),
        at('anyOf'),
        '"anyOf" is only allowed in the items of a multi-select.',
      ],
    ] as const
  ).map(
    ([variant, params, path, message]): Case => [
      `a combinator (${variant})`,
      () => problemsOf(params),
      { path, code: 'combinator-unsupported', params: { variant, keyword: path.replace(/^.*\./, '') }, message },
    ],
  ),
  ...(
    [
      ['options', { type: 'string', enum: [] }, at('enum'), 'The list of options must be a non-empty array.'],
      [
        'titled-options',
        { type: 'string', oneOf: [] },
        at('oneOf'),
        'The list of titled options must be a non-empty array.',
      ],
      [
        'allowed-values',
        { type: 'number', enum: [] },
        at('enum'),
        'The list of allowed values must be a non-empty array.',
      ],
      [
        'none-of-type',
        { type: 'number', enum: ['a'] },
        at('enum'),
        'No answer of the field\'s type is allowed by "enum" or "const", so nothing could be valid.',
      ],
      [
        'none-fit',
        { type: 'string', enum: ['a'], minLength: 2 },
        at(),
        "No option fits the schema's own constraints, so nothing could be chosen.",
      ],
    ] as const
  ).map(
    ([variant, schema, path, message]): Case => [
      `empty options (${variant})`,
      () => problemsOf(field(schema)),
      { path, code: 'enum-empty', params: { variant }, message },
    ],
  ),
  [
    'an option value that is a number',
    () => problemsOf(field({ type: 'string', enum: [1] })),
    { path: at('enum[0]'), code: 'enum-value-not-string', params: {}, message: 'Every option value must be a string.' },
  ],
  [
    'an option listed twice',
    () => problemsOf(field({ type: 'string', enum: ['a', 'a'] })),
    {
      path: at('enum[1]'),
      code: 'enum-duplicate',
      params: { value: '"a"' },
      message: 'The option "a" is listed twice.',
    },
  ],
  [
    'a titled option that names no value',
    () => problemsOf(field({ type: 'string', oneOf: [{ const: 'a', title: 'A' }, { title: 'B' }] })),
    {
      path: at('oneOf[1]'),
      code: 'option-invalid',
      params: {},
      message: 'Each titled option must be { "const": string, "title": string }.',
    },
  ],
  [
    'more labels than options',
    () => problemsOf(field({ type: 'string', enum: ['a'], enumNames: ['A', 'B'] })),
    {
      path: at('enumNames'),
      code: 'enum-names-length',
      params: { count: 2, options: 1 },
      message: '"enumNames" has 2 labels, but "enum" has 1; they must match one to one.',
    },
  ],
  [
    'enumNames that are numbers',
    () => problemsOf(field({ type: 'string', enum: ['a'], enumNames: [1] })),
    {
      path: at('enumNames'),
      code: 'enum-names-not-string',
      params: {},
      message: '"enumNames" must be an array of strings.',
    },
  ],
  ...(
    [
      ['count', { type: 'string', minLength: -1 }, 'minLength', '"minLength" must be a whole number of 0 or more.'],
      ['number', { type: 'number', minimum: 'a' }, 'minimum', '"minimum" must be a finite number.'],
      [
        'draft4-boolean',
        { type: 'number', exclusiveMinimum: true },
        'exclusiveMinimum',
        '"exclusiveMinimum" must be a finite number (the boolean form of draft 4 is not supported).',
      ],
      ['format-name', { type: 'string', format: 5 }, 'format', '"format" must be the name of a format.'],
      [
        'positive-number',
        { type: 'number', multipleOf: 0 },
        'multipleOf',
        '"multipleOf" must be a number greater than 0.',
      ],
      [
        'boolean',
        { type: 'array', items: { type: 'string', enum: ['a'] }, uniqueItems: 'yes' },
        'uniqueItems',
        '"uniqueItems" must be true or false.',
      ],
    ] as const
  ).map(
    ([variant, schema, keyword, message]): Case => [
      `an invalid constraint (${variant})`,
      () => problemsOf(field(schema)),
      { path: at(keyword), code: 'constraint-invalid', params: { variant, keyword }, message },
    ],
  ),
  [
    'a minimum above the maximum',
    () => problemsOf(field({ type: 'number', minimum: 1500, maximum: 3 })),
    {
      path: at('maximum'),
      code: 'range-invalid',
      params: { variant: 'reversed', lowKeyword: 'minimum', low: 1500, highKeyword: 'maximum', high: 3 },
      message: '"minimum" (1,500) is greater than "maximum" (3), so no answer could be valid.',
    },
  ],
  [
    'no whole number in range',
    () => problemsOf(field({ type: 'integer', minimum: 1.2, maximum: 1.8 })),
    {
      path: at('maximum'),
      code: 'range-invalid',
      params: { variant: 'no-whole-number', low: 1.2, high: 1.8 },
      message: 'No whole number lies between 1.2 and 1.8.',
    },
  ],
  [
    'no number within exclusive bounds',
    () => problemsOf(field({ type: 'number', exclusiveMinimum: 1, maximum: 1 })),
    {
      path: at('maximum'),
      code: 'range-invalid',
      params: { variant: 'none-within' },
      message: "No number lies within the field's bounds, so no answer could be valid.",
    },
  ],
  [
    'no whole number within exclusive bounds',
    () => problemsOf(field({ type: 'integer', exclusiveMinimum: 1, exclusiveMaximum: 2 })),
    {
      path: at('exclusiveMaximum'),
      code: 'range-invalid',
      params: { variant: 'no-whole-number-within' },
      message: "No whole number lies within the field's bounds, so no answer could be valid.",
    },
  ],
  [
    'minItems over the options',
    () => problemsOf(field({ type: 'array', minItems: 3, items: { type: 'string', enum: ['a', 'b'] } })),
    {
      path: at('minItems'),
      code: 'range-invalid',
      params: { variant: 'too-few-options', minItems: 3, count: 2 },
      message: '"minItems" is 3, but only 2 options exist.',
    },
  ],
  [
    'required that is text',
    () => problemsOf(form({}, { required: 'x' })),
    {
      path: 'requestedSchema.required',
      code: 'required-not-array',
      params: {},
      message: '"required" must be an array of property names.',
    },
  ],
  [
    'required that lists a number',
    () => problemsOf(form({}, { required: [1] })),
    {
      path: 'requestedSchema.required[0]',
      code: 'required-not-string',
      params: {},
      message: 'Every entry of "required" must be a property name.',
    },
  ],
  [
    'required that lists no property',
    () => problemsOf(form({}, { required: ['ghost'] })),
    {
      path: 'requestedSchema.required[0]',
      code: 'required-unknown-property',
      params: { name: '"ghost"' },
      message: '"ghost" is required but there is no such property.',
    },
  ],
  [
    'no properties',
    () => problemsOf({ message: 'm', requestedSchema: { type: 'object' } }),
    {
      path: 'requestedSchema.properties',
      code: 'properties-missing',
      params: {},
      message: '"properties" is missing; the form has no fields.',
      severity: 'warning',
    },
  ],
  [
    'an unknown format',
    () => problemsOf(field({ type: 'string', format: 'phone' })),
    {
      path: at('format'),
      code: 'format-unknown',
      params: { value: '"phone"' },
      message: 'The format "phone" is not one this app knows; the field accepts plain text.',
      severity: 'warning',
    },
  ],
  [
    'a default below the minimum',
    () => problemsOf(field({ type: 'number', minimum: 5, default: [1] })),
    {
      path: at('default'),
      code: 'default-invalid',
      params: { value: '[…]', name: '"x"', check: 'number' },
      message: 'The default […] does not fit "x" (number) and was dropped.',
      severity: 'warning',
    },
  ],
  [
    'a pattern that is not a regular expression',
    () => problemsOf(field({ type: 'string', pattern: '^[a-' })),
    {
      path: at('pattern'),
      code: 'pattern-invalid',
      params: {},
      message:
        '"pattern" is not a regular expression (ECMA-262, as JSON Schema reads it), so answers are not checked against it.',
      severity: 'warning',
    },
  ],
  [
    'a pattern the engine cannot read',
    () => listed('pattern-unsupported', { variant: 'invalid' }, 'warning'),
    {
      path: '',
      code: 'pattern-unsupported',
      params: { variant: 'invalid' },
      message:
        '"pattern" is not a regular expression the linear-time engine can read, so answers are not checked against it.',
      severity: 'warning',
    },
  ],
  ...(
    [
      ['backreference', '^(a)\\1$', 'a backreference'],
      ['lookaround', '^(?=a).$', 'a lookahead or lookbehind'],
    ] as const
  ).map(
    ([variant, pattern, words]): Case => [
      `a pattern with ${words}`,
      () => problemsOf(field({ type: 'string', pattern })),
      {
        path: at('pattern'),
        code: 'pattern-unsupported',
        params: { variant },
        message: `"pattern" uses ${words}, which cannot be checked in linear time, so answers are not checked against it.`,
        severity: 'warning',
      },
    ],
  ),
  [
    'a pattern with a repeat over the limit',
    () => problemsOf(field({ type: 'string', pattern: '^a{1001}$' })),
    {
      path: at('pattern'),
      code: 'pattern-unsupported',
      params: { variant: 'unsupported', limit: 1000 },
      message:
        '"pattern" uses syntax the linear-time engine does not run (such as a repeat over 1,000), so answers are not checked against it.',
      severity: 'warning',
    },
  ],
  [
    'a title that is a number',
    () => problemsOf(field({ type: 'string', title: 5 })),
    {
      path: at('title'),
      code: 'annotation-not-string',
      params: { keyword: 'title' },
      message: '"title" is not text and was ignored.',
      severity: 'warning',
    },
  ],
  [
    'a name required twice',
    () => problemsOf(form({ x: { type: 'string' } }, { required: ['x', 'x'] })),
    {
      path: 'requestedSchema.required[1]',
      code: 'required-duplicate',
      params: { name: '"x"' },
      message: '"x" is listed in "required" twice.',
      severity: 'warning',
    },
  ],
  [
    'a multipleOf honoured',
    () => problemsOf(field({ type: 'number', multipleOf: 2 })),
    {
      path: at('multipleOf'),
      code: 'constraint-honoured',
      params: { variant: 'answers', keyword: 'multipleOf' },
      message: '"multipleOf" is not part of the elicitation schema; answers are checked against it.',
      severity: 'warning',
    },
  ],
  [
    'a maxLength on options honoured',
    () => problemsOf(field({ type: 'string', enum: ['a'], maxLength: 3 })),
    {
      path: at('maxLength'),
      code: 'constraint-honoured',
      params: { variant: 'options', keyword: 'maxLength' },
      message: '"maxLength" is not part of the elicitation schema; options that break it are not offered.',
      severity: 'warning',
    },
  ],
  [
    'an option that breaks maxLength',
    () => problemsOf(field({ type: 'string', enum: ['a', 'long'], maxLength: 3 })),
    {
      path: at('enum[1]'),
      code: 'option-unreachable',
      params: { value: '"long"', keyword: 'maxLength' },
      message: 'The option "long" breaks the schema\'s own "maxLength", so it is not offered.',
      severity: 'warning',
    },
  ],
  [
    'more problems than are listed',
    () => problemsOf(form(Object.fromEntries(sevenOptions(150).map((name) => [name, { type: 'object' }])))),
    {
      path: '',
      code: 'problems-truncated',
      params: { count: 50 },
      message: '50 more problems were found but are not listed.',
    },
  ],
];

describe('every problem carries its code, its values and the English sentence made from them', () => {
  it.each(CASES)('%s', (_name, problems, { severity = 'error', ...expected }) => {
    expect(problems()).toContainEqual({ ...expected, severity });
  });

  it('covers every code and every variant', () => {
    const covered = new Set(
      CASES.map(([, , { code, params }]) => `${code}:${(params as { variant?: string }).variant ?? ''}`),
    );
    const all = Object.entries(PROBLEM_PARAMS).flatMap(([code, names]) =>
      Array.isArray(names) ? [`${code}:`] : Object.keys(names).map((variant) => `${code}:${variant}`),
    );
    expect(all.filter((key) => !covered.has(key))).toEqual([]);
  });

  it('never puts English words in the values: server values as JSON, counts and limits as numbers', () => {
    for (const [name, problems, { code }] of CASES) {
      for (const problem of problems().filter((found) => found.code === code)) {
        for (const [key, value] of Object.entries(problem.params)) {
          if (key === 'value' || key === 'name')
            expect(value, name).toMatch(/^(".*"|\[…\]|\{…\}|-?[\d.e+]+|true|false|null|NaN|-?Infinity)$/);
          if (['count', 'limit', 'low', 'high', 'minItems', 'options'].includes(key))
            expect(typeof value, name).toBe('number');
        }
      }
    }
  });
});

describe.each([
  ['en', en],
  ['ko', ko],
])('the %s catalogue words every problem', (_tag, catalogue) => {
  it.each(CASES)('%s', (name, problems, { code }) => {
    const problem = problems().find((found) => found.code === code) as Problem;
    const sentence = formatProblem(problem, catalogue);
    expect(sentence, name).not.toBe(code);
    expect(sentence, name).not.toMatch(/\{\w+\}/);
    if (catalogue === en) expect(sentence).toBe(problem.message);
  });
});

describe('a catalogue made before a code or a variant existed', () => {
  const nested = problemsOf(field({ type: 'object' }))[0] as Problem;
  const empty = problemsOf(field({ type: 'string', enum: [] }))[0] as Problem;

  it('words the problems it knows, and gets core’s English for the others', () => {
    const older = { ...ko, problems: { ...ko.problems } } as typeof ko;
    delete (older.problems as Partial<typeof ko.problems>)['nested-object'];
    (older.problems as { 'enum-empty': Partial<(typeof ko.problems)['enum-empty']> })['enum-empty'] = {
      'none-fit': '맞는 옵션이 없어요.',
    };
    expect(formatProblem(nested, older)).toBe('"x" is a nested object; elicitation forms are flat.');
    expect(formatProblem(empty, older)).toBe('The list of options must be a non-empty array.');
    expect(formatProblem(nested, { ...ko, problems: undefined } as unknown as typeof ko)).toBe(nested.message);
  });
});

describe('the type of every catalogue’s problems', () => {
  it('is the shape the problems’ params give: one template per code, per variant where there are variants', () => {
    expectTypeOf<ProblemMessages>().toEqualTypeOf<ProblemTemplates>();
    expectTypeOf(ko.problems).toEqualTypeOf<ProblemMessages>();
    expectTypeOf(ENGLISH_PROBLEM_MESSAGES).toMatchTypeOf<ProblemMessages>();
  });

  it('lists, in PROBLEM_PARAMS, every param each code passes', () => {
    type Listed<C extends ProblemCode> = (typeof PROBLEM_PARAMS)[C] extends readonly (infer N)[]
      ? N
      : (typeof PROBLEM_PARAMS)[C][keyof (typeof PROBLEM_PARAMS)[C]] extends readonly (infer N)[]
        ? N
        : never;
    type Unlisted = {
      [C in ProblemCode]: Exclude<
        ProblemParams[C] extends infer P ? (P extends unknown ? keyof P : never) : never,
        'variant' | Listed<C>
      >;
    }[ProblemCode];
    expectTypeOf<Unlisted>().toEqualTypeOf<never>();
  });
});
