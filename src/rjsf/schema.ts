/**
 * The rjsf schema, uiSchema and form data for a parsed form request. Properties get positional keys
 * (`field_0`, ...) inside rjsf so that any server property name, `__proto__` and `a.b[0]` included,
 * survives rjsf's path handling; values are mapped back to the server's names on the way out.
 */

import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { ElicitationValues, FieldModel, FormElicitationRequest } from 'mcp-elicitation-react/core';
import { unhandled } from '../core/object';
import { boundPattern } from '../core/pattern';
import { fillPlural, fillPluralRange, fillTemplate, formatNumber } from '../i18n/format';
import type { ElicitationMessages } from '../i18n/messages';
import { shownPattern } from './errorMessages';

/**
 * rjsf's `experimental_defaultFormStateBehavior` for elicitation forms: rjsf invents no answers (no
 * first option for a titled select, no `false` for a required yes/no); explicit defaults still apply.
 */
export const NO_INVENTED_ANSWERS = { constAsDefaults: 'skipOneOf', requiredBooleanDefault: 'skip' } as const;

/** At most this many options render as radio buttons; more become a select. */
export const RADIO_OPTION_LIMIT = 5;

/** A form request ready for rjsf. */
export interface RjsfForm {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  /** The rjsf key of each field, in field order. */
  keys: string[];
  fields: FieldModel[];
}

const titledOptions = (field: Extract<FieldModel, { options: unknown }>) =>
  field.options.map((option) => ({ const: option.value, title: option.label }));

/** Letters and digits only, lower-cased: what two short texts say, whatever their case and punctuation. */
const gist = (text: string, locale: string) => text.toLocaleLowerCase(locale).replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * The description to show under a field's label, or none when it only repeats the label or the
 * required marker ("Email", "Required", "Email (required)"): each thing is said once, and the
 * person reads one grey line less. A description that adds anything is shown whole, as sent.
 */
function shownDescription(field: FieldModel, messages: ElicitationMessages, locale: string): string | undefined {
  const { description } = field;
  if (description === undefined) return undefined;
  const said = gist(description, locale);
  const required = gist(messages.form.required, locale);
  const label = gist(field.label, locale);
  const rest = field.required && required ? said.replace(required, '') : said;
  return rest === '' || rest === label ? undefined : description;
}

function fieldSchema(field: FieldModel, messages: ElicitationMessages, locale: string): RJSFSchema {
  const base: RJSFSchema = { title: field.label };
  const description = shownDescription(field, messages, locale);
  if (description !== undefined) base.description = description;
  switch (field.kind) {
    case 'text':
    case 'email':
    case 'uri':
    case 'date':
    case 'date-time': {
      // `pattern` never reaches rjsf's validator, which would run it with RegExp: the form's
      // validator checks it in linear time (`withPatternChecks`).
      const { pattern: _pattern, ...checked } = field.constraints;
      return {
        ...base,
        type: 'string',
        ...checked,
        ...(field.kind === 'text' ? {} : { format: field.kind }),
      };
    }
    case 'number':
    case 'integer':
      return { ...base, type: field.kind, ...field.constraints };
    case 'boolean':
      return { ...base, type: 'boolean', ...field.constraints };
    case 'single-select':
      // Every single-select form (enum, oneOf, legacy enumNames) becomes titled consts.
      return { ...base, type: 'string', oneOf: titledOptions(field) };
    case 'multi-select':
      return {
        ...base,
        type: 'array',
        uniqueItems: true,
        items: { type: 'string', anyOf: titledOptions(field) },
        ...field.constraints,
      };
  }
}

function widgetFor(field: FieldModel): string {
  switch (field.kind) {
    case 'text':
      return 'TextWidget';
    case 'email':
      return 'EmailWidget';
    case 'uri':
      return 'URLWidget';
    case 'date':
      return 'DateWidget';
    case 'date-time':
      return 'DateTimeWidget';
    case 'number':
    case 'integer':
      return 'NumberWidget';
    case 'boolean':
      return field.default === undefined ? 'YesNoWidget' : 'CheckboxWidget';
    case 'single-select':
      return field.options.length <= RADIO_OPTION_LIMIT ? 'RadioWidget' : 'SelectWidget';
    case 'multi-select':
      return 'CheckboxesWidget';
  }
}

/** The numbers a text mentions, as values: `1,000` and `1000` alike, signs ignored. */
function numbersIn(text: string): Set<number> {
  const found = new Set<number>();
  for (const [written] of text.matchAll(/\d+(?:[.,]\d+)*/g)) {
    const grouped = /^\d{1,3}(?:,\d{3})+$/.test(written);
    found.add(Number(grouped ? written.replaceAll(',', '') : written.replace(',', '.')));
  }
  return found;
}

/**
 * Whether the server's label or description already says what a hint part says: it mentions every number
 * of the part, or, for a part without numbers, contains its words ("A whole number from 1 to 8"
 * makes both "Whole number" and "Between 1 and 8" redundant).
 */
function statedIn(description: string | undefined, part: { text: string; numbers: number[] }): boolean {
  if (!description) return false;
  if (part.numbers.length === 0) return description.toLocaleLowerCase().includes(part.text.toLocaleLowerCase());
  const mentioned = numbersIn(description);
  return part.numbers.every((number) => mentioned.has(Math.abs(number)));
}

