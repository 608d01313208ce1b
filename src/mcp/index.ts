/**
 * `mcp-elicitation-react/mcp`: the queue, its provider and dialog, and the adapters that connect
 * the MCP TypeScript SDKs (v1 and v2, both optional) and SDK-less 2026-07-28 hosts to it; and
 * `connectElicitationBridge`, the browser half of `mcp-elicitation-react/bridge` for hosts whose
 * MCP clients run on their server.
 * @packageDocumentation
 */
export {
  type ClientCapabilities,
  clientCapabilitiesMeta,
  type DraftStorage,
  type ElicitationCapability,
  type ElicitationDraft,
  ElicitationDrafts,
  type ElicitationDraftsOptions,
  type ElicitationModes,
  elicitationCapability,
  withClientCapabilities,
} from '../core/protocol';
export {
  type AnswerElicitationOptions,
  answerElicitation,
  ElicitationAnswerError,
  type ElicitationAnswerReceipt,
} from './bridgeAnswer';
export {
  type ConnectElicitationBridgeOptions,
  connectElicitationBridge,
  type ElicitationBridgeConnection,
  type ElicitationBridgeState,
  type ElicitationBridgeStatus,
} from './bridgeClient';
export {
  ElicitationProvider,
  type ElicitationProviderProps,
  type ElicitationQueueValue,
  useElicitationQueue,
} from './ElicitationProvider';
export {
  ElicitationAnsweredElsewhereError,
  type ElicitationNotice,
  ElicitationQueue,
  type ElicitationQueueItem,
  type ElicitationQueuePosition,
  type ElicitationQueueRequest,
  type ElicitationQueueSnapshot,
  type ElicitationRequestItem,
  type ElicitationWait,
  ElicitationWithdrawnError,
  MAX_QUEUE_NOTICES,
  type UrlElicitationRequiredItem,
  type UrlElicitationRequiredOutcome,
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
  createSdkV1ElicitationHandler,
  type SdkV1ElicitationHandler,
  type SdkV1ElicitationHandlerOptions,
  type SdkV1ElicitRequest,
  type SdkV1RequestHandlerExtra,
  type SdkV1TaskElicitationHandler,
} from './sdkV1';
export {
  createSdkV2ElicitationHandler,
  type SdkV2ClientContext,
  type SdkV2ElicitationHandler,
  type SdkV2ElicitRequest,
} from './sdkV2';
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
