/**
 * Building the exact `ElicitResult` to send back.
 */
import type { ElicitationRequest, ElicitationValues } from './model';
import { describeValue } from './problems';
import type { ElicitAction, ElicitResult } from './types';
import { type FieldError, normalizeAnswers, validateAnswers } from './validate';

/** Thrown by `buildResult` when accepted answers do not satisfy the schema; nothing is sent. */
export class InvalidAnswersError extends Error {
  override readonly name = 'InvalidAnswersError';
  /** Every invalid field, in form order. */
  readonly errors: FieldError[];

  constructor(errors: FieldError[]) {
    super(`The answers are not valid: ${errors.map((error) => `${error.name} (${error.code})`).join(', ')}.`);
    this.errors = errors;
  }
}

const ACTIONS: readonly ElicitAction[] = ['accept', 'decline', 'cancel'];

/**
 * The `ElicitResult` for what the user did. `decline` and `cancel` never carry content; `accept` on
 * a URL request means consent to open it and carries none either. `accept` on a form validates the
 * answers and sends schema keys only, unanswered optional fields omitted.
 *
 * `request` may be `null` when the request could not be parsed: only `decline` and `cancel` are
 * possible then.
 * @throws {InvalidAnswersError} when accepted form answers are invalid.
 * @throws {TypeError} for an unknown action, or `accept` without a parsed request.
 */
export function buildResult(
  request: ElicitationRequest | null,
  action: ElicitAction,
  values: ElicitationValues = {},
): ElicitResult {
  if (!ACTIONS.includes(action)) throw new TypeError(`Unknown elicitation action ${describeValue(action)}.`);
  if (action !== 'accept') return { action };
  if (!request) throw new TypeError('A request that could not be parsed can only be declined or cancelled.');
  if (request.mode === 'url') return { action };
  const verdict = validateAnswers(request, values);
  if (!verdict.valid) throw new InvalidAnswersError(verdict.errors);
  return { action, content: normalizeAnswers(request, values) };
}
