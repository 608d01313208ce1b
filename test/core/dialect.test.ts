/**
 * Schemas as generators write them (issue 34): each dialect form whose meaning is clear is read as
 * the protocol's flat grammar, with a warning of its kind; ambiguous ones are refused with a problem
 * naming the path; keywords that change nothing for the person pass without a word.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildResult,
  type FieldModel,
  type FormElicitationRequest,
  MAX_REQUEST_SIZE,
  type ParseResult,
  type Problem,
  parseElicitationRequest,
} from '../../src/core';
import { normalizeAnswers } from '../../src/core/validate';
import { answerFor, fieldSchema, propertyName } from '../support/flat-schemas';
import { propertyParams, propertyTimeout } from '../support/properties';

const form = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  parseElicitationRequest({ message: 'Tell us', requestedSchema: { type: 'object', properties, ...extra } });

function request(parsed: ParseResult): FormElicitationRequest {
  if (!parsed.ok || parsed.request.mode !== 'form') throw new Error(JSON.stringify(parsed, null, 1));
  return parsed.request;
}

const codes = (problems: Problem[]) => problems.map((problem) => `${problem.path} ${problem.code}`);
const only = (parsed: ParseResult): FieldModel => {
  const [field] = request(parsed).fields;
  if (!field) throw new Error('no field');
  return field;
};
const at = (key = '') => `requestedSchema.properties.x${key}`;

describe('nullable fields are read as the field itself, optional unless required', () => {
  it.each([
    ['type: [T, "null"]', { type: ['string', 'null'] }, '.type'],
    ['type: ["null", T]', { type: ['null', 'string'] }, '.type'],
    ['anyOf with a null branch', { anyOf: [{ type: 'string' }, { type: 'null' }] }, '.anyOf'],
    ['anyOf with the null branch first', { anyOf: [{ type: 'null' }, { type: 'string' }] }, '.anyOf'],
    ['oneOf with a null branch', { oneOf: [{ type: 'string' }, { type: 'null' }] }, '.oneOf'],
    ['OpenAPI nullable', { type: 'string', nullable: true }, '.nullable'],
  ])('%s', (_name, schema, path) => {
    const parsed = form({ x: schema });
    expect(only(parsed)).toMatchObject({ kind: 'text', required: false, schema: { type: 'string' } });
    expect(codes(parsed.ok ? parsed.warnings : [])).toEqual([`${at(path)} nullable-normalized`]);
  });

  it('a required nullable field stays required: the content never holds null', () => {
    const parsed = form({ x: { type: ['integer', 'null'] } }, { required: ['x'] });
    expect(only(parsed)).toMatchObject({ kind: 'integer', required: true });
    expect(buildResult(request(parsed), 'accept', { x: 4 })).toEqual({ action: 'accept', content: { x: 4 } });
    expect(() => buildResult(request(parsed), 'accept', { x: null })).toThrow(/x \(required\)/);
  });

  it('an unanswered optional nullable field is left out of the content, never sent as null', () => {
    const parsed = form({ x: { anyOf: [{ type: 'string' }, { type: 'null' }], default: null }, y: { type: 'string' } });
    expect(buildResult(request(parsed), 'accept', { x: null, y: 'a' })).toEqual({
      action: 'accept',
      content: { y: 'a' },
    });
  });

  it('the outer node’s words and default win over the branch’s; default null means no default', () => {
    const parsed = form({
      x: {
        anyOf: [{ type: 'integer', title: 'Inner', minimum: 1 }, { type: 'null' }],
        title: 'Seats',
        default: null,
      },
    });
    const field = only(parsed);
    expect(field).toMatchObject({ kind: 'integer', label: 'Seats', constraints: { minimum: 1 } });
    expect(field.default).toBeUndefined();
    expect(codes(parsed.ok ? parsed.warnings : [])).toEqual([
      `${at('.anyOf')} nullable-normalized`,
      `${at('.default')} default-null-dropped`,
    ]);
  });

  it('null is never an option of a nullable select', () => {
    const field = only(form({ x: { type: ['string', 'null'], enum: ['a', 'b', null] } }));
    expect(field).toMatchObject({ kind: 'single-select', options: [{ value: 'a' }, { value: 'b' }] });
  });

  it('a nullable multi-select and a nullable select behind a reference', () => {
    const parsed = form(
      {
        tags: { anyOf: [{ type: 'array', items: { $ref: '#/$defs/Tag' } }, { type: 'null' }], default: null },
        size: { anyOf: [{ $ref: '#/$defs/Size' }, { type: 'null' }] },
      },
      { $defs: { Tag: { type: 'string', enum: ['bug', 'docs'] }, Size: { enum: ['s', 'm'], type: 'string' } } },
    );
    expect(request(parsed).fields.map((field) => [field.name, field.kind])).toEqual([
      ['tags', 'multi-select'],
      ['size', 'single-select'],
    ]);
  });

  it.each([
    ['two types besides null', { type: ['string', 'number', 'null'] }, '.type', 'type-union'],
    ['only null', { type: 'null' }, '.type', 'type-unknown'],
    ['only null in a type list', { type: ['null'] }, '.type', 'type-unknown'],
    ['a union of null alone', { anyOf: [{ type: 'null' }] }, '.anyOf', 'type-unknown'],
    [
      'two schemas besides null',
      { anyOf: [{ type: 'string' }, { type: 'integer' }, { type: 'null' }] },
      '.anyOf',
      'combinator-unsupported',
    ],
  ])('refuses %s', (_name, schema, path, code) => {
    const parsed = form({ x: schema });
    expect(parsed.ok).toBe(false);
    expect(codes(parsed.ok ? [] : parsed.problems)).toContain(`${at(path)} ${code}`);
  });
});

describe('local references and single-member allOf wrappers are inlined', () => {
  const SIZE = { type: 'string', enum: ['s', 'm', 'l'], title: 'Size', description: 'From the class' };

  it.each<[string, Record<string, unknown>, Record<string, unknown>, string]>([
    ['#/$defs/…', {}, { $defs: { Size: SIZE } }, '#/$defs/Size'],
    ['#/definitions/…', {}, { definitions: { Size: SIZE } }, '#/definitions/Size'],
    ['a place in another property', { first: SIZE }, {}, '#/properties/first'],
  ])('%s', (_name, others, root, ref) => {
    const parsed = form({ ...others, x: { $ref: ref } }, root);
    const field = request(parsed).fields.at(-1);
    expect(field).toMatchObject({ kind: 'single-select', label: 'Size', description: 'From the class' });
    expect(codes(parsed.ok ? parsed.warnings : [])).toContain(`${at('.$ref')} ref-inlined`);
  });

  it('a pointer into an array (zod-to-json-schema’s reuse of a nullable enum)', () => {
    const parsed = form({
      color: { anyOf: [{ type: 'string', enum: ['red', 'blue'] }, { type: 'null' }] },
      x: { $ref: '#/properties/color/anyOf/0' },
    });
    expect(request(parsed).fields.at(-1)).toMatchObject({
      kind: 'single-select',
      options: [{ value: 'red' }, { value: 'blue' }],
    });
  });

  it('the referring node’s own title, description and default win', () => {
    const parsed = form(
      { x: { $ref: '#/$defs/Size', title: 'Shirt size', description: 'Your usual size', default: 'm' } },
      { $defs: { Size: { ...SIZE, default: 's' } } },
    );
    expect(only(parsed)).toMatchObject({
      label: 'Shirt size',
      description: 'Your usual size',
      default: 'm',
    });
  });

  it('an allOf with one member, as older pydantic wrapped a described reference', () => {
    const parsed = form(
      { x: { allOf: [{ $ref: '#/$defs/Size' }], description: 'Your usual size', default: 'l' } },
      { $defs: { Size: SIZE } },
    );
    expect(only(parsed)).toMatchObject({ kind: 'single-select', description: 'Your usual size', default: 'l' });
    expect(codes(parsed.ok ? parsed.warnings : [])).toEqual([
      `${at('.allOf')} all-of-unwrapped`,
      `${at('.allOf[0].$ref')} ref-inlined`,
    ]);
  });

  it('a chain of references, and items behind one', () => {
    const parsed = form(
      { x: { type: 'array', items: { $ref: '#/$defs/A' }, uniqueItems: true } },
      { $defs: { A: { $ref: '#/$defs/B' }, B: { type: 'string', enum: ['a', 'b'] } } },
    );
    expect(only(parsed)).toMatchObject({ kind: 'multi-select', options: [{ value: 'a' }, { value: 'b' }] });
  });

  it.each([
    ['another document', 'https://example.com/size.json', 'remote'],
    ['a relative file', 'size.json#/Size', 'remote'],
    ['an anchor', '#size', 'not-pointer'],
    ['an escaped pointer', '#/$defs/a~1b', 'escaped'],
    ['a percent-encoded pointer', '#/$defs/a%20b', 'escaped'],
    ['a missing target', '#/$defs/Nothing', 'missing'],
    ['a target that is not a schema', '#/$defs/Size/enum/0', 'missing'],
    ['an inherited name', '#/$defs/constructor', 'missing'],
  ])('refuses a reference to %s, naming its path', (_name, ref, variant) => {
    const parsed = form({ x: { $ref: ref } }, { $defs: { Size: SIZE } });
    expect(parsed.ok ? [] : parsed.problems).toContainEqual(
      expect.objectContaining({
        path: at('.$ref'),
        code: 'ref-unresolved',
        params: { variant, ref: JSON.stringify(ref) },
      }),
    );
  });

  it('refuses a cycle, however long, and a reference to itself', () => {
    for (const defs of [
      { A: { $ref: '#/$defs/A' } },
      { A: { $ref: '#/$defs/B' }, B: { allOf: [{ $ref: '#/$defs/A' }] } },
      // Through a nullable union: the branch is read from inside the reference, and still a cycle.
      { A: { anyOf: [{ $ref: '#/$defs/A' }, { type: 'null' }] } },
      {
        A: { oneOf: [{ type: 'null' }, { $ref: '#/$defs/B' }] },
        B: { type: ['null', 'object'], anyOf: [{ $ref: '#/$defs/A' }, { type: 'null' }] },
      },
    ]) {
      const parsed = form({ x: { $ref: '#/$defs/A' } }, { $defs: defs });
      expect(parsed.ok ? [] : parsed.problems.map((problem) => problem.params)).toContainEqual(
        expect.objectContaining({ variant: 'cycle' }),
      );
    }
  });

  it('a union whose branches reach one target each is no cycle', () => {
    const text = { $ref: '#/$defs/Text' };
    const parsed = form(
      { x: { anyOf: [{ $ref: '#/$defs/Pro' }, { $ref: '#/$defs/Free' }, { type: 'null' }] } },
      { $defs: { Text: { type: 'string' }, Pro: { ...text, const: 'pro' }, Free: { ...text, const: 'free' } } },
    );
    expect(only(parsed)).toMatchObject({ kind: 'single-select', options: [{ value: 'pro' }, { value: 'free' }] });
  });

  it('refuses a request whose references, written out, pass the size limit, at the first reference past it', () => {
    const options = Array.from({ length: 1000 }, (_, index) => `option ${index} of the one long list`);
    const properties = Object.fromEntries(
      Array.from({ length: 200 }, (_, index) => [`f${index}`, { $ref: '#/$defs/Long' }]),
    );
    const raw = { type: 'object', properties, $defs: { Long: { type: 'string', enum: options } } };
    // As sent, well under the limit; written out, 200 copies of the list are about 7 MB.
    expect(JSON.stringify(raw).length).toBeLessThan(MAX_REQUEST_SIZE / 5);
    const started = performance.now();
    const parsed = parseElicitationRequest({ message: 'Tell us', requestedSchema: raw });
    expect(performance.now() - started).toBeLessThan(1000);
    const problems = parsed.ok ? [] : parsed.problems;
    const tooLarge = problems.filter((problem) => problem.code === 'request-too-large');
    expect(tooLarge).toHaveLength(1);
    const copies = Math.floor((MAX_REQUEST_SIZE - JSON.stringify(raw).length) / JSON.stringify(raw.$defs.Long).length);
    expect(tooLarge[0]).toMatchObject({
      path: `requestedSchema.properties.f${copies}.$ref`,
      params: { limit: MAX_REQUEST_SIZE },
    });
    // The same list named by a dozen fields is read.
    const twelve = Object.fromEntries(Object.entries(properties).slice(0, 12));
    expect(
      request(parseElicitationRequest({ message: 'Tell us', requestedSchema: { ...raw, properties: twelve } })).fields,
    ).toHaveLength(12);
  });

  it('refuses a referring node that contradicts its target', () => {
    const parsed = form({ x: { $ref: '#/$defs/Size', type: 'integer' } }, { $defs: { Size: SIZE } });
    expect(parsed.ok ? [] : parsed.problems).toContainEqual(
      expect.objectContaining({ code: 'ref-unresolved', params: { variant: 'conflict', keyword: 'type' } }),
    );
  });

  it('still refuses allOf with more than one member, and a $ref on requestedSchema itself', () => {
    expect(
      codes((form({ x: { allOf: [{ type: 'string' }, { minLength: 1 }] } }) as { problems: Problem[] }).problems),
    ).toEqual([`${at('.allOf')} combinator-unsupported`]);
    const rootRef = parseElicitationRequest({
      message: 'm',
      requestedSchema: { $ref: '#/$defs/Form', $defs: { Form: { type: 'object', properties: {} } } },
    });
    expect(rootRef.ok).toBe(false);
  });
});

describe('literal unions, a lone const and an untyped enum', () => {
  it.each([
    [
      'anyOf of typed consts (zod 4)',
      {
        anyOf: [
          { type: 'string', const: 'free' },
          { type: 'string', const: 'pro' },
        ],
      },
    ],
    ['anyOf of bare consts', { anyOf: [{ const: 'free' }, { const: 'pro' }] }],
    ['oneOf of consts without titles', { type: 'string', oneOf: [{ const: 'free' }, { const: 'pro' }] }],
    ['an enum without type', { enum: ['free', 'pro'] }],
    ['a union of enums', { anyOf: [{ enum: ['free'] }, { type: 'string', enum: ['pro'] }] }],
  ])('%s: a single select labelled by its values', (_name, schema) => {
    const field = only(form({ x: schema }));
    expect(field).toMatchObject({
      kind: 'single-select',
      options: [
        { value: 'free', label: 'free' },
        { value: 'pro', label: 'pro' },
      ],
      schema: { type: 'string', enum: ['free', 'pro'] },
    });
  });

  it('titled branches keep their titles; untitled ones fall back to their values', () => {
    const field = only(form({ x: { anyOf: [{ const: 'low', title: 'Low priority' }, { const: 'high' }] } }));
    expect(field).toMatchObject({
      kind: 'single-select',
      options: [
        { value: 'low', label: 'Low priority' },
        { value: 'high', label: 'high' },
      ],
      schema: {
        type: 'string',
        oneOf: [
          { const: 'low', title: 'Low priority' },
          { const: 'high', title: 'high' },
        ],
      },
    });
  });

  it('the protocol’s own titled select is read as it is, without a warning', () => {
    const parsed = form({ x: { type: 'string', oneOf: [{ const: 'a', title: 'A' }] } });
    expect(only(parsed)).toMatchObject({ kind: 'single-select', optionsSource: 'oneOf' });
    expect(parsed.ok && parsed.warnings).toEqual([]);
  });

  it('literals under items make a multi-select; titled oneOf items read as anyOf', () => {
    const untitled = only(
      form({ x: { type: 'array', items: { anyOf: [{ type: 'string', const: 'bug' }, { const: 'docs' }] } } }),
    );
    expect(untitled).toMatchObject({ kind: 'multi-select', options: [{ label: 'bug' }, { label: 'docs' }] });
    const titled = only(form({ x: { type: 'array', items: { oneOf: [{ const: 'bug', title: 'Bug' }] } } }));
    expect(titled).toMatchObject({
      kind: 'multi-select',
      optionsSource: 'anyOf',
      options: [{ value: 'bug', label: 'Bug' }],
    });
  });

  it('numbers and yes/no literals are the answers their field allows', () => {
    const parsed = form({
      n: {
        anyOf: [
          { type: 'integer', const: 1 },
          { type: 'integer', const: 2 },
        ],
      },
      f: { anyOf: [{ const: 1 }, { const: 2.5 }] },
      b: { oneOf: [{ const: true }] },
    });
    expect(request(parsed).fields.map((field) => [field.kind, field.constraints])).toEqual([
      ['integer', { enum: [1, 2] }],
      ['number', { enum: [1, 2.5] }],
      ['boolean', { enum: [true] }],
    ]);
  });

  it('a lone const text is a choice of one option, with or without type', () => {
    for (const schema of [{ const: 'yes' }, { type: 'string', const: 'yes', title: 'Confirm' }]) {
      const parsed = form({ x: schema }, { required: ['x'] });
      expect(only(parsed)).toMatchObject({ kind: 'single-select', options: [{ value: 'yes', label: 'yes' }] });
      expect(codes(parsed.ok ? parsed.warnings : [])).toContain(`${at('.const')} const-normalized`);
      expect(buildResult(request(parsed), 'accept', { x: 'yes' }).content).toEqual({ x: 'yes' });
    }
  });

  it('an untyped enum or const of numbers or yes/no takes their type', () => {
    const parsed = form({ a: { enum: [1, 2] }, b: { enum: [0.5, 1] }, c: { const: true } });
    expect(request(parsed).fields.map((field) => field.kind)).toEqual(['integer', 'number', 'boolean']);
    expect(
      parsed.ok &&
        parsed.warnings.filter((warning) => warning.code === 'type-inferred').map((warning) => warning.params),
    ).toEqual([{ type: 'integer' }, { type: 'number' }, { type: 'boolean' }]);
  });

  it.each([
    ['literals of two types', { anyOf: [{ const: 'a' }, { const: 1 }] }, '.anyOf literal-union-mixed'],
    ['an untyped enum of two types', { enum: ['a', 1] }, '.type type-missing'],
    [
      'literals beside the node’s own enum',
      { type: 'string', enum: ['a'], anyOf: [{ const: 'a' }] },
      '.anyOf combinator-unsupported',
    ],
    [
      'a union of schemas, not literals',
      { anyOf: [{ type: 'string' }, { type: 'integer' }] },
      '.anyOf combinator-unsupported',
    ],
  ])('refuses %s', (_name, schema, expected) => {
    const parsed = form({ x: schema });
    expect(codes(parsed.ok ? [] : parsed.problems)).toContain(`${at()}${expected}`);
  });
});

describe('keywords that change nothing for the person', () => {
  it('pass without a problem', () => {
    const parsed = parseElicitationRequest({
      message: 'm',
      requestedSchema: {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        $id: 'https://example.com/contact',
        $comment: 'generated',
        title: 'Contact',
        description: 'A contact',
        additionalProperties: false,
        $defs: { Unused: { type: 'object' } },
        definitions: {},
        type: 'object',
        properties: {
          x: {
            type: 'string',
            $comment: 'c',
            examples: ['Ada'],
            deprecated: false,
            readOnly: false,
            writeOnly: false,
          },
        },
      },
    });
    expect(parsed).toMatchObject({ ok: true, warnings: [] });
  });
});

/** The same field written as a generator might write it: nullable, behind a reference, or both. */
const disguise = fc.constantFrom(
  'type-array',
  'type-array-null-first',
  'any-of-null',
  'one-of-null',
  'nullable-keyword',
  'ref-defs',
  'ref-definitions',
  'all-of-ref',
  'nullable-ref',
);
type Disguise = typeof disguise extends fc.Arbitrary<infer D> ? D : never;

