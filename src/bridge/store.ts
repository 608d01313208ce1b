/**
 * Where a bridge keeps pending elicitations, their outcomes and each session's event log, and how
 * it tells the instance holding an MCP request that the answer came in. `createMemoryElicitationStore`
 * serves one process; `createRedisElicitationStore` (./redis) serves several behind a load balancer.
 */
import type { BridgeEvent, BridgeOutcome, PendingElicitation } from './wire';

/** For store authors: one entry of a session's event log. `epoch` changes whenever the log starts afresh. */
export interface StoredEvent {
  epoch: string;
  seq: number;
  event: BridgeEvent;
}

/** For store authors: a place in a session's event log, as carried by `Last-Event-ID`. */
export interface LogPosition {
  epoch: string;
  seq: number;
}

/** For store authors: what `settle` did: settled it now, found it settled before (with that outcome), or knows no such item. */
export type SettleResult =
  | { status: 'settled' }
  | { status: 'settled-before'; outcome: BridgeOutcome }
  | { status: 'unknown' };

/** For store authors: what a session's stream subscribers receive: a logged event, or the order to end the stream. */
export type SessionMessage = { type: 'event'; stored: StoredEvent } | { type: 'disconnect' };

/** For store authors: a pending item with its outcome once settled. */
export interface StoredElicitation {
  elicitation: PendingElicitation;
  outcome: BridgeOutcome | null;
}

/**
 * The storage contract of a bridge. Every method is scoped by session id: an item of one session is
 * unknown to every other. `settle` is atomic: of concurrent calls for one item, exactly one settles it.
 * A host only passes a store (`createElicitationBridge({ store })`); its methods and the records
 * above are for store authors, checked by `elicitationStoreTests` from `/bridge/testing`.
 */
export interface ElicitationStore {
  /** Parks a pending item for `ttlMs` and logs (and publishes) its `pending` event. */
  put(sessionId: string, elicitation: PendingElicitation, ttlMs: number): Promise<void>;
  /** The item and its outcome, or null when the session has no such item (or it expired). */
  get(sessionId: string, id: string): Promise<StoredElicitation | null>;
  /** Settles a pending item once, logs `answered` or `withdrawn`, and tells its holder. */
  settle(sessionId: string, id: string, outcome: BridgeOutcome): Promise<SettleResult>;
  /** The session's pending items and the log position they are current at. */
  snapshot(sessionId: string): Promise<{ position: LogPosition; pending: PendingElicitation[] }>;
  /** The session's events after `position`, or null when the log no longer reaches back that far. */
  eventsAfter(sessionId: string, position: LogPosition): Promise<StoredEvent[] | null>;
  /** Logs and publishes an event that changes no item (a URL completion notification). */
  announce(sessionId: string, event: BridgeEvent): Promise<void>;
  /** Ends every open stream of the session, on every instance. */
  disconnect(sessionId: string): Promise<void>;
  /** Receives the session's events as they are logged; resolves with the unsubscribe function. */
  subscribe(sessionId: string, listener: (message: SessionMessage) => void): Promise<() => void>;
  /** Receives the outcome of every item this instance `put`, wherever it was settled. */
  onSettled(listener: (id: string, outcome: BridgeOutcome) => void): () => void;
  /**
   * Receives the items this instance `put` that the store lost and could not put back (after a
   * restart without persistence): their MCP requests then fail with an error. A store that cannot
   * lose items (one process, in memory) need not implement it.
   */
  onLost?(listener: (id: string, error: ElicitationStoreError) => void): () => void;
  /**
   * The bridge stopped waiting for an item this instance `put` without the store recording how it
   * ended (`settle` failed): record `outcome` once the store is back, and never put the item back.
   * A store whose `settle` cannot fail for want of a connection need not implement it.
   */
  release?(sessionId: string, id: string, outcome: BridgeOutcome): void;
  /** Releases what the store holds (timers, subscriptions); connections it was given stay open. */
  close(): Promise<void>;
}

/**
 * The store could not be reached or refused a write: infrastructure, never the person's answer. The
 * endpoint answers 503 with `Retry-After`; an MCP request whose outcome the store cannot tell fails
 * with this error (its server sees an error response, never a `cancel`).
 */
export class ElicitationStoreError extends Error {
  override readonly name = 'ElicitationStoreError';
  /** True when the store is unreachable right now and a later attempt may succeed. */
  readonly unavailable: boolean;

  constructor(message: string, options: { cause?: unknown; unavailable?: boolean } = {}) {
    super(message, { cause: options.cause });
    this.unavailable = options.unavailable ?? false;
  }
}

/** `error` as an `ElicitationStoreError` (kept when it is one already). */
export function storeError(error: unknown, what: string): ElicitationStoreError {
  if (error instanceof ElicitationStoreError) return error;
  const detail = error instanceof Error ? error.message : String(error);
  return new ElicitationStoreError(`The elicitation store failed to ${what}: ${detail}`, { cause: error });
}

/** Options of `createMemoryElicitationStore`. */
export interface MemoryElicitationStoreOptions {
  /** How long a settled item is remembered, so a late or replayed answer gets 409. @default 600000 (10 min) */
  settledTtlMs?: number;
  /** How many events each session's log keeps for `Last-Event-ID` resumption. @default 256 */
  logSize?: number;
}

interface MemoryRecord {
  sessionId: string;
  elicitation: PendingElicitation;
  outcome: BridgeOutcome | null;
  expiresAt: number;
}

