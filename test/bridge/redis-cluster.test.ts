/**
 * Issue 39: the Redis store on Redis Cluster (node-redis `createCluster`, a client and a subscriber),
 * on a local cluster of three primaries with a replica each: the store contract, with two instances
 * and a restart of the whole cluster without persistence.
 */
import { createCluster } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RedisCluster, startRedisCluster } from '../../harness/redisCluster.ts';
import {
  createElicitationBridge,
  createRedisElicitationStore,
  type ElicitationBridge,
  type ElicitationStore,
} from '../../src/bridge';
import { elicitationStoreTests } from '../../src/bridge/testing';
import { BRIDGE_PROTOCOL, BRIDGE_PROTOCOL_HEADER } from '../../src/bridge/wire';
import { as, authorizeBySessionHeader, readEvents, type ServedBridge, serveBridge, until } from './support';

const server = { name: 'cluster-test', title: 'Cluster test' };
const schema = { type: 'object', properties: { ok: { type: 'string' } } } as const;

let cluster: RedisCluster;
let prefixes = 0;

beforeAll(async () => {
  cluster = await startRedisCluster();
}, 60_000);

afterAll(async () => {
  await cluster?.stop();
});

/** A connected cluster client, as a host creates one (its errors are logged by the host, not thrown). */
async function connectedCluster() {
  const connection = createCluster({
    rootNodes: cluster.nodes.map(({ host, port }) => ({ url: `redis://${host}:${port}` })),
  });
  connection.on('error', () => {});
  await connection.connect();
  return connection;
}

elicitationStoreTests(
  'createRedisElicitationStore on Redis Cluster',
  async (options) => {
    const connections: { destroy(): void }[] = [];
    const prefix = `cluster-${prefixes++}:`;
    const open = async () => {
      const [client, subscriber] = await Promise.all([connectedCluster(), connectedCluster()]);
      connections.push(client, subscriber);
      // The cluster clients as they are: no cast.
      return createRedisElicitationStore({ client, subscriber, prefix, ...options });
    };
    return {
      store: await open(),
      peer: await open(),
      restart: () => cluster.restart(),
      async close() {
        for (const connection of connections) connection.destroy();
      },
    };
  },
  { peer: true, restart: true },
);

describe('a primary fails over to its replica mid-load (issue 39)', () => {
  it('answers during the failover get 503 and are retried: nothing lost, twice, crossed, or cancelled', async () => {
    const instances: { bridge: ElicitationBridge; store: ElicitationStore; served: ServedBridge; close(): void }[] = [];
    for (let count = 0; count < 2; count++) {
      const [client, subscriber] = await Promise.all([connectedCluster(), connectedCluster()]);
      const store = await createRedisElicitationStore({ client, subscriber, prefix: 'failover:' });
      // Store failures during the failover are expected here (each answered 503), not logged.
      const bridge = createElicitationBridge({
        authorize: authorizeBySessionHeader,
        store,
        heartbeatMs: 60_000,
        onError: () => {},
      });
      const served = await serveBridge(bridge);
      instances.push({
        bridge,
        store,
        served,
        close: () => {
          client.destroy();
          subscriber.destroy();
        },
      });
    }
    const [holder, other] = instances as [(typeof instances)[0], (typeof instances)[0]];
    try {
      const sessions = Array.from({ length: 30 }, (_, index) => `failover-session-${index}`);
      // Each session asks twice; instance A holds every request.
      const asked = sessions.flatMap((session) =>
        [0, 1].map((round) => ({
          session,
          name: `${session}/${round}`,
          result: holder.bridge
            .queueFor(session)
            .enqueue({ server, params: { message: `${session}/${round}`, requestedSchema: schema } }),
        })),
      );
      const ids = new Map<string, string>();
      await until(async () => {
        for (const session of sessions) {
          const stream = readEvents(other.served.url, as(session));
          await stream.opened;
          await until(() => stream.events.some((event) => event.event === 'sync'), 5000);
          for (const event of stream.events) {
            if (event.event !== 'pending') continue;
            const pending = event.data.elicitation as { id: string; params: { message: string } };
            ids.set(pending.params.message, pending.id);
          }
          stream.close();
        }
        return ids.size === asked.length;
      }, 20_000);
      // The primary that serves the first session's slot dies half-way through the answers.
      const victim = await cluster.primaryFor(`failover:{${sessions[0]}}:seq`);
      let unavailable = 0;
      const answers = asked.map(async ({ session, name }, index) => {
        if (index === asked.length / 2) await cluster.kill(victim);
        for (let attempt = 0; attempt < 60; attempt++) {
          const response = await fetch(other.served.url, {
            method: 'POST',
            headers: {
              ...as(session),
              'content-type': 'application/json',
              [BRIDGE_PROTOCOL_HEADER]: String(BRIDGE_PROTOCOL),
            },
            body: JSON.stringify({ id: ids.get(name), result: { action: 'accept', content: { ok: name } } }),
          });
          const body = await response.json();
          if (response.status === 503) {
            unavailable++;
            expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
            await new Promise((resolve) => setTimeout(resolve, 250));
            continue;
          }
          return { status: response.status, body };
        }
        throw new Error(`${name}: still 503 after a minute`);
      });
      for (const [index, settled] of (await Promise.all(answers)).entries()) {
        // 200, or 409 with this very answer (a reply lost in the failover, retried): never another's.
        expect([200, 409], asked[index]?.name).toContain(settled.status);
        expect(settled.body.outcome).toEqual({
          type: 'answered',
          answer: { action: 'accept', content: { ok: asked[index]?.name } },
        });
      }
      const results = await Promise.all(asked.map(({ result }) => result));
      for (const [index, result] of results.entries()) {
        expect(result, asked[index]?.name).toEqual({ action: 'accept', content: { ok: asked[index]?.name } });
      }
      // The failover was felt: some answers met a primary that was gone.
      expect(unavailable).toBeGreaterThan(0);
    } finally {
      for (const instance of instances) {
        await instance.bridge.close();
        await instance.store.close();
        await instance.served.close();
        instance.close();
      }
      await cluster.restart();
    }
  }, 120_000);
});

describe('sharded Pub/Sub on the cluster (issue 39)', () => {
  it('a session’s events travel on a shard channel in its slot, and nothing on classic channels', async () => {
    const [client, subscriber, probe] = await Promise.all([connectedCluster(), connectedCluster(), connectedCluster()]);
    try {
      const store = await createRedisElicitationStore({ client, subscriber, prefix: 'sharded:' });
      const heard: unknown[] = [];
      const unsubscribe = await store.subscribe('shard-session', (message) => heard.push(message));
      const owner = await cluster.primaryFor('sharded:{shard-session}:events');
      const node = await probe.nodeClient(probe.masters.find((master) => master.port === owner) as never);
      expect(await node.sendCommand(['PUBSUB', 'SHARDCHANNELS', 'sharded:*'])).toContain(
        'sharded:{shard-session}:events',
      );
      for (const master of probe.masters) {
        const each = await probe.nodeClient(master);
        expect(await each.sendCommand(['PUBSUB', 'CHANNELS', 'sharded:*'])).toEqual([]);
      }
      await store.put(
        'shard-session',
        { kind: 'elicitation', id: 'shard-item', server, params: { message: 'm', requestedSchema: schema } } as never,
        60_000,
      );
      await until(() => heard.length > 0, 5000);
      unsubscribe();
      await store.close();
    } finally {
      for (const connection of [client, subscriber, probe]) connection.destroy();
    }
  });
});
