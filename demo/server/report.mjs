/**
 * What the server received, written down exactly: every tool result carries the raw `ElicitResult`
 * JSON, a line per answered field with its `typeof`, and the same facts as `structuredContent` so a
 * test can read them without parsing text.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { slowReportWork } from './requests.mjs';

const validator = new AjvJsonSchemaValidator();

/**
 * @typedef {object} ElicitationRecord
 * @property {string} label which request this answers (`"form"`, `"step 1"`, an `inputRequests` key)
 * @property {'form' | 'url'} mode the mode of the request the server sent
 * @property {unknown} result the `ElicitResult` exactly as received (JSON types preserved)
 * @property {string} [action] `result.action` when it is a string
 * @property {Record<string, string>} [fieldTypes] accepted forms: field name → `typeof` (`"array"` for arrays)
 * @property {string[]} [unanswered] accepted forms: schema fields the content leaves out
 * @property {string[]} [unexpected] accepted forms: content keys the schema does not have
 * @property {{ valid: boolean, errors?: string }} [schemaCheck] accepted forms: the SDK's own AJV check
 */

/**
 * Which modes a client's declared `elicitation` capability allows (`{}` means form only, as the
 * specification says for clients that predate modes).
 * @param {{ form?: unknown, url?: unknown } | undefined} elicitation
 * @returns {{ form: boolean, url: boolean }}
 */
export function elicitationModes(elicitation) {
  if (!elicitation) return { form: false, url: false };
  const url = elicitation.url !== undefined;
  return { form: elicitation.form !== undefined || !url, url };
}

/**
 * The sentence a tool result starts with for a single answer.
 * @param {ElicitationRecord} record
 */
export function outcomeOf(record) {
  switch (record.action) {
    case 'accept':
      return record.mode === 'url' ? 'the user agreed to open the URL.' : 'the user accepted; the content is below.';
    case 'decline':
      return 'the user declined.';
    case 'cancel':
      return 'the user cancelled.';
    default:
      return `the client answered with an unknown action ${JSON.stringify(record.action)}.`;
  }
}

/**
 * The name of a value's JSON type as a test wants it: `typeof`, except `"array"` and `"null"`.
 * @param {unknown} value
 * @returns {string}
 */
export function jsonType(value) {
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  return typeof value;
}

/**
 * Records one elicitation answer.
 * @param {string} label
 * @param {{ mode?: string, requestedSchema?: { properties?: Record<string, unknown> } }} params what the server sent
 * @param {unknown} result what came back
 * @returns {ElicitationRecord}
 */
export function recordElicitation(label, params, result) {
  const mode = params.mode === 'url' ? 'url' : 'form';
  /** @type {ElicitationRecord} */
  const record = { label, mode, result };
  const isObject = result !== null && typeof result === 'object' && !Array.isArray(result);
  const action = isObject ? /** @type {Record<string, unknown>} */ (result).action : undefined;
  if (typeof action === 'string') record.action = action;
  const content = isObject ? /** @type {Record<string, unknown>} */ (result).content : undefined;
  if (mode !== 'form' || action !== 'accept' || content === null || typeof content !== 'object') return record;

  const properties = params.requestedSchema?.properties ?? {};
  record.fieldTypes = Object.fromEntries(Object.entries(content).map(([name, value]) => [name, jsonType(value)]));
  record.unanswered = Object.keys(properties).filter((name) => !Object.hasOwn(content, name));
  record.unexpected = Object.keys(content).filter((name) => !Object.hasOwn(properties, name));
  try {
    const check = validator.getValidator(/** @type {never} */ (params.requestedSchema))(content);
    record.schemaCheck = check.valid ? { valid: true } : { valid: false, errors: check.errorMessage };
  } catch (error) {
    record.schemaCheck = { valid: false, errors: `the schema could not be compiled: ${String(error)}` };
  }
  return record;
}

/**
 * The human-readable lines for one record.
 * @param {ElicitationRecord} record
 * @returns {string[]}
 */
export function describeRecord(record) {
  const lines = [`[${record.label}] ${record.mode} request answered with action ${JSON.stringify(record.action)}.`];
  lines.push(`Received ElicitResult: ${JSON.stringify(record.result)}`);
  if (record.action === 'decline') lines.push('The user declined: they explicitly said no.');
  if (record.action === 'cancel') lines.push('The user cancelled: they dismissed the request without choosing.');
  if (record.mode === 'url' && record.action === 'accept') {
    lines.push('Accept in URL mode means the user agreed to open the URL, not that they finished there.');
  }
  const content = /** @type {{ content?: Record<string, unknown> }} */ (record.result).content;
  if (record.fieldTypes && content) {
    lines.push('Fields received (name: typeof = value):');
    for (const [name, value] of Object.entries(content)) {
      const type = typeof value;
      lines.push(`  ${name}: ${type}${Array.isArray(value) ? ' (array)' : ''} = ${JSON.stringify(value)}`);
    }
    if (record.unanswered?.length) lines.push(`Not in the content: ${record.unanswered.join(', ')}`);
    if (record.unexpected?.length) lines.push(`Not in the schema but sent anyway: ${record.unexpected.join(', ')}`);
    lines.push(
      record.schemaCheck?.valid
        ? 'Server-side check: the content matches requestedSchema.'
        : `Server-side check: the content does NOT match requestedSchema: ${record.schemaCheck?.errors}`,
    );
  }
  return lines;
}

/**
 * A complete tool result: text for people, `structuredContent` for tests.
 * @param {string} tool the tool's name
 * @param {string} outcome one sentence: what happened
 * @param {ElicitationRecord[]} records every answer the tool received, in order
 * @param {{ notes?: string[], isError?: boolean, extra?: Record<string, unknown> }} [options]
 * @returns {{ content: { type: 'text', text: string }[], structuredContent: Record<string, unknown>, isError?: boolean }}
 */
export function toolResult(tool, outcome, records, { notes = [], isError = false, extra = {} } = {}) {
  const lines = [`${tool}: ${outcome}`, ...notes];
  for (const record of records) lines.push('', ...describeRecord(record));
  return {
    content: [{ type: 'text', text: lines.join('\n') }],
    structuredContent: { tool, outcome, elicitations: records, ...extra },
    ...(isError ? { isError: true } : {}),
  };
}

/**
 * A tool result for a request the server refused to make.
 * @param {string} tool
 * @param {string} reason
 */
export function refusal(tool, reason) {
  return toolResult(tool, reason, [], { isError: true });
}

/**
 * `slow_report` after its form was accepted (both protocol generations): works for `workMs`, then
 * reports. When the client cancels the call meanwhile, stops, says so through `onCancelled` (the
 * milliseconds worked) and rethrows: nobody reads a reply.
 * @param {ElicitationRecord} record the accepted form
 * @param {unknown} workMs the tool's `workMs` argument
 * @param {AbortSignal} signal the call's signal
 * @param {(workedMs: number) => void} onCancelled
 */
export async function finishSlowReport(record, workMs, signal, onCancelled) {
  const work = slowReportWork(workMs);
  const started = Date.now();
  try {
    await sleep(work, undefined, { signal });
  } catch (error) {
    onCancelled(Date.now() - started);
    throw error;
  }
  const { topic, period } = /** @type {{ content?: Record<string, unknown> }} */ (record.result).content ?? {};
  return toolResult(
    'slow_report',
    `the report on ${JSON.stringify(topic)} for ${JSON.stringify(period)} is ready after ${work} ms of work.`,
    [record],
    { extra: { workMs: work } },
  );
}
