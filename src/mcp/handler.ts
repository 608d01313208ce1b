/**
 * What both SDK adapters share: the mode guard, asking through the queue, and completion
 * notifications. No SDK is imported here, at runtime or as a type.
 */

import type { ElicitationCapability, ElicitResult, ServerInfo } from 'mcp-elicitation-react/core';
import { isObject, own } from '../core/object';
import { supportsElicitationMode } from '../core/protocol';
import type { ElicitationQueue } from './ElicitationQueue';

/** JSON-RPC "Invalid params", what a 2025-11-25 client answers to a mode it did not declare. */
export const INVALID_PARAMS = -32602;

/**
 * Thrown for a request whose mode the client did not declare. Both SDKs turn a handler error's
 * numeric `code` into the JSON-RPC error code, so the server receives -32602.
 */
export class UnsupportedElicitationModeError extends Error {
  override readonly name = 'UnsupportedElicitationModeError';
  /** Always -32602 (Invalid params). */
  readonly code = INVALID_PARAMS;
  /** The mode the server asked for. */
  readonly mode: unknown;

  constructor(mode: unknown) {
    super(`Client does not support ${JSON.stringify(mode)}-mode elicitation requests.`);
    this.mode = mode;
  }
}

/** Options shared by the SDK handler factories. */
export interface ElicitationHandlerOptions {
  /**
   * The server this client talks to, as the host knows it; a function is read at every request,
   * for names only known after connecting (e.g. `() => ({ name: client.getServerVersion()?.name ?? 'server' })`).
   */
  server: ServerInfo | (() => ServerInfo);
  /**
   * The elicitation capability this client declared (the same object, e.g. from
   * `elicitationCapability({ url: true })`). Requests of other modes are refused with -32602.
   * @default { form: {} } (form mode only)
   */
  capability?: ElicitationCapability;
  /**
   * How long the server waits for an answer, in milliseconds, when the host knows it (from its own
   * configuration or the server's documentation): each request's deadline is its arrival plus this,
   * shown in the dialog as the time left.
   * @default no deadline
   */
  timeToAnswer?: number;
}

/**
 * Asks the user one `elicitation/create` and resolves with the answer; `signal` withdraws it, and
 * `deadline` (epoch ms, e.g. a task's expiry) is when the answer is due.
 */
export type ElicitationAsk = (
  params: unknown,
  context?: { signal?: AbortSignal | undefined; deadline?: number | undefined },
) => Promise<ElicitResult>;

const FORM_ONLY: ElicitationCapability = { form: {} };

/** The server of handler options, reading a function form now. */
export function resolveServer(server: ElicitationHandlerOptions['server']): ServerInfo {
  return typeof server === 'function' ? server() : server;
}

/**
 * Throws `UnsupportedElicitationModeError` unless `capability` declares the request's mode (a
 * request without `mode` is a form request).
 */
export function assertDeclaredMode(params: unknown, capability: ElicitationCapability = FORM_ONLY): void {
  const mode = (isObject(params) ? own(params, 'mode') : undefined) ?? 'form';
  if ((mode !== 'form' && mode !== 'url') || !supportsElicitationMode(capability, mode)) {
    throw new UnsupportedElicitationModeError(mode);
  }
}

/**
 * The SDK-neutral handler: checks the mode, puts the request in the queue and resolves with the
 * user's `ElicitResult`; rejects with `ElicitationWithdrawnError` when `signal` aborts. It is also
 * the `ask` of `resolveInputRequired`.
 */
export function createElicitationAsk(
  queue: Pick<ElicitationQueue, 'enqueue'>,
  { server, capability, timeToAnswer }: ElicitationHandlerOptions,
): ElicitationAsk {
  return async (params, context) => {
    assertDeclaredMode(params, capability);
    const deadline = context?.deadline ?? (timeToAnswer === undefined ? undefined : Date.now() + timeToAnswer);
    return queue.enqueue({ server: resolveServer(server), params, signal: context?.signal, deadline });
  };
}

/** A `notifications/elicitation/complete` as either SDK hands it to a notification handler. */
export interface ElicitationCompleteNotificationLike {
  params?: unknown;
}

/**
 * The notification handler for `notifications/elicitation/complete` (2025-11-25), for either SDK:
 * it ends the URL wait of the matching `elicitationId` from this server.
 */
export function createElicitationCompleteHandler(
  queue: Pick<ElicitationQueue, 'complete'>,
  { server }: Pick<ElicitationHandlerOptions, 'server'>,
): (notification: ElicitationCompleteNotificationLike) => void {
  return (notification) => {
    queue.complete(resolveServer(server), notification.params);
  };
}

/** How many answered requests are remembered to recognise a redelivery. */
const REMEMBERED_ANSWERS = 32;

/** Where a request came from, as SDK v1 tells a handler: enough to recognise a redelivery. */
export interface RequestOrigin {
  signal?: AbortSignal;
  /** The JSON-RPC id of the server's request. */
  requestId?: string | number;
  /** The transport session, when the transport has one. */
  sessionId?: string;
}

/**
 * Wraps an `ask` so that a request delivered twice (the same JSON-RPC id in the same transport
 * session with the same params, e.g. an SSE replay after a reconnect) is shown and answered once.
 */
export function rememberRedeliveries(
  ask: ElicitationAsk,
): (params: unknown, origin: RequestOrigin | undefined) => Promise<ElicitResult> {
  const seen = new Map<string, { params: string; answer: Promise<ElicitResult> }>();
  return (params, origin) => {
    const signal = origin?.signal;
    if (origin?.requestId === undefined) return ask(params, { signal });
    const key = `${origin.sessionId ?? ''}\u0000${typeof origin.requestId}:${origin.requestId}`;
    const serialized = JSON.stringify(params) ?? '';
    const earlier = seen.get(key);
    if (earlier && earlier.params === serialized) return earlier.answer;
    const answer = ask(params, { signal });
    seen.set(key, { params: serialized, answer });
    if (seen.size > REMEMBERED_ANSWERS) seen.delete(seen.keys().next().value as string);
    return answer;
  };
}
