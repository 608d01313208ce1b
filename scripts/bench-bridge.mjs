#!/usr/bin/env node
/**
 * `npm run bench:bridge` (also part of `npm run bench`): 2,000 concurrent elicitations over 200
 * sessions, two tabs each, answered by the real browser half; in memory, then on two instances
 * sharing a redis-server, restarted once in the middle without persistence, then again with an
 * append-only file, then on two instances sharing a local Redis Cluster (three primaries with a replica
 * each) whose primary of one slot range is killed in the middle. Prints what must be zero, the
 * delivery latency, and Redis's key count and memory before the run, at its end and once the settled
 * records have expired.
 * Options: --sessions N, --per-session N, --tabs N, --memory-only, --json.
 */
import { parseArgs } from 'node:util';
import { runBridgeBench } from './benchBridge.ts';

const { values } = parseArgs({
  options: {
    sessions: { type: 'string', default: '200' },
    'per-session': { type: 'string', default: '10' },
    tabs: { type: 'string', default: '2' },
    'memory-only': { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  },
});
/** @param {string} name @param {string} value */
function count(name, value) {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${name}: not a positive integer: ${value}`);
  return number;
}

const sessions = count('sessions', values.sessions);
const perSession = count('per-session', values['per-session']);
const tabs = count('tabs', values.tabs);
/** @type {{ redis: boolean, cluster?: boolean, restart?: 'without-persistence' | 'appendonly' | 'failover' }[]} */
const runs = values['memory-only']
  ? [{ redis: false }]
  : [
      { redis: false },
      { redis: true, restart: 'without-persistence' },
      { redis: true, restart: 'appendonly' },
      { redis: true, cluster: true, restart: 'failover' },
    ];

const results = [];
for (const run of runs) {
  results.push(await runBridgeBench({ sessions, perSession, tabs, deadlineMs: 120_000, ...run }));
}
if (values.json) {
  console.log(JSON.stringify(results, null, 2));
} else {
  console.log(
    `\nBridge under load: ${sessions * perSession} concurrent elicitations, ${sessions} sessions, ${tabs} tabs each`,
  );
  console.table(
    results.map((result) => ({
      store: result.store,
      'redis restart': result.restart,
      lost: result.lost,
      'answered twice': result.answeredTwice,
      'cross-session': result.crossSession,
      'fabricated cancels': result.fabricatedCancels,
      errors: result.errors,
      '409 (tab lost race)': result.conflicts,
      '503 (kept, retried)': result.unavailable,
      'delivery p50 ms': result.delivery.p50,
      'delivery p95 ms': result.delivery.p95,
      'round trip p50 ms': result.roundTrip.p50,
      'round trip p95 ms': result.roundTrip.p95,
      'total ms': result.durationMs,
    })),
  );
  const footprints = results.filter((result) => result.footprint);
  if (footprints.length > 0) {
    console.log('Redis keyspace (keys under the prefix, keys without a TTL, used_memory):');
    console.table(
      footprints.flatMap((result) =>
        /** @type {const} */ (['before', 'end', 'expired']).flatMap((moment) => {
          const footprint = result.footprint?.[moment];
          if (!footprint) return [];
          return {
            'redis restart': result.restart,
            moment: moment === 'expired' ? 'after settled TTL' : moment,
            keys: footprint.keys,
            'without TTL': footprint.withoutTtl,
            'used_memory bytes': footprint.usedMemory,
          };
        }),
      ),
    );
  }
  for (const result of results) if (result.firstError) console.log(`${result.store}: ${result.firstError}`);
}
const failed = results.some(
  (result) => result.lost || result.answeredTwice || result.crossSession || result.fabricatedCancels || result.errors,
);
process.exitCode = failed ? 1 : 0;
