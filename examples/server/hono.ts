import { randomUUID } from 'node:crypto';
import { serve } from '@hono/node-server';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ElicitationCompleteNotificationSchema, ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { createElicitationBridge } from 'mcp-elicitation-react/bridge';
import { elicitationCapability } from 'mcp-elicitation-react/core';

const server = { name: 'weather', title: 'Weather' }; // who is asking, as your host knows it
const capability = elicitationCapability({ form: true, url: true });
const sessions = new Set<string>(); // your own session store; a signed-in user's id works as well

function sessionOf(request: Request): string | null {
  const token = /(?:^|;\s*)session=([^;]+)/.exec(request.headers.get('cookie') ?? '')?.[1];
  return token && sessions.has(token) ? token : null;
}

// A browser sees and answers only its own session's elicitations; no session is a 401.
const bridge = createElicitationBridge({ authorize: sessionOf });

// One MCP client per session, held here on the server: its elicitations go to that session's pages.
const clients = new Map<string, Promise<Client>>();
async function connect(sessionId: string): Promise<Client> {
  const client = new Client({ name: 'my-host', version: '1.0.0' }, { capabilities: { elicitation: capability } });
  client.setRequestHandler(ElicitRequestSchema, bridge.handlerFor(sessionId, server, { capability }));
  client.setNotificationHandler(ElicitationCompleteNotificationSchema, bridge.completionHandlerFor(sessionId, server));
  await client.connect(new StreamableHTTPClientTransport(new URL('https://weather.example/mcp')));
  return client;
}
function clientFor(sessionId: string): Promise<Client> {
  const client = clients.get(sessionId) ?? connect(sessionId);
  clients.set(sessionId, client);
  return client;
}

const app = new Hono();
app.post('/api/session', (c) => {
  // Stands in for your login: an HttpOnly, SameSite=Strict session cookie.
  const existing = getCookie(c, 'session');
  const token = existing && sessions.has(existing) ? existing : randomUUID();
  sessions.add(token);
  setCookie(c, 'session', token, { httpOnly: true, sameSite: 'Strict', secure: true, path: '/' });
  return c.json({ ok: true });
});
// The page's connectElicitationBridge({ url: '/api/elicitations', queue }) talks to this.
app.on(['GET', 'POST'], '/api/elicitations', (c) => bridge.fetch(c.req.raw));
app.post('/api/tools/:name', async (c) => {
  const sessionId = sessionOf(c.req.raw);
  if (!sessionId) return c.json({ error: 'sign in first' }, 401);
  const client = await clientFor(sessionId);
  const args = await c.req.json<Record<string, unknown>>();
  // A -32042 URLElicitationRequired error walks the user through its URLs in the page, then retries.
  const result = await bridge.callWithUrlElicitation(sessionId, server, () =>
    client.callTool({ name: c.req.param('name'), arguments: args }),
  );
  return c.json(result);
});

serve({ fetch: app.fetch, port: 3000 });