/**
 * The hint shown under a field: allowed range, length, count or format, in the user's language,
 * leaving out what the field's label or description already says (and "choose at least 1" on a
 * required field, which its marker says), so each thing is said once.
 */
export function fieldHint(field: FieldModel, messages: ElicitationMessages, locale: string): string | undefined {
  const { form } = messages;
  const parts: { text: string; numbers: number[] }[] = [];
  const add = (text: string, ...numbers: number[]) => parts.push({ text, numbers });
  // Written here, as Intl would (`formatNumber`): most hints build no Intl.NumberFormat on first render.
  const written = (params: Record<string, number>) =>
    Object.fromEntries(Object.entries(params).map(([name, value]) => [name, formatNumber(value, locale)]));
  const fill = (template: string, params: Record<string, number>) => fillTemplate(template, written(params), locale);
  switch (field.kind) {
    case 'number':
    case 'integer': {
      const { minimum, maximum } = field.constraints;
      if (field.kind === 'integer') add(form.wholeNumber);
      if (minimum !== undefined && maximum !== undefined)
        add(fill(form.rangeBetween, { minimum, maximum }), minimum, maximum);
      else if (minimum !== undefined) add(fill(form.rangeAtLeast, { minimum }), minimum);
      else if (maximum !== undefined) add(fill(form.rangeAtMost, { maximum }), maximum);
      break;
    }
    case 'multi-select':
      // At least one of a required field is what its required marker already says.
      if (field.constraints.minItems && !(field.required && field.constraints.minItems === 1)) {
        const { minItems } = field.constraints;
        add(fillPlural(form.selectAtLeast, minItems, written({ minItems }), locale), minItems);
      }
      break;
    case 'single-select':
    case 'boolean':
      break;
    case 'text':
    case 'email':
    case 'uri':
    case 'date':
    case 'date-time': {
      if (field.kind === 'email') add(form.emailHint);
      if (field.kind === 'uri') add(form.uriHint);
      const { pattern } = field.constraints;
      // Only a pattern that is checked: without the engine (it failed to load) none is.
      if (pattern !== undefined && boundPattern(field.constraints))
        add(fillTemplate(form.patternHint, { pattern: shownPattern(pattern) }, locale));
      const { minLength, maxLength } = field.constraints;
      if (minLength !== undefined && maxLength !== undefined)
        add(
          fillPluralRange(form.lengthBetween, minLength, maxLength, written({ minLength, maxLength }), locale),
          minLength,
          maxLength,
        );
      else if (minLength !== undefined && minLength > 0)
        add(fillPlural(form.lengthAtLeast, minLength, written({ minLength }), locale), minLength);
      else if (maxLength !== undefined)
        add(fillPlural(form.lengthAtMost, maxLength, written({ maxLength }), locale), maxLength);
      break;
    }
    default:
      unhandled(field);
  }
  const said = parts
    .filter((part) => !statedIn(field.description, part) && !statedIn(field.label, part))
    .map((part) => part.text);
  return said.length > 0 ? said.join(' · ') : undefined;
}

/** The decimal digits of a whole number, written one at a time. */
function digits(value: number): string {
  let text = '';
  let rest = value;
  do {
    text = String.fromCharCode(48 + (rest % 10)) + text;
    rest = Math.floor(rest / 10);
  } while (rest > 0);
  return text;
}

/**
 * The rjsf key of the field at `index`: positional, whatever the server named the property. Its
 * digits are written out rather than converted (`${index}`): hundreds of number-to-string conversions
 * in a row make V8 grow its number-string cache to full size, 64 KiB of a long form's heap.
 */
export const rjsfKey = (index: number) => `field_${digits(index)}`;

/** Builds the rjsf schema and uiSchema of a form request. */
export function toRjsfForm(request: FormElicitationRequest, messages: ElicitationMessages, locale: string): RjsfForm {
  const keys = request.fields.map((_field, index) => rjsfKey(index));
  const properties: Record<string, RJSFSchema> = {};
  const uiSchema: UiSchema = { 'ui:submitButtonOptions': { norender: true } };
  request.fields.forEach((field, index) => {
    const key = keys[index] as string;
    properties[key] = fieldSchema(field, messages, locale);
    const hint = fieldHint(field, messages, locale);
    uiSchema[key] = { 'ui:widget': widgetFor(field), ...(hint ? { 'ui:help': hint } : {}) };
  });
  const required = request.fields.flatMap((field, index) => (field.required ? [keys[index] as string] : []));
  return { schema: { type: 'object', properties, required }, uiSchema, keys, fields: request.fields };
}

/** The server's values as rjsf form data. */
export function toFormData(form: RjsfForm, values: ElicitationValues): Record<string, unknown> {
  return Object.fromEntries(
    form.fields.flatMap((field, index) =>
      Object.hasOwn(values, field.name) ? [[form.keys[index] as string, values[field.name]]] : [],
    ),
  );
}

/** rjsf form data back under the server's property names; unanswered fields left out. */
export function fromFormData(form: RjsfForm, formData: unknown): ElicitationValues {
  const data = (formData ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    form.fields.flatMap((field, index) => {
      const key = form.keys[index] as string;
      return Object.hasOwn(data, key) && data[key] !== undefined ? [[field.name, data[key]]] : [];
    }),
  );
}
