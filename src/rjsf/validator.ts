/**
 * An rjsf validator on @cfworker/json-schema: no code generation, so it works under a
 * Content-Security-Policy without 'unsafe-eval' (where @rjsf/validator-ajv8 rejects every form).
 * Errors carry ajv-style `name` and `params`, so one error transformer serves both validators.
 */
import { type OutputUnit, type Schema, Validator } from '@cfworker/json-schema';
import type {
  CustomValidator,
  ErrorTransformer,
  RJSFSchema,
  RJSFValidationError,
  UiSchema,
  ValidationData,
  ValidatorType,
} from '@rjsf/utils';
import { completeValidation } from './completeValidation';

type JsonPath = (string | number)[];

// Keywords that only summarise failures already reported by the keywords beneath them.
const SUMMARY_KEYWORDS = new Set([
  'properties',
  'patternProperties',
  'additionalItems',
  'items',
  'prefixItems',
  'unevaluatedItems',
  'unevaluatedProperties',
  'allOf',
  '$ref',
  '$recursiveRef',
  'dependentSchemas',
  'if',
  'then',
  'else',
]);
const LIMIT_KEYWORDS = new Set([
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minItems',
  'maxItems',
  'minProperties',
  'maxProperties',
  'multipleOf',
]);
const INSIDE_BRANCH = /\/(?:oneOf|anyOf)\/\d+\//;
const REQUIRED_NAME = /required property "(.*)"\.$/s;

function pointerSegments(pointer: string): string[] {
  const body = pointer.replace(/^#/, '');
  if (body === '') return [];
  return body
    .slice(1)
    .split('/')
    .map((segment) => decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~'));
}

function schemaValueAt(schema: unknown, pointer: string): unknown {
  let node = schema;
  for (const segment of pointerSegments(pointer)) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, segment)) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

/** The subschema that validates the instance at `path`, following properties and items. */
function schemaAtPath(schema: RJSFSchema, path: JsonPath): RJSFSchema | undefined {
  let node: RJSFSchema | undefined = schema;
  for (const segment of path) {
    if (!node) return undefined;
    if (typeof segment === 'number') {
      node = typeof node.items === 'object' && !Array.isArray(node.items) ? (node.items as RJSFSchema) : undefined;
    } else {
      const property: unknown = node.properties?.[segment];
      node = typeof property === 'object' ? (property as RJSFSchema) : undefined;
    }
  }
  return node;
}

function isSelectArray(schema: RJSFSchema | undefined): boolean {
  const items = schema?.items;
  if (!schema?.uniqueItems || typeof items !== 'object' || Array.isArray(items)) return false;
  const itemSchema = items as RJSFSchema;
  return Array.isArray(itemSchema.enum) || Array.isArray(itemSchema.anyOf) || Array.isArray(itemSchema.oneOf);
}

function instancePath(location: string, data: unknown): JsonPath {
  let node = data;
  return pointerSegments(location).map((segment) => {
    const index = Array.isArray(node) && /^\d+$/.test(segment) ? Number(segment) : undefined;
    node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[segment] : undefined;
    return index ?? segment;
  });
}

function toRjsfError(
  name: string,
  path: JsonPath,
  message: string,
  params: Record<string, unknown>,
  schemaPath?: string,
) {
  const property = path.map((segment) => `.${segment}`).join('');
  const error: RJSFValidationError = { name, property, message, params, stack: `${property} ${message}`.trim() };
  if (schemaPath) error.schemaPath = schemaPath;
  return error;
}

/** Converts cfworker output units into rjsf errors, one per failure, hoisting select items. */
function toRjsfErrors(units: OutputUnit[], schema: RJSFSchema, data: unknown): RJSFValidationError[] {
  const errors: RJSFValidationError[] = [];
  const seen = new Set<string>();
  const add = (error: RJSFValidationError) => {
    const key = `${error.property}\u0000${error.name}`;
    if (seen.has(key)) return;
    seen.add(key);
    errors.push(error);
  };
  for (const unit of units) {
    const { keyword, keywordLocation, instanceLocation, error: text } = unit;
    if (SUMMARY_KEYWORDS.has(keyword) || INSIDE_BRANCH.test(keywordLocation)) continue;
    let path = instancePath(instanceLocation, data);
    if (keyword === 'required') {
      const missing = REQUIRED_NAME.exec(text)?.[1];
      if (missing !== undefined)
        add(toRjsfError('required', [...path, missing], text, { missingProperty: missing }, keywordLocation));
      continue;
    }
    let name = keyword;
    const params: Record<string, unknown> = {};
    const value = schemaValueAt(schema, keywordLocation);
    if (LIMIT_KEYWORDS.has(keyword)) params.limit = value;
    else if (keyword === 'format') params.format = value;
    else if (keyword === 'type') params.type = value;
    else if (keyword === 'enum') params.allowedValues = value;
    else if (keyword === 'const') params.allowedValue = value;
    // An unknown value inside a multi-select is the multi-select's error, where the user can fix it.
    const last = path[path.length - 1];
    if (typeof last === 'number' && isSelectArray(schemaAtPath(schema, path.slice(0, -1)))) {
      path = path.slice(0, -1);
      name = 'enum';
    } else if (keyword === 'oneOf' || keyword === 'anyOf') {
      const branches = schemaValueAt(schema, keywordLocation);
      const allConst =
        Array.isArray(branches) &&
        branches.every((branch) => branch && typeof branch === 'object' && 'const' in branch);
      if (allConst) name = 'enum';
    }
    add(toRjsfError(name, path, text, params, keywordLocation));
  }
  return errors;
}

// JSON semantics (undefined keys dropped) and a null prototype so that `key in instance` checks of
// the validator are honest for property names such as "constructor".
function toInstance(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => item !== undefined).map(toInstance);
  if (value !== null && typeof value === 'object') {
    const copy = Object.create(null) as Record<string, unknown>;
    for (const [key, item] of Object.entries(value)) if (item !== undefined) copy[key] = toInstance(item);
    return copy;
  }
  return value;
}

