/**
 * Elicitations in a chat turn (`createChatElicitations`) over the real bridge on 127.0.0.1: the
 * parts written into the chat's stream, their ids answered through the bridge endpoint (with
 * `answerElicitation`, the page's half), what the MCP handler resolves with, what the transcript
 * keeps of secrets, and the time budget that stops while the person answers.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AnswerRefusedError,
  answerElicitation,
  createChatElicitations,
  createElicitationBridge,
  type ElicitationBridge,
} from '../../src/bridge';
import { buildResult, type ElicitationPart, parseElicitationRequest } from '../../src/core';
import { callWithTimeBudget, ElicitationWithdrawnError, TimeBudgetExceededError } from '../../src/mcp';
import { requestFixtures, uiFixtures } from '../fixtures';
import { SCHEMA_CORPORA } from '../fixtures/schemas';
import { sampleAnswer } from '../support/answer-form';
import { as, authorizeBySessionHeader, type ServedBridge, serveBridge, until } from './support';

const server = { name: 'contacts', title: 'Contacts' };
const contactForm = requestFixtures.seedStructuredData.params;
const ada = { action: 'accept' as const, content: { name: 'Ada Lovelace', email: 'ada@example.org', age: 36 } };

let bridge: ElicitationBridge;
let served: ServedBridge;

beforeEach(async () => {
  bridge = createElicitationBridge({ authorize: authorizeBySessionHeader, heartbeatMs: 60_000 });
  served = await serveBridge(bridge);
});

afterEach(async () => {
  await bridge.close();
  await served.close();
});

/** One chat turn of `session`: the parts it writes, and an MCP request asked through it. */
function turn(session: string) {
  const parts: ElicitationPart[] = [];
  const questions = createChatElicitations(bridge, { sessionId: session, write: (part) => parts.push(part) });
  const ask = (params: unknown = contactForm, extra: unknown = {}) => questions.handlerFor(server)({ params }, extra);
  const pending = async () => {
    await until(() => parts.some((part) => part.data.state === 'pending'), 10_000, 'a pending part');
    return parts.find((part) => part.data.state === 'pending') as ElicitationPart;
  };
  return { parts, questions, ask, pending };
}

/** The page's answer, as `answerElicitation` posts it, with the session's header. */
const post = (session: string, id: string, result: unknown) =>
  answerElicitation({ url: served.url, id, result: result as typeof ada, headers: as(session), attempts: 1 });

