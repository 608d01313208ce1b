/**
 * An elicitation as a chat transcript carries it: the typed data part a chat's UI message stream
 * holds (written by `createChatElicitations` in `/bridge`, rendered by `ElicitationMessagePart`),
 * and the receipt a settled request collapses to. Plain data and pure functions: no React, no DOM.
 */
import type { ElicitationRequest, FieldModel } from './model';
import { findSensitiveFields, type SensitiveWords } from './sensitive';
import type { ServerInfo } from './server';
import type { ElicitResult } from './types';

/** The `type` of the data part in a chat's UI message stream (the AI SDK's `data-<name>` convention). */
export const ELICITATION_PART_TYPE = 'data-elicitation';

/**
 * Where the elicitation of a data part stands: `pending` (the person can answer), `answered` (an
 * answer reached the server: accept, decline or cancel), `withdrawn` (the server or the host took
 * it back) or `expired` (nobody answered in time; the server got cancel).
 */
export type ElicitationPartState = 'pending' | 'answered' | 'withdrawn' | 'expired';

/** What a data part of type `data-elicitation` holds. The same `id` names the item at the bridge's answer endpoint. */
export interface ElicitationPartData {
  /** The bridge's item id: the page answers with `POST { id, result }` to the bridge endpoint. */
  id: string;
  /** The server asking, as the host knows it (never taken from the request). */
  server: ServerInfo;
  /** The raw `elicitation/create` params, as the server sent them. */
  params: unknown;
  state: ElicitationPartState;
  /** When the bridge stops waiting and answers cancel (epoch milliseconds), or null. */
  deadline: number | null;
  /** Once answered: the result that reached the server, the values of `withheld` fields left out. */
  result?: ElicitResult;
  /** Fields whose answers look like secrets (`findSensitiveFields`): answered, but not written to the transcript. */
  withheld?: string[];
  /** When it settled (epoch milliseconds). */
  settledAt?: number;
}

/** One `data-elicitation` part, as a UI message stream writer takes it. Its `id` is the item's, so updates replace it. */
export interface ElicitationPart {
  type: typeof ELICITATION_PART_TYPE;
  id: string;
  data: ElicitationPartData;
}

/**
 * How a request ended, as a receipt says it: the person's `accept`, `decline` or `cancel`; `expired`
 * (the deadline passed, cancel was sent); `withdrawn` (the server or host took it back unanswered).
 */
export type ElicitationReceiptOutcome = 'accept' | 'decline' | 'cancel' | 'expired' | 'withdrawn';

/** One answer a receipt lists. */
export interface ReceiptAnswer {
  /** The property name sent. */
  name: string;
  /** The request's field, when the request could be parsed and has it. */
  field: FieldModel | null;
  /** The value sent, or null when it is masked. */
  value: unknown;
  /** A secret-looking field (or one withheld from the transcript): its value is never shown. */
  masked: boolean;
}

/** The outcome a stored part or result stands for: a part's state wins over the result's action. */
export function receiptOutcome(
  result: ElicitResult | null | undefined,
  state?: ElicitationPartState,
): ElicitationReceiptOutcome | null {
  if (state === 'expired' || state === 'withdrawn') return state;
  const action = result?.action;
  return action === 'accept' || action === 'decline' || action === 'cancel' ? action : null;
}

/**
 * The answers of an accepted result in the request's field order (keys the schema lacks after
 * them), each secret-looking (in English or the languages of `sensitiveWords`) or withheld field
 * masked. Decline and cancel have none.
 */
export function receiptAnswers(
  request: ElicitationRequest | null,
  result: ElicitResult | null | undefined,
  withheld: readonly string[] = [],
  sensitiveWords: readonly SensitiveWords[] = [],
): ReceiptAnswer[] {
  if (result?.action !== 'accept') return [];
  const content = result.content ?? {};
  const form = request?.mode === 'form' ? request : null;
  const secret = new Set([
    ...(form ? findSensitiveFields(form, sensitiveWords).map(({ name }) => name) : []),
    ...withheld,
  ]);
  const fields = form?.fields ?? [];
  const known = new Set(fields.map(({ name }) => name));
  const names = [
    ...fields.map(({ name }) => name).filter((name) => Object.hasOwn(content, name) || withheld.includes(name)),
    ...Object.keys(content).filter((name) => !known.has(name)),
    ...withheld.filter((name) => !known.has(name) && !Object.hasOwn(content, name)),
  ];
  return names.map((name) => {
    const masked = secret.has(name);
    return {
      name,
      field: fields.find((field) => field.name === name) ?? null,
      value: masked || !Object.hasOwn(content, name) ? null : content[name],
      masked,
    };
  });
}

/**
 * The result as a transcript may keep it: the values of secret-looking fields removed from
 * `content`, and their names, so a receipt can still say they were sent (masked). Secret-looking in
 * English, and in the languages of `sensitiveWords` (e.g. `[ko.sensitiveWords]` for Korean forms).
 */
export function withholdSensitive(
  request: ElicitationRequest | null,
  result: ElicitResult,
  sensitiveWords: readonly SensitiveWords[] = [],
): { result: ElicitResult; withheld: string[] } {
  if (result.action !== 'accept' || !result.content || request?.mode !== 'form') return { result, withheld: [] };
  const content = result.content;
  const withheld = findSensitiveFields(request, sensitiveWords)
    .map(({ name }) => name)
    .filter((name) => Object.hasOwn(content, name));
  if (withheld.length === 0) return { result, withheld };
  const kept = Object.fromEntries(Object.entries(content).filter(([name]) => !withheld.includes(name)));
  return { result: { ...result, content: kept }, withheld };
}
