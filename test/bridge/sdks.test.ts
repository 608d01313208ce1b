/**
 * `bridge.handlerFor` used unchanged by the three real server-side clients (SDK v1, SDK v2 pinned to
 * 2026-07-28, `@ai-sdk/mcp`) against the real demo MCP server, all on 127.0.0.1. The page is the
 * real browser half (`connectElicitationBridge`) feeding a real `ElicitationQueue`; each test
 * answers through the queue as the dialog would and reads what the MCP server received.
 */
import { createMCPClient, ElicitationRequestSchema } from '@ai-sdk/mcp';
import { Client as ClientV2, StreamableHTTPClientTransport as TransportV2 } from '@modelcontextprotocol/client';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ElicitationCompleteNotificationSchema, ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectElicitationBridge, createElicitationBridge, type ElicitationBridge } from '../../src/bridge';
import { elicitationCapability } from '../../src/core';
import { ElicitationQueue, type ElicitationQueueItem, type ElicitationRequestItem } from '../../src/mcp';
import { as, authorizeBySessionHeader, type ServedBridge, serveBridge, until } from './support';

const server = { name: 'demo-server', title: 'Demo server' };
const capability = elicitationCapability({ form: true, url: true });
const clientInfo = { name: 'bridge-test', version: '0.0.0' };

let demo: { url: string; url2026: string; close(): Promise<void> };
let bridge: ElicitationBridge;
let served: ServedBridge;
const cleanups: (() => unknown)[] = [];

beforeAll(async () => {
  const { startDemoServer } = await import('../../demo/server/index.mjs');
  demo = await startDemoServer({ port: 0, log: false });
  bridge = createElicitationBridge({ authorize: authorizeBySessionHeader, heartbeatMs: 60_000 });
  served = await serveBridge(bridge);
});

afterAll(async () => {
  await bridge?.close();
  await served?.close();
  await demo?.close();
});

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function page(session: string) {
  const queue = new ElicitationQueue();
  const connection = connectElicitationBridge({ url: served.url, queue, headers: as(session) });
  cleanups.push(() => connection.close());
  return queue;
}

async function shown(queue: ElicitationQueue, message?: string): Promise<ElicitationQueueItem> {
  const matches = (item: ElicitationQueueItem | null) =>
    item !== null &&
    (message === undefined ||
      (item.kind === 'elicitation' && (item.params as { message?: string }).message?.includes(message) === true));
  await until(() => matches(queue.getSnapshot().current), 15_000, `the request ${message ?? ''}`);
  return queue.getSnapshot().current as ElicitationQueueItem;
}

function received(result: unknown): unknown[] {
  const text = (result as { content: { text?: string }[] }).content.map((part) => part.text ?? '').join('\n');
  return [...text.matchAll(/Received ElicitResult: (.*)$/gm)].map(([, json]) => JSON.parse(json!));
}

describe('one handler for every SDK', () => {
  it('SDK v1 setRequestHandler(ElicitRequestSchema, handler): a form, a URL with its completion notification, and -32042', async () => {
    const queue = page('v1');
    const client = new Client(clientInfo, { capabilities: { elicitation: capability } });
    client.setRequestHandler(ElicitRequestSchema, bridge.handlerFor('v1', server, { capability }));
    client.setNotificationHandler(ElicitationCompleteNotificationSchema, bridge.completionHandlerFor('v1', server));
    await client.connect(new StreamableHTTPClientTransport(new URL(demo.url)));
    cleanups.push(() => client.close());

    const form = client.callTool({ name: 'seed_github_username', arguments: {} });
    const item = await shown(queue);
    expect(item).toMatchObject({ kind: 'elicitation', server });
    queue.respond(item.id, { action: 'accept', content: { name: 'octo-v1' } });
    expect(received(await form)).toEqual([{ action: 'accept', content: { name: 'octo-v1' } }]);

    // URL mode: the accept goes at once; the completion notification ends the page's wait.
    const url = client.callTool({ name: 'sign_in_url', arguments: {} });
    const consent = (await shown(queue)) as ElicitationRequestItem;
    expect(consent.wait).toBe('completion');
    queue.respond(consent.id, { action: 'accept' });
    expect(queue.getSnapshot().current).toMatchObject({ id: consent.id, state: 'waiting' });
    expect(received(await url)).toEqual([{ action: 'accept' }]);
    await until(() => queue.getSnapshot().current === null, 10_000, 'the completion notification');

    // -32042: the walk-through shows in the page; its retry reruns the call.
    const authorized = bridge.callWithUrlElicitation('v1', server, () =>
      client.callTool({ name: 'needs_authorization', arguments: {} }),
    );
    const walkthrough = await shown(queue);
    expect(walkthrough).toMatchObject({ kind: 'url-required', server });
    expect((walkthrough as { elicitations: readonly unknown[] }).elicitations).toHaveLength(2);
    queue.retry(walkthrough.id);
    const result = (await authorized) as { isError?: boolean };
    expect(result.isError).not.toBe(true);
  });

  it('SDK v2 setRequestHandler("elicitation/create", handler) on 2026-07-28: two inputRequests in one round', async () => {
    const queue = page('v2');
    const client = new ClientV2(clientInfo, {
      capabilities: { elicitation: capability },
      versionNegotiation: { mode: { pin: '2026-07-28' } },
    });
    client.setRequestHandler('elicitation/create', bridge.handlerFor('v2', server, { capability }));
    await client.connect(new TransportV2(new URL(demo.url2026)));
    cleanups.push(() => client.close());

    const call = client.callTool({ name: 'mrtr_no_state', arguments: {} });
    const username = await shown(queue, 'GitHub username');
    queue.respond(username.id, { action: 'accept', content: { name: 'octo-v2' } });
    const newsletter = await shown(queue, 'release notes');
    queue.respond(newsletter.id, { action: 'decline' });
    expect(received(await call)).toEqual([{ action: 'accept', content: { name: 'octo-v2' } }, { action: 'decline' }]);
  });

  it('@ai-sdk/mcp onElicitationRequest(ElicitationRequestSchema, handler) on 2026-07-28', async () => {
    const queue = page('ai');
    const client = await createMCPClient({
      transport: { type: 'http', url: demo.url2026 },
      capabilities: { elicitation: {} },
    });
    client.onElicitationRequest(ElicitationRequestSchema, bridge.handlerFor('ai', server));
    cleanups.push(() => client.close());

    const call = client.callTool({ name: 'seed_contact_information', arguments: {} });
    const item = await shown(queue);
    queue.respond(item.id, { action: 'accept', content: { name: 'Ada', email: 'ada@example.org', age: 36 } });
    expect(received(await call)).toEqual([
      { action: 'accept', content: { name: 'Ada', email: 'ada@example.org', age: 36 } },
    ]);
  });
});
