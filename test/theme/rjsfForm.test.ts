/**
 * src/rjsf/rjsfForm.ts: the rjsf schema and uiSchema of a parsed request, positional keys and the
 * way values travel through them, hints, and the widget chosen for each field.
 */
import { describe, expect, it } from 'vitest';
import { type FieldModel, type FormElicitationRequest, parseElicitationRequest } from '../../src/core';
import { resolveMessages } from '../../src/i18n/format';
import { ko as koCatalogue } from '../../src/locales/ko';
import { fieldHint, fromFormData, RADIO_OPTION_LIMIT, rjsfKey, toFormData, toRjsfForm } from '../../src/rjsf/schema';
import { requestFixtures } from '../fixtures';

const en = resolveMessages();
const ko = resolveMessages(koCatalogue);

function request(params: unknown): FormElicitationRequest {
  const parsed = parseElicitationRequest(params);
  if (!parsed.ok || parsed.request.mode !== 'form') throw new Error(JSON.stringify(parsed));
  return parsed.request;
}

/** A form request from raw `properties` (JSON text keeps "__proto__" an own key). */
function requestOf(properties: Record<string, unknown> | string, required: string[] = []): FormElicitationRequest {
  const props = typeof properties === 'string' ? JSON.parse(properties) : properties;
  return request({ message: 'm', requestedSchema: { type: 'object', properties: props, required } });
}

function field(schema: Record<string, unknown>, required = false): FieldModel {
  const [model] = requestOf({ x: schema }, required ? ['x'] : []).fields;
  if (!model) throw new Error('no field');
  return model;
}

const options = (count: number) => Array.from({ length: count }, (_, index) => `option-${index}`);

