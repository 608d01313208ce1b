/**
 * What schema generators write for ordinary fields, read as the protocol's flat grammar before a
 * field is parsed: nullable forms, local references, single-member `allOf` wrappers, literal
 * unions, a lone `const`, an `enum` without `type`. Each change is a warning with a code of its
 * kind; a form whose meaning is not clear (two types, a remote reference, a cycle, options of
 * mixed types) is refused with a problem naming its path, and anything else is left for the field
 * parsers to judge as sent.
 */
import { jsonEqual } from '../json';
import { MAX_OPTIONS, MAX_REQUEST_DEPTH, MAX_REQUEST_SIZE } from '../limits';
import { isObject, type JsonObject, own } from '../object';
import { describeValue, joinPath } from '../problems';
import type { SchemaReader } from './reader';

/** Keywords that say something about a field without constraining its answer. */
const ANNOTATIONS = new Set([
  'title',
  'description',
  'default',
  '$comment',
  'examples',
  'deprecated',
  'readOnly',
  'writeOnly',
  '$id',
  '$anchor',
  '$schema',
]);

/** What the referring node keeps over its target: its own words and its own default. */
const OWN_WORDS = new Set(['title', 'description', 'default']);

/** The keywords of a branch that names one value (`{ "const": "pro", "title": "Pro" }`) or several (`enum`). */
const LITERAL_KEYS = new Set([...ANNOTATIONS, 'const', 'enum', 'type']);

type Literal = string | number | boolean;

/** One value of a literal union, with the title its branch gave it, if any. */
interface UnionValue {
  value: Literal;
  title?: string;
}

/** The type a literal's answer has: `integer` for whole numbers, as JSON Schema's `integer` means. */
function literalType(value: Literal): 'string' | 'number' | 'integer' | 'boolean' {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? 'integer' : 'number';
  return typeof value === 'string' ? 'string' : 'boolean';
}

/** The one type every value shares (`integer` widened to `number` beside fractions), or undefined when they differ. */
function sharedType(values: readonly Literal[]): 'string' | 'number' | 'integer' | 'boolean' | undefined {
  const types = new Set(values.map(literalType));
  if (types.size === 1) return [...types][0];
  return types.size === 2 && types.has('integer') && types.has('number') ? 'number' : undefined;
}

function isLiteral(value: unknown): value is Literal {
  return (
    typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))
  );
}

/** `{ "type": "null" }` (annotations aside), or a `const`/`enum` that allows only null. */
function isNullBranch(branch: unknown): boolean {
  if (!isObject(branch)) return false;
  const keys = Object.keys(branch).filter((key) => !ANNOTATIONS.has(key));
  if (keys.length !== 1) return false;
  const [key] = keys;
  const value = branch[key as string];
  if (key === 'type') return value === 'null';
  if (key === 'const') return value === null;
  return key === 'enum' && Array.isArray(value) && value.length > 0 && value.every((entry) => entry === null);
}

/** The union keyword of a node with exactly one of `anyOf` and `oneOf`. */
function unionKeyword(node: JsonObject): 'anyOf' | 'oneOf' | undefined {
  const anyOf = Object.hasOwn(node, 'anyOf');
  if (anyOf === Object.hasOwn(node, 'oneOf')) return undefined;
  return anyOf ? 'anyOf' : 'oneOf';
}

/** Whether every branch is the protocol's titled option, `{ const: string, title: string }`. */
function everyTitled(branches: unknown): boolean {
  return (
    Array.isArray(branches) &&
    branches.length > 0 &&
    branches.every(
      (branch) =>
        isObject(branch) &&
        typeof own(branch, 'const') === 'string' &&
        typeof own(branch, 'title') === 'string' &&
        (own(branch, 'type') ?? 'string') === 'string',
    )
  );
}

/** Without `key`: a fresh object, keys defined rather than assigned (so `__proto__` stays a key). */
function without(node: JsonObject, ...keys: string[]): JsonObject {
  const copy: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (!keys.includes(key))
      Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return copy;
}

