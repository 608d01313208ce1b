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

/** The own property `key` of `object`, never an inherited one. */
export function own(object: JsonObject, key: string): unknown {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}
