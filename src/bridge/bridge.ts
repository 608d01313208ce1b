/**
 * The server half of the elicitation bridge: MCP clients that run on the host's server park their
 * `elicitation/create` requests here, and the person's browser sees and answers them through one
 * endpoint (`GET`: a Server-Sent Events stream; `POST`: one answer). Web-standard `Request`,
 * `Response` and `ReadableStream` only, so it runs on Node 20+, Next.js route handlers and edge runtimes.
 */

import type { ElicitationCapability, ElicitResult, OpenElicitResult, ServerInfo } from 'mcp-elicitation-react/core';
import type {
  CallWithUrlElicitationOptions,
  CreateElicitationTaskResult,
  ElicitationCompleteNotificationLike,
  ElicitationHandlerOptions,
  UrlElicitationRequiredChoice,
} from 'mcp-elicitation-react/mcp';
import { runAt } from '../core/deadline';
import { isObject, own } from '../core/object';
import { ElicitationWithdrawnError } from '../mcp/ElicitationQueue';
import { createElicitationAsk, createElicitationCompleteHandler, rememberRedeliveries } from '../mcp/handler';
import { answeringTasks } from '../mcp/tasks';
import { callWithUrlElicitation } from '../mcp/urlElicitationRequired';
import { checkAnswer } from './answer';
import {
  createMemoryElicitationStore,
  type ElicitationStore,
  ElicitationStoreError,
  type LogPosition,
  randomId,
  type SessionMessage,
  storeError,
} from './store';
import type { BridgeOutcome } from './wire';
import {
  BRIDGE_PROTOCOL,
  BRIDGE_PROTOCOL_HEADER,
  type BridgeAnswer,
  type BridgeEvent,
  DEFAULT_MAX_BODY_BYTES,
  MIN_BRIDGE_PROTOCOL,
  type PendingElicitation,
  type WithdrawReason,
} from './wire';

/** Options of `createElicitationBridge`. */
export interface ElicitationBridgeOptions {
  /**
   * The session the request belongs to (e.g. from the host's session cookie or bearer token), or
   * null to refuse it with 401. A browser sees and answers only its own session's elicitations.
   */
  authorize: (request: Request) => string | null | undefined | Promise<string | null | undefined>;
  /** Where pending elicitations live. @default createMemoryElicitationStore() (one process) */
  store?: ElicitationStore;
  /**
   * How long an elicitation waits for the user before the MCP server gets `cancel`; if the store
   * cannot be reached when it runs out, the request fails with `ElicitationStoreError` instead.
   * @default 600000 (10 min)
   */
  timeoutMs?: number;
  /**
   * At most this many elicitations of one session wait on this instance; more fail with
   * `ElicitationStoreError`, so a session whose page never connects cannot grow the store without bound.
   * @default 100
   */
  maxPending?: number;
  /** The `Retry-After` (seconds) of a 503 while the store is unreachable. @default 2 */
  retryAfterSeconds?: number;
  /** The largest `POST` body read, in bytes; larger ones get 413. @default 65536 */
  maxBodyBytes?: number;
  /**
   * Origins besides the endpoint's own whose pages may `POST` answers (e.g. the public origin when
   * a proxy rewrites the request URL). @default [] (same origin only)
   */
  allowedOrigins?: readonly string[];
  /** How often an idle stream gets a comment line, so proxies keep it open. @default 15000 */
  heartbeatMs?: number;
  /** Called with errors nobody awaits (a store that failed in the background). @default console.error */
  onError?: (error: unknown) => void;
}

/** Options of `bridge.handlerFor`. */
export interface BridgeHandlerOptions {
  /**
   * The elicitation capability the MCP client declared; requests of other modes get -32602.
   * @default { form: {} } (form mode only)
   */
  capability?: ElicitationCapability;
  /**
   * Answer task-augmented requests (`params.task`) with a task in the client's task store (SDK v1
   * with `tasks: elicitationTasksCapability()` and a `taskStore`); without it they are refused.
   * @default false
   */
  tasks?: boolean;
  /** Hears what happens to each item this handler parks (the chat transcript helper uses it). */
  observer?: BridgeItemObserver;
}

