/**
 * Stands in for @rjsf/utils's `deepEquals.js` inside the @rjsf/utils that the package build bundles
 * (scripts/bundle-rjsf.ts). rjsf's is `fast-equals`' `createCustomEqual` (7.6 KiB minified, up front
 * in every host) with two rules: functions are always equal, and circular references are tracked.
 * rjsf compares form data, schemas, ui schemas and error schemas with it: JSON values, plus the
 * functions, React elements, dates and regular expressions a ui schema may hold. This compares those
 * the same way, and is held to rjsf's own on generated values (test/theme/standIns.test.ts).
 */
type Seen = Map<object, object>;

/** rjsf's `deepEquals`: whether `a` and `b` are deeply equal, functions always equal. */
export default function deepEquals(a: unknown, b: unknown): boolean {
  return equal(a, b, new Map());
}

function equal(a: unknown, b: unknown, seen: Seen): boolean {
  // SameValueZero, as fast-equals: NaN equals NaN, 0 equals -0.
  if (a === b || (Number.isNaN(a) && Number.isNaN(b))) return true;
  if (typeof a === 'function') return typeof b === 'function';
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  // A pair already being compared further up is taken as equal (circular structures end).
  if (seen.get(a) === b) return true;
  seen.set(a, b);
  try {
    return equalObjects(a, b, seen);
  } finally {
    seen.delete(a);
  }
}

function equalObjects(a: object, b: object, seen: Seen): boolean {
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, index) => equal(item, other[index], seen));
  }
  if (a instanceof Date) return equal(a.getTime(), (b as Date).getTime(), seen);
  if (a instanceof RegExp) return a.source === (b as RegExp).source && a.flags === (b as RegExp).flags;
  if (a instanceof Map || a instanceof Set) {
    const [left, right] = [[...a], [...(b as Map<unknown, unknown> | Set<unknown>)]];
    return left.length === right.length && equal(left, right, seen);
  }
  const record = a as Record<string, unknown>;
  const other = b as Record<string, unknown>;
  // A React element's owner is bookkeeping (and circular), not what it draws.
  const keys = Object.keys(record).filter((key) => !(key === '_owner' && '$$typeof' in record));
  if (keys.length !== Object.keys(other).filter((key) => !(key === '_owner' && '$$typeof' in other)).length) {
    return false;
  }
  return keys.every((key) => Object.hasOwn(other, key) && equal(record[key], other[key], seen));
}
