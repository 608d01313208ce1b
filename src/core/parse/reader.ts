/**
 * The schema reader every field parser shares: the problems found so far, and the checks of text,
 * counts, bounds, annotations, options, patterns and formats that every kind uses.
 */
import { MAX_DESCRIPTION_LENGTH, MAX_LABEL_LENGTH, MAX_OPTIONS } from '../limits';
import type { ElicitationRequest, FieldModel, FieldOption, StringField, StringFieldKind } from '../model';
import { isObject, type JsonObject, own } from '../object';
import { bindPattern, isEcmaPattern, MAX_PATTERN_REPEAT, type PatternEngine } from '../pattern';
import { describeValue, joinPath, type Problem, type ProblemList, type ProblemParams } from '../problems';
import type { StringFormat } from '../types';
import { checkString, isCheckedFormat, type ValidationCode } from '../validate';

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

/** What an option value must satisfy beyond its type: the first keyword it breaks. */
export type StringCheck = (value: string) => ValidationCode | undefined;

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

/** Which text of the request a length is checked on (`text-too-long`). */
export type CheckedText = ProblemParams['text-too-long']['variant'];

/** What a keyword outside the grammar does when honoured: answers checked, or options left out. */
export type HonouredEffect = ProblemParams['constraint-honoured']['variant'];

/** @internal Reads the schema of one request; its `problems` collect what is wrong or repaired. */
export class SchemaReader {
  constructor(
    readonly problems: ProblemList,
    /** Compiles the `pattern`s kept; without one they are kept unchecked and `patternsPending` is set. */
    private readonly engine?: PatternEngine,
  ) {}

