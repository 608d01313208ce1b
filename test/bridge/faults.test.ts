/**
 * The bridge under faults, on a real redis-server this file starts, restarts and stops (127.0.0.1
 * only): a restart without persistence loses nothing an instance holds, a store failure is an error
 * and never the person's `cancel`, an answer during an outage is kept and delivered once, a page too
 * old is told to reload, and every key expires.
 */
import { createClient } from 'redis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runBridgeBench } from '../../scripts/benchBridge';
import {
  connectElicitationBridge,
  createElicitationBridge,
  createRedisElicitationStore,
  type ElicitationBridge,
  type ElicitationBridgeOptions,
  type ElicitationStore,
  ElicitationStoreError,
} from '../../src/bridge';
import type { RedisSubscriberClient } from '../../src/bridge/redis';
import { BRIDGE_PROTOCOL_HEADER } from '../../src/bridge/wire';
import { ElicitationQueue } from '../../src/mcp';
import { requestFixtures } from '../fixtures';
import {
  as,
  authorizeBySessionHeader,
  pendingIdOf,
  type RedisServer,
  readEvents,
  type ServedBridge,
  serveBridge,
  startRedisServer,
  until,
} from './support';

const server = { name: 'contacts', title: 'Contacts' };
const contactForm = requestFixtures.seedStructuredData.params;
const answerOf = (name: string) => ({ action: 'accept' as const, content: { name, email: 'ada@example.org' } });
const PREFIX = 'faults:';

interface Instance {
  bridge: ElicitationBridge;
  store: ElicitationStore;
  served: ServedBridge;
  /** Both of its Redis connections are up (after a restart, each reconnects on its own backoff). */
  connected(): boolean;
}

let redis: RedisServer;
let command: ReturnType<typeof createClient>;
const cleanups: (() => void | Promise<void>)[] = [];

beforeAll(async () => {
  redis = await startRedisServer();
  command = createClient({ url: redis.url });
  command.on('error', () => {});
  await command.connect();
});

afterAll(async () => {
  command?.destroy();
  await redis?.stop();
});