/** Options of `createCfworkerValidator`. */
export interface CfworkerValidatorOptions {
  /** JSON Schema draft used to read schemas. @default '2020-12' */
  draft?: '4' | '7' | '2019-09' | '2020-12';
}

/**
 * An rjsf `ValidatorType` backed by @cfworker/json-schema. Safe under a strict CSP; compiled
 * schemas are cached per schema object.
 */
export function createCfworkerValidator<T = unknown>({
  draft = '2020-12',
}: CfworkerValidatorOptions = {}): ValidatorType<T, RJSFSchema> {
  const cache = new WeakMap<object, Validator>();
  const compile = (schema: RJSFSchema, rootSchema?: RJSFSchema): Validator => {
    const cached = cache.get(schema);
    if (cached) return cached;
    // Subschemas may point into the root's definitions; carry them along.
    const withDefinitions =
      rootSchema && rootSchema !== schema
        ? { ...schema, definitions: rootSchema.definitions, $defs: rootSchema.$defs }
        : schema;
    const validator = new Validator(withDefinitions as Schema, draft, false);
    cache.set(schema, validator);
    return validator;
  };
  const run = (schema: RJSFSchema, data: unknown) => compile(schema).validate(toInstance(data));

  return {
    validateFormData(
      formData: T | undefined,
      schema: RJSFSchema,
      customValidate?: CustomValidator<T, RJSFSchema>,
      transformErrors?: ErrorTransformer<T, RJSFSchema>,
      uiSchema?: UiSchema<T, RJSFSchema>,
    ): ValidationData<T> {
      let errors: RJSFValidationError[];
      try {
        const data = formData === undefined && schema.type === 'object' ? {} : formData;
        errors = data === undefined ? [] : toRjsfErrors(run(schema, data).errors, schema, data);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        errors = [{ name: 'schema', message, stack: message, property: '' }];
      }
      return completeValidation(errors, formData, customValidate, transformErrors, uiSchema);
    },
    isValid(schema: RJSFSchema, formData: T | undefined, rootSchema: RJSFSchema): boolean {
      try {
        return compile(schema, rootSchema).validate(toInstance(formData)).valid;
      } catch {
        return false;
      }
    },
    rawValidation<Result = unknown>(schema: RJSFSchema, formData?: T) {
      try {
        return { errors: run(schema, formData).errors as Result[] };
      } catch (error) {
        return { validationError: error instanceof Error ? error : new Error(String(error)) };
      }
    },
  };
}
