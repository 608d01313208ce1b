/**
 * The bridge under load: many concurrent elicitations over many sessions, each session's pages
 * (several tabs, the real browser half with a real `ElicitationQueue`) answering as fast as they
 * can, over real HTTP on 127.0.0.1. With `redis`, two bridge instances share a real redis-server:
 * every request is held by instance B while half of the tabs are connected to instance A; with
 * `restart`, the redis-server is restarted (with or without its append-only file) once half of the
 * elicitations are answered. Counts what must be zero (lost, answered twice, seen by another
 * session, a cancel nobody chose), measures latency, and Redis's key count and memory before the
 * run, at its end, and once the settled records have expired. With `cluster`, the two instances share
 * a local Redis Cluster of three primaries with a replica each instead, and `restart: 'failover'`
 * kills the primary of the first session's slot half-way, so its replica takes over.
 */
import { performance } from 'node:perf_hooks';
import { createClient, createCluster, type RedisClientType } from 'redis';
import { type RedisCluster, startRedisCluster } from '../harness/redisCluster';
import { type RedisServer, startRedisServer } from '../harness/redisServer';
import { serveBridge } from '../harness/serveBridge';
import { connectElicitationBridge } from '../src/bridge/connection';
import {
  createElicitationBridge,
  createMemoryElicitationStore,
  createRedisElicitationStore,
  type ElicitationBridge,
  type ElicitationStore,
} from '../src/bridge/index';
import { ElicitationQueue, type ElicitationRequestItem, ElicitationWithdrawnError } from '../src/mcp/ElicitationQueue';

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
  /** With `redis`: a local Redis Cluster (three primaries, a replica each) instead of one redis-server. */
  cluster?: boolean;
  /**
   * With `redis`: once half are answered, restart the redis-server keeping nothing or its append-only
   * file, or (with `cluster`) kill a primary so that its replica takes over.
   */
  restart?: 'without-persistence' | 'appendonly' | 'failover';
  /** With `redis`: how long settled records stay, and so how long until the keyspace is back. @default 2000 */
  settledTtlMs?: number;
}

/** Redis's keyspace at one moment of a run. */
export interface RedisFootprint {
  /** Keys under the benchmark's prefix. */
  keys: number;
  /** Of those, keys without a TTL (must be 0). */
  withoutTtl: number;
  /** `used_memory` of `INFO memory`, in bytes. */
  usedMemory: number;
}

/** What `runBridgeBench` measured. */
export interface BridgeBenchResult {
  store: 'memory' | 'redis (2 instances)' | 'redis cluster (2 instances)';
  /** The redis-server restart (or the cluster's failover) in the middle, if any. */
  restart: 'none' | 'without-persistence' | 'appendonly' | 'failover';
  elicitations: number;
  sessions: number;
  tabs: number;
  /** Handlers that did not resolve before the deadline. */
  lost: number;
  /** Items that got more than one 200 to a POST. */
  answeredTwice: number;
  /** Items a page of another session saw, plus results carrying another item's answer. */
  crossSession: number;
  /** Handlers resolved with `cancel`, which no tab sent: a store failure passed off as the person's choice. */
  fabricatedCancels: number;
  /** Handlers that failed with an error (each also counted as lost). */
  errors: number;
  /** The first such error's message. */
  firstError: string | null;
  /** Answers refused with 409 (a tab lost the race, as intended). */
  conflicts: number;
  /** Answers refused with 503 while the store was down (the page kept them and retried). */
  unavailable: number;
  /** With `redis`: the keyspace before the run, when every call had resolved, and after the settled TTL. */
  footprint?: { before: RedisFootprint; end: RedisFootprint; expired: RedisFootprint };
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
    retryAfterSeconds: 1,
    // 503s while Redis restarts are expected here; they are counted, not printed.
    onError: () => {},
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

const PREFIX = 'bench:';
/** How long Redis stays down in the middle of a run with `restart`. */
const OUTAGE_MS = 500;

/** The keys under the benchmark's prefix, how many lack a TTL, and Redis's memory. */
export async function redisFootprint(client: RedisClientType): Promise<RedisFootprint> {
  let keys = 0;
  let withoutTtl = 0;
  for await (const batch of client.scanIterator({ MATCH: `${PREFIX}*`, COUNT: 1000 })) {
    const names = Array.isArray(batch) ? batch : [batch];
    keys += names.length;
    for (const name of names) if ((await client.pTTL(name)) === -1) withoutTtl++;
  }
  const info = await client.info('memory');
  const usedMemory = Number(/used_memory:(\d+)/.exec(info)?.[1] ?? Number.NaN);
  return { keys, withoutTtl, usedMemory };
}

/** A connected cluster client as `createCluster` makes it with no modules. */
const newCluster = (rootNodes: { url: string }[]) => createCluster({ rootNodes });
type Cluster = ReturnType<typeof newCluster>;

/** `redisFootprint` over every primary of a cluster: keys and memory summed. */
async function clusterFootprint(cluster: Cluster): Promise<RedisFootprint> {
  const total: RedisFootprint = { keys: 0, withoutTtl: 0, usedMemory: 0 };
  for (const master of cluster.masters) {
    const node = (await cluster.nodeClient(master)) as unknown as RedisClientType;
    const footprint = await redisFootprint(node);
    total.keys += footprint.keys;
    total.withoutTtl += footprint.withoutTtl;
    total.usedMemory += footprint.usedMemory;
  }
  return total;
}

/** An error and its causes, one line. */
function describeError(error: unknown): string {
  const parts: string[] = [];
  for (let cause = error; cause !== undefined && parts.length < 4; cause = (cause as { cause?: unknown }).cause) {
    parts.push(cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause));
    if (!(cause instanceof Error)) break;
  }
  return parts.join(' ← ');
}

