/**
 * Validation of the user's answers against a parsed form request. Codes carry no English so a UI
 * can translate them; the verdict agrees with a JSON Schema validator run on the normalized content.
 */
import { format } from '@cfworker/json-schema';
import type { ElicitationRequest, ElicitationValues, FieldModel, StringField, StringFieldKind } from './model';
import { isObject, own, unhandled } from './object';
import { boundPattern } from './pattern';
import type { ElicitContentValue } from './types';

/** Why one answer is not acceptable. */
export type ValidationCode =
  | 'required'
  | 'type'
  | 'minLength'
  | 'maxLength'
  | 'email'
  | 'uri'
  | 'date'
  | 'date-time'
  | 'number'
  | 'integer'
  | 'minimum'
  | 'maximum'
  | 'option'
  | 'minItems'
  | 'maxItems'
  | 'exclusiveMinimum'
  | 'exclusiveMaximum'
  | 'multipleOf'
  | 'enum'
  | 'uniqueItems'
  | 'format'
  | 'pattern';

/** Values a message needs, e.g. `{ minimum: 18 }` for `minimum`. */
export type ValidationParams = Record<string, string | number>;

/** The first problem with one field's answer. */
export interface FieldError {
  /** The property name. */
  name: string;
  code: ValidationCode;
  params: ValidationParams;
}

/** The verdict on a set of answers: `errors` in field order, at most one per field. */
export interface ValidationResult {
  valid: boolean;
  errors: FieldError[];
}

type FormatKind = Exclude<StringFieldKind, 'text'>;

/** The format checks of the JSON Schema validator the answers must agree with, and their codes. */
const FORMAT_CHECKS: Record<FormatKind, { code: ValidationCode; matches: (value: string) => boolean }> = {
  email: { code: 'email', matches: (value) => format.email?.(value) === true },
  uri: { code: 'uri', matches: (value) => format.uri?.(value) === true },
  date: { code: 'date', matches: (value) => format.date?.(value) === true },
  'date-time': { code: 'date-time', matches: (value) => format['date-time']?.(value) === true },
};

/** A finite number as an exact decimal: `coefficient * 10 ** exponent`. */
function exactDecimal(value: number): [coefficient: bigint, exponent: number] {
  const [digits = '0', power = '0'] = Math.abs(value).toString().split('e');
  const point = digits.indexOf('.');
  const fractionDigits = point === -1 ? 0 : digits.length - point - 1;
  return [BigInt(digits.replace('.', '')), Number(power) - fractionDigits];
}

/**
 * Whether `value` is a multiple of `divisor` in exact decimal arithmetic, as JSON Schema means it
 * (0.3 is a multiple of 0.1 although 0.3 / 0.1 is not a whole binary float).
 */
function isMultipleOf(value: number, divisor: number): boolean {
  if (!Number.isFinite(value) || !Number.isFinite(divisor) || divisor <= 0) return false;
  const [valueDigits, valueExponent] = exactDecimal(value);
  const [divisorDigits, divisorExponent] = exactDecimal(divisor);
  const shift = valueExponent - divisorExponent;
  return shift >= 0
    ? (valueDigits * 10n ** BigInt(shift)) % divisorDigits === 0n
    : valueDigits % (divisorDigits * 10n ** BigInt(-shift)) === 0n;
}

/** Whether a JSON Schema `format` is one the validator the answers must agree with checks. */
export function isCheckedFormat(name: string): boolean {
  return Object.hasOwn(format, name);
}

/** Whether `value` passes that validator's check of format `name`; unknown formats pass, as there. */
export function matchesFormat(name: string, value: string): boolean {
  return !isCheckedFormat(name) || format[name]?.(value) === true;
}

/**
 * What a string breaks, first found: its length, the format of its kind (email, uri, date,
 * date-time; none for text), the schema's other `format`, the values `enum` allows, then `pattern`. Text
 * answers and the option values of a select are checked by it alike.
 */
export function checkString(
  constraints: StringField['constraints'],
  value: string,
  kind: StringFieldKind = 'text',
): { code: ValidationCode; params: ValidationParams } | undefined {
  const { minLength, maxLength, format: extraFormat, enum: allowed, pattern } = constraints;
  const length = codePointLength(value);
  if (minLength !== undefined && length < minLength) return problem('minLength', { minLength, length });
  if (maxLength !== undefined && length > maxLength) return problem('maxLength', { maxLength, length });
  if (kind !== 'text' && !FORMAT_CHECKS[kind].matches(value)) return problem(FORMAT_CHECKS[kind].code);
  if (extraFormat !== undefined && !matchesFormat(extraFormat, value))
    return problem('format', { format: extraFormat });
  if (allowed !== undefined && !allowed.includes(value)) return problem('enum', allowedList(allowed));
  if (pattern !== undefined && !matchesPattern(constraints, value)) return problem('pattern', { pattern });
  return undefined;
}

/**
 * Whether `value` contains a match of the constraints' `pattern` (JSON Schema searches; anchors are
 * the pattern's), by the engine the request was read with. A pattern read without one, or one it
 * cannot run, is not enforced.
 */
function matchesPattern(constraints: StringField['constraints'], value: string): boolean {
  return boundPattern(constraints)?.test(value) ?? true;
}

/** The allowed values of an `enum` constraint as one plain list for a message: the first ten. */
function allowedList(values: readonly (string | number | boolean)[]): ValidationParams {
  const shown = values.slice(0, 10).map(String);
  return { values: values.length > shown.length ? `${shown.join(', ')}, …` : shown.join(', ') };
}

