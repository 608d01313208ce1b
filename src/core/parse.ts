/**
 * Reads untrusted `elicitation/create` params into a render-ready model, or says precisely why it
 * cannot. Strict where answering would be impossible, lenient where a user would be blocked for
 * nothing (a bad default, an unknown format, unknown keywords).
 */
import type {
  ElicitationRequest,
  FieldModel,
  FieldOption,
  FormElicitationRequest,
  MultiSelectField,
  NumberField,
  SingleSelectField,
  StringField,
  StringFieldKind,
} from './model';
import { isObject, type JsonObject, own } from './object';
import { joinPath, type Problem, ProblemList } from './problems';
import type { ElicitRequestedSchema, PrimitiveSchemaDefinition, StringFormat } from './types';
import { checkFieldValue } from './validate';

/** The outcome of `parseElicitationRequest`. Warnings describe what was repaired. */
export type ParseResult =
  | { ok: true; request: ElicitationRequest; warnings: Problem[] }
  | { ok: false; problems: Problem[] };

const FORMATS: Record<StringFormat, StringFieldKind> = {
  email: 'email',
  uri: 'uri',
  date: 'date',
  'date-time': 'date-time',
};

const UNSUPPORTED_COMBINATORS = ['allOf', 'not', 'if', 'then', 'else'] as const;

type FieldCommon = Pick<FieldModel, 'name' | 'label' | 'description' | 'required'>;

class SchemaReader {
  constructor(readonly problems: ProblemList) {}

