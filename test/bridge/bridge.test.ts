/**
 * The bridge over real HTTP on 127.0.0.1 with the in-memory store: what the MCP handler resolves
 * with, what the stream says, and what every hostile request gets (status, and that nothing changed).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createElicitationBridge, type ElicitationBridge } from '../../src/bridge';
import { requestFixtures } from '../fixtures';
import {
  as,
  authorizeBySessionHeader,
  pendingIdOf,
  readEvents,
  type ServedBridge,
  serveBridge,
  until,
} from './support';

const server = { name: 'contacts', title: 'Contacts' };
const contactForm = requestFixtures.seedStructuredData.params;

let bridge: ElicitationBridge;
let served: ServedBridge;
const cleanups: (() => Promise<void>)[] = [];

beforeEach(async () => {
  bridge = createElicitationBridge({ authorize: authorizeBySessionHeader, heartbeatMs: 60_000 });
  served = await serveBridge(bridge);
});

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await bridge.close();
  await served.close();
});

/** Starts an elicitation for `session` the way an SDK would, and tracks how it settles. */
function ask(session: string, params: unknown = contactForm, extra: unknown = {}) {
  const handler = bridge.handlerFor(session, server);
  const settled: { value?: unknown; error?: unknown; count: number } = { count: 0 };
  const promise = handler({ params }, extra).then(
    (value) => {
      settled.value = value;
      settled.count++;
    },
    (error: unknown) => {
      settled.error = error;
      settled.count++;
    },
  );
  return { settled, promise };
}

/** The id of the one pending item the session's stream shows. */
async function pendingId(session: string): Promise<string> {
  const stream = readEvents(served.url, as(session));
  cleanups.push(stream.close);
  await until(() => stream.events.some((event) => event.event === 'pending'), 10_000, 'a pending event');
  return pendingIdOf(stream.events);
}

function post(session: string | null, body: string, headers: Record<string, string> = {}) {
  return fetch(served.url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(session ? { 'x-session': session } : {}), ...headers },
    body,
  });
}

