/**
 * The React-free queue behind `ElicitationProvider`: pending requests from any number of servers,
 * shown one at a time, each answered exactly once in the form its server expects.
 */

import type { ElicitationWait, ElicitResult, ServerInfo } from 'mcp-elicitation-react/core';
import { runAt } from '../core/deadline';
import { ElicitationCompletionTracker } from '../core/protocol';
import { urlWait } from '../core/revision';

/** One `elicitation/create` to put before the user. */
export interface ElicitationQueueRequest {
  /** The server asking, as the host knows it (never taken from the request). */
  server: ServerInfo;
  /** The raw `elicitation/create` params, of either protocol generation. */
  params: unknown;
  /** Aborts when the server withdraws the request (cancelled, timed out); the UI then closes. */
  signal?: AbortSignal;
  /**
   * When the answer is due, as epoch milliseconds (`Date.now()` scale), if the host knows it (e.g.
   * the server's own timeout). The dialog shows the time left; when it passes, the request is
   * answered with cancel and a notice says so.
   */
  deadline?: number;
}

/** The URL requests of a 2025-11-25 `-32042` error, to walk through before retrying the call. */
export interface UrlElicitationRequiredRequest {
  /** The server whose request failed. */
  server: ServerInfo;
  /** `error.data.elicitations`, as sent. */
  elicitations: readonly unknown[];
  /** Aborts when the host gives up on the call; the UI then closes. */
  signal?: AbortSignal;
}

/** What the user chose after a `-32042` walk-through: retry the original request, or stop. */
export type UrlElicitationRequiredChoice = 'retry' | 'stop';

/** An `elicitation/create` in the queue. */
export interface ElicitationRequestItem {
  readonly kind: 'elicitation';
  readonly id: string;
  readonly server: ServerInfo;
  readonly params: unknown;
  /** URL mode: how the wait after consent ends; null for form requests. */
  readonly wait: ElicitationWait | null;
  /** `asking` until the user answers; `waiting` after consenting to a URL. */
  readonly state: 'asking' | 'waiting';
  /** 2025-11-25: the completion notification for this request's `elicitationId` arrived. */
  readonly completed: boolean;
  /** When the answer is due (epoch milliseconds), or null when the host set no deadline. */
  readonly deadline: number | null;
}

/** A `-32042` URLElicitationRequired walk-through in the queue. */
export interface UrlElicitationRequiredItem {
  readonly kind: 'url-required';
  readonly id: string;
  readonly server: ServerInfo;
  readonly elicitations: readonly unknown[];
}

/** Anything the queue shows the user. */
export type ElicitationQueueItem = ElicitationRequestItem | UrlElicitationRequiredItem;

/**
 * A short message for the user about a request that went away: `withdrawn` ("Weather withdrew its
 * request"), `answered-elsewhere` (another tab or device of the same user answered it first) or
 * `expired` (its deadline passed before an answer).
 */
export interface ElicitationNotice {
  readonly id: string;
  readonly kind: 'withdrawn' | 'answered-elsewhere' | 'expired';
  readonly server: ServerInfo;
  /** `Date.now()` when it was raised, so a UI can expire it. */
  readonly createdAt: number;
}

/** Where the shown item stands in the current run of requests: "2 of 3". */
export interface ElicitationQueuePosition {
  readonly index: number;
  readonly total: number;
}

/** The queue's state, immutable, for `useSyncExternalStore`. */
export interface ElicitationQueueSnapshot {
  /** Every item not yet finished, in order; the first is shown. */
  readonly items: readonly ElicitationQueueItem[];
  /** The item shown now, or null when the queue is empty. */
  readonly current: ElicitationQueueItem | null;
  /** The shown item's place among those finished since the queue was last empty and those waiting. */
  readonly position: ElicitationQueuePosition | null;
  readonly notices: readonly ElicitationNotice[];
}

/** The rejection of an enqueued request whose server withdrew it (its signal aborted). */
export class ElicitationWithdrawnError extends Error {
  override readonly name = 'ElicitationWithdrawnError';
  /** The server that withdrew its request. */
  readonly server: ServerInfo;

  constructor(server: ServerInfo, cause?: unknown) {
    super(`${server.name} withdrew its request.`, { cause });
    this.server = server;
  }
}

/**
 * The abort reason that closes a request because the same user answered it elsewhere (another tab
 * of a bridged session): the notice says so instead of "withdrew its request".
 */
export class ElicitationAnsweredElsewhereError extends Error {
  override readonly name = 'ElicitationAnsweredElsewhereError';

  constructor() {
    super('The request was answered elsewhere.');
  }
}

/**
 * How many notices the queue keeps, newest last; older ones are dropped. `ElicitationProvider`
 * dismisses each after a few seconds, but a queue used without it must not grow forever.
 */
export const MAX_QUEUE_NOTICES = 10;

