/**
 * The answer half of the bridge for pages that learn of elicitations some other way than the
 * bridge's event stream (a chat transcript's `data-elicitation` parts): one `POST { id, result }`
 * to the bridge endpoint, retried while the server is unreachable, with the endpoint's verdict.
 */
import type { ElicitResult } from 'mcp-elicitation-react/core';
import { type AnswerProblem, type BridgeOutcome, postBridgeAnswer } from './wire';

/** Options of `answerElicitation`. */
export interface AnswerElicitationOptions {
  /** The bridge endpoint (`bridge.fetch` on the host's server), e.g. `/api/elicitations`. */
  url: string | URL;
  /** The item's id: the `id` of the `data-elicitation` part. */
  id: string;
  /** The person's answer. */
  result: ElicitResult;
  /** Extra request headers, e.g. `{ Authorization: 'Bearer …' }`. */
  headers?: HeadersInit;
  /** Whether cookies go along. @default 'same-origin' */
  credentials?: RequestCredentials;
  /** Attempts while the endpoint is unreachable or answers 5xx or 429, about 0.5, 1, 2, 4 s apart. @default 5 */
  attempts?: number;
  /** Stops retrying (the promise rejects with the signal's reason). */
  signal?: AbortSignal;
  /** The `fetch` to use. @default globalThis.fetch */
  fetch?: typeof fetch;
}

/**
 * What the endpoint said: `answered` (this answer reached the server), `settled` (the item had been
 * settled before, by another tab or an earlier attempt; `outcome` is what was recorded) or
 * `unknown` (the endpoint no longer knows the item: it was withdrawn or expired long ago).
 */
export type ElicitationAnswerReceipt =
  | { status: 'answered' }
  | { status: 'settled'; outcome: BridgeOutcome | null }
  | { status: 'unknown' };

/**
 * The rejection of `answerElicitation` when the endpoint refused the answer for good: `status` 422
 * (`problems` say which answers failed the schema; the item is still pending), 400, 401, 403,
 * 413 or 415, or the attempts ran out (`status` is the last one, or null when unreachable).
 */
export class AnswerRefusedError extends Error {
  override readonly name = 'AnswerRefusedError';
  /** The endpoint's last HTTP status, or null when it was never reached. */
  readonly status: number | null;
  /** 422: the answers the schema refused. */
  readonly problems: readonly AnswerProblem[];

  constructor(message: string, status: number | null, problems: readonly AnswerProblem[] = [], cause?: unknown) {
    super(message, { cause });
    this.status = status;
    this.problems = problems;
  }
}

const RETRY_BASE_MS = 500;

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(done, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    function done() {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

async function bodyOf(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Posts the person's answer to one bridge item and says how the endpoint took it. Retries (with
 * backoff) only what may succeed later: a network failure, 5xx, 429. A second answer is never an
 * error: it resolves `settled` with the outcome recorded first.
 */
export async function answerElicitation({
  url,
  id,
  result,
  headers,
  credentials = 'same-origin',
  attempts = 5,
  signal,
  fetch: fetchImpl = globalThis.fetch.bind(globalThis),
}: AnswerElicitationOptions): Promise<ElicitationAnswerReceipt> {
  let lastStatus: number | null = null;
  let lastError: unknown;
  for (let attempt = 1; attempt <= Math.max(1, attempts); attempt++) {
    signal?.throwIfAborted();
    if (attempt > 1) await wait(RETRY_BASE_MS * 2 ** (attempt - 2), signal);
    let response: Response;
    try {
      response = await postBridgeAnswer(fetchImpl, url, { id, result }, { headers, credentials, signal });
    } catch (error) {
      signal?.throwIfAborted();
      lastError = error;
      continue;
    }
    lastStatus = response.status;
    if (response.status === 200) return { status: 'answered' };
    if (response.status === 409) {
      const { outcome } = await bodyOf(response);
      return {
        status: 'settled',
        outcome: typeof outcome === 'object' && outcome !== null ? (outcome as BridgeOutcome) : null,
      };
    }
    if (response.status === 404) return { status: 'unknown' };
    if (response.status >= 500 || response.status === 429) continue;
    const body = await bodyOf(response);
    const problems = Array.isArray(body.problems) ? (body.problems as AnswerProblem[]) : [];
    throw new AnswerRefusedError(`The bridge refused the answer (HTTP ${response.status}).`, response.status, problems);
  }
  throw new AnswerRefusedError(
    lastStatus === null
      ? 'The bridge could not be reached to send the answer.'
      : `The bridge kept failing (HTTP ${lastStatus}).`,
    lastStatus,
    [],
    lastError,
  );
}
