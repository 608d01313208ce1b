/**
 * The Redis store: several bridge instances behind a load balancer share pending elicitations
 * (hashes with a TTL), each session's event log (a capped list) and two kinds of Pub/Sub channel,
 * one per session (stream delivery) and one per instance (answers for the requests it holds). Every
 * change is one Lua script, so "first answer wins" holds across instances. All keys of a session
 * share a hash tag, so it also works on Redis Cluster.
 *
 * Built for node-redis (`redis` 4 and later): pass a connected client and a connected duplicate
 * for subscriptions; the store never opens or closes connections.
 */

import {
  type ElicitationStore,
  ElicitationStoreError,
  eventsSince,
  type LogPosition,
  notifyAll,
  randomId,
  type SessionMessage,
  type StoredEvent,
  settledEvent,
  storeError,
} from './store';
import type { BridgeEvent, BridgeOutcome, PendingElicitation } from './wire';

/** The commands the store sends: node-redis's `client.eval`. */
export interface RedisScriptClient {
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
  /**
   * node-redis's `client.isReady`: while false (Redis unreachable, reconnecting) the store fails at
   * once with an unavailable `ElicitationStoreError` instead of queueing the command.
   */
  readonly isReady?: boolean;
}

/**
 * A Pub/Sub message as node-redis hands it to a listener: a string (a `Buffer` only in buffer mode,
 * which the store does not ask for, but a cluster client's `unsubscribe` is typed for both).
 */
export type RedisPubSubMessage = string | Uint8Array;

/**
 * The subscriber connection: node-redis's `client.duplicate()`, connected; on Redis Cluster, a second
 * connected `createCluster` client (or `cluster.duplicate()`).
 */
export interface RedisSubscriberClient {
  subscribe(channel: string, listener: (message: string, channel: string) => unknown): Promise<unknown>;
  /** node-redis's `isReady`, as for the command client. */
  readonly isReady?: boolean;
  unsubscribe(
    channel: string,
    listener?: (message: RedisPubSubMessage, channel: RedisPubSubMessage) => unknown,
  ): Promise<unknown>;
  /** node-redis 4.6+: sharded Pub/Sub (`SSUBSCRIBE`), used on Redis Cluster 7 or later (see `pubSub`). */
  sSubscribe?(channel: string, listener: (message: string, channel: string) => unknown): Promise<unknown>;
  sUnsubscribe?(
    channel: string,
    listener?: (message: RedisPubSubMessage, channel: RedisPubSubMessage) => unknown,
  ): Promise<unknown>;
  /**
   * node-redis emits `ready` after every (re)connection of a client, and a cluster client
   * `node-ready` for each of its node connections (`node-reconnecting` before a reconnection): the
   * store then catches up on what it missed and puts back what a restart lost.
   */
  on?(event: 'ready' | 'node-ready' | 'node-reconnecting', listener: (node?: unknown) => void): unknown;
  off?(event: 'ready' | 'node-ready' | 'node-reconnecting', listener: (node?: unknown) => void): unknown;
}

/** Options of `createRedisElicitationStore`. */
export interface RedisElicitationStoreOptions {
  /** A connected client for commands. */
  client: RedisScriptClient;
  /** A second connected client for Pub/Sub (a subscribed connection cannot send commands). */
  subscriber: RedisSubscriberClient;
  /** Prefix of every key and channel, to share a Redis with other data. @default 'mer:' */
  prefix?: string;
  /** How long a settled item is remembered, so a late or replayed answer gets 409. @default 600000 (10 min) */
  settledTtlMs?: number;
  /** How many events each session's log keeps for `Last-Event-ID` resumption. @default 256 */
  logSize?: number;
  /**
   * How events and answers travel between instances: `sharded` Pub/Sub (`SPUBLISH`, Redis 7; on a
   * cluster a message goes only to the nodes of its session's slot), `classic` (`PUBLISH`, every
   * node of a cluster hears every message), or `auto`: sharded on Redis Cluster 7 or later, classic
   * on a single Redis and on older servers. Every instance on one Redis must use the same. @default 'auto'
   */
  pubSub?: 'auto' | 'sharded' | 'classic';
}

