/**
 * The stand-ins the package build puts inside its bundled @rjsf/utils (scripts/bundle-rjsf.ts):
 * `$ref` resolution and `allOf` merging say why they cannot run until `ElicitationThemedForm` has
 * installed rjsf's own, then give exactly rjsf's answers; the decimal separator is rjsf's,
 * worked out once per list of languages.
 */
import type { RJSFSchema } from '@rjsf/utils';
import * as rjsfReferences from '@rjsf/utils/lib/findSchemaDefinition.js';
import rjsfGetDecimalSeparator from '@rjsf/utils/lib/getDecimalSeparator.js';
import rjsfMergeAllOf from '@rjsf/utils/lib/schema/shallowAllOfMerge.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countIntlFormats } from '../support/intl';
import { propertyParams, propertyTimeout } from '../support/properties';

const bundle: RJSFSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://host.example/schemas/order',
  type: 'object',
  properties: { city: { $ref: '#/$defs/city' }, country: { $ref: 'country' } },
  $defs: {
    city: { type: 'string', title: 'City' },
    country: { $id: 'https://host.example/schemas/country', type: 'string', title: 'Country' },
  },
};
const withAllOf: RJSFSchema = { allOf: [{ type: 'string', title: 'Zip code' }, { maxLength: 5 }] };

describe('the $ref and allOf stand-ins', () => {
  afterEach(() => vi.resetModules());

  it('say what is missing and where to get it until ElicitationThemedForm installs rjsf’s own', async () => {
    const references = await import('../../src/rjsf/standIns/findSchemaDefinition');
    const { default: mergeAllOf } = await import('../../src/rjsf/standIns/allOfMerge');
    expect(() => references.default('#/$defs/city', bundle)).toThrow(
      /^Resolving a \$ref is left out of the elicitation form's rjsf .*ElicitationThemedForm/,
    );
    expect(() => references.makeAllReferencesAbsolute(bundle, bundle.$id as string)).toThrow(/ElicitationThemedForm/);
    expect(() => references.splitKeyElementFromObject('a', { a: 1 })).toThrow(/ElicitationThemedForm/);
    expect(() => mergeAllOf(withAllOf)).toThrow(/Merging allOf .*ElicitationThemedForm/);
  });

  it('give rjsf’s own answers once ElicitationThemedForm is loaded', async () => {
    const references = await import('../../src/rjsf/standIns/findSchemaDefinition');
    const { default: mergeAllOf } = await import('../../src/rjsf/standIns/allOfMerge');
    await import('../../src/rjsf/ThemedForm');
    const absolute = references.makeAllReferencesAbsolute(bundle, bundle.$id as string);
    expect(absolute).toEqual(rjsfReferences.makeAllReferencesAbsolute(bundle, bundle.$id as string));
    for (const ref of ['https://host.example/schemas/order#/$defs/city', 'https://host.example/schemas/country']) {
      expect(references.default(ref, absolute)).toEqual(rjsfReferences.default(ref, absolute));
    }
    expect(references.default('https://host.example/schemas/country', absolute)).toMatchObject({ title: 'Country' });
    expect(references.splitKeyElementFromObject('a', { a: 1, b: 2 })).toEqual([{ b: 2 }, 1]);
    expect(mergeAllOf(withAllOf)).toEqual(rjsfMergeAllOf(withAllOf));
    expect(mergeAllOf(withAllOf)).toEqual({ type: 'string', title: 'Zip code', maxLength: 5 });
  });
});

describe('the decimal separator stand-in', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is rjsf’s, for the languages given or the browser’s', async () => {
    const { default: getDecimalSeparator } = await import('../../src/rjsf/standIns/decimalSeparator');
    for (const languages of [['en-US'], ['de-DE'], 'fr', ['ar-EG', 'en'], undefined]) {
      expect(getDecimalSeparator(languages)).toBe(rjsfGetDecimalSeparator(languages));
    }
    expect(getDecimalSeparator('de')).toBe(',');
  });

  it('builds one Intl.NumberFormat per list of languages, however often rjsf asks', async () => {
    const { default: getDecimalSeparator } = await import('../../src/rjsf/standIns/decimalSeparator');
    const counter = countIntlFormats();
    try {
      for (let render = 0; render < 50; render++) {
        expect(getDecimalSeparator(['nl-NL'])).toBe(',');
        expect(getDecimalSeparator(['pt-BR', 'en'])).toBe(',');
      }
    } finally {
      counter.restore();
    }
    expect(counter.made).toBe(2);
    // The browser's languages can change while the page is open: each list has its own answer.
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    expect(getDecimalSeparator()).toBe(',');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB']);
    expect(getDecimalSeparator()).toBe('.');
  });
});

describe('the deepEquals stand-in (fast-equals left out of the bundle)', () => {
  it(
    'answers as rjsf’s own on JSON values, functions, dates, regular expressions and cycles',
    async () => {
      const { default: rjsfDeepEquals } = await import('@rjsf/utils/lib/deepEquals.js');
      const { default: deepEquals } = await import('../../src/rjsf/standIns/deepEquals');
      const fc = (await import('fast-check')).default;
      const leaf = fc.oneof(
        fc.jsonValue(),
        fc.constant(() => 1),
        fc.constant(Number.NaN),
        fc.constant(-0),
        fc.constant(undefined),
        fc.date({ noInvalidDate: true }),
        fc.constantFrom(/a/g, /a/i),
      );
      const value = fc.letrec((tie) => ({
        node: fc.oneof(
          { depthSize: 'small' },
          leaf,
          fc.array(tie('node'), { maxLength: 4 }),
          fc.dictionary(fc.string({ maxLength: 3 }), tie('node'), { maxKeys: 4 }),
        ),
      })).node;
      fc.assert(
        fc.property(value, value, (a, b) => {
          expect(deepEquals(a, b)).toBe(rjsfDeepEquals(a, b));
          expect(deepEquals(a, structuredCloneSafe(a))).toBe(rjsfDeepEquals(a, structuredCloneSafe(a)));
        }),
        propertyParams(400, 36),
      );
      const cyclic: Record<string, unknown> = { a: 1 };
      cyclic.self = cyclic;
      const twin: Record<string, unknown> = { a: 1 };
      twin.self = twin;
      expect(deepEquals(cyclic, twin)).toBe(rjsfDeepEquals(cyclic, twin));
      expect(deepEquals({ f: () => 1 }, { f: () => 2 })).toBe(true);
      expect(deepEquals({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] })).toBe(false);
    },
    propertyTimeout(400),
  );
});

/** A copy of a generated value (functions and dates kept as they are). */
function structuredCloneSafe(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(structuredCloneSafe);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, structuredCloneSafe(item)]));
  }
  return value;
}
