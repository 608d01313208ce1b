/**
 * The demo's server-side MCP clients: the demo host's Node process holds, per browser session, an
 * SDK v1 client to the demo server's 2025-11-25 endpoint and an `@ai-sdk/mcp` client to its
 * 2026-07-28 endpoint. Their elicitations reach the page through the bridge (`/host/bridge`).
 *
 * Routes (all under `/host/`, same origin as the page):
 * - `GET /host/tools?page=<id>`: the tools of both clients, and the calls of this session that an
 *   earlier load of the page started and did not see end (`calls`); issues the session cookie on first contact.
 * - `POST /host/call` `{ client, tool, args, page }`: calls a tool server-side; answers `{ result }` or `{ error }`.
 * - `POST /host/wait` `{ id }`: waits for one of those calls and answers as `/host/call` would have.
 * - `GET|POST /host/bridge`: the bridge endpoint.
 * - `POST /host/drop`: ends this session's event streams (to show that the page reconnects).
 */
import { createMCPClient, ElicitationRequestSchema } from '@ai-sdk/mcp';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { InMemoryTaskStore } from '@modelcontextprotocol/sdk/experimental/tasks/stores/in-memory.js';
import { ElicitationCompleteNotificationSchema, ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { createElicitationBridge } from 'mcp-elicitation-react/bridge';
import { elicitationCapability, type ServerInfo } from 'mcp-elicitation-react/core';
import { elicitationTasksCapability } from 'mcp-elicitation-react/mcp';

/** Which server-side client a call goes through. */
export type HostClientId = 'sdk-v1' | 'ai-sdk';

/** A server-side client and its tools, as the page lists them. */
export interface HostClientInfo {
  id: HostClientId;
  title: string;
  /** The server it talks to, as the dialogs name it. */
  server: string;
  protocol: '2025-11-25' | '2026-07-28';
  tools: { name: string; title?: string; description?: string }[];
}

/** A call a page started, as a later load of that page learns of it: still running, or how it ended. */
export interface HostCall {
  id: string;
  client: HostClientId;
  /** The server, as the page names it. */
  server: string;
  tool: string;
  args: Record<string, unknown>;
  outcome: { result: unknown } | { error: string } | null;
}

/** A call and its outcome: held per session, so a page that reloads mid-call still shows how it ended. */
interface CallRecord extends HostCall {
  /** The page load that waits for it; another load's `/host/tools` hands it over. */
  page: string;
  done: Promise<void>;
  /** Whether a page has seen the outcome (then no later load is told of it again). */
  shown: boolean;
}

/** How many ended calls a session keeps (the oldest go first), for a page that has not seen them yet. */
const KEPT_CALLS = 20;

/** The demo host's server half. */
export interface DemoHost {
  /** Serves a `/host/*` request, or returns null for any other path. */
  handle(request: Request): Promise<Response | null>;
  close(): Promise<void>;
}

const COOKIE = 'demo-host-session';
const CLIENT_INFO = { name: 'mcp-elicitation-react-demo-host', version: '0.1.0' };
/** Who is asking, as the host knows it (never taken from a request). */
export const SERVERS: Record<HostClientId, ServerInfo> = {
  'sdk-v1': { name: 'demo-server', title: 'Demo server (via the host’s SDK v1 client)' },
  'ai-sdk': { name: 'demo-server-2026', title: 'Demo server (via the host’s AI SDK client)' },
};
/** With `npm run start:everything` the host's SDK v1 client talks to server-everything instead. */
export const EVERYTHING_SERVER: ServerInfo = {
  name: 'mcp-servers/everything',
  title: 'server-everything (via the host’s SDK v1 client)',
};
/** `@ai-sdk/mcp` answers form requests only. */
const AI_SDK_TOOLS = new Set(['seed_github_username', 'seed_contact_information', 'mrtr_no_state', 'mrtr_two_rounds']);

interface SessionClients {
  call(client: HostClientId, tool: string, args: Record<string, unknown>): Promise<unknown>;
  info(): HostClientInfo[];
  close(): Promise<void>;
}

function json(status: number, body: unknown, headers?: HeadersInit): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

function sessionOf(request: Request): string | null {
  const cookies = request.headers.get('cookie') ?? '';
  for (const part of cookies.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === COOKIE && value) return value;
  }
  return null;
}