afterEach(async () => {
  // A test that took Redis down brings it back (closing a store unsubscribes, which waits for Redis).
  await redis.up();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function instance(
  options: Partial<ElicitationBridgeOptions> = {},
  storeOptions: { settledTtlMs?: number } = {},
): Promise<Instance> {
  const client = createClient({ url: redis.url });
  const subscriber = client.duplicate();
  client.on('error', () => {});
  subscriber.on('error', () => {});
  await Promise.all([client.connect(), subscriber.connect()]);
  const store = await createRedisElicitationStore({ client, subscriber, prefix: PREFIX, ...storeOptions });
  const bridge = createElicitationBridge({
    authorize: authorizeBySessionHeader,
    store,
    heartbeatMs: 60_000,
    retryAfterSeconds: 1,
    onError: () => {},
    ...options,
  });
  const served = await serveBridge(bridge);
  cleanups.push(async () => {
    await bridge.close();
    await store.close();
    await served.close();
    client.destroy();
    subscriber.destroy();
  });
  return { bridge, store, served, connected: () => client.isReady && subscriber.isReady };
}

/** A page: the real browser half with its own queue; counts the 200s its answers got, by item. */
function page(target: Instance, session: string, fetchImpl: typeof fetch = fetch) {
  const queue = new ElicitationQueue();
  const accepted = new Map<string, number>();
  const counting: typeof fetch = async (input, init) => {
    const response = await fetchImpl(input, init);
    if (init?.method === 'POST' && response.status === 200) {
      const { id } = JSON.parse(String(init.body)) as { id: string };
      accepted.set(id, (accepted.get(id) ?? 0) + 1);
    }
    return response;
  };
  const connection = connectElicitationBridge({
    url: target.served.url,
    queue,
    headers: as(session),
    backoff: { initialMs: 50, maxMs: 200 },
    fetch: counting,
  });
  cleanups.push(() => connection.close());
  return { queue, connection, accepted };
}

const messages = (queue: ElicitationQueue) =>
  queue
    .getSnapshot()
    .items.map((item) => (item.kind === 'elicitation' ? (item.params as { message: string }).message : ''));

const form = (message: string) => ({ ...contactForm, message });

/**
 * A call's result or error, handled from the start: a call that fails while the test still waits on
 * Redis is not an unhandled rejection.
 */
const outcomeOf = (call: Promise<unknown>) =>
  call.then(
    (result) => ({ result }),
    (error: unknown) => ({ error }),
  );

/** Every key under the prefix, with its TTL in ms (-1: none). */
async function keysWithTtl(): Promise<[string, number][]> {
  const keys = await command.keys(`${PREFIX}*`);
  return Promise.all(keys.map(async (key) => [key, await command.pTTL(key)] as [string, number]));
}

describe('the bridge under faults, on a real redis-server', () => {
  it('a restart without persistence: each instance puts back what it holds (same ids, same sessions), and each answer completes its call once', async () => {
    const a = await instance();
    const b = await instance();
    const alice = page(a, 'alice');
    const bob = page(a, 'bob');
    const calls = [
      b.bridge.handlerFor('alice', server)({ params: form('alice one') }),
      b.bridge.handlerFor('alice', server)({ params: form('alice two') }),
      a.bridge.handlerFor('bob', server)({ params: form('bob one') }),
    ];
    await until(() => alice.queue.getSnapshot().items.length === 2 && bob.queue.getSnapshot().items.length === 1);
    const before = readEvents(b.served.url, as('alice'));
    await until(() => before.events.some((event) => event.event === 'sync'));
    const ids = [pendingIdOf(before.events, 0), pendingIdOf(before.events, 1)];
    await before.close();

    await redis.restart();

    // A stream opened afterwards (once A follows sessions again) lists the same items, under the same ids.
    await until(async () => {
      const keys = await command.keys(`${PREFIX}{alice}:rec:*`);
      return keys.length === 2 && a.connected();
    }, 20_000);
    const after = readEvents(a.served.url, as('alice'));
    cleanups.push(after.close);
    await until(() => after.events.some((event) => event.event === 'sync'));
    expect(after.events.find((event) => event.event === 'sync')?.data.pending).toEqual(ids);
    // The pages show them again (a page that reconnected before the holder put them back sees them come back).
    await until(
      () => messages(alice.queue).sort().join() === 'alice one,alice two' && messages(bob.queue).join() === 'bob one',
    );

    for (const tab of [alice, alice, bob]) {
      await until(() => tab.queue.getSnapshot().current !== null);
      const current = tab.queue.getSnapshot().current;
      const message = current?.kind === 'elicitation' ? (current.params as { message: string }).message : '';
      tab.queue.respond(current?.id ?? '', answerOf(message));
    }
    await expect(Promise.all(calls)).resolves.toEqual([
      answerOf('alice one'),
      answerOf('alice two'),
      answerOf('bob one'),
    ]);
    // The calls can resolve before the pages have read their 200s.
    await until(() => alice.accepted.size + bob.accepted.size === 3);
    expect([...alice.accepted.values(), ...bob.accepted.values()]).toEqual([1, 1, 1]);
    expect([...alice.accepted.keys()].sort()).toEqual([...ids].sort());
  });

  it('an item that cannot be put back (Redis comes back refusing writes) fails its call with ElicitationStoreError, not cancel', async () => {
    const b = await instance();
    const stream = readEvents(b.served.url, as('carol'));
    cleanups.push(stream.close);
    // Its failure is taken at once: it may come while Redis is still restarting.
    const call = outcomeOf(b.bridge.handlerFor('carol', server)({ params: contactForm }));
    await until(() => stream.events.some((event) => event.event === 'pending'));
    // Back without the data, and with no room to write it again.
    await redis.restart(['--maxmemory', '1', '--maxmemory-policy', 'noeviction']);
    expect(await call).toEqual({ error: expect.any(ElicitationStoreError) });
    await redis.restart();
  });

  it('Redis down longer than timeoutMs: the call fails with ElicitationStoreError while Redis is still down, never cancel; the item is not put back', async () => {
    const b = await instance({ timeoutMs: 1500 });
    const dave = page(b, 'dave');
    const call = outcomeOf(b.bridge.handlerFor('dave', server)({ params: contactForm }));
    await until(() => dave.queue.getSnapshot().current !== null);
    const statuses: string[] = [];
    cleanups.push(dave.connection.subscribe(() => statuses.push(dave.connection.getState().status)));
    await redis.down();
    // Redis is not brought back before the call ends: a bridge that waited for it would hang here.
    const outcome = await call;
    expect(outcome).toEqual({ error: expect.any(ElicitationStoreError) });
    expect(outcome).toMatchObject({ error: { unavailable: true } });

    // Back without its data: the failed request's item is not put back for a page to answer in vain.
    await redis.up();
    // B ends its streams once it has put back what it holds: after that, nothing of dave's is stored.
    await until(() => statuses.includes('reconnecting') && dave.connection.getState().status === 'open');
    await until(() => dave.queue.getSnapshot().items.length === 0, 10_000, 'the page to drop the item');
    expect(await command.keys(`${PREFIX}{dave}:rec:*`)).toEqual([]);
  });

  it('an answer posted during an outage gets 503 with Retry-After at once; the page keeps it, says so, and delivers it once when Redis is back', async () => {
    const a = await instance();
    const b = await instance();
    const erin = page(a, 'erin');
    const call = b.bridge.handlerFor('erin', server)({ params: contactForm });
    await until(() => erin.queue.getSnapshot().current !== null);
    const raw = readEvents(a.served.url, as('erin'));
    await until(() => raw.events.some((event) => event.event === 'sync'));
    const id = pendingIdOf(raw.events);
    await raw.close();

    await redis.down();
    // Awaited while Redis is down: a bridge that queued the command would hang here until the test's timeout.
    const during = await fetch(a.served.url, {
      method: 'POST',
      headers: as('erin', { 'Content-Type': 'application/json' }),
      body: JSON.stringify({ id, result: answerOf('raw') }),
    });
    expect(during.status).toBe(503);
    expect(during.headers.get('retry-after')).toBe('1');
    expect(await during.json()).toEqual({ error: 'store-unavailable' });

    erin.queue.respond(erin.queue.getSnapshot().current?.id ?? '', answerOf('Erin'));
    await until(() => erin.connection.getState().unsent === 1, 10_000, 'the answer counted as unsent');
    await redis.up();
    await expect(call).resolves.toEqual(answerOf('Erin'));
    await until(() => erin.connection.getState().unsent === 0, 10_000, 'nothing left unsent');
    await until(() => erin.accepted.size > 0);
    expect([...erin.accepted]).toEqual([[id, 1]]);
  });

  it('an answer posted after a restart but before its holder has put the item back is asked again, and lands once', async () => {
    const a = await instance();
    // Instance B, whose store hears of the reconnection only when the test says so.
    const client = createClient({ url: redis.url });
    const subscriber = client.duplicate();
    client.on('error', () => {});
    subscriber.on('error', () => {});
    await Promise.all([client.connect(), subscriber.connect()]);
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held: RedisSubscriberClient = {
      subscribe: (channel, listener) => subscriber.subscribe(channel, listener),
      unsubscribe: (channel, listener) => subscriber.unsubscribe(channel, listener),
      get isReady() {
        return subscriber.isReady;
      },
      on: (event, listener) => {
        if (event === 'ready') subscriber.on('ready', () => void released.then(() => listener()));
      },
    };
    const store = await createRedisElicitationStore({ client, subscriber: held, prefix: PREFIX });
    const bridge = createElicitationBridge({ authorize: authorizeBySessionHeader, store, onError: () => {} });
    cleanups.push(async () => {
      await bridge.close();
      await store.close();
      client.destroy();
      subscriber.destroy();
    });
    const statuses: number[] = [];
    // After the restart A ends its streams and the page reconnects, to a snapshot without the item
    // (B has not put it back): the page's new stream waits until its answer has been posted, as it
    // would be on a quiet machine, so the answer is what meets the missing item.
    let reopen = () => {};
    let reopened: Promise<void> | null = null;
    const watching: typeof fetch = async (input, init) => {
      if (init?.method !== 'POST' && reopened) await reopened;
      const response = await fetch(input, init);
      if (init?.method === 'POST') statuses.push(response.status);
      return response;
    };
    const gwen = page(a, 'gwen', watching);
    const call = bridge.handlerFor('gwen', server)({ params: contactForm });
    await until(() => gwen.queue.getSnapshot().current !== null);

    reopened = new Promise((resolve) => {
      reopen = resolve;
    });
    await redis.restart();
    // Both connections back (A's too: while A's store is down the answer gets 503, not the 404 this is
    // about), however long reconnecting takes on a busy machine.
    await until(() => client.isReady && a.connected(), 20_000, 'both instances’ command connections back');
    gwen.queue.respond(gwen.queue.getSnapshot().current?.id ?? '', answerOf('Gwen'));
    await until(() => statuses.includes(404), 20_000, 'the answer refused as unknown');
    reopen();
    release();
    await expect(call).resolves.toEqual(answerOf('Gwen'));
    await until(() => gwen.accepted.size > 0);
    expect([...gwen.accepted.values()]).toEqual([1]);
  }, 90_000);

  it('a page older than the endpoint’s protocol gets 426 and the “outdated” state, and stops asking', async () => {
    const a = await instance();
    const tooOld = await fetch(a.served.url, { headers: as('frank', { [BRIDGE_PROTOCOL_HEADER]: '0' }) });
    expect(tooOld.status).toBe(426);
    expect(await tooOld.json()).toEqual({ error: 'protocol', minimum: 1, current: 2 });
    // A page of the release before the header speaks protocol 1, which this endpoint still serves.
    const unversioned = readEvents(a.served.url, as('frank'));
    cleanups.push(unversioned.close);
    expect(await unversioned.opened).toBe(200);

    let requests = 0;
    const olderPage: typeof fetch = (input, init) => {
      requests++;
      const headers = new Headers(init?.headers);
      headers.set(BRIDGE_PROTOCOL_HEADER, '0');
      return fetch(input, { ...init, headers });
    };
    const old = page(a, 'frank', olderPage);
    await until(() => old.connection.getState().status === 'outdated');
    expect(old.connection.getState()).toMatchObject({ status: 'outdated', retryAt: null, lastError: 'HTTP 426' });
    const asked = requests;
    // A stream the page would read if it were still asking: a request it then makes arrives after this one.
    const held = a.bridge.handlerFor('frank', server)({ params: contactForm });
    await until(() => unversioned.events.some((event) => event.event === 'pending'));
    expect(requests).toBe(asked);
    expect(old.queue.getSnapshot().items).toEqual([]);
    const id = pendingIdOf(unversioned.events);
    await fetch(a.served.url, {
      method: 'POST',
      headers: as('frank', { 'Content-Type': 'application/json' }),
      body: JSON.stringify({ id, result: { action: 'decline' } }),
    });
    await expect(held).resolves.toEqual({ action: 'decline' });
  });

  it('every key has a TTL, a session whose page never connects is capped, and the keyspace empties once settled items expire', async () => {
    await command.flushAll();
    const { bridge, served } = await instance({ timeoutMs: 400, maxPending: 5 }, { settledTtlMs: 500 });
    // Nobody ever opens this session's page: six requests, the sixth over the cap.
    const handler = bridge.handlerFor('ghost', server);
    const calls = Array.from({ length: 6 }, () =>
      handler({ params: contactForm }).then(
        (result) => ({ result }),
        (error: unknown) => ({ error }),
      ),
    );
    // A session that does connect, answers and leaves.
    const stream = readEvents(served.url, as('grace'));
    const answered = bridge.handlerFor('grace', server)({ params: contactForm });
    await until(() => stream.events.some((event) => event.event === 'pending'));
    await fetch(served.url, {
      method: 'POST',
      headers: as('grace', { 'Content-Type': 'application/json' }),
      body: JSON.stringify({ id: pendingIdOf(stream.events), result: { action: 'decline' } }),
    });
    await expect(answered).resolves.toEqual({ action: 'decline' });
    await stream.close();

    const keys = await keysWithTtl();
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter(([, ttl]) => ttl < 0)).toEqual([]);
    expect(await command.keys(`${PREFIX}{ghost}:rec:*`)).toHaveLength(5);
    const ended = await Promise.all(calls);
    // Five timed out unanswered (cancel: nobody answered in time, the store said so); the sixth was refused.
    expect(ended.slice(0, 5)).toEqual(Array.from({ length: 5 }, () => ({ result: { action: 'cancel' } })));
    expect(ended[5]).toEqual({ error: expect.any(ElicitationStoreError) });
    await until(async () => (await command.keys(`${PREFIX}*`)).length === 0, 20_000, 'every key to expire');
  });

  it.each(['without-persistence', 'appendonly'] as const)(
    'under load with a restart %s: nothing lost, nothing twice, nothing across sessions, no cancel nobody chose',
    async (restart) => {
      const result = await runBridgeBench({
        sessions: 8,
        perSession: 4,
        tabs: 2,
        redis: true,
        restart,
        deadlineMs: 45_000,
      });
      expect(result).toMatchObject({
        elicitations: 32,
        lost: 0,
        answeredTwice: 0,
        crossSession: 0,
        fabricatedCancels: 0,
        errors: 0,
      });
      // The restart fell in the middle: answers were refused while Redis was down, and kept.
      expect(result.unavailable).toBeGreaterThan(0);
      expect(result.footprint?.end.withoutTtl).toBe(0);
      expect(result.footprint?.expired.keys).toBe(result.footprint?.before.keys);
    },
    90_000,
  );
});
