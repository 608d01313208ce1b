/**
 * `mcp-elicitation-react/bridge`: the server half of the elicitation bridge, for hosts whose MCP
 * clients run on their server (Node, Next.js route handlers, edge runtimes). No React, no DOM:
 * Web-standard `Request`, `Response` and `ReadableStream` only. The browser half,
 * `connectElicitationBridge`, is in `mcp-elicitation-react/mcp`.
 * @packageDocumentation
 */

export {
  type AnswerProblem,
  BRIDGE_PROTOCOL,
  BRIDGE_PROTOCOL_HEADER,
  type BridgeAnswer,
  type BridgeAnswerBody,
  type BridgeEvent,
  DEFAULT_MAX_BODY_BYTES,
  MIN_BRIDGE_PROTOCOL,
  type Outcome,
  type PendingElicitation,
  type WithdrawReason,
} from '../wire';
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
  createRedisElicitationStore,
  type RedisElicitationStoreOptions,
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
