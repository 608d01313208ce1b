/**
 * The adapter for the MCP TypeScript SDK v1 (`@modelcontextprotocol/sdk` 1.x, 2025-11-25). It
 * needs no runtime import of the SDK: the types below are the parts of the SDK's it reads.
 *
 * ```ts
 * client.setRequestHandler(ElicitRequestSchema, createSdkV1ElicitationHandler(queue, { server }));
 * client.setNotificationHandler(ElicitationCompleteNotificationSchema, createElicitationCompleteHandler(queue, { server }));
 * ```
 */
import type { ElicitResult } from 'mcp-elicitation-react/core';
import type {
  CreateElicitationTaskResult,
  ElicitationHandlerOptions,
  ElicitationQueue,
  ElicitationTaskStore,
} from 'mcp-elicitation-react/mcp';
import { createElicitationAsk, rememberRedeliveries } from './handler';
import { answeringTasks } from './tasks';

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
  /** The request's task store, when the `Client` was given a `taskStore` (task-augmented requests). */
  taskStore?: ElicitationTaskStore;
  /** The `ttl` the server asked for a task-augmented request. */
  taskRequestedTtl?: number | null;
}

/** A handler for SDK v1's `client.setRequestHandler(ElicitRequestSchema, handler)`. */
export type SdkV1ElicitationHandler = (
  request: SdkV1ElicitRequest,
  extra: SdkV1RequestHandlerExtra,
) => Promise<ElicitResult>;

/** The handler with `tasks: true`: a task-augmented request is answered with a `CreateTaskResult`. */
export type SdkV1TaskElicitationHandler = (
  request: SdkV1ElicitRequest,
  extra: SdkV1RequestHandlerExtra,
) => Promise<ElicitResult | CreateElicitationTaskResult>;

/** Options of `createSdkV1ElicitationHandler`. */
export interface SdkV1ElicitationHandlerOptions extends ElicitationHandlerOptions {
  /**
   * Answer task-augmented requests (`params.task`) with a task, for a `Client` that declared
   * `tasks: elicitationTasksCapability()` and was given a `taskStore`; without it they are refused.
   * @default false
   */
  tasks?: boolean;
}

/**
 * The `elicitation/create` handler for an SDK v1 `Client`: refuses undeclared modes with -32602,
 * shows the request through the queue and resolves with the user's `ElicitResult`; when the server
 * cancels or the request times out the dialog closes with a notice and nothing is sent.
 *
 * A task-augmented request (`params.task`, to a `Client` that declared
 * `tasks: elicitationTasksCapability()` and was given a `taskStore`) is answered at once with a
 * `CreateTaskResult`; the task is `input_required` until the person answers, then `completed` with
 * their `ElicitResult`. `tasks/cancel` and the task's `ttl` close the dialog.
 */
export function createSdkV1ElicitationHandler(
  queue: Pick<ElicitationQueue, 'enqueue'>,
  options: SdkV1ElicitationHandlerOptions & { tasks: true },
): SdkV1TaskElicitationHandler;
/** The handler without tasks: a task-augmented request is refused (see the first overload). */
export function createSdkV1ElicitationHandler(
  queue: Pick<ElicitationQueue, 'enqueue'>,
  options: SdkV1ElicitationHandlerOptions,
): SdkV1ElicitationHandler;
export function createSdkV1ElicitationHandler(
  queue: Pick<ElicitationQueue, 'enqueue'>,
  options: SdkV1ElicitationHandlerOptions,
): SdkV1ElicitationHandler | SdkV1TaskElicitationHandler {
  const asked = createElicitationAsk(queue, options);
  const ask = rememberRedeliveries(asked);
  return answeringTasks(
    asked,
    (request, extra) => ask(request.params, extra as SdkV1RequestHandlerExtra),
    options.tasks === true,
  );
}
