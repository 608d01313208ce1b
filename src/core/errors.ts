/**
 * The 2025-11-25 URLElicitationRequired error (-32042): a request failed until the user visits URLs.
 */
import { isObject, own, readSafely } from './object';
import { type ElicitRequestURLParams, URL_ELICITATION_REQUIRED } from './types';

/**
 * The URL requests carried by a -32042 error, from a JSON-RPC error object or an SDK error with
 * `code` and `data`. Entries that are not URL requests are skipped. Null when `error` is not a
 * URLElicitationRequired error.
 */
export function urlElicitationsFromError(error: unknown): ElicitRequestURLParams[] | null {
  return readSafely(() => readUrlElicitations(error), null);
}

function readUrlElicitations(error: unknown): ElicitRequestURLParams[] | null {
  if (!isObject(error) && !(error instanceof Error)) return null;
  const source = error as Record<string, unknown>;
  if (source.code !== URL_ELICITATION_REQUIRED) return null;
  const data = source.data;
  const elicitations = isObject(data) ? own(data, 'elicitations') : undefined;
  if (!Array.isArray(elicitations)) return [];
  return elicitations.filter(
    (entry): entry is ElicitRequestURLParams =>
      isObject(entry) && own(entry, 'mode') === 'url' && typeof own(entry, 'url') === 'string',
  );
}