// Appends an event to the session log and publishes it. KEYS: seq, epoch, log.
// ARGV (from offset o): event JSON, fresh epoch, log size, session TTL (ms), session channel, and the
// publishing command (SPUBLISH to a shard channel in the session's slot, or PUBLISH).
const LOG_EVENT = `
local function log_event(o)
  local epoch = redis.call('GET', KEYS[2])
  if not epoch then
    epoch = ARGV[o + 1]
    redis.call('SET', KEYS[2], epoch)
  end
  local seq = redis.call('INCR', KEYS[1])
  local stored = '{"epoch":"' .. epoch .. '","seq":' .. seq .. ',"event":' .. ARGV[o] .. '}'
  redis.call('RPUSH', KEYS[3], stored)
  redis.call('LTRIM', KEYS[3], -tonumber(ARGV[o + 2]), -1)
  for i = 1, 3 do redis.call('PEXPIRE', KEYS[i], ARGV[o + 3]) end
  redis.call(ARGV[o + 5], ARGV[o + 4], '{"type":"event","stored":' .. stored .. '}')
  return seq
end
`;

// Items whose holder went away expire without settling; the oldest few members are swept on each
// put, so a session's pending set holds no more than its live items plus a few.
const PUT_BODY = `
for _, old in ipairs(redis.call('ZRANGE', KEYS[4], 0, 3)) do
  if redis.call('EXISTS', ARGV[11] .. old) == 0 then redis.call('ZREM', KEYS[4], old) end
end
redis.call('HSET', KEYS[5], 'holder', ARGV[3], 'elicitation', ARGV[4])
redis.call('PEXPIRE', KEYS[5], ARGV[2])
local seq = log_event(5)
redis.call('ZADD', KEYS[4], seq, ARGV[1])
redis.call('PEXPIRE', KEYS[4], ARGV[8])
`;
// KEYS: seq, epoch, log, pending, record. ARGV: id, record TTL, holder, elicitation JSON, LOG_EVENT's, record key prefix.
const PUT = `${LOG_EVENT}${PUT_BODY}
return {'put'}
`;

// After a restart: puts the item back unless its record is still there. KEYS, ARGV: PUT's.
// Returns 'restored', 'present', or 'settled' with the outcome JSON.
const RESTORE = `${LOG_EVENT}
local found = redis.call('HMGET', KEYS[5], 'holder', 'outcome')
if found[2] then return {'settled', found[2]} end
if found[1] then return {'present'} end
${PUT_BODY}
return {'restored'}
`;

// KEYS: seq, epoch, log, pending, record. ARGV: id, settled TTL, outcome JSON, holder channel prefix, then
// LOG_EVENT's (whose publishing command, ARGV[10], also tells the holder).
const SETTLE = `${LOG_EVENT}
local found = redis.call('HMGET', KEYS[5], 'holder', 'outcome')
if not found[1] then return {'unknown'} end
if found[2] then return {'settled-before', found[2]} end
redis.call('HSET', KEYS[5], 'outcome', ARGV[3])
redis.call('PEXPIRE', KEYS[5], ARGV[2])
redis.call('ZREM', KEYS[4], ARGV[1])
log_event(5)
redis.call(ARGV[10], ARGV[4] .. found[1], '{"id":' .. cjson.encode(ARGV[1]) .. ',"outcome":' .. ARGV[3] .. '}')
return {'settled'}
`;

// KEYS: record. Returns elicitation JSON and outcome JSON (or false).
const GET = `return redis.call('HMGET', KEYS[1], 'elicitation', 'outcome')`;

