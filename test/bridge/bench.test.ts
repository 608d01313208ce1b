/**
 * The bridge benchmark (`npm run bench:bridge`) at a tiny size: it runs, and what must be zero is
 * zero, in memory and on two instances sharing a real redis-server. Its timings are not checked,
 * only that every item was timed and that the two latencies are in order.
 */
import { describe, expect, it } from 'vitest';
import { runBridgeBench } from '../../scripts/benchBridge.ts';

describe('bridge benchmark, tiny', () => {
  it.each([false, true])(
    'redis: %s → nothing lost, nothing answered twice, nothing crosses sessions',
    async (redis) => {
      const result = await runBridgeBench({ sessions: 3, perSession: 4, tabs: 2, redis, deadlineMs: 20_000 });
      expect(result).toMatchObject({ elicitations: 12, lost: 0, answeredTwice: 0, crossSession: 0 });
      // Every elicitation was measured both ways, and each is seen in a tab before its answer returns.
      expect(result.delivery.samples).toBe(12);
      expect(result.roundTrip.samples).toBe(12);
      expect(result.delivery.max).toBeLessThanOrEqual(result.roundTrip.max);
      expect(result.roundTrip.max).toBeLessThanOrEqual(result.durationMs + 1);
    },
  );
});
