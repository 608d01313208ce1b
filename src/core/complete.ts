/**
 * Reading a request with the `pattern` engine built in: what `/core` and the bridge export,
 * synchronous from the first call. The components read requests with `readElicitationRequest`
 * instead and load the engine only for a request that has a `pattern`, so that other forms never
 * carry it. Validation and results need no engine of their own: each `pattern` is compiled when the
 * request is read.
 */
import { type ParseResult, readElicitationRequest } from './parse';
import { re2PatternEngine } from './re2';

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
  return readElicitationRequest(input, re2PatternEngine).parsed;
}