/** Length in code points, as JSON Schema counts it. */
export function codePointLength(text: string): number {
  let length = 0;
  for (const _ of text) length++;
  return length;
}

/**
 * The same instant in UTC (`2026-12-07T01:30:00Z`), fractional seconds kept only where the answer
 * had them, or undefined for text that is not a date and time.
 */
function inUtc(value: string): string | undefined {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  const iso = date.toISOString();
  return /T[^.]*\.\d/.test(value) ? iso : iso.replace(/\.\d{3}Z$/, 'Z');
}

/**
 * The text sent for a string answer. A date and time is one instant however it is written: it goes
 * with the person's offset (`+09:00`) unless the server's schema only accepts another writing of it,
 * as zod's `z.iso.datetime()` accepts only UTC (`Z`); then in UTC.
 */
export function sentString(field: StringField, value: string): string {
  if (field.kind !== 'date-time' || !FORMAT_CHECKS['date-time'].matches(value)) return value;
  if (checkString(field.constraints, value, field.kind) === undefined) return value;
  const utc = inUtc(value);
  return utc !== undefined && checkString(field.constraints, utc, field.kind) === undefined ? utc : value;
}

/**
 * Whether a value counts as "not answered" for this field. Empty text is never an answer; an empty
 * selection is an answer ("none of these") only when the field is required.
 */
export function isUnanswered(field: FieldModel, value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (value === '' && field.kind !== 'boolean') return true;
  return Array.isArray(value) && value.length === 0 && !field.required;
}

function problem(code: ValidationCode, params: ValidationParams = {}) {
  return { code, params };
}

/**
 * The first problem with a present value for `field`, or undefined when it is acceptable.
 * Also used to decide whether a schema `default` fits its own field.
 */
export function checkFieldValue(
  field: FieldModel,
  value: unknown,
): { code: ValidationCode; params: ValidationParams } | undefined {
  switch (field.kind) {
    case 'text':
    case 'email':
    case 'uri':
    case 'date':
    case 'date-time': {
      if (typeof value !== 'string') return problem('type', { expected: 'string' });
      return checkString(field.constraints, sentString(field, value), field.kind);
    }
    case 'number':
    case 'integer': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return problem('number');
      if (field.kind === 'integer' && !Number.isSafeInteger(value)) return problem('integer');
      const { minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf, enum: allowed } = field.constraints;
      if (minimum !== undefined && value < minimum) return problem('minimum', { minimum });
      if (maximum !== undefined && value > maximum) return problem('maximum', { maximum });
      if (exclusiveMinimum !== undefined && value <= exclusiveMinimum)
        return problem('exclusiveMinimum', { exclusiveMinimum });
      if (exclusiveMaximum !== undefined && value >= exclusiveMaximum)
        return problem('exclusiveMaximum', { exclusiveMaximum });
      if (multipleOf !== undefined && !isMultipleOf(value, multipleOf)) return problem('multipleOf', { multipleOf });
      if (allowed !== undefined && !allowed.includes(value)) return problem('enum', allowedList(allowed));
      return undefined;
    }
    case 'boolean': {
      if (typeof value !== 'boolean') return problem('type', { expected: 'boolean' });
      const allowed = field.constraints.enum;
      return allowed === undefined || allowed.includes(value) ? undefined : problem('enum', allowedList(allowed));
    }
    case 'single-select':
      return typeof value === 'string' && field.options.some((option) => option.value === value)
        ? undefined
        : problem('option');
    case 'multi-select': {
      if (!Array.isArray(value)) return problem('type', { expected: 'array' });
      const allowed = new Set(field.options.map((option) => option.value));
      for (const item of value) {
        if (typeof item !== 'string' || !allowed.has(item)) return problem('option', { value: String(item) });
      }
      const { minItems, maxItems } = field.constraints;
      if (minItems !== undefined && value.length < minItems)
        return problem('minItems', { minItems, count: value.length });
      if (maxItems !== undefined && value.length > maxItems)
        return problem('maxItems', { maxItems, count: value.length });
      if (field.constraints.uniqueItems && new Set(value).size !== value.length) return problem('uniqueItems');
      return undefined;
    }
    default:
      return unhandled(field);
  }
}

/** Checks every answer of a form request; a URL request has nothing to validate. */
export function validateAnswers(request: ElicitationRequest, values: ElicitationValues): ValidationResult {
  if (request.mode === 'url') return { valid: true, errors: [] };
  const answers = isObject(values) ? values : {};
  const errors: FieldError[] = [];
  for (const field of request.fields) {
    const value = own(answers, field.name);
    if (isUnanswered(field, value)) {
      if (field.required) errors.push({ name: field.name, code: 'required', params: {} });
      continue;
    }
    const found = checkFieldValue(field, value);
    if (found) errors.push({ name: field.name, ...found });
  }
  return { valid: errors.length === 0, errors };
}

/**
 * The content that would be sent for these answers: schema keys only, in schema order, unanswered
 * fields omitted, arrays copied. It does not validate; `buildResult` does both.
 */
export function normalizeAnswers(
  request: ElicitationRequest,
  values: ElicitationValues,
): Record<string, ElicitContentValue> {
  if (request.mode === 'url') return {};
  const answers = isObject(values) ? values : {};
  const entries: [string, ElicitContentValue][] = [];
  for (const field of request.fields) {
    const value = own(answers, field.name);
    if (isUnanswered(field, value)) continue;
    const sent = Array.isArray(value)
      ? [...value]
      : field.kind === 'date-time' && typeof value === 'string'
        ? sentString(field, value)
        : value;
    entries.push([field.name, sent as ElicitContentValue]);
  }
  return Object.fromEntries(entries);
}