interface Entry {
  item: ElicitationQueueItem;
  settled: boolean;
  settle: (value: ElicitResult | UrlElicitationRequiredChoice) => void;
  reject: (error: unknown) => void;
  detach: () => void;
  /** 2025-11-25 URL mode: the id whose completion notification ends the wait. */
  elicitationId: string | null;
  /** This entry's own completion listener: requests may share an id, each stops its own wait. */
  onComplete: () => void;
  /** URL mode without an `elicitationId`: the accept, held back until the user retries. */
  heldAccept: ElicitResult | null;
  /** Stops the deadline timer, if any. */
  clearDeadline: () => void;
}

const CANCEL: ElicitResult = { action: 'cancel' };
const EMPTY: ElicitationQueueSnapshot = { items: [], current: null, position: null, notices: [] };

/**
 * Pending elicitations from any number of servers, shown one at a time. `enqueue` resolves with
 * the user's `ElicitResult`; `subscribe` and `getSnapshot` drive a UI through
 * `useSyncExternalStore`. Nothing is lost and nothing is answered twice.
 */
export class ElicitationQueue {
  private entries: Entry[] = [];
  private notices: ElicitationNotice[] = [];
  private finishedInRun = 0;
  private nextId = 1;
  private snapshot: ElicitationQueueSnapshot = EMPTY;
  private readonly listeners = new Set<() => void>();
  /** Completion trackers per server name: `elicitationId`s are only unique within a server. */
  private readonly trackers = new Map<string, ElicitationCompletionTracker>();

  /** Puts an `elicitation/create` in line; resolves with the user's answer, or rejects when withdrawn. */
  enqueue({ server, params, signal, deadline }: ElicitationQueueRequest): Promise<ElicitResult> {
    const { wait, elicitationId } = urlWait(params) ?? { wait: null, elicitationId: null };
    return this.add<ElicitResult>(signal, server, elicitationId, (id) => ({
      kind: 'elicitation',
      id,
      server,
      params,
      wait,
      state: 'asking',
      completed: false,
      deadline: typeof deadline === 'number' && Number.isFinite(deadline) ? deadline : null,
    }));
  }

  /** Puts a `-32042` walk-through in line; resolves with `retry` or `stop`, or rejects when withdrawn. */
  enqueueUrlRequired({
    server,
    elicitations,
    signal,
  }: UrlElicitationRequiredRequest): Promise<UrlElicitationRequiredChoice> {
    return this.add<UrlElicitationRequiredChoice>(signal, server, null, (id) => ({
      kind: 'url-required',
      id,
      server,
      elicitations,
    }));
  }

  /**
   * The deadline of item `id` passed: an unanswered request is answered with cancel, a URL wait
   * ends (a held accept becomes cancel), and a notice says so if it was shown. Unknown or finished
   * items are ignored, so the UI and the queue's own timer may both call it.
   */
  expire(id: string): void {
    const entry = this.find(id);
    if (entry?.item.kind !== 'elicitation') return;
    if (this.entries[0] === entry) this.notify(entry, 'expired');
    this.resolve(entry, CANCEL);
    this.finish(entry);
  }

  /**
   * The user answered item `id`. Consent to a URL leaves it shown in the waiting state: with an
   * `elicitationId` the accept is sent now and the completion notification ends the wait; without
   * one the accept is held until the user retries. Unknown, finished or waiting items are ignored.
   */
  respond(id: string, result: ElicitResult): void {
    const entry = this.find(id);
    if (entry?.item.kind !== 'elicitation' || entry.item.state !== 'asking') return;
    const { item } = entry;
    if (item.wait !== null && result.action === 'accept') {
      if (item.wait === 'completion') this.resolve(entry, result);
      else entry.heldAccept = result;
      // A completion that arrived before consent ends the wait at once.
      if (!item.completed) {
        entry.item = { ...item, state: 'waiting' };
        this.emit();
        return;
      }
    }
    this.resolve(entry, result);
    this.finish(entry);
  }

  /** The user finished on the page and asks to retry: sends the held accept, or retries the `-32042` call. */
  retry(id: string): void {
    const entry = this.find(id);
    if (!entry) return;
    if (entry.item.kind === 'url-required') this.resolve(entry, 'retry');
    else if (entry.item.state === 'waiting' && entry.heldAccept) this.resolve(entry, entry.heldAccept);
    else return;
    this.finish(entry);
  }

  /** The user stops: ends a URL wait (a held accept becomes cancel) or a `-32042` walk-through. */
  stop(id: string): void {
    const entry = this.find(id);
    if (!entry) return;
    if (entry.item.kind === 'url-required') this.resolve(entry, 'stop');
    else if (entry.item.state === 'waiting') this.resolve(entry, CANCEL);
    else return;
    this.finish(entry);
  }

  /**
   * Handles `notifications/elicitation/complete` params from `server` (2025-11-25). Ends the wait of
   * the matching request; unknown or finished ids are ignored (specification: completion notifications). Returns whether it matched.
   */
  complete(server: ServerInfo, params: unknown): boolean {
    return this.trackers.get(server.name)?.complete(params) != null;
  }