describe('toRjsfForm', () => {
  const everything = request(requestFixtures.serverEverything.params);
  const form = toRjsfForm(everything, en, 'en');
  const widgetOf = (name: string) => {
    const index = form.fields.findIndex((f) => f.name === name);
    return (form.uiSchema[form.keys[index] as string] as Record<string, unknown>)['ui:widget'];
  };
  const schemaOf = (name: string) =>
    form.schema.properties?.[form.keys[form.fields.findIndex((f) => f.name === name)]!];

  it('keys every field by position and keeps field order', () => {
    expect(form.keys).toEqual(everything.fields.map((_f, index) => `field_${index}`));
    expect(Object.keys(form.schema.properties ?? {})).toEqual(form.keys);
    expect(form.fields).toBe(everything.fields);
    expect(form.schema.type).toBe('object');
    expect(form.schema.required).toEqual(['field_0']);
  });

  it('hides rjsf’s submit button (the components submit)', () => {
    expect(form.uiSchema['ui:submitButtonOptions']).toEqual({ norender: true });
  });

  it('writes every single-select as titled consts, every multi-select as unique anyOf items', () => {
    expect(schemaOf('untitledSingleSelectEnum')).toMatchObject({
      type: 'string',
      oneOf: [
        { const: 'Monica', title: 'Monica' },
        { const: 'Rachel', title: 'Rachel' },
        { const: 'Joey', title: 'Joey' },
        { const: 'Chandler', title: 'Chandler' },
        { const: 'Ross', title: 'Ross' },
        { const: 'Phoebe', title: 'Phoebe' },
      ],
    });
    expect(schemaOf('legacyTitledEnum')).toMatchObject({
      type: 'string',
      oneOf: [
        { const: 'pet-1', title: 'Cats' },
        { const: 'pet-2', title: 'Dogs' },
        { const: 'pet-3', title: 'Birds' },
        { const: 'pet-4', title: 'Fish' },
        { const: 'pet-5', title: 'Reptiles' },
      ],
    });
    expect(schemaOf('legacyTitledEnum')).not.toHaveProperty('enum');
    expect(schemaOf('titledMultipleSelectEnum')).toEqual({
      title: 'Titled Multiple Select Enum',
      description: 'Choose your favorite types of fish',
      type: 'array',
      uniqueItems: true,
      minItems: 1,
      maxItems: 3,
      items: {
        type: 'string',
        anyOf: [
          { const: 'fish-1', title: 'Tuna' },
          { const: 'fish-2', title: 'Salmon' },
          { const: 'fish-3', title: 'Trout' },
        ],
      },
    });
  });

  it('carries titles, descriptions, formats and constraints', () => {
    expect(schemaOf('email')).toEqual({
      title: 'String with email format',
      description: 'Your email address (will be verified, and never shared with anyone else)',
      type: 'string',
      format: 'email',
    });
    expect(schemaOf('integer')).toEqual({
      title: 'Integer',
      description: 'Your favorite integer (do not give us your phone number, pin, or other sensitive info)',
      type: 'integer',
      minimum: 1,
      maximum: 100,
    });
    expect(schemaOf('name')).toEqual({ title: 'String', description: 'Your full, legal name', type: 'string' });
    // Defaults are values (toFormData), not schema defaults rjsf would fill in on its own.
    expect(schemaOf('firstLine')).not.toHaveProperty('default');
  });

  it('picks a widget per field kind', () => {
    expect(Object.fromEntries(everything.fields.map((f) => [f.name, widgetOf(f.name)]))).toEqual({
      name: 'TextWidget',
      check: 'YesNoWidget',
      firstLine: 'TextWidget',
      email: 'EmailWidget',
      homepage: 'URLWidget',
      birthdate: 'DateWidget',
      integer: 'NumberWidget',
      number: 'NumberWidget',
      untitledSingleSelectEnum: 'SelectWidget',
      untitledMultipleSelectEnum: 'CheckboxesWidget',
      titledSingleSelectEnum: 'RadioWidget',
      titledMultipleSelectEnum: 'CheckboxesWidget',
      legacyTitledEnum: 'RadioWidget',
    });
    const dateTime = toRjsfForm(requestOf({ when: { type: 'string', format: 'date-time' } }), en, 'en');
    expect(dateTime.uiSchema.field_0).toEqual({ 'ui:widget': 'DateTimeWidget' });
  });

  it(`renders up to ${RADIO_OPTION_LIMIT} options as radios, more as a select`, () => {
    expect(RADIO_OPTION_LIMIT).toBe(5);
    const widget = (count: number) =>
      (
        toRjsfForm(requestOf({ x: { type: 'string', enum: options(count) } }), en, 'en').uiSchema.field_0 as Record<
          string,
          unknown
        >
      )['ui:widget'];
    expect(widget(1)).toBe('RadioWidget');
    expect(widget(RADIO_OPTION_LIMIT)).toBe('RadioWidget');
    expect(widget(RADIO_OPTION_LIMIT + 1)).toBe('SelectWidget');
    expect(widget(40)).toBe('SelectWidget');
  });

  it('asks a yes/no question without a default, a checkbox with one', () => {
    const form2 = toRjsfForm(
      requestOf(
        {
          unset: { type: 'boolean' },
          unsetRequired: { type: 'boolean' },
          yes: { type: 'boolean', default: true },
          no: { type: 'boolean', default: false },
        },
        ['unsetRequired'],
      ),
      en,
      'en',
    );
    expect(form2.keys.map((key) => (form2.uiSchema[key] as Record<string, unknown>)['ui:widget'])).toEqual([
      'YesNoWidget',
      'YesNoWidget',
      'CheckboxWidget',
      'CheckboxWidget',
    ]);
    expect(form2.schema.properties?.field_2).toEqual({ title: 'Yes', type: 'boolean' });
  });

  it('puts each hint in ui:help, in the language asked for', () => {
    const help = (locale: 'en' | 'ko') => {
      const localized = toRjsfForm(everything, locale === 'en' ? en : ko, locale);
      return Object.fromEntries(
        localized.fields.map((f, index) => [
          f.name,
          (localized.uiSchema[localized.keys[index] as string] as Record<string, unknown>)['ui:help'],
        ]),
      );
    };
    expect(help('en')).toEqual({
      name: undefined,
      check: undefined,
      firstLine: undefined,
      email: 'An email address, like name@example.com',
      homepage: 'A full web address, like https://example.com',
      birthdate: undefined,
      integer: 'Whole number · Between 1 and 100',
      number: 'Between 0 and 1,000',
      untitledSingleSelectEnum: undefined,
      untitledMultipleSelectEnum: 'Choose at least 1',
      titledSingleSelectEnum: undefined,
      titledMultipleSelectEnum: 'Choose at least 1',
      legacyTitledEnum: undefined,
    });
    expect(help('ko')).toMatchObject({
      email: '이메일 주소 (예: name@example.com)',
      homepage: '전체 웹 주소 (예: https://example.com)',
      integer: '정수 · 1에서 100 사이',
      number: '0에서 1,000 사이',
      untitledMultipleSelectEnum: '1개 이상 선택하세요',
    });
    // A field without a hint has no ui:help key at all.
    expect(toRjsfForm(everything, en, 'en').uiSchema.field_0).toEqual({ 'ui:widget': 'TextWidget' });
  });
});

