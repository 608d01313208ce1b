/**
 * The bridge under load: many concurrent elicitations over many sessions, each session's pages
 * (several tabs, the real browser half with a real `ElicitationQueue`) answering as fast as they
 * can, over real HTTP on 127.0.0.1. With `redis`, two bridge instances share a real redis-server:
 * every request is held by instance B while half of the tabs are connected to instance A.
 * Counts what must be zero (lost, answered twice, seen by another session) and measures latency.
 */
import { performance } from 'node:perf_hooks';
import { createClient } from 'redis';
import { type RedisServer, startRedisServer } from '../harness/redisServer';
import { serveBridge } from '../harness/serveBridge';
import {
  createElicitationBridge,
  createMemoryElicitationStore,
  createRedisElicitationStore,
  type ElicitationBridge,
  type ElicitationStore,
} from '../src/bridge/index';
import { connectElicitationBridge } from '../src/mcp/bridgeClient';
import { ElicitationQueue } from '../src/mcp/ElicitationQueue';

/** Options of `runBridgeBench`. */
export interface BridgeBenchOptions {
  sessions: number;
  perSession: number;
  /** Tabs (pages) per session; all of them answer, so all but one answer lose with 409. */
  tabs: number;
  /** Two instances on one redis-server instead of one instance in memory. */
  redis: boolean;
  /** Give up on unanswered elicitations after this long. */
  deadlineMs?: number;
}

/** What `runBridgeBench` measured. */
export interface BridgeBenchResult {
  store: 'memory' | 'redis (2 instances)';
  elicitations: number;
  sessions: number;
  tabs: number;
  /** Handlers that did not resolve before the deadline. */
  lost: number;
  /** Items that got more than one 200 to a POST. */
  answeredTwice: number;
  /** Items a page of another session saw, plus results carrying another item's answer. */
  crossSession: number;
  /** Answers refused with 409 (a tab lost the race, as intended). */
  conflicts: number;
  /** From the handler call to the item in the first tab's queue, in ms, over `samples` items. */
  delivery: LatencySummary;
  /** From the handler call to its resolution with the answer, in ms, over `samples` items. */
  roundTrip: LatencySummary;
  durationMs: number;
}

/** Latencies in ms, and how many were measured. */
export interface LatencySummary {
  samples: number;
  p50: number;
  p95: number;
  max: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

function summary(values: number[]): LatencySummary {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    samples: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    max: round(sorted.at(-1) ?? 0),
  };
}

interface Instance {
  bridge: ElicitationBridge;
  store: ElicitationStore;
  url: string;
  close(): Promise<void>;
}

async function serve(store: ElicitationStore, release: () => void = () => {}): Promise<Instance> {
  const bridge = createElicitationBridge({
    store,
    authorize: (request) => request.headers.get('x-session'),
    heartbeatMs: 60_000,
  });
  const served = await serveBridge(bridge);
  return {
    bridge,
    store,
    url: served.url,
    async close() {
      await bridge.close();
      await store.close();
      await served.close();
      release();
    },
  };
}

