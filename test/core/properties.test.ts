import { Validator } from '@cfworker/json-schema';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildResult,
  defaultValues,
  type FormElicitationRequest,
  parseElicitationRequest,
  validateAnswers,
} from '../../src/core';
import { normalizeAnswers } from '../../src/core/validate';
import { answerFor, requestedSchema } from '../support/flat-schemas';
import { propertyParams, propertyTimeout, schemaNoise } from '../support/properties';

// The oracle: a real JSON Schema validator on the content that would be sent. A null prototype keeps
// its `key in instance` checks honest for names such as "constructor".
function oracleAccepts(request: FormElicitationRequest, content: Record<string, unknown>): boolean {
  const instance = Object.assign(Object.create(null), content);
  return new Validator(request.requestedSchema as object, '2020-12', false).validate(instance).valid;
}

const validForms = requestedSchema
  .map((schema) => parseElicitationRequest({ message: 'm', requestedSchema: schema }))
  .filter((parsed) => parsed.ok)
  .map((parsed) => (parsed as { request: FormElicitationRequest }).request);

describe('properties', () => {
  it(
    'parseElicitationRequest never throws on arbitrary JSON',
    () => {
      fc.assert(
        fc.property(fc.jsonValue(), (params) => {
          const parsed = parseElicitationRequest(params);
          expect(typeof parsed.ok).toBe('boolean');
        }),
        propertyParams(2000, 20261131),
      );
    },
    propertyTimeout(2000, 1000),
  );

  it(
    'parseElicitationRequest never throws on schema-shaped noise',
    () => {
      const keyword = fc.constantFrom(
        'type',
        'enum',
        'oneOf',
        'anyOf',
        'items',
        'enumNames',
        'minimum',
        'maximum',
        'minLength',
        'maxItems',
        'default',
        'format',
        '$ref',
        'required',
        'title',
        '__proto__',
      );
      const noise = schemaNoise(keyword, 4);
      fc.assert(
        fc.property(fc.constantFrom(undefined, 'form', 'url'), noise, noise, (mode, schema, properties) => {
          const parsed = parseElicitationRequest({
            mode,
            message: 'm',
            url: 'https://x.example',
            requestedSchema: { ...schema, type: 'object', properties },
          });
          if (parsed.ok) expect(parsed.request.mode).toBe(mode ?? 'form');
          else expect(parsed.problems.length).toBeGreaterThan(0);
        }),
        propertyParams(2000, 20261132),
      );
    },
    propertyTimeout(2000, 1000),
  );

  it(
    'validateAnswers agrees with @cfworker/json-schema on the content that would be sent',
    () => {
      fc.assert(
        fc.property(
          validForms.chain((request) => fc.tuple(fc.constant(request), answerFor(request))),
          ([request, values]) => {
            const verdict = validateAnswers(request, values);
            expect(verdict.valid).toBe(oracleAccepts(request, normalizeAnswers(request, values)));
            expect(verdict.valid).toBe(verdict.errors.length === 0);
          },
        ),
        propertyParams(1500, 20261133),
      );
    },
    propertyTimeout(1500, 3000),
  );

  it(
    'every accepted buildResult validates against its requestedSchema',
    () => {
      fc.assert(
        fc.property(
          validForms.chain((request) => fc.tuple(fc.constant(request), answerFor(request))),
          ([request, values]) => {
            fc.pre(validateAnswers(request, values).valid);
            const result = buildResult(request, 'accept', values);
            expect(oracleAccepts(request, result.content ?? {})).toBe(true);
            for (const key of Object.keys(result.content ?? {})) {
              expect(Object.hasOwn(request.requestedSchema.properties, key)).toBe(true);
            }
          },
        ),
        propertyParams(1000, 20261134),
      );
    },
    propertyTimeout(1000, 3000),
  );

  it(
    'defaults that survive parsing are always valid answers',
    () => {
      fc.assert(
        fc.property(requestedSchema, fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 6 }), (schema, defaults) => {
          Object.values(schema.properties).forEach((property, index) => {
            (property as Record<string, unknown>).default = defaults[index];
          });
          const parsed = parseElicitationRequest({ message: 'm', requestedSchema: { ...schema, required: [] } });
          if (!parsed.ok || parsed.request.mode !== 'form') return;
          expect(validateAnswers(parsed.request, defaultValues(parsed.request)).valid).toBe(true);
        }),
        propertyParams(1000, 20261135),
      );
    },
    propertyTimeout(1000, 1000),
  );
});
