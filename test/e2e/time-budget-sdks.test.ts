/**
 * `callWithTimeBudget` with the real SDKs against the demo server over HTTP on 127.0.0.1 (no
 * browser): SDK v1 and SDK v2 on 2025-11-25, SDK v2 on 2026-07-28, and @ai-sdk/mcp on both. A slow
 * "human" answers `slow_report`'s form after longer than the whole budget, and the call still
 * succeeds; a budget spent while the server works aborts the call, and the server hears of it.
 */
import { createMCPClient, ElicitationRequestSchema } from '@ai-sdk/mcp';
import { Client as ClientV2, StreamableHTTPClientTransport as TransportV2 } from '@modelcontextprotocol/client';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ServerInfo } from '../../src/core';
import {
  callWithTimeBudget,
  ElicitationQueue,
  TimeBudgetExceededError,
  type TimeBudgetRequestOptions,
} from '../../src/mcp';
import { createSdkV1ElicitationHandler } from '../../src/mcp/sdkV1';
import { createSdkV2ElicitationHandler } from '../../src/mcp/sdkV2';

const demoServer: ServerInfo = { name: 'mcp-elicitation-demo', title: 'Demo server' };
const CLIENT_INFO = { name: 'time-budget-test', version: '1.0.0' };
const FORM_ONLY = { form: {} };
/** The budget, and how long the "human" takes: longer than the whole budget. */
const BUDGET_MS = 2000;
const HUMAN_MS = 3000;
const ANSWER = { action: 'accept', content: { topic: 'Tides', period: 'week' } } as const;

let demo: { url: string; url2026: string; close(): Promise<void> } | undefined;
const serverLog: string[] = [];
const closers: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  const { startDemoServer } = await import('../../demo/server/index.mjs');
  demo = await startDemoServer({ port: 0, log: (line) => serverLog.push(line) });
});
afterEach(async () => {
  for (const close of closers.splice(0)) await close().catch(() => {});
});
afterAll(async () => {
  await demo?.close();
});

/** A person who answers every form in `queue` after `delay` ms, and counts how many they saw. */
function slowHuman(queue: ElicitationQueue, delay = HUMAN_MS) {
  const seen = new Set<string>();
  const unsubscribe = queue.subscribe(() => {
    for (const item of queue.getSnapshot().items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      setTimeout(() => queue.respond(item.id, ANSWER), delay);
    }
  });
  closers.push(async () => unsubscribe());
  return seen;
}

/** A connected client and how to call `slow_report` with the request options the helper gives. */
interface Connection {
  callSlowReport(workMs: number, options: TimeBudgetRequestOptions): Promise<unknown>;
}

async function sdkV1(queue: ElicitationQueue): Promise<Connection> {
  const client = new Client(CLIENT_INFO, { capabilities: { elicitation: FORM_ONLY } });
  client.setRequestHandler(ElicitRequestSchema, createSdkV1ElicitationHandler(queue, { server: demoServer }));
  const transport = new StreamableHTTPClientTransport(new URL(demo!.url));
  await client.connect(transport);
  closers.push(async () => {
    await transport.terminateSession().catch(() => {});
    await client.close();
  });
  return {
    callSlowReport: (workMs, options) =>
      client.callTool({ name: 'slow_report', arguments: { workMs } }, undefined, options),
  };
}

async function sdkV2(queue: ElicitationQueue, revision: '2025-11-25' | '2026-07-28'): Promise<Connection> {
  const client = new ClientV2(CLIENT_INFO, {
    capabilities: { elicitation: FORM_ONLY },
    ...(revision === '2026-07-28' ? { versionNegotiation: { mode: { pin: '2026-07-28' } } } : {}),
  });
  client.setRequestHandler('elicitation/create', createSdkV2ElicitationHandler(queue, { server: demoServer }));
  await client.connect(new TransportV2(new URL(revision === '2026-07-28' ? demo!.url2026 : demo!.url)));
  closers.push(() => client.close());
  return {
    callSlowReport: (workMs, options) => client.callTool({ name: 'slow_report', arguments: { workMs } }, options),
  };
}