  /** A constraint that must be a non-negative integer (lengths and counts). */
  count(schema: JsonObject, key: string, path: string): number | undefined {
    const value = own(schema, key);
    if (value === undefined) return undefined;
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
      this.problems.error(joinPath(path, key), 'constraint-invalid', `"${key}" must be a whole number of 0 or more.`);
      return undefined;
    }
    return value;
  }

  /** A numeric bound that must be a finite number. */
  bound(schema: JsonObject, key: string, path: string): number | undefined {
    const value = own(schema, key);
    if (value === undefined) return undefined;
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      this.problems.error(joinPath(path, key), 'constraint-invalid', `"${key}" must be a finite number.`);
      return undefined;
    }
    return value;
  }

  /** Reports `low > high` on the keyword of the upper bound. */
  range(low: number | undefined, high: number | undefined, lowKey: string, highKey: string, path: string): void {
    if (low !== undefined && high !== undefined && low > high) {
      this.problems.error(
        joinPath(path, highKey),
        'range-invalid',
        `"${lowKey}" (${low}) is greater than "${highKey}" (${high}), so no answer could be valid.`,
      );
    }
  }

  /** A human-readable annotation; a non-string one is dropped with a warning. */
  annotation(schema: JsonObject, key: 'title' | 'description', path: string): string | undefined {
    const value = own(schema, key);
    if (value === undefined || typeof value === 'string') return value;
    this.problems.warn(joinPath(path, key), 'annotation-not-string', `"${key}" is not text and was ignored.`);
    return undefined;
  }

  /** Options from a plain `enum` array of strings, checked for emptiness and duplicates. */
  enumOptions(values: unknown, path: string): string[] | undefined {
    if (!Array.isArray(values)) {
      this.problems.error(path, 'enum-empty', 'The list of options must be a non-empty array.');
      return undefined;
    }
    if (values.length === 0) {
      this.problems.error(path, 'enum-empty', 'The list of options is empty, so nothing could be chosen.');
      return undefined;
    }
    const before = this.problems.errorCount;
    const seen = new Set<string>();
    values.forEach((value, index) => {
      if (typeof value !== 'string') {
        this.problems.error(joinPath(path, index), 'enum-value-not-string', 'Every option value must be a string.');
      } else if (seen.has(value)) {
        this.problems.error(joinPath(path, index), 'enum-duplicate', `The option "${value}" is listed twice.`);
      } else {
        seen.add(value);
      }
    });
    return this.problems.errorCount === before ? (values as string[]) : undefined;
  }

  /** Options from `oneOf` / `items.anyOf`: each `{ const: string, title: string }`. */
  titledOptions(entries: unknown, path: string): FieldOption[] | undefined {
    if (!Array.isArray(entries) || entries.length === 0) {
      this.problems.error(path, 'enum-empty', 'The list of titled options must be a non-empty array.');
      return undefined;
    }
    const before = this.problems.errorCount;
    const seen = new Set<string>();
    const options: FieldOption[] = [];
    entries.forEach((entry, index) => {
      const entryPath = joinPath(path, index);
      const value = isObject(entry) ? own(entry, 'const') : undefined;
      const title = isObject(entry) ? own(entry, 'title') : undefined;
      if (typeof value !== 'string' || typeof title !== 'string') {
        this.problems.error(
          entryPath,
          'option-invalid',
          'Each titled option must be { "const": string, "title": string }.',
        );
      } else if (seen.has(value)) {
        this.problems.error(joinPath(entryPath, 'const'), 'enum-duplicate', `The option "${value}" is listed twice.`);
      } else {
        seen.add(value);
        options.push({ value, label: title });
      }
    });
    return this.problems.errorCount === before ? options : undefined;
  }

  field(name: string, raw: unknown, required: boolean, path: string): FieldModel | undefined {
    if (!isObject(raw)) {
      this.problems.error(path, 'property-not-object', `The schema of "${name}" must be an object.`);
      return undefined;
    }
    if (own(raw, '$ref') !== undefined) {
      this.problems.error(
        joinPath(path, '$ref'),
        'ref-unsupported',
        '"$ref" is not allowed: every field must be written out in place.',
      );
      return undefined;
    }
    const combinator = UNSUPPORTED_COMBINATORS.find((key) => own(raw, key) !== undefined);
    if (combinator) {
      this.problems.error(
        joinPath(path, combinator),
        'combinator-unsupported',
        `"${combinator}" is not part of the elicitation schema.`,
      );
      return undefined;
    }
    const type = own(raw, 'type');
    const typePath = joinPath(path, 'type');
    if (type === undefined) {
      this.problems.error(typePath, 'type-missing', `"${name}" has no "type".`);
      return undefined;
    }
    const title = this.annotation(raw, 'title', path);
    const description = this.annotation(raw, 'description', path);
    const common: FieldCommon = { name, label: title ?? name, required };
    if (description !== undefined) common.description = description;
    let field: FieldModel | undefined;
    if (type === 'object') {
      this.problems.error(typePath, 'nested-object', `"${name}" is a nested object; elicitation forms are flat.`);
    } else if (type === 'string') {
      field = this.stringField(raw, common, path);
    } else if (type === 'number' || type === 'integer') {
      field = this.numberField(raw, type, common, path);
    } else if (type === 'boolean') {
      field = this.anyOfNotAllowed(raw, path)
        ? undefined
        : { ...common, kind: 'boolean', constraints: {}, schema: { type } };
    } else if (type === 'array') {
      field = this.multiSelectField(raw, common, path);
    } else {
      const shown = typeof type === 'string' ? `"${type}"` : JSON.stringify(type);
      this.problems.error(
        typePath,
        'type-unknown',
        `${shown} is not a supported type (string, number, integer, boolean or array).`,
      );
    }
    if (!field) return undefined;
    if (title !== undefined) field.schema.title = title;
    if (description !== undefined) field.schema.description = description;
    this.applyDefault(field, raw, path);
    return field;
  }

  private anyOfNotAllowed(raw: JsonObject, path: string): boolean {
    for (const key of ['anyOf', 'oneOf']) {
      if (own(raw, key) !== undefined) {
        this.problems.error(
          joinPath(path, key),
          'combinator-unsupported',
          `"${key}" is only allowed for select options.`,
        );
        return true;
      }
    }
    return false;
  }

  private stringField(raw: JsonObject, common: FieldCommon, path: string): FieldModel | undefined {
    if (own(raw, 'anyOf') !== undefined) {
      this.problems.error(
        joinPath(path, 'anyOf'),
        'combinator-unsupported',
        '"anyOf" is only allowed in the items of a multi-select.',
      );
      return undefined;
    }
    const oneOf = own(raw, 'oneOf');
    if (oneOf !== undefined) {
      const options = this.titledOptions(oneOf, joinPath(path, 'oneOf'));
      if (!options) return undefined;
      const field: SingleSelectField = {
        ...common,
        kind: 'single-select',
        constraints: {},
        options,
        optionsSource: 'oneOf',
        schema: { type: 'string', oneOf: options.map((option) => ({ const: option.value, title: option.label })) },
      };
      return field;
    }
    const enumValues = own(raw, 'enum');
    if (enumValues !== undefined) return this.singleSelectFromEnum(raw, enumValues, common, path);
    if (own(raw, 'pattern') !== undefined) {
      this.problems.warn(
        joinPath(path, 'pattern'),
        'pattern-ignored',
        '"pattern" is not part of the elicitation schema and is never run.',
      );
    }
    const minLength = this.count(raw, 'minLength', path);
    const maxLength = this.count(raw, 'maxLength', path);
    this.range(minLength, maxLength, 'minLength', 'maxLength', path);
    let kind: StringFieldKind = 'text';
    const rawFormat = own(raw, 'format');
    if (rawFormat !== undefined) {
      if (typeof rawFormat === 'string' && Object.hasOwn(FORMATS, rawFormat)) {
        kind = FORMATS[rawFormat as StringFormat];
      } else {
        this.problems.warn(
          joinPath(path, 'format'),
          'format-unknown',
          `The format ${JSON.stringify(rawFormat)} is not one of email, uri, date or date-time; the field accepts plain text.`,
        );
      }
    }
    const constraints: StringField['constraints'] = {};
    const schema: PrimitiveSchemaDefinition = { type: 'string' };
    if (minLength !== undefined) constraints.minLength = schema.minLength = minLength;
    if (maxLength !== undefined) constraints.maxLength = schema.maxLength = maxLength;
    if (kind !== 'text') schema.format = kind;
    return { ...common, kind, constraints, schema };
  }

  private singleSelectFromEnum(
    raw: JsonObject,
    enumValues: unknown,
    common: FieldCommon,
    path: string,
  ): SingleSelectField | undefined {
    const values = this.enumOptions(enumValues, joinPath(path, 'enum'));
    const enumNames = own(raw, 'enumNames');
    let labels: string[] | undefined;
    if (enumNames !== undefined) {
      const namesPath = joinPath(path, 'enumNames');
      if (!Array.isArray(enumNames) || enumNames.some((label) => typeof label !== 'string')) {
        this.problems.error(namesPath, 'enum-names-not-string', '"enumNames" must be an array of strings.');
        return undefined;
      }
      if (values && enumNames.length !== values.length) {
        this.problems.error(
          namesPath,
          'enum-names-length',
          `"enumNames" has ${enumNames.length} labels for ${values.length} options; they must match one to one.`,
        );
        return undefined;
      }
      labels = enumNames as string[];
    }
    if (!values) return undefined;
    const options = values.map((value, index) => ({ value, label: labels?.[index] ?? value }));
    const schema = labels
      ? { type: 'string' as const, enum: [...values], enumNames: [...labels] }
      : { type: 'string' as const, enum: [...values] };
    return {
      ...common,
      kind: 'single-select',
      constraints: {},
      options,
      optionsSource: labels ? 'enumNames' : 'enum',
      schema,
    };
  }

  private numberField(
    raw: JsonObject,
    type: 'number' | 'integer',
    common: FieldCommon,
    path: string,
  ): NumberField | undefined {
    if (this.anyOfNotAllowed(raw, path)) return undefined;
    const minimum = this.bound(raw, 'minimum', path);
    const maximum = this.bound(raw, 'maximum', path);
    this.range(minimum, maximum, 'minimum', 'maximum', path);
    if (
      type === 'integer' &&
      minimum !== undefined &&
      maximum !== undefined &&
      minimum <= maximum &&
      Math.ceil(minimum) > Math.floor(maximum)
    ) {
      this.problems.error(
        joinPath(path, 'maximum'),
        'range-invalid',
        `No whole number lies between ${minimum} and ${maximum}.`,
      );
    }
    const constraints: NumberField['constraints'] = {};
    const schema: PrimitiveSchemaDefinition = { type };
    if (minimum !== undefined) constraints.minimum = schema.minimum = minimum;
    if (maximum !== undefined) constraints.maximum = schema.maximum = maximum;
    return { ...common, kind: type, constraints, schema };
  }

  private multiSelectField(raw: JsonObject, common: FieldCommon, path: string): MultiSelectField | undefined {
    if (this.anyOfNotAllowed(raw, path)) return undefined;
    const items = own(raw, 'items');
    const itemsPath = joinPath(path, 'items');
    const invalidItems = () =>
      this.problems.error(
        itemsPath,
        'array-items-invalid',
        'An array field must be a multi-select: "items" needs a string "enum" or an "anyOf" of titled options.',
      );
    if (!isObject(items)) {
      invalidItems();
      return undefined;
    }
    if (own(items, '$ref') !== undefined) {
      this.problems.error(
        joinPath(itemsPath, '$ref'),
        'ref-unsupported',
        '"$ref" is not allowed: every field must be written out in place.',
      );
      return undefined;
    }
    const itemType = own(items, 'type');
    const enumValues = own(items, 'enum');
    const anyOf = own(items, 'anyOf');
    let options: FieldOption[] | undefined;
    let optionsSource: MultiSelectField['optionsSource'];
    if (enumValues !== undefined && (itemType === 'string' || itemType === undefined)) {
      const values = this.enumOptions(enumValues, joinPath(itemsPath, 'enum'));
      options = values?.map((value) => ({ value, label: value }));
      optionsSource = 'enum';
    } else if (anyOf !== undefined && (itemType === 'string' || itemType === undefined)) {
      options = this.titledOptions(anyOf, joinPath(itemsPath, 'anyOf'));
      optionsSource = 'anyOf';
    } else {
      invalidItems();
      return undefined;
    }
    const minItems = this.count(raw, 'minItems', path);
    const maxItems = this.count(raw, 'maxItems', path);
    this.range(minItems, maxItems, 'minItems', 'maxItems', path);
    if (!options) return undefined;
    if (minItems !== undefined && minItems > options.length) {
      this.problems.error(
        joinPath(path, 'minItems'),
        'range-invalid',
        `"minItems" asks for at least ${minItems} choices but only ${options.length} options exist.`,
      );
    }
    const schema: PrimitiveSchemaDefinition =
      optionsSource === 'enum'
        ? { type: 'array', items: { type: 'string', enum: options.map((option) => option.value) } }
        : { type: 'array', items: { anyOf: options.map((option) => ({ const: option.value, title: option.label })) } };
    const constraints: MultiSelectField['constraints'] = {};
    if (minItems !== undefined) constraints.minItems = schema.minItems = minItems;
    if (maxItems !== undefined) constraints.maxItems = schema.maxItems = maxItems;
    return { ...common, kind: 'multi-select', constraints, options, optionsSource, schema };
  }

  /** Keeps a default only when it would itself be a valid answer; otherwise drops it with a warning. */
  private applyDefault(field: FieldModel, raw: JsonObject, path: string): void {
    if (!Object.hasOwn(raw, 'default')) return;
    const value = own(raw, 'default');
    const found = checkFieldValue(field, value);
    if (found) {
      this.problems.warn(
        joinPath(path, 'default'),
        'default-invalid',
        `The default ${JSON.stringify(value) ?? String(value)} does not fit "${field.name}" (${found.code}) and was dropped.`,
      );
      return;
    }
    const copy = Array.isArray(value) ? [...(value as string[])] : value;
    (field as { default?: unknown }).default = copy;
    (field.schema as { default?: unknown }).default = Array.isArray(copy) ? [...copy] : copy;
  }
}

