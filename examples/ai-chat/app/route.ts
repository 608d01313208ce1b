// GET /: stands in for your login (an HttpOnly, SameSite=Strict session cookie), then opens a chat:
// a new one, or `?chat=<id>` to come back to one.
import { randomUUID } from 'node:crypto';
import { isId, SESSION_COOKIE, sessionIdFrom } from '../lib/session';

export const dynamic = 'force-dynamic';

export function GET(request: Request): Response {
  const url = new URL(request.url);
  const chatId = url.searchParams.get('chat');
  const headers = new Headers({ Location: `/chat/${isId(chatId) ? chatId : randomUUID()}` });
  if (!sessionIdFrom(request)) {
    const secure = url.protocol === 'https:' ? '; Secure' : '';
    headers.append('Set-Cookie', `${SESSION_COOKIE}=${randomUUID()}; Path=/; HttpOnly; SameSite=Strict${secure}`);
  }
  return new Response(null, { status: 303, headers });
}
