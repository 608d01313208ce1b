/** The parser of multi-selects: arrays of enum strings or titled options. */
import type { MultiSelectField } from '../model';
import { isObject, type JsonObject, own } from '../object';
import { joinPath } from '../problems';
import type { PrimitiveSchemaDefinition } from '../types';
import { anyOfNotAllowed } from './field';
import {
  type FieldCommon,
  REFERENCES,
  type SchemaReader,
  UNSUPPORTED_COMBINATORS,
  UNSUPPORTED_ON_ARRAY,
} from './reader';

/** An `array` property: a multi-select of enum strings or titled options, with its item counts. */
export function multiSelectField(
  reader: SchemaReader,
  raw: JsonObject,
  common: FieldCommon,
  path: string,
): MultiSelectField | undefined {
  if (anyOfNotAllowed(reader, raw, path)) return undefined;
  if (reader.refuse(raw, UNSUPPORTED_ON_ARRAY, path, 'constraint-unsupported')) return undefined;
  const items = own(raw, 'items');
  const itemsPath = joinPath(path, 'items');
  const invalidItems = () => reader.problems.error(itemsPath, 'array-items-invalid', {});
  if (!isObject(items)) {
    invalidItems();
    return undefined;
  }
  if (reader.refuse(items, REFERENCES, itemsPath, 'ref-unsupported')) return undefined;
  if (reader.refuse(items, [...UNSUPPORTED_COMBINATORS, 'oneOf'], itemsPath, 'combinator-unsupported'))
    return undefined;
  const itemType = own(items, 'type');
  const enumValues = own(items, 'enum');
  const anyOf = own(items, 'anyOf');
  if ((itemType !== 'string' && itemType !== undefined) || (enumValues === undefined && anyOf === undefined)) {
    invalidItems();
    return undefined;
  }
  const select = reader.selectOptions(items, itemsPath, 'anyOf', (enumPath) => {
    const values = reader.enumOptions(enumValues, enumPath);
    return values && { options: values.map((value) => ({ value, label: value })), source: 'enum' as const };
  });
  const minItems = reader.count(raw, 'minItems', path);
  const maxItems = reader.count(raw, 'maxItems', path);
  reader.range(minItems, maxItems, 'minItems', 'maxItems', path);
  const uniqueItems = own(raw, 'uniqueItems');
  if (uniqueItems !== undefined && typeof uniqueItems !== 'boolean') {
    reader.problems.error(joinPath(path, 'uniqueItems'), 'constraint-invalid', {
      variant: 'boolean',
      keyword: 'uniqueItems',
    });
  }
  const found = reader.reachableOptions(select, path);
  if (!found) return undefined;
  const { options: reachable, source: optionsSource } = found;
  if (minItems !== undefined && minItems > reachable.length) {
    reader.problems.error(joinPath(path, 'minItems'), 'range-invalid', {
      variant: 'too-few-options',
      minItems,
      count: reachable.length,
    });
  }
  const schema: PrimitiveSchemaDefinition =
    optionsSource === 'enum'
      ? { type: 'array', items: { type: 'string', enum: reachable.map((option) => option.value) } }
      : {
          type: 'array',
          items: { anyOf: reachable.map((option) => ({ const: option.value, title: option.label })) },
        };
  const constraints: MultiSelectField['constraints'] = {};
  if (minItems !== undefined) constraints.minItems = schema.minItems = minItems;
  if (maxItems !== undefined) constraints.maxItems = schema.maxItems = maxItems;
  // Each option of a multi select is chosen at most once anyway: `uniqueItems: true` only says so.
  if (uniqueItems === true) constraints.uniqueItems = true;
  return { ...common, kind: 'multi-select', constraints, options: reachable, optionsSource, schema };
}
