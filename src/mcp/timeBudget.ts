/**
 * A time budget for a host's request (`tools/call`, `prompts/get`, `resources/read`) that does not
 * count the time a person spends answering: while an elicitation from the same server is in the
 * queue, the clock stops. The SDK's own timeout is set out of the way; when the budget is spent
 * the request is aborted through its `signal`, so the SDK sends `notifications/cancelled`
 * (specification: "Cancellation") and the server can stop its work.
 */
import type { ServerInfo } from 'mcp-elicitation-react/core';
import { MAX_TIMER_DELAY, runAt } from '../core/deadline';

/**
 * The SDK timeout that never fires first: the longest delay timers accept (2^31 - 1 ms, about
 * 24.8 days). `Infinity` would not do: timers treat it as 1 ms.
 */
export const SDK_TIMEOUT_OUT_OF_THE_WAY = MAX_TIMER_DELAY;

/**
 * What `callWithTimeBudget` hands the request: spread it into the SDK call's request options.
 * `signal` aborts when the budget is spent or the host's own signal aborts; `timeout` moves the
 * SDK's per-request timeout out of the way.
 */
export interface TimeBudgetRequestOptions {
  signal: AbortSignal;
  timeout: number;
}

/**
 * What `callWithTimeBudget` watches: an `ElicitationQueue`, a bridge chat turn's
 * `createChatElicitations(...)`, or anything else that lists the questions waiting for the person.
 */
export interface TimeBudgetQueue {
  subscribe(listener: () => void): () => void;
  getSnapshot(): { readonly items: readonly { readonly server: ServerInfo }[] };
}

/** Options of `callWithTimeBudget`. */
export interface TimeBudgetOptions {
  /**
   * Milliseconds the request may run, not counting any time during which an elicitation from the
   * same server (by `ServerInfo.name`) is in the queue: asked, waiting in line, or waiting for a URL.
   */
  budget: number;
  /** The host's own cancel: aborts the request at once, whatever is left of the budget. */
  signal?: AbortSignal;
}

/**
 * The rejection of `callWithTimeBudget` when the budget ran out; `cause` is what the SDK threw,
 * when it rejected before the helper did (the helper does not wait for it).
 */
export class TimeBudgetExceededError extends Error {
  override readonly name = 'TimeBudgetExceededError';
  /** The server the request went to. */
  readonly server: ServerInfo;
  /** The budget, in milliseconds. */
  readonly budget: number;

  constructor(server: ServerInfo, budget: number, options?: { cause?: unknown }) {
    super(`The request to ${server.name} used up its time budget of ${budget} ms.`, options);
    this.server = server;
    this.budget = budget;
  }
}

/**
 * Runs `call` (e.g. `(options) => client.callTool(params, undefined, options)`) with a time budget
 * that stops counting while an elicitation from `server` is in `queue` and resumes once none is,
 * however many there are and however they overlap. It spans everything `call` does: 2026-07-28
 * retries and -32042 walk-throughs included. When the budget is spent, `options.signal` aborts and
 * the promise rejects with `TimeBudgetExceededError` (at once, even if the SDK has not reacted yet).
 * Errors of `call` pass through unchanged.
 */
export async function callWithTimeBudget<T>(
  queue: TimeBudgetQueue,
  server: ServerInfo,
  call: (options: TimeBudgetRequestOptions) => Promise<T>,
  { budget, signal }: TimeBudgetOptions,
): Promise<T> {
  signal?.throwIfAborted();
  const controller = new AbortController();
  let remaining = Math.max(0, budget);
  let runningSince: number | null = null;
  let stopTimer = () => {};
  let spend!: (error: TimeBudgetExceededError) => void;
  const spent = new Promise<never>((_resolve, reject) => {
    spend = reject;
  });
  const run = () => {
    runningSince = Date.now();
    stopTimer = runAt(runningSince + remaining, () => {
      const error = new TimeBudgetExceededError(server, budget);
      controller.abort(error);
      spend(error);
    });
  };
  const pause = () => {
    if (runningSince === null) return;
    remaining -= Date.now() - runningSince;
    runningSince = null;
    stopTimer();
  };
  const asking = () => queue.getSnapshot().items.some((item) => item.server.name === server.name);
  const update = () => {
    if (asking()) pause();
    else if (runningSince === null && !controller.signal.aborted) run();
  };
  const unsubscribe = queue.subscribe(update);
  const onAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  update();
  try {
    const request = call({ signal: controller.signal, timeout: SDK_TIMEOUT_OUT_OF_THE_WAY });
    return await Promise.race([request, spent]);
  } catch (error) {
    const reason: unknown = controller.signal.reason;
    if (reason instanceof TimeBudgetExceededError && error !== reason) {
      throw new TimeBudgetExceededError(server, budget, { cause: error });
    }
    throw error;
  } finally {
    unsubscribe();
    signal?.removeEventListener('abort', onAbort);
    pause();
  }
}
