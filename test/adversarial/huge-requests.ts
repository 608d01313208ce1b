/** Generators of huge hostile requests, shared by the adversarial probes. */

/** `count` single-select fields whose options are numbers: every field is invalid twice. */
export function nonStringEnumFields(count: number): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (let index = 0; index < count; index++) properties[`f${index}`] = { type: 'string', enum: [1, 2] };
  return { message: 'Fill in', requestedSchema: { type: 'object', properties } };
}

/** `count` valid single-select fields, each with a default that is not an option (a repair warning each). */
export function repairedDefaultFields(count: number): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (let index = 0; index < count; index++)
    properties[`f${index}`] = { type: 'string', enum: ['yes', 'no'], default: 'maybe' };
  return { mode: 'form', message: 'Fill in', requestedSchema: { type: 'object', properties } };
}

/** An array nested `depth` levels deep: `[[[...]]]`. */
export function deepArray(depth: number): unknown {
  let value: unknown = [];
  for (let level = 0; level < depth; level++) value = [value];
  return value;
}

/** `fields` single selects of `options` option values `width` characters long: big but valid. */
export function wideSelects(fields: number, options: number, width: number): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (let field = 0; field < fields; field++) {
    const values = Array.from({ length: options }, (_, option) => `${field}-${option}-`.padEnd(width, 'x'));
    properties[`f${field}`] = { type: 'string', title: `Field ${field}`, enum: values, default: values[0] };
  }
  return {
    message: 'Choose',
    requestedSchema: { type: 'object', properties, required: Object.keys(properties) },
  };
}