function disguised(
  schema: Record<string, unknown>,
  how: Disguise,
  name: string,
  defs: Record<string, Record<string, unknown>>,
): Record<string, unknown> {
  const type = schema.type as string;
  const ref = (where: '$defs' | 'definitions', target = schema) => {
    const key = `D${Object.keys(defs).length}`;
    defs[`${where}/${key}`] = target;
    return `#/${where}/${key}`;
  };
  switch (how) {
    case 'type-array':
      return { ...schema, type: [type, 'null'] };
    case 'type-array-null-first':
      return { ...schema, type: ['null', type], default: null };
    case 'any-of-null':
      return { anyOf: [schema, { type: 'null' }], default: null, title: name };
    case 'one-of-null':
      return { oneOf: [{ type: 'null' }, schema] };
    case 'nullable-keyword':
      return { ...schema, nullable: true };
    case 'ref-defs':
      // The class's own name and words, as pydantic writes them; the field's title wins.
      return { $ref: ref('$defs', { ...schema, title: 'ClassName', description: 'From the class' }), title: name };
    case 'ref-definitions':
      return { $ref: ref('definitions') };
    case 'all-of-ref':
      return { allOf: [{ $ref: ref('$defs') }], description: 'said here' };
    case 'nullable-ref':
      return { anyOf: [{ $ref: ref('$defs') }, { type: 'null' }], default: null };
  }
}