  /** Text from the server within `max` code units; a longer one is an error. */
  text(value: string, max: number, path: string, variant: CheckedText): boolean {
    if (value.length <= max) return true;
    this.problems.error(path, 'text-too-long', { variant, count: value.length, limit: max });
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
      const keyPath = joinPath(path, key);
      if (code === 'ref-unsupported') this.problems.error(keyPath, code, { keyword: key });
      else if (code === 'combinator-unsupported')
        this.problems.error(keyPath, code, { variant: 'not-in-schema', keyword: key });
      else this.problems.error(keyPath, code, { variant: 'keyword', keyword: key });
    }
    return found;
  }

  /** Warns that a keyword outside the protocol's grammar is honoured anyway. */
  honoured(path: string, key: string, effect: HonouredEffect): void {
    this.problems.warn(joinPath(path, key), 'constraint-honoured', { variant: effect, keyword: key });
  }

  /** A constraint that must be a non-negative integer (lengths and counts). */
  count(schema: JsonObject, key: string, path: string): number | undefined {
    const value = own(schema, key);
    if (value === undefined) return undefined;
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
      this.problems.error(joinPath(path, key), 'constraint-invalid', { variant: 'count', keyword: key });
      return undefined;
    }
    return value;
  }

  /** A numeric bound that must be a finite number. */
  bound(schema: JsonObject, key: string, path: string): number | undefined {
    const value = own(schema, key);
    if (value === undefined) return undefined;
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      const variant = typeof value === 'boolean' ? 'draft4-boolean' : 'number';
      this.problems.error(joinPath(path, key), 'constraint-invalid', { variant, keyword: key });
      return undefined;
    }
    return value;
  }

  /** Reports `low > high` on the keyword of the upper bound. */
  range(low: number | undefined, high: number | undefined, lowKey: string, highKey: string, path: string): void {
    if (low !== undefined && high !== undefined && low > high) {
      this.problems.error(joinPath(path, highKey), 'range-invalid', {
        variant: 'reversed',
        lowKeyword: lowKey,
        low,
        highKeyword: highKey,
        high,
      });
    }
  }

  /** A human-readable annotation; a non-string one is dropped with a warning. */
  annotation(schema: JsonObject, key: 'title' | 'description', path: string): string | undefined {
    const value = own(schema, key);
    if (value === undefined) return undefined;
    if (typeof value !== 'string') {
      this.problems.warn(joinPath(path, key), 'annotation-not-string', { keyword: key });
      return undefined;
    }
    const max = key === 'title' ? MAX_LABEL_LENGTH : MAX_DESCRIPTION_LENGTH;
    return this.text(value, max, joinPath(path, key), key) ? value : undefined;
  }

  /** An array of options within `MAX_OPTIONS`; anything else is reported and yields undefined. */
  optionArray(
    values: unknown,
    path: string,
    variant: 'options' | 'titled-options' | 'allowed-values',
  ): unknown[] | undefined {
    if (!Array.isArray(values) || values.length === 0) {
      this.problems.error(path, 'enum-empty', { variant });
      return undefined;
    }
    if (values.length > MAX_OPTIONS) {
      this.problems.error(path, 'too-many-options', { count: values.length, limit: MAX_OPTIONS });
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
        this.problems.error(valuePath, 'enum-value-not-string', {});
      } else if (seen.has(value)) {
        this.problems.error(valuePath, 'enum-duplicate', { value: describeValue(value) });
      } else if (this.text(value, MAX_LABEL_LENGTH, valuePath, 'option-value')) {
        seen.add(value);
      }
    });
    return this.problems.errorCount === before ? (values as string[]) : undefined;
  }

  /** Options from `oneOf` / `items.anyOf`: each `{ const: string, title: string }`, checked like a field. */
  titledOptions(entries: unknown, path: string): { options: FieldOption[]; checks: StringCheck[] } | undefined {
    const branches = this.optionArray(entries, path, 'titled-options');
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
        this.problems.error(entryPath, 'option-invalid', {});
      } else if (seen.has(value)) {
        this.problems.error(joinPath(entryPath, 'const'), 'enum-duplicate', { value: describeValue(value) });
      } else if (
        this.text(value, MAX_LABEL_LENGTH, joinPath(entryPath, 'const'), 'option-value') &&
        this.text(title, MAX_LABEL_LENGTH, joinPath(entryPath, 'title'), 'option-title') &&
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
   * Keeps the `pattern` of `schema` in `constraints` when it is checked: an ECMA-262 regular
   * expression that the linear-time engine runs, compiled now (`boundPattern`). One that is not a
   * regular expression, or that needs backtracking (backreferences, lookaround), is reported and not
   * enforced, so it can never make a valid answer look wrong.
   */
  pattern(schema: JsonObject, path: string, effect: HonouredEffect, constraints: { pattern?: string }): void {
    const source = own(schema, 'pattern');
    if (source === undefined) return;
    const patternPath = joinPath(path, 'pattern');
    if (typeof source !== 'string' || !isEcmaPattern(source)) {
      this.problems.warn(patternPath, 'pattern-invalid', {});
      return;
    }
    if (!this.engine) {
      this.patternsPending = true;
    } else {
      const compiled = this.engine.compile(source);
      if (!compiled.ok) {
        this.problems.warn(
          patternPath,
          'pattern-unsupported',
          compiled.refusal === 'unsupported'
            ? { variant: 'unsupported', limit: MAX_PATTERN_REPEAT }
            : { variant: compiled.refusal },
        );
        return;
      }
      bindPattern(constraints, compiled);
    }
    this.honoured(path, 'pattern', effect);
    constraints.pattern = source;
  }

  /**
   * The check a select's string keywords (`minLength`, `maxLength`, `format`, `enum`, `const`) make
   * on an option value: options that break it are not offered. `enum` is skipped where it lists the
   * options themselves, `const` where it is the option's own value.
   */
  stringChecks(schema: JsonObject, path: string, skip: { skipEnum: boolean; skipConst: boolean }): StringCheck {
    const constraints: StringField['constraints'] = {};
    const effect = 'options';
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
    this.pattern(schema, path, effect, constraints);
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
      this.problems.error(formatPath, 'constraint-invalid', { variant: 'format-name', keyword: 'format' });
      return undefined;
    }
    if (isCheckedFormat(raw)) return raw;
    if (raw in Object.prototype) {
      this.problems.error(formatPath, 'constraint-unsupported', { variant: 'format-name', value: describeValue(raw) });
    } else {
      this.problems.warn(formatPath, 'format-unknown', { value: describeValue(raw) });
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
      const values = this.optionArray(rawEnum, joinPath(path, 'enum'), 'allowed-values');
      if (!values) return undefined;
      allowed = [...new Set(values.filter(ofType))];
    }
    if (hasConst) {
      const constant = own(schema, 'const');
      allowed = (allowed ?? [constant]).filter((value): value is T => ofType(value) && value === constant);
    }
    if (!allowed || allowed.length === 0) {
      this.problems.error(joinPath(path, hasConst ? 'const' : 'enum'), 'enum-empty', { variant: 'none-of-type' });
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
      this.problems.warn(joinPath(optionsPath, index), 'option-unreachable', {
        value: describeValue(option.value),
        keyword: broken,
      });
      return false;
    });
    if (reachable.length > 0) return { options: reachable, source };
    this.problems.error(path, 'enum-empty', { variant: 'none-fit' });
    return undefined;
  }
}
