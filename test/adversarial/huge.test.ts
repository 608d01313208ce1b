/**
 * Huge-input probe (issue 9, defect 2): requests far beyond the documented limits are refused
 * quickly with the limit named; the largest request within them parses, validates and builds
 * quickly. Prints each request's size, outcome and time.
 */
import { ElicitRequestParamsSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, describe, expect, it } from 'vitest';
import {
  buildResult,
  defaultValues,
  findSensitiveFields,
  MAX_DESCRIPTION_LENGTH,
  MAX_ELICITATION_ID_LENGTH,
  MAX_FIELDS,
  MAX_LABEL_LENGTH,
  MAX_MESSAGE_LENGTH,
  MAX_OPTIONS,
  MAX_PROBLEMS,
  MAX_REQUEST_DEPTH,
  MAX_REQUEST_SIZE,
  parseElicitationRequest,
  validateAnswers,
} from '../../src/core';
import { assessUrl } from '../../src/core/url';
import { deepArray, nonStringEnumFields, repairedDefaultFields, wideSelects } from './huge-requests';
import { Probe } from './probe';

// Generous for a busy 2-core machine; before the fix the first request below took 10 to 56 s.
const REFUSAL_BUDGET_MS = 1_000;
const ACCEPT_BUDGET_MS = 3_000;

function jsonSize(value: unknown): string {
  try {
    return `${(JSON.stringify(value)?.length ?? 0).toLocaleString('en-US')} chars`;
  } catch {
    return 'not JSON';
  }
}

function timed<T>(run: () => T): { value: T; ms: number } {
  const start = performance.now();
  const value = run();
  return { value, ms: performance.now() - start };
}

const manyKeys = (count: number) =>
  Object.fromEntries(Array.from({ length: count }, (_, index) => [`k${index}`, index]));

const refused: [name: string, params: () => unknown, code: string, budgetMs?: number][] = [
  ['30,000 enum fields with non-string values', () => nonStringEnumFields(30_000), 'request-too-large'],
  [
    '21,000 fields with repaired defaults (SDK v1 accepts it)',
    () => repairedDefaultFields(21_000),
    'request-too-large',
  ],
  [
    '12,000 enum fields with non-string values, within the size limit',
    () => nonStringEnumFields(12_000),
    'too-many-fields',
  ],
  [
    `${MAX_FIELDS} fields of ${MAX_OPTIONS} non-string options each (${MAX_FIELDS * MAX_OPTIONS} problems)`,
    () => ({
      message: 'm',
      requestedSchema: {
        type: 'object',
        properties: Object.fromEntries(
          Array.from({ length: MAX_FIELDS }, (_, index) => [
            `f${index}`,
            { type: 'string', enum: Array(MAX_OPTIONS).fill(0) },
          ]),
        ),
      },
    }),
    'enum-value-not-string',
  ],
  [
    'a 10 MB message',
    () => ({ message: 'x'.repeat(10_000_000), requestedSchema: { type: 'object' } }),
    'request-too-large',
  ],
  ['a 1,000,000-deep array in mode', () => ({ mode: deepArray(1_000_000), message: 'm' }), 'request-too-deep'],
  [
    'a 10,000-deep array in a default',
    () => ({
      message: 'm',
      requestedSchema: { type: 'object', properties: { a: { type: 'string', default: deepArray(10_000) } } },
    }),
    'request-too-deep',
  ],
  // Enumerating a million keys is the engine's own cost (about 1 s here), paid before any limit can
  // apply and smaller than the JSON parse that produced the object.
  [
    '1,000,000 keys in _meta',
    () => ({ message: 'm', requestedSchema: { type: 'object' }, _meta: manyKeys(1_000_000) }),
    'request-too-large',
    15_000,
  ],
  [
    '100,000 keys in _meta',
    () => ({ message: 'm', requestedSchema: { type: 'object' }, _meta: manyKeys(100_000) }),
    'request-too-large',
  ],
  [
    'a sparse array of length 1e9 in enum',
    () => ({
      message: 'm',
      requestedSchema: { type: 'object', properties: { a: { type: 'string', enum: new Array(1e9) } } },
    }),
    'request-too-large',
  ],
  [
    `${MAX_OPTIONS + 1} options`,
    () => ({
      message: 'm',
      requestedSchema: {
        type: 'object',
        properties: { a: { type: 'string', enum: Array.from({ length: MAX_OPTIONS + 1 }, (_, index) => `o${index}`) } },
      },
    }),
    'too-many-options',
  ],
];

