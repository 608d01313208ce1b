/**
 * The adapter for the MCP TypeScript SDK v1 (`@modelcontextprotocol/sdk` 1.x, 2025-11-25). It
 * needs no runtime import of the SDK: the types below are the parts of the SDK's it reads.
 *
 * ```ts
 * client.setRequestHandler(ElicitRequestSchema, createSdkV1ElicitationHandler(queue, { server }));
 * client.setNotificationHandler(ElicitationCompleteNotificationSchema, createElicitationCompleteHandler(queue, { server }));
 * ```
 */
import type { ElicitResult } from '../core/protocol';
import type { ElicitationQueue } from './ElicitationQueue';
import { createElicitationAsk, type ElicitationHandlerOptions, rememberRedeliveries } from './handler';

export { createElicitationCompleteHandler, type ElicitationHandlerOptions } from './handler';

/** The `elicitation/create` request SDK v1 passes to a request handler (the part read here). */
export interface SdkV1ElicitRequest {
  params: unknown;
}

/** The `extra` argument SDK v1 passes to a request handler (the part read here). */
export interface SdkV1RequestHandlerExtra {
  /** Aborts when the server cancels the request or it times out. */
  signal: AbortSignal;
  /** The JSON-RPC id of the server's request. */
  requestId?: string | number;
  /** The transport session, when the transport has one. */
  sessionId?: string;
}

/** A handler for SDK v1's `client.setRequestHandler(ElicitRequestSchema, handler)`. */
export type SdkV1ElicitationHandler = (
  request: SdkV1ElicitRequest,
  extra: SdkV1RequestHandlerExtra,
) => Promise<ElicitResult>;

/**
 * The `elicitation/create` handler for an SDK v1 `Client`: refuses undeclared modes with -32602,
 * shows the request through the queue and resolves with the user's `ElicitResult`; when the server
 * cancels or the request times out the dialog closes with a notice and nothing is sent.
 */
export function createSdkV1ElicitationHandler(
  queue: Pick<ElicitationQueue, 'enqueue'>,
  options: ElicitationHandlerOptions,
): SdkV1ElicitationHandler {
  const ask = rememberRedeliveries(createElicitationAsk(queue, options));
  return (request, extra) => ask(request.params, extra);
}
