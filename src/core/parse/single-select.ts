/** The parser of single selects: `enum`, `oneOf` with titles, and legacy `enumNames`. */
import { MAX_LABEL_LENGTH } from '../limits';
import type { FieldOption, SingleSelectField } from '../model';
import { type JsonObject, own } from '../object';
import { joinPath } from '../problems';
import type { PrimitiveSchemaDefinition } from '../types';
import type { FieldCommon, SchemaReader } from './reader';

/** A single select from `oneOf` (titled) or `enum` (untitled or legacy `enumNames`). */
export function singleSelect(
  reader: SchemaReader,
  raw: JsonObject,
  common: FieldCommon,
  path: string,
): SingleSelectField | undefined {
  const found = reader.reachableOptions(
    reader.selectOptions(raw, path, 'oneOf', () => enumWithNames(reader, raw, path)),
    path,
  );
  if (!found) return undefined;
  const { options: reachable, source: optionsSource } = found;
  const values = reachable.map((option) => option.value);
  const labels = reachable.map((option) => option.label);
  const schema: PrimitiveSchemaDefinition =
    optionsSource === 'oneOf'
      ? { type: 'string', oneOf: reachable.map((option) => ({ const: option.value, title: option.label })) }
      : optionsSource === 'enumNames'
        ? { type: 'string', enum: values, enumNames: labels }
        : { type: 'string', enum: values };
  return { ...common, kind: 'single-select', constraints: {}, options: reachable, optionsSource, schema };
}

/** A legacy `enum` with `enumNames`: the names become the options' labels. */
export function enumWithNames(
  reader: SchemaReader,

  raw: JsonObject,
  path: string,
): { options: FieldOption[]; source: 'enum' | 'enumNames' } | undefined {
  const values = reader.enumOptions(own(raw, 'enum'), joinPath(path, 'enum'));
  const enumNames = own(raw, 'enumNames');
  if (enumNames === undefined)
    return values && { options: values.map((value) => ({ value, label: value })), source: 'enum' };
  const namesPath = joinPath(path, 'enumNames');
  if (!Array.isArray(enumNames) || enumNames.some((label) => typeof label !== 'string')) {
    reader.problems.error(namesPath, 'enum-names-not-string', {});
    return undefined;
  }
  if (values && enumNames.length !== values.length) {
    reader.problems.error(namesPath, 'enum-names-length', { count: enumNames.length, options: values.length });
    return undefined;
  }
  const labels = enumNames as string[];
  if (!labels.every((label, index) => reader.text(label, MAX_LABEL_LENGTH, joinPath(namesPath, index), 'option-label')))
    return undefined;
  return (
    values && {
      options: values.map((value, index) => ({ value, label: labels[index] ?? value })),
      source: 'enumNames',
    }
  );
}
