/**
 * Problems found while reading a request: a stable code and its values (`params`) for programs and
 * for the catalogues that word them in each language, a path to the offending keyword, and an
 * English sentence for logs.
 */
import { MAX_PROBLEMS } from './limits';
import { ENGLISH_PROBLEM_MESSAGES, problemTemplate } from './problemMessages';
import { fillTemplate } from './template';
import type { ValidationCode } from './validate';

/** Why a request cannot be rendered (errors) or what was repaired on the way (warnings). */
export type ProblemCode =
  // errors: the request cannot be answered as sent
  | 'request-unreadable'
  | 'params-not-object'
  | 'params-not-json'
  | 'request-too-large'
  | 'request-too-deep'
  | 'too-many-fields'
  | 'too-many-options'
  | 'text-too-long'
  | 'constraint-unsupported'
  | 'message-missing'
  | 'message-not-string'
  | 'mode-unknown'
  | 'url-missing'
  | 'url-not-string'
  | 'elicitation-id-not-string'
  | 'schema-missing'
  | 'schema-not-object'
  | 'schema-type-not-object'
  | 'properties-not-object'
  | 'property-not-object'
  | 'type-missing'
  | 'type-unknown'
  | 'nested-object'
  | 'array-items-invalid'
  | 'ref-unsupported'
  | 'ref-unresolved'
  | 'type-union'
  | 'literal-union-mixed'
  | 'combinator-unsupported'
  | 'enum-empty'
  | 'enum-value-not-string'
  | 'enum-duplicate'
  | 'option-invalid'
  | 'enum-names-length'
  | 'enum-names-not-string'
  | 'constraint-invalid'
  | 'range-invalid'
  | 'required-not-array'
  | 'required-not-string'
  | 'required-unknown-property'
  // warnings: repaired, the form still renders
  | 'properties-missing'
  | 'format-unknown'
  | 'default-invalid'
  | 'pattern-invalid'
  | 'pattern-unsupported'
  | 'annotation-not-string'
  | 'required-duplicate'
  | 'constraint-honoured'
  | 'option-unreachable'
  // warnings: what a schema generator wrote, read as the protocol's grammar
  | 'nullable-normalized'
  | 'default-null-dropped'
  | 'ref-inlined'
  | 'all-of-unwrapped'
  | 'literal-union-normalized'
  | 'const-normalized'
  | 'type-inferred'
  // the last entry when more problems were found than are listed; its severity is the worst left out
  | 'problems-truncated';

/** `error` blocks rendering; `warning` was repaired. */
export type ProblemSeverity = 'error' | 'warning';

/**
 * The values each problem code carries, for a sentence in any language (`Problem.params`). Where one
 * code covers several situations, `variant` says which, and a catalogue has one sentence per variant.
 * Counts and limits are numbers (a catalogue formats them for its locale); `value` and `name` are the
 * server's own values, already bounded: JSON text cut at 40 characters (arrays and objects as `[…]`
 * and `{…}`); `keyword` is the JSON Schema keyword concerned. A code that needs no values has
 * `Record<never, never>`.
 */