/** What the same field must read as: the words the disguise put on the outer node. */
function plain(schema: Record<string, unknown>, how: Disguise, name: string): Record<string, unknown> {
  if (how === 'any-of-null') return { ...schema, title: name };
  if (how === 'ref-defs') return { ...schema, title: name, description: 'From the class' };
  if (how === 'all-of-ref') return { ...schema, description: 'said here' };
  return schema;
}

describe('property: a disguised field reads and answers as the plain one', () => {
  it(
    'wrapping fields in nullable forms or moving them behind references changes neither the fields nor the content',
    () => {
      const entries = fc.uniqueArray(fc.tuple(propertyName, fieldSchema, fc.boolean(), disguise), {
        selector: ([name]) => name,
        minLength: 1,
        maxLength: 6,
      });
      fc.assert(
        fc.property(
          entries.chain((fields) => {
            const defs: Record<string, Record<string, unknown>> = {};
            const required = fields.filter(([, , isRequired]) => isRequired).map(([name]) => name);
            const properties = (wrap: boolean) =>
              Object.fromEntries(
                fields.map(([name, schema, , how]) => [
                  name,
                  wrap ? disguised(schema, how, name, defs) : plain(schema, how, name),
                ]),
              );
            const plainSchema = { type: 'object', properties: properties(false), required };
            const disguisedSchema: Record<string, unknown> = { type: 'object', properties: properties(true), required };
            for (const [path, schema] of Object.entries(defs)) {
              const [where, key] = path.split('/') as [string, string];
              disguisedSchema[where] = { ...(disguisedSchema[where] as object), [key]: schema };
            }
            const plainParse = parseElicitationRequest({ message: 'm', requestedSchema: plainSchema });
            const values = plainParse.ok ? answerFor(plainParse.request as FormElicitationRequest) : fc.constant({});
            return fc.tuple(fc.constant(plainParse), fc.constant(disguisedSchema), values);
          }),
          ([plainParse, disguisedSchema, values]) => {
            const disguisedParse = parseElicitationRequest({ message: 'm', requestedSchema: disguisedSchema });
            expect(disguisedParse.ok).toBe(plainParse.ok);
            if (!plainParse.ok || !disguisedParse.ok) return;
            const plainForm = plainParse.request as FormElicitationRequest;
            const disguisedForm = disguisedParse.request as FormElicitationRequest;
            expect(disguisedForm.fields).toEqual(plainForm.fields);
            expect(disguisedForm.requestedSchema).toEqual(plainForm.requestedSchema);
            expect(normalizeAnswers(disguisedForm, values)).toEqual(normalizeAnswers(plainForm, values));
          },
        ),
        propertyParams(600, 20261207),
      );
    },
    propertyTimeout(600, 3000),
  );
});