describe('huge requests', () => {
  const probe = new Probe('huge inputs');
  const lines: string[] = [];
  afterAll(() => {
    console.info(
      `[adversarial] limits: request ${MAX_REQUEST_SIZE.toLocaleString('en-US')} chars, depth ${MAX_REQUEST_DEPTH}, ` +
        `${MAX_FIELDS} fields, ${MAX_OPTIONS} options per field, message ${MAX_MESSAGE_LENGTH} chars, ` +
        `description ${MAX_DESCRIPTION_LENGTH}, names/titles/options ${MAX_LABEL_LENGTH}, ` +
        `elicitationId ${MAX_ELICITATION_ID_LENGTH}, problems listed ${MAX_PROBLEMS}\n${lines.join('\n')}`,
    );
    probe.report();
  });

  it('the SDK v1 schema accepts the largest refused requests: limits must come from this library', () => {
    expect(ElicitRequestParamsSchema.safeParse(nonStringEnumFields(30_000)).success).toBe(true);
    expect(ElicitRequestParamsSchema.safeParse(repairedDefaultFields(21_000)).success).toBe(true);
  });

  it.each(refused)('refuses %s quickly, naming the limit', async (name, build, code, budgetMs = REFUSAL_BUDGET_MS) => {
    const params = build();
    await probe.attempt(name, () => {
      const { value: parsed, ms } = timed(() => parseElicitationRequest(params));
      lines.push(
        `  ${name}: ${jsonSize(params)}, ${parsed.ok ? 'accepted' : parsed.problems[0]?.code}, ${ms.toFixed(1)} ms`,
      );
      if (parsed.ok) throw new Error('accepted');
      if (!parsed.problems.some((problem) => problem.code === code)) throw new Error(`no ${code} problem`);
      if (parsed.problems.length > MAX_PROBLEMS + 1) throw new Error(`${parsed.problems.length} problems listed`);
      if (ms > budgetMs) throw new Error(`took ${ms.toFixed(0)} ms`);
      return true;
    });
    expect(probe.failures.filter((failure) => failure.startsWith(name))).toEqual([]);
  });

  it('parses, validates and builds the largest request within every limit quickly', async () => {
    const params = wideSelects(MAX_FIELDS, 100, 20);
    await probe.attempt('largest accepted request', () => {
      const { value: parsed, ms } = timed(() => parseElicitationRequest(params));
      if (!parsed.ok || parsed.request.mode !== 'form') throw new Error('refused');
      const request = parsed.request;
      const { value: result, ms: rest } = timed(() => {
        const values = defaultValues(request);
        findSensitiveFields(request);
        if (!validateAnswers(request, values).valid) throw new Error('defaults invalid');
        return buildResult(request, 'accept', values);
      });
      lines.push(
        `  largest accepted (${MAX_FIELDS} fields x 100 options): ${jsonSize(params)}, parse ${ms.toFixed(1)} ms, ` +
          `defaults + validate + build ${rest.toFixed(1)} ms`,
      );
      if (Object.keys(result.content ?? {}).length !== MAX_FIELDS) throw new Error('content incomplete');
      return ms + rest < ACCEPT_BUDGET_MS;
    });
    expect(probe.failures.filter((failure) => failure.startsWith('largest'))).toEqual([]);
  });

  it('assesses a URL of 400,000 characters quickly and blocks it', async () => {
    const url = `https://example.com/${'a'.repeat(400_000)}`;
    await probe.attempt('400,000-character URL', () => {
      const { value: assessment, ms } = timed(() => assessUrl(url));
      lines.push(`  assessUrl on a 400,000-character URL: ${assessment.verdict}, ${ms.toFixed(1)} ms`);
      return assessment.verdict === 'block' && ms < REFUSAL_BUDGET_MS;
    });
    expect(probe.failures.filter((failure) => failure.startsWith('400,000'))).toEqual([]);
  });
});
