/**
 * A bounded, never-throwing copy of untrusted request params as plain JSON data. Everything else in
 * core reads only this copy, so no getter, proxy, cycle, BigInt or huge nesting can reach a parser,
 * and no later read can see different data from the one that was checked.
 */
import { MAX_REQUEST_DEPTH, MAX_REQUEST_SIZE } from './limits';
import { joinPath, type ProblemParams } from './problems';

/** Why params could not be copied as JSON data. */
export type JsonReadFailureCode = 'request-too-large' | 'request-too-deep' | 'params-not-json';

/** What went wrong and where, as a problem's code and params. */
export type JsonReadFailure = {
  [C in JsonReadFailureCode]: { code: C; path: string; params: ProblemParams[C] };
}[JsonReadFailureCode];

type NotJson = ProblemParams['params-not-json'];

/** The copy, or why there is none. */
export type JsonReadResult = { ok: true; value: unknown } | { ok: false; failure: JsonReadFailure };

const ABORT = Symbol('abort');

class JsonCopier {
  /** Characters of JSON text seen so far (string escapes not counted). */
  private size = 0;
  private readonly keys: (string | number)[] = [];
  private readonly ancestors = new Set<object>();
  failure: JsonReadFailure | undefined;

  path(): string {
    return this.keys.reduce<string>((path, key) => joinPath(path, key), '');
  }

  fail(failure: Omit<JsonReadFailure, 'path'>): never {
    this.failure = { ...failure, path: this.path() } as JsonReadFailure;
    throw ABORT;
  }

  notJson(params: NotJson): never {
    return this.fail({ code: 'params-not-json', params });
  }

  grow(characters: number): void {
    this.size += characters;
    if (this.size > MAX_REQUEST_SIZE) this.fail({ code: 'request-too-large', params: { limit: MAX_REQUEST_SIZE } });
  }

  copy(value: unknown, depth: number): unknown {
    switch (typeof value) {
      case 'string':
        this.grow(value.length + 2);
        return value;
      case 'boolean':
        this.grow(value ? 4 : 5);
        return value;
      case 'number':
        if (!Number.isFinite(value)) this.notJson({ variant: 'not-finite', value: String(value) });
        this.grow(String(value).length);
        return value;
      case 'object':
        if (value === null) {
          this.grow(4);
          return null;
        }
        return this.copyContainer(value, depth);
      default:
        // What is left: undefined, a bigint, a symbol or a function.
        return this.notJson({ variant: typeof value as 'undefined' | 'bigint' | 'symbol' | 'function' });
    }
  }

  private copyContainer(value: object, depth: number): unknown {
    if (this.ancestors.has(value)) this.notJson({ variant: 'cycle' });
    if (depth >= MAX_REQUEST_DEPTH) this.fail({ code: 'request-too-deep', params: { limit: MAX_REQUEST_DEPTH } });
    this.ancestors.add(value);
    const copy = Array.isArray(value) ? this.copyArray(value, depth) : this.copyObject(value, depth);
    this.ancestors.delete(value);
    return copy;
  }

  private copyArray(array: unknown[], depth: number): unknown[] {
    const { length } = array;
    this.grow(Math.max(2, length + 1));
    const copy: unknown[] = [];
    for (let index = 0; index < length; index++) {
      this.keys.push(index);
      const item = this.ownValue(array, String(index));
      // JSON writes a hole or an undefined item as null.
      copy.push(item === undefined ? null : this.copy(item, depth + 1));
      this.keys.pop();
    }
    return copy;
  }

  private copyObject(object: object, depth: number): Record<string, unknown> {
    const prototype = Object.getPrototypeOf(object);
    if (prototype !== Object.prototype && prototype !== null) {
      this.notJson({ variant: 'not-plain' });
    }
    this.grow(2);
    const entries: [string, unknown][] = [];
    for (const key of Object.keys(object)) {
      this.keys.push(key);
      const item = this.ownValue(object, key);
      // JSON leaves out undefined properties.
      if (item !== undefined) {
        this.grow(key.length + 4);
        entries.push([key, this.copy(item, depth + 1)]);
      }
      this.keys.pop();
    }
    // fromEntries defines properties, so "__proto__" stays an ordinary key.
    return Object.fromEntries(entries);
  }

  /** An own data property; accessors are refused because reading them runs the sender's code. */
  private ownValue(container: object, key: string): unknown {
    const descriptor = Object.getOwnPropertyDescriptor(container, key);
    if (descriptor === undefined) return undefined;
    if (!('value' in descriptor)) this.notJson({ variant: 'getter' });
    return descriptor.value;
  }
}

/**
 * Copies `value` as plain JSON data within the request limits, in time proportional to the part
 * read. Never throws: proxies and other objects that throw when read are reported as not JSON.
 */
export function readJson(value: unknown): JsonReadResult {
  const copier = new JsonCopier();
  try {
    return { ok: true, value: copier.copy(value, 0) };
  } catch (error) {
    if (error === ABORT && copier.failure) return { ok: false, failure: copier.failure };
    return {
      ok: false,
      failure: { code: 'params-not-json', path: copier.path(), params: { variant: 'unreadable' } },
    };
  }
}

/**
 * Whether two JSON values (as `readJson` returns them: no cycles, no functions) are equal: the same
 * primitives, arrays item by item, objects key by key in any order.
 */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, index) => jsonEqual(item, other[index]));
  }
  const [left, right] = [a as Record<string, unknown>, b as Record<string, unknown>];
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length &&
    keys.every((key) => Object.hasOwn(right, key) && jsonEqual(left[key], right[key]))
  );
}
