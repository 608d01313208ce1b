/**
 * The demo host's MCP connections: SDK v1 for 2025-11-25 servers, SDK v2 pinned to 2026-07-28 for
 * the multi round-trip endpoint. Each wires elicitation to the library's queue in a few lines.
 */
import { Client as ClientV2, StreamableHTTPClientTransport as TransportV2 } from '@modelcontextprotocol/client';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ElicitationCompleteNotificationSchema, ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { ElicitResult, ServerInfo } from 'mcp-elicitation-react/core';
import { elicitationCapability } from 'mcp-elicitation-react/core';
import {
  type CreateElicitationTaskResult,
  callWithUrlElicitation,
  createElicitationCompleteHandler,
  createMemoryTaskStore,
  type ElicitationQueue,
  elicitationTasksCapability,
  type TimeBudgetRequestOptions,
} from 'mcp-elicitation-react/mcp';
import { createSdkV1ElicitationHandler } from 'mcp-elicitation-react/mcp/sdk-v1';
import { createSdkV2ElicitationHandler } from 'mcp-elicitation-react/mcp/sdk-v2';

/** A tool as listed by a server. */
export interface DemoTool {
  name: string;
  title?: string;
  description?: string;
  inputSchema?: {
    properties?: Record<string, { type?: string; enum?: unknown[]; description?: string }>;
    required?: string[];
  };
}

/** What the transcript records for one elicitation: what came in and the exact result that went back. */
export interface ElicitationExchange {
  params: unknown;
  /** For a task-augmented request, the `CreateTaskResult` (the answer settles the task later). */
  result: ElicitResult | CreateElicitationTaskResult | { error: string };
}

/** One server the page talks to. */
export interface DemoConnection {
  id: string;
  server: ServerInfo;
  protocol: '2025-11-25' | '2026-07-28';
  tools: DemoTool[];
  /** Calls a tool; `options` (from `callWithTimeBudget`) go to the SDK's request. */
  call(name: string, args: Record<string, unknown>, options: TimeBudgetRequestOptions): Promise<unknown>;
  close(): Promise<void>;
  /**
   * Ends the server's session as the page goes away (a reload, a closed tab), where `close()` would
   * not get to run: one `DELETE` with `keepalive`, which outlives the page.
   */
  release(): void;
}

/**
 * Where each target lives, relative to the page (the dev server proxies these paths), and how long
 * its server waits for an answer when the demo knows it: the demo server gives up on an
 * elicitation after 10 minutes (2025-11-25) and its requestState expires after 30 (2026-07-28).
 */
export const TARGETS = {
  // Versions are the servers' own (their serverInfo); the protocol revision is shown beside each heading.
  demo: {
    path: '/mcp',
    server: { name: 'demo-server', title: 'Demo server', version: '0.1.0' },
    timeToAnswer: 10 * 60_000,
  },
  demo2026: {
    path: '/mcp-2026',
    server: { name: 'demo-server-2026', title: 'Demo server 2026', version: '0.1.0' },
    timeToAnswer: 30 * 60_000,
  },
  everything: {
    path: '/everything/mcp',
    server: { name: 'mcp-servers/everything', title: 'server-everything' },
    timeToAnswer: undefined,
  },
} as const;

export type TargetId = keyof typeof TARGETS;

const CLIENT_INFO = { name: 'mcp-elicitation-react-demo', version: '0.1.0' };
const capability = elicitationCapability({ form: true, url: true });

function record<A extends unknown[], R extends ElicitationExchange['result']>(
  handler: (request: { params: unknown }, ...rest: A) => Promise<R>,
  onExchange: (exchange: ElicitationExchange) => void,
) {
  return async (request: { params: unknown }, ...rest: A) => {
    try {
      const result = await handler(request, ...rest);
      onExchange({ params: request.params, result });
      return result;
    } catch (error) {
      onExchange({ params: request.params, result: { error: error instanceof Error ? error.message : String(error) } });
      throw error;
    }
  };
}

/** Connects to a 2025-11-25 server with SDK v1. */
async function connectV1(
  id: TargetId,
  queue: ElicitationQueue,
  onExchange: (exchange: ElicitationExchange) => void,
): Promise<DemoConnection> {
  const { path, server, timeToAnswer } = TARGETS[id];
  // Tasks too: server-everything's trigger-elicitation-request-async is listed only to a client
  // that declares them, and the task lives in this page's memory (the SDK's own store needs Node).
  const client = new Client(CLIENT_INFO, {
    capabilities: { elicitation: capability, tasks: elicitationTasksCapability() },
    taskStore: createMemoryTaskStore(),
  });
  client.setRequestHandler(
    ElicitRequestSchema,
    record(createSdkV1ElicitationHandler(queue, { server, capability, timeToAnswer, tasks: true }), onExchange),
  );
  client.setNotificationHandler(
    ElicitationCompleteNotificationSchema,
    createElicitationCompleteHandler(queue, { server }),
  );
  // The demo server sends everything on the response of the request it belongs to, so the client's
  // standalone GET stream would only hold one of the browser's six HTTP/1.1 connections to this
  // origin per tab (three tabs and the page's other requests would wait): the page answers the GET
  // itself with the spec's "no stream here" (405), and no request leaves the page.
  const transport = new StreamableHTTPClientTransport(new URL(path, window.location.origin), {
    fetch: (input, init) =>
      init?.method === 'GET' ? Promise.resolve(new Response(null, { status: 405 })) : fetch(input, init),
  });
  await client.connect(transport);
  const { tools } = await client.listTools();
  return {
    id,
    server,
    protocol: '2025-11-25',
    tools,
    call: (name, args, options) =>
      callWithUrlElicitation(queue, server, () => client.callTool({ name, arguments: args }, undefined, options)),
    close: async () => {
      await transport.terminateSession().catch(() => {});
      await client.close();
    },
    release: () => {
      const { sessionId, protocolVersion } = transport;
      if (!sessionId) return;
      void fetch(new URL(path, window.location.origin), {
        method: 'DELETE',
        keepalive: true,
        headers: {
          'mcp-session-id': sessionId,
          ...(protocolVersion ? { 'mcp-protocol-version': protocolVersion } : {}),
        },
      }).catch(() => {});
    },
  };
}

/** Connects to a 2026-07-28 server with SDK v2, which fulfils inputRequests through the same handler. */
async function connectV2(
  id: TargetId,
  queue: ElicitationQueue,
  onExchange: (exchange: ElicitationExchange) => void,
): Promise<DemoConnection> {
  const { path, server, timeToAnswer } = TARGETS[id];
  const client = new ClientV2(CLIENT_INFO, {
    capabilities: { elicitation: capability },
    versionNegotiation: { mode: { pin: '2026-07-28' } },
  });
  client.setRequestHandler(
    'elicitation/create',
    record(createSdkV2ElicitationHandler(queue, { server, capability, timeToAnswer }), onExchange),
  );
  await client.connect(new TransportV2(new URL(path, window.location.origin)));
  const { tools } = await client.listTools();
  return {
    id,
    server,
    protocol: '2026-07-28',
    tools: tools as DemoTool[],
    call: (name, args, options) => client.callTool({ name, arguments: args }, options),
    close: () => client.close(),
    // Stateless (2026-07-28): the server keeps no session to end.
    release: () => {},
  };
}

/** Connects to one target. */
export function connect(
  id: TargetId,
  queue: ElicitationQueue,
  onExchange: (exchange: ElicitationExchange) => void,
): Promise<DemoConnection> {
  return id === 'demo2026' ? connectV2(id, queue, onExchange) : connectV1(id, queue, onExchange);
}
