/**
 * The server's check of an answer posted by a browser: the same rules the dialog applies (core's
 * `buildResult` and `validateAnswers`), so a forged request cannot send the MCP server what the UI
 * never would.
 */

// With the pattern engine built in: a posted answer is checked against `pattern` as in the dialog.
import type { ElicitAction, ElicitResult, FieldError } from 'mcp-elicitation-react/core';
import { parseElicitationRequest } from '../core/complete';
import { isObject, own } from '../core/object';
import { buildResult, InvalidAnswersError } from '../core/result';
import type { AnswerProblem, BridgeAnswer, PendingElicitation } from './wire';

/** The verdict on a posted answer: the exact result to record, or why not. */
export type AnswerVerdict = { ok: true; answer: BridgeAnswer } | { ok: false; problems: AnswerProblem[] };

const ACTIONS: readonly unknown[] = ['accept', 'decline', 'cancel'] satisfies ElicitAction[];
const RESULT_KEYS = new Set(['action', 'content']);

function refuse(code: Exclude<AnswerProblem, FieldError>['code'], name: string | null = null): AnswerVerdict {
  return { ok: false, problems: [{ name, code }] };
}

/** The answer to an `elicitation/create`: an `ElicitResult` the dialog could have built, normalised. */
function checkResult(params: unknown, posted: unknown): AnswerVerdict {
  if (!isObject(posted)) return refuse('action');
  const action = own(posted, 'action');
  if (!ACTIONS.includes(action)) return refuse('action');
  const extra = Object.keys(posted).find((key) => !RESULT_KEYS.has(key));
  if (extra !== undefined) return refuse('content', extra);
  const content = own(posted, 'content');
  if (action !== 'accept')
    return content === undefined ? { ok: true, answer: { action } as ElicitResult } : refuse('content');
  const parsed = parseElicitationRequest(params);
  // A request the dialog could not parse can only be declined or cancelled.
  if (!parsed.ok) return refuse('not-accepted');
  const { request } = parsed;
  if (request.mode === 'url') return content === undefined ? { ok: true, answer: { action } } : refuse('content');
  if (content !== undefined && !isObject(content)) return refuse('content');
  const values = content ?? {};
  const names = new Set(request.fields.map((field) => field.name));
  const unknown = Object.keys(values).filter((name) => !names.has(name));
  if (unknown.length > 0) return { ok: false, problems: unknown.map((name) => ({ name, code: 'unknown-field' })) };
  try {
    return { ok: true, answer: buildResult(request, 'accept', values) };
  } catch (error) {
    if (error instanceof InvalidAnswersError) return { ok: false, problems: error.errors };
    throw error;
  }
}

/**
 * Checks a posted answer against the pending item it answers. A form accept must pass
 * `validateAnswers` and holds schema keys only; decline, cancel and URL consent carry no content;
 * a `-32042` walk-through is answered `retry` or `stop`.
 */
export function checkAnswer(elicitation: PendingElicitation, posted: unknown): AnswerVerdict {
  if (elicitation.kind === 'url-required') {
    return posted === 'retry' || posted === 'stop' ? { ok: true, answer: posted } : refuse('walkthrough');
  }
  return checkResult(elicitation.params, posted);
}