/** Runs the benchmark once and returns its counts and latencies. */
export async function runBridgeBench({
  sessions,
  perSession,
  tabs,
  redis,
  cluster: onCluster = false,
  deadlineMs = 60_000,
  restart,
  settledTtlMs = 2000,
}: BridgeBenchOptions): Promise<BridgeBenchResult> {
  let redisServer: RedisServer | undefined;
  let redisCluster: RedisCluster | undefined;
  let probe: RedisClientType | undefined;
  let clusterProbe: Cluster | undefined;
  const instances: Instance[] = [];
  const connections: { close(): void }[] = [];
  try {
    if (redis && onCluster) {
      redisCluster = await startRedisCluster();
      const rootNodes = redisCluster.nodes.map(({ host, port }) => ({ url: `redis://${host}:${port}` }));
      const connected = async () => {
        const connection = newCluster(rootNodes);
        connection.on('error', () => {});
        await connection.connect();
        return connection;
      };
      clusterProbe = await connected();
      for (let index = 0; index < 2; index++) {
        const [client, subscriber] = await Promise.all([connected(), connected()]);
        const store = await createRedisElicitationStore({ client, subscriber, prefix: PREFIX, settledTtlMs });
        instances.push(
          await serve(store, () => {
            client.destroy();
            subscriber.destroy();
          }),
        );
      }
    } else if (redis) {
      redisServer = await startRedisServer({ appendonly: restart === 'appendonly' });
      probe = createClient({ url: redisServer.url }) as RedisClientType;
      probe.on('error', () => {});
      await probe.connect();
      for (let index = 0; index < 2; index++) {
        const client = createClient({ url: redisServer.url });
        const subscriber = client.duplicate();
        client.on('error', () => {});
        subscriber.on('error', () => {});
        await Promise.all([client.connect(), subscriber.connect()]);
        const store = await createRedisElicitationStore({ client, subscriber, prefix: PREFIX, settledTtlMs });
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
    const footprintNow = async () =>
      clusterProbe ? clusterFootprint(clusterProbe) : probe ? redisFootprint(probe) : undefined;
    const before = await footprintNow();

    const startedAt = new Map<string, number>();
    const firstSeen = new Map<string, number>();
    const okPosts = new Map<string, number>();
    let conflicts = 0;
    let unavailable = 0;
    let crossSession = 0;
    let answered = 0;
    let restarting: Promise<void> | undefined;
    // With `restart`, the second half of each session's items are answered only once Redis is down:
    // they are pending through the restart, and their answers are posted during the outage.
    let wentDown = () => {};
    let wentDownYet = false;
    const down = new Promise<void>((resolve) => {
      wentDown = () => {
        wentDownYet = true;
        resolve();
      };
    });
    const restartRedis = () => {
      if (redisCluster) {
        const nodes = redisCluster;
        restarting = nodes
          .primaryFor(`${PREFIX}{session-0}:seq`)
          .then((port) => nodes.kill(port))
          .then(wentDown);
        return;
      }
      const server = redisServer as RedisServer;
      restarting = server
        .down()
        .then(wentDown)
        .then(() => new Promise((resolve) => setTimeout(resolve, OUTAGE_MS)))
        .then(() => server.up());
    };
    const total = sessions * perSession;

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
            if (response.status === 200) {
              okPosts.set(id, (okPosts.get(id) ?? 0) + 1);
              answered++;
              // Once half are answered, the store goes away and comes back, mid-traffic.
              if (restart && redis && !restarting && answered >= total / 2) restartRedis();
            }
            if (response.status === 409) conflicts++;
            if (response.status === 503) unavailable++;
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
        const indexOf = (params: unknown) => Number((params as { message: string }).message.split('.').at(-1));
        // With `restart`, an item of the second half is answered only once Redis is down.
        const answerable = () =>
          queue
            .getSnapshot()
            .items.find(
              (item): item is ElicitationRequestItem =>
                item.kind === 'elicitation' &&
                item.state === 'asking' &&
                (!restart || wentDownYet || indexOf(item.params) < perSession / 2),
            );
        const consider = () => {
          if (answering || !answerable()) return;
          answering = true;
          // Answer outside the listener: responding changes the queue, which calls it again.
          queueMicrotask(() => {
            answering = false;
            const shown = answerable();
            if (!shown) return;
            const key = String((shown.params as { message: string }).message).split(' ')[1];
            queue.respond(shown.id, { action: 'accept', content: { answer: `${sessionId} ${key}` } });
          });
        };
        void down.then(consider);
        queue.subscribe(() => {
          const now = performance.now();
          for (const item of queue.getSnapshot().items) {
            const message = item.kind === 'elicitation' ? String((item.params as { message: string }).message) : '';
            const [owner, key] = message.split(' ');
            if (owner !== sessionId) crossSession++;
            if (key && !firstSeen.has(key)) firstSeen.set(key, now);
          }
          consider();
        });
      }
    }
    await Promise.all(opened);

    const begin = performance.now();
    const roundTrips: number[] = [];
    let lost = 0;
    let errors = 0;
    let firstError: string | null = null;
    let fabricatedCancels = 0;
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
              if (result.action === 'cancel') fabricatedCancels++;
              else if (result.content?.answer !== `${sessionId} ${key}`) crossSession++;
            },
            (error: unknown) => {
              clearTimeout(timer);
              lost++;
              if (!controller.signal.aborted || !(error instanceof ElicitationWithdrawnError)) {
                errors++;
                firstError ??= describeError(error);
              }
            },
          ),
        );
      }
    }
    await Promise.all(calls);
    const durationMs = performance.now() - begin;
    await restarting;
    let footprint: BridgeBenchResult['footprint'];
    if (before) {
      const end = (await footprintNow()) as RedisFootprint;
      // Every key has a TTL: once the settled records have expired, the keyspace is what it was.
      let expired = end;
      const until = Date.now() + settledTtlMs + 15_000;
      while (expired.keys > before.keys && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        expired = (await footprintNow()) as RedisFootprint;
      }
      footprint = { before, end, expired };
    }
    const deliveries = [...startedAt].flatMap(([key, started]) => {
      const seen = firstSeen.get(key);
      return seen === undefined ? [] : [seen - started];
    });
    return {
      store: redis ? (onCluster ? 'redis cluster (2 instances)' : 'redis (2 instances)') : 'memory',
      restart: redis && restart ? restart : 'none',
      elicitations: total,
      sessions,
      tabs,
      lost,
      answeredTwice: [...okPosts.values()].filter((count) => count > 1).length,
      crossSession,
      fabricatedCancels,
      errors,
      firstError,
      conflicts,
      unavailable,
      footprint,
      delivery: summary(deliveries),
      roundTrip: summary(roundTrips),
      durationMs: Math.round(durationMs),
    };
  } finally {
    for (const connection of connections) connection.close();
    for (const instance of instances) await instance.close();
    probe?.destroy();
    clusterProbe?.destroy();
    await redisServer?.stop();
    await redisCluster?.stop();
  }
}
