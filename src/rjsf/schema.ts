/**
 * The rjsf schema, uiSchema and form data for a parsed form request. Properties get positional keys
 * (`field_0`, ...) inside rjsf so that any server property name, `__proto__` and `a.b[0]` included,
 * survives rjsf's path handling; values are mapped back to the server's names on the way out.
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { ElicitationValues, FieldModel, FormElicitationRequest } from '../core/protocol';
import { fillPlural, fillPluralRange, fillTemplate } from '../i18n/format';
import type { ElicitationMessages } from '../i18n/messages';

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

function fieldSchema(field: FieldModel): RJSFSchema {
  const base: RJSFSchema = { title: field.label };
  if (field.description !== undefined) base.description = field.description;
  switch (field.kind) {
    case 'text':
    case 'email':
    case 'uri':
    case 'date':
    case 'date-time':
      return {
        ...base,
        type: 'string',
        ...field.constraints,
        ...(field.kind === 'text' ? {} : { format: field.kind }),
      };
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

/** The hint shown under a field: allowed range, length, count or format, in the user's language. */
export function fieldHint(field: FieldModel, messages: ElicitationMessages, locale: string): string | undefined {
  const { form } = messages;
  const parts: string[] = [];
  const fill = (template: string, params: Record<string, number>) => fillTemplate(template, params, locale);
  switch (field.kind) {
    case 'number':
    case 'integer': {
      const { minimum, maximum } = field.constraints;
      if (field.kind === 'integer') parts.push(form.wholeNumber);
      if (minimum !== undefined && maximum !== undefined) parts.push(fill(form.rangeBetween, { minimum, maximum }));
      else if (minimum !== undefined) parts.push(fill(form.rangeAtLeast, { minimum }));
      else if (maximum !== undefined) parts.push(fill(form.rangeAtMost, { maximum }));
      break;
    }
    case 'multi-select':
      if (field.constraints.minItems) {
        const { minItems } = field.constraints;
        parts.push(fillPlural(form.selectAtLeast, minItems, { minItems }, locale));
      }
      break;
    case 'single-select':
    case 'boolean':
      break;
    default: {
      if (field.kind === 'email') parts.push(form.emailHint);
      if (field.kind === 'uri') parts.push(form.uriHint);
      const { minLength, maxLength } = field.constraints;
      if (minLength !== undefined && maxLength !== undefined)
        parts.push(fillPluralRange(form.lengthBetween, minLength, maxLength, { minLength, maxLength }, locale));
      else if (minLength !== undefined && minLength > 0)
        parts.push(fillPlural(form.lengthAtLeast, minLength, { minLength }, locale));
      else if (maxLength !== undefined) parts.push(fillPlural(form.lengthAtMost, maxLength, { maxLength }, locale));
    }
  }
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

/** Builds the rjsf schema and uiSchema of a form request. */
export function toRjsfForm(request: FormElicitationRequest, messages: ElicitationMessages, locale: string): RjsfForm {
  const keys = request.fields.map((_field, index) => `field_${index}`);
  const properties: Record<string, RJSFSchema> = {};
  const uiSchema: UiSchema = { 'ui:submitButtonOptions': { norender: true } };
  request.fields.forEach((field, index) => {
    const key = keys[index] as string;
    properties[key] = fieldSchema(field);
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
