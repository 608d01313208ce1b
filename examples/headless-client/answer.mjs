/**
 * Answering one `elicitation/create` with `mcp-elicitation-react/core` alone, the same way in both
 * wire generations: parse the untrusted params, start from the schema's defaults, validate, build
 * the exact `ElicitResult`.
 *
 * A real host shows the parsed form to a person, who reviews, edits and submits it (or declines /
 * cancels). This headless example stands in for that person: it accepts every form with its
 * defaults, which is what the conformance scenarios check. Never auto-submit in a product.
 */
import {
  buildResult,
  defaultValues,
  elicitationCapability,
  InvalidAnswersError,
  parseElicitationRequest,
  supportsElicitationMode,
} from 'mcp-elicitation-react/core';

/** What this client declares: form mode only. A headless client has nowhere to open a URL. */
export const ELICITATION_CAPABILITY = elicitationCapability({ form: true, url: false });

/** The client capabilities, for `initialize` (2025-11-25) and for every request's `_meta` (2026-07-28). */
export const CLIENT_CAPABILITIES = { elicitation: ELICITATION_CAPABILITY };

/** Who we are, for `initialize` (2025-11-25) and `_meta` (2026-07-28). */
export const CLIENT_INFO = { name: 'mcp-elicitation-react-headless-example', version: '0.1.0' };

/** Diagnostics go to stderr: stdout stays free for a host's own output. */
export function log(...parts) {
  console.error('[headless-client]', ...parts);
}

/**
 * The `ElicitResult` for one `elicitation/create` request's params. Never throws for anything the
 * server sent: a request that cannot be parsed, a mode we did not declare, or defaults that do not
 * satisfy the schema (a required field without a default, say) are declined, with the reason logged.
 * @param {unknown} params the request's `params`, straight off the wire
 * @param {string} label where the request came from, for the log
 * @returns {import('mcp-elicitation-react/core').ElicitResult}
 */
export function answerElicitation(params, label) {
  const parsed = parseElicitationRequest(params);
  if (!parsed.ok) {
    const reasons = parsed.problems.map((problem) => `${problem.path || '(params)'}: ${problem.message}`);
    log(`${label}: declined, the request cannot be answered: ${reasons.join(' | ')}`);
    return buildResult(null, 'decline');
  }
  const { request, warnings } = parsed;
  for (const warning of warnings) log(`${label}: note: ${warning.path}: ${warning.message}`);

  if (!supportsElicitationMode(ELICITATION_CAPABILITY, request.mode) || request.mode === 'url') {
    log(`${label}: declined, ${request.mode} mode was not declared by this client`);
    return buildResult(request, 'decline');
  }

  const values = defaultValues(request);
  try {
    const result = buildResult(request, 'accept', values);
    log(`${label}: accepted "${request.message}" with ${JSON.stringify(result.content)}`);
    return result;
  } catch (error) {
    if (!(error instanceof InvalidAnswersError)) throw error;
    log(`${label}: declined, the defaults are not a valid answer: ${error.message}`);
    return buildResult(request, 'decline');
  }
}
