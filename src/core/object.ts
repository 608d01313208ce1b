/**
 * Safe reads of untrusted JSON. Property names such as `__proto__` and `constructor` are ordinary
 * keys here: reads only see own properties and objects are built with define semantics.
 */

/** A JSON object: not null, not an array. */
export type JsonObject = Record<string, unknown>;

/** Whether `value` is a non-null, non-array object. */
export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `read()`, or `fallback` when reading untrusted data throws: a getter, a proxy or a revoked proxy
 * must not turn a yes/no question about a server's message into an exception.
 */
export function readSafely<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

/** The own property `key` of `object`, never an inherited one. */
export function own(object: JsonObject, key: string): unknown {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

/**
 * The end of an exhaustive `switch`: the compiler proves it unreachable (`value` is `never`), so a
 * new member of the union (a new field kind) is a type error at every switch that must handle it.
 */
export function unhandled(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}
