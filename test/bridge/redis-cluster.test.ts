/**
 * Issue 39: the Redis store on Redis Cluster (node-redis `createCluster`, a client and a subscriber),
 * on a local cluster of three primaries with a replica each: the store contract, with two instances
 * and a restart of the whole cluster without persistence.
 */
import { createCluster } from 'redis';
import { afterAll, beforeAll } from 'vitest';
import { type RedisCluster, startRedisCluster } from '../../harness/redisCluster.ts';
import { createRedisElicitationStore } from '../../src/bridge';
import { elicitationStoreTests } from '../../src/bridge/testing';

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
