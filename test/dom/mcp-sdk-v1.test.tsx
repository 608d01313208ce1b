/**
 * The SDK v1 adapter against a REAL `@modelcontextprotocol/sdk` 1.x Client and McpServer over the
 * SDK's InMemoryTransport (2025-11-25).
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import {
  ElicitationCompleteNotificationSchema,
  ElicitRequestSchema,
  type JSONRPCMessage,
  McpError,
  UrlElicitationRequiredError,
} from '@modelcontextprotocol/sdk/types.js';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ElicitationCapability, elicitationCapability } from '../../src/core';
import { callWithUrlElicitation, createElicitationCompleteHandler, type ElicitationQueue } from '../../src/mcp';
import { createSdkV1ElicitationHandler } from '../../src/mcp/sdkV1';
import {
  calendar,
  formDialog,
  host,
  noDialog,
  PATIENCE,
  track,
  urlDialog,
  urlRequest,
  weather,
} from '../support/mcp-harness';

vi.setConfig({ testTimeout: 20_000 });

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/**
 * A real client/server pair feeding `queue`. `declared` is what the client announces at
 * initialize; `handled` what the adapter accepts (normally the same object).
 */
async function connect(
  queue: ElicitationQueue,
  {
    declared = elicitationCapability({ url: true }),
    handled = declared,
    serverInfo = weather,
  }: { declared?: ElicitationCapability; handled?: ElicitationCapability; serverInfo?: typeof weather } = {},
) {
  const server = new McpServer({ name: serverInfo.name, version: '1.0.0' });
  let toolCalls = 0;
  server.registerTool('connect-calendar', { description: 'Needs the user to connect an account first' }, async () => {
    toolCalls += 1;
    if (toolCalls === 1) {
      throw new UrlElicitationRequiredError([
        urlRequest('https://calendar.example.com/connect', 'connect-1'),
        urlRequest('https://accounts.example.org/consent', 'connect-2'),
      ]);
    }
    return { content: [{ type: 'text', text: 'connected' }] };
  });
  // Spread: core's ElicitationCapability is an interface, which the SDK's index-signature type refuses.
  const client = new Client({ name: 'host', version: '1.0.0' }, { capabilities: { elicitation: { ...declared } } });
  client.setRequestHandler(
    ElicitRequestSchema,
    createSdkV1ElicitationHandler(queue, { server: serverInfo, capability: handled }),
  );
  client.setNotificationHandler(
    ElicitationCompleteNotificationSchema,
    createElicitationCompleteHandler(queue, { server: serverInfo }),
  );
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  const sent: JSONRPCMessage[] = [];
  const send = clientTransport.send.bind(clientTransport);
  clientTransport.send = (message, options) => {
    sent.push(message);
    return send(message, options);
  };
  await Promise.all([client.connect(clientTransport), server.connect(serverTransport)]);
  // SDK v1 ignores notifications/cancelled for request id 0 (`if (!requestId) return`): spend id 0
  // on a ping so that the requests under test can be cancelled.
  await server.server.ping();
  closers.push(
    () => client.close(),
    () => server.close(),
  );
  return { server, client, sent, toolCalls: () => toolCalls };
}

const profileRequest = {
  message: 'Tell us about you so we can tune the forecast.',
  requestedSchema: {
    type: 'object' as const,
    properties: {
      name: { type: 'string' as const, title: 'Name' },
      age: { type: 'integer' as const, title: 'Age', minimum: 0 },
      alerts: { type: 'boolean' as const, title: 'Storm alerts', default: true },
    },
    required: ['name'],
  },
};

/**
 * The server asks once more and the user declines: a positive end to wait for. Anything the client
 * sent for an earlier, withdrawn request would be in `sent` before this answer.
 */
async function nextExchange(server: McpServer, user: ReturnType<typeof host>['user']) {
  const answer = track(server.server.elicitInput(profileRequest));
  await user.click(within(await formDialog('Weather')).getByRole('button', { name: 'Decline' }));
  await expect.poll(() => answer).toEqual([{ status: 'resolved', value: { action: 'decline' } }]);
}

