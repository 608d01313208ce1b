/**
 * `pattern` in the form: a host's rjsf validator (ajv8, cfworker) is wrapped so that the server's
 * patterns are checked in linear time by core's engine, never handed to the validator, which would
 * run them with `RegExp` (the default validator, core's own checks, uses that engine already). Errors are ajv-style (`name: 'pattern'`),
 * after the validator's own, so one error transformer orders and words them all.
 */
import type {
  CustomValidator,
  ErrorTransformer,
  RJSFSchema,
  RJSFValidationError,
  UiSchema,
  ValidatorType,
} from '@rjsf/utils';
import type { StringField } from 'mcp-elicitation-react/core';
import { boundPattern } from '../core/pattern';
import { completeValidation } from './completeValidation';
import type { RjsfForm } from './schema';

/** The rjsf key, pattern and its constraints of each field whose `pattern` is checked. */
function patternsOf(form: RjsfForm): [key: string, constraints: StringField['constraints'] & { pattern: string }][] {
  return form.fields.flatMap((field, index) => {
    if (!('pattern' in field.constraints) || field.constraints.pattern === undefined) return [];
    const constraints = field.constraints as StringField['constraints'] & { pattern: string };
    return boundPattern(constraints) ? [[form.keys[index] as string, constraints]] : [];
  });
}

/** Errors for the answers that do not contain a match of their field's pattern. */
function patternErrors(
  patterns: [string, StringField['constraints'] & { pattern: string }][],
  formData: unknown,
): RJSFValidationError[] {
  if (formData === null || typeof formData !== 'object') return [];
  const errors: RJSFValidationError[] = [];
  for (const [key, constraints] of patterns) {
    const value = (formData as Record<string, unknown>)[key];
    // Unanswered text is not an answer (core's `isUnanswered`); `required` speaks for it.
    if (typeof value !== 'string' || value === '' || boundPattern(constraints)?.test(value) !== false) continue;
    const { pattern } = constraints;
    const property = `.${key}`;
    const message = `must match pattern "${pattern}"`;
    errors.push({ name: 'pattern', property, message, params: { pattern }, stack: `${property} ${message}` });
  }
  return errors;
}

/**
 * `validator` for this form, with its fields' `pattern` checked too; `validator` itself when no
 * field has one.
 */
export function withPatternChecks<T = unknown>(validator: ValidatorType<T>, form: RjsfForm): ValidatorType<T> {
  const patterns = patternsOf(form);
  if (patterns.length === 0) return validator;
  return {
    validateFormData(
      formData: T | undefined,
      schema: RJSFSchema,
      customValidate?: CustomValidator<T>,
      transformErrors?: ErrorTransformer<T>,
      uiSchema?: UiSchema<T>,
    ) {
      const own = validator.validateFormData(formData, schema, undefined, undefined, uiSchema);
      const errors = [...own.errors, ...patternErrors(patterns, formData)];
      return completeValidation(errors, formData, customValidate, transformErrors, uiSchema);
    },
    isValid: (schema, formData, rootSchema) => validator.isValid(schema, formData, rootSchema),
    rawValidation: (schema, formData) => validator.rawValidation(schema, formData),
    ...(validator.reset ? { reset: () => validator.reset?.() } : {}),
  };
}
