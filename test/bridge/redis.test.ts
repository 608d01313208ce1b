/**
 * Two bridge instances sharing one real Redis (Debian's redis-server on a free 127.0.0.1 port),
 * each served over HTTP. Pages are the real browser half, `connectElicitationBridge`, feeding real
 * `ElicitationQueue`s: what a page connected to instance A answers reaches the MCP request held by B.
 */
import { createClient } from 'redis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  connectElicitationBridge,
  createElicitationBridge,
  createRedisElicitationStore,
  type ElicitationBridge,
  type ElicitationStore,
} from '../../src/bridge';
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
const answer = { action: 'accept' as const, content: { name: 'Ada', email: 'ada@example.org' } };

type Client = ReturnType<typeof createClient>;

interface Instance {
  bridge: ElicitationBridge;
  store: ElicitationStore;
  served: ServedBridge;
  connections: { destroy(): void }[];
}

let redis: RedisServer;
let command: Client;
let a: Instance;
let b: Instance;
const cleanups: (() => void | Promise<void>)[] = [];

async function instance(name: string): Promise<Instance> {
  const client = createClient({ url: redis.url });
  const subscriber = client.duplicate();
  client.on('error', () => {});
  subscriber.on('error', () => {});
  await Promise.all([client.connect(), subscriber.connect()]);
  const store = await createRedisElicitationStore({ client, subscriber, prefix: 'test:' });
  const bridge = createElicitationBridge({ authorize: authorizeBySessionHeader, store, heartbeatMs: 60_000 });
  const served = await serveBridge(bridge);
  expect(served.url, name).toMatch(/^http:\/\/127\.0\.0\.1:/);
  return { bridge, store, served, connections: [client, subscriber] };
}

async function stop(instance: Instance) {
  await instance.bridge.close();
  await instance.store.close();
  await instance.served.close();
  for (const connection of instance.connections) connection.destroy();
}

beforeAll(async () => {
  redis = await startRedisServer();
  command = createClient({ url: redis.url });
  command.on('error', () => {});
  await command.connect();
  a = await instance('A');
  b = await instance('B');
});

afterAll(async () => {
  if (a) await stop(a);
  if (b) await stop(b);
  command?.destroy();
  await redis?.stop();
});

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A page of `session` connected to `instance`: the browser half with its own queue. */
function page(instance: Instance, session: string) {
  const queue = new ElicitationQueue();
  const connection = connectElicitationBridge({
    url: instance.served.url,
    queue,
    headers: as(session),
    backoff: { initialMs: 50, maxMs: 200 },
  });
  cleanups.push(() => connection.close());
  return { queue, connection };
}