function set(node: JsonObject, key: string, value: unknown): void {
  Object.defineProperty(node, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * Text literals as a select's options: titled ones under `titledKey` (`oneOf` for a select, `anyOf`
 * for a multi-select's items; a branch without a title is labelled by its value), else an untitled
 * `enum`.
 */
function stringOptions(result: JsonObject, union: readonly UnionValue[], titledKey: 'oneOf' | 'anyOf'): void {
  if (union.some((entry) => entry.title !== undefined)) {
    set(
      result,
      titledKey,
      union.map(({ value, title }) => ({ const: value, title: title ?? value })),
    );
    return;
  }
  set(result, 'type', 'string');
  set(
    result,
    'enum',
    union.map((entry) => entry.value),
  );
}

/**
 * @internal What a whole request may grow to as its references are written out: a reference copies
 * its target, so 200 fields naming one 1,000-option enum would otherwise be read as a schema a
 * hundred times the size limit, from a request well under it. One per request, shared by its fields.
 */
export class ExpansionBudget {
  /**
   * Characters of JSON the request may still grow by (measuring stops with it: bounded work);
   * measured at the first reference, so a request without one is never measured.
   */
  private left: number | undefined;

  constructor(private readonly document: JsonObject) {}

  /**
   * Spends the size of a copy of `target`; false once the request written out would pass the limit.
   * `report` is called the first time only: one problem says the request is too large.
   */
  spend(target: JsonObject, report: () => void): boolean {
    this.left ??= MAX_REQUEST_SIZE - JSON.stringify(this.document).length;
    if (this.left < 0) return false;
    this.left -= JSON.stringify(target).length;
    if (this.left >= 0) return true;
    report();
    return false;
  }
}

/** @internal Reads one property's schema (or a multi-select's `items`) into the protocol's grammar. */
export class DialectReader {
  /** How many wrappers and unions this field's reading has opened; at most `MAX_REQUEST_DEPTH`. */
  private opened = 0;
  /** The references inlined on the way to the field's own schema: one met again is a cycle. */
  private readonly chain = new Set<string>();

  constructor(
    private readonly reader: SchemaReader,
    /** The `requestedSchema` the references point into. */
    private readonly document: JsonObject,
    private readonly budget: ExpansionBudget,
  ) {}

  /** The property as the grammar writes it, or undefined when it was refused (reported). */
  property(raw: unknown, path: string): unknown {
    if (!isObject(raw)) return raw;
    const unwrapped = this.unwrap(raw, path);
    if (!unwrapped) return undefined;
    let node = this.nullable(unwrapped, path);
    if (!node) return undefined;
    if (own(node, 'default') === null) {
      this.reader.problems.warn(joinPath(path, 'default'), 'default-null-dropped', {});
      node = without(node, 'default');
    }
    node = this.literals(node, path);
    if (!node) return undefined;
    if (own(node, 'type') === 'array' && isObject(own(node, 'items'))) {
      const items = this.items(own(node, 'items') as JsonObject, joinPath(path, 'items'));
      if (!items) return undefined;
      if (items !== own(node, 'items')) {
        node = without(node);
        set(node, 'items', items);
      }
    }
    return node;
  }

  /** Opens one more wrapper or union; false (reported) past the depth limit. */
  private open(path: string): boolean {
    if (++this.opened <= MAX_REQUEST_DEPTH) return true;
    this.reader.problems.error(path, 'ref-unresolved', { variant: 'too-deep', limit: MAX_REQUEST_DEPTH });
    return false;
  }

  /**
   * `$ref` to a place in this schema, and `allOf` with one member, replaced by what they point to,
   * the node's own title, description and default winning; repeated until neither is left. `seen`
   * holds the references already inlined on this way down (a union's branch starts from a copy).
   */
  private unwrap(start: JsonObject, startPath: string, seen = this.chain): JsonObject | undefined {
    let node = start;
    let path = startPath;
    for (;;) {
      if (Object.hasOwn(node, '$ref')) {
        const ref = own(node, '$ref');
        const refPath = joinPath(path, '$ref');
        if (!this.open(refPath)) return undefined;
        if (typeof ref === 'string' && seen.has(ref)) {
          this.reader.problems.error(refPath, 'ref-unresolved', { variant: 'cycle', ref: describeValue(ref) });
          return undefined;
        }
        const target = this.resolve(ref, refPath);
        if (!target) return undefined;
        const tooLarge = () => this.reader.problems.error(refPath, 'request-too-large', { limit: MAX_REQUEST_SIZE });
        if (!this.budget.spend(target, tooLarge)) return undefined;
        seen.add(ref as string);
        this.reader.problems.warn(refPath, 'ref-inlined', { ref: describeValue(ref) });
        const merged = this.merge(target, without(node, '$ref'), refPath);
        if (!merged) return undefined;
        node = merged;
        continue;
      }
      const allOf = own(node, 'allOf');
      if (Array.isArray(allOf) && allOf.length === 1 && isObject(allOf[0])) {
        const allOfPath = joinPath(path, 'allOf');
        if (!this.open(allOfPath)) return undefined;
        this.reader.problems.warn(allOfPath, 'all-of-unwrapped', {});
        const merged = this.merge(allOf[0], without(node, 'allOf'), allOfPath);
        if (!merged) return undefined;
        node = merged;
        path = joinPath(allOfPath, 0);
        continue;
      }
      return node;
    }
  }

  /** The object a local JSON pointer (`#/$defs/Size`, `#/properties/color/anyOf/0`) names, or undefined (reported). */
  private resolve(ref: unknown, path: string): JsonObject | undefined {
    const refuse = (variant: 'remote' | 'escaped' | 'missing' | 'not-pointer') => {
      this.reader.problems.error(path, 'ref-unresolved', { variant, ref: describeValue(ref) });
      return undefined;
    };
    if (typeof ref !== 'string' || !ref.startsWith('#')) return refuse('remote');
    if (ref !== '#' && !ref.startsWith('#/')) return refuse('not-pointer');
    const segments = ref === '#' ? [] : ref.slice(2).split('/');
    if (segments.some((segment) => segment.includes('~') || segment.includes('%'))) return refuse('escaped');
    let at: unknown = this.document;
    for (const segment of segments) {
      if (Array.isArray(at) && /^(0|[1-9]\d*)$/.test(segment)) at = at[Number(segment)];
      else if (isObject(at)) at = own(at, segment);
      else at = undefined;
      if (at === undefined) return refuse('missing');
    }
    return isObject(at) ? at : refuse('missing');
  }

  /**
   * The target with the wrapper's own keywords: its words and default replace the target's; any
   * other keyword both give must agree, or the field is refused (JSON Schema would apply both).
   */
  private merge(target: JsonObject, wrapper: JsonObject, path: string): JsonObject | undefined {
    const merged = without(target);
    for (const [key, value] of Object.entries(wrapper)) {
      if (!OWN_WORDS.has(key) && Object.hasOwn(target, key) && !jsonEqual(target[key], value)) {
        this.reader.problems.error(path, 'ref-unresolved', { variant: 'conflict', keyword: key });
        return undefined;
      }
      set(merged, key, value);
    }
    return merged;
  }

  /**
   * A field that also accepts null read as the field itself: an answer is never null, so it is
   * simply optional unless `required` lists it. `type: [T, "null"]`, OpenAPI's `nullable: true`, and
   * `anyOf`/`oneOf` with a `{ "type": "null" }` branch (one other branch is the field).
   */
  private nullable(start: JsonObject, path: string, nullableAbove = false): JsonObject | undefined {
    let node = start;
    let wasNullable = nullableAbove;
    const { problems } = this.reader;
    const type = own(node, 'type');
    if (Array.isArray(type) && type.every((entry) => typeof entry === 'string')) {
      const typePath = joinPath(path, 'type');
      const others = [...new Set(type.filter((entry) => entry !== 'null'))];
      if (others.length === 0) {
        problems.error(typePath, 'type-unknown', { value: describeValue('null') });
        return undefined;
      }
      if (others.length > 1) {
        problems.error(typePath, 'type-union', {});
        return undefined;
      }
      if (others.length < type.length) {
        problems.warn(typePath, 'nullable-normalized', { variant: 'type-array' });
        wasNullable = true;
      }
      node = without(node, 'type');
      set(node, 'type', others[0]);
    }
    if (Object.hasOwn(node, 'nullable')) {
      if (own(node, 'nullable') === true) {
        problems.warn(joinPath(path, 'nullable'), 'nullable-normalized', { variant: 'keyword' });
        wasNullable = true;
      }
      node = without(node, 'nullable');
    }
    for (const keyword of ['anyOf', 'oneOf'] as const) {
      const branches = own(node, keyword);
      if (!Array.isArray(branches) || !branches.some(isNullBranch)) continue;
      const unionPath = joinPath(path, keyword);
      const others = branches.filter((branch) => !isNullBranch(branch));
      problems.warn(unionPath, 'nullable-normalized', { variant: 'union', keyword });
      wasNullable = true;
      if (others.length === 0) {
        problems.error(unionPath, 'type-unknown', { value: describeValue('null') });
        return undefined;
      }
      if (others.length > 1) {
        node = without(node, keyword);
        set(node, keyword, others);
        continue;
      }
      const [other] = others;
      if (!isObject(other)) {
        // Not a schema: left for the field's parser to refuse as sent.
        node = without(node, keyword);
        set(node, keyword, others);
        continue;
      }
      if (!this.open(unionPath)) return undefined;
      const branch = this.unwrap(other, joinPath(unionPath, branches.indexOf(other)));
      if (!branch) return undefined;
      const merged = this.merge(branch, without(node, keyword), unionPath);
      // The branch may itself be nullable or a union: read it again as a whole.
      return merged && this.nullable(merged, path, true);
    }
    const allowed = own(node, 'enum');
    if (wasNullable && Array.isArray(allowed) && allowed.includes(null)) {
      node = without(node, 'enum');
      set(
        node,
        'enum',
        allowed.filter((value) => value !== null),
      );
    }
    return node;
  }

  /**
   * A union of literals as a select (strings) or as allowed values (numbers, yes/no); a lone `const`
   * string as a one-option select; an `enum` without `type` typed by its values. The protocol's own
   * titled select (`type: "string"`, `oneOf` of `{ const, title }`) is left as it is.
   */
  private literals(node: JsonObject, path: string): JsonObject | undefined {
    const { problems } = this.reader;
    const keyword = unionKeyword(node);
    const titledSelect = keyword === 'oneOf' && own(node, 'type') === 'string' && everyTitled(own(node, 'oneOf'));
    if (keyword && !titledSelect) {
      const union = this.union(node, keyword, path);
      if (union === null) return undefined;
      if (union === 'as-sent') return node;
      const type = sharedType(union.map((entry) => entry.value));
      if (!type) {
        problems.error(joinPath(path, keyword), 'literal-union-mixed', { keyword });
        return undefined;
      }
      const declared = own(node, 'type');
      if (declared !== undefined && declared !== type && !(declared === 'number' && type === 'integer')) return node;
      problems.warn(joinPath(path, keyword), 'literal-union-normalized', { keyword });
      const result = without(node, keyword, 'type');
      if (type === 'string') {
        set(result, 'type', 'string');
        stringOptions(result, union, 'oneOf');
      } else {
        set(result, 'type', declared === 'number' ? 'number' : type);
        set(
          result,
          'enum',
          union.map((entry) => entry.value),
        );
      }
      return result;
    }
    const type = own(node, 'type');
    const constant = own(node, 'const');
    if (
      typeof constant === 'string' &&
      (type === undefined || type === 'string') &&
      !Object.hasOwn(node, 'enum') &&
      !Object.hasOwn(node, 'oneOf')
    ) {
      problems.warn(joinPath(path, 'const'), 'const-normalized', {});
      const result = without(node, 'const', 'type');
      set(result, 'type', 'string');
      set(result, 'enum', [constant]);
      return result;
    }
    if (type !== undefined) return node;
    const values = Object.hasOwn(node, 'enum')
      ? own(node, 'enum')
      : Object.hasOwn(node, 'const')
        ? [constant]
        : undefined;
    if (!Array.isArray(values) || values.length === 0 || !values.every(isLiteral)) return node;
    const inferred = sharedType(values);
    if (!inferred) return node;
    problems.warn(joinPath(path, 'type'), 'type-inferred', { type: inferred });
    const result = without(node);
    set(result, 'type', inferred);
    return result;
  }

  /**
   * The values of a union whose every branch names literals, in order; `'as-sent'` when a branch
   * does not (or the union is the protocol's own titled select); null when refused (reported).
   */
  private union(node: JsonObject, keyword: 'anyOf' | 'oneOf', path: string): UnionValue[] | 'as-sent' | null {
    const branches = own(node, keyword);
    if (!Array.isArray(branches) || branches.length === 0 || branches.length > MAX_OPTIONS) return 'as-sent';
    // Beside the node's own `enum` or `const` both would apply: not the union alone.
    if (Object.hasOwn(node, 'enum') || Object.hasOwn(node, 'const')) return 'as-sent';
    const mayBeLiteral = (branch: unknown) =>
      isObject(branch) &&
      (Object.hasOwn(branch, '$ref') || Object.hasOwn(branch, 'allOf') || this.isLiteralBranch(branch));
    if (!branches.every(mayBeLiteral)) return 'as-sent';
    const unionPath = joinPath(path, keyword);
    if (!this.open(unionPath)) return null;
    const values: UnionValue[] = [];
    for (const [index, raw] of (branches as JsonObject[]).entries()) {
      const branch = this.unwrap(raw, joinPath(unionPath, index), new Set(this.chain));
      if (!branch) return null;
      if (!this.isLiteralBranch(branch)) return 'as-sent';
      const title = own(branch, 'title');
      if (Object.hasOwn(branch, 'const')) {
        values.push({ value: own(branch, 'const') as Literal, ...(typeof title === 'string' ? { title } : {}) });
      } else {
        for (const value of own(branch, 'enum') as Literal[]) values.push({ value });
      }
    }
    return values.length > MAX_OPTIONS ? 'as-sent' : values;
  }

  /** `{ const, type?, title? }` or `{ enum, type? }` with literal values of the type it names, and nothing else. */
  private isLiteralBranch(branch: JsonObject): boolean {
    if (!Object.keys(branch).every((key) => LITERAL_KEYS.has(key))) return false;
    const hasConst = Object.hasOwn(branch, 'const');
    const values = hasConst ? [own(branch, 'const')] : own(branch, 'enum');
    if (hasConst === Object.hasOwn(branch, 'enum') || !Array.isArray(values) || values.length === 0) return false;
    if (!values.every(isLiteral)) return false;
    const type = own(branch, 'type');
    if (type === undefined) return true;
    return values.every((value) => {
      const kind = literalType(value);
      return type === kind || (type === 'number' && kind === 'integer');
    });
  }

  /** A multi-select's `items`: references and wrappers inlined, a union of string literals as its options. */
  private items(raw: JsonObject, path: string): JsonObject | undefined {
    const node = this.unwrap(raw, path, new Set(this.chain));
    if (!node) return undefined;
    const keyword = unionKeyword(node);
    if (!keyword || (keyword === 'anyOf' && everyTitled(own(node, 'anyOf')))) return node;
    const union = this.union(node, keyword, path);
    if (union === null) return undefined;
    if (union === 'as-sent' || !union.every((entry) => typeof entry.value === 'string')) return node;
    this.reader.problems.warn(joinPath(path, keyword), 'literal-union-normalized', { keyword });
    const result = without(node, keyword, 'type');
    stringOptions(result, union, 'anyOf');
    return result;
  }
}
