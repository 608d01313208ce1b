// lib/elicitation-bridge.ts: one bridge per server instance, sharing pending elicitations through
// Redis, because a serverless deployment runs many instances and the POST may land on any of them.
import {
  createElicitationBridge,
  createRedisElicitationStore,
  type ElicitationBridge,
} from 'mcp-elicitation-react/bridge';
import { createClient } from 'redis';

/** Your auth: the signed-in user's session id from the request (e.g. from Auth.js or your cookie). */
declare function sessionIdFrom(request: Request): Promise<string | null>;

async function createBridge(): Promise<ElicitationBridge> {
  const client = createClient({ url: process.env.REDIS_URL });
  const subscriber = client.duplicate();
  await Promise.all([client.connect(), subscriber.connect()]);
  return createElicitationBridge({
    authorize: sessionIdFrom,
    store: await createRedisElicitationStore({ client, subscriber }),
    allowedOrigins: process.env.PUBLIC_ORIGIN ? [process.env.PUBLIC_ORIGIN] : [],
  });
}

// Kept on globalThis so that hot reloads in development reuse it.
const cache = globalThis as { elicitationBridge?: Promise<ElicitationBridge> };
export const getBridge = () => {
  cache.elicitationBridge ??= createBridge();
  return cache.elicitationBridge;
};