describe('two instances, one Redis', () => {
  it('a page on A answers a request held by B', async () => {
    const { queue } = page(a, 'alice');
    const held = b.bridge.handlerFor('alice', server)({ params: contactForm });
    await until(() => queue.getSnapshot().current !== null, 10_000, 'the request on the page');
    const current = queue.getSnapshot().current;
    expect(current).toMatchObject({ kind: 'elicitation', server, params: contactForm });
    queue.respond(current?.id ?? '', answer);
    await expect(held).resolves.toEqual(answer);
  });

  it('two tabs on A and B: the first answer wins, the other tab closes with "answered elsewhere"', async () => {
    const tabA = page(a, 'alice');
    const tabB = page(b, 'alice');
    const held = b.bridge.handlerFor('alice', server)({ params: contactForm });
    await until(() => tabA.queue.getSnapshot().current !== null && tabB.queue.getSnapshot().current !== null);
    tabA.queue.respond(tabA.queue.getSnapshot().current?.id ?? '', answer);
    await expect(held).resolves.toEqual(answer);
    await until(() => tabB.queue.getSnapshot().current === null, 10_000, 'the other tab to close');
    expect(tabB.queue.getSnapshot().notices.map((notice) => notice.kind)).toEqual(['answered-elsewhere']);
    expect(tabA.queue.getSnapshot().notices).toEqual([]);
  });

  it('sessions stay apart: bob on A neither sees alice’s request nor can answer it', async () => {
    const bob = page(a, 'bob');
    const stream = readEvents(b.served.url, as('alice'));
    cleanups.push(stream.close);
    const held = b.bridge.handlerFor('alice', server)({ params: contactForm });
    await until(() => stream.events.some((event) => event.event === 'pending'));
    const id = pendingIdOf(stream.events);
    const forged = await fetch(a.served.url, {
      method: 'POST',
      headers: as('bob', { 'Content-Type': 'application/json' }),
      body: JSON.stringify({ id, result: answer }),
    });
    expect(forged.status).toBe(404);
    expect(bob.queue.getSnapshot().items).toEqual([]);
    const bad = await fetch(a.served.url, {
      method: 'POST',
      headers: as('alice', { 'Content-Type': 'application/json' }),
      body: JSON.stringify({ id, result: { action: 'accept', content: { name: 'Ada', email: 'not an email' } } }),
    });
    expect(bad.status).toBe(422);
    const good = await fetch(a.served.url, {
      method: 'POST',
      headers: as('alice', { 'Content-Type': 'application/json' }),
      body: JSON.stringify({ id, result: answer }),
    });
    expect(good.status).toBe(200);
    await expect(held).resolves.toEqual(answer);
    const replay = await fetch(b.served.url, {
      method: 'POST',
      headers: as('alice', { 'Content-Type': 'application/json' }),
      body: JSON.stringify({ id, result: { action: 'decline' } }),
    });
    expect(replay.status).toBe(409);
    expect(await replay.json()).toMatchObject({ outcome: { type: 'answered', answer } });
    expect(bob.queue.getSnapshot().items).toEqual([]);
  });

  it('pending records carry a TTL, and settled ones are kept for 409s only as long as settledTtlMs', async () => {
    const stream = readEvents(a.served.url, as('carol'));
    cleanups.push(stream.close);
    const held = b.bridge.handlerFor('carol', server)({ params: contactForm });
    await until(() => stream.events.some((event) => event.event === 'pending'));
    const id = pendingIdOf(stream.events);
    const key = `test:{carol}:rec:${id}`;
    const pendingTtl = await command.pTTL(key);
    expect(pendingTtl).toBeGreaterThan(10 * 60_000);
    expect(pendingTtl).toBeLessThanOrEqual(11 * 60_000);
    await fetch(a.served.url, {
      method: 'POST',
      headers: as('carol', { 'Content-Type': 'application/json' }),
      body: JSON.stringify({ id, result: { action: 'decline' } }),
    });
    await held;
    const settledTtl = await command.pTTL(key);
    expect(settledTtl).toBeGreaterThan(0);
    expect(settledTtl).toBeLessThanOrEqual(10 * 60_000);
  });

  it('B withdraws: the page on A closes with the withdrawal notice', async () => {
    const { queue } = page(a, 'dave');
    const controller = new AbortController();
    const held = b.bridge.handlerFor('dave', server)({ params: contactForm }, { signal: controller.signal });
    await until(() => queue.getSnapshot().current !== null);
    controller.abort();
    await expect(held).rejects.toThrow('withdrew');
    await until(() => queue.getSnapshot().current === null);
    expect(queue.getSnapshot().notices.map((notice) => notice.kind)).toEqual(['withdrawn']);
  });

  it('a stream from A resumes on B with Last-Event-ID: only the events missed', async () => {
    const first = readEvents(a.served.url, as('erin'));
    await until(() => first.events.some((event) => event.event === 'sync'));
    const lastId = first.events.at(-1)?.id ?? '';
    await first.close();
    const held = b.bridge.handlerFor('erin', server)({ params: contactForm });
    const resumed = readEvents(b.served.url, as('erin', { 'Last-Event-ID': lastId }));
    cleanups.push(resumed.close);
    await until(() => resumed.events.some((event) => event.event === 'pending'));
    expect(resumed.events.map((event) => event.event)).toEqual(['pending']);
    const id = pendingIdOf(resumed.events);
    await fetch(a.served.url, {
      method: 'POST',
      headers: as('erin', { 'Content-Type': 'application/json' }),
      body: JSON.stringify({ id, result: { action: 'cancel' } }),
    });
    await expect(held).resolves.toEqual({ action: 'cancel' });
  });

  it('bridge.disconnect on A ends the session’s stream on B; the page reconnects and misses nothing', async () => {
    const { queue, connection } = page(b, 'frank');
    await until(() => connection.getState().status === 'open');
    const states: string[] = [];
    const unsubscribe = connection.subscribe(() => states.push(connection.getState().status));
    cleanups.push(unsubscribe);
    await a.bridge.disconnect('frank');
    const held = a.bridge.handlerFor('frank', server)({ params: contactForm });
    await until(() => queue.getSnapshot().current !== null, 10_000, 'the request after reconnecting');
    expect(states).toContain('reconnecting');
    queue.respond(queue.getSnapshot().current?.id ?? '', answer);
    await expect(held).resolves.toEqual(answer);
  });
});
