/** One property of `requestedSchema`: what every kind shares (type, title, description, default), then the parser of its kind. A new kind gets its own file beside these and one branch here. */
import { readablePropertyName } from '../label';
import type { FieldModel } from '../model';
import { isObject, type JsonObject, own } from '../object';
import { describeValue, joinPath } from '../problems';
import { checkFieldValue } from '../validate';
import { booleanField } from './boolean';
import { multiSelectField } from './multi-select';
import { numberField } from './number';
import { type FieldCommon, REFERENCES, type SchemaReader, UNSUPPORTED_COMBINATORS } from './reader';
import { stringField } from './string';

/** One property of the schema as a field, or undefined (with the problem reported) when it cannot be shown. */
export function parseField(
  reader: SchemaReader,
  name: string,
  raw: unknown,
  required: boolean,
  path: string,
): FieldModel | undefined {
  if (!isObject(raw)) {
    reader.problems.error(path, 'property-not-object', { name: describeValue(name) });
    return undefined;
  }
  if (reader.refuse(raw, REFERENCES, path, 'ref-unsupported')) return undefined;
  const combinator = UNSUPPORTED_COMBINATORS.find((key) => Object.hasOwn(raw, key));
  if (combinator) {
    reader.refuse(raw, [combinator], path, 'combinator-unsupported');
    return undefined;
  }
  const type = own(raw, 'type');
  const typePath = joinPath(path, 'type');
  if (type === undefined) {
    // A union of schemas that are not all literals: what it would take is not one type (`./dialect`).
    if (anyOfNotAllowed(reader, raw, path)) return undefined;
    reader.problems.error(typePath, 'type-missing', { name: describeValue(name) });
    return undefined;
  }
  const title = reader.annotation(raw, 'title', path);
  const description = reader.annotation(raw, 'description', path);
  // Without a (non-blank) title the property name is shown readably; `name` is still what is sent.
  const label = title !== undefined && title.trim() !== '' ? title : readablePropertyName(name);
  const common: FieldCommon = { name, label, required };
  if (description !== undefined) common.description = description;
  let field: FieldModel | undefined;
  if (type === 'object') {
    reader.problems.error(typePath, 'nested-object', { name: describeValue(name) });
  } else if (type === 'string') {
    field = stringField(reader, raw, common, path);
  } else if (type === 'number' || type === 'integer') {
    field = numberField(reader, raw, type, common, path);
  } else if (type === 'boolean') {
    field = booleanField(reader, raw, common, path);
  } else if (type === 'array') {
    field = multiSelectField(reader, raw, common, path);
  } else {
    reader.problems.error(typePath, 'type-unknown', { value: describeValue(type) });
  }
  if (!field) return undefined;
  if (title !== undefined) field.schema.title = title;
  if (description !== undefined) field.schema.description = description;
  applyDefault(reader, field, raw, path);
  return field;
}

/** Whether the property uses `anyOf`/`oneOf` where only a multi-select's items may (reported). */
export function anyOfNotAllowed(reader: SchemaReader, raw: JsonObject, path: string): boolean {
  for (const key of ['anyOf', 'oneOf']) {
    if (own(raw, key) !== undefined) {
      reader.problems.error(joinPath(path, key), 'combinator-unsupported', { variant: 'select-only', keyword: key });
      return true;
    }
  }
  return false;
}

/** Keeps a default only when it would itself be a valid answer; otherwise drops it with a warning. */
export function applyDefault(reader: SchemaReader, field: FieldModel, raw: JsonObject, path: string): void {
  if (!Object.hasOwn(raw, 'default')) return;
  const value = own(raw, 'default');
  const found = checkFieldValue(field, value);
  if (found) {
    reader.problems.warn(joinPath(path, 'default'), 'default-invalid', {
      value: describeValue(value),
      name: describeValue(field.name),
      check: found.code,
    });
    return;
  }
  const copy = Array.isArray(value) ? [...(value as string[])] : value;
  (field as { default?: unknown }).default = copy;
  (field.schema as { default?: unknown }).default = Array.isArray(copy) ? [...copy] : copy;
}
