/**
 * `resolveInputRequired`, for hosts that speak 2026-07-28 without SDK v2, against a hand-written
 * fake server function.
 */
import { render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ElicitationProvider } from '../../src';
import { elicitationCapability } from '../../src/core';
import {
  createElicitationAsk,
  ElicitationQueue,
  InputRequiredRoundsExceededError,
  resolveInputRequired,
  UnhandledInputRequestError,
} from '../../src/mcp';
import { answerText, formDialog, noDialog, textRequest, track } from '../support/mcp-harness';

const kitchen = { name: 'kitchen-server', title: 'Kitchen' };
const CAPABILITIES_KEY = 'io.modelcontextprotocol/clientCapabilities';
const STATE = 'opaque+/== "state" \u00e9';

type Params = Record<string, unknown>;

/**
 * A `tools/call` handler for `plan-dinner` in the 2026-07-28 style: round one asks two questions
 * and sends state; round two asks one more without state; then it completes. Records every request.
 */
function dinnerServer() {
  const received: Params[] = [];
  async function send(params: Params) {
    received.push(structuredClone(params));
    const responses = params.inputResponses as Record<string, { content?: { answer?: string } }> | undefined;
    if (!responses) {
      return {
        resultType: 'input_required' as const,
        inputRequests: {
          guests: { method: 'elicitation/create', params: textRequest('Guests', 'Who is coming?') },
          dish: { method: 'elicitation/create', params: textRequest('Dish', 'What should we cook?') },
        },
        requestState: STATE,
      };
    }
    if (params.requestState === STATE) {
      return {
        resultType: 'input_required' as const,
        inputRequests: {
          time: {
            method: 'elicitation/create',
            params: textRequest(
              'Time',
              `Cook ${responses.dish?.content?.answer} for ${responses.guests?.content?.answer} at?`,
            ),
          },
        },
      };
    }
    return { content: [{ type: 'text', text: `dinner at ${responses.time?.content?.answer}` }] };
  }
  return { send, received };
}

const original = { name: 'plan-dinner', arguments: { occasion: 'birthday' }, _meta: { progressToken: 7 } };