export interface ProblemParams {
  /** The request could not be read at all (the components' last resort). */
  'request-unreadable': Record<never, never>;
  /** The params are not a JSON object. */
  'params-not-object': Record<never, never>;
  /** What the request holds that JSON cannot; `value` is the number (`NaN`, `Infinity`, `-Infinity`). */
  'params-not-json':
    | { variant: 'not-finite'; value: string }
    | {
        variant: 'undefined' | 'bigint' | 'symbol' | 'function' | 'cycle' | 'not-plain' | 'getter' | 'unreadable';
      };
  /** `limit`: `MAX_REQUEST_SIZE`, in characters of JSON. */
  'request-too-large': { limit: number };
  /** `limit`: `MAX_REQUEST_DEPTH`, in levels. */
  'request-too-deep': { limit: number };
  /** `count` fields, at most `limit` (`MAX_FIELDS`). */
  'too-many-fields': { count: number; limit: number };
  /** `count` options, at most `limit` (`MAX_OPTIONS`). */
  'too-many-options': { count: number; limit: number };
  /** Which text (`variant`) is `count` UTF-16 code units long, at most `limit`. */
  'text-too-long': {
    variant:
      | 'message'
      | 'title'
      | 'description'
      | 'property-name'
      | 'option-value'
      | 'option-title'
      | 'option-label'
      | 'elicitation-id';
    count: number;
    limit: number;
  };
  /**
   * `keyword` cannot be checked here (`keyword`), or the `format` named `value` is a name every
   * object has (`format-name`, e.g. `"constructor"`).
   */
  'constraint-unsupported': { variant: 'keyword'; keyword: string } | { variant: 'format-name'; value: string };
  /** The request has no `message`. */
  'message-missing': Record<never, never>;
  /** `message` is not text. */
  'message-not-string': Record<never, never>;
  /** `value`: the `mode` sent. */
  'mode-unknown': { value: string };
  /** A URL request has no `url`. */
  'url-missing': Record<never, never>;
  /** `url` is not a string. */
  'url-not-string': Record<never, never>;
  /** `elicitationId` is not a string. */
  'elicitation-id-not-string': Record<never, never>;
  /** A form request has no `requestedSchema`. */
  'schema-missing': Record<never, never>;
  /** `requestedSchema` is not an object. */
  'schema-not-object': Record<never, never>;
  /** `requestedSchema` does not say `"type": "object"`. */
  'schema-type-not-object': Record<never, never>;
  /** `properties` is not an object. */
  'properties-not-object': Record<never, never>;
  /** `name`: the property. */
  'property-not-object': { name: string };
  /** `name`: the property. */
  'type-missing': { name: string };
  /** `value`: the `type` sent. */
  'type-unknown': { value: string };
  /** `name`: the property. */
  'nested-object': { name: string };
  /** An array property is not a multi-select of string options. */
  'array-items-invalid': Record<never, never>;
  /** `keyword`: `$ref` on `requestedSchema` itself, `$dynamicRef` or `$recursiveRef`. */
  'ref-unsupported': { keyword: string };
  /**
   * A `$ref` of a field that cannot be inlined: `ref` (the reference, bounded JSON text) points
   * outside the request (`remote`), is a fragment other than a JSON pointer (`not-pointer`), uses
   * JSON pointer escapes (`escaped`), names nothing (`missing`), or leads back to itself (`cycle`);
   * the referring node and its target give different values for `keyword` (`conflict`); or more
   * than `limit` references, wrappers and unions are nested in one field (`too-deep`).
   */
  'ref-unresolved':
    | { variant: 'remote' | 'not-pointer' | 'escaped' | 'missing' | 'cycle'; ref: string }
    | { variant: 'conflict'; keyword: string }
    | { variant: 'too-deep'; limit: number };
  /** `type` lists more than one type besides `"null"`: an answer's type would be a guess. */
  'type-union': Record<never, never>;
  /** The literals of `keyword` (`anyOf`, `oneOf`) are of different types: one choice must have one type. */
  'literal-union-mixed': { keyword: string };
  /**
   * `keyword` is not part of the elicitation schema (`not-in-schema`), not allowed on
   * `requestedSchema` (`requested-schema`), allowed for select options only (`select-only`), or
   * only in the items of a multi-select (`items-only`).
   */
  'combinator-unsupported': {
    variant: 'not-in-schema' | 'requested-schema' | 'select-only' | 'items-only';
    keyword: string;
  };
  /**
   * The list of options (`options`), of titled options (`titled-options`) or of allowed values
   * (`allowed-values`) is not a non-empty array; no answer of the field's type is allowed by `enum`
   * or `const` (`none-of-type`); no option fits the schema's own constraints (`none-fit`).
   */
  'enum-empty': { variant: 'options' | 'titled-options' | 'allowed-values' | 'none-of-type' | 'none-fit' };
  /** An option value is not a string. */
  'enum-value-not-string': Record<never, never>;
  /** `value`: the option listed twice. */
  'enum-duplicate': { value: string };
  /** A titled option is not `{ "const": string, "title": string }`. */
  'option-invalid': Record<never, never>;
  /** `count` labels in `enumNames` for `options` options. */
  'enum-names-length': { count: number; options: number };
  /** `enumNames` is not an array of strings. */
  'enum-names-not-string': Record<never, never>;
  /**
   * `keyword` must be a whole number of 0 or more (`count`), a finite number (`number`; `draft4-boolean`
   * when it is draft 4's boolean form), the name of a format (`format-name`), a number greater than
   * 0 (`positive-number`), true or false (`boolean`).
   */
  'constraint-invalid': {
    variant: 'count' | 'number' | 'draft4-boolean' | 'format-name' | 'positive-number' | 'boolean';
    keyword: string;
  };
  /**
   * No answer could be valid: `lowKeyword` (`low`) is greater than `highKeyword` (`high`)
   * (`reversed`); no whole number lies from `low` to `high` (`no-whole-number`); no number, or no
   * whole number, lies within the bounds once the exclusive ones count (`none-within`,
   * `no-whole-number-within`); `minItems` asks for more choices than the `count` options there are
   * (`too-few-options`).
   */
  'range-invalid':
    | { variant: 'reversed'; lowKeyword: string; low: number; highKeyword: string; high: number }
    | { variant: 'no-whole-number'; low: number; high: number }
    | { variant: 'none-within' }
    | { variant: 'no-whole-number-within' }
    | { variant: 'too-few-options'; minItems: number; count: number };
  /** `required` is not an array. */
  'required-not-array': Record<never, never>;
  /** An entry of `required` is not a string. */
  'required-not-string': Record<never, never>;
  /** `name`: the name `required` lists. */
  'required-unknown-property': { name: string };
  /** `properties` is missing: the form has no fields (repaired). */
  'properties-missing': Record<never, never>;
  /** `value`: the format's name. */
  'format-unknown': { value: string };
  /** The default `value` of property `name` breaks its own schema: `check` is the validation code. */
  'default-invalid': { value: string; name: string; check: ValidationCode };
  /** `pattern` is not an ECMA-262 regular expression, so it is not enforced. */
  'pattern-invalid': Record<never, never>;
  /** What the pattern uses that cannot run in linear time; `limit`: the longest repeat that can. */
  'pattern-unsupported':
    | { variant: 'invalid' | 'backreference' | 'lookaround' }
    | { variant: 'unsupported'; limit: number };
  /** `keyword`: `title` or `description`. */
  'annotation-not-string': { keyword: 'title' | 'description' };
  /** `name`: the name listed twice. */
  'required-duplicate': { name: string };
  /**
   * `keyword` is outside the elicitation schema but honoured: answers are checked against it
   * (`answers`), or options that break it are not offered (`options`).
   */
  'constraint-honoured': { variant: 'answers' | 'options'; keyword: string };
  /** The option `value` breaks the schema's own `keyword` (a validation code). */
  'option-unreachable': { value: string; keyword: ValidationCode };
  /**
   * The field also accepts null, written as `type: [T, "null"]` (`type-array`), OpenAPI's
   * `nullable: true` (`keyword`) or a `{ "type": "null" }` branch of `keyword` (`union`). An answer
   * is never null: the field is read as T, optional unless `required` lists it.
   */
  'nullable-normalized': { variant: 'type-array' | 'keyword' } | { variant: 'union'; keyword: string };
  /** `"default": null`: the field has no default. */
  'default-null-dropped': Record<never, never>;
  /** The field's `$ref` to `ref` (bounded JSON text) in the same schema was inlined. */
  'ref-inlined': { ref: string };
  /** An `allOf` with one member was read as that member. */
  'all-of-unwrapped': Record<never, never>;
  /** `keyword` (`anyOf`, `oneOf`) lists literals: read as a select (text) or as the answers allowed (numbers, yes/no). */
  'literal-union-normalized': { keyword: string };
  /** A lone `const` text was read as a select with that one option. */
  'const-normalized': Record<never, never>;
  /** A field without `type` whose `enum` or `const` values are all of `type`. */
  'type-inferred': { type: 'string' | 'number' | 'integer' | 'boolean' };
  /** `count` problems found beyond those listed. */
  'problems-truncated': { count: number };
}

