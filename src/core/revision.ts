/**
 * What differs between the protocol's revisions, decided in one place: the next revision adds its
 * case here, and the queue, the lifecycle and the consent screen follow.
 *
 * - 2025-06-18 and the 2026-07-28 rounds: a URL-mode request has no `elicitationId`; after consent the
 *   person says when they are done, and the host retries the original request to learn the outcome.
 * - 2025-11-25: a URL-mode request carries an `elicitationId`; the server's
 *   `notifications/elicitation/complete` for it ends the wait.
 */
import { isObject, own } from './object';

/**
 * How the wait after URL consent ends: the server's completion notification (2025-11-25, the
 * request has an `elicitationId`), or the user's retry (no id: the outcome is learned by retrying).
 */
export type ElicitationWait = 'completion' | 'retry';

/** How a URL-mode request's wait ends, and the id that ends it; null for any other request. */
export interface UrlWait {
  wait: ElicitationWait;
  /** The `elicitationId` whose completion notification ends the wait, when `wait` is `completion`. */
  elicitationId: string | null;
}

/**
 * How the wait after consenting to a URL-mode request ends (raw or parsed params): `completion` with
 * its `elicitationId`, or `retry`. Null when the request is not URL mode.
 */
export function urlWait(params: unknown): UrlWait | null {
  if (!isObject(params) || own(params, 'mode') !== 'url') return null;
  const elicitationId = own(params, 'elicitationId');
  return typeof elicitationId === 'string'
    ? { wait: 'completion', elicitationId }
    : { wait: 'retry', elicitationId: null };
}