describe('the MCP side', () => {
  it('resolves the handler with the posted answer, normalised to the schema (a number stays a number)', async () => {
    const { settled, promise } = ask('alice');
    const id = await pendingId('alice');
    const response = await post(
      'alice',
      JSON.stringify({ id, result: { action: 'accept', content: { name: 'Ada', email: 'ada@example.org', age: 36 } } }),
    );
    expect(response.status).toBe(200);
    await promise;
    expect(settled.value).toEqual({ action: 'accept', content: { name: 'Ada', email: 'ada@example.org', age: 36 } });
  });

  it('withdraws the request when the SDK aborts it: the stream says withdrawn, the handler rejects', async () => {
    const controller = new AbortController();
    const { settled, promise } = ask('alice', contactForm, { signal: controller.signal });
    const stream = readEvents(served.url, as('alice'));
    cleanups.push(stream.close);
    await until(() => stream.events.some((event) => event.event === 'pending'));
    controller.abort();
    await promise;
    expect(settled.error).toBeInstanceOf(Error);
    await until(() => stream.events.some((event) => event.event === 'withdrawn'));
    expect(stream.events.at(-1)?.data).toMatchObject({ reason: 'aborted' });
  });

  it('reads SDK v2 context (mcpReq.signal) as well', async () => {
    const controller = new AbortController();
    const { settled, promise } = ask('alice', contactForm, { mcpReq: { signal: controller.signal } });
    await pendingId('alice');
    controller.abort();
    await promise;
    expect(settled.error).toBeInstanceOf(Error);
  });

  it('answers cancel when nobody answers within timeoutMs, and tells the page', async () => {
    const quick = createElicitationBridge({ authorize: authorizeBySessionHeader, timeoutMs: 200 });
    const quickServed = await serveBridge(quick);
    cleanups.push(async () => {
      await quick.close();
      await quickServed.close();
    });
    const stream = readEvents(quickServed.url, as('alice'));
    cleanups.push(stream.close);
    await stream.opened;
    const result = await quick.handlerFor('alice', server)({ params: contactForm });
    expect(result).toEqual({ action: 'cancel' });
    await until(() => stream.events.some((event) => event.event === 'withdrawn'));
    expect(stream.events.find((event) => event.event === 'withdrawn')?.data).toMatchObject({ reason: 'timeout' });
  });

  it('refuses a mode the client did not declare with -32602, before anything is shown', async () => {
    const handler = bridge.handlerFor('alice', server);
    await expect(handler({ params: requestFixtures.seedUrlApiKey.params })).rejects.toMatchObject({ code: -32602 });
    const url = bridge.handlerFor('alice', server, { capability: { form: {}, url: {} } });
    const pending = url({ params: requestFixtures.seedUrlApiKey.params });
    const id = await pendingId('alice');
    expect((await post('alice', JSON.stringify({ id, result: { action: 'accept' } }))).status).toBe(200);
    await expect(pending).resolves.toEqual({ action: 'accept' });
  });

  it('shows a request redelivered by SDK v1 (same transport session, request id and params) once', async () => {
    const handler = bridge.handlerFor('alice', server);
    const signal = new AbortController().signal;
    const first = handler({ params: contactForm }, { signal, requestId: 3, sessionId: 't-1' });
    const again = handler({ params: contactForm }, { signal, requestId: 3, sessionId: 't-1' });
    const stream = readEvents(served.url, as('alice'));
    cleanups.push(stream.close);
    await until(() => stream.events.some((event) => event.event === 'sync'));
    expect(stream.events.filter((event) => event.event === 'pending')).toHaveLength(1);
    const id = pendingIdOf(stream.events);
    await post('alice', JSON.stringify({ id, result: { action: 'decline' } }));
    await expect(first).resolves.toEqual({ action: 'decline' });
    await expect(again).resolves.toEqual({ action: 'decline' });
  });

  it('walks a -32042 error through the page and retries when the page says retry', async () => {
    let calls = 0;
    const call = async () => {
      calls++;
      if (calls === 1) {
        throw Object.assign(new Error('URL elicitation required'), {
          code: -32042,
          data: {
            elicitations: [
              { mode: 'url', url: 'https://example.com/sign-in', message: 'Sign in', elicitationId: 'e-1' },
            ],
          },
        });
      }
      return 'done';
    };
    const result = bridge.callWithUrlElicitation('alice', server, call);
    const stream = readEvents(served.url, as('alice'));
    cleanups.push(stream.close);
    await until(() => stream.events.some((event) => event.event === 'pending'));
    const pending = stream.events[0]?.data.elicitation as { id: string; kind: string; elicitations: unknown[] };
    expect(pending.kind).toBe('url-required');
    expect(pending.elicitations).toHaveLength(1);
    expect((await post('alice', JSON.stringify({ id: pending.id, result: { action: 'accept' } }))).status).toBe(422);
    expect((await post('alice', JSON.stringify({ id: pending.id, result: 'retry' }))).status).toBe(200);
    await expect(result).resolves.toBe('done');
    expect(calls).toBe(2);
  });

  it('passes notifications/elicitation/complete to the session stream, and refuses malformed ones', async () => {
    const stream = readEvents(served.url, as('alice'));
    cleanups.push(stream.close);
    await stream.opened;
    const complete = bridge.completionHandlerFor('alice', server);
    complete({ params: { elicitationId: 'e-7' } });
    expect(bridge.queueFor('alice').complete(server, { elicitationId: 7 })).toBe(false);
    await until(() => stream.events.some((event) => event.event === 'completed'));
    expect(stream.events.filter((event) => event.event === 'completed').map((event) => event.data)).toEqual([
      { server, params: { elicitationId: 'e-7' } },
    ]);
  });
});