/** One thing wrong with a request; `Problem<'text-too-long'>` is one of that code. */
export type Problem<C extends ProblemCode = ProblemCode> = C extends ProblemCode
  ? {
      /** Where, from the params root, e.g. `requestedSchema.properties.age.minimum`. */
      path: string;
      /** Stable identifier, safe to branch on and to translate. */
      code: C;
      /** The values a sentence about it needs (`ProblemParams`): a catalogue's `problems` words them. */
      params: ProblemParams[C];
      /**
       * One plain-English sentence, for programs and logs. A UI shows the catalogue's sentence for
       * the code and params instead (`formatProblem`), in the reader's language.
       */
      message: string;
      severity: ProblemSeverity;
    }
  : never;

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** Appends a key or index to a problem path, quoting keys that are not plain identifiers. */
export function joinPath(base: string, key: string | number): string {
  if (typeof key === 'number') return `${base}[${key}]`;
  if (IDENTIFIER.test(key)) return base === '' ? key : `${base}.${key}`;
  return `${base}[${JSON.stringify(key)}]`;
}

/**
 * A short, bounded description of an untrusted value for a problem, the same in every language:
 * text is quoted and cut, numbers, booleans and null are written as JSON, arrays and objects as `[…]`
 * and `{…}`. Never serialises a whole value, so it cannot throw or grow unbounded.
 */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') {
    const cut = value.length > 40 ? `${value.slice(0, 40).replace(/[\uD800-\uDBFF]$/, '')}…` : value;
    return JSON.stringify(cut);
  }
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  if (Array.isArray(value)) return '[…]';
  return typeof value === 'object' ? '{…}' : `a ${typeof value}`;
}

