/**
 * The browser half of the elicitation bridge: reads the session's elicitations from the bridge
 * endpoint (Server-Sent Events over `fetch`), puts each in the page's `ElicitationQueue` and posts
 * the user's answer back. Reconnects with backoff and resumes with `Last-Event-ID`. The tabs of one
 * browser share one stream (`./tabs`): one holds it, the others hear its events.
 */

import { createParser } from 'eventsource-parser';
import type { ElicitResult } from 'mcp-elicitation-react/core';
import type { ElicitationQueue } from 'mcp-elicitation-react/mcp';
import { ElicitationAnsweredElsewhereError } from '../mcp/ElicitationQueue';
import { campaign, sharingKey, type TabMessage, tabSharing } from './tabs';
// Values from the wire module itself: the browser half loads none of the server half.
import {
  BRIDGE_PROTOCOL,
  BRIDGE_PROTOCOL_HEADER,
  type BridgeAnswer,
  type BridgeEvent,
  type PendingElicitation,
  postBridgeAnswer,
} from './wire';

/**
 * Where the connection stands: `connecting` (first attempt), `open`, `reconnecting` (lost; the next
 * attempt is scheduled), `unauthorized` (the endpoint answered 401 or 403; no more attempts),
 * `outdated` (the endpoint no longer speaks this page's protocol, 426: the page must be reloaded;
 * no more attempts) or `closed`.
 */
export type ElicitationBridgeStatus = 'connecting' | 'open' | 'reconnecting' | 'unauthorized' | 'outdated' | 'closed';

/** The connection's state, the same object until it changes (for `useSyncExternalStore`). */
export interface ElicitationBridgeState {
  readonly status: ElicitationBridgeStatus;
  /** Failed attempts since the stream was last open. */
  readonly attempt: number;
  /** While reconnecting: when the next attempt starts (`Date.now()` time), else null. */
  readonly retryAt: number | null;
  /** What went wrong last, for a log or a tooltip. */
  readonly lastError: string | null;
  /**
   * Answers the person gave that have not reached the endpoint yet (it is unreachable or its store
   * is down): they are kept and retried until the endpoint takes them or the item goes away.
   */
  readonly unsent: number;
  /**
   * Whether this tab holds the stream (`true`), hears it from the tab that does (`false`, when tabs
   * share one stream), or has not learned yet (`null`).
   */
  readonly leader: boolean | null;
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
  /**
   * Whether the tabs of this browser share one stream: one tab (elected with Web Locks) holds it and
   * passes its events to the others (BroadcastChannel), and when it closes, reloads or is frozen
   * another takes over, resuming where it stopped. Tabs share only with tabs that connect to the same
   * `url` with the same `headers` and `credentials`. Where Web Locks or BroadcastChannel are missing,
   * each tab holds its own stream, as with `false`. @default true
   */
  share?: boolean;
}

/** A running connection to a bridge endpoint. */
export interface ElicitationBridgeConnection {
  /** The current state. */
  getState(): ElicitationBridgeState;
  /** Registers a state listener; returns the unsubscribe function (`useSyncExternalStore` shape). */
  subscribe(listener: () => void): () => void;
  /**
   * While reconnecting, tries again at once instead of waiting out the backoff (in the tab that holds
   * the shared stream, whichever tab asks).
   */
  reconnect(): void;
  /** Stops: ends the stream and closes what it put in the queue (answers can no longer be sent). */
  close(): void;
}

interface Shown {
  elicitation: PendingElicitation;
  controller: AbortController;
  /** The user answered here; the POST is on its way or done. */
  answered: boolean;
}