/**
 * What happens to one parked item, for code that shows it somewhere else than the bridge's own
 * stream (a chat transcript): when the answer endpoint knows it, and how it ended.
 */
export interface BridgeItemObserver {
  /** The item is stored: from now on `POST { id: elicitation.id }` answers it, until `deadline` (epoch ms). */
  pending?(elicitation: PendingElicitation, deadline: number): void;
  /** The item settled: answered (with what reached the server) or withdrawn (and why). */
  settled?(elicitation: PendingElicitation, outcome: BridgeOutcome): void;
}

/**
 * One handler for every SDK: SDK v1 `setRequestHandler(ElicitRequestSchema, h)`, SDK v2
 * `setRequestHandler('elicitation/create', h)` and `@ai-sdk/mcp` `onElicitationRequest(ElicitationRequestSchema, h)`.
 * The second argument is the SDK's `extra` (v1: `signal`) or context (v2: `mcpReq.signal`), if any.
 */
export type BridgeElicitationHandler = (request: { params?: unknown }, extra?: unknown) => Promise<OpenElicitResult>;

/** `handlerFor(..., { tasks: true })`: a task-augmented request is answered with a `CreateTaskResult`. */
export type BridgeTaskElicitationHandler = (
  request: { params?: unknown },
  extra?: unknown,
) => Promise<OpenElicitResult | CreateElicitationTaskResult>;

/** What `bridge.queueFor(sessionId)` returns: the queue interface the `/mcp` adapters take, bridged to the browser. */
export interface BridgeSessionQueue {
  /** Parks an `elicitation/create` for the session's browser; resolves with the user's answer. */
  enqueue(request: { server: ServerInfo; params: unknown; signal?: AbortSignal }): Promise<ElicitResult>;
  /** Parks a `-32042` walk-through; resolves with `retry` or `stop`. */
  enqueueUrlRequired(request: {
    server: ServerInfo;
    elicitations: readonly unknown[];
    signal?: AbortSignal;
  }): Promise<UrlElicitationRequiredChoice>;
  /** Passes a `notifications/elicitation/complete` to the session's pages; false when malformed. */
  complete(server: ServerInfo, params: unknown): boolean;
}

/** The bridge: the endpoint for the browser and the handlers for the server-side MCP clients. */
export interface ElicitationBridge {
  /** The endpoint: `GET` streams the session's elicitations (Server-Sent Events), `POST` answers one. */
  fetch(request: Request): Promise<Response>;
  /** The `elicitation/create` handler for an MCP client that belongs to `sessionId`, answering tasks too. */
  handlerFor(
    sessionId: string,
    server: ElicitationHandlerOptions['server'],
    options: BridgeHandlerOptions & { tasks: true },
  ): BridgeTaskElicitationHandler;
  /** The `elicitation/create` handler for an MCP client that belongs to `sessionId`. */
  handlerFor(
    sessionId: string,
    server: ElicitationHandlerOptions['server'],
    options?: BridgeHandlerOptions,
  ): BridgeElicitationHandler;
  /** The `notifications/elicitation/complete` handler for that client (2025-11-25 URL mode). */
  completionHandlerFor(
    sessionId: string,
    server: ElicitationHandlerOptions['server'],
  ): (notification: ElicitationCompleteNotificationLike) => void;
  /** Runs `call`; a `-32042` error walks the session's user through its URLs, then retries on their word. */
  callWithUrlElicitation<T>(
    sessionId: string,
    server: ServerInfo,
    call: () => Promise<T>,
    options?: CallWithUrlElicitationOptions,
  ): Promise<T>;
  /** The session's queue interface, for `/mcp` helpers such as `resolveInputRequired`'s `ask`. */
  queueFor(sessionId: string): BridgeSessionQueue;
  /** Ends the session's open streams on every instance (e.g. at logout); pages reconnect if still authorized. */
  disconnect(sessionId: string): Promise<void>;
  /** Withdraws every elicitation this instance holds and ends its streams. */
  close(): Promise<void>;
}

