/**
 * 2026-07-28 without SDK v2: fulfilling an `InputRequiredResult` by asking the user, then re-sending
 * the original request with the answers, for as many rounds as the server needs.
 */
import type {
  ClientCapabilities,
  ElicitRequestParams,
  ElicitResult,
  InputRequest,
  InputRequiredResult,
  InputResponses,
  Meta,
  RetryParams,
} from 'mcp-elicitation-react/core';
import { isObject, own } from '../core/object';
import { buildRetryParams, isInputRequiredResult, withClientCapabilities } from '../core/protocol';

const ELICITATION = 'elicitation/create';

/** Thrown when an `InputRequiredResult` holds requests other than elicitation that the host did not handle. */
export class UnhandledInputRequestError extends Error {
  override readonly name = 'UnhandledInputRequestError';
  /** The `inputRequests` keys nobody could answer, with their methods. */
  readonly requests: { key: string; method: unknown }[];

  constructor(requests: { key: string; method: unknown }[]) {
    super(
      `No handler for input request ${requests.map(({ key, method }) => `${JSON.stringify(key)} (${String(method)})`).join(', ')}: pass handleInputRequest to answer methods other than elicitation/create.`,
    );
    this.requests = requests;
  }
}

/** Thrown when the server still asks for input after `maxRounds` retries. */
export class InputRequiredRoundsExceededError extends Error {
  override readonly name = 'InputRequiredRoundsExceededError';
  readonly rounds: number;
  /** The last `InputRequiredResult` received. */
  readonly lastResult: InputRequiredResult;

  constructor(rounds: number, lastResult: InputRequiredResult) {
    super(`The server still required input after ${rounds} rounds.`);
    this.rounds = rounds;
    this.lastResult = lastResult;
  }
}

/** Options of `resolveInputRequired`. */
export interface ResolveInputRequiredOptions<P extends Record<string, unknown>, R> {
  /**
   * Sends the request (`tools/call`, `prompts/get` or `resources/read`) with these params under a
   * NEW JSON-RPC id, and resolves with its result.
   */
  send: (params: P | RetryParams<P>) => Promise<R | InputRequiredResult>;
  /** The original request's params. */
  params: P;
  /**
   * Asks the user one `elicitation/create`: `createElicitationAsk(queue, { server, capability })`, or
   * e.g. `(params, { signal }) => queue.enqueue({ server, params, signal })`.
   */
  ask: (params: ElicitRequestParams, context: { key: string; signal?: AbortSignal }) => Promise<ElicitResult>;
  /** Answers input requests of other methods (sampling, roots); without it they throw `UnhandledInputRequestError`. */
  handleInputRequest?: (
    request: InputRequest,
    context: { key: string; signal?: AbortSignal },
  ) => Promise<InputResponses[string]>;
  /** Declared in `_meta` on the first request and every retry, as 2026-07-28 requires. */
  capabilities?: ClientCapabilities;
  /** How many retries before giving up with `InputRequiredRoundsExceededError`. @default 10 */
  maxRounds?: number;
  /** Stops between questions and rounds (rejects with its reason). */
  signal?: AbortSignal;
}

/**
 * Sends `params`; while the result is an `InputRequiredResult`, asks the user every elicitation
 * in it, one after another in the server's order, and re-sends the original request with the
 * answers and the echoed `requestState` (core's `buildRetryParams`). Resolves with the complete
 * result. Checks that every input request can be answered before asking anything.
 */
export async function resolveInputRequired<P extends Record<string, unknown>, R>({
  send,
  params,
  ask,
  handleInputRequest,
  capabilities,
  maxRounds = 10,
  signal,
}: ResolveInputRequiredOptions<P, R>): Promise<R> {
  const original: P = capabilities ? (withClientCapabilities(params as { _meta?: Meta }, capabilities) as P) : params;
  let result = await send(original);
  for (let round = 0; isInputRequiredResult(result); round++) {
    if (round >= maxRounds) throw new InputRequiredRoundsExceededError(maxRounds, result);
    const requests = Object.entries(result.inputRequests).map(([key, request]) => ({
      key,
      request,
      method: isObject(request) ? own(request, 'method') : undefined,
    }));
    const unhandled = handleInputRequest ? [] : requests.filter(({ method }) => method !== ELICITATION);
    if (unhandled.length > 0)
      throw new UnhandledInputRequestError(unhandled.map(({ key, method }) => ({ key, method })));
    const responses: InputResponses = {};
    for (const { key, request, method } of requests) {
      signal?.throwIfAborted();
      const context = { key, signal };
      responses[key] =
        method === ELICITATION || !handleInputRequest
          ? await ask(request.params as unknown as ElicitRequestParams, context)
          : await handleInputRequest(request, context);
    }
    signal?.throwIfAborted();
    result = await send(buildRetryParams(original, result, responses));
  }
  return result as R;
}
