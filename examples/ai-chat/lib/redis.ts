import { createClient } from 'redis';

/** Connected clients for one process: commands, and a duplicate for Pub/Sub subscriptions. */
async function connect(url: string) {
  const client = createClient({ url });
  const subscriber = client.duplicate();
  client.on('error', (error) => console.error('redis:', error));
  subscriber.on('error', (error) => console.error('redis subscriber:', error));
  await Promise.all([client.connect(), subscriber.connect()]);
  return { client, subscriber };
}
export type RedisClients = Awaited<ReturnType<typeof connect>>;

// Kept on globalThis so that hot reloads in development reuse the connections.
const cache = globalThis as { aiChatRedis?: Promise<RedisClients> | null };

/** The shared Redis connections when `REDIS_URL` is set (several instances), else null (one process, memory). */
export function getRedis(): Promise<RedisClients> | null {
  if (cache.aiChatRedis === undefined) {
    const url = process.env.REDIS_URL;
    cache.aiChatRedis = url ? connect(url) : null;
  }
  return cache.aiChatRedis;
}