function parseRequired(schema: JsonObject, names: Set<string>, problems: ProblemList): Set<string> {
  const required = new Set<string>();
  const raw = own(schema, 'required');
  const path = 'requestedSchema.required';
  if (raw === undefined) return required;
  if (!Array.isArray(raw)) {
    problems.error(path, 'required-not-array', '"required" must be an array of property names.');
    return required;
  }
  raw.forEach((name, index) => {
    const itemPath = joinPath(path, index);
    if (typeof name !== 'string') {
      problems.error(itemPath, 'required-not-string', 'Every entry of "required" must be a property name.');
    } else if (!names.has(name)) {
      problems.error(itemPath, 'required-unknown-property', `"${name}" is required but there is no such property.`);
    } else if (required.has(name)) {
      problems.warn(itemPath, 'required-duplicate', `"${name}" is listed in "required" twice.`);
    } else {
      required.add(name);
    }
  });
  return required;
}

function parseForm(params: JsonObject, message: string, problems: ProblemList): FormElicitationRequest | undefined {
  const raw = own(params, 'requestedSchema');
  const path = 'requestedSchema';
  if (raw === undefined) {
    problems.error(path, 'schema-missing', 'A form request needs a "requestedSchema".');
    return undefined;
  }
  if (!isObject(raw)) {
    problems.error(path, 'schema-not-object', '"requestedSchema" must be a JSON Schema object.');
    return undefined;
  }
  if (own(raw, '$ref') !== undefined) {
    problems.error(
      joinPath(path, '$ref'),
      'ref-unsupported',
      '"$ref" is not allowed: every field must be written out in place.',
    );
  }
  for (const key of [...UNSUPPORTED_COMBINATORS, 'anyOf', 'oneOf']) {
    if (own(raw, key) !== undefined) {
      problems.error(joinPath(path, key), 'combinator-unsupported', `"${key}" is not allowed on "requestedSchema".`);
    }
  }
  if (own(raw, 'type') !== 'object') {
    problems.error(joinPath(path, 'type'), 'schema-type-not-object', '"requestedSchema" must have "type": "object".');
  }
  let properties = own(raw, 'properties');
  const propertiesPath = joinPath(path, 'properties');
  if (properties === undefined) {
    problems.warn(propertiesPath, 'properties-missing', '"properties" is missing; the form has no fields.');
    properties = {};
  } else if (!isObject(properties)) {
    problems.error(propertiesPath, 'properties-not-object', '"properties" must be an object of field schemas.');
    return undefined;
  }
  const entries = Object.entries(properties as JsonObject);
  const required = parseRequired(raw, new Set(entries.map(([name]) => name)), problems);
  const reader = new SchemaReader(problems);
  const fields: FieldModel[] = [];
  for (const [name, schema] of entries) {
    const field = reader.field(name, schema, required.has(name), joinPath(propertiesPath, name));
    if (field) fields.push(field);
  }
  if (problems.errorCount > 0) return undefined;
  const requestedSchema: ElicitRequestedSchema = {
    type: 'object',
    properties: Object.fromEntries(fields.map((field) => [field.name, field.schema])),
  };
  const dialect = own(raw, '$schema');
  if (typeof dialect === 'string') requestedSchema.$schema = dialect;
  if (required.size > 0) requestedSchema.required = [...required];
  return { mode: 'form', message, fields, requestedSchema };
}

