/**
 * What travels between the bridge endpoint and the browser: the Server-Sent Events of `GET`, the
 * body of `POST`, the protocol version, and how an item ends. The server half (`./bridge`) and the
 * page half (`./connection`, `./answerElicitation`) both import it, and it imports only types, so
 * neither half carries the other's code.
 */
import type { ElicitResult, FieldError, ServerInfo } from 'mcp-elicitation-react/core';
import type { UrlElicitationRequiredChoice } from 'mcp-elicitation-react/mcp';

/** The answer to one pending item: an `ElicitResult`, or `retry`/`stop` for a `-32042` walk-through. */
export type BridgeAnswer = ElicitResult | UrlElicitationRequiredChoice;

/** How an item ended in the store: the answer recorded, or why it went away unanswered. */
export type BridgeOutcome = { type: 'answered'; answer: BridgeAnswer } | { type: 'withdrawn'; reason: WithdrawReason };

/** Why a posted answer was refused (the `422` body lists them): a field's error, or what was wrong with the answer. */
export type AnswerProblem =
  | FieldError
  | { name: string | null; code: 'action' | 'content' | 'unknown-field' | 'not-accepted' | 'walkthrough' };

/** Why an elicitation went away without the user's answer. */
export type WithdrawReason = 'aborted' | 'timeout' | 'closed';

/** One pending item as the page receives it. `server` comes from the host, never from the request. */
export type PendingElicitation =
  | { kind: 'elicitation'; id: string; server: ServerInfo; params: unknown }
  | { kind: 'url-required'; id: string; server: ServerInfo; elicitations: unknown[] };

/** The events of the stream, each sent as `event: <type>` with the rest as JSON `data`. */
export type BridgeEvent =
  /** A new pending item (also re-sent, without an id, in the snapshot a fresh connection starts with). */
  | { type: 'pending'; elicitation: PendingElicitation }
  /** Item `id` was answered (by this page or another one of the same session). */
  | { type: 'answered'; id: string }
  /** Item `id` went away unanswered: the server withdrew it, it timed out, or its holder shut down. */
  | { type: 'withdrawn'; id: string; reason: WithdrawReason }
  /** 2025-11-25 `notifications/elicitation/complete` from `server`, as sent. */
  | { type: 'completed'; server: ServerInfo; params: unknown }
  /** Ends the snapshot of a fresh connection: the ids pending now; anything else the page shows is gone. */
  | { type: 'sync'; pending: string[] };

/** The body of `POST`: the answer to pending item `id`. */
export interface BridgeAnswerBody {
  id: string;
  result: BridgeAnswer;
}

/**
 * @internal Posts one answer to the endpoint, as both page-half callers do (`answerElicitation` and
 * the connection's own answers): JSON, the caller's headers and credentials kept.
 */
export function postBridgeAnswer(
  fetchImpl: typeof fetch,
  url: string | URL,
  body: BridgeAnswerBody,
  { headers, credentials, signal }: { headers?: HeadersInit; credentials?: RequestCredentials; signal?: AbortSignal },
): Promise<Response> {
  const postHeaders = new Headers(headers);
  postHeaders.set('Content-Type', 'application/json');
  return fetchImpl(url, { method: 'POST', headers: postHeaders, body: JSON.stringify(body), credentials, signal });
}

/** The largest `POST` body the bridge reads by default, in bytes (larger ones get 413). */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

/**
 * The bridge protocol this release speaks, sent as `Elicitation-Bridge-Protocol` on every request
 * of the browser half and every response of the endpoint. 1: the releases before the header; 2:
 * adds the header, 503 with `Retry-After` while the store is down, and 426 for a page too old.
 */
export const BRIDGE_PROTOCOL = 2;

/** The oldest page protocol the endpoint still serves; an older page gets 426 ("reload to continue"). */
export const MIN_BRIDGE_PROTOCOL = 1;

/** The header that carries the protocol version both ways. */
export const BRIDGE_PROTOCOL_HEADER = 'Elicitation-Bridge-Protocol';