describe('the stream', () => {
  it('starts with a snapshot of what is pending and a sync event carrying the resumable id', async () => {
    ask('alice');
    ask('alice', requestFixtures.seedSimpleText.params);
    ask('bob');
    const stream = readEvents(served.url, as('alice'));
    cleanups.push(stream.close);
    await until(() => stream.events.some((event) => event.event === 'sync'));
    const pending = stream.events.filter((event) => event.event === 'pending');
    expect(pending).toHaveLength(2);
    expect(pending.every((event) => event.id === undefined)).toBe(true);
    const sync = stream.events.find((event) => event.event === 'sync');
    expect(sync?.data.pending).toEqual(pending.map((event) => (event.data.elicitation as { id: string }).id));
    expect(sync?.id).toMatch(/^[0-9a-f-]{36}:2$/);
  });

  it('resumes after Last-Event-ID with exactly the events missed, and starts afresh for an unknown one', async () => {
    const first = readEvents(served.url, as('alice'));
    await until(() => first.events.some((event) => event.event === 'sync'));
    const lastId = first.events.at(-1)?.id as string;
    await first.close();
    const { promise } = ask('alice');
    const resumed = readEvents(served.url, as('alice', { 'Last-Event-ID': lastId }));
    cleanups.push(resumed.close);
    await until(() => resumed.events.some((event) => event.event === 'pending'));
    const id = pendingIdOf(resumed.events);
    await post('alice', JSON.stringify({ id, result: { action: 'decline' } }));
    await promise;
    await until(() => resumed.events.some((event) => event.event === 'answered'));
    expect(resumed.events.map((event) => event.event)).toEqual(['pending', 'answered']);

    for (const bad of [`${lastId.split(':')[0]}:999`, '00000000-0000-0000-0000-000000000000:1', 'garbage']) {
      const fresh = readEvents(served.url, as('alice', { 'Last-Event-ID': bad }));
      await until(() => fresh.events.some((event) => event.event === 'sync'), 10_000, `sync after ${bad}`);
      await fresh.close();
    }
  });

  it('bridge.disconnect ends the session stream and no other', async () => {
    const alice = readEvents(served.url, as('alice'));
    const bob = readEvents(served.url, as('bob'));
    cleanups.push(bob.close);
    await until(() => alice.events.length > 0 && bob.events.length > 0);
    cleanups.push(alice.close);
    await bridge.disconnect('alice');
    await until(() => alice.ended, 10_000, "alice's stream to end");
    expect(bob.ended).toBe(false);
    ask('bob');
    await until(() => bob.events.some((event) => event.event === 'pending'));
    expect(bob.ended).toBe(false);
  });
});

