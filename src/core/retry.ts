/**
 * The 2026-07-28 multi round-trip: recognising an `InputRequiredResult` and building the retry.
 */
import { isObject, own, readSafely } from './object';
import type { ElicitRequestParams, InputRequiredResult, InputResponses } from './types';

/**
 * Whether a `tools/call`, `prompts/get` or `resources/read` result asks for input. A result without
 * `resultType` is complete.
 */
export function isInputRequiredResult(result: unknown): result is InputRequiredResult {
  return readSafely(
    () => isObject(result) && own(result, 'resultType') === 'input_required' && isObject(own(result, 'inputRequests')),
    false,
  );
}

/** The `elicitation/create` entries of an `InputRequiredResult`, in the server's order. */
export function elicitationInputRequests(result: InputRequiredResult): [key: string, params: ElicitRequestParams][] {
  return readSafely(
    () =>
      Object.entries(result.inputRequests).flatMap(([key, request]): [string, ElicitRequestParams][] =>
        isObject(request) && own(request, 'method') === 'elicitation/create'
          ? [[key, own(request, 'params') as ElicitRequestParams]]
          : [],
      ),
    [],
  );
}

/** Why retry params could not be built. */
export type RetryParamsErrorCode = 'missing-response' | 'unexpected-response';

/** Thrown by `buildRetryParams` when the responses do not match the server's `inputRequests`. */
export class RetryParamsError extends Error {
  override readonly name = 'RetryParamsError';
  readonly code: RetryParamsErrorCode;
  /** The `inputRequests` keys at fault. */
  readonly keys: string[];

  constructor(code: RetryParamsErrorCode, keys: string[]) {
    super(
      code === 'missing-response'
        ? `No response for input request ${keys.map((key) => JSON.stringify(key)).join(', ')}; every input request needs one.`
        : `Response for ${keys.map((key) => JSON.stringify(key)).join(', ')} answers nothing the server asked.`,
    );
    this.code = code;
    this.keys = keys;
  }
}

/** The params of a retried request: the original ones plus the answers and the echoed state. */
export type RetryParams<P> = Omit<P, 'inputResponses' | 'requestState'> & {
  inputResponses: InputResponses;
  requestState?: string;
};

/**
 * The params to re-send the ORIGINAL request with (same method, new JSON-RPC id): a response for
 * every `inputRequests` key, and `requestState` echoed untouched, or absent when the server sent
 * none. Answers from an earlier round are replaced, not accumulated.
 * @throws {RetryParamsError} when a key has no response or a response answers no key.
 */
export function buildRetryParams<P extends Record<string, unknown>>(
  originalParams: P,
  inputRequiredResult: InputRequiredResult,
  responses: InputResponses,
): RetryParams<P> {
  const asked = Object.keys(inputRequiredResult.inputRequests);
  const missing = asked.filter((key) => !Object.hasOwn(responses, key));
  if (missing.length > 0) throw new RetryParamsError('missing-response', missing);
  const unexpected = Object.keys(responses).filter((key) => !Object.hasOwn(inputRequiredResult.inputRequests, key));
  if (unexpected.length > 0) throw new RetryParamsError('unexpected-response', unexpected);

  const { inputResponses: _previousResponses, requestState: _previousState, ...rest } = originalParams;
  const retry: RetryParams<P> = {
    ...(rest as Omit<P, 'inputResponses' | 'requestState'>),
    inputResponses: Object.fromEntries(asked.map((key) => [key, responses[key] as InputResponses[string]])),
  };
  if (Object.hasOwn(inputRequiredResult, 'requestState') && inputRequiredResult.requestState !== undefined) {
    retry.requestState = inputRequiredResult.requestState;
  }
  return retry;
}