/** A 404 is retried this many times: after a store restart the holder may be putting the item back. */
const RESTORE_ATTEMPTS = 4;
/** The longest `Retry-After` honoured, in seconds. */
const MAX_RETRY_AFTER_S = 30;

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
  share = true,
}: ConnectElicitationBridgeOptions): ElicitationBridgeConnection {
  const stopped = new AbortController();
  const listeners = new Set<() => void>();
  const shown = new Map<string, Shown>();
  /** Answers on their way, by item id: aborting one stops its retries (the item went away). */
  const sending = new Map<string, AbortController>();
  let state: ElicitationBridgeState = {
    status: 'connecting',
    attempt: 0,
    retryAt: null,
    lastError: null,
    unsent: 0,
    leader: null,
  };
  let lastEventId: string | null = null;
  /** What is pending, as every tab learns it: the snapshot a leader gives a tab that joins. */
  const pending = new Map<string, PendingElicitation>();
  const sharing = share ? tabSharing() : null;
  let channel: BroadcastChannel | null = null;
  let leading = !sharing;
  /** Ends the current backoff wait early (`reconnect()`). */
  let wakeUp: (() => void) | null = null;

  const extraHeaders = () => {
    const built = new Headers(typeof headers === 'function' ? headers() : headers);
    built.set(BRIDGE_PROTOCOL_HEADER, String(BRIDGE_PROTOCOL));
    return built;
  };
  const setState = (next: Partial<ElicitationBridgeState>) => {
    state = { ...state, ...next };
    // The connection's state is the leader's, for every tab; what waits to be sent is each tab's own.
    if (leading && channel && ('status' in next || 'attempt' in next || 'lastError' in next)) {
      broadcast({ type: 'state', state: streamState() });
    }
    for (const listener of [...listeners]) listener();
  };
  type StreamState = Pick<ElicitationBridgeState, 'status' | 'attempt' | 'retryAt' | 'lastError'>;
  const streamState = (): StreamState => ({
    status: state.status,
    attempt: state.attempt,
    retryAt: state.retryAt,
    lastError: state.lastError,
  });
  const broadcast = (message: TabMessage<BridgeEvent, PendingElicitation, StreamState>) => {
    try {
      channel?.postMessage(message);
    } catch {
      // Closed while the last events were read.
    }
  };
  const delay = (attempt: number) =>
    Math.min(maxMs, initialMs * 2 ** Math.max(0, attempt - 1)) * (0.5 + Math.random() / 2);

  function close(id: string, reason: Error, { settled = false } = {}) {
    // Answered (here or elsewhere) or withdrawn: an answer still being retried has nowhere to go.
    if (settled) sending.get(id)?.abort();
    const item = shown.get(id);
    if (!item) return;
    shown.delete(id);
    if (!item.answered) item.controller.abort(reason);
  }

  /** Stops for good: the endpoint no longer speaks this page's protocol. */
  function outdated(status: number) {
    if (state.status === 'outdated') return;
    stopped.abort();
    for (const id of [...shown.keys()]) close(id, new BridgeWithdrawal('outdated'));
    setState({ status: 'outdated', retryAt: null, lastError: `HTTP ${status}` });
  }

  /** The wait before retrying an answer: the endpoint's `Retry-After` (seconds) if it sent one. */
  function retryWait(response: Response | null, attempt: number): number {
    const seconds = Number(response?.headers.get('retry-after'));
    return Number.isFinite(seconds) && seconds > 0
      ? Math.min(seconds, MAX_RETRY_AFTER_S) * 1000 * (0.75 + Math.random() / 2)
      : delay(attempt);
  }

  /**
   * Posts one answer until the endpoint takes it, says it was settled before, or the item goes
   * away. While the endpoint is unreachable or its store is down (5xx, 429) the answer is kept and
   * retried, and counted in `unsent`.
   */
  async function post(item: Shown, result: BridgeAnswer): Promise<void> {
    const { id } = item.elicitation;
    const cancelled = new AbortController();
    sending.set(id, cancelled);
    const signal = cancelled.signal;
    const stop = () => cancelled.abort();
    stopped.signal.addEventListener('abort', stop, { once: true });
    if (stopped.signal.aborted) stop();
    let restoring = 0;
    let counted = false;
    const count = (unsent: boolean) => {
      if (unsent === counted) return;
      counted = unsent;
      setState({ unsent: state.unsent + (unsent ? 1 : -1) });
    };
    try {
      for (let attempt = 1; !signal.aborted; attempt++) {
        let response: Response | null = null;
        try {
          response = await postBridgeAnswer(fetchImpl, url, { id, result }, { headers: extraHeaders(), credentials });
          await response.body?.cancel().catch(() => {});
          if (response.status === 426) return outdated(response.status);
          // The server refused the answer and the item is still pending: ask again.
          if (response.status === 422) {
            shown.delete(id);
            sending.delete(id);
            show(item.elicitation);
            return;
          }
          // Right after a store restart the item may be unknown for a moment, until its holder puts
          // it back (same id): a 404 is asked again a few times before it counts.
          const retryable =
            response.status >= 500 ||
            response.status === 429 ||
            (response.status === 404 && restoring++ < RESTORE_ATTEMPTS);
          // 200, or settled before (409: another tab, or our own earlier attempt), or gone (404).
          if (!retryable) return;
          setState({ lastError: `answer: HTTP ${response.status}` });
        } catch (error) {
          if (signal.aborted) return;
          setState({ lastError: `answer: ${error instanceof Error ? error.message : String(error)}` });
        }
        // Unreachable or its store down: the person is told the answer waits (not for a 404 asked again).
        if (response?.status !== 404) count(true);
        await sleep(retryWait(response, attempt), signal);
      }
    } finally {
      stopped.signal.removeEventListener('abort', stop);
      if (sending.get(id) === cancelled) sending.delete(id);
      count(false);
    }
  }

  function show(elicitation: PendingElicitation) {
    // Shown already, or answered here and on its way (an item put back after an outage comes again).
    if (shown.has(elicitation.id) || sending.has(elicitation.id)) return;
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

  /** Keeps `pending` up to date, in every tab, so any of them can lead next. */
  function track(event: BridgeEvent) {
    switch (event.type) {
      case 'pending':
        pending.set(event.elicitation.id, event.elicitation);
        return;
      case 'answered':
      case 'withdrawn':
        pending.delete(event.id);
        return;
      case 'sync':
        for (const id of [...pending.keys()]) if (!event.pending.includes(id)) pending.delete(id);
        return;
      case 'completed':
        return;
    }
  }

  /** An event read from the stream (here, or by the leader): recorded, shown, passed on when leading. */
  function receive(event: BridgeEvent, id: string | undefined) {
    if (id !== undefined) lastEventId = id;
    track(event);
    handle(event);
    if (leading) broadcast({ type: 'event', event, id });
  }

  function handle(event: BridgeEvent) {
    switch (event.type) {
      case 'pending':
        return show(event.elicitation);
      case 'answered':
        return close(event.id, new ElicitationAnsweredElsewhereError(), { settled: true });
      case 'withdrawn':
        return close(event.id, new BridgeWithdrawal(event.reason), { settled: true });
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

  async function readStream(body: ReadableStream<Uint8Array>, signal: AbortSignal): Promise<void> {
    const parser = createParser({
      onEvent(message) {
        if (!message.event) {
          if (message.id !== undefined) lastEventId = message.id;
          return;
        }
        try {
          receive({ type: message.event, ...JSON.parse(message.data) } as BridgeEvent, message.id);
        } catch (error) {
          setState({ lastError: `event: ${error instanceof Error ? error.message : String(error)}` });
        }
        if (state.attempt !== 0) setState({ attempt: 0 });
      },
    });
    const decoder = new TextDecoder();
    const reader = body.getReader();
    const cancel = () => void reader.cancel().catch(() => {});
    signal.addEventListener('abort', cancel, { once: true });
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done || signal.aborted) return;
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } finally {
      signal.removeEventListener('abort', cancel);
    }
  }

  /** Holds the stream until `signal` aborts (closed, or this tab resigned) or the endpoint refuses it for good. */
  async function run(signal: AbortSignal) {
    while (!signal.aborted) {
      try {
        const streamHeaders = extraHeaders();
        streamHeaders.set('Accept', 'text/event-stream');
        if (lastEventId !== null) streamHeaders.set('Last-Event-ID', lastEventId);
        const response = await fetchImpl(url, {
          headers: streamHeaders,
          credentials,
          cache: 'no-store',
          signal,
        });
        if (response.status === 401 || response.status === 403) {
          await response.body?.cancel().catch(() => {});
          setState({ status: 'unauthorized', retryAt: null, lastError: `HTTP ${response.status}` });
          return;
        }
        if (response.status === 426) {
          await response.body?.cancel().catch(() => {});
          return outdated(response.status);
        }
        if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
        setState({ status: 'open', retryAt: null });
        await readStream(response.body, signal);
        if (signal.aborted) break;
        setState({ lastError: 'the stream ended' });
      } catch (error) {
        if (signal.aborted) break;
        setState({ lastError: error instanceof Error ? error.message : String(error) });
      }
      if (signal.aborted) break;
      const attempt = state.attempt + 1;
      const wait = delay(attempt);
      setState({ status: 'reconnecting', attempt, retryAt: Date.now() + wait });
      const woken = new AbortController();
      const stop = () => woken.abort();
      wakeUp = stop;
      signal.addEventListener('abort', stop, { once: true });
      await sleep(wait, woken.signal);
      signal.removeEventListener('abort', stop);
      wakeUp = null;
    }
  }

  /** A message from another tab of the same endpoint and credentials. */
  function hear(message: TabMessage<BridgeEvent, PendingElicitation, StreamState>) {
    if (stopped.signal.aborted) return;
    switch (message.type) {
      case 'event':
        if (!leading) receive(message.event, message.id);
        return;
      case 'state':
        if (!leading) setState(message.state);
        return;
      case 'hello':
        if (leading) {
          broadcast({
            type: 'snapshot',
            pending: [...pending.values()],
            id: lastEventId,
            state: streamState(),
          });
        }
        return;
      case 'snapshot':
        if (leading) return;
        for (const elicitation of message.pending) receive({ type: 'pending', elicitation }, undefined);
        receive({ type: 'sync', pending: message.pending.map(({ id }) => id) }, undefined);
        if (message.id !== null) lastEventId = message.id;
        setState(message.state);
        return;
      case 'leader':
        if (!leading) broadcast({ type: 'hello' });
        return;
      case 'retry':
        if (leading) wakeUp?.();
        return;
    }
  }

  if (sharing) {
    const key = sharingKey([
      new URL(String(url), globalThis.location?.href).href,
      credentials,
      JSON.stringify([...extraHeaders()].filter(([name]) => name !== 'accept')),
    ]);
    const opened = new sharing.Channel(`mcp-elicitation-bridge:${key}`);
    channel = opened;
    opened.onmessage = (event: MessageEvent<TabMessage<BridgeEvent, PendingElicitation, StreamState>>) =>
      hear(event.data);
    stopped.signal.addEventListener('abort', () => opened.close(), { once: true });
    setState({ leader: false });
    broadcast({ type: 'hello' });
    let term = 0;
    campaign(sharing.locks, `mcp-elicitation-bridge:${key}`, stopped.signal, async (resigned) => {
      const mine = ++term;
      leading = true;
      setState({ leader: true });
      broadcast({ type: 'leader' });
      // At once on resigning (a freeze), so what the next leader sends is heard even before this
      // term's stream has wound down; never for a later term.
      const stepDown = () => {
        if (term !== mine || !leading) return;
        leading = false;
        if (!stopped.signal.aborted) setState({ leader: false });
      };
      resigned.addEventListener('abort', stepDown, { once: true });
      try {
        await run(resigned);
      } finally {
        stepDown();
      }
    });
  } else {
    setState({ leader: true });
    void run(stopped.signal);
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reconnect() {
      if (stopped.signal.aborted) return;
      if (leading) wakeUp?.();
      else broadcast({ type: 'retry' });
    },
    close() {
      if (stopped.signal.aborted) return;
      stopped.abort();
      channel = null;
      for (const id of [...shown.keys()]) close(id, new BridgeWithdrawal('closed'));
      setState({ status: 'closed', retryAt: null });
    },
  };
}
