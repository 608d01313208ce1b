/**
 * The schema reader every field parser shares: the problems found so far, and the checks of text,
 * counts, bounds, annotations, options, patterns and formats that every kind uses.
 */
import { MAX_DESCRIPTION_LENGTH, MAX_LABEL_LENGTH, MAX_OPTIONS } from '../limits';
import type { ElicitationRequest, FieldModel, FieldOption, StringField, StringFieldKind } from '../model';
import { isObject, type JsonObject, own } from '../object';
import { installedPatternEngine, isEcmaPattern, type PatternRefusal } from '../pattern';
import { describeValue, joinPath, type Problem, type ProblemList } from '../problems';
import type { StringFormat } from '../types';
import { checkString, isCheckedFormat } from '../validate';

/** The outcome of `parseElicitationRequest`. Warnings describe what was repaired. */
export type ParseResult =
  | { ok: true; request: ElicitationRequest; warnings: Problem[] }
  | { ok: false; problems: Problem[] };

export const FORMATS: Record<StringFormat, StringFieldKind> = {
  email: 'email',
  uri: 'uri',
  date: 'date',
  'date-time': 'date-time',
};

export const UNSUPPORTED_COMBINATORS = ['allOf', 'not', 'if', 'then', 'else'] as const;
export const REFERENCES = ['$ref', '$dynamicRef', '$recursiveRef'] as const;

// JSON Schema (2020-12 and drafts 4 to 2019-09) keywords that constrain an answer but that this
// library cannot check; a request using them is refused rather than answered unchecked.
export const UNSUPPORTED_ON_SCHEMA = [
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
export const UNSUPPORTED_ON_ARRAY = [
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
export const PATTERN_REFUSALS: Record<PatternRefusal, string> = {
  invalid: 'no valid regular expression',
  backreference: 'a backreference',
  lookaround: 'a lookahead or lookbehind',
  unsupported: 'syntax the linear-time engine does not run (such as a repeat over 1,000)',
};

/** What an option value must satisfy beyond its type: the first keyword it breaks. */
export type StringCheck = (value: string) => string | undefined;

export const NOTHING_SKIPPED = { skipEnum: false, skipConst: false } as const;

/** A select's options as read, before those its schema rules out are removed. */
export interface SelectOptions<S> {
  options: FieldOption[] | undefined;
  /** Each titled option's own check, aligned with `options`. */
  perOption?: StringCheck[];
  /** Where the options came from; undefined when they could not be read. */
  source: S | undefined;
  check: StringCheck;
  optionsPath: string;
}

export type FieldCommon = Pick<FieldModel, 'name' | 'label' | 'description' | 'required'>;

/** @internal Reads the schema of one request; its `problems` collect what is wrong or repaired. */
export class SchemaReader {
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
}
