/**
 * Parsing, validation and results with the `pattern` engine built in: what `/core` and the bridge
 * export, synchronous from the first call. The components import `./parse` instead and load the
 * engine only for a request that has a `pattern`, so that other forms never carry it.
 */
import type { ElicitationRequest, ElicitationValues } from './model';
import { type ParseResult, parseElicitationRequest as parseWithInstalledEngine } from './parse';
import { installPatternEngine } from './pattern';
import { re2PatternEngine } from './re2';
import { buildResult as buildWithInstalledEngine } from './result';
import type { ElicitAction, ElicitResult } from './types';
import { type ValidationResult, validateAnswers as validateWithInstalledEngine } from './validate';

/**
 * Reads `elicitation/create` params of either protocol generation.
 * Never throws, and takes time proportional to the request: params that are not plain JSON data
 * (BigInt, cycles, functions, getters, class instances) or exceed the documented limits are refused
 * with a problem; otherwise returns the parsed request with repair warnings, or every problem found
 * (at most `MAX_PROBLEMS` listed, then one entry saying how many more). A `pattern` is checked in
 * linear time (re2js); one that is not a regular expression or needs backtracking is reported in
 * `warnings` (`pattern-invalid`, `pattern-unsupported`) and not enforced.
 */
export function parseElicitationRequest(input: unknown): ParseResult {
  installPatternEngine(re2PatternEngine);
  return parseWithInstalledEngine(input);
}

/** Checks every answer of a form request; a URL request has nothing to validate. */
export function validateAnswers(request: ElicitationRequest, values: ElicitationValues): ValidationResult {
  installPatternEngine(re2PatternEngine);
  return validateWithInstalledEngine(request, values);
}

/**
 * The `ElicitResult` for what the user did. `decline` and `cancel` never carry content; `accept` on
 * a URL request means consent to open it and carries none either. `accept` on a form validates the
 * answers and sends schema keys only, unanswered optional fields omitted.
 *
 * `request` may be `null` when the request could not be parsed: only `decline` and `cancel` are
 * possible then.
 * @throws {ElicitationAnswersError} when accepted form answers are invalid.
 * @throws {TypeError} for an unknown action, or `accept` without a parsed request.
 */
export function buildResult(
  request: ElicitationRequest | null,
  action: ElicitAction,
  values: ElicitationValues = {},
): ElicitResult {
  installPatternEngine(re2PatternEngine);
  return buildWithInstalledEngine(request, action, values);
}
