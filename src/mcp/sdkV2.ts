/**
 * The adapter for the MCP TypeScript SDK v2 (`@modelcontextprotocol/client` 2.x), which speaks
 * 2025-11-25 and 2026-07-28: on 2026-07-28 the client fulfils a result's `inputRequests` through
 * the same `elicitation/create` handler. No runtime import of the SDK: the types below are the
 * parts of the SDK's it reads.
 *
 * ```ts
 * client.setRequestHandler('elicitation/create', createSdkV2ElicitationHandler(queue, { server }));
 * client.setNotificationHandler('notifications/elicitation/complete', createElicitationCompleteHandler(queue, { server }));
 * ```
 */
import type { OpenElicitResult } from 'mcp-elicitation-react/core';
import type { ElicitationHandlerOptions, ElicitationQueue } from 'mcp-elicitation-react/mcp';
import { createElicitationAsk } from './handler';

/** The `elicitation/create` request SDK v2 passes to a request handler (the part read here). */
export interface SdkV2ElicitRequest {
  params: unknown;
}

/** The context SDK v2 passes to a client request handler (the part read here). */
export interface SdkV2ClientContext {
  mcpReq: {
    /** Aborts when the server cancels the request, it times out, or the call it belongs to ends. */
    signal: AbortSignal;
  };
}

/** A handler for SDK v2's `client.setRequestHandler('elicitation/create', handler)`. */
export type SdkV2ElicitationHandler = (
  request: SdkV2ElicitRequest,
  ctx: SdkV2ClientContext,
) => Promise<OpenElicitResult>;

/**
 * The `elicitation/create` handler for an SDK v2 `Client`, for pushed requests (2025-11-25) and
 * for `inputRequests` (2026-07-28) alike: refuses undeclared modes with -32602, shows the request
 * through the queue and resolves with the user's `ElicitResult`; an abort closes the dialog with a
 * notice and nothing is sent.
 */
export function createSdkV2ElicitationHandler(
  queue: Pick<ElicitationQueue, 'enqueue'>,
  options: ElicitationHandlerOptions,
): SdkV2ElicitationHandler {
  const ask = createElicitationAsk(queue, options);
  return (request, ctx) => ask(request.params, { signal: ctx.mcpReq.signal }) as Promise<OpenElicitResult>;
}
