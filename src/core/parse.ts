/**
 * Reads untrusted `elicitation/create` params into a render-ready model, or says precisely why it
 * cannot. Strict where answering would be impossible, lenient where a user would be blocked for
 * nothing (a bad default, an unknown format, unknown keywords). Runs in time proportional to the
 * request, which is first copied as plain JSON within the documented limits (`./limits`).
 */
import { readJson } from './json';
import { readablePropertyName } from './label';
import {
  MAX_DESCRIPTION_LENGTH,
  MAX_ELICITATION_ID_LENGTH,
  MAX_FIELDS,
  MAX_LABEL_LENGTH,
  MAX_MESSAGE_LENGTH,
  MAX_OPTIONS,
} from './limits';
import type {
  BooleanField,
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
import { installedPatternEngine, isEcmaPattern, type PatternRefusal } from './pattern';
import { describeValue, joinPath, type Problem, ProblemList } from './problems';
import type { ElicitRequestedSchema, PrimitiveSchemaDefinition, StringFormat } from './types';
import { checkFieldValue, checkString, isCheckedFormat } from './validate';

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
const REFERENCES = ['$ref', '$dynamicRef', '$recursiveRef'] as const;

// JSON Schema (2020-12 and drafts 4 to 2019-09) keywords that constrain an answer but that this
// library cannot check; a request using them is refused rather than answered unchecked.
const UNSUPPORTED_ON_SCHEMA = [
  'patternProperties',
  'propertyNames',
  'minProperties',
  'maxProperties',
  'dependentRequired',
  'dependentSchemas',
  'dependencies',
  'enum',
  'const',
] as const;
const UNSUPPORTED_ON_ARRAY = [
  'contains',
  'minContains',
  'maxContains',
  'prefixItems',
  'additionalItems',
  'unevaluatedItems',
  'enum',
  'const',
] as const;

/** What a refused `pattern` uses, for its warning. */
const PATTERN_REFUSALS: Record<PatternRefusal, string> = {
  invalid: 'no valid regular expression',
  backreference: 'a backreference',
  lookaround: 'a lookahead or lookbehind',
  unsupported: 'syntax the linear-time engine does not run (such as a repeat over 1,000)',
};

/** What an option value must satisfy beyond its type: the first keyword it breaks. */
type StringCheck = (value: string) => string | undefined;

const NOTHING_SKIPPED = { skipEnum: false, skipConst: false } as const;

/** A select's options as read, before those its schema rules out are removed. */
interface SelectOptions<S> {
  options: FieldOption[] | undefined;
  /** Each titled option's own check, aligned with `options`. */
  perOption?: StringCheck[];
  /** Where the options came from; undefined when they could not be read. */
  source: S | undefined;
  check: StringCheck;
  optionsPath: string;
}

type FieldCommon = Pick<FieldModel, 'name' | 'label' | 'description' | 'required'>;

class SchemaReader {
  constructor(readonly problems: ProblemList) {}

  /** Text from the server within `max` code units; a longer one is an error. */
  text(value: string, max: number, path: string, what: string): boolean {
    if (value.length <= max) return true;
    this.problems.error(
      path,
      'text-too-long',
      `The ${what} is ${value.length.toLocaleString('en-US')} characters long; at most ${max.toLocaleString('en-US')} are accepted.`,
    );
    return false;
  }

  /** Refuses each keyword of `keys` present in `schema` with `code`; true when one was found. */
  refuse(
    schema: JsonObject,
    keys: readonly string[],
    path: string,
    code: 'ref-unsupported' | 'combinator-unsupported' | 'constraint-unsupported',
  ): boolean {
    let found = false;
    for (const key of keys) {
      if (!Object.hasOwn(schema, key)) continue;
      found = true;
      const message =
        code === 'ref-unsupported'
          ? `"${key}" is not allowed: every field must be written out in place.`
          : code === 'combinator-unsupported'
            ? `"${key}" is not part of the elicitation schema.`
            : `"${key}" is not part of the elicitation schema and cannot be checked here, so answers could not be made to fit it.`;
      this.problems.error(joinPath(path, key), code, message);
    }
    return found;
  }

  /** Warns that a keyword outside the protocol's grammar is honoured anyway. */
  honoured(path: string, key: string, effect: string): void {
    this.problems.warn(
      joinPath(path, key),
      'constraint-honoured',
      `"${key}" is not part of the elicitation schema; ${effect}.`,
    );
  }

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
      const draft4 = typeof value === 'boolean' ? ' (the boolean form of draft 4 is not supported)' : '';
      this.problems.error(joinPath(path, key), 'constraint-invalid', `"${key}" must be a finite number${draft4}.`);
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
    if (value === undefined) return undefined;
    if (typeof value !== 'string') {
      this.problems.warn(joinPath(path, key), 'annotation-not-string', `"${key}" is not text and was ignored.`);
      return undefined;
    }
    const max = key === 'title' ? MAX_LABEL_LENGTH : MAX_DESCRIPTION_LENGTH;
    return this.text(value, max, joinPath(path, key), key) ? value : undefined;
  }

  /** An array of options within `MAX_OPTIONS`; anything else is reported and yields undefined. */
  optionArray(values: unknown, path: string, what: string): unknown[] | undefined {
    if (!Array.isArray(values) || values.length === 0) {
      this.problems.error(path, 'enum-empty', `The list of ${what} must be a non-empty array.`);
      return undefined;
    }
    if (values.length > MAX_OPTIONS) {
      this.problems.error(
        path,
        'too-many-options',
        `The field has ${values.length.toLocaleString('en-US')} options; at most ${MAX_OPTIONS.toLocaleString('en-US')} are accepted.`,
      );
      return undefined;
    }
    return values;
  }

  /** Options from a plain `enum` array of strings, checked for emptiness and duplicates. */
  enumOptions(raw: unknown, path: string): string[] | undefined {
    const values = this.optionArray(raw, path, 'options');
    if (!values) return undefined;
    const before = this.problems.errorCount;
    const seen = new Set<string>();
    values.forEach((value, index) => {
      const valuePath = joinPath(path, index);
      if (typeof value !== 'string') {
        this.problems.error(valuePath, 'enum-value-not-string', 'Every option value must be a string.');
      } else if (seen.has(value)) {
        this.problems.error(valuePath, 'enum-duplicate', `The option ${describeValue(value)} is listed twice.`);
      } else if (this.text(value, MAX_LABEL_LENGTH, valuePath, 'option value')) {
        seen.add(value);
      }
    });
    return this.problems.errorCount === before ? (values as string[]) : undefined;
  }

  /** Options from `oneOf` / `items.anyOf`: each `{ const: string, title: string }`, checked like a field. */
  titledOptions(entries: unknown, path: string): { options: FieldOption[]; checks: StringCheck[] } | undefined {
    const branches = this.optionArray(entries, path, 'titled options');
    if (!branches) return undefined;
    const before = this.problems.errorCount;
    const seen = new Set<string>();
    const options: FieldOption[] = [];
    const checks: StringCheck[] = [];
    branches.forEach((entry, index) => {
      const entryPath = joinPath(path, index);
      const value = isObject(entry) ? own(entry, 'const') : undefined;
      const title = isObject(entry) ? own(entry, 'title') : undefined;
      const type = isObject(entry) ? own(entry, 'type') : undefined;
      if (
        !isObject(entry) ||
        typeof value !== 'string' ||
        typeof title !== 'string' ||
        (type ?? 'string') !== 'string'
      ) {
        this.problems.error(
          entryPath,
          'option-invalid',
          'Each titled option must be { "const": string, "title": string }.',
        );
      } else if (seen.has(value)) {
        this.problems.error(
          joinPath(entryPath, 'const'),
          'enum-duplicate',
          `The option ${describeValue(value)} is listed twice.`,
        );
      } else if (
        this.text(value, MAX_LABEL_LENGTH, joinPath(entryPath, 'const'), 'option value') &&
        this.text(title, MAX_LABEL_LENGTH, joinPath(entryPath, 'title'), 'option title') &&
        !this.refuse(entry, REFERENCES, entryPath, 'ref-unsupported') &&
        !this.refuse(entry, [...UNSUPPORTED_COMBINATORS, 'anyOf', 'oneOf'], entryPath, 'combinator-unsupported')
      ) {
        seen.add(value);
        options.push({ value, label: title });
        checks.push(this.stringChecks(entry, entryPath, { skipEnum: false, skipConst: true }));
      }
    });
    return this.problems.errorCount === before ? { options, checks } : undefined;
  }

  /** Set when a `pattern` was kept without the engine at hand to check it (`readPatterns`). */
  patternsPending = false;

  /**
   * The `pattern` of `schema` when it is checked: an ECMA-262 regular expression that the linear-time
   * engine runs. One that is not a regular expression, or that needs backtracking (backreferences,
   * lookaround), is reported and not enforced, so it can never make a valid answer look wrong.
   */
  pattern(schema: JsonObject, path: string, effect: string): string | undefined {
    const source = own(schema, 'pattern');
    if (source === undefined) return undefined;
    const patternPath = joinPath(path, 'pattern');
    if (typeof source !== 'string' || !isEcmaPattern(source)) {
      this.problems.warn(
        patternPath,
        'pattern-invalid',
        '"pattern" is not a regular expression (ECMA-262, as JSON Schema reads it), so answers are not checked against it.',
      );
      return undefined;
    }
    const engine = installedPatternEngine();
    if (!engine) {
      this.patternsPending = true;
    } else {
      const compiled = engine.compile(source);
      if (!compiled.ok) {
        this.problems.warn(
          patternPath,
          'pattern-unsupported',
          `"pattern" uses ${PATTERN_REFUSALS[compiled.refusal]}, which cannot be checked in linear time, so answers are not checked against it.`,
        );
        return undefined;
      }
    }
    this.honoured(path, 'pattern', effect);
    return source;
  }

  /**
   * The check a select's string keywords (`minLength`, `maxLength`, `format`, `enum`, `const`) make
   * on an option value: options that break it are not offered. `enum` is skipped where it lists the
   * options themselves, `const` where it is the option's own value.
   */
  stringChecks(schema: JsonObject, path: string, skip: { skipEnum: boolean; skipConst: boolean }): StringCheck {
    const constraints: StringField['constraints'] = {};
    const effect = 'options that break it are not offered';
    const minLength = this.count(schema, 'minLength', path);
    const maxLength = this.count(schema, 'maxLength', path);
    this.range(minLength, maxLength, 'minLength', 'maxLength', path);
    if (minLength !== undefined) {
      constraints.minLength = minLength;
      this.honoured(path, 'minLength', effect);
    }
    if (maxLength !== undefined) {
      constraints.maxLength = maxLength;
      this.honoured(path, 'maxLength', effect);
    }
    const rawFormat = own(schema, 'format');
    if (rawFormat !== undefined) {
      const name = this.checkedFormat(rawFormat, path);
      if (name !== undefined) {
        constraints.format = name;
        this.honoured(path, 'format', effect);
      }
    }
    const pattern = this.pattern(schema, path, effect);
    if (pattern !== undefined) constraints.pattern = pattern;
    const allowed = this.allowedValues(schema, path, skip, (value): value is string => typeof value === 'string');
    if (allowed) {
      this.honoured(path, Object.hasOwn(schema, 'const') && !skip.skipConst ? 'const' : 'enum', effect);
      constraints.enum = allowed;
    }
    return (value) => checkString(constraints, value)?.code;
  }

  /**
   * A `format` whose check the answers must pass: one the validator knows, by name. Unknown names
   * are ignored with a warning (validators ignore them too); anything else is an error.
   */
  checkedFormat(raw: unknown, path: string): string | undefined {
    const formatPath = joinPath(path, 'format');
    if (typeof raw !== 'string') {
      this.problems.error(formatPath, 'constraint-invalid', '"format" must be the name of a format.');
      return undefined;
    }
    if (isCheckedFormat(raw)) return raw;
    if (raw in Object.prototype) {
      this.problems.error(formatPath, 'constraint-unsupported', `The format ${describeValue(raw)} is not a format.`);
    } else {
      this.problems.warn(
        formatPath,
        'format-unknown',
        `The format ${describeValue(raw)} is not one this app knows; the field accepts plain text.`,
      );
    }
    return undefined;
  }

  /**
   * The answers `enum` and `const` allow that are of the field's type, or undefined when neither is
   * present. When none of the field's type is allowed, no answer could be valid: an error.
   */
  allowedValues<T extends string | number | boolean>(
    schema: JsonObject,
    path: string,
    skip: { skipEnum: boolean; skipConst: boolean },
    ofType: (value: unknown) => value is T,
  ): T[] | undefined {
    const hasConst = !skip.skipConst && Object.hasOwn(schema, 'const');
    const rawEnum = skip.skipEnum ? undefined : own(schema, 'enum');
    if (!hasConst && rawEnum === undefined) return undefined;
    let allowed: T[] | undefined;
    if (rawEnum !== undefined) {
      const values = this.optionArray(rawEnum, joinPath(path, 'enum'), 'allowed values');
      if (!values) return undefined;
      allowed = [...new Set(values.filter(ofType))];
    }
    if (hasConst) {
      const constant = own(schema, 'const');
      allowed = (allowed ?? [constant]).filter((value): value is T => ofType(value) && value === constant);
    }
    if (!allowed || allowed.length === 0) {
      this.problems.error(
        joinPath(path, hasConst ? 'const' : 'enum'),
        'enum-empty',
        'No answer of the field\'s type is allowed by "enum" or "const", so nothing could be valid.',
      );
      return undefined;
    }
    return allowed;
  }

  /**
   * The options of a select: titled ones from `titledKey` (each with its own check), else the
   * untitled ones from `enum`; and the check the schema's own string keywords make on every value.
   */
  selectOptions<S extends string, T extends 'oneOf' | 'anyOf'>(
    schema: JsonObject,
    path: string,
    titledKey: T,
    untitled: (enumPath: string) => { options: FieldOption[]; source: S } | undefined,
  ): SelectOptions<S | T> {
    const titled = own(schema, titledKey);
    const check = (skipEnum: boolean) => this.stringChecks(schema, path, { skipEnum, skipConst: false });
    if (titled === undefined) {
      const optionsPath = joinPath(path, 'enum');
      const found = untitled(optionsPath);
      return { options: found?.options, source: found?.source, check: check(true), optionsPath };
    }
    const optionsPath = joinPath(path, titledKey);
    const found = this.titledOptions(titled, optionsPath);
    return { options: found?.options, perOption: found?.checks, source: titledKey, check: check(false), optionsPath };
  }

  /** Keeps the options that pass every check; the others are reported and not offered. */
  reachableOptions<S>(select: SelectOptions<S>, path: string): { options: FieldOption[]; source: S } | undefined {
    const { options, perOption, check, optionsPath, source } = select;
    if (!options || source === undefined) return undefined;
    const reachable = options.filter((option, index) => {
      const broken = perOption?.[index]?.(option.value) ?? check(option.value);
      if (broken === undefined) return true;
      this.problems.warn(
        joinPath(optionsPath, index),
        'option-unreachable',
        `The option ${describeValue(option.value)} breaks the schema's own "${broken}", so it is not offered.`,
      );
      return false;
    });
    if (reachable.length > 0) return { options: reachable, source };
    this.problems.error(path, 'enum-empty', "No option fits the schema's own constraints, so nothing could be chosen.");
    return undefined;
  }

  field(name: string, raw: unknown, required: boolean, path: string): FieldModel | undefined {
    if (!isObject(raw)) {
      this.problems.error(path, 'property-not-object', `The schema of ${describeValue(name)} must be an object.`);
      return undefined;
    }
    if (this.refuse(raw, REFERENCES, path, 'ref-unsupported')) return undefined;
    const combinator = UNSUPPORTED_COMBINATORS.find((key) => Object.hasOwn(raw, key));
    if (combinator) {
      this.refuse(raw, [combinator], path, 'combinator-unsupported');
      return undefined;
    }
    const type = own(raw, 'type');
    const typePath = joinPath(path, 'type');
    if (type === undefined) {
      this.problems.error(typePath, 'type-missing', `${describeValue(name)} has no "type".`);
      return undefined;
    }
    const title = this.annotation(raw, 'title', path);
    const description = this.annotation(raw, 'description', path);
    // Without a (non-blank) title the property name is shown readably; `name` is still what is sent.
    const label = title !== undefined && title.trim() !== '' ? title : readablePropertyName(name);
    const common: FieldCommon = { name, label, required };
    if (description !== undefined) common.description = description;
    let field: FieldModel | undefined;
    if (type === 'object') {
      this.problems.error(
        typePath,
        'nested-object',
        `${describeValue(name)} is a nested object; elicitation forms are flat.`,
      );
    } else if (type === 'string') {
      field = this.stringField(raw, common, path);
    } else if (type === 'number' || type === 'integer') {
      field = this.numberField(raw, type, common, path);
    } else if (type === 'boolean') {
      field = this.booleanField(raw, common, path);
    } else if (type === 'array') {
      field = this.multiSelectField(raw, common, path);
    } else {
      this.problems.error(
        typePath,
        'type-unknown',
        `${describeValue(type)} is not a supported type (string, number, integer, boolean or array).`,
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
    if (own(raw, 'oneOf') !== undefined || own(raw, 'enum') !== undefined) return this.singleSelect(raw, common, path);
    const minLength = this.count(raw, 'minLength', path);
    const maxLength = this.count(raw, 'maxLength', path);
    this.range(minLength, maxLength, 'minLength', 'maxLength', path);
    const constraints: StringField['constraints'] = {};
    const schema: PrimitiveSchemaDefinition = { type: 'string' };
    if (minLength !== undefined) constraints.minLength = schema.minLength = minLength;
    if (maxLength !== undefined) constraints.maxLength = schema.maxLength = maxLength;
    let kind: StringFieldKind = 'text';
    const rawFormat = own(raw, 'format');
    if (typeof rawFormat === 'string' && Object.hasOwn(FORMATS, rawFormat)) {
      kind = FORMATS[rawFormat as StringFormat];
      schema.format = kind as StringFormat;
    } else if (rawFormat !== undefined) {
      const name = this.checkedFormat(rawFormat, path);
      if (name !== undefined) {
        constraints.format = name;
        this.honoured(path, 'format', 'answers are checked against it');
      }
    }
    const pattern = this.pattern(raw, path, 'answers are checked against it');
    if (pattern !== undefined) constraints.pattern = pattern;
    const allowed = this.allowedValues(
      raw,
      path,
      { skipEnum: true, skipConst: false },
      (value): value is string => typeof value === 'string',
    );
    if (allowed) {
      constraints.enum = allowed;
      this.honoured(path, 'const', 'answers are checked against it');
    }
    return { ...common, kind, constraints, schema };
  }

  /** A single select from `oneOf` (titled) or `enum` (untitled or legacy `enumNames`). */
  private singleSelect(raw: JsonObject, common: FieldCommon, path: string): SingleSelectField | undefined {
    const found = this.reachableOptions(
      this.selectOptions(raw, path, 'oneOf', () => this.enumWithNames(raw, path)),
      path,
    );
    if (!found) return undefined;
    const { options: reachable, source: optionsSource } = found;
    const values = reachable.map((option) => option.value);
    const labels = reachable.map((option) => option.label);
    const schema: PrimitiveSchemaDefinition =
      optionsSource === 'oneOf'
        ? { type: 'string', oneOf: reachable.map((option) => ({ const: option.value, title: option.label })) }
        : optionsSource === 'enumNames'
          ? { type: 'string', enum: values, enumNames: labels }
          : { type: 'string', enum: values };
    return { ...common, kind: 'single-select', constraints: {}, options: reachable, optionsSource, schema };
  }

  private enumWithNames(
    raw: JsonObject,
    path: string,
  ): { options: FieldOption[]; source: 'enum' | 'enumNames' } | undefined {
    const values = this.enumOptions(own(raw, 'enum'), joinPath(path, 'enum'));
    const enumNames = own(raw, 'enumNames');
    if (enumNames === undefined)
      return values && { options: values.map((value) => ({ value, label: value })), source: 'enum' };
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
    const labels = enumNames as string[];
    if (!labels.every((label, index) => this.text(label, MAX_LABEL_LENGTH, joinPath(namesPath, index), 'option label')))
      return undefined;
    return (
      values && {
        options: values.map((value, index) => ({ value, label: labels[index] ?? value })),
        source: 'enumNames',
      }
    );
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
    const effect = 'answers are checked against it';
    for (const key of ['exclusiveMinimum', 'exclusiveMaximum'] as const) {
      const value = this.bound(raw, key, path);
      if (value === undefined) continue;
      constraints[key] = value;
      this.honoured(path, key, effect);
    }
    this.exclusiveRange(constraints, type, path);
    const multipleOf = own(raw, 'multipleOf');
    if (multipleOf !== undefined) {
      if (typeof multipleOf === 'number' && Number.isFinite(multipleOf) && multipleOf > 0) {
        constraints.multipleOf = multipleOf;
        this.honoured(path, 'multipleOf', effect);
      } else {
        this.problems.error(
          joinPath(path, 'multipleOf'),
          'constraint-invalid',
          '"multipleOf" must be a number greater than 0.',
        );
      }
    }
    const isAnswer = (value: unknown): value is number =>
      typeof value === 'number' && (type === 'number' ? Number.isFinite(value) : Number.isSafeInteger(value));
    const allowed = this.allowedValues(raw, path, NOTHING_SKIPPED, isAnswer);
    if (allowed) {
      constraints.enum = allowed;
      this.honoured(path, Object.hasOwn(raw, 'const') ? 'const' : 'enum', effect);
    }
    return { ...common, kind: type, constraints, schema };
  }

  /** With an exclusive bound, reports a range no answer of the field's type can lie in. */
  private exclusiveRange(constraints: NumberField['constraints'], type: 'number' | 'integer', path: string): void {
    const { minimum, maximum, exclusiveMinimum, exclusiveMaximum } = constraints;
    if (exclusiveMinimum === undefined && exclusiveMaximum === undefined) return;
    const lows = [
      ...(minimum === undefined ? [] : [{ value: minimum, open: false }]),
      ...(exclusiveMinimum === undefined ? [] : [{ value: exclusiveMinimum, open: true }]),
    ];
    const highs = [
      ...(maximum === undefined ? [] : [{ value: maximum, open: false }]),
      ...(exclusiveMaximum === undefined ? [] : [{ value: exclusiveMaximum, open: true }]),
    ];
    if (lows.length === 0 || highs.length === 0) return;
    const smallest = (bound: { value: number; open: boolean }) =>
      type === 'integer' ? (bound.open ? Math.floor(bound.value) + 1 : Math.ceil(bound.value)) : bound.value;
    const largest = (bound: { value: number; open: boolean }) =>
      type === 'integer' ? (bound.open ? Math.ceil(bound.value) - 1 : Math.floor(bound.value)) : bound.value;
    const low = Math.max(...lows.map(smallest));
    const high = Math.min(...highs.map(largest));
    const lowOpen = type === 'number' && lows.some((bound) => bound.open && bound.value === low);
    const highOpen = type === 'number' && highs.some((bound) => bound.open && bound.value === high);
    if (low > high || (low === high && (lowOpen || highOpen))) {
      this.problems.error(
        joinPath(path, exclusiveMaximum === undefined ? 'maximum' : 'exclusiveMaximum'),
        'range-invalid',
        `No ${type === 'integer' ? 'whole number' : 'number'} lies within the field's bounds, so no answer could be valid.`,
      );
    }
  }

  private booleanField(raw: JsonObject, common: FieldCommon, path: string): BooleanField | undefined {
    if (this.anyOfNotAllowed(raw, path)) return undefined;
    const constraints: BooleanField['constraints'] = {};
    const allowed = this.allowedValues(
      raw,
      path,
      NOTHING_SKIPPED,
      (value): value is boolean => typeof value === 'boolean',
    );
    if (allowed) {
      constraints.enum = allowed;
      this.honoured(path, Object.hasOwn(raw, 'const') ? 'const' : 'enum', 'answers are checked against it');
    }
    return { ...common, kind: 'boolean', constraints, schema: { type: 'boolean' } };
  }

  private multiSelectField(raw: JsonObject, common: FieldCommon, path: string): MultiSelectField | undefined {
    if (this.anyOfNotAllowed(raw, path)) return undefined;
    if (this.refuse(raw, UNSUPPORTED_ON_ARRAY, path, 'constraint-unsupported')) return undefined;
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
    if (this.refuse(items, REFERENCES, itemsPath, 'ref-unsupported')) return undefined;
    if (this.refuse(items, [...UNSUPPORTED_COMBINATORS, 'oneOf'], itemsPath, 'combinator-unsupported'))
      return undefined;
    const itemType = own(items, 'type');
    const enumValues = own(items, 'enum');
    const anyOf = own(items, 'anyOf');
    if ((itemType !== 'string' && itemType !== undefined) || (enumValues === undefined && anyOf === undefined)) {
      invalidItems();
      return undefined;
    }
    const select = this.selectOptions(items, itemsPath, 'anyOf', (enumPath) => {
      const values = this.enumOptions(enumValues, enumPath);
      return values && { options: values.map((value) => ({ value, label: value })), source: 'enum' as const };
    });
    const minItems = this.count(raw, 'minItems', path);
    const maxItems = this.count(raw, 'maxItems', path);
    this.range(minItems, maxItems, 'minItems', 'maxItems', path);
    const uniqueItems = own(raw, 'uniqueItems');
    if (uniqueItems !== undefined && typeof uniqueItems !== 'boolean') {
      this.problems.error(joinPath(path, 'uniqueItems'), 'constraint-invalid', '"uniqueItems" must be true or false.');
    }
    const found = this.reachableOptions(select, path);
    if (!found) return undefined;
    const { options: reachable, source: optionsSource } = found;
    if (minItems !== undefined && minItems > reachable.length) {
      this.problems.error(
        joinPath(path, 'minItems'),
        'range-invalid',
        `"minItems" asks for at least ${minItems} choices but only ${reachable.length} options exist.`,
      );
    }
    const schema: PrimitiveSchemaDefinition =
      optionsSource === 'enum'
        ? { type: 'array', items: { type: 'string', enum: reachable.map((option) => option.value) } }
        : {
            type: 'array',
            items: { anyOf: reachable.map((option) => ({ const: option.value, title: option.label })) },
          };
    const constraints: MultiSelectField['constraints'] = {};
    if (minItems !== undefined) constraints.minItems = schema.minItems = minItems;
    if (maxItems !== undefined) constraints.maxItems = schema.maxItems = maxItems;
    // Each option of a multi select is chosen at most once anyway: `uniqueItems: true` only says so.
    if (uniqueItems === true) constraints.uniqueItems = true;
    return { ...common, kind: 'multi-select', constraints, options: reachable, optionsSource, schema };
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
        `The default ${describeValue(value)} does not fit ${describeValue(field.name)} (${found.code}) and was dropped.`,
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
      problems.error(
        itemPath,
        'required-unknown-property',
        `${describeValue(name)} is required but there is no such property.`,
      );
    } else if (required.has(name)) {
      problems.warn(itemPath, 'required-duplicate', `${describeValue(name)} is listed in "required" twice.`);
    } else {
      required.add(name);
    }
  });
  return required;
}

