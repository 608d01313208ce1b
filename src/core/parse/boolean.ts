/** The parser of yes/no fields. */
import type { BooleanField } from '../model';
import type { JsonObject } from '../object';
import { anyOfNotAllowed } from './field';
import { type FieldCommon, NOTHING_SKIPPED, type SchemaReader } from './reader';

/** A `boolean` property: its `default`, and an `enum` or `const` that limits it. */
export function booleanField(
  reader: SchemaReader,
  raw: JsonObject,
  common: FieldCommon,
  path: string,
): BooleanField | undefined {
  if (anyOfNotAllowed(reader, raw, path)) return undefined;
  const constraints: BooleanField['constraints'] = {};
  const allowed = reader.allowedValues(
    raw,
    path,
    NOTHING_SKIPPED,
    (value): value is boolean => typeof value === 'boolean',
  );
  if (allowed) {
    constraints.enum = allowed;
    reader.honoured(path, Object.hasOwn(raw, 'const') ? 'const' : 'enum', 'answers');
  }
  return { ...common, kind: 'boolean', constraints, schema: { type: 'boolean' } };
}
