/** URL mode, parsed beside form mode: the `url` and the 2025-11-25 `elicitationId`. */
import { MAX_ELICITATION_ID_LENGTH } from '../limits';
import type { UrlElicitationRequest } from '../model';
import { type JsonObject, own } from '../object';
import type { SchemaReader } from './reader';

/** URL mode: the `url` and the 2025-11-25 `elicitationId`, checked as text. */
export function parseUrl(params: JsonObject, text: string, reader: SchemaReader): UrlElicitationRequest | undefined {
  const { problems } = reader;
  const url = own(params, 'url');
  if (url === undefined || url === '') problems.error('url', 'url-missing', {});
  else if (typeof url !== 'string') problems.error('url', 'url-not-string', {});
  const elicitationId = own(params, 'elicitationId');
  if (elicitationId !== undefined && typeof elicitationId !== 'string') {
    problems.error('elicitationId', 'elicitation-id-not-string', {});
  } else if (typeof elicitationId === 'string') {
    reader.text(elicitationId, MAX_ELICITATION_ID_LENGTH, 'elicitationId', 'elicitation-id');
  }
  let request: UrlElicitationRequest | undefined;
  if (problems.errorCount === 0) {
    request = { mode: 'url', message: text, url: url as string };
    if (typeof elicitationId === 'string') request.elicitationId = elicitationId;
  }
  return request;
}
