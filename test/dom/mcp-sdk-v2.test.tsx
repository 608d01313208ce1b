/**
 * The SDK v2 adapter against a REAL `@modelcontextprotocol/client` and `@modelcontextprotocol/server`
 * 2.x pair: 2025-11-25 over the SDK's InMemoryTransport, and 2026-07-28 through the server's
 * `createMcpHandler` called in-process by the client's Streamable HTTP transport (no socket).
 */
import { Client, InMemoryTransport, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import {
  acceptedContent,
  createMcpHandler,
  inputRequired,
  inputResponse,
  McpServer,
  ProtocolError,
} from '@modelcontextprotocol/server';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { type ElicitationCapability, elicitationCapability } from '../../src/core';
import { createElicitationCompleteHandler, type ElicitationQueue } from '../../src/mcp';
import { createSdkV2ElicitationHandler } from '../../src/mcp/sdkV2';
import {
  answerText,
  formDialog,
  host,
  noDialog,
  textRequest,
  track,
  urlDialog,
  urlRequest,
  weather,
} from '../support/mcp-harness';

vi.setConfig({ testTimeout: 20_000 });

const travel = { name: 'travel-server', title: 'Travel' };
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** A v2 client announcing form and URL mode; `handled` is what the adapter accepts (normally the same). */
function v2Client(
  queue: ElicitationQueue,
  serverInfo: typeof weather,
  options: ConstructorParameters<typeof Client>[1] = {},
  handled = elicitationCapability({ url: true }),
) {
  const declared = elicitationCapability({ url: true });
  const client = new Client(
    { name: 'host', version: '1.0.0' },
    { ...options, capabilities: { elicitation: { ...declared } } },
  );
  client.setRequestHandler(
    'elicitation/create',
    createSdkV2ElicitationHandler(queue, { server: serverInfo, capability: handled }),
  );
  client.setNotificationHandler(
    'notifications/elicitation/complete',
    createElicitationCompleteHandler(queue, { server: serverInfo }),
  );
  closers.push(() => client.close());
  return client;
}

describe('SDK v2 adapter, 2025-11-25 (pushed elicitation/create)', () => {
  async function connectLegacy(queue: ElicitationQueue, handled?: ElicitationCapability) {
    const server = new McpServer({ name: weather.name, version: '1.0.0' });
    const client = v2Client(queue, weather, {}, handled);
    const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
    await Promise.all([client.connect(clientTransport), server.connect(serverTransport)]);
    closers.push(() => server.close());
    return { server, client };
  }

  it('shows the server’s elicitInput and the server receives exactly the typed value', async () => {
    const { queue, user } = host();
    const { server } = await connectLegacy(queue);
    const answer = track(server.server.elicitInput(textRequest('City')));
    const dialog = await formDialog('Weather');
    await answerText(user, dialog, 'City', 'Porto');
    await noDialog();
    await expect
      .poll(() => answer)
      .toEqual([{ status: 'resolved', value: { action: 'accept', content: { answer: 'Porto' } } }]);
  });

  it('withdraws the dialog when the server cancels its request', async () => {
    const { queue } = host();
    const { server } = await connectLegacy(queue);
    const controller = new AbortController();
    const answer = track(server.server.elicitInput(textRequest('City'), { signal: controller.signal }));
    await formDialog('Weather');
    controller.abort('no longer needed');
    expect(await screen.findByText('Weather withdrew its request.')).toBeVisible();
    await noDialog();
    await expect.poll(() => answer.map((entry) => entry.status)).toEqual(['rejected']);
  });

  it('answers -32602 to a mode the adapter was not told about', async () => {
    const { queue } = host();
    const { server } = await connectLegacy(queue, elicitationCapability());
    const refusal = await server.server
      .elicitInput(urlRequest('https://auth.example.com/connect', 'x'))
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ProtocolError);
    expect(refusal).toMatchObject({ code: -32602 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ends a URL wait on notifications/elicitation/complete', async () => {
    const { queue, user } = host();
    const { server } = await connectLegacy(queue);
    const answer = track(server.server.elicitInput(urlRequest('https://auth.example.com/connect', 'v2-elicit')));
    const dialog = await urlDialog('Weather');
    await user.click(await within(dialog).findByRole('button', { name: 'Open example.com' }));
    await expect.poll(() => answer).toEqual([{ status: 'resolved', value: { action: 'accept' } }]);
    expect(within(dialog).getByText('Waiting for you to finish on example.com')).toBeVisible();
    await server.server.createElicitationCompletionNotifier('v2-elicit')();
    await noDialog();
  });
});

describe('SDK v2 adapter, 2026-07-28 (inputRequests fulfilled through the same handler)', () => {
  const rounds: { inputResponses: unknown; requestState: unknown }[] = [];

  function travelServer() {
    const server = new McpServer({ name: travel.name, version: '1.0.0' });
    server.registerTool('book-trip', { inputSchema: z.object({ city: z.string() }) }, async ({ city }, ctx) => {
      const state = ctx.mcpReq.requestState<string>();
      rounds.push({ inputResponses: ctx.mcpReq.inputResponses, requestState: state });
      if (state === undefined) {
        return inputRequired({
          inputRequests: {
            traveller: inputRequired.elicit({
              message: `Who is travelling to ${city}?`,
              requestedSchema: z.object({ answer: z.string().meta({ title: 'Traveller' }) }),
            }),
            nights: inputRequired.elicit({
              message: 'How many nights?',
              requestedSchema: z.object({ answer: z.string().meta({ title: 'Nights' }) }),
            }),
          },
          requestState: 'round-1',
        });
      }
      const traveller = acceptedContent<{ answer: string }>(ctx.mcpReq.inputResponses, 'traveller');
      if (state === 'round-1') {
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Book ${city} for ${traveller?.answer}?`,
              requestedSchema: z.object({ answer: z.string().meta({ title: 'Confirmation code' }) }),
            }),
          },
          requestState: `round-2:${traveller?.answer}`,
        });
      }
      const confirm = acceptedContent<{ answer: string }>(ctx.mcpReq.inputResponses, 'confirm');
      return { content: [{ type: 'text', text: `booked ${city} (${state}, ${confirm?.answer})` }] };
    });
    server.registerTool('link-account', {}, async (ctx) => {
      const link = inputResponse(ctx.mcpReq.inputResponses, 'link');
      if (link.kind === 'elicit') return { content: [{ type: 'text', text: `link: ${link.action}` }] };
      return inputRequired({
        inputRequests: {
          link: inputRequired.elicitUrl({
            message: 'Link your travel account.',
            url: 'https://travel.example.com/link',
          }),
        },
      });
    });
    return server;
  }

  async function connectModern(queue: ElicitationQueue) {
    rounds.length = 0;
    const handler = createMcpHandler(() => travelServer());
    closers.push(() => handler.close());
    const client = v2Client(queue, travel, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
    // The transport calls the server's fetch handler directly: HTTP semantics, no socket.
    const transport = new StreamableHTTPClientTransport(new URL('http://127.0.0.1/mcp'), {
      fetch: (url, init) => handler.fetch(new Request(url, { ...init, signal: undefined })),
    });
    await client.connect(transport);
    expect(client.getNegotiatedProtocolVersion()).toBe('2026-07-28');
    return client;
  }

  it('asks two rounds of inputRequests on one tool call and completes it', async () => {
    const { queue, user } = host();
    const client = await connectModern(queue);
    const result = track(client.callTool({ name: 'book-trip', arguments: { city: 'Kyoto' } }));

    // Round 1: two requests at once, shown one after the other.
    const first = await formDialog('Travel');
    expect(within(first).getByText('Request 1 of 2')).toBeVisible();
    expect(within(first).getByText('Who is travelling to Kyoto?')).toBeVisible();
    await answerText(user, first, 'Traveller', 'Ada');
    const second = await waitFor(async () => {
      const dialog = await formDialog('Travel');
      expect(within(dialog).getByText('Request 2 of 2')).toBeVisible();
      return dialog;
    });
    await answerText(user, second, 'Nights', '3');

    // Round 2: the retry came back asking again.
    const third = await waitFor(async () => {
      const dialog = await formDialog('Travel');
      expect(within(dialog).getByText('Book Kyoto for Ada?')).toBeVisible();
      return dialog;
    });
    await answerText(user, third, 'Confirmation code', 'K-42');
    await noDialog();

    await expect
      .poll(() => result)
      .toEqual([
        {
          status: 'resolved',
          value: expect.objectContaining({ content: [{ type: 'text', text: 'booked Kyoto (round-2:Ada, K-42)' }] }),
        },
      ]);
    expect(rounds).toEqual([
      { inputResponses: undefined, requestState: undefined },
      {
        inputResponses: {
          traveller: { action: 'accept', content: { answer: 'Ada' } },
          nights: { action: 'accept', content: { answer: '3' } },
        },
        requestState: 'round-1',
      },
      { inputResponses: { confirm: { action: 'accept', content: { answer: 'K-42' } } }, requestState: 'round-2:Ada' },
    ]);
  });

  it('URL mode: holds the accept until the user says they are done, then the SDK retries', async () => {
    const { queue, user, openUrl } = host();
    const client = await connectModern(queue);
    let done = false;
    // Settling before the user says they are done, however late, makes the call reject.
    const result = track(
      client.callTool({ name: 'link-account', arguments: {} }).then((value) => {
        if (!done) throw new Error('the call settled before the user said they were done');
        return value;
      }),
    );
    const dialog = await urlDialog('Travel');
    await user.click(await within(dialog).findByRole('button', { name: 'Open example.com' }));
    expect(openUrl).toHaveBeenCalledExactlyOnceWith('https://travel.example.com/link');
    expect(await within(dialog).findByText('Waiting for you to finish on example.com')).toBeVisible();
    // A full round trip to the server while waiting: an accept sent on consent would have retried by now.
    await client.listTools();
    expect(result).toEqual([]);
    done = true;
    await user.click(within(dialog).getByRole('button', { name: 'I’m done, retry' }));
    await noDialog();
    await expect
      .poll(() => result)
      .toEqual([
        { status: 'resolved', value: expect.objectContaining({ content: [{ type: 'text', text: 'link: accept' }] }) },
      ]);
  });

  it('a declined question is sent as decline and the server decides', async () => {
    const { queue, user } = host();
    const client = await connectModern(queue);
    const result = track(client.callTool({ name: 'link-account', arguments: {} }));
    await user.click(await within(await urlDialog('Travel')).findByRole('button', { name: 'Decline' }));
    await noDialog();
    await expect
      .poll(() => result)
      .toEqual([
        { status: 'resolved', value: expect.objectContaining({ content: [{ type: 'text', text: 'link: decline' }] }) },
      ]);
  });
});