interface MemorySession {
  epoch: string;
  seq: number;
  log: StoredEvent[];
  pending: Set<string>;
  listeners: Set<(message: SessionMessage) => void>;
  touchedAt: number;
}

/**
 * The events of a session's log after `seq`, or null when they cannot all be given: `seq` is ahead
 * of the log, or events after it were already trimmed away (the page then reloads the session).
 */
export function eventsSince(log: readonly StoredEvent[], currentSeq: number, seq: number): StoredEvent[] | null {
  if (seq > currentSeq) return null;
  const first = log[0]?.seq ?? currentSeq + 1;
  if (seq + 1 < first) return null;
  return log.filter((stored) => stored.seq > seq);
}

/** A random id, unguessable: item ids are capabilities within their session. */
export function randomId(): string {
  return crypto.randomUUID();
}

/** Calls every listener, so that one that throws cannot keep the others from hearing. */
export function notifyAll<A extends unknown[]>(listeners: Iterable<(...args: A) => void>, ...args: A): void {
  for (const listener of [...listeners]) {
    try {
      listener(...args);
    } catch {
      // A listener's failure is its own; the store's state is already consistent.
    }
  }
}

/** The event logged when an item is settled. */
export function settledEvent(id: string, outcome: BridgeOutcome): BridgeEvent {
  return outcome.type === 'answered' ? { type: 'answered', id } : { type: 'withdrawn', id, reason: outcome.reason };
}

/**
 * The in-memory store: one process, nothing shared. The default of `createElicitationBridge`.
 * Settled items and idle sessions are pruned as the store is used.
 */
export function createMemoryElicitationStore({
  settledTtlMs = 10 * 60_000,
  logSize = 256,
}: MemoryElicitationStoreOptions = {}): ElicitationStore {
  const records = new Map<string, MemoryRecord>();
  const sessions = new Map<string, MemorySession>();
  const settledListeners = new Set<(id: string, outcome: BridgeOutcome) => void>();
  let nextPrune = Date.now() + 60_000;

  function session(sessionId: string): MemorySession {
    let state = sessions.get(sessionId);
    if (!state) {
      state = { epoch: randomId(), seq: 0, log: [], pending: new Set(), listeners: new Set(), touchedAt: 0 };
      sessions.set(sessionId, state);
    }
    state.touchedAt = Date.now();
    return state;
  }

  function record(sessionId: string, id: string): MemoryRecord | null {
    const found = records.get(id);
    if (!found || found.sessionId !== sessionId) return null;
    if (found.expiresAt <= Date.now()) {
      records.delete(id);
      sessions.get(sessionId)?.pending.delete(id);
      return null;
    }
    return found;
  }

  function log(state: MemorySession, event: BridgeEvent): void {
    const stored: StoredEvent = { epoch: state.epoch, seq: ++state.seq, event };
    state.log.push(stored);
    if (state.log.length > logSize) state.log.splice(0, state.log.length - logSize);
    notifyAll(state.listeners, { type: 'event', stored });
  }

  function prune(): void {
    const now = Date.now();
    if (now < nextPrune) return;
    nextPrune = now + 60_000;
    for (const [id, found] of records) {
      if (found.expiresAt > now) continue;
      records.delete(id);
      sessions.get(found.sessionId)?.pending.delete(id);
    }
    for (const [sessionId, state] of sessions) {
      const idle = state.pending.size === 0 && state.listeners.size === 0 && now - state.touchedAt > settledTtlMs;
      if (idle) sessions.delete(sessionId);
    }
  }

  return {
    async put(sessionId, elicitation, ttlMs) {
      prune();
      const state = session(sessionId);
      records.set(elicitation.id, { sessionId, elicitation, outcome: null, expiresAt: Date.now() + ttlMs });
      state.pending.add(elicitation.id);
      log(state, { type: 'pending', elicitation });
    },
    async get(sessionId, id) {
      const found = record(sessionId, id);
      return found ? { elicitation: found.elicitation, outcome: found.outcome } : null;
    },
    async settle(sessionId, id, outcome) {
      prune();
      const found = record(sessionId, id);
      if (!found) return { status: 'unknown' };
      if (found.outcome) return { status: 'settled-before', outcome: found.outcome };
      found.outcome = outcome;
      found.expiresAt = Date.now() + settledTtlMs;
      const state = session(sessionId);
      state.pending.delete(id);
      log(state, settledEvent(id, outcome));
      notifyAll(settledListeners, id, outcome);
      return { status: 'settled' };
    },
    async snapshot(sessionId) {
      const state = session(sessionId);
      const pending: PendingElicitation[] = [];
      for (const id of state.pending) {
        const found = record(sessionId, id);
        if (found) pending.push(found.elicitation);
      }
      return { position: { epoch: state.epoch, seq: state.seq }, pending };
    },
    async eventsAfter(sessionId, { epoch, seq }) {
      const state = sessions.get(sessionId);
      return state && state.epoch === epoch ? eventsSince(state.log, state.seq, seq) : null;
    },
    async announce(sessionId, event) {
      log(session(sessionId), event);
    },
    async disconnect(sessionId) {
      const state = sessions.get(sessionId);
      if (state) notifyAll(state.listeners, { type: 'disconnect' });
    },
    async subscribe(sessionId, listener) {
      const state = session(sessionId);
      state.listeners.add(listener);
      return () => {
        state.listeners.delete(listener);
      };
    },
    onSettled(listener) {
      settledListeners.add(listener);
      return () => settledListeners.delete(listener);
    },
    async close() {
      settledListeners.clear();
      for (const state of sessions.values()) state.listeners.clear();
    },
  };
}