/** Runs the benchmark once and returns its counts and latencies. */
export async function runBridgeBench({
  sessions,
  perSession,
  tabs,
  redis,
  deadlineMs = 60_000,
}: BridgeBenchOptions): Promise<BridgeBenchResult> {
  let redisServer: RedisServer | undefined;
  const instances: Instance[] = [];
  const connections: { close(): void }[] = [];
  try {
    if (redis) {
      redisServer = await startRedisServer();
      for (let index = 0; index < 2; index++) {
        const client = createClient({ url: redisServer.url });
        const subscriber = client.duplicate();
        client.on('error', () => {});
        subscriber.on('error', () => {});
        await Promise.all([client.connect(), subscriber.connect()]);
        const store = await createRedisElicitationStore({ client, subscriber, prefix: 'bench:' });
        instances.push(
          await serve(store, () => {
            client.destroy();
            subscriber.destroy();
          }),
        );
      }
    } else {
      instances.push(await serve(createMemoryElicitationStore()));
    }
    const holder = instances.at(-1) as Instance;

    const startedAt = new Map<string, number>();
    const firstSeen = new Map<string, number>();
    const okPosts = new Map<string, number>();
    let conflicts = 0;
    let crossSession = 0;

    // The pages: `tabs` per session, spread over the instances, each answering whatever it shows.
    const opened: Promise<void>[] = [];
    for (let session = 0; session < sessions; session++) {
      const sessionId = `session-${session}`;
      for (let tab = 0; tab < tabs; tab++) {
        const queue = new ElicitationQueue();
        const instance = instances[(session + tab) % instances.length] as Instance;
        const countingFetch: typeof fetch = async (input, init) => {
          const response = await fetch(input, init);
          if (init?.method === 'POST') {
            const { id } = JSON.parse(String(init.body)) as { id: string };
            if (response.status === 200) okPosts.set(id, (okPosts.get(id) ?? 0) + 1);
            if (response.status === 409) conflicts++;
          }
          return response;
        };
        const connection = connectElicitationBridge({
          url: instance.url,
          queue,
          headers: { 'x-session': sessionId },
          fetch: countingFetch,
          backoff: { initialMs: 100, maxMs: 1000 },
        });
        connections.push(connection);
        opened.push(
          new Promise<void>((resolve) => {
            const unsubscribe = connection.subscribe(() => {
              if (connection.getState().status !== 'open') return;
              unsubscribe();
              resolve();
            });
          }),
        );
        let answering = false;
        queue.subscribe(() => {
          const now = performance.now();
          for (const item of queue.getSnapshot().items) {
            const message = item.kind === 'elicitation' ? String((item.params as { message: string }).message) : '';
            const [owner, key] = message.split(' ');
            if (owner !== sessionId) crossSession++;
            if (key && !firstSeen.has(key)) firstSeen.set(key, now);
          }
          const current = queue.getSnapshot().current;
          if (!current || answering) return;
          answering = true;
          // Answer outside the listener: responding changes the queue, which calls it again.
          queueMicrotask(() => {
            answering = false;
            const shown = queue.getSnapshot().current;
            if (shown?.kind !== 'elicitation') return;
            const key = String((shown.params as { message: string }).message).split(' ')[1];
            queue.respond(shown.id, { action: 'accept', content: { answer: `${sessionId} ${key}` } });
          });
        });
      }
    }
    await Promise.all(opened);

    const begin = performance.now();
    const roundTrips: number[] = [];
    let lost = 0;
    const calls: Promise<void>[] = [];
    for (let session = 0; session < sessions; session++) {
      const sessionId = `session-${session}`;
      const handler = holder.bridge.handlerFor(sessionId, { name: 'bench', title: 'Bench' });
      for (let index = 0; index < perSession; index++) {
        const key = `${session}.${index}`;
        const params = {
          message: `${sessionId} ${key}`,
          requestedSchema: { type: 'object', properties: { answer: { type: 'string' } }, required: ['answer'] },
        };
        const controller = new AbortController();
        const timer = setTimeout(() => controller.abort(), deadlineMs);
        const started = performance.now();
        startedAt.set(key, started);
        calls.push(
          handler({ params }, { signal: controller.signal }).then(
            (result) => {
              clearTimeout(timer);
              roundTrips.push(performance.now() - started);
              if (result.content?.answer !== `${sessionId} ${key}`) crossSession++;
            },
            () => {
              clearTimeout(timer);
              lost++;
            },
          ),
        );
      }
    }
    await Promise.all(calls);
    const durationMs = performance.now() - begin;
    const deliveries = [...startedAt].flatMap(([key, started]) => {
      const seen = firstSeen.get(key);
      return seen === undefined ? [] : [seen - started];
    });
    return {
      store: redis ? 'redis (2 instances)' : 'memory',
      elicitations: sessions * perSession,
      sessions,
      tabs,
      lost,
      answeredTwice: [...okPosts.values()].filter((count) => count > 1).length,
      crossSession,
      conflicts,
      delivery: summary(deliveries),
      roundTrip: summary(roundTrips),
      durationMs: Math.round(durationMs),
    };
  } finally {
    for (const connection of connections) connection.close();
    for (const instance of instances) await instance.close();
    await redisServer?.stop();
  }
}