describe('the parts of a chat turn', () => {
  it('writes a pending part whose id the bridge answers, then the same part answered', async () => {
    const { parts, ask, pending } = turn('s1');
    const answered = ask();
    const part = await pending();
    expect(part).toMatchObject({
      type: 'data-elicitation',
      id: part.data.id,
      data: { server, params: contactForm, state: 'pending' },
    });
    expect(part.data.deadline).toBeGreaterThan(Date.now() + 9 * 60_000);

    expect(await post('s1', part.id, ada)).toEqual({ status: 'answered' });
    await expect(answered).resolves.toEqual(ada);
    await until(() => parts.length === 2, 5000, 'the answered part');
    expect(parts[1]).toMatchObject({ type: 'data-elicitation', id: part.id, data: { state: 'answered', result: ada } });
    expect(parts[1]?.data.settledAt).toBeGreaterThanOrEqual(part.data.deadline! - 10 * 60_000);
  });

  it('answers a second tab with the first answer (409 → settled) and another session with unknown', async () => {
    const { ask, pending } = turn('s1');
    const answered = ask();
    const { id } = await pending();
    expect(await post('s2', id, ada)).toEqual({ status: 'unknown' });
    expect(await post('s1', id, { action: 'decline' })).toEqual({ status: 'answered' });
    expect(await post('s1', id, ada)).toEqual({
      status: 'settled',
      outcome: { type: 'answered', answer: { action: 'decline' } },
    });
    await expect(answered).resolves.toEqual({ action: 'decline' });
  });

  it('refuses answers the schema refuses (422, the item still pending) with the problems', async () => {
    const { ask, pending } = turn('s1');
    const answered = ask();
    const { id } = await pending();
    const refused = await post('s1', id, { action: 'accept', content: { name: 'Ada' } }).catch((error) => error);
    expect(refused).toBeInstanceOf(AnswerRefusedError);
    expect(refused).toMatchObject({ status: 422, problems: [expect.objectContaining({ name: 'email' })] });
    expect(await post('s1', id, ada)).toEqual({ status: 'answered' });
    await expect(answered).resolves.toEqual(ada);
  });

  it('reads a schema as pydantic writes it ($ref, nullable anyOf) the way the page does, answers and refusals alike', async () => {
    const described = SCHEMA_CORPORA.pydantic?.cases.find((entry) => entry.name === 'described');
    const { ask, pending } = turn('s1');
    const answered = ask({ message: 'Your shirt', requestedSchema: described?.requestedSchema });
    const { id } = await pending();
    const refused = await post('s1', id, { action: 'accept', content: { size: 'xl' } }).catch((error) => error);
    expect(refused).toMatchObject({
      status: 422,
      problems: [expect.objectContaining({ name: 'size', code: 'option' })],
    });
    // An optional nullable field left unanswered is left out, never sent as null.
    expect(await post('s1', id, { action: 'accept', content: { size: 'm', color: null } })).toEqual({
      status: 'answered',
    });
    await expect(answered).resolves.toEqual({ action: 'accept', content: { size: 'm' } });
  });

  const CORPUS = Object.entries(SCHEMA_CORPORA).flatMap(([generator, corpus]) =>
    (corpus?.cases ?? []).map((entry) => [generator, entry.name, entry.requestedSchema] as const),
  );

  it.each(CORPUS)(
    'takes the page’s answer to the %s schema of %s as the page built it',
    async (_generator, _name, schema) => {
      const params = { message: 'Tell us', requestedSchema: schema };
      const parsed = parseElicitationRequest(params);
      if (!parsed.ok || parsed.request.mode !== 'form') throw new Error('the page could not read it');
      const { request } = parsed;
      // The required fields answered, as the page's form would send them.
      const values = Object.fromEntries(
        request.fields
          .filter((field) => field.required)
          .map((field) => [field.name, field.kind === 'date-time' ? '2026-12-07T10:30:00Z' : sampleAnswer(field)]),
      );
      const result = buildResult(request, 'accept', values);
      const { ask, pending } = turn('s1');
      const answered = ask(params);
      const { id } = await pending();
      expect(await post('s1', id, result)).toEqual({ status: 'answered' });
      await expect(answered).resolves.toEqual(result);
    },
  );

  it('keeps secrets out of the transcript: the server gets them, the part names them as withheld', async () => {
    const { parts, ask, pending } = turn('s1');
    const secrets = { action: 'accept' as const, content: { username: 'ada', password: 'hunter2', apiKey: 'sk-1' } };
    const answered = ask(uiFixtures.secretsForm.params);
    const { id } = await pending();
    await post('s1', id, secrets);
    await expect(answered).resolves.toEqual(secrets);
    await until(() => parts.length === 2, 5000, 'the answered part');
    expect(parts[1]?.data).toMatchObject({
      state: 'answered',
      result: { action: 'accept', content: { username: 'ada' } },
      withheld: ['password', 'apiKey'],
    });
    expect(JSON.stringify(parts)).not.toMatch(/hunter2|sk-1/);
  });

  it('says expired when nobody answered in time (the server gets cancel)', async () => {
    await bridge.close();
    await served.close();
    bridge = createElicitationBridge({ authorize: authorizeBySessionHeader, timeoutMs: 300 });
    served = await serveBridge(bridge);
    const { parts, ask } = turn('s1');
    await expect(ask()).resolves.toEqual({ action: 'cancel' });
    expect(parts.map((part) => part.data.state)).toEqual(['pending', 'expired']);
  });

  it('says withdrawn when the server takes the request back', async () => {
    const { parts, ask, pending } = turn('s1');
    const controller = new AbortController();
    const answered = ask(contactForm, { signal: controller.signal });
    const { id } = await pending();
    controller.abort();
    await expect(answered).rejects.toBeInstanceOf(ElicitationWithdrawnError);
    await until(() => parts.length === 2, 5000, 'the withdrawn part');
    expect(parts[1]).toMatchObject({ id, data: { state: 'withdrawn' } });
    expect(await post('s1', id, ada)).toMatchObject({ status: 'settled' });
  });

  it('lists the questions waiting now, for a time budget, and tells its listeners', async () => {
    const { questions, ask, pending } = turn('s1');
    const seen: number[] = [];
    const unsubscribe = questions.subscribe(() => seen.push(questions.getSnapshot().items.length));
    expect(questions.getSnapshot().items).toEqual([]);
    const answered = ask();
    expect(questions.getSnapshot().items).toEqual([{ server }]);
    const { id } = await pending();
    await post('s1', id, ada);
    await answered;
    expect(questions.getSnapshot().items).toEqual([]);
    expect(seen).toEqual([1, 0]);
    unsubscribe();
  });
});

describe('a time budget over a chat turn', () => {
  it('stops counting while the person answers', async () => {
    const { questions, ask, pending } = turn('s1');
    // The call's own time is tiny; the person takes several times the budget.
    const call = callWithTimeBudget(questions, server, () => ask(), { budget: 250 });
    const { id } = await pending();
    await new Promise((resolve) => setTimeout(resolve, 900));
    await post('s1', id, ada);
    await expect(call).resolves.toEqual(ada);
  });

  it('runs out when the call itself is slow (the control case)', async () => {
    const { questions } = turn('s1');
    const slow = new Promise((resolve) => setTimeout(resolve, 900));
    await expect(callWithTimeBudget(questions, server, () => slow, { budget: 250 })).rejects.toBeInstanceOf(
      TimeBudgetExceededError,
    );
  });
});

describe('answerElicitation', () => {
  it('retries while the endpoint is unreachable, then posts once', async () => {
    const { ask, pending } = turn('s1');
    const answered = ask();
    const { id } = await pending();
    let calls = 0;
    const flaky: typeof fetch = (input, init) => {
      calls++;
      return calls === 1 ? Promise.reject(new TypeError('fetch failed')) : fetch(input, init);
    };
    const receipt = await answerElicitation({ url: served.url, id, result: ada, headers: as('s1'), fetch: flaky });
    expect(receipt).toEqual({ status: 'answered' });
    expect(calls).toBe(2);
    await expect(answered).resolves.toEqual(ada);
  });

  it('gives up with the last status after its attempts', async () => {
    const failing: typeof fetch = async () => new Response('down', { status: 503 });
    const error = await answerElicitation({ url: served.url, id: 'x', result: ada, fetch: failing, attempts: 2 }).catch(
      (caught) => caught,
    );
    expect(error).toBeInstanceOf(AnswerRefusedError);
    expect(error).toMatchObject({ status: 503 });
  });

  it('says 401 at once without retrying', async () => {
    let calls = 0;
    const counting: typeof fetch = (input, init) => {
      calls++;
      return fetch(input, init);
    };
    const error = await answerElicitation({ url: served.url, id: 'x', result: ada, fetch: counting }).catch((e) => e);
    expect(error).toMatchObject({ name: 'AnswerRefusedError', status: 401 });
    expect(calls).toBe(1);
  });
});