/**
 * Reads `elicitation/create` params of either protocol generation.
 * Never throws; returns the parsed request with repair warnings, or every problem found.
 */
export function parseElicitationRequest(params: unknown): ParseResult {
  const problems = new ProblemList();
  if (!isObject(params)) {
    problems.error('', 'params-not-object', 'The request params must be a JSON object.');
    return { ok: false, problems: problems.items };
  }
  const mode = own(params, 'mode');
  if (mode !== undefined && mode !== 'form' && mode !== 'url') {
    problems.error(
      'mode',
      'mode-unknown',
      `The mode ${JSON.stringify(mode)} is not supported; expected "form" or "url".`,
    );
  }
  const message = own(params, 'message');
  if (message === undefined)
    problems.error('message', 'message-missing', 'The request has no "message" explaining why input is needed.');
  else if (typeof message !== 'string') problems.error('message', 'message-not-string', '"message" must be text.');
  const text = typeof message === 'string' ? message : '';
  const meta = own(params, '_meta');

  let request: ElicitationRequest | undefined;
  if (mode === 'url') {
    const url = own(params, 'url');
    if (url === undefined || url === '') problems.error('url', 'url-missing', 'A URL request needs a "url".');
    else if (typeof url !== 'string') problems.error('url', 'url-not-string', '"url" must be a string.');
    const elicitationId = own(params, 'elicitationId');
    if (elicitationId !== undefined && typeof elicitationId !== 'string') {
      problems.error('elicitationId', 'elicitation-id-not-string', '"elicitationId" must be a string.');
    }
    if (problems.errorCount === 0) {
      request = { mode: 'url', message: text, url: url as string };
      if (typeof elicitationId === 'string') request.elicitationId = elicitationId;
    }
  } else if (mode === undefined || mode === 'form') {
    const form = parseForm(params, text, problems);
    if (problems.errorCount === 0) request = form;
  }

  if (!request) return { ok: false, problems: problems.items };
  if (isObject(meta)) request._meta = meta;
  return { ok: true, request, warnings: problems.items };
}
