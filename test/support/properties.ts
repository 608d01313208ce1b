/**
 * How the property tests run: a fixed seed each, so a failure on CI replays anywhere, and a run
 * count small enough for a busy 2-core CI machine (load average ~7), with a time limit to match.
 * `FC_NUM_RUNS=20000 npx vitest run --project core --project mcp` runs every property that many times instead,
 * and scales the time limit with it.
 */

import fc from 'fast-check';

/** The run count the environment asks for, if any. */
function requestedRuns(): number | undefined {
  const value = Number(process.env.FC_NUM_RUNS);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/** `fc.assert` parameters: `seed`, and `numRuns` unless FC_NUM_RUNS overrides it. */
export function propertyParams(numRuns: number, seed: number): { seed: number; numRuns: number } {
  return { seed, numRuns: requestedRuns() ?? numRuns };
}

/**
 * A Vitest time limit for a property test whose default runs take about `baseMs` on an idle
 * machine: ten times that (a loaded CI machine is several times slower), at least 30 s, and
 * proportionally more when FC_NUM_RUNS asks for more runs than `numRuns`.
 */
export function propertyTimeout(numRuns: number, baseMs = 3000): number {
  const scale = Math.max(1, (requestedRuns() ?? numRuns) / numRuns);
  return Math.max(30_000, baseMs * 10) * scale;
}

/**
 * Schema-shaped noise: objects keyed by `keyword` (schema keywords and a few traps) whose values
 * are small JSON values, arrays or more such objects, at most `maxKeys` keys each.
 */
export function schemaNoise(keyword: fc.Arbitrary<string>, maxKeys: number): fc.Arbitrary<Record<string, unknown>> {
  return fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      fc.jsonValue({ maxDepth: 1 }),
      tie('object'),
      fc.array(tie('value'), { maxLength: 3 }),
    ),
    object: fc.dictionary(keyword, tie('value'), { maxKeys }),
  })).object as fc.Arbitrary<Record<string, unknown>>;
}
