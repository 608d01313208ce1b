/**
 * Error messages in the catalogue's words, for core's validation codes and for rjsf validator
 * errors: the default validator's, which carry core's codes, and ajv-style ones (ajv8 or cfworker),
 * which are first read as core codes.
 */

import type { ErrorTransformer, RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import type { StringFormat, ValidationCode, ValidationParams } from 'mcp-elicitation-react/core';
import { withoutBidiControls } from '../core/server';
import { fillPlural, fillTemplate, formatNumber, listFormat } from '../i18n/format';
import type { ElicitationMessages } from '../i18n/messages';

/** A core validation code, or `invalid` for schema keywords the protocol does not use. */
export type MessageCode = ValidationCode | 'invalid';

// Every format of the schema (a new one is a type error here), and ajv's `url` spelling of `uri`.
const FORMAT_CODES: Record<StringFormat | 'url', ValidationCode> = {
  email: 'email',
  uri: 'uri',
  url: 'uri',
  date: 'date',
  'date-time': 'date-time',
};

const isNumeric = (schema: RJSFSchema | undefined) => schema?.type === 'number' || schema?.type === 'integer';

/** Whether a field is answered by choosing rather than typing (for "Choose an answer"). */
function isChoice(schema: RJSFSchema | undefined): boolean {
  return (
    schema !== undefined &&
    (schema.type === 'boolean' ||
      schema.type === 'array' ||
      'oneOf' in schema ||
      ('enum' in schema && !isNumeric(schema)))
  );
}

/** Whether an `enum` lists the answers of a typed field (number or yes/no) rather than a select's options. */
function isTypedEnum(schema: RJSFSchema | undefined): boolean {
  return schema !== undefined && (isNumeric(schema) || schema.type === 'boolean');
}

/** How many allowed answers an `enum` message lists, as core's `values` does; an ellipsis says there are more. */
const LISTED_ANSWERS = 10;

/**
 * The answers a typed field's `enum` or `const` allows, as the locale lists them ("1, 2, or 3",
 * "1.000 oder 2.000"): numbers in its digits, yes/no in the catalogue's words. Read from the
 * field's schema; the validator's own `values` text only when the schema has none.
 */
function allowedAnswers(
  schema: RJSFSchema | undefined,
  values: string | number | undefined,
  messages: ElicitationMessages,
  locale: string,
): string {
  const allowed: unknown[] | undefined = Array.isArray(schema?.enum)
    ? schema.enum
    : schema !== undefined && 'const' in schema
      ? [schema.const]
      : undefined;
  if (!allowed) return String(values ?? '');
  const words = allowed.slice(0, LISTED_ANSWERS).map((value) => {
    if (typeof value === 'number') return formatNumber(value, locale);
    if (typeof value === 'boolean') return value ? messages.form.yes : messages.form.no;
    return String(value);
  });
  return listFormat(locale, { type: 'disjunction' }).format(allowed.length > LISTED_ANSWERS ? [...words, '…'] : words);
}

/** How much of a server's regular expression a message or hint shows, when a host shows it at all. */
const SHOWN_PATTERN_LENGTH = 120;

/**
 * A server's `pattern` as a message may show it: bidi controls removed and isolated left to right
 * (a regular expression reads left to right, and must not reorder the sentence around it), cut.
 */
export function shownPattern(pattern: string | number | undefined): string {
  const source = withoutBidiControls(String(pattern ?? ''));
  const cut = source.length > SHOWN_PATTERN_LENGTH ? `${source.slice(0, SHOWN_PATTERN_LENGTH)}…` : source;
  return `\u2066${cut}\u2069`;
}

/** The message for a validation code and its params. */
export function messageForCode(
  code: MessageCode,
  params: ValidationParams,
  schema: RJSFSchema | undefined,
  messages: ElicitationMessages,
  locale: string,
): string {
  const { errors } = messages;
  const count = (key: string) => Number(params[key]);
  switch (code) {
    case 'required':
      return isChoice(schema) ? errors.requiredChoice : errors.required;
    case 'type':
      return isChoice(schema) ? errors.option : errors.type;
    case 'minLength':
    case 'maxLength':
    case 'minItems':
    case 'maxItems':
      return fillPlural(errors[code], count(code), params, locale);
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
    case 'multipleOf':
    case 'format':
      return fillTemplate(errors[code], params, locale);
    case 'date-time':
      return errors.dateTime;
    case 'pattern':
      return fillTemplate(errors.pattern, { pattern: shownPattern(params.pattern) }, locale);
    case 'enum':
      return fillTemplate(errors.enum, { values: allowedAnswers(schema, params.values, messages, locale) }, locale);
    default:
      return errors[code];
  }
}

/** The errors `answerError` made: already in core's codes, nothing to translate. */
const ANSWER_ERRORS = new WeakSet<RJSFValidationError>();

/**
 * An rjsf error for core's verdict on one field (`validateAnswers`): named by core's code, with
 * core's params, and read back as such by the error transformer rather than as a JSON Schema keyword.
 * Its message is the code until the transformer words it in the catalogue's language.
 */
export function answerError(key: string, code: ValidationCode, params: ValidationParams): RJSFValidationError {
  const property = `.${key}`;
  const error: RJSFValidationError = { name: code, property, message: code, params, stack: `${property} ${code}` };
  ANSWER_ERRORS.add(error);
  return error;
}

/** Reads an rjsf error as a core code with core params: core's own as they are, ajv-style ones translated. */
function codeForError(error: RJSFValidationError, schema: RJSFSchema | undefined): [MessageCode, ValidationParams] {
  if (ANSWER_ERRORS.has(error)) return [error.name as ValidationCode, error.params as ValidationParams];
  const params = (error.params ?? {}) as Record<string, unknown>;
  const limit = Number(params.limit);
  switch (error.name) {
    case 'required':
      return ['required', {}];
    case 'minLength':
    case 'maxLength':
    case 'minItems':
    case 'maxItems':
      return [error.name, { [error.name]: limit }];
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return [error.name, { [error.name]: limit }];
    case 'multipleOf':
      return ['multipleOf', { multipleOf: Number(params.multipleOf ?? params.limit) }];
    case 'uniqueItems':
      return ['uniqueItems', {}];
    case 'format': {
      const format = String(params.format);
      const code = Object.hasOwn(FORMAT_CODES, format) ? FORMAT_CODES[format as keyof typeof FORMAT_CODES] : undefined;
      return code ? [code, {}] : ['format', { format }];
    }
    case 'type':
      if (schema?.type === 'integer') return ['integer', {}];
      if (schema?.type === 'number') return ['number', {}];
      return ['type', {}];
    case 'enum':
    case 'const':
      if (!isTypedEnum(schema)) return ['option', {}];
      return ['enum', { values: [params.allowedValues ?? params.allowedValue].flat().map(String).join(', ') }];
    case 'oneOf':
    case 'anyOf':
      return ['option', {}];
    case 'pattern':
      return ['pattern', { pattern: String(params.pattern ?? '') }];
    default:
      return ['invalid', {}];
  }
}

/** The key of the field an rjsf error property names (`.field_0` → `field_0`), or '' for the whole form. */
export function fieldKeyOf(property: string | undefined): string {
  return (property ?? '').replace(/^\./, '').split('.')[0] ?? '';
}

/** The schema of the form's field `key`, if it has one. */
export function fieldSchema(schema: RJSFSchema, key: string): RJSFSchema | undefined {
  const found: unknown = key ? schema.properties?.[key] : undefined;
  return typeof found === 'object' ? (found as RJSFSchema) : undefined;
}

/**
 * An rjsf `transformErrors` that writes every error in the catalogue's words, keeps one error per
 * field (the first the validator reported) and lists them in the order the form shows the fields,
 * so that focus on submit lands on the first invalid field on screen.
 */
export function createErrorTransformer(
  schema: RJSFSchema,
  messages: ElicitationMessages,
  locale: string,
): ErrorTransformer {
  const order = new Map(Object.keys(schema.properties ?? {}).map((key, index) => [`.${key}`, index]));
  const position = (error: RJSFValidationError) => order.get(error.property ?? '') ?? order.size;
  return (errors) => {
    const seen = new Set<string>();
    const kept: RJSFValidationError[] = [];
    for (const error of errors) {
      const property = (error.property ?? '').replace(/^(?=[^.])/, '.');
      if (seen.has(property)) continue;
      seen.add(property);
      const field = fieldSchema(schema, fieldKeyOf(property));
      const [code, params] = codeForError(error, field);
      const message = messageForCode(code, params, field, messages, locale);
      kept.push({ ...error, property, message, stack: message });
    }
    return kept.sort((a, b) => position(a) - position(b));
  };
}
