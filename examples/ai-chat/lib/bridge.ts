// One elicitation bridge per server instance. With REDIS_URL its pending items live in Redis, so an
// answer posted to any instance reaches the instance whose MCP client is waiting for it.
import {
  createElicitationBridge,
  createMemoryElicitationStore,
  createRedisElicitationStore,
  type ElicitationBridge,
} from 'mcp-elicitation-react/bridge';
import { getRedis } from './redis';
import { sessionIdFrom } from './session';

/** How long a question waits for the person before the MCP server gets `cancel` (the card shows it). */
export const TIME_TO_ANSWER_MS = Number(process.env.TIME_TO_ANSWER_MS ?? 10 * 60_000);

async function createBridge(): Promise<ElicitationBridge> {
  const redis = await getRedis();
  return createElicitationBridge({
    authorize: sessionIdFrom,
    store: redis ? await createRedisElicitationStore(redis) : createMemoryElicitationStore(),
    timeoutMs: TIME_TO_ANSWER_MS,
    // Next.js hands route handlers a URL on `localhost`; pages on another name of this host post from there.
    allowedOrigins: process.env.PUBLIC_ORIGIN?.split(',') ?? [],
  });
}

const cache = globalThis as { aiChatBridge?: Promise<ElicitationBridge> };
export const getBridge = () => {
  cache.aiChatBridge ??= createBridge();
  return cache.aiChatBridge;
};