describe('fieldHint', () => {
  it.each([
    [{ type: 'number', minimum: 1.5, maximum: 2000 }, 'Between 1.5 and 2,000', '1.5에서 2,000 사이'],
    [{ type: 'number', minimum: -3 }, '-3 or more', '-3 이상'],
    [{ type: 'number', maximum: 0 }, '0 or less', '0 이하'],
    [{ type: 'number' }, undefined, undefined],
    [{ type: 'integer' }, 'Whole number', '정수'],
    [{ type: 'integer', minimum: 0 }, 'Whole number · 0 or more', '정수 · 0 이상'],
    [{ type: 'string', minLength: 2, maxLength: 10 }, '2 to 10 characters', '2~10자'],
    [{ type: 'string', minLength: 3 }, 'At least 3 characters', '3자 이상'],
    // Plural forms wherever a count appears (issue 10): "At least 1 character", never "1 characters".
    [{ type: 'string', minLength: 1 }, 'At least 1 character', '1자 이상'],
    [{ type: 'string', maxLength: 1 }, 'At most 1 character', '1자 이하'],
    [{ type: 'string', minLength: 1, maxLength: 2 }, '1 to 2 characters', '1~2자'],
    [{ type: 'string', minLength: 0 }, undefined, undefined],
    [{ type: 'string', maxLength: 5 }, 'At most 5 characters', '5자 이하'],
    [{ type: 'string' }, undefined, undefined],
    [
      { type: 'string', format: 'email', maxLength: 254 },
      'An email address, like name@example.com · At most 254 characters',
      '이메일 주소 (예: name@example.com) · 254자 이하',
    ],
    [{ type: 'string', format: 'date' }, undefined, undefined],
    [{ type: 'string', format: 'date-time' }, undefined, undefined],
    [
      { type: 'array', minItems: 2, items: { type: 'string', enum: ['a', 'b', 'c'] } },
      'Choose at least 2',
      '2개 이상 선택하세요',
    ],
    [
      { type: 'array', minItems: 1, items: { type: 'string', enum: ['a', 'b'] } },
      'Choose at least 1',
      '1개 이상 선택하세요',
    ],
    [{ type: 'array', maxItems: 2, items: { type: 'string', enum: ['a', 'b', 'c'] } }, undefined, undefined],
    [{ type: 'string', enum: ['a', 'b'] }, undefined, undefined],
    [{ type: 'boolean' }, undefined, undefined],
  ])('%j → %s / %s', (schema, english, korean) => {
    const model = field(schema);
    expect(fieldHint(model, en, 'en')).toBe(english);
    expect(fieldHint(model, ko, 'ko')).toBe(korean);
  });

  it('formats numbers for the locale', () => {
    const model = field({ type: 'number', minimum: 1234.5, maximum: 1000000 });
    expect(fieldHint(model, en, 'de')).toBe('Between 1.234,5 and 1.000.000');
  });
});

describe('toFormData / fromFormData', () => {
  // Names rjsf would mangle as paths, and names from Object.prototype.
  const tricky = requestOf(
    '{"__proto__":{"type":"string"},"constructor":{"type":"number"},"a.b[0]":{"type":"boolean"},"toString":{"type":"array","items":{"type":"string","enum":["x","y"]}},"plain":{"type":"string"}}',
  );
  const form = toRjsfForm(tricky, en, 'en');

  it('keeps the server’s names as fields', () => {
    expect(form.fields.map((f) => f.name)).toEqual(['__proto__', 'constructor', 'a.b[0]', 'toString', 'plain']);
    expect(form.keys).toEqual(['field_0', 'field_1', 'field_2', 'field_3', 'field_4']);
  });

  it('round-trips every value under its own name', () => {
    const values = JSON.parse('{"__proto__":"p","constructor":7,"a.b[0]":true,"toString":["y","x"],"plain":""}');
    const formData = toFormData(form, values);
    expect(formData).toEqual({ field_0: 'p', field_1: 7, field_2: true, field_3: ['y', 'x'], field_4: '' });
    const back = fromFormData(form, formData);
    expect(Object.keys(back)).toEqual(['__proto__', 'constructor', 'a.b[0]', 'toString', 'plain']);
    expect(Object.hasOwn(back, '__proto__')).toBe(true);
    expect(Object.getOwnPropertyDescriptor(back, '__proto__')?.value).toBe('p');
    expect(Object.getPrototypeOf(back)).toBe(Object.prototype);
    expect(back).toEqual(values);
    expect(JSON.stringify(back)).toBe(JSON.stringify(values));
  });

  it('does not read inherited members as answers', () => {
    expect(toFormData(form, {})).toEqual({});
    expect(fromFormData(form, {})).toEqual({});
    expect(Object.keys(fromFormData(form, {}))).toEqual([]);
  });

  it('leaves out unanswered fields: absent, undefined, or no form data at all', () => {
    expect(fromFormData(form, { field_0: undefined, field_4: 'x', other: 1 })).toEqual({ plain: 'x' });
    expect(fromFormData(form, undefined)).toEqual({});
    expect(fromFormData(form, null)).toEqual({});
    expect(toFormData(form, { plain: undefined })).toEqual({ field_4: undefined });
  });

  it('keeps falsy answers', () => {
    const values = JSON.parse('{"constructor":0,"a.b[0]":false,"toString":[],"plain":""}');
    expect(fromFormData(form, toFormData(form, values))).toEqual(values);
  });

  it('ignores values for names the form does not have', () => {
    expect(toFormData(form, { unknown: 1, field_0: 'not a server name' })).toEqual({});
  });

  it('maps server-everything defaults both ways', () => {
    const everything = toRjsfForm(request(requestFixtures.serverEverything.params), en, 'en');
    const defaults = Object.fromEntries(
      everything.fields.flatMap((f) => (f.default === undefined ? [] : [[f.name, f.default]])),
    );
    expect(defaults).toMatchObject({ firstLine: 'It was a dark and stormy night.', integer: 42, number: 3.14 });
    expect(fromFormData(everything, toFormData(everything, defaults))).toEqual(defaults);
  });
});

describe('rjsfKey', () => {
  it('is field_ and the position in decimal, for every position a form can have and beyond', () => {
    for (let index = 0; index <= 12_345; index++) expect(rjsfKey(index)).toBe(`field_${index}`);
  });
});