describe('hostile input: each gets its status and changes nothing', () => {
  const big = 'x'.repeat(70 * 1024);
  const accept = (content: unknown) => ({ action: 'accept', content });
  const valid = accept({ name: 'Ada', email: 'ada@example.org' });

  // [what, request, status, error]; `ID` stands for the pending item's id.
  const table: [
    string,
    { session?: string | null; body: (id: string) => string; headers?: Record<string, string> },
    number,
    string,
  ][] = [
    [
      'no session (authorize returns null)',
      { session: null, body: (id) => JSON.stringify({ id, result: valid }) },
      401,
      'unauthorized',
    ],
    [
      'the right id from the wrong session',
      { session: 'mallory', body: (id) => JSON.stringify({ id, result: valid }) },
      404,
      'unknown',
    ],
    ['an unknown id', { body: () => JSON.stringify({ id: 'no-such-elicitation', result: valid }) }, 404, 'unknown'],
    ['malformed JSON', { body: (id) => `{"id":"${id}","result":{"action":"accept"` }, 400, 'malformed'],
    ['JSON without an id', { body: () => JSON.stringify({ result: valid }) }, 400, 'malformed'],
    [
      'an oversized body (Content-Length)',
      { body: (id) => JSON.stringify({ id, result: valid, padding: big }) },
      413,
      'too-large',
    ],
    [
      'a text/plain body (a form-post forgery)',
      { body: (id) => JSON.stringify({ id, result: valid }), headers: { 'Content-Type': 'text/plain' } },
      415,
      'content-type',
    ],
    [
      'a cross-origin page (Origin)',
      { body: (id) => JSON.stringify({ id, result: valid }), headers: { Origin: 'https://evil.example' } },
      403,
      'cross-origin',
    ],
    [
      'a cross-site page (Sec-Fetch-Site)',
      { body: (id) => JSON.stringify({ id, result: valid }), headers: { 'Sec-Fetch-Site': 'cross-site' } },
      403,
      'cross-origin',
    ],
    [
      'content failing the schema (age below minimum, bad email)',
      { body: (id) => JSON.stringify({ id, result: accept({ name: 'Ada', email: 'nope', age: 3 }) }) },
      422,
      'invalid-answer',
    ],
    [
      'a required field missing',
      { body: (id) => JSON.stringify({ id, result: accept({ email: 'ada@example.org' }) }) },
      422,
      'invalid-answer',
    ],
    [
      'a field the schema does not have',
      {
        body: (id) => JSON.stringify({ id, result: accept({ name: 'Ada', email: 'ada@example.org', isAdmin: true }) }),
      },
      422,
      'invalid-answer',
    ],
    [
      'a number sent as a string',
      { body: (id) => JSON.stringify({ id, result: accept({ name: 'Ada', email: 'ada@example.org', age: '36' }) }) },
      422,
      'invalid-answer',
    ],
    [
      'decline carrying content',
      { body: (id) => JSON.stringify({ id, result: { action: 'decline', content: { name: 'Ada' } } }) },
      422,
      'invalid-answer',
    ],
    [
      'an unknown action',
      { body: (id) => JSON.stringify({ id, result: { action: 'approve' } }) },
      422,
      'invalid-answer',
    ],
    [
      'a __proto__ key in content',
      {
        body: (id) =>
          `{"id":"${id}","result":{"action":"accept","content":{"name":"Ada","email":"ada@example.org","__proto__":{"polluted":true}}}}`,
      },
      422,
      'invalid-answer',
    ],
  ];

  it.each(table)('%s → %i', async (_what, { session = 'alice', body, headers }, status, error) => {
    const { settled } = ask('alice');
    const id = await pendingId('alice');
    const response = await post(session, body(id), headers);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ error });
    // Nothing changed: still pending, still answerable by its owner, and nobody polluted Object.prototype.
    expect(settled.count).toBe(0);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((await post('alice', JSON.stringify({ id, result: valid }))).status).toBe(200);
    await until(() => settled.count === 1);
    expect(settled.value).toEqual(valid);
  });

  it('an oversized chunked body without Content-Length → 413', async () => {
    const { settled } = ask('alice');
    await pendingId('alice');
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let index = 0; index < 100; index++) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)));
        controller.close();
      },
    });
    const response = await fetch(served.url, {
      method: 'POST',
      headers: as('alice', { 'Content-Type': 'application/json' }),
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(settled.count).toBe(0);
  });

  it('a replayed answer → 409 with the recorded result; the handler resolved once, with the first', async () => {
    const { settled, promise } = ask('alice');
    const id = await pendingId('alice');
    const first = await post('alice', JSON.stringify({ id, result: valid }));
    expect(first.status).toBe(200);
    const replay = await post('alice', JSON.stringify({ id, result: { action: 'decline' } }));
    expect(replay.status).toBe(409);
    expect(await replay.json()).toEqual({ error: 'settled', outcome: { type: 'answered', answer: valid } });
    const again = await post('alice', JSON.stringify({ id, result: valid }));
    expect(again.status).toBe(409);
    await promise;
    expect(settled).toEqual({ value: valid, count: 1 });
  });

  it('concurrent answers to one item: exactly one 200, the rest 409', async () => {
    const { settled, promise } = ask('alice');
    const id = await pendingId('alice');
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        post('alice', JSON.stringify({ id, result: index % 2 ? { action: 'decline' } : valid })).then((r) => r.status),
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    await promise;
    expect(settled.count).toBe(1);
  });

  it('GET without a session → 401; other methods → 405', async () => {
    expect((await fetch(served.url)).status).toBe(401);
    const put = await fetch(served.url, { method: 'PUT', headers: as('alice'), body: '{}' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, POST');
  });

  it('a page on an allowed origin may answer', async () => {
    const allowed = createElicitationBridge({
      authorize: authorizeBySessionHeader,
      allowedOrigins: ['https://app.example'],
    });
    const allowedServed = await serveBridge(allowed);
    cleanups.push(async () => {
      await allowed.close();
      await allowedServed.close();
    });
    const pending = allowed.handlerFor('alice', server)({ params: contactForm });
    const stream = readEvents(allowedServed.url, as('alice'));
    cleanups.push(stream.close);
    await until(() => stream.events.some((event) => event.event === 'pending'));
    const id = pendingIdOf(stream.events);
    const response = await fetch(allowedServed.url, {
      method: 'POST',
      headers: as('alice', { 'Content-Type': 'application/json', Origin: 'https://app.example' }),
      body: JSON.stringify({ id, result: { action: 'cancel' } }),
    });
    expect(response.status).toBe(200);
    await expect(pending).resolves.toEqual({ action: 'cancel' });
  });
});
