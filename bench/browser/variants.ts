/**
 * The forms the browser benchmark compares, and how the probe finds their parts. Each variant is a
 * page under `pages/`; the same `requestedSchema` is rendered by all of them.
 */
import type { ProbeConfig } from './probe-model';
import { fieldName, middleFieldIndex } from './request';

/** Variant ids, in the order the report lists them. */
export const VARIANT_IDS = ['floor', 'rjsf', 'panel', 'panel-ajv8'] as const;

/** A variant's id: also its page folder under `pages/`. */
export type VariantId = (typeof VARIANT_IDS)[number];

/** The selectors the probe and the runner use on a variant's page. */
export type Selectors = Omit<ProbeConfig, 'recordRenders'>;

/** One form being compared. */
export interface Variant {
  id: VariantId;
  label: string;
  selectors(size: number): Selectors;
}

// The pages written for the benchmark show the answers in #next-screen with an Edit button #back.
const hostScreens = { nextScreen: '#next-screen', back: '#back' };

// The panel's rjsf keys are positional (`field_0`, ...), after its id prefix (src/rjsf/schema.ts).
const panelSelectors = (size: number): Selectors => ({
  lastField: `[data-slot="elicitation-form"] [id$="_field_${size - 1}"]`,
  middleField: `[data-slot="elicitation-form"] input[id$="_field_${middleFieldIndex(size)}"]`,
  submit: 'button[data-action="submit"]',
  nextScreen: '[data-slot="elicitation-review"]',
  back: 'button[data-action="edit"]',
});

/** Every variant, in report order. */
export const VARIANTS: readonly Variant[] = [
  {
    id: 'floor',
    label: 'hand-written React form (floor)',
    selectors: (size) => ({
      lastField: `#f-${fieldName(size - 1)}`,
      middleField: `#f-${fieldName(middleFieldIndex(size))}`,
      submit: '#submit',
      ...hostScreens,
    }),
  },
  {
    id: 'rjsf',
    label: 'plain rjsf + ajv8, default theme',
    selectors: (size) => ({
      lastField: `#root_${fieldName(size - 1)}`,
      middleField: `#root_${fieldName(middleFieldIndex(size))}`,
      submit: 'form button[type="submit"]',
      ...hostScreens,
    }),
  },
  { id: 'panel', label: 'ElicitationPanel (default validator)', selectors: panelSelectors },
  { id: 'panel-ajv8', label: 'ElicitationPanel + ajv8', selectors: panelSelectors },
];

/** The variant with this id; throws, listing the known ids, for any other. */
export function variantById(id: string): Variant {
  const found = VARIANTS.find((variant) => variant.id === id);
  if (!found) throw new Error(`Unknown variant "${id}": use one of ${VARIANT_IDS.join(', ')}.`);
  return found;
}
