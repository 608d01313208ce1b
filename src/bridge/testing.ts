/**
 * `mcp-elicitation-react/bridge/testing`: the contract every `ElicitationStore` keeps, as a Vitest
 * suite a store author runs over their own store (as rjsf's `formTests(Form)` runs over a theme).
 * The memory and Redis stores pass it; a Postgres or Durable Objects store runs the same tests.
 * Needs `vitest` (an optional peer dependency); the `/bridge` entry never loads this one.
 * @packageDocumentation
 */

import type {
  BridgeOutcome,
  ElicitationStore,
  LogPosition,
  PendingElicitation,
  SessionMessage,
  StoredEvent,
} from 'mcp-elicitation-react/bridge';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/** What the suite asks of the store it creates for each test. */
export interface ElicitationStoreTestOptions {
  /** How long a settled item is kept: a minute, or 1.5 s in the test that waits for one to expire. */
  settledTtlMs: number;
  /** How many events each session's log keeps; small, so the suite can see it trimmed. */
  logSize: number;
}

/** One test's store, made by the author's `createStore`. */
export interface ElicitationStoreHarness {
  /** The store under test, as one instance of the bridge holds it. */
  store: ElicitationStore;
  /** A second store over the same data, as another instance opens it; omit for a one-process store. */
  peer?: ElicitationStore;
  /** Loses every stored item and comes back, as Redis restarted without persistence; omit if it cannot. */
  restart?: () => Promise<void>;
  /** Releases what the harness made (called after each test, after the stores' own `close`; a test may open two). */
  close?: () => Promise<void>;
}

/** What the store can do beyond the core contract; tests of the rest are skipped. */
export interface ElicitationStoreFeatures {
  /** The harness has a `peer`: stores on several instances share items, outcomes and events. @default false */
  peer?: boolean;
  /** The harness has `restart`: held items are put back after the store lost them. @default false */
  restart?: boolean;
}

const server = { name: 'conformance' };
const LONG_MS = 60_000;
/** Short enough to see a settled item go, long enough for a busy machine to replay it first. */
const SHORT_SETTLED_MS = 1500;
const WAIT_MS = 10_000;

function form(id: string, message = 'What is your name?'): PendingElicitation {
  return {
    kind: 'elicitation',
    id,
    server,
    params: { message, requestedSchema: { type: 'object', properties: { name: { type: 'string' } } } },
  };
}

const accepted = (name: string): BridgeOutcome => ({
  type: 'answered',
  answer: { action: 'accept', content: { name } },
});

