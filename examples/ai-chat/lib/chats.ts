// Where chats live: their messages and the id of the response stream still being written, so a
// reload or another tab can resume it. In memory for one process, in Redis (REDIS_URL) for several.
import type { UIMessage } from 'ai';
import { createResumableStreamContext, type Publisher, type Subscriber } from 'resumable-stream/generic';
import { getRedis } from './redis';

export interface ChatRecord {
  /** The session that owns the chat; nobody else reads it. */
  owner: string;
  messages: UIMessage[];
  /** The resumable stream of the answer being written, or null. */
  activeStreamId: string | null;
}

const memory = globalThis as { aiChats?: Map<string, ChatRecord>; aiChatStreams?: MemoryPubSub };
const key = (chatId: string) => `ai-chat:chat:${chatId}`;

export async function readChat(chatId: string): Promise<ChatRecord | null> {
  const redis = await getRedis();
  if (!redis) return memory.aiChats?.get(chatId) ?? null;
  const stored = await redis.client.get(key(chatId));
  return stored ? (JSON.parse(stored) as ChatRecord) : null;
}

export async function writeChat(chatId: string, record: ChatRecord): Promise<void> {
  const redis = await getRedis();
  if (!redis) {
    memory.aiChats ??= new Map();
    memory.aiChats.set(chatId, record);
    return;
  }
  await redis.client.set(key(chatId), JSON.stringify(record), { EX: 24 * 60 * 60 });
}

/** `resumable-stream`'s Publisher and Subscriber for one process, without Redis. */
class MemoryPubSub implements Publisher, Subscriber {
  private readonly values = new Map<string, string>();
  private readonly channels = new Map<string, Set<(message: string) => void>>();
  connect = async () => {};
  publish = async (channel: string, message: string) => {
    const listeners = [...(this.channels.get(channel) ?? [])];
    queueMicrotask(() => {
      for (const listener of listeners) listener(message);
    });
    return listeners.length;
  };
  set = async (name: string, value: string, options?: { EX?: number }) => {
    this.values.set(name, value);
    if (options?.EX) setTimeout(() => this.values.delete(name), options.EX * 1000).unref?.();
    return 'OK';
  };
  get = async (name: string) => this.values.get(name) ?? null;
  incr = async (name: string) => {
    const next = Number(this.values.get(name) ?? 0) + 1;
    this.values.set(name, String(next));
    return next;
  };
  subscribe = async (channel: string, callback: (message: string) => void) => {
    const listeners = this.channels.get(channel) ?? new Set();
    listeners.add(callback);
    this.channels.set(channel, listeners);
  };
  unsubscribe = async (channel: string) => {
    this.channels.delete(channel);
  };
}

/** The resumable-stream context: an answer's stream is kept while it is written, and any instance can replay it. */
export async function streamContext() {
  const redis = await getRedis();
  if (redis) {
    return createResumableStreamContext({
      waitUntil: null,
      publisher: redis.client,
      subscriber: redis.subscriber,
      keyPrefix: 'ai-chat:stream',
    });
  }
  memory.aiChatStreams ??= new MemoryPubSub();
  return createResumableStreamContext({
    waitUntil: null,
    publisher: memory.aiChatStreams,
    subscriber: memory.aiChatStreams,
  });
}
