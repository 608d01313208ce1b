// Stands in for your auth: an HttpOnly session cookie set by `GET /` (app/route.ts). The bridge's
// `authorize`, the chat routes and the chat store all read the same id.
export const SESSION_COOKIE = 'session';
const SESSION_ID = /^[0-9a-f-]{36}$/;

/** The session id of a request, or null. */
export function sessionIdFrom(request: Request): string | null {
  const token = /(?:^|;\s*)session=([^;]+)/.exec(request.headers.get('cookie') ?? '')?.[1];
  return token && SESSION_ID.test(token) ? token : null;
}

/** Whether `value` is an id this app made (chat ids and session ids are UUIDs). */
export const isId = (value: unknown): value is string => typeof value === 'string' && SESSION_ID.test(value);