/** Polls `check` until it holds, failing after `WAIT_MS` with `what`. */
async function eventually(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const until = Date.now() + WAIT_MS;
  for (;;) {
    if (await check()) return;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

let unique = 0;
/** A session id no other test (or earlier run on a shared Redis) uses. */
const freshSession = (label: string) => `${label}-${Date.now().toString(36)}-${(unique++).toString(36)}`;
const freshId = () => crypto.randomUUID();

/**
 * Defines the store contract's tests under `describe(name)`: atomic settle under racing answers,
 * session isolation, `eventsAfter` windows, TTLs and expiry, subscriptions and disconnects, and (as
 * `features` allow) delivery across instances and restore after a restart. `createStore` runs before
 * each test with the options the suite needs; give it fresh state or a fresh key prefix.
 */
export function elicitationStoreTests(
  name: string,
  createStore: (options: ElicitationStoreTestOptions) => ElicitationStoreHarness | Promise<ElicitationStoreHarness>,
  features: ElicitationStoreFeatures = {},
): void {
  describe(`${name}: the ElicitationStore contract`, () => {
    // Settled items outlive every test but the one that waits for them to go (SHORT_SETTLED_MS).
    const options: ElicitationStoreTestOptions = { settledTtlMs: LONG_MS, logSize: 4 };
    let harness: ElicitationStoreHarness;
    let store: ElicitationStore;
    const cleanups: (() => void)[] = [];
    const harnesses: ElicitationStoreHarness[] = [];

    /** A harness of the author's, closed after the test. */
    async function open(testOptions: ElicitationStoreTestOptions): Promise<ElicitationStoreHarness> {
      const opened = await createStore(testOptions);
      harnesses.push(opened);
      return opened;
    }

    beforeEach(async () => {
      harness = await open(options);
      store = harness.store;
    });

    afterEach(async () => {
      for (const cleanup of cleanups.splice(0)) cleanup();
      for (const opened of harnesses.splice(0)) {
        await opened.store.close();
        await opened.peer?.close();
        await opened.close?.();
      }
    });

    /** Subscribes to `sessionId` on `on` and collects what arrives. */
    async function follow(sessionId: string, on: ElicitationStore = store): Promise<SessionMessage[]> {
      const heard: SessionMessage[] = [];
      cleanups.push(await on.subscribe(sessionId, (message) => heard.push(message)));
      return heard;
    }

    /** Outcomes this store hears of the items it put. */
    function settledHere(on: ElicitationStore = store): [string, BridgeOutcome][] {
      const heard: [string, BridgeOutcome][] = [];
      cleanups.push(on.onSettled((id, outcome) => heard.push([id, outcome])));
      return heard;
    }

    const events = (heard: SessionMessage[]) =>
      heard.flatMap((message) => (message.type === 'event' ? [message.stored.event] : []));

    it('keeps a put item: get returns it pending, the snapshot lists it, the log and subscribers hear it', async () => {
      const sessionId = freshSession('put');
      const heard = await follow(sessionId);
      const { position } = await store.snapshot(sessionId);
      const elicitation = form(freshId());
      await store.put(sessionId, elicitation, LONG_MS);
      expect(await store.get(sessionId, elicitation.id)).toEqual({ elicitation, outcome: null });
      expect((await store.snapshot(sessionId)).pending).toEqual([elicitation]);
      expect((await store.eventsAfter(sessionId, position))?.map((stored) => stored.event)).toEqual([
        { type: 'pending', elicitation },
      ]);
      await eventually(() => heard.length > 0, 'the pending event');
      expect(events(heard)).toEqual([{ type: 'pending', elicitation }]);
    });

    it('settles once under racing answers: one settled, every other settled-before with the winner', async () => {
      const sessionId = freshSession('race');
      const heard = settledHere();
      const elicitation = form(freshId());
      await store.put(sessionId, elicitation, LONG_MS);
      const racers = [store, harness.peer ?? store];
      const outcomes = Array.from({ length: 24 }, (_, index) =>
        index % 5 === 4 ? ({ type: 'withdrawn', reason: 'timeout' } as const) : accepted(`racer ${index}`),
      );
      const results = await Promise.all(
        outcomes.map((outcome, index) =>
          (racers[index % racers.length] as ElicitationStore).settle(sessionId, elicitation.id, outcome),
        ),
      );
      const winners = results.flatMap((result, index) => (result.status === 'settled' ? [outcomes[index]] : []));
      expect(winners).toHaveLength(1);
      const [winner] = winners;
      expect(results.filter((result) => result.status === 'settled-before')).toEqual(
        Array.from({ length: outcomes.length - 1 }, () => ({ status: 'settled-before', outcome: winner })),
      );
      expect(await store.get(sessionId, elicitation.id)).toEqual({ elicitation, outcome: winner });
      expect((await store.snapshot(sessionId)).pending).toEqual([]);
      await eventually(() => heard.length > 0, 'the outcome at the holder');
      expect(heard).toEqual([[elicitation.id, winner]]);
    });

    it('keeps sessions apart: another session cannot read, settle, list or hear an item', async () => {
      const alice = freshSession('alice');
      const bob = freshSession('bob');
      const aliceHeard = await follow(alice);
      const bobHeard = await follow(bob);
      const elicitation = form(freshId());
      await store.put(alice, elicitation, LONG_MS);
      expect(await store.get(bob, elicitation.id)).toBeNull();
      expect(await store.settle(bob, elicitation.id, accepted('Mallory'))).toEqual({ status: 'unknown' });
      expect((await store.snapshot(bob)).pending).toEqual([]);
      expect(await store.get(alice, elicitation.id)).toEqual({ elicitation, outcome: null });
      await store.announce(alice, { type: 'completed', server, params: { elicitationId: 'for-alice' } });
      // Bob's own event arrives after alice's: had anything of alice's reached him, it would be in front.
      await store.announce(bob, { type: 'completed', server, params: { elicitationId: 'for-bob' } });
      await eventually(() => aliceHeard.length >= 2 && bobHeard.length >= 1, 'both sessions’ events');
      expect(events(bobHeard)).toEqual([{ type: 'completed', server, params: { elicitationId: 'for-bob' } }]);
      expect(events(aliceHeard).map((event) => event.type)).toEqual(['pending', 'completed']);
    });

    it('answers eventsAfter only for a window the log still holds, in order', async () => {
      const sessionId = freshSession('window');
      const start = (await store.snapshot(sessionId)).position;
      const announce = (index: number) =>
        store.announce(sessionId, { type: 'completed', server, params: { elicitationId: `e${index}` } });
      for (let index = 0; index < options.logSize + 2; index++) await announce(index);
      const { position } = await store.snapshot(sessionId);
      const at = (seq: number): LogPosition => ({ epoch: position.epoch, seq });
      const ids = (stored: StoredEvent[] | null) =>
        stored?.map(({ event }) =>
          event.type === 'completed' ? (event.params as { elicitationId: string }).elicitationId : event.type,
        );
      expect(position.seq - start.seq).toBe(options.logSize + 2);
      expect(await store.eventsAfter(sessionId, position)).toEqual([]);
      expect(ids(await store.eventsAfter(sessionId, at(position.seq - 2)))).toEqual([
        `e${options.logSize}`,
        `e${options.logSize + 1}`,
      ]);
      const window = await store.eventsAfter(sessionId, at(position.seq - options.logSize));
      expect(window?.map((stored) => stored.seq)).toEqual(
        Array.from({ length: options.logSize }, (_, index) => position.seq - options.logSize + 1 + index),
      );
      // Trimmed away, ahead of the log, or of another epoch: the page must take a fresh snapshot.
      expect(await store.eventsAfter(sessionId, start)).toBeNull();
      expect(await store.eventsAfter(sessionId, at(position.seq + 1))).toBeNull();
      expect(await store.eventsAfter(sessionId, { epoch: crypto.randomUUID(), seq: position.seq })).toBeNull();
    });

    it('lets a pending item expire with its TTL: then it is unknown, listed nowhere, and cannot be settled', async () => {
      const sessionId = freshSession('expiry');
      const short = form(freshId());
      const long = form(freshId());
      await store.put(sessionId, short, 300);
      await store.put(sessionId, long, LONG_MS);
      expect(await store.get(sessionId, short.id)).not.toBeNull();
      await eventually(async () => (await store.get(sessionId, short.id)) === null, 'the item to expire');
      expect((await store.snapshot(sessionId)).pending).toEqual([long]);
      expect(await store.settle(sessionId, short.id, accepted('late'))).toEqual({ status: 'unknown' });
      expect(await store.get(sessionId, long.id)).toEqual({ elicitation: long, outcome: null });
    });

    it('remembers a settled item for settledTtlMs (a replay gets its outcome), then forgets it', async () => {
      const { store } = await open({ ...options, settledTtlMs: SHORT_SETTLED_MS });
      const sessionId = freshSession('settled');
      const elicitation = form(freshId());
      await store.put(sessionId, elicitation, LONG_MS);
      const outcome = accepted('Ada');
      expect(await store.settle(sessionId, elicitation.id, outcome)).toEqual({ status: 'settled' });
      expect(await store.settle(sessionId, elicitation.id, accepted('again'))).toEqual({
        status: 'settled-before',
        outcome,
      });
      await eventually(async () => (await store.get(sessionId, elicitation.id)) === null, 'the settled item to go');
      expect(await store.settle(sessionId, elicitation.id, accepted('replay'))).toEqual({ status: 'unknown' });
    });

    it('ends the session’s streams on disconnect, and an unsubscribed listener hears nothing more', async () => {
      const sessionId = freshSession('disconnect');
      const gone: SessionMessage[] = [];
      const stop = await store.subscribe(sessionId, (message) => gone.push(message));
      const stays = await follow(sessionId);
      const other = await follow(freshSession('elsewhere'));
      await store.disconnect(sessionId);
      await eventually(() => gone.length > 0 && stays.length > 0, 'the disconnect');
      expect(gone).toEqual([{ type: 'disconnect' }]);
      expect(stays).toEqual([{ type: 'disconnect' }]);
      stop();
      await store.announce(sessionId, { type: 'completed', server, params: { elicitationId: 'after' } });
      await eventually(() => stays.length > 1, 'the event after unsubscribing');
      expect(gone).toEqual([{ type: 'disconnect' }]);
      expect(other).toEqual([]);
    });

    it.skipIf(!features.peer)(
      'shares items across instances: a page on one answers what the other holds, and the holder hears it',
      async () => {
        const peer = harness.peer as ElicitationStore;
        const sessionId = freshSession('peer');
        const heard = settledHere();
        const peerHeard = settledHere(peer);
        const followers = await follow(sessionId, peer);
        const elicitation = form(freshId());
        await store.put(sessionId, elicitation, LONG_MS);
        expect((await peer.snapshot(sessionId)).pending).toEqual([elicitation]);
        const outcome = accepted('Grace');
        expect(await peer.settle(sessionId, elicitation.id, outcome)).toEqual({ status: 'settled' });
        await eventually(() => heard.length > 0, 'the outcome at the holder');
        expect(heard).toEqual([[elicitation.id, outcome]]);
        await eventually(() => followers.length >= 2, 'both events on the other instance');
        expect(events(followers).map((event) => event.type)).toEqual(['pending', 'answered']);
        // Only the instance that put an item hears its outcome.
        expect(peerHeard).toEqual([]);
      },
    );

    it.skipIf(!features.restart)(
      'puts held items back after a restart: same ids, same sessions, listed again, settled once',
      async () => {
        const alice = freshSession('restored-alice');
        const bob = freshSession('restored-bob');
        const heard = settledHere();
        const items = [form(freshId(), 'one'), form(freshId(), 'two')];
        const bobs = form(freshId(), 'three');
        for (const elicitation of items) await store.put(alice, elicitation, LONG_MS);
        await store.put(bob, bobs, LONG_MS);
        await (harness.restart as () => Promise<void>)();
        await eventually(async () => {
          try {
            return (await store.snapshot(alice)).pending.length === items.length;
          } catch {
            return false;
          }
        }, 'the items back in the store');
        expect((await store.snapshot(alice)).pending).toEqual(items);
        expect((await store.snapshot(bob)).pending).toEqual([bobs]);
        expect(await store.get(bob, (items[0] as PendingElicitation).id)).toBeNull();
        const outcome = accepted('Ada');
        expect(await store.settle(alice, (items[0] as PendingElicitation).id, outcome)).toEqual({ status: 'settled' });
        expect(await store.settle(alice, (items[0] as PendingElicitation).id, accepted('twice'))).toMatchObject({
          status: 'settled-before',
        });
        await eventually(() => heard.length > 0, 'the outcome at the holder');
        expect(heard).toEqual([[(items[0] as PendingElicitation).id, outcome]]);
      },
    );
  });
}
