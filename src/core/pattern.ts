/**
 * `pattern`, run in linear time. A server's regular expression is never given to `RegExp` to run
 * (a backtracking engine can take exponential time, and freeze the page); it is translated to RE2
 * syntax and run by `re2js`, which this module does not import: the engine lives in `./re2`, given
 * to the parse by `/core` (which carries it) or loaded by the components for a request that has a
 * `pattern`, so that forms without one never carry it.
 */

/** RE2's repeat limit: `{1001}` and larger do not compile there (named in the problem that says so). */
export const MAX_PATTERN_REPEAT = 1000;

/** Why a `pattern` is not checked: not a regular expression, or one a linear-time engine cannot run. */
export type PatternRefusal =
  /** Not text, or not an ECMA-262 regular expression with the `u` flag (as JSON Schema reads it). */
  | 'invalid'
  /** A backreference (`\1`, `\k<name>`): needs backtracking. */
  | 'backreference'
  /** A lookahead or lookbehind (`(?=`, `(?!`, `(?<=`, `(?<!`). */
  | 'lookaround'
  /** Valid, but outside what RE2 runs: a repeat over 1,000, a property RE2 does not know, and the like. */
  | 'unsupported';

/** A compiled `pattern`: `test` searches the whole value, as JSON Schema does (anchors are the pattern's). */
export interface PatternMatcher {
  readonly ok: true;
  test(value: string): boolean;
}

/** What an engine makes of a pattern's source. */
export type CompiledPattern = PatternMatcher | { readonly ok: false; readonly refusal: PatternRefusal };

/** A linear-time regular expression engine with ECMA-262 semantics where JSON Schema needs them. */
export interface PatternEngine {
  compile(source: string): CompiledPattern;
}

let loaded: PatternEngine | undefined;
let loading: Promise<PatternEngine> | undefined;

/**
 * @internal Loads the engine (`re2js`, about 50 KB gzip) on first use; later calls share the load.
 * A failed load can be retried.
 */
export function loadPatternEngine(): Promise<PatternEngine> {
  if (loaded) return Promise.resolve(loaded);
  loading ??= import('./re2').then(
    ({ re2PatternEngine }) => {
      loaded = re2PatternEngine;
      return loaded;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** @internal The engine, once `loadPatternEngine` has loaded it. */
export function loadedPatternEngine(): PatternEngine | undefined {
  return loaded;
}

// Each checked `pattern` is compiled once, when the request is read, and kept with the constraints
// that name it: an answer is then checked by the engine the request was read with, whatever else
// has been loaded since.
const compiled = new WeakMap<object, PatternMatcher>();

/** @internal Keeps `matcher` as the compiled `pattern` of `constraints`. */
export function bindPattern(constraints: { pattern?: string }, matcher: PatternMatcher): void {
  compiled.set(constraints, matcher);
}

/**
 * @internal The compiled `pattern` of `constraints`, or undefined when it is not checked: read
 * without an engine, or one the engine cannot run (reported in the parse's warnings).
 */
export function boundPattern(constraints: { pattern?: string }): PatternMatcher | undefined {
  return compiled.get(constraints);
}

/**
 * Whether `source` is an ECMA-262 regular expression with the `u` flag. Constructing a `RegExp`
 * only parses it (matching never starts), in time proportional to its length.
 */
export function isEcmaPattern(source: string): boolean {
  try {
    new RegExp(source, 'u');
    return true;
  } catch {
    return false;
  }
}
