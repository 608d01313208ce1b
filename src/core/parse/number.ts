/** The parser of number and integer fields, with their bounds. */
import type { NumberField } from '../model';
import { type JsonObject, own } from '../object';
import { joinPath } from '../problems';
import type { PrimitiveSchemaDefinition } from '../types';
import { anyOfNotAllowed } from './field';
import { type FieldCommon, NOTHING_SKIPPED, type SchemaReader } from './reader';

/** A `number` or `integer` property, with its bounds, `multipleOf` and `enum`. */
export function numberField(
  reader: SchemaReader,

  raw: JsonObject,
  type: 'number' | 'integer',
  common: FieldCommon,
  path: string,
): NumberField | undefined {
  if (anyOfNotAllowed(reader, raw, path)) return undefined;
  const minimum = reader.bound(raw, 'minimum', path);
  const maximum = reader.bound(raw, 'maximum', path);
  reader.range(minimum, maximum, 'minimum', 'maximum', path);
  if (
    type === 'integer' &&
    minimum !== undefined &&
    maximum !== undefined &&
    minimum <= maximum &&
    Math.ceil(minimum) > Math.floor(maximum)
  ) {
    reader.problems.error(joinPath(path, 'maximum'), 'range-invalid', {
      variant: 'no-whole-number',
      low: minimum,
      high: maximum,
    });
  }
  const constraints: NumberField['constraints'] = {};
  const schema: PrimitiveSchemaDefinition = { type };
  if (minimum !== undefined) constraints.minimum = schema.minimum = minimum;
  if (maximum !== undefined) constraints.maximum = schema.maximum = maximum;
  const effect = 'answers';
  for (const key of ['exclusiveMinimum', 'exclusiveMaximum'] as const) {
    const value = reader.bound(raw, key, path);
    if (value === undefined) continue;
    constraints[key] = value;
    reader.honoured(path, key, effect);
  }
  exclusiveRange(reader, constraints, type, path);
  const multipleOf = own(raw, 'multipleOf');
  if (multipleOf !== undefined) {
    if (typeof multipleOf === 'number' && Number.isFinite(multipleOf) && multipleOf > 0) {
      constraints.multipleOf = multipleOf;
      reader.honoured(path, 'multipleOf', effect);
    } else {
      reader.problems.error(joinPath(path, 'multipleOf'), 'constraint-invalid', {
        variant: 'positive-number',
        keyword: 'multipleOf',
      });
    }
  }
  const isAnswer = (value: unknown): value is number =>
    typeof value === 'number' && (type === 'number' ? Number.isFinite(value) : Number.isSafeInteger(value));
  const allowed = reader.allowedValues(raw, path, NOTHING_SKIPPED, isAnswer);
  if (allowed) {
    constraints.enum = allowed;
    reader.honoured(path, Object.hasOwn(raw, 'const') ? 'const' : 'enum', effect);
  }
  return { ...common, kind: type, constraints, schema };
}

/** With an exclusive bound, reports a range no answer of the field's type can lie in. */
export function exclusiveRange(
  reader: SchemaReader,
  constraints: NumberField['constraints'],
  type: 'number' | 'integer',
  path: string,
): void {
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
    reader.problems.error(
      joinPath(path, exclusiveMaximum === undefined ? 'maximum' : 'exclusiveMaximum'),
      'range-invalid',
      { variant: type === 'integer' ? 'no-whole-number-within' : 'none-within' },
    );
  }
}