const CANCEL: ElicitResult = { action: 'cancel' };
const MAX_ID_LENGTH = 200;
// A pending record outlives its timeout a little, so the holder's own timeout always settles it first.
const RECORD_GRACE_MS = 60_000;
const JSON_TYPE = /^application\/json\s*(;|$)/i;
const EVENT_ID = /^([0-9a-f-]{36}):(\d{1,15})$/;

type Finish = (outcome: BridgeOutcome) => void;
interface Waiting {
  sessionId: string;
  finish: Finish;
  /** Ends the request with an error: the store lost the item or cannot tell its outcome. */
  fail: (error: ElicitationStoreError) => void;
}
/** A pending item before it has an id (`Omit` distributed over the union). */
type NewElicitation = PendingElicitation extends infer P
  ? P extends PendingElicitation
    ? Omit<P, 'id'>
    : never
  : never;

function json(status: number, body: unknown, headers?: Record<string, string>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json',
      'Cache-Control': 'no-store',
      [BRIDGE_PROTOCOL_HEADER]: String(BRIDGE_PROTOCOL),
      ...headers,
    },
  });
}

/** The protocol a page speaks: its header, or 1 (releases before the header) when it sends none. */
function pageProtocol(request: Request): number {
  const value = request.headers.get(BRIDGE_PROTOCOL_HEADER);
  if (value === null) return 1;
  return /^\d{1,6}$/.test(value.trim()) ? Number(value.trim()) : 0;
}

function signalOf(extra: unknown): AbortSignal | undefined {
  if (!isObject(extra)) return undefined;
  const direct = own(extra, 'signal');
  if (direct instanceof AbortSignal) return direct;
  const mcpReq = own(extra, 'mcpReq');
  const nested = isObject(mcpReq) ? own(mcpReq, 'signal') : undefined;
  return nested instanceof AbortSignal ? nested : undefined;
}

function requestOrigin(extra: unknown) {
  const signal = signalOf(extra);
  if (!isObject(extra)) return { signal };
  const requestId = own(extra, 'requestId');
  const sessionId = own(extra, 'sessionId');
  return {
    signal,
    requestId: typeof requestId === 'string' || typeof requestId === 'number' ? requestId : undefined,
    sessionId: typeof sessionId === 'string' ? sessionId : undefined,
  };
}

/**
 * Cross-site request forgery check (Fetch Metadata): a browser names the page's origin in `Origin`
 * on every POST; requests with neither `Origin` nor `Sec-Fetch-Site` do not come from a browser page.
 */
function crossSiteRefusal(request: Request, allowed: ReadonlySet<string>): string | null {
  const origin = request.headers.get('origin');
  if (origin !== null) return origin === new URL(request.url).origin || allowed.has(origin) ? null : 'origin';
  const site = request.headers.get('sec-fetch-site');
  return site === null || site === 'same-origin' || site === 'none' ? null : 'origin';
}

/** Reads at most `limit` bytes of the body; null when it is longer. */
async function readLimited(request: Request, limit: number): Promise<string | null> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

function parseEventId(value: string | null): LogPosition | null {
  const match = value === null ? null : EVENT_ID.exec(value);
  return match ? { epoch: match[1] as string, seq: Number(match[2]) } : null;
}

