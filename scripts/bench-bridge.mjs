#!/usr/bin/env node
/**
 * `npm run bench:bridge` (also part of `npm run bench`): 500 concurrent elicitations over 50
 * sessions, two tabs each, answered by the real browser half; in memory, then on two instances
 * sharing a redis-server. Prints what must be zero and the delivery latency.
 * Options: --sessions N, --per-session N, --tabs N, --memory-only, --json.
 */
import { parseArgs } from 'node:util';
import { runBridgeBench } from './benchBridge.ts';

const { values } = parseArgs({
  options: {
    sessions: { type: 'string', default: '50' },
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
const stores = values['memory-only'] ? [false] : [false, true];

const results = [];
for (const redis of stores) results.push(await runBridgeBench({ sessions, perSession, tabs, redis }));
if (values.json) {
  console.log(JSON.stringify(results, null, 2));
} else {
  console.log(
    `\nBridge under load: ${sessions * perSession} concurrent elicitations, ${sessions} sessions, ${tabs} tabs each`,
  );
  console.table(
    results.map((result) => ({
      store: result.store,
      lost: result.lost,
      'answered twice': result.answeredTwice,
      'cross-session': result.crossSession,
      '409 (tab lost race)': result.conflicts,
      'delivery p50 ms': result.delivery.p50,
      'delivery p95 ms': result.delivery.p95,
      'round trip p50 ms': result.roundTrip.p50,
      'round trip p95 ms': result.roundTrip.p95,
      'total ms': result.durationMs,
    })),
  );
}
const failed = results.some((result) => result.lost || result.answeredTwice || result.crossSession);
process.exitCode = failed ? 1 : 0;
