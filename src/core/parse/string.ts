/** The parser of string fields: text, email, uri, date and date-time (a string with `enum` or `oneOf` is a single select). */
import type { FieldModel, StringField, StringFieldKind } from '../model';
import { type JsonObject, own } from '../object';
import { joinPath } from '../problems';
import type { PrimitiveSchemaDefinition, StringFormat } from '../types';
import { type FieldCommon, FORMATS, type SchemaReader } from './reader';
import { singleSelect } from './single-select';

/** A `string` property: text or one of the formats, with its lengths and `pattern`. */
export function stringField(
  reader: SchemaReader,
  raw: JsonObject,
  common: FieldCommon,
  path: string,
): FieldModel | undefined {
  if (own(raw, 'anyOf') !== undefined) {
    reader.problems.error(joinPath(path, 'anyOf'), 'combinator-unsupported', {
      variant: 'items-only',
      keyword: 'anyOf',
    });
    return undefined;
  }
  if (own(raw, 'oneOf') !== undefined || own(raw, 'enum') !== undefined) return singleSelect(reader, raw, common, path);
  const minLength = reader.count(raw, 'minLength', path);
  const maxLength = reader.count(raw, 'maxLength', path);
  reader.range(minLength, maxLength, 'minLength', 'maxLength', path);
  const constraints: StringField['constraints'] = {};
  const schema: PrimitiveSchemaDefinition = { type: 'string' };
  if (minLength !== undefined) constraints.minLength = schema.minLength = minLength;
  if (maxLength !== undefined) constraints.maxLength = schema.maxLength = maxLength;
  let kind: StringFieldKind = 'text';
  const rawFormat = own(raw, 'format');
  if (typeof rawFormat === 'string' && Object.hasOwn(FORMATS, rawFormat)) {
    kind = FORMATS[rawFormat as StringFormat];
    schema.format = kind as StringFormat;
  } else if (rawFormat !== undefined) {
    const name = reader.checkedFormat(rawFormat, path);
    if (name !== undefined) {
      constraints.format = name;
      reader.honoured(path, 'format', 'answers');
    }
  }
  reader.pattern(raw, path, 'answers', constraints);
  const allowed = reader.allowedValues(
    raw,
    path,
    { skipEnum: true, skipConst: false },
    (value): value is string => typeof value === 'string',
  );
  if (allowed) {
    constraints.enum = allowed;
    reader.honoured(path, 'const', 'answers');
  }
  return { ...common, kind, constraints, schema };
}
