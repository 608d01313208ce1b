/**
 * The form's default validator: core's checks of the answers (`validateAnswers`, the very checks
 * `buildResult` makes before anything is sent) as an rjsf validator. The rjsf schema is built from
 * the parsed request (`toRjsfForm`), so the request's fields say all the schema does and no JSON
 * Schema engine is needed: nothing is compiled, no code is generated (a strict Content-Security-Policy
 * is no obstacle), and a host that passes its own validator ships no second one.
 */
import {
  type CustomValidator,
  deepEquals,
  type ErrorTransformer,
  type RJSFSchema,
  type RJSFValidationError,
  type StrictRJSFSchema,
  type UiSchema,
  type ValidationData,
  type ValidatorType,
} from '@rjsf/utils';
import type { ElicitationRequest } from '../core/model';
import { isObject } from '../core/object';
import { type FieldError, validateAnswers } from '../core/validate';
import { completeValidation } from './completeValidation';
import { answerError } from './errorMessages';
import { rjsfKey } from './schema';

/** Keywords that say nothing about which values are valid. */
const ANNOTATIONS = new Set(['$id', '$schema', '$comment', 'title', 'description', 'default', 'examples', 'readOnly']);

/** Whether a JSON value has a JSON Schema `type`. */
function hasType(value: unknown, type: unknown): boolean {
  switch (type) {
    case 'null':
      return value === null;
    case 'boolean':
    case 'string':
      return typeof value === type;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return Number.isInteger(value);
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isObject(value);
    default:
      return false;
  }
}

/**
 * Whether `value` meets a schema made only of the keywords rjsf's option matching uses (`type`,
 * `const`, `enum`, `properties`, `required`, `anyOf`, `oneOf`) and annotations: a select's options
 * (titled constants) and rjsf's own probes built from them. Any other keyword throws: such a schema
 * is not one of an elicitation form's, and is not guessed at.
 */
function meets(schema: StrictRJSFSchema | boolean, value: unknown): boolean {
  if (typeof schema === 'boolean') return schema;
  for (const [keyword, expected] of Object.entries(schema)) {
    switch (keyword) {
      case 'type':
        if (![expected].flat().some((type) => hasType(value, type))) return false;
        break;
      case 'const':
        if (!deepEquals(value, expected)) return false;
        break;
      case 'enum':
        if (!(expected as unknown[]).some((allowed) => deepEquals(value, allowed))) return false;
        break;
      case 'properties':
        for (const [name, property] of Object.entries(expected as Record<string, StrictRJSFSchema | boolean>)) {
          if (isObject(value) && value[name] !== undefined && !meets(property, value[name])) return false;
        }
        break;
      case 'required':
        if (isObject(value) && (expected as string[]).some((name) => value[name] === undefined)) return false;
        break;
      case 'anyOf':
        if (!(expected as StrictRJSFSchema[]).some((branch) => meets(branch, value))) return false;
        break;
      case 'oneOf':
        if ((expected as StrictRJSFSchema[]).filter((branch) => meets(branch, value)).length !== 1) return false;
        break;
      default:
        if (!ANNOTATIONS.has(keyword)) {
          throw new Error(
            `"${keyword}" is not a keyword of this elicitation form's options: the default validator checks only those.`,
          );
        }
    }
  }
  return true;
}

/** The validators made here: they check `pattern` themselves, with core's linear-time engine. */
const CHECKS_PATTERNS = new WeakSet<object>();

/** @internal Whether `validator` already checks the fields' `pattern` (`withPatternChecks` adds nothing). */
export function checksPatterns(validator: object): boolean {
  return CHECKS_PATTERNS.has(validator);
}

/**
 * @internal The default validator of `request`'s form: answers under rjsf's positional keys
 * (`field_0`, ...) checked by core, each field's first problem reported on the field. A URL request
 * (or none) has nothing to check. The `schema` rjsf passes is always the one built from `request`.
 */
export function createAnswerValidator<T = unknown>(request: ElicitationRequest | null): ValidatorType<T, RJSFSchema> {
  const fields = request?.mode === 'form' ? request.fields : [];
  const indexOf = new Map(fields.map((field, index) => [field.name, index]));

  /** Core's verdict on rjsf's form data. */
  const check = (formData: unknown): FieldError[] => {
    if (!request) return [];
    const data = isObject(formData) ? formData : {};
    const values = Object.fromEntries(
      fields.flatMap((field, index) => {
        const key = rjsfKey(index);
        return Object.hasOwn(data, key) ? [[field.name, data[key]]] : [];
      }),
    );
    return validateAnswers(request, values).errors;
  };
  const found = (formData: unknown): RJSFValidationError[] =>
    check(formData).map((error) => answerError(rjsfKey(indexOf.get(error.name) as number), error.code, error.params));
  const keys = fields.map((_field, index) => rjsfKey(index)).join('\u0000');
  const isFormSchema = (schema: RJSFSchema) =>
    isObject(schema.properties) && Object.keys(schema.properties).join('\u0000') === keys;
  /**
   * The form's own schema is answered by core's verdict. Otherwise rjsf asks to tell which option
   * of a `oneOf` / `anyOf` an answer is (the matching option, the defaults), with the options
   * (titled string constants) and its probes built from them; an answer that is no JSON value
   * (`undefined`) meets none of them, as with a JSON Schema validator.
   */
  const problems = (schema: RJSFSchema, formData: unknown): FieldError[] | Error => {
    if (isFormSchema(schema)) return check(formData);
    try {
      return formData !== undefined && meets(schema, formData) ? [] : [{ name: '', code: 'option', params: {} }];
    } catch (error) {
      return error as Error;
    }
  };

  const validator: ValidatorType<T, RJSFSchema> = {
    validateFormData(
      formData: T | undefined,
      _schema: RJSFSchema,
      customValidate?: CustomValidator<T, RJSFSchema>,
      transformErrors?: ErrorTransformer<T, RJSFSchema>,
      uiSchema?: UiSchema<T, RJSFSchema>,
    ): ValidationData<T> {
      return completeValidation(found(formData), formData, customValidate, transformErrors, uiSchema);
    },
    isValid(schema: RJSFSchema, formData: T | undefined) {
      const result = problems(schema, formData);
      return !(result instanceof Error) && result.length === 0;
    },
    rawValidation<Result = unknown>(schema: RJSFSchema, formData?: T) {
      const result = problems(schema, formData);
      return result instanceof Error ? { validationError: result } : { errors: result as Result[] };
    },
  };
  CHECKS_PATTERNS.add(validator);
  return validator;
}