async function aiSdk(queue: ElicitationQueue, revision: '2025-11-25' | '2026-07-28'): Promise<Connection> {
  const client = await createMCPClient({
    transport: { type: 'http', url: revision === '2026-07-28' ? demo!.url2026 : demo!.url },
    capabilities: { elicitation: {} },
    // The 2025-11-25 endpoint wants `initialize` first.
    protocolVersionDiscovery: revision === '2026-07-28',
  });
  client.onElicitationRequest(ElicitationRequestSchema, (request) =>
    queue.enqueue({ server: demoServer, params: request.params }),
  );
  closers.push(() => client.close());
  return {
    callSlowReport: (workMs, options) => client.callTool({ name: 'slow_report', arguments: { workMs }, options }),
  };
}

const CLIENTS: [string, (queue: ElicitationQueue) => Promise<Connection>][] = [
  ['SDK v1, 2025-11-25', sdkV1],
  ['SDK v2, 2025-11-25', (queue) => sdkV2(queue, '2025-11-25')],
  ['SDK v2, 2026-07-28', (queue) => sdkV2(queue, '2026-07-28')],
  ['@ai-sdk/mcp, 2025-11-25', (queue) => aiSdk(queue, '2025-11-25')],
  ['@ai-sdk/mcp, 2026-07-28', (queue) => aiSdk(queue, '2026-07-28')],
];

function textOf(result: unknown): string {
  const content = (result as { content?: { type: string; text?: string }[] }).content ?? [];
  return content.map((part) => part.text ?? '').join('\n');
}

describe.each(CLIENTS)('callWithTimeBudget with %s against the demo server', (_name, connect) => {
  it(`succeeds when the person takes ${HUMAN_MS / 1000} s on a ${BUDGET_MS / 1000} s budget`, async () => {
    const queue = new ElicitationQueue();
    const connection = await connect(queue);
    const seen = slowHuman(queue);
    const started = Date.now();
    const result = await callWithTimeBudget(queue, demoServer, (options) => connection.callSlowReport(300, options), {
      budget: BUDGET_MS,
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(HUMAN_MS);
    expect(seen.size).toBe(1);
    expect(textOf(result)).toContain('slow_report: the report on "Tides" for "week" is ready after 300 ms of work.');
  });
});

describe('without the helper', () => {
  it('SDK v1’s own timeout of the same length fires while the person is still answering', async () => {
    const queue = new ElicitationQueue();
    const connection = await sdkV1(queue);
    slowHuman(queue);
    const failure = await connection
      .callSlowReport(300, { signal: new AbortController().signal, timeout: BUDGET_MS })
      .catch((error: unknown) => error);
    expect(String(failure)).toContain('Request timed out');
  });
});

/** The server's log when a call's budget ran out while it worked (4 s of work on a 2 s budget). */
const HEARD: [string, RegExp][] = [
  [
    'notifications/cancelled, and the tool stops',
    /← notifications\/cancelled[\s\S]*slow_report: cancelled by the client/,
  ],
  [
    'notifications/cancelled, and the tool stops',
    /← notifications\/cancelled[\s\S]*slow_report: cancelled by the client/,
  ],
  ['the request’s HTTP stream closes, and the tool stops', /slow_report: cancelled by the client/],
  // @ai-sdk/mcp drops the HTTP request but sends no notifications/cancelled: the server finishes.
  ['nothing: the server finishes its work', /→ #\d+ result tool result: "slow_report: the report/],
  ['the request’s HTTP stream closes, and the tool stops', /slow_report: cancelled by the client/],
];

describe.each(CLIENTS.map(([name, connect], index) => [name, connect, ...HEARD[index]!] as const))(
  'a budget spent while the server works, with %s',
  (_name, connect, what, heard) => {
    it(`rejects with TimeBudgetExceededError; the server hears ${what}`, async () => {
      const queue = new ElicitationQueue();
      const connection = await connect(queue);
      slowHuman(queue, 200);
      const before = serverLog.length;
      const started = Date.now();
      await expect(
        callWithTimeBudget(queue, demoServer, (options) => connection.callSlowReport(4000, options), {
          budget: BUDGET_MS,
        }),
      ).rejects.toBeInstanceOf(TimeBudgetExceededError);
      expect(Date.now() - started).toBeLessThan(4000);
      await expect.poll(() => serverLog.slice(before).join('\n'), { timeout: 8000 }).toMatch(heard);
    });
  },
);
