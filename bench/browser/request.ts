/**
 * The benchmark's form requests: `elicitation/create` params with a `requestedSchema` of any size,
 * generated deterministically so every variant and every run renders the same form. Field kinds
 * cycle through everything a 2025-11-25 requested schema can hold (MCP elicitation, "Requested
 * schema"); the middle field (typed into) and the last field (waited for) are plain text.
 */

/** One property of a requested schema, as the benchmark writes them. */
export type BenchProperty = Record<string, unknown> & { type: string; title: string };

/** The `elicitation/create` params of a benchmark form. */
export interface BenchRequest {
  message: string;
  requestedSchema: { type: 'object'; properties: Record<string, BenchProperty>; required: string[] };
}

const KINDS = [
  'text',
  'email',
  'uri',
  'date',
  'date-time',
  'number',
  'integer',
  'boolean',
  'single-select',
  'multi-select',
] as const;

type Kind = (typeof KINDS)[number];

/** The property name of the field at `index` (0-based). */
export const fieldName = (index: number) => `field${index + 1}`;

/** Index of the field the benchmark types into. */
export const middleFieldIndex = (size: number) => Math.floor(size / 2);

function property(kind: Kind, index: number): BenchProperty {
  const title = `Field ${index + 1}: ${kind}`;
  // Every fourth field carries a description, every other number and boolean a default: both are common.
  const described = index % 4 === 3 ? { description: `What field ${index + 1} is for, in a sentence.` } : {};
  const defaulted = Math.floor(index / KINDS.length) % 2 === 0;
  switch (kind) {
    case 'text':
      return { type: 'string', title, maxLength: 200, ...described };
    case 'email':
    case 'uri':
    case 'date':
    case 'date-time':
      return { type: 'string', title, format: kind, ...described };
    case 'number':
      return { type: 'number', title, minimum: 0, maximum: 100, ...(defaulted ? { default: 50 } : {}), ...described };
    case 'integer':
      return { type: 'integer', title, minimum: 1, ...described };
    case 'boolean':
      return { type: 'boolean', title, ...(defaulted ? { default: false } : {}), ...described };
    case 'single-select':
      return { type: 'string', title, enum: ['red', 'green', 'blue'], ...described };
    case 'multi-select':
      // `uniqueItems` makes plain rjsf render checkboxes too, so both forms show the same controls.
      return {
        type: 'array',
        title,
        items: { type: 'string', enum: ['x', 'y', 'z'] },
        maxItems: 2,
        uniqueItems: true,
        ...described,
      };
  }
}

/** The request with `size` fields; the same `size` always gives the same request. */
export function benchRequest(size: number): BenchRequest {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`A form needs at least one field, not ${size}.`);
  const middle = middleFieldIndex(size);
  const properties: Record<string, BenchProperty> = {};
  for (let index = 0; index < size; index++) {
    const plain = index === middle || index === size - 1;
    properties[fieldName(index)] = property(plain ? 'text' : (KINDS[index % KINDS.length] as Kind), index);
  }
  return {
    message: `Please fill in this ${size}-field form.`,
    requestedSchema: { type: 'object', properties, required: [fieldName(middle)] },
  };
}
