/**
 * `mcp-elicitation-react/bridge`: the elicitation bridge, for hosts whose MCP clients run on their
 * server. The server half (`createElicitationBridge`, its stores, `createChatElicitations`) runs in
 * Node, Next.js route handlers and edge runtimes; the page half (`connectElicitationBridge`,
 * `answerElicitation`) in the browser. No React, no DOM APIs beyond `fetch`: Web-standard
 * `Request`, `Response` and `ReadableStream` only.
 * @packageDocumentation
 */

export {
  type AnswerElicitationOptions,
  AnswerRefusedError,
  answerElicitation,
  type ElicitationAnswerReceipt,
} from './answerElicitation';
export {
  type BridgeElicitationHandler,
  type BridgeHandlerOptions,
  type BridgeItemObserver,
  type BridgeSessionQueue,
  type BridgeTaskElicitationHandler,
  createElicitationBridge,
  type ElicitationBridge,
  type ElicitationBridgeOptions,
} from './bridge';
export {
  type ChatElicitationItem,
  type ChatElicitations,
  type ChatElicitationsOptions,
  type ChatElicitationsSnapshot,
  createChatElicitations,
} from './chat';
export {
  type ConnectElicitationBridgeOptions,
  connectElicitationBridge,
  type ElicitationBridgeConnection,
  type ElicitationBridgeState,
  type ElicitationBridgeStatus,
} from './connection';
export {
  createRedisElicitationStore,
  type RedisElicitationStoreOptions,
  type RedisPubSubMessage,
  type RedisScriptClient,
  type RedisSubscriberClient,
} from './redis';
export {
  createMemoryElicitationStore,
  type ElicitationStore,
  ElicitationStoreError,
  type LogPosition,
  type MemoryElicitationStoreOptions,
  type SessionMessage,
  type SettleResult,
  type StoredElicitation,
  type StoredEvent,
} from './store';
export {
  type AnswerProblem,
  BRIDGE_PROTOCOL,
  BRIDGE_PROTOCOL_HEADER,
  type BridgeAnswer,
  type BridgeAnswerBody,
  type BridgeEvent,
  type BridgeOutcome,
  DEFAULT_MAX_BODY_BYTES,
  MIN_BRIDGE_PROTOCOL,
  type PendingElicitation,
  type WithdrawReason,
} from './wire';
