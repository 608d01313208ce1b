// A real MCP server ("Contacts", 2025-11-25, MCP SDK v1) served by this app at /mcp, so the example
// runs alone. Its one tool asks the person for their details with `elicitation/create` in the middle
// of the tool call, then reports what came back. The chat route's MCP client talks to it over HTTP.
import { randomUUID } from 'node:crypto';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';

export const CONTACTS_SERVER_INFO = { name: 'contacts', title: 'Contacts', version: '1.0.0' };

/** The question the tool asks: the specification's structured data request. */
export const CONTACT_REQUEST = {
  mode: 'form' as const,
  message: 'Please provide your contact information',
  requestedSchema: {
    type: 'object' as const,
    properties: {
      name: { type: 'string' as const, title: 'Name', description: 'Your full name' },
      email: { type: 'string' as const, format: 'email' as const, title: 'Email', description: 'Your email address' },
      age: { type: 'number' as const, minimum: 18, title: 'Age', description: 'Your age' },
    },
    required: ['name', 'email'],
  },
};

/** How long the server waits for the person; the bridge answers `cancel` a little earlier. */
const ANSWER_TIMEOUT_MS = 15 * 60_000;
/** The tool's own work after the answer (saving the contact), long enough to see in the page. */
const SAVE_MS = Number(process.env.CONTACTS_SAVE_MS ?? 300);

function createContactsServer(): McpServer {
  const server = new McpServer(CONTACTS_SERVER_INFO, { capabilities: { tools: {} } });
  server.registerTool(
    'save_contact',
    {
      title: 'Save my contact details',
      description: 'Asks the person for their name, email and age, then saves them as a contact.',
    },
    async (extra) => {
      const answer = await server.server.elicitInput(CONTACT_REQUEST, {
        signal: extra.signal,
        timeout: ANSWER_TIMEOUT_MS,
      });
      if (answer.action !== 'accept' || !answer.content) {
        const why = answer.action === 'decline' ? 'declined to share their details' : 'closed the question';
        return { content: [{ type: 'text', text: `The person ${why}; nothing was saved.` }] };
      }
      await new Promise((resolve) => setTimeout(resolve, SAVE_MS));
      const { name, email, age } = answer.content;
      const details = [email, age === undefined ? null : `age ${age}`].filter(Boolean).join(', ');
      return { content: [{ type: 'text', text: `Saved ${String(name)} (${details}) to your contacts.` }] };
    },
  );
  return server;
}

// One MCP session per client, in this process: the chat route's client connects to its own instance.
const cache = globalThis as { contactsSessions?: Map<string, WebStandardStreamableHTTPServerTransport> };

/** Serves the MCP endpoint (POST, GET, DELETE of Streamable HTTP). */
export async function handleMcp(request: Request): Promise<Response> {
  // Only this app's server-side client calls it: a browser page (which sends Origin) may not.
  if (request.headers.get('origin') !== null) return new Response('Forbidden', { status: 403 });
  cache.contactsSessions ??= new Map();
  const sessions = cache.contactsSessions;
  const sessionId = request.headers.get('mcp-session-id');
  const existing = sessionId ? sessions.get(sessionId) : undefined;
  if (existing) return existing.handleRequest(request);
  if (sessionId || request.method !== 'POST') return new Response('Unknown MCP session', { status: 404 });
  const transport: WebStandardStreamableHTTPServerTransport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: randomUUID,
    onsessioninitialized: (id) => {
      sessions.set(id, transport);
    },
  });
  transport.onclose = () => {
    if (transport.sessionId) sessions.delete(transport.sessionId);
  };
  await createContactsServer().connect(transport);
  return transport.handleRequest(request);
}
