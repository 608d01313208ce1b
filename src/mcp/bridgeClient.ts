/**
 * The browser half of the elicitation bridge: reads the session's elicitations from the bridge
 * endpoint (Server-Sent Events over `fetch`), puts each in the page's `ElicitationQueue` and posts
 * the user's answer back. Reconnects with backoff and resumes with `Last-Event-ID`.
 */

import { createParser } from 'eventsource-parser';
import type { BridgeAnswer, BridgeAnswerBody, BridgeEvent, PendingElicitation } from 'mcp-elicitation-react/bridge';
import type { ElicitResult } from 'mcp-elicitation-react/core';
import { ElicitationAnsweredElsewhereError, type ElicitationQueue } from './ElicitationQueue';

/**
 * Where the connection stands: `connecting` (first attempt), `open`, `reconnecting` (lost; the next
 * attempt is scheduled), `unauthorized` (the endpoint answered 401 or 403; no more attempts) or `closed`.
 */
export type ElicitationBridgeStatus = 'connecting' | 'open' | 'reconnecting' | 'unauthorized' | 'closed';

/** The connection's state, the same object until it changes (for `useSyncExternalStore`). */
export interface ElicitationBridgeState {
  readonly status: ElicitationBridgeStatus;
  /** Failed attempts since the stream was last open. */
  readonly attempt: number;
  /** While reconnecting: when the next attempt starts (`Date.now()` time), else null. */
  readonly retryAt: number | null;
  /** What went wrong last, for a log or a tooltip. */
  readonly lastError: string | null;
}

/** Options of `connectElicitationBridge`. */
export interface ConnectElicitationBridgeOptions {
  /** The bridge endpoint (`bridge.fetch` on the host's server), e.g. `/api/elicitations`. */
  url: string | URL;
  /** The queue the page's `ElicitationProvider` shows. */
  queue: Pick<ElicitationQueue, 'enqueue' | 'enqueueUrlRequired' | 'complete'>;
  /** Extra request headers, e.g. `{ Authorization: 'Bearer …' }` when `authorize` reads a token; a function is read per request. */
  headers?: HeadersInit | (() => HeadersInit);
  /** Whether cookies go along. @default 'same-origin' */
  credentials?: RequestCredentials;
  /** Reconnection delays: doubling from `initialMs` up to `maxMs`, each with up to 50% random jitter. @default { initialMs: 500, maxMs: 30000 } */
  backoff?: { initialMs?: number; maxMs?: number };
  /** The `fetch` to use. @default globalThis.fetch */
  fetch?: typeof fetch;
}

/** A running connection to a bridge endpoint. */
export interface ElicitationBridgeConnection {
  /** The current state. */
  getState(): ElicitationBridgeState;
  /** Registers a state listener; returns the unsubscribe function (`useSyncExternalStore` shape). */
  subscribe(listener: () => void): () => void;
  /** Stops: ends the stream and closes what it put in the queue (answers can no longer be sent). */
  close(): void;
}

interface Shown {
  elicitation: PendingElicitation;
  controller: AbortController;
  /** The user answered here; the POST is on its way or done. */
  answered: boolean;
}

const POST_ATTEMPTS = 6;

/** A delay that ends early (resolving) when `signal` aborts. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/** Withdrawal reasons for the queue: its notice then says the server withdrew the request. */
class BridgeWithdrawal extends Error {
  override readonly name = 'BridgeWithdrawal';
}

/**
 * Connects the page to a bridge endpoint: every pending elicitation of the user's session appears
 * in `queue` (in every tab), each answer is posted once, and an item answered in another tab or
 * withdrawn by its server closes with a notice. The stream reconnects with backoff and resumes
 * where it stopped; a reload gets every pending elicitation again.
 */