describe('SDK v1 adapter', () => {
  it('shows the server’s elicitInput and the server receives exactly the typed values', async () => {
    const { queue, user } = host();
    const { server } = await connect(queue);
    const answer = track(server.server.elicitInput(profileRequest));
    const dialog = await formDialog('Weather');
    expect(within(dialog).getByRole('heading', { name: 'Weather' })).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name (required)' }), 'Ada Lovelace');
    await user.type(within(dialog).getByRole('textbox', { name: 'Age' }), '36');
    await user.click(within(dialog).getByRole('button', { name: 'Review answers' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Send' }));
    await noDialog();
    await expect
      .poll(() => answer)
      .toEqual([
        { status: 'resolved', value: { action: 'accept', content: { name: 'Ada Lovelace', age: 36, alerts: true } } },
      ]);
  });

  it('queues concurrent requests from two connected servers, each answered on its own connection', async () => {
    const { queue, user } = host();
    const first = await connect(queue);
    const second = await connect(queue, { serverInfo: calendar });
    const fromWeather = track(first.server.server.elicitInput(profileRequest));
    const fromCalendar = track(
      second.server.server.elicitInput({
        message: 'Which room?',
        requestedSchema: { type: 'object', properties: { room: { type: 'string', enum: ['Ada', 'Turing'] } } },
      }),
    );
    const weatherDialog = await formDialog('Weather');
    expect(within(weatherDialog).getByText('Request 1 of 2')).toBeVisible();
    await user.click(within(weatherDialog).getByRole('button', { name: 'Decline' }));
    const calendarDialog = await formDialog('Calendar');
    expect(within(calendarDialog).getByText('Request 2 of 2')).toBeVisible();
    await user.click(within(calendarDialog).getByRole('button', { name: 'Cancel' }));
    await noDialog();
    await expect
      .poll(() => [...fromWeather, ...fromCalendar])
      .toEqual([
        { status: 'resolved', value: { action: 'decline' } },
        { status: 'resolved', value: { action: 'cancel' } },
      ]);
  });

  it('withdraws the dialog when the server cancels, and sends nothing for it', async () => {
    const { queue, user } = host();
    const { server, sent } = await connect(queue);
    const controller = new AbortController();
    const answer = track(server.server.elicitInput(profileRequest, { signal: controller.signal }));
    await formDialog('Weather');
    const before = sent.length;
    controller.abort('the forecast is already known');
    expect(await screen.findByText('Weather withdrew its request.')).toBeVisible();
    await noDialog();
    await expect.poll(() => answer.map((entry) => entry.status)).toEqual(['rejected']);
    await nextExchange(server, user);
    // No response to the cancelled request, nor anything else: only the next request's answer.
    expect(sent.slice(before)).toEqual([expect.objectContaining({ result: { action: 'decline' } })]);
  });

  it('withdraws the dialog when the server’s request times out', async () => {
    const { queue, user } = host();
    const { server, sent } = await connect(queue);
    const before = sent.length;
    const answer = track(server.server.elicitInput(profileRequest, { timeout: 1500 }));
    expect(await screen.findByText('Weather withdrew its request.', undefined, PATIENCE)).toBeVisible();
    await noDialog();
    await expect.poll(() => answer).toHaveLength(1);
    expect(answer[0]?.value).toBeInstanceOf(McpError);
    expect(answer[0]?.value).toMatchObject({ code: -32001 });
    await nextExchange(server, user);
    expect(sent.slice(before)).toEqual([expect.objectContaining({ result: { action: 'decline' } })]);
  });

  it('answers -32602 to a mode the host did not declare, without showing anything', async () => {
    // The client announces URL mode, but the adapter was told form only: the adapter refuses.
    const { server, sent } = await connect(host().queue, { handled: elicitationCapability() });
    const refusal = await server.server
      .elicitInput(urlRequest('https://auth.example.com/connect', 'e-1'))
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(McpError);
    expect(refusal).toMatchObject({ code: -32602 });
    expect(screen.queryByRole('dialog')).toBeNull();
    const [response] = sent.filter((message) => 'error' in message);
    expect(response).toMatchObject({ error: { code: -32602, message: expect.stringContaining('"url"') } });
  });

  it('2025-11-25 URL mode: accept on consent, then the completion notification ends the wait', async () => {
    const { queue, user, openUrl } = host();
    const { server } = await connect(queue);
    const answer = track(server.server.elicitInput(urlRequest('https://auth.example.com/connect', 'elicit-42')));
    const dialog = await urlDialog('Weather');
    await user.click(await within(dialog).findByRole('button', { name: 'Open example.com' }));
    expect(openUrl).toHaveBeenCalledExactlyOnceWith('https://auth.example.com/connect');
    await expect.poll(() => answer).toEqual([{ status: 'resolved', value: { action: 'accept' } }]);
    expect(within(dialog).getByText('Waiting for you to finish on example.com')).toBeVisible();

    // A ping after the notification: the client handles messages in order, so its answer comes
    // after the unknown id was handled (and ignored).
    await act(async () => {
      await server.server.createElicitationCompletionNotifier('elicit-7')();
      await server.server.ping();
    });
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(within(dialog).getByText('Waiting for you to finish on example.com')).toBeVisible();

    await server.server.createElicitationCompletionNotifier('elicit-42')();
    await noDialog();
  });

  it('-32042: walks through every URL, then retries the tool call once the user asks', async () => {
    const { queue, user, openUrl } = host();
    const { client, toolCalls } = await connect(queue, { serverInfo: calendar });
    const result = track(
      callWithUrlElicitation(queue, calendar, () => client.callTool({ name: 'connect-calendar', arguments: {} })),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Calendar needs you to open a web page first' });
    expect(within(dialog).getByText('Step 1 of 2')).toBeVisible();
    await user.click(await within(dialog).findByRole('button', { name: 'Open example.com' }));
    expect(await within(dialog).findByText('Step 2 of 2')).toBeVisible();
    await user.click(await within(dialog).findByRole('button', { name: 'Open example.org' }));
    expect(openUrl.mock.calls).toEqual([
      ['https://calendar.example.com/connect'],
      ['https://accounts.example.org/consent'],
    ]);
    expect(toolCalls()).toBe(1);
    await user.click(await within(dialog).findByRole('button', { name: 'Retry the request' }));
    await noDialog();
    await expect
      .poll(() => result)
      .toEqual([{ status: 'resolved', value: { content: [{ type: 'text', text: 'connected' }] } }]);
    expect(toolCalls()).toBe(2);
  });

  it('-32042: declining a page rejects with the original error and does not retry', async () => {
    const { queue, user } = host();
    const { client, toolCalls } = await connect(queue, { serverInfo: calendar });
    const result = track(
      callWithUrlElicitation(queue, calendar, () => client.callTool({ name: 'connect-calendar', arguments: {} })),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Calendar needs you to open a web page first' });
    await user.click(await within(dialog).findByRole('button', { name: 'Decline' }));
    await noDialog();
    await expect.poll(() => result).toHaveLength(1);
    expect(result[0]?.status).toBe('rejected');
    expect(result[0]?.value).toBeInstanceOf(UrlElicitationRequiredError);
    expect(result[0]?.value).toMatchObject({ code: -32042 });
    expect(toolCalls()).toBe(1);
  });
});