describe('resolveInputRequired', () => {
  // Three dialogs answered by typing: about 3 s alone, beyond the 5 s default on a busy 2-core machine.
  it('asks every input request through the queue, round after round, and returns the complete result', async () => {
    const queue = new ElicitationQueue();
    const user = userEvent.setup();
    render(<ElicitationProvider queue={queue} />);
    const server = dinnerServer();
    const capabilities = { elicitation: elicitationCapability() };
    const result = track(
      resolveInputRequired({
        send: server.send,
        params: original,
        ask: createElicitationAsk(queue, { server: kitchen }),
        capabilities,
      }),
    );

    const first = await formDialog('Kitchen');
    expect(within(first).getByText('Who is coming?')).toBeVisible();
    await answerText(user, first, 'Guests', 'Ada and Grace');
    const second = await formDialog('Kitchen');
    expect(within(second).getByText('What should we cook?')).toBeVisible();
    await answerText(user, second, 'Dish', 'paella');
    const third = await formDialog('Kitchen');
    expect(within(third).getByText('Cook paella for Ada and Grace at?')).toBeVisible();
    await answerText(user, third, 'Time', '19:30');
    await noDialog();

    await expect
      .poll(() => result)
      .toEqual([{ status: 'resolved', value: { content: [{ type: 'text', text: 'dinner at 19:30' }] } }]);
    const meta = { progressToken: 7, [CAPABILITIES_KEY]: capabilities };
    expect(server.received).toEqual([
      { name: 'plan-dinner', arguments: { occasion: 'birthday' }, _meta: meta },
      {
        name: 'plan-dinner',
        arguments: { occasion: 'birthday' },
        _meta: meta,
        inputResponses: {
          guests: { action: 'accept', content: { answer: 'Ada and Grace' } },
          dish: { action: 'accept', content: { answer: 'paella' } },
        },
        requestState: STATE,
      },
      // Answers are replaced, not accumulated; no requestState was sent, so none is echoed.
      {
        name: 'plan-dinner',
        arguments: { occasion: 'birthday' },
        _meta: meta,
        inputResponses: { time: { action: 'accept', content: { answer: '19:30' } } },
      },
    ]);
  }, 20_000);

  it('sends decline and cancel as answered, and adds no _meta without capabilities', async () => {
    const server = dinnerServer();
    const ask = vi
      .fn()
      .mockResolvedValueOnce({ action: 'decline' })
      .mockResolvedValueOnce({ action: 'cancel' })
      .mockResolvedValueOnce({ action: 'accept', content: { answer: 'noon' } });
    const result = await resolveInputRequired({ send: server.send, params: { name: 'plan-dinner' }, ask });
    expect(result).toEqual({ content: [{ type: 'text', text: 'dinner at noon' }] });
    expect(ask.mock.calls.map(([, context]) => context.key)).toEqual(['guests', 'dish', 'time']);
    expect(server.received[0]).toEqual({ name: 'plan-dinner' });
    expect(server.received[1]).toMatchObject({
      inputResponses: { guests: { action: 'decline' }, dish: { action: 'cancel' } },
    });
  });

  it('gives up after maxRounds with the last InputRequiredResult', async () => {
    const again = {
      resultType: 'input_required',
      inputRequests: { again: { method: 'elicitation/create', params: textRequest('Again') } },
    };
    const send = vi.fn(async (_params: Params) => again);
    const ask = vi.fn(async () => ({ action: 'cancel' as const }));
    const failure = await resolveInputRequired({ send, params: {}, ask, maxRounds: 3 }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(InputRequiredRoundsExceededError);
    expect(failure).toMatchObject({ rounds: 3, lastResult: again });
    expect(send).toHaveBeenCalledTimes(4);
    expect(ask).toHaveBeenCalledTimes(3);
  });

  it('refuses, before asking anything, an input request of another method nobody handles', async () => {
    const send = vi.fn(async (_params: Params) => ({
      resultType: 'input_required',
      inputRequests: {
        name: { method: 'elicitation/create', params: textRequest('Name') },
        summary: { method: 'sampling/createMessage', params: { messages: [], maxTokens: 10 } },
      },
    }));
    const ask = vi.fn();
    const failure = await resolveInputRequired({ send, params: {}, ask }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UnhandledInputRequestError);
    expect(failure).toMatchObject({ requests: [{ key: 'summary', method: 'sampling/createMessage' }] });
    expect((failure as Error).message).toContain('"summary" (sampling/createMessage)');
    expect(ask).not.toHaveBeenCalled();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('passes other methods to handleInputRequest and sends what it returns', async () => {
    const send = vi.fn(async (params: Params) =>
      params.inputResponses
        ? { content: [] }
        : {
            resultType: 'input_required',
            inputRequests: {
              roots: { method: 'roots/list' },
              name: { method: 'elicitation/create', params: textRequest('Name') },
            },
          },
    );
    const handleInputRequest = vi.fn(async () => ({ roots: [] }));
    await resolveInputRequired({
      send,
      params: {},
      ask: async () => ({ action: 'decline' }),
      handleInputRequest,
    });
    expect(handleInputRequest).toHaveBeenCalledExactlyOnceWith(
      { method: 'roots/list' },
      { key: 'roots', signal: undefined },
    );
    expect(send.mock.calls[1]?.[0]).toEqual({ inputResponses: { roots: { roots: [] }, name: { action: 'decline' } } });
  });

  it('stops when its signal aborts', async () => {
    const controller = new AbortController();
    const server = dinnerServer();
    const ask = vi.fn(async () => {
      controller.abort(new Error('host closed the chat'));
      return { action: 'cancel' as const };
    });
    await expect(
      resolveInputRequired({ send: server.send, params: {}, ask, signal: controller.signal }),
    ).rejects.toThrow('host closed the chat');
    expect(ask).toHaveBeenCalledTimes(1);
    expect(server.received).toHaveLength(1);
  });
});