function parseForm(params: JsonObject, message: string, reader: SchemaReader): FormElicitationRequest | undefined {
  const { problems } = reader;
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
  reader.refuse(raw, REFERENCES, path, 'ref-unsupported');
  for (const key of [...UNSUPPORTED_COMBINATORS, 'anyOf', 'oneOf']) {
    if (own(raw, key) !== undefined) {
      problems.error(joinPath(path, key), 'combinator-unsupported', `"${key}" is not allowed on "requestedSchema".`);
    }
  }
  reader.refuse(raw, UNSUPPORTED_ON_SCHEMA, path, 'constraint-unsupported');
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
  if (entries.length > MAX_FIELDS) {
    problems.error(
      propertiesPath,
      'too-many-fields',
      `The form has ${entries.length.toLocaleString('en-US')} fields; at most ${MAX_FIELDS} are accepted.`,
    );
    return undefined;
  }
  const required = parseRequired(raw, new Set(entries.map(([name]) => name)), problems);
  const fields: FieldModel[] = [];
  for (const [name, schema] of entries) {
    // A name too long to show is reported without repeating it in the path.
    if (!reader.text(name, MAX_LABEL_LENGTH, propertiesPath, 'property name')) continue;
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
 * Never throws, and takes time proportional to the request: params that are not plain JSON data
 * (BigInt, cycles, functions, getters, class instances) or exceed the documented limits are refused
 * with a problem; otherwise returns the parsed request with repair warnings, or every problem found
 * (at most `MAX_PROBLEMS` listed, then one entry saying how many more).
 */
export function parseElicitationRequest(input: unknown): ParseResult {
  return readElicitationRequest(input).parsed;
}

/**
 * @internal The parse, and whether a `pattern` was kept before the pattern engine was loaded: then
 * the parse is repeated once it is (`loadPatternEngine`), to check defaults and options against it
 * and to report patterns the engine cannot run.
 */
export function readElicitationRequest(input: unknown): { parsed: ParseResult; patternsPending: boolean } {
  const reader = new SchemaReader(new ProblemList());
  const parsed = parseWith(input, reader);
  return { parsed, patternsPending: parsed.ok && reader.patternsPending };
}

function parseWith(input: unknown, reader: SchemaReader): ParseResult {
  const { problems } = reader;
  // Absent params are "not an object", not a JSON failure: JSON has no undefined to fail on.
  const read = input === undefined ? { ok: true as const, value: undefined } : readJson(input);
  if (!read.ok) {
    problems.error(read.failure.path, read.failure.code, read.failure.message);
    return { ok: false, problems: problems.items };
  }
  const params = read.value;
  if (!isObject(params)) {
    problems.error('', 'params-not-object', 'The request params must be a JSON object.');
    return { ok: false, problems: problems.items };
  }
  const mode = own(params, 'mode');
  if (mode !== undefined && mode !== 'form' && mode !== 'url') {
    problems.error(
      'mode',
      'mode-unknown',
      `The mode ${describeValue(mode)} is not supported; expected "form" or "url".`,
    );
  }
  const message = own(params, 'message');
  if (message === undefined)
    problems.error('message', 'message-missing', 'The request has no "message" explaining why input is needed.');
  else if (typeof message !== 'string') problems.error('message', 'message-not-string', '"message" must be text.');
  else reader.text(message, MAX_MESSAGE_LENGTH, 'message', 'message');
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
    } else if (typeof elicitationId === 'string') {
      reader.text(elicitationId, MAX_ELICITATION_ID_LENGTH, 'elicitationId', 'elicitationId');
    }
    if (problems.errorCount === 0) {
      request = { mode: 'url', message: text, url: url as string };
      if (typeof elicitationId === 'string') request.elicitationId = elicitationId;
    }
  } else if (mode === undefined || mode === 'form') {
    const form = parseForm(params, text, reader);
    if (problems.errorCount === 0) request = form;
  }

  if (!request) return { ok: false, problems: problems.items };
  if (isObject(meta)) request._meta = meta;
  return { ok: true, request, warnings: problems.items };
}
