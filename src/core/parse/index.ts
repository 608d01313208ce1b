/**
 * Reads untrusted `elicitation/create` params into a render-ready model, or says precisely why it
 * cannot. Strict where answering would be impossible, lenient where a user would be blocked for
 * nothing (a bad default, an unknown format, unknown keywords). Runs in time proportional to the
 * request, which is first copied as plain JSON within the documented limits (`./limits`).
 */
import { readJson } from '../json';
import { MAX_MESSAGE_LENGTH } from '../limits';
import type { ElicitationRequest } from '../model';
import { isObject, own } from '../object';
import type { PatternEngine } from '../pattern';
import { describeValue, type Problem, ProblemList, type ProblemParams } from '../problems';
import { parseForm } from './form';
import { SchemaReader } from './reader';
import { parseUrl } from './url';

/** The outcome of `parseElicitationRequest`. Warnings describe what was repaired. */
export type ParseResult =
  | { ok: true; request: ElicitationRequest; warnings: Problem[] }
  | { ok: false; problems: Problem[] };

/**
 * Reads `elicitation/create` params of either protocol generation (`/core`'s
 * `parseElicitationRequest` gives it the pattern engine): never throws, and takes time proportional
 * to the request. Without `engine`, a `pattern` is kept unchecked and `patternsPending` says so; the
 * components read the request again once they have loaded the engine.
 */
export function readElicitationRequest(
  input: unknown,
  engine: PatternEngine | undefined,
): { parsed: ParseResult; patternsPending: boolean } {
  const reader = new SchemaReader(new ProblemList(), engine);
  const parsed = parseWith(input, reader);
  return { parsed, patternsPending: parsed.ok && reader.patternsPending };
}

function parseWith(input: unknown, reader: SchemaReader): ParseResult {
  const { problems } = reader;
  // Absent params are "not an object", not a JSON failure: JSON has no undefined to fail on.
  const read = input === undefined ? { ok: true as const, value: undefined } : readJson(input);
  if (!read.ok) {
    const { path, code, params } = read.failure;
    problems.error(path, code, params as ProblemParams[typeof code]);
    return { ok: false, problems: problems.items };
  }
  const params = read.value;
  if (!isObject(params)) {
    problems.error('', 'params-not-object', {});
    return { ok: false, problems: problems.items };
  }
  const mode = own(params, 'mode');
  if (mode !== undefined && mode !== 'form' && mode !== 'url') {
    problems.error('mode', 'mode-unknown', { value: describeValue(mode) });
  }
  const message = own(params, 'message');
  if (message === undefined) problems.error('message', 'message-missing', {});
  else if (typeof message !== 'string') problems.error('message', 'message-not-string', {});
  else reader.text(message, MAX_MESSAGE_LENGTH, 'message', 'message');
  const text = typeof message === 'string' ? message : '';
  const meta = own(params, '_meta');

  let request: ElicitationRequest | undefined;
  if (mode === 'url') {
    request = parseUrl(params, text, reader);
  } else if (mode === undefined || mode === 'form') {
    const form = parseForm(params, text, reader);
    if (problems.errorCount === 0) request = form;
  }

  if (!request) return { ok: false, problems: problems.items };
  if (isObject(meta)) request._meta = meta;
  return { ok: true, request, warnings: problems.items };
}
