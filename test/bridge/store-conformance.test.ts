/**
 * The store contract (`mcp-elicitation-react/bridge/testing`) over the library's own stores: in
 * memory, and on a real redis-server with two instances and a restart without persistence, with
 * classic Pub/Sub (what `auto` picks on a single Redis) and with sharded Pub/Sub (its choice on a cluster).
 */
import { createClient } from 'redis';
import { afterAll, beforeAll } from 'vitest';
import { createMemoryElicitationStore, createRedisElicitationStore } from '../../src/bridge';
import { elicitationStoreTests } from '../../src/bridge/testing';
import { type RedisServer, startRedisServer } from './support';

elicitationStoreTests('createMemoryElicitationStore', (options) => ({ store: createMemoryElicitationStore(options) }));

let redis: RedisServer;
let prefixes = 0;

beforeAll(async () => {
  redis = await startRedisServer();
});

afterAll(async () => {
  await redis?.stop();
});

for (const pubSub of ['auto', 'sharded'] as const) {
  elicitationStoreTests(
    `createRedisElicitationStore (pubSub: ${pubSub})`,
    async (options) => {
      const connections: { destroy(): void }[] = [];
      // Each test its own prefix; each instance its own connections, as on two machines.
      const prefix = `conformance-${prefixes++}:`;
      const open = async () => {
        const client = createClient({ url: redis.url });
        const subscriber = client.duplicate();
        client.on('error', () => {});
        subscriber.on('error', () => {});
        await Promise.all([client.connect(), subscriber.connect()]);
        connections.push(client, subscriber);
        return createRedisElicitationStore({ client, subscriber, prefix, pubSub, ...options });
      };
      return {
        store: await open(),
        peer: await open(),
        restart: () => redis.restart(),
        async close() {
          for (const connection of connections) connection.destroy();
        },
      };
    },
    { peer: true, restart: true },
  );
}
