/** Form mode: `requestedSchema`'s properties and `required`, each property read by its kind's parser. */
import { MAX_FIELDS, MAX_LABEL_LENGTH } from '../limits';
import type { FieldModel, FormElicitationRequest } from '../model';
import { isObject, type JsonObject, own } from '../object';
import { describeValue, joinPath, type ProblemList } from '../problems';
import type { ElicitRequestedSchema } from '../types';
import { DialectReader, ExpansionBudget } from './dialect';
import { parseField } from './field';
import { REFERENCES, type SchemaReader, UNSUPPORTED_COMBINATORS, UNSUPPORTED_ON_SCHEMA } from './reader';

/** The names `required` lists, checked against the properties. */
export function parseRequired(schema: JsonObject, names: Set<string>, problems: ProblemList): Set<string> {
  const required = new Set<string>();
  const raw = own(schema, 'required');
  const path = 'requestedSchema.required';
  if (raw === undefined) return required;
  if (!Array.isArray(raw)) {
    problems.error(path, 'required-not-array', {});
    return required;
  }
  raw.forEach((name, index) => {
    const itemPath = joinPath(path, index);
    if (typeof name !== 'string') {
      problems.error(itemPath, 'required-not-string', {});
    } else if (!names.has(name)) {
      problems.error(itemPath, 'required-unknown-property', { name: describeValue(name) });
    } else if (required.has(name)) {
      problems.warn(itemPath, 'required-duplicate', { name: describeValue(name) });
    } else {
      required.add(name);
    }
  });
  return required;
}

/** The form request of `params`, or undefined when its schema has errors (reported). */
export function parseForm(
  params: JsonObject,
  message: string,
  reader: SchemaReader,
): FormElicitationRequest | undefined {
  const { problems } = reader;
  const raw = own(params, 'requestedSchema');
  const path = 'requestedSchema';
  if (raw === undefined) {
    problems.error(path, 'schema-missing', {});
    return undefined;
  }
  if (!isObject(raw)) {
    problems.error(path, 'schema-not-object', {});
    return undefined;
  }
  reader.refuse(raw, REFERENCES, path, 'ref-unsupported');
  for (const key of [...UNSUPPORTED_COMBINATORS, 'anyOf', 'oneOf']) {
    if (own(raw, key) !== undefined) {
      problems.error(joinPath(path, key), 'combinator-unsupported', { variant: 'requested-schema', keyword: key });
    }
  }
  reader.refuse(raw, UNSUPPORTED_ON_SCHEMA, path, 'constraint-unsupported');
  if (own(raw, 'type') !== 'object') {
    problems.error(joinPath(path, 'type'), 'schema-type-not-object', {});
  }
  let properties = own(raw, 'properties');
  const propertiesPath = joinPath(path, 'properties');
  if (properties === undefined) {
    problems.warn(propertiesPath, 'properties-missing', {});
    properties = {};
  } else if (!isObject(properties)) {
    problems.error(propertiesPath, 'properties-not-object', {});
    return undefined;
  }
  const entries = Object.entries(properties as JsonObject);
  if (entries.length > MAX_FIELDS) {
    problems.error(propertiesPath, 'too-many-fields', { count: entries.length, limit: MAX_FIELDS });
    return undefined;
  }
  const required = parseRequired(raw, new Set(entries.map(([name]) => name)), problems);
  const fields: FieldModel[] = [];
  const budget = new ExpansionBudget(raw);
  for (const [name, schema] of entries) {
    // A name too long to show is reported without repeating it in the path.
    if (!reader.text(name, MAX_LABEL_LENGTH, propertiesPath, 'property-name')) continue;
    const propertyPath = joinPath(propertiesPath, name);
    const flat = new DialectReader(reader, raw, budget).property(schema, propertyPath);
    if (flat === undefined) continue;
    const parsed = parseField(reader, name, flat, required.has(name), propertyPath);
    if (parsed) fields.push(parsed);
  }
  if (problems.errorCount > 0) return undefined;
  const requestedSchema: ElicitRequestedSchema = {
    type: 'object',
    properties: Object.fromEntries(fields.map((field) => [field.name, field.schema])),
  };
  const dialect = own(raw, '$schema');
  if (typeof dialect === 'string') requestedSchema.$schema = dialect;
  if (required.size > 0) requestedSchema.required = [...required];
  return { mode: 'form', message, fields, requestedSchema };
}
