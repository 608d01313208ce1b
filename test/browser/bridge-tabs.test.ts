/**
 * Issue 37 in real Chromium (Web Locks, BroadcastChannel): the bridge's page half keeps one event
 * stream for all the connections of a browser that share an endpoint and credentials. Each
 * connection here stands for a tab (same lock manager, same channels); the endpoint is a real bridge
 * in the page, reached through `fetch`, which counts the streams it holds open. Real tabs over
 * HTTP/1.1 are driven in test/e2e/bridge-tabs.test.ts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  connectElicitationBridge,
  createElicitationBridge,
  type ElicitationBridge,
  type ElicitationBridgeConnection,
} from '../../src/bridge';
import type { ElicitResult } from '../../src/core';

const server = { name: 'tabs-test', title: 'Tabs test' };
const schema = { type: 'object', properties: { ok: { type: 'boolean' } } } as const;

interface Shown {
  message: string;
  signal: AbortSignal;
  resolve: (result: ElicitResult) => void;
}

/** A tab: its connection and the queue it fills, as a list of what it shows. */
interface Tab {
  connection: ElicitationBridgeConnection;
  shown: Map<string, Shown>;
}

interface Endpoint {
  bridge: ElicitationBridge;
  /** Event streams open at the endpoint now. */
  open: () => number;
  /** Every stream request it received. */
  requests: () => number;
  fetch: typeof fetch;
}

function endpoint(): Endpoint {
  const bridge = createElicitationBridge({
    authorize: (request) => request.headers.get('x-user') ?? 'alice',
    heartbeatMs: 60_000,
  });
  let open = 0;
  let requests = 0;
  const fetchImpl: typeof fetch = async (input, init) => {
    const request = new Request(new URL(String(input), location.href), init);
    if (request.method !== 'GET') return bridge.fetch(request);
    requests++;
    open++;
    let counted = true;
    const done = () => {
      if (counted) open--;
      counted = false;
    };
    request.signal.addEventListener('abort', done, { once: true });
    const response = await bridge.fetch(request);
    if (!response.ok || !response.body) {
      done();
      return response;
    }
    return response;
  };
  return { bridge, open: () => open, requests: () => requests, fetch: fetchImpl };
}

const tabs: Tab[] = [];
let current: Endpoint | undefined;

afterEach(async () => {
  for (const tab of tabs.splice(0)) tab.connection.close();
  await current?.bridge.close();
  current = undefined;
});

function openTab(at: Endpoint, options: { share?: boolean; user?: string } = {}): Tab {
  const shown = new Map<string, Shown>();
  const queue = {
    enqueue: ({ params, signal }: { params: { message: string }; signal?: AbortSignal }) =>
      new Promise<ElicitResult>((resolve) => {
        shown.set(params.message, { message: params.message, signal: signal as AbortSignal, resolve });
      }),
    enqueueUrlRequired: () => new Promise(() => {}),
    complete: () => {},
  };
  const connection = connectElicitationBridge({
    url: '/bridge',
    queue: queue as never,
    fetch: at.fetch,
    share: options.share,
    headers: options.user ? { 'x-user': options.user } : undefined,
  });
  const tab = { connection, shown };
  tabs.push(tab);
  return tab;
}

const until = async (check: () => boolean, timeoutMs = 2000) => {
  const started = performance.now();
  while (!check()) {
    if (performance.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return performance.now() - started;
};

/** Asks the session's browser; resolves with the answer, counting how often it settles. */
function ask(at: Endpoint, message: string, user = 'alice') {
  return at.bridge.queueFor(user).enqueue({ server, params: { message, requestedSchema: schema } });
}

const leaders = () => tabs.filter((tab) => tab.connection.getState().leader === true);
/** A seeded generator, so a failure replays. */
const random = (() => {
  let seed = 0x5eed;
  return () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed / 2 ** 32;
  };
})();

describe('tabs share one bridge stream (issue 37)', () => {
  it('8 tabs: one stream, each item in every tab, 200 answers from random tabs settle once each', async () => {
    current = endpoint();
    const at = current;
    for (let index = 0; index < 8; index++) openTab(at);
    await until(() => tabs.every((tab) => tab.connection.getState().status === 'open'));
    expect(at.open()).toBe(1);
    expect(leaders()).toHaveLength(1);

    const settled = new Map<string, number>();
    for (let round = 0; round < 200; round++) {
      const message = `item ${round}`;
      const answer = ask(at, message).then((result) => {
        settled.set(message, (settled.get(message) ?? 0) + 1);
        return result;
      });
      await until(() => tabs.every((tab) => tab.shown.has(message)));
      const chosen = tabs[Math.floor(random() * tabs.length)] as Tab;
      chosen.shown.get(message)?.resolve({ action: 'accept', content: { ok: true } });
      expect(await answer).toEqual({ action: 'accept', content: { ok: true } });
      // Every other tab closes it: answered elsewhere.
      await until(() => tabs.every((tab) => tab === chosen || tab.shown.get(message)?.signal.aborted === true));
    }
    expect(settled.size).toBe(200);
    expect([...settled.values()].every((count) => count === 1)).toBe(true);
    expect(at.open()).toBe(1);
    expect(at.requests()).toBe(1);
  });

  it('closing the leader moves the stream to another tab within 2 s, and nothing pending is lost', async () => {
    current = endpoint();
    const at = current;
    for (let index = 0; index < 4; index++) openTab(at);
    await until(() => tabs.every((tab) => tab.connection.getState().status === 'open'));
    const before = ask(at, 'before');
    await until(() => tabs.every((tab) => tab.shown.has('before')));
    for (let round = 0; round < 3; round++) {
      const [leader] = leaders();
      leader?.connection.close();
      tabs.splice(tabs.indexOf(leader as Tab), 1);
      // Asked during the handover.
      ask(at, `during ${round}`).catch(() => {});
      const took = await until(() => leaders().length === 1 && at.open() === 1);
      expect(took).toBeLessThan(2000);
      await until(() => tabs.every((tab) => tab.shown.has(`during ${round}`)));
    }
    expect(tabs).toHaveLength(1);
    (tabs[0] as Tab).shown.get('before')?.resolve({ action: 'decline' });
    expect(await before).toEqual({ action: 'decline' });
  });

  it('a tab that joins late shows what is already pending; tabs of another user hold their own stream', async () => {
    current = endpoint();
    const at = current;
    openTab(at);
    await until(() => tabs[0]?.connection.getState().status === 'open');
    ask(at, 'early').catch(() => {});
    await until(() => tabs[0]?.shown.has('early') === true);
    const late = openTab(at);
    await until(() => late.shown.has('early'));
    expect(late.connection.getState()).toMatchObject({ status: 'open', leader: false });

    const bob = openTab(at, { user: 'bob' });
    await until(() => bob.connection.getState().status === 'open');
    expect(bob.connection.getState().leader).toBe(true);
    expect(at.open()).toBe(2);
    ask(at, 'for bob', 'bob').catch(() => {});
    await until(() => bob.shown.has('for bob'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(tabs.filter((tab) => tab !== bob).some((tab) => tab.shown.has('for bob'))).toBe(false);
    expect(bob.shown.has('early')).toBe(false);
  });

  it('share: false keeps a stream per tab', async () => {
    current = endpoint();
    const at = current;
    for (let index = 0; index < 3; index++) openTab(at, { share: false });
    await until(() => tabs.every((tab) => tab.connection.getState().status === 'open'));
    expect(at.open()).toBe(3);
    expect(tabs.every((tab) => tab.connection.getState().leader === true)).toBe(true);
  });
});