/**
 * Starts the demo host's server half against the demo MCP server at `mcpUrl` and `mcp2026Url`, or,
 * without `mcp2026Url`, against server-everything at `mcpUrl` with the SDK v1 client alone.
 */
export function createDemoHost({ mcpUrl, mcp2026Url }: { mcpUrl: string; mcp2026Url?: string }): DemoHost {
  const issued = new Set<string>();
  const sessions = new Map<string, Promise<SessionClients>>();
  const calls = new Map<string, CallRecord[]>();
  /** Who a client's requests come from, as the dialogs and the transcript name it. */
  const serverOf = (client: HostClientId): ServerInfo =>
    client === 'sdk-v1' && mcp2026Url === undefined ? EVERYTHING_SERVER : SERVERS[client];

  /** Runs a call for `page`, kept with its outcome until some load of the page has shown it. */
  function startCall(
    sessionId: string,
    page: string,
    client: HostClientId,
    tool: string,
    args: Record<string, unknown>,
  ) {
    const list = calls.get(sessionId) ?? [];
    if (!calls.has(sessionId)) calls.set(sessionId, list);
    const record: CallRecord = {
      id: crypto.randomUUID(),
      client,
      server: serverOf(client).title ?? '',
      tool,
      args,
      outcome: null,
      page,
      shown: false,
      done: Promise.resolve(),
    };
    record.done = clientsFor(sessionId)
      .then((clients) => clients.call(client, tool, args))
      .then(
        (result) => {
          record.outcome = { result };
        },
        (error: unknown) => {
          record.outcome = { error: error instanceof Error ? error.message : String(error) };
        },
      )
      .finally(() => {
        // The session keeps its last KEPT_CALLS ended calls, the oldest dropped first.
        const ended = list.filter((entry) => entry.outcome !== null);
        for (const stale of ended.slice(0, Math.max(0, ended.length - KEPT_CALLS))) list.splice(list.indexOf(stale), 1);
      });
    list.push(record);
    return record;
  }

  /** The calls an earlier load of the page started and did not see end, handed over to `page`. */
  function adopt(sessionId: string, page: string): HostCall[] {
    const adopted = (calls.get(sessionId) ?? []).filter(
      (record) => record.page !== '' && record.page !== page && !record.shown,
    );
    for (const record of adopted) {
      record.page = page;
      // An outcome handed over here is seen with it: no later load is told of it again.
      if (record.outcome) record.shown = true;
    }
    return adopted.map(({ id, client, server, tool, args, outcome }) => ({ id, client, server, tool, args, outcome }));
  }

  /**
   * The call's outcome, once it ends, marked as seen unless the page that asked has gone (a reload
   * closes its request): then the next load of the page is told of it.
   */
  async function outcomeOf(record: CallRecord, request: Request): Promise<Response> {
    await record.done;
    if (!request.signal.aborted) record.shown = true;
    return json(200, record.outcome);
  }
  const bridge = createElicitationBridge({
    // A session is one the host issued; a made-up cookie gets 401.
    authorize: (request) => {
      const session = sessionOf(request);
      return session && issued.has(session) ? session : null;
    },
  });
  const capability = elicitationCapability({ form: true, url: true });

  async function connect(sessionId: string): Promise<SessionClients> {
    const server = serverOf('sdk-v1');
    // Task-augmented elicitations become tasks in this client's store, on the host's server: the
    // person's answer, from any tab of the session, settles them (server-everything's async tool).
    const v1 = new Client(CLIENT_INFO, {
      capabilities: { elicitation: capability, tasks: elicitationTasksCapability() },
      taskStore: new InMemoryTaskStore(),
    });
    v1.setRequestHandler(ElicitRequestSchema, bridge.handlerFor(sessionId, server, { capability, tasks: true }));
    v1.setNotificationHandler(ElicitationCompleteNotificationSchema, bridge.completionHandlerFor(sessionId, server));
    const transport = new StreamableHTTPClientTransport(new URL(mcpUrl));
    await v1.connect(transport);

    const aiSdk =
      mcp2026Url === undefined
        ? null
        : await createMCPClient({ transport: { type: 'http', url: mcp2026Url }, capabilities: { elicitation: {} } });
    aiSdk?.onElicitationRequest(ElicitationRequestSchema, bridge.handlerFor(sessionId, SERVERS['ai-sdk']));

    const [v1Tools, aiTools] = await Promise.all([v1.listTools(), aiSdk?.listTools() ?? { tools: [] }]);
    const pick = ({ name, title, description }: HostClientInfo['tools'][number]) => ({ name, title, description });
    return {
      info: () => [
        {
          id: 'sdk-v1',
          title: 'SDK v1 on the host',
          server: server.title ?? '',
          protocol: '2025-11-25',
          tools: v1Tools.tools.map(pick),
        },
        ...(aiSdk
          ? [
              {
                id: 'ai-sdk' as const,
                title: '@ai-sdk/mcp on the host',
                server: SERVERS['ai-sdk'].title ?? '',
                protocol: '2026-07-28' as const,
                tools: aiTools.tools.filter((tool) => AI_SDK_TOOLS.has(tool.name)).map(pick),
              },
            ]
          : []),
      ],
      call: (client, tool, args) =>
        client === 'sdk-v1'
          ? bridge.callWithUrlElicitation(sessionId, server, () =>
              v1.callTool({ name: tool, arguments: args }, undefined, { timeout: 15 * 60_000 }),
            )
          : aiSdk
            ? aiSdk.callTool({ name: tool, arguments: args })
            : Promise.reject(new Error('No @ai-sdk/mcp client with server-everything.')),
      close: async () => {
        await transport.terminateSession().catch(() => {});
        await Promise.allSettled([v1.close(), aiSdk?.close()]);
      },
    };
  }

  function clientsFor(sessionId: string): Promise<SessionClients> {
    let clients = sessions.get(sessionId);
    if (!clients) {
      clients = connect(sessionId);
      sessions.set(sessionId, clients);
      clients.catch(() => sessions.delete(sessionId));
    }
    return clients;
  }

  return {
    async handle(request) {
      const { pathname } = new URL(request.url);
      if (!pathname.startsWith('/host/')) return null;
      if (pathname === '/host/bridge') return bridge.fetch(request);
      let sessionId = sessionOf(request);
      if (pathname === '/host/tools' && request.method === 'GET') {
        const fresh = !sessionId || !issued.has(sessionId);
        if (fresh) {
          sessionId = crypto.randomUUID();
          issued.add(sessionId);
        }
        const cookie = fresh
          ? { 'Set-Cookie': `${COOKIE}=${sessionId}; Path=/; HttpOnly; SameSite=Strict` }
          : undefined;
        const page = new URL(request.url).searchParams.get('page') ?? '';
        try {
          const clients = (await clientsFor(sessionId as string)).info();
          return json(200, { clients, calls: adopt(sessionId as string, page) }, cookie);
        } catch (error) {
          return json(502, { error: error instanceof Error ? error.message : String(error) }, cookie);
        }
      }
      if (!sessionId || !issued.has(sessionId)) return json(401, { error: 'no session' });
      if (request.method !== 'POST') return json(405, { error: 'method' });
      if (pathname === '/host/drop') {
        await bridge.disconnect(sessionId);
        return json(200, { dropped: true });
      }
      if (pathname === '/host/call') {
        const { client, tool, args, page } = (await request.json()) as {
          client: HostClientId;
          tool: string;
          args?: Record<string, unknown>;
          page?: string;
        };
        if (client !== 'sdk-v1' && client !== 'ai-sdk') return json(400, { error: 'unknown client' });
        return outcomeOf(startCall(sessionId, page ?? '', client, tool, args ?? {}), request);
      }
      if (pathname === '/host/wait') {
        const { id } = (await request.json()) as { id?: string };
        const record = calls.get(sessionId)?.find((entry) => entry.id === id);
        return record ? outcomeOf(record, request) : json(404, { error: 'no such call' });
      }
      return json(404, { error: 'not found' });
    },
    async close() {
      await bridge.close();
      const all = await Promise.allSettled(sessions.values());
      await Promise.allSettled(all.map((settled) => (settled.status === 'fulfilled' ? settled.value.close() : null)));
    },
  };
}