interface Collected {
  path: string;
  code: ProblemCode;
  params: ProblemParams[ProblemCode];
  severity: ProblemSeverity;
  order: number;
}

/** The problem with its English sentence, made only for the problems listed. */
function listed({ path, code, params, severity }: Omit<Collected, 'order'>): Problem {
  const { template, params: values } = problemTemplate({ code, params } as Problem, ENGLISH_PROBLEM_MESSAGES, 'en');
  return { path, code, params, message: fillTemplate(template, values, 'en'), severity } as Problem;
}

/**
 * Collects problems while a request is read, in constant time per problem. At most `MAX_PROBLEMS`
 * are kept (errors before warnings); the rest are only counted, and `items` ends with an entry
 * saying how many were not listed.
 */
export class ProblemList {
  private readonly kept: Record<ProblemSeverity, Collected[]> = { error: [], warning: [] };
  private readonly counts: Record<ProblemSeverity, number> = { error: 0, warning: 0 };

  error<C extends ProblemCode>(path: string, code: C, params: ProblemParams[C]): void {
    this.add(path, code, params, 'error');
  }

  warn<C extends ProblemCode>(path: string, code: C, params: ProblemParams[C]): void {
    this.add(path, code, params, 'warning');
  }

  get errorCount(): number {
    return this.counts.error;
  }

  /** The problems in the order found, capped, with a closing entry when some were left out. */
  get items(): Problem[] {
    const errors = this.kept.error;
    const warnings = this.kept.warning.slice(0, Math.max(0, MAX_PROBLEMS - errors.length));
    const kept = [...errors, ...warnings].sort((a, b) => a.order - b.order);
    const unlisted = this.counts.error + this.counts.warning - kept.length;
    const items = kept.map(listed);
    if (unlisted === 0) return items;
    const unlistedErrors = this.counts.error - errors.length;
    items.push(
      listed({
        path: '',
        code: 'problems-truncated',
        params: { count: unlisted },
        severity: unlistedErrors > 0 ? 'error' : 'warning',
      }),
    );
    return items;
  }

  private add(path: string, code: ProblemCode, params: ProblemParams[ProblemCode], severity: ProblemSeverity): void {
    const order = this.counts.error + this.counts.warning;
    this.counts[severity]++;
    const kept = this.kept[severity];
    if (kept.length < MAX_PROBLEMS) kept.push({ path, code, params, severity, order });
  }
}