  /** Answers everything in line with cancel (`stop` for walk-throughs) and empties the queue. */
  cancelAll(): void {
    const entries = this.entries;
    this.entries = [];
    this.notices = [];
    this.finishedInRun = 0;
    for (const entry of entries) {
      entry.clearDeadline();
      this.forgetCompletion(entry);
      this.resolve(entry, entry.item.kind === 'url-required' ? 'stop' : CANCEL);
    }
    this.emit();
  }

  /** Removes a notice once the UI has shown it long enough. */
  dismissNotice(id: string): void {
    const notices = this.notices.filter((notice) => notice.id !== id);
    if (notices.length === this.notices.length) return;
    this.notices = notices;
    this.emit();
  }

  /** Registers a change listener; returns the unsubscribe function (`useSyncExternalStore` shape). */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The current state; the same object until something changes. */
  getSnapshot = (): ElicitationQueueSnapshot => this.snapshot;

  private add<T extends ElicitResult | UrlElicitationRequiredChoice>(
    signal: AbortSignal | undefined,
    server: ServerInfo,
    elicitationId: string | null,
    makeItem: (id: string) => ElicitationQueueItem,
  ): Promise<T> {
    if (signal?.aborted) return Promise.reject(new ElicitationWithdrawnError(server, signal.reason));
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => this.withdraw(entry, signal?.reason);
      const entry: Entry = {
        item: makeItem(`elicitation-${this.nextId++}`),
        settled: false,
        settle: resolve as Entry['settle'],
        reject,
        detach: () => signal?.removeEventListener('abort', onAbort),
        elicitationId,
        onComplete: () => this.completed(entry),
        heldAccept: null,
        clearDeadline: () => {},
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const deadline = entry.item.kind === 'elicitation' ? entry.item.deadline : null;
      if (deadline !== null) entry.clearDeadline = runAt(deadline, () => this.expire(entry.item.id));
      if (elicitationId !== null) this.tracker(server).track(elicitationId, entry.onComplete);
      this.entries.push(entry);
      this.emit();
    });
  }

  private tracker(server: ServerInfo): ElicitationCompletionTracker {
    let tracker = this.trackers.get(server.name);
    if (!tracker) {
      tracker = new ElicitationCompletionTracker();
      this.trackers.set(server.name, tracker);
    }
    return tracker;
  }

  private completed(entry: Entry): void {
    if (entry.item.kind !== 'elicitation' || !this.entries.includes(entry)) return;
    entry.item = { ...entry.item, completed: true };
    if (entry.item.state === 'waiting') this.finish(entry);
    else this.emit();
  }

  private withdraw(entry: Entry, reason: unknown): void {
    const index = this.entries.indexOf(entry);
    if (index === -1) return;
    if (index === 0) {
      this.notify(entry, reason instanceof ElicitationAnsweredElsewhereError ? 'answered-elsewhere' : 'withdrawn');
    }
    if (!entry.settled) {
      entry.settled = true;
      entry.detach();
      entry.reject(new ElicitationWithdrawnError(entry.item.server, reason));
    }
    this.remove(entry, index === 0);
  }

  /** Adds a notice about `entry`, keeping the newest `MAX_QUEUE_NOTICES`. */
  private notify(entry: Entry, kind: ElicitationNotice['kind']): void {
    this.notices = [
      ...this.notices,
      { id: `${entry.item.id}-${kind}`, kind, server: entry.item.server, createdAt: Date.now() },
    ].slice(-MAX_QUEUE_NOTICES);
  }

  private find(id: string): Entry | undefined {
    return this.entries.find((entry) => entry.item.id === id);
  }

  private resolve(entry: Entry, value: ElicitResult | UrlElicitationRequiredChoice): void {
    if (entry.settled) return;
    entry.settled = true;
    entry.detach();
    entry.settle(value);
  }

  private finish(entry: Entry): void {
    this.remove(entry, true);
  }

  private remove(entry: Entry, counts: boolean): void {
    this.entries = this.entries.filter((other) => other !== entry);
    entry.clearDeadline();
    this.forgetCompletion(entry);
    this.finishedInRun = this.entries.length === 0 ? 0 : this.finishedInRun + (counts ? 1 : 0);
    this.emit();
  }

  private forgetCompletion(entry: Entry): void {
    if (entry.elicitationId !== null)
      this.trackers.get(entry.item.server.name)?.forget(entry.elicitationId, entry.onComplete);
  }

  private emit(): void {
    const items = this.entries.map((entry) => entry.item);
    const current = items[0] ?? null;
    this.snapshot = {
      items,
      current,
      position: current ? { index: this.finishedInRun + 1, total: this.finishedInRun + items.length } : null,
      notices: this.notices,
    };
    for (const listener of [...this.listeners]) listener();
  }
}