export function connectElicitationBridge({
  url,
  queue,
  headers,
  credentials = 'same-origin',
  backoff: { initialMs = 500, maxMs = 30_000 } = {},
  fetch: fetchImpl = globalThis.fetch.bind(globalThis),
}: ConnectElicitationBridgeOptions): ElicitationBridgeConnection {
  const stopped = new AbortController();
  const listeners = new Set<() => void>();
  const shown = new Map<string, Shown>();
  let state: ElicitationBridgeState = { status: 'connecting', attempt: 0, retryAt: null, lastError: null };
  let lastEventId: string | null = null;

  const extraHeaders = () => new Headers(typeof headers === 'function' ? headers() : headers);
  const setState = (next: Partial<ElicitationBridgeState>) => {
    state = { ...state, ...next };
    for (const listener of [...listeners]) listener();
  };
  const delay = (attempt: number) =>
    Math.min(maxMs, initialMs * 2 ** Math.max(0, attempt - 1)) * (0.5 + Math.random() / 2);

  function close(id: string, reason: Error) {
    const item = shown.get(id);
    if (!item) return;
    shown.delete(id);
    if (!item.answered) item.controller.abort(reason);
  }

  async function post(item: Shown, result: BridgeAnswer): Promise<void> {
    const { id } = item.elicitation;
    for (let attempt = 1; attempt <= POST_ATTEMPTS && !stopped.signal.aborted; attempt++) {
      try {
        const postHeaders = extraHeaders();
        postHeaders.set('Content-Type', 'application/json');
        const response = await fetchImpl(url, {
          method: 'POST',
          headers: postHeaders,
          body: JSON.stringify({ id, result } satisfies BridgeAnswerBody),
          credentials,
        });
        // The server refused the answer and the item is still pending: ask again.
        if (response.status === 422) {
          shown.delete(id);
          show(item.elicitation);
          return;
        }
        // 200, or settled before (409: another tab, or our own earlier attempt), or gone (404).
        if (response.status < 500 && response.status !== 429) return;
        setState({ lastError: `answer: HTTP ${response.status}` });
      } catch (error) {
        setState({ lastError: `answer: ${error instanceof Error ? error.message : String(error)}` });
      }
      await sleep(delay(attempt), stopped.signal);
    }
  }

  function show(elicitation: PendingElicitation) {
    if (shown.has(elicitation.id)) return;
    const item: Shown = { elicitation, controller: new AbortController(), answered: false };
    shown.set(elicitation.id, item);
    const { server } = elicitation;
    const signal = item.controller.signal;
    const answer: Promise<BridgeAnswer> =
      elicitation.kind === 'elicitation'
        ? queue.enqueue({ server, params: elicitation.params, signal })
        : queue.enqueueUrlRequired({ server, elicitations: elicitation.elicitations, signal });
    answer.then(
      (result: ElicitResult | BridgeAnswer) => {
        if (stopped.signal.aborted) return;
        item.answered = true;
        return post(item, result);
      },
      // Withdrawn, answered elsewhere or closed: the queue has already said so.
      () => {},
    );
  }

  function handle(event: BridgeEvent) {
    switch (event.type) {
      case 'pending':
        return show(event.elicitation);
      case 'answered':
        return close(event.id, new ElicitationAnsweredElsewhereError());
      case 'withdrawn':
        return close(event.id, new BridgeWithdrawal(event.reason));
      case 'completed':
        queue.complete(event.server, event.params);
        return;
      case 'sync':
        for (const id of [...shown.keys()]) {
          if (!event.pending.includes(id)) close(id, new BridgeWithdrawal('gone'));
        }
        return;
    }
  }

  async function readStream(body: ReadableStream<Uint8Array>): Promise<void> {
    const parser = createParser({
      onEvent(message) {
        if (message.id !== undefined) lastEventId = message.id;
        if (!message.event) return;
        try {
          handle({ type: message.event, ...JSON.parse(message.data) } as BridgeEvent);
        } catch (error) {
          setState({ lastError: `event: ${error instanceof Error ? error.message : String(error)}` });
        }
        if (state.attempt !== 0) setState({ attempt: 0 });
      },
    });
    const decoder = new TextDecoder();
    const reader = body.getReader();
    const cancel = () => void reader.cancel().catch(() => {});
    stopped.signal.addEventListener('abort', cancel, { once: true });
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } finally {
      stopped.signal.removeEventListener('abort', cancel);
    }
  }

  async function run() {
    while (!stopped.signal.aborted) {
      try {
        const streamHeaders = extraHeaders();
        streamHeaders.set('Accept', 'text/event-stream');
        if (lastEventId !== null) streamHeaders.set('Last-Event-ID', lastEventId);
        const response = await fetchImpl(url, {
          headers: streamHeaders,
          credentials,
          cache: 'no-store',
          signal: stopped.signal,
        });
        if (response.status === 401 || response.status === 403) {
          await response.body?.cancel().catch(() => {});
          setState({ status: 'unauthorized', retryAt: null, lastError: `HTTP ${response.status}` });
          return;
        }
        if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
        setState({ status: 'open', retryAt: null });
        await readStream(response.body);
        setState({ lastError: 'the stream ended' });
      } catch (error) {
        if (stopped.signal.aborted) break;
        setState({ lastError: error instanceof Error ? error.message : String(error) });
      }
      if (stopped.signal.aborted) break;
      const attempt = state.attempt + 1;
      const wait = delay(attempt);
      setState({ status: 'reconnecting', attempt, retryAt: Date.now() + wait });
      await sleep(wait, stopped.signal);
    }
  }

  void run();

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      if (stopped.signal.aborted) return;
      stopped.abort();
      for (const id of [...shown.keys()]) close(id, new BridgeWithdrawal('closed'));
      setState({ status: 'closed', retryAt: null });
    },
  };
}