function encodeEvent(event: BridgeEvent, id?: string): string {
  const { type, ...data } = event;
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * Creates the bridge. `handlerFor(sessionId, server)` gives each server-side MCP client its
 * elicitation handler; `fetch(request)` is the endpoint the page's `connectElicitationBridge` talks to.
 * An answer is accepted once (409 afterwards, with the recorded result), only from the session it
 * belongs to, only when it passes the schema (422 otherwise); the timeout answers `cancel`.
 */
export function createElicitationBridge({
  authorize,
  store = createMemoryElicitationStore(),
  timeoutMs = 10 * 60_000,
  maxBodyBytes = DEFAULT_MAX_BODY_BYTES,
  allowedOrigins = [],
  heartbeatMs = 15_000,
  maxPending = 100,
  retryAfterSeconds = 2,
  onError = (error) => console.error('elicitation bridge:', error),
}: ElicitationBridgeOptions): ElicitationBridge {
  const waiting = new Map<string, Waiting>();
  const streams = new Set<() => void>();
  const allowed = new Set(allowedOrigins);
  const stopSettled = store.onSettled((id, outcome) => waiting.get(id)?.finish(outcome));
  const stopLost = store.onLost?.((id, error) => waiting.get(id)?.fail(error)) ?? (() => {});

  /**
   * Settles an item this instance holds as withdrawn. When the store fails, a withdrawal by the
   * server or the host still ends it here; a timeout fails it with the store's error, since the
   * person may have answered where the store can no longer say.
   */
  async function withdraw(sessionId: string, id: string, reason: WithdrawReason): Promise<void> {
    const outcome: BridgeOutcome = { type: 'withdrawn', reason };
    try {
      const settled = await store.settle(sessionId, id, outcome);
      waiting.get(id)?.finish(settled.status === 'settled-before' ? settled.outcome : outcome);
    } catch (error) {
      onError(error);
      // The store records the withdrawal when it is back, rather than show the item again.
      if (waiting.has(id)) store.release?.(sessionId, id, outcome);
      if (reason === 'timeout') waiting.get(id)?.fail(storeError(error, 'record the timeout'));
      else waiting.get(id)?.finish(outcome);
    }
  }

  const pendingOf = (sessionId: string) => {
    let count = 0;
    for (const entry of waiting.values()) if (entry.sessionId === sessionId) count++;
    return count;
  };

  function hold<T extends BridgeAnswer>(
    sessionId: string,
    request: NewElicitation,
    signal: AbortSignal | undefined,
    observer?: BridgeItemObserver,
  ): Promise<T> {
    const { server } = request;
    if (signal?.aborted) return Promise.reject(new ElicitationWithdrawnError(server, signal.reason));
    if (pendingOf(sessionId) >= maxPending) {
      return Promise.reject(
        new ElicitationStoreError(`The session already has ${maxPending} elicitations waiting on this instance.`),
      );
    }
    const id = randomId();
    const record = { ...request, id } as PendingElicitation;
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => void withdraw(sessionId, id, 'aborted');
      const deadline = Date.now() + timeoutMs;
      const stopTimer = runAt(deadline, () => void withdraw(sessionId, id, 'timeout'));
      /** Stops holding the item; false when it was no longer held. */
      const release = (): boolean => {
        if (!waiting.delete(id)) return false;
        stopTimer();
        signal?.removeEventListener('abort', onAbort);
        return true;
      };
      const finish: Finish = (outcome) => {
        if (!release()) return;
        observer?.settled?.(record, outcome);
        if (outcome.type === 'answered') resolve(outcome.answer as T);
        // The timeout answers as a person who walked away would: cancel (or stop the walk-through).
        else if (outcome.reason === 'timeout') resolve((request.kind === 'url-required' ? 'stop' : CANCEL) as T);
        else reject(new ElicitationWithdrawnError(server, signal?.reason));
      };
      const fail = (error: ElicitationStoreError) => {
        if (release()) reject(error);
      };
      waiting.set(id, { sessionId, finish, fail });
      signal?.addEventListener('abort', onAbort, { once: true });
      store.put(sessionId, record, timeoutMs + RECORD_GRACE_MS).then(
        () => waiting.has(id) && observer?.pending?.(record, deadline),
        (error) => fail(storeError(error, 'park an item')),
      );
    });
  }

  function queueFor(sessionId: string): BridgeSessionQueue {
    return {
      enqueue: ({ server, params, signal }) =>
        hold<ElicitResult>(sessionId, { kind: 'elicitation', server, params }, signal),
      enqueueUrlRequired: ({ server, elicitations, signal }) =>
        hold<UrlElicitationRequiredChoice>(
          sessionId,
          { kind: 'url-required', server, elicitations: [...elicitations] },
          signal,
        ),
      complete(server, params) {
        if (!isObject(params) || typeof own(params, 'elicitationId') !== 'string') return false;
        store.announce(sessionId, { type: 'completed', server, params }).catch(onError);
        return true;
      },
    };
  }

  function stream(request: Request, sessionId: string): Response {
    const encoder = new TextEncoder();
    let cleanup = () => {};
    const body = new ReadableStream<Uint8Array>({
      start: async (controller) => {
        let open = true;
        let ready = false;
        let lastSeq = -1;
        const held: SessionMessage[] = [];
        let unsubscribe = () => {};
        let heartbeat: ReturnType<typeof setInterval> | undefined;
        const write = (text: string) => {
          if (open) controller.enqueue(encoder.encode(text));
        };
        const close = () => {
          if (!open) return;
          open = false;
          streams.delete(close);
          clearInterval(heartbeat);
          unsubscribe();
          try {
            controller.close();
          } catch {
            // Already cancelled by the client.
          }
        };
        cleanup = close;
        streams.add(close);
        request.signal?.addEventListener('abort', close, { once: true });
        const deliver = (message: SessionMessage) => {
          if (message.type === 'disconnect') return close();
          const { stored } = message;
          if (stored.seq <= lastSeq) return;
          lastSeq = stored.seq;
          write(encodeEvent(stored.event, `${stored.epoch}:${stored.seq}`));
        };
        try {
          // Subscribe before reading, and hold what arrives meanwhile: nothing falls in between.
          unsubscribe = await store.subscribe(sessionId, (message) => (ready ? deliver(message) : held.push(message)));
          write('retry: 1000\n\n');
          const resumeFrom = parseEventId(request.headers.get('last-event-id'));
          const replay = resumeFrom ? await store.eventsAfter(sessionId, resumeFrom) : null;
          if (resumeFrom && replay) {
            lastSeq = resumeFrom.seq;
            for (const stored of replay) deliver({ type: 'event', stored });
          } else {
            const { position, pending } = await store.snapshot(sessionId);
            for (const elicitation of pending) write(encodeEvent({ type: 'pending', elicitation }));
            lastSeq = position.seq;
            write(
              encodeEvent({ type: 'sync', pending: pending.map(({ id }) => id) }, `${position.epoch}:${position.seq}`),
            );
          }
          ready = true;
          for (const message of held.splice(0)) deliver(message);
          heartbeat = setInterval(() => write(': ping\n\n'), heartbeatMs);
        } catch (error) {
          onError(error);
          close();
        }
      },
      cancel: () => cleanup(),
    });
    return new Response(body, {
      headers: {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store, no-transform',
        'X-Accel-Buffering': 'no',
        [BRIDGE_PROTOCOL_HEADER]: String(BRIDGE_PROTOCOL),
      },
    });
  }

  async function answer(request: Request, sessionId: string): Promise<Response> {
    if (crossSiteRefusal(request, allowed)) return json(403, { error: 'cross-origin' });
    if (!JSON_TYPE.test(request.headers.get('content-type') ?? '')) {
      return json(415, { error: 'content-type', expected: 'application/json' });
    }
    const declared = Number(request.headers.get('content-length') ?? 0);
    if (declared > maxBodyBytes) return json(413, { error: 'too-large', limit: maxBodyBytes });
    const text = await readLimited(request, maxBodyBytes);
    if (text === null) return json(413, { error: 'too-large', limit: maxBodyBytes });
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return json(400, { error: 'malformed', detail: 'The body is not JSON.' });
    }
    const id = isObject(body) ? own(body, 'id') : undefined;
    const posted = isObject(body) ? own(body, 'result') : undefined;
    if (typeof id !== 'string' || id.length === 0 || id.length > MAX_ID_LENGTH || posted === undefined) {
      return json(400, { error: 'malformed', detail: 'Expected { "id": string, "result": ... }.' });
    }
    const found = await store.get(sessionId, id).catch((error) => Promise.reject(storeError(error, 'read an item')));
    // Another session's id is as unknown as a made-up one: no answer tells them apart.
    if (!found) return json(404, { error: 'unknown' });
    if (found.outcome) return json(409, { error: 'settled', outcome: found.outcome });
    const verdict = checkAnswer(found.elicitation, posted);
    if (!verdict.ok) return json(422, { error: 'invalid-answer', problems: verdict.problems });
    const outcome: BridgeOutcome = { type: 'answered', answer: verdict.answer };
    const settled = await store
      .settle(sessionId, id, outcome)
      .catch((error) => Promise.reject(storeError(error, 'settle an item')));
    if (settled.status === 'unknown') return json(404, { error: 'unknown' });
    if (settled.status === 'settled-before') return json(409, { error: 'settled', outcome: settled.outcome });
    return json(200, { outcome });
  }

  return {
    async fetch(request) {
      if (request.method !== 'GET' && request.method !== 'POST') {
        return json(405, { error: 'method' }, { Allow: 'GET, POST' });
      }
      let sessionId: string | null | undefined;
      try {
        sessionId = await authorize(request);
      } catch (error) {
        onError(error);
        return json(500, { error: 'authorize' });
      }
      if (typeof sessionId !== 'string' || sessionId === '') return json(401, { error: 'unauthorized' });
      // A page older than this endpoint speaks: it is told to reload rather than misread the stream.
      if (pageProtocol(request) < MIN_BRIDGE_PROTOCOL) {
        return json(426, { error: 'protocol', minimum: MIN_BRIDGE_PROTOCOL, current: BRIDGE_PROTOCOL });
      }
      try {
        return request.method === 'GET' ? stream(request, sessionId) : await answer(request, sessionId);
      } catch (error) {
        onError(error);
        // The store is down or failed: the page keeps the answer and retries after `Retry-After`.
        if (error instanceof ElicitationStoreError) {
          return json(503, { error: 'store-unavailable' }, { 'Retry-After': String(retryAfterSeconds) });
        }
        return json(500, { error: 'internal' });
      }
    },
    handlerFor(sessionId, server, { capability, observer, tasks = false } = {}) {
      const queue: Pick<BridgeSessionQueue, 'enqueue'> = {
        enqueue: ({ server: asking, params, signal }) =>
          hold<ElicitResult>(sessionId, { kind: 'elicitation', server: asking, params }, signal, observer),
      };
      const asked = createElicitationAsk(queue, { server, capability });
      const ask = rememberRedeliveries(asked);
      // A task-augmented request becomes a task in the client's task store (../mcp/tasks).
      return answeringTasks(
        asked,
        (request, extra) => ask(request.params, requestOrigin(extra)) as Promise<OpenElicitResult>,
        tasks,
      ) as BridgeElicitationHandler;
    },
    completionHandlerFor(sessionId, server) {
      return createElicitationCompleteHandler(queueFor(sessionId), { server });
    },
    callWithUrlElicitation(sessionId, server, call, options) {
      return callWithUrlElicitation(queueFor(sessionId), server, call, options);
    },
    queueFor,
    disconnect: (sessionId) => store.disconnect(sessionId),
    async close() {
      stopSettled();
      stopLost();
      for (const close of [...streams]) close();
      await Promise.all([...waiting].map(([id, { sessionId }]) => withdraw(sessionId, id, 'closed')));
    },
  };
}