// KEYS: seq, epoch, pending. ARGV: fresh epoch, record key prefix, session TTL.
// Returns epoch, seq, then every pending item's elicitation JSON in order.
const SNAPSHOT = `
local epoch = redis.call('GET', KEYS[2])
if not epoch then
  epoch = ARGV[1]
  redis.call('SET', KEYS[2], epoch, 'PX', ARGV[3])
end
local seq = tonumber(redis.call('GET', KEYS[1]) or '0')
local reply = {epoch, seq}
for _, id in ipairs(redis.call('ZRANGE', KEYS[3], 0, -1)) do
  local found = redis.call('HMGET', ARGV[2] .. id, 'elicitation', 'outcome')
  if found[1] and not found[2] then table.insert(reply, found[1]) end
  if not found[1] then redis.call('ZREM', KEYS[3], id) end
end
return reply
`;

// KEYS: seq, epoch, log. ARGV: epoch. Returns false for another epoch, else seq then the log entries.
const EVENTS = `
if redis.call('GET', KEYS[2]) ~= ARGV[1] then return false end
local reply = {tonumber(redis.call('GET', KEYS[1]) or '0')}
for _, entry in ipairs(redis.call('LRANGE', KEYS[3], 0, -1)) do table.insert(reply, entry) end
return reply
`;

// KEYS: seq, epoch, log. ARGV: LOG_EVENT's.
const ANNOUNCE = `${LOG_EVENT}
return log_event(1)
`;

// KEYS: session channel (so a cluster runs it where a shard channel lives). ARGV: the publishing command.
const DISCONNECT = `return redis.call(ARGV[1], KEYS[1], '{"type":"disconnect"}')`;

// KEYS: a shard channel. Fails where the server has no sharded Pub/Sub (Redis before 7).
const PROBE_SHARDED = `return redis.call('SPUBLISH', KEYS[1], '')`;

interface HeldItem {
  sessionId: string;
  elicitation: PendingElicitation;
  /** When its record expires (epoch ms): a restored record keeps the time it had left. */
  expiresAt: number;
}

interface SessionChannel {
  listeners: Set<(message: SessionMessage) => void>;
  dispatch: (message: RedisPubSubMessage) => void;
  ready: Promise<unknown>;
}

/** How long the store waits after a node says `ready` for the others of a cluster to say so too. */
const READY_BURST_MS = 50;
/** How many held items are put back at once after a reconnection. */
const RESTORE_CONCURRENCY = 32;
/** Redis error replies that will not go away by trying again (as opposed to LOADING, BUSY, TRYAGAIN…). */
const TRANSIENT_REPLY = /^(LOADING|BUSY|TRYAGAIN|MASTERDOWN|CLUSTERDOWN)\b/;

/** Redis refused the write (an error reply such as OOM or READONLY), rather than not answering in time. */
function isRefusal(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /^[A-Z]{2,}\b/.test(message) && !TRANSIENT_REPLY.test(message);
}

const decoder = new TextDecoder();

function parse<T>(text: unknown): T {
  return JSON.parse(text instanceof Uint8Array ? decoder.decode(text) : String(text)) as T;
}

/**
 * Whether to use sharded Pub/Sub: asked for, or (`auto`) on Redis Cluster (a node-redis cluster
 * client) where the subscriber can `SSUBSCRIBE` and the server knows `SPUBLISH` (Redis 7; tried
 * once, in a script, as the store uses it). On a single Redis both kinds cost the same, and classic
 * keeps instances of earlier releases, which speak only classic, hearing each other.
 */
async function shardedPubSub(
  client: RedisScriptClient,
  subscriber: RedisSubscriberClient,
  pubSub: 'auto' | 'sharded' | 'classic',
  probeChannel: string,
): Promise<boolean> {
  if (pubSub !== 'auto') {
    if (pubSub === 'sharded' && (!subscriber.sSubscribe || !subscriber.sUnsubscribe)) {
      throw new TypeError(
        'pubSub: "sharded" needs a subscriber with sSubscribe and sUnsubscribe (node-redis 4.6 or later).',
      );
    }
    return pubSub === 'sharded';
  }
  const cluster = typeof (client as { nodeClient?: unknown }).nodeClient === 'function';
  if (!cluster || !subscriber.sSubscribe || !subscriber.sUnsubscribe) return false;
  try {
    await client.eval(PROBE_SHARDED, { keys: [probeChannel], arguments: [] });
    return true;
  } catch (error) {
    if (/unknown command|unknown or disabled command/i.test(error instanceof Error ? error.message : '')) return false;
    throw storeError(error, 'learn whether Redis has sharded Pub/Sub');
  }
}

