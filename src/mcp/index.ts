/**
 * `mcp-elicitation-react/mcp`: the queue, and what every MCP client adapter shares (the completion
 * handler, time budgets, `-32042` and 2026-07-28 input-required rounds, tasks). React-free: the provider that renders the queue is in
 * `mcp-elicitation-react`; the SDK adapters are `/mcp/sdk-v1` and `/mcp/sdk-v2`; the protocol's types
 * and capabilities are `/core`'s.
 * @packageDocumentation
 */
export {
  ElicitationAnsweredElsewhereError,
  type ElicitationNotice,
  ElicitationQueue,
  type ElicitationQueueItem,
  type ElicitationQueuePosition,
  type ElicitationQueueRequest,
  type ElicitationQueueSnapshot,
  type ElicitationRequestItem,
  ElicitationWithdrawnError,
  MAX_QUEUE_NOTICES,
  type UrlElicitationRequiredChoice,
  type UrlElicitationRequiredItem,
  type UrlElicitationRequiredRequest,
} from './ElicitationQueue';
export {
  assertDeclaredMode,
  createElicitationAsk,
  createElicitationCompleteHandler,
  type ElicitationAsk,
  type ElicitationCompleteNotificationLike,
  type ElicitationHandlerOptions,
  type RequestOrigin,
  rememberRedeliveries,
  UnsupportedElicitationModeError,
} from './handler';
export {
  InputRequiredRoundsExceededError,
  type ResolveInputRequiredOptions,
  resolveInputRequired,
  UnhandledInputRequestError,
} from './inputRequired';
export {
  createMemoryTaskStore,
  type MemoryTask,
  type MemoryTaskParams,
  type MemoryTaskStore,
  type MemoryTaskStoreOptions,
} from './taskStore';
export {
  type CreateElicitationTaskResult,
  type ElicitationTask,
  type ElicitationTaskStatus,
  type ElicitationTaskStore,
  type ElicitationTasksCapability,
  ElicitationTaskUnsupportedError,
  elicitationTasksCapability,
} from './tasks';
export {
  callWithTimeBudget,
  SDK_TIMEOUT_OUT_OF_THE_WAY,
  TimeBudgetExceededError,
  type TimeBudgetOptions,
  type TimeBudgetQueue,
  type TimeBudgetRequestOptions,
} from './timeBudget';
export { type CallWithUrlElicitationOptions, callWithUrlElicitation } from './urlElicitationRequired';