/**
 * Creates a store on Redis for bridges on several instances; resolves once this instance's answer
 * channel is subscribed. Pending items expire with their timeout; settled ones after `settledTtlMs`.
 */
export async function createRedisElicitationStore({
  client,
  subscriber,
  prefix = 'mer:',
  settledTtlMs = 10 * 60_000,
  logSize = 256,
  pubSub = 'auto',
}: RedisElicitationStoreOptions): Promise<ElicitationStore> {
  const holderId = randomId();
  const sharded = await shardedPubSub(client, subscriber, pubSub, `${prefix}{probe}:pubsub`);
  /** Where a settled item's outcome goes: this instance's channel, or (sharded) one per session it holds items of. */
  const holderPrefixOf = (sessionId: string) => (sharded ? `${prefix}{${sessionId}}:holder:` : `${prefix}holder:`);
  const holderChannel = `${prefix}holder:${holderId}`;
  const publish = sharded ? 'SPUBLISH' : 'PUBLISH';
  const listen = (channel: string, listener: (message: RedisPubSubMessage) => void) =>
    sharded && subscriber.sSubscribe
      ? subscriber.sSubscribe(channel, listener)
      : subscriber.subscribe(channel, listener);
  const unlisten = (channel: string, listener?: (message: RedisPubSubMessage) => void) =>
    sharded && subscriber.sUnsubscribe
      ? subscriber.sUnsubscribe(channel, listener)
      : subscriber.unsubscribe(channel, listener);
  const settledListeners = new Set<(id: string, outcome: BridgeOutcome) => void>();
  const lostListeners = new Set<(id: string, error: ElicitationStoreError) => void>();
  /** Items this instance put and has not yet heard the outcome of, by id: what it needs to put them back. */
  const held = new Map<string, HeldItem>();
  /** Items the bridge stopped waiting for while the store failed: the outcome to record when it is back. */
  const released = new Map<string, { sessionId: string; outcome: BridgeOutcome }>();
  const channels = new Map<string, SessionChannel>();

  // Keys of one session share the hash tag {sessionId}: one Cluster slot, so each script is atomic.
  const base = (sessionId: string) => `${prefix}{${sessionId}}:`;
  const sessionKeys = (sessionId: string) => [
    `${base(sessionId)}seq`,
    `${base(sessionId)}epoch`,
    `${base(sessionId)}log`,
  ];
  const recordKey = (sessionId: string, id: string) => `${base(sessionId)}rec:${id}`;
  // A shard channel carries the session's hash tag: it lives in the slot of the session's keys.
  const channelOf = (sessionId: string) => (sharded ? `${base(sessionId)}events` : `${prefix}session:${sessionId}`);
  const logArguments = (sessionId: string, event: BridgeEvent, ttlMs: number) => [
    JSON.stringify(event),
    randomId(),
    String(logSize),
    String(Math.ceil(ttlMs)),
    channelOf(sessionId),
    publish,
  ];
  const sessionTtl = (recordTtlMs: number) => Math.max(recordTtlMs, settledTtlMs);

  /** Fails at once while a connection is down, rather than queueing until it is back. */
  const ready = (what: string, connection: { readonly isReady?: boolean } = client) => {
    if (connection.isReady === false) {
      throw new ElicitationStoreError(`Redis is unreachable; could not ${what}.`, { unavailable: true });
    }
  };
  /** Runs a script, failing with `ElicitationStoreError`. */
  const run = async (what: string, script: string, keys: string[], args: string[]) => {
    ready(what);
    try {
      return await client.eval(script, { keys, arguments: args });
    } catch (error) {
      throw storeError(error, what);
    }
  };
  const putKeys = (sessionId: string, id: string) => [
    ...sessionKeys(sessionId),
    `${base(sessionId)}pending`,
    recordKey(sessionId, id),
  ];
  const putArguments = (sessionId: string, elicitation: PendingElicitation, ttlMs: number) => [
    elicitation.id,
    String(Math.ceil(ttlMs)),
    holderId,
    JSON.stringify(elicitation),
    ...logArguments(sessionId, { type: 'pending', elicitation }, sessionTtl(ttlMs)),
    recordKey(sessionId, ''),
  ];

  const onHolderMessage = (message: RedisPubSubMessage) => {
    const { id, outcome } = parse<{ id: string; outcome: BridgeOutcome }>(message);
    deliverSettled(id, outcome);
  };
  /**
   * With sharded Pub/Sub, outcomes come on one channel per session this instance holds items of
   * (in the session's slot, where the script that settles them runs): followed while it holds one.
   */
  const holding = new Map<string, { items: number; ready: Promise<unknown> }>();
  async function hold(id: string, item: HeldItem): Promise<void> {
    held.set(id, item);
    if (!sharded) return;
    const channel = `${holderPrefixOf(item.sessionId)}${holderId}`;
    let entry = holding.get(channel);
    if (!entry) {
      const created = { items: 0, ready: listen(channel, onHolderMessage) };
      holding.set(channel, created);
      created.ready.catch(() => {
        if (holding.get(channel) === created) holding.delete(channel);
      });
      entry = created;
    }
    entry.items++;
    await entry.ready;
  }
  /** Forgets a held item; false when it was not held. */
  function drop(id: string): boolean {
    const item = held.get(id);
    if (!item) return false;
    held.delete(id);
    if (sharded) {
      const channel = `${holderPrefixOf(item.sessionId)}${holderId}`;
      const entry = holding.get(channel);
      if (entry && --entry.items <= 0) {
        holding.delete(channel);
        unlisten(channel, onHolderMessage).catch(() => {});
      }
    }
    return true;
  }
  function deliverSettled(id: string, outcome: BridgeOutcome) {
    if (!drop(id)) return;
    notifyAll(settledListeners, id, outcome);
  }

  async function get(sessionId: string, id: string) {
    const [elicitation, outcome] = (await run('read an item', GET, [recordKey(sessionId, id)], [])) as [
      string | null,
      string | null,
    ];
    if (!elicitation) return null;
    return {
      elicitation: parse<PendingElicitation>(elicitation),
      outcome: outcome ? parse<BridgeOutcome>(outcome) : null,
    };
  }

  /** Writes a held item's record unless it is there already; delivers its outcome if it settled. */
  async function putBack(id: string, item: HeldItem): Promise<void> {
    // Not `run`: the command client may reconnect a moment after the subscriber; node-redis queues it.
    const [status, outcome] = (await client.eval(RESTORE, {
      keys: putKeys(item.sessionId, id),
      arguments: putArguments(item.sessionId, item.elicitation, Math.max(1, item.expiresAt - Date.now())),
    })) as [string, string | undefined];
    if (status === 'settled') deliverSettled(id, parse<BridgeOutcome>(outcome));
  }

  /**
   * Puts one held item back if its record is gone (a restart without persistence): same id, same
   * session, the time it had left. Its outcome, if it settled meanwhile, is delivered; a store that
   * refuses the write loses the item, and its request fails with the error.
   */
  async function restore(id: string, item: HeldItem): Promise<void> {
    for (let attempt = 0; held.get(id) === item; attempt++) {
      if (item.expiresAt <= Date.now()) return void drop(id);
      try {
        return await putBack(id, item);
      } catch (error) {
        // Refused (out of memory, read-only): lost. Timed out or disconnected: try again while it lives.
        if (isRefusal(error)) {
          if (drop(id)) notifyAll(lostListeners, id, storeError(error, 'put back an item it lost'));
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, Math.min(5000, 250 * 2 ** attempt)));
      }
    }
  }

  // After a reconnection, Pub/Sub messages sent meanwhile are lost and, after a restart without
  // persistence, so is everything stored: put back what this instance holds (reading the outcomes of
  // what settled meanwhile), then end every local stream so pages resume from the log or a snapshot.
  // The subscriber is connected already: every later `ready` is a reconnection.
  /** Records the outcome of a released item; kept for the next reconnection if Redis fails again. */
  async function settleReleased(id: string, { sessionId, outcome }: { sessionId: string; outcome: BridgeOutcome }) {
    try {
      await client.eval(SETTLE, {
        keys: putKeys(sessionId, id),
        arguments: [
          id,
          String(settledTtlMs),
          JSON.stringify(outcome),
          holderPrefixOf(sessionId),
          ...logArguments(sessionId, settledEvent(id, outcome), sessionTtl(settledTtlMs)),
        ],
      });
      released.delete(id);
    } catch {
      // Tried again at the next reconnection; the record expires with its TTL meanwhile.
    }
  }

  /**
   * Puts back what this instance holds (reading the outcomes of what settled meanwhile) and, after a
   * reconnection (`announce`), ends every local stream so pages resume from the log or a snapshot:
   * Pub/Sub messages sent while a connection was down are lost.
   */
  async function catchUp(announce: boolean): Promise<void> {
    for (const entry of [...released]) void settleReleased(...entry);
    const waiting = [...held];
    // A few at a time: thousands at once would only time out against Redis's reply queue.
    const worker = async () => {
      for (let next = waiting.shift(); next; next = waiting.shift()) await restore(...next);
    };
    await Promise.allSettled(Array.from({ length: RESTORE_CONCURRENCY }, worker));
    if (announce) for (const { listeners } of channels.values()) notifyAll(listeners, { type: 'disconnect' });
  }

  // A single client says `ready` once per reconnection. A cluster client says `node-ready` for each
  // node client that connects: after `node-reconnecting`, a reconnection (three primaries after a
  // cluster restart); without, a first connection (a promoted replica after a failover, whose items
  // may not all have reached it; a shard's Pub/Sub connection, made when first needed), which puts
  // back what is missing but ends no stream. One catch-up for a burst, one more for what comes during it.
  let catching: Promise<void> | null = null;
  let again = false;
  let announce = false;
  /** Set once the store is subscribed: a cluster's pub/sub node first says `node-ready` while it subscribes. */
  let started = false;
  const reconnecting = new Set<string>();
  const catchUpSoon = (reconnection: boolean) => {
    if (!started) return;
    announce ||= reconnection;
    if (catching) {
      again = true;
      return;
    }
    catching = (async () => {
      do {
        again = false;
        // Let the rest of a burst arrive first.
        await new Promise((resolve) => setTimeout(resolve, READY_BURST_MS));
        const announcing = announce;
        announce = false;
        await catchUp(announcing);
      } while (again);
    })().finally(() => {
      catching = null;
    });
  };
  const nodeName = (node: unknown) => {
    const { host, port } = (node ?? {}) as { host?: unknown; port?: unknown };
    return `${String(host)}:${String(port)}`;
  };
  const onReady = () => catchUpSoon(true);
  const onNodeReconnecting = (node: unknown) => void reconnecting.add(nodeName(node));
  const onNodeReady = (node: unknown) => catchUpSoon(reconnecting.delete(nodeName(node)));
  subscriber.on?.('ready', onReady);
  subscriber.on?.('node-reconnecting', onNodeReconnecting);
  subscriber.on?.('node-ready', onNodeReady);
  // Classic Pub/Sub: one channel for this instance's outcomes (sharded: one per session, as items come).
  if (!sharded) await subscriber.subscribe(holderChannel, onHolderMessage);
  started = true;

  return {
    async put(sessionId, elicitation, ttlMs) {
      const item: HeldItem = { sessionId, elicitation, expiresAt: Date.now() + ttlMs };
      try {
        // Followed before it is stored, so no outcome can come before this instance listens for it.
        await hold(elicitation.id, item);
      } catch (error) {
        drop(elicitation.id);
        throw storeError(error, 'follow the outcomes of a session');
      }
      try {
        await run('park an item', PUT, putKeys(sessionId, elicitation.id), putArguments(sessionId, elicitation, ttlMs));
      } catch (error) {
        // A reply that timed out or a connection that dropped may still have written it: try once
        // more, idempotently; an unreachable Redis or a refusal fails the request.
        try {
          if (error instanceof ElicitationStoreError && error.unavailable) throw error;
          await putBack(elicitation.id, item);
        } catch {
          drop(elicitation.id);
          throw error;
        }
      }
    },
    get,
    async settle(sessionId, id, outcome) {
      const [status, prior] = (await run('settle an item', SETTLE, putKeys(sessionId, id), [
        id,
        String(settledTtlMs),
        JSON.stringify(outcome),
        holderPrefixOf(sessionId),
        ...logArguments(sessionId, settledEvent(id, outcome), sessionTtl(settledTtlMs)),
      ])) as [string, string | undefined];
      if (status === 'settled') return { status };
      if (status === 'settled-before') return { status, outcome: parse<BridgeOutcome>(prior) };
      return { status: 'unknown' };
    },
    async snapshot(sessionId) {
      const [epoch, seq, ...pending] = (await run(
        'read a session',
        SNAPSHOT,
        [...sessionKeys(sessionId).slice(0, 2), `${base(sessionId)}pending`],
        [randomId(), recordKey(sessionId, ''), String(settledTtlMs)],
      )) as [string, number, ...string[]];
      return { position: { epoch, seq: Number(seq) }, pending: pending.map((text) => parse<PendingElicitation>(text)) };
    },
    async eventsAfter(sessionId, position: LogPosition) {
      const reply = (await run('read a session log', EVENTS, sessionKeys(sessionId), [position.epoch])) as
        | [number, ...string[]]
        | null;
      if (!reply) return null;
      const [seq, ...entries] = reply;
      return eventsSince(
        entries.map((text) => parse<StoredEvent>(text)),
        Number(seq),
        position.seq,
      );
    },
    async announce(sessionId, event) {
      await run('log an event', ANNOUNCE, sessionKeys(sessionId), logArguments(sessionId, event, settledTtlMs));
    },
    async disconnect(sessionId) {
      await run('end a session', DISCONNECT, [channelOf(sessionId)], [publish]);
    },
    async subscribe(sessionId, listener) {
      ready('follow a session', subscriber);
      const channel = channelOf(sessionId);
      let entry = channels.get(channel);
      if (!entry) {
        const listeners = new Set<(message: SessionMessage) => void>();
        const dispatch = (message: RedisPubSubMessage) => notifyAll(listeners, parse<SessionMessage>(message));
        const created: SessionChannel = { listeners, dispatch, ready: listen(channel, dispatch) };
        channels.set(channel, created);
        created.ready.catch(() => {
          if (channels.get(channel) === created) channels.delete(channel);
        });
        entry = created;
      }
      const current = entry;
      current.listeners.add(listener);
      await current.ready;
      return () => {
        current.listeners.delete(listener);
        // The channel is unsubscribed when its last listener leaves.
        if (current.listeners.size > 0 || channels.get(channel) !== current) return;
        channels.delete(channel);
        unlisten(channel, current.dispatch).catch(() => {});
      };
    },
    onSettled(listener) {
      settledListeners.add(listener);
      return () => settledListeners.delete(listener);
    },
    onLost(listener) {
      lostListeners.add(listener);
      return () => lostListeners.delete(listener);
    },
    release(sessionId, id, outcome) {
      drop(id);
      released.set(id, { sessionId, outcome });
    },
    async close() {
      subscriber.off?.('ready', onReady);
      subscriber.off?.('node-reconnecting', onNodeReconnecting);
      subscriber.off?.('node-ready', onNodeReady);
      settledListeners.clear();
      lostListeners.clear();
      const subscribed = [...channels.keys()];
      const followed = [...holding.keys()];
      channels.clear();
      holding.clear();
      await Promise.allSettled([
        sharded ? null : subscriber.unsubscribe(holderChannel, onHolderMessage),
        ...followed.map((channel) => unlisten(channel, onHolderMessage)),
        ...subscribed.map((channel) => unlisten(channel)),
      ]);
    },
  };
}
