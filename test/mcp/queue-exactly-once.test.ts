/**
 * Exactly once for `ElicitationQueue`, as a randomised property with a fixed seed: any sequence of
 * form and URL requests (completion and retry waits, `-32042` walk-throughs, `elicitationId`s shared
 * within and across servers), answers, consents, completions before and after consent, retries,
 * stops, withdrawals, expiries and `cancelAll`. After every step, a request the queue still offers
 * for an answer is unsettled; a settled one is gone (or waits for its completion after an accept
 * already sent); each settles with what its step asked for; and in the end every request has settled.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ElicitResult } from '../../src/core';
import { ElicitationQueue, type ElicitationQueueItem, ElicitationWithdrawnError } from '../../src/mcp';
import { propertyParams, propertyTimeout } from '../support/properties';

const SERVERS = [
  { name: 'weather', title: 'Weather' },
  { name: 'calendar', title: 'Calendar' },
] as const;
const IDS = ['a', 'b'] as const;

type Kind = 'form' | 'url-completion' | 'url-retry' | 'url-required';

type Step =
  | { op: 'enqueue'; kind: Kind; server: 0 | 1; elicitationId: 0 | 1; withSignal: boolean }
  | { op: 'respond'; target: number; action: ElicitResult['action'] }
  | { op: 'retry' | 'stop' | 'expire' | 'abort'; target: number }
  | { op: 'complete'; server: 0 | 1; elicitationId: 0 | 1 }
  | { op: 'cancelAll' };

const target = fc.nat({ max: 15 });
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    arbitrary: fc.record({
      op: fc.constant('enqueue' as const),
      kind: fc.constantFrom<Kind>('form', 'url-completion', 'url-retry', 'url-required'),
      server: fc.constantFrom<0 | 1>(0, 1),
      elicitationId: fc.constantFrom<0 | 1>(0, 1),
      withSignal: fc.boolean(),
    }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      op: fc.constant('respond' as const),
      target,
      action: fc.constantFrom<ElicitResult['action']>('accept', 'accept', 'decline', 'cancel'),
    }),
    weight: 4,
  },
  { arbitrary: fc.record({ op: fc.constantFrom('retry' as const, 'stop' as const), target }), weight: 2 },
  { arbitrary: fc.record({ op: fc.constantFrom('expire' as const, 'abort' as const), target }), weight: 2 },
  {
    arbitrary: fc.record({
      op: fc.constant('complete' as const),
      server: fc.constantFrom<0 | 1>(0, 1),
      elicitationId: fc.constantFrom<0 | 1>(0, 1),
    }),
    weight: 3,
  },
  { arbitrary: fc.constant({ op: 'cancelAll' as const }), weight: 1 },
);

/** One request as the test sees it: its promise's settlements, and what the next one must be. */
interface Tracked {
  kind: Kind;
  server: 0 | 1;
  elicitationId: 0 | 1;
  controller: AbortController | null;
  /** The queue item's id, read from the snapshot right after enqueue. */
  itemId: string;
  settlements: { status: 'resolved' | 'rejected'; value: unknown }[];
  /** What the step that should settle it expects, checked once the promise has had its turn. */
  expected: ((settlement: { status: 'resolved' | 'rejected'; value: unknown }) => void) | null;
}

const ACCEPT: Record<Kind, ElicitResult> = {
  form: { action: 'accept', content: { answer: 'x' } },
  'url-completion': { action: 'accept' },
  'url-retry': { action: 'accept' },
  'url-required': { action: 'accept' },
};

function paramsFor(kind: Kind, elicitationId: string) {
  if (kind === 'form') {
    return { message: 'City?', requestedSchema: { type: 'object', properties: { answer: { type: 'string' } } } };
  }
  const url = { mode: 'url', message: 'Sign in', url: 'https://auth.example.com/start' };
  return kind === 'url-completion' ? { ...url, elicitationId } : url;
}

/** An item's state, or undefined for a walk-through or a request that is gone. */
const stateOf = (item: ElicitationQueueItem | undefined) => (item?.kind === 'elicitation' ? item.state : undefined);

/** Lets settled promises run their reactions (the queue settles synchronously; reactions are microtasks). */
const flush = async () => {
  await null;
  await null;
};

async function run(steps: readonly Step[]) {
  const queue = new ElicitationQueue();
  const tracked: Tracked[] = [];
  const itemOf = (request: Tracked) => queue.getSnapshot().items.find((item) => item.id === request.itemId);
  const pick = (index: number) => (tracked.length === 0 ? undefined : tracked[index % tracked.length]);
  /** Sets what `request` must settle with next, if it is not settled yet. */
  const expect1 = (request: Tracked, check: NonNullable<Tracked['expected']>) => {
    if (request.settlements.length === 0 && request.expected === null) request.expected = check;
  };
  const resolvedWith = (value: unknown) => (settlement: Tracked['settlements'][number]) =>
    expect(settlement).toEqual({ status: 'resolved', value });

  for (const current of steps) {
    switch (current.op) {
      case 'enqueue': {
        const controller = current.withSignal ? new AbortController() : null;
        const server = SERVERS[current.server];
        const signal = controller?.signal;
        const request: Tracked = {
          kind: current.kind,
          server: current.server,
          elicitationId: current.elicitationId,
          controller,
          itemId: '',
          settlements: [],
          expected: null,
        };
        const promise: Promise<unknown> =
          current.kind === 'url-required'
            ? queue.enqueueUrlRequired({ server, elicitations: [paramsFor('url-retry', '')], signal })
            : queue.enqueue({ server, params: paramsFor(current.kind, IDS[current.elicitationId]), signal });
        promise.then(
          (value) => request.settlements.push({ status: 'resolved', value }),
          (value) => request.settlements.push({ status: 'rejected', value }),
        );
        request.itemId = queue.getSnapshot().items.at(-1)?.id ?? '';
        tracked.push(request);
        break;
      }
      case 'respond': {
        const request = pick(current.target);
        const item = request && itemOf(request);
        if (!request || item?.kind !== 'elicitation') {
          if (request) queue.respond(request.itemId, { action: current.action });
          break;
        }
        const result = current.action === 'accept' ? ACCEPT[request.kind] : { action: current.action };
        if (item.state === 'asking' && !(request.kind === 'url-retry' && current.action === 'accept')) {
          expect1(request, resolvedWith(result));
        }
        queue.respond(item.id, result);
        break;
      }
      case 'retry': {
        const request = pick(current.target);
        const item = request && itemOf(request);
        if (request && item?.kind === 'url-required') expect1(request, resolvedWith('retry'));
        if (request && item?.kind === 'elicitation' && item.state === 'waiting' && request.kind === 'url-retry') {
          expect1(request, resolvedWith(ACCEPT['url-retry']));
        }
        if (request) queue.retry(request.itemId);
        break;
      }
      case 'stop': {
        const request = pick(current.target);
        const item = request && itemOf(request);
        if (request && item?.kind === 'url-required') expect1(request, resolvedWith('stop'));
        if (request && item?.kind === 'elicitation' && item.state === 'waiting') {
          expect1(request, resolvedWith({ action: 'cancel' }));
        }
        if (request) queue.stop(request.itemId);
        break;
      }
      case 'expire': {
        const request = pick(current.target);
        if (request && itemOf(request)?.kind === 'elicitation') expect1(request, resolvedWith({ action: 'cancel' }));
        if (request) queue.expire(request.itemId);
        break;
      }
      case 'abort': {
        const request = pick(current.target);
        if (!request?.controller) break;
        if (itemOf(request)) {
          expect1(request, (settlement) => {
            expect(settlement.status).toBe('rejected');
            expect(settlement.value).toBeInstanceOf(ElicitationWithdrawnError);
          });
        }
        request.controller.abort();
        break;
      }
      case 'complete': {
        const waitingBefore = tracked.filter((request) => stateOf(itemOf(request)) === 'waiting');
        queue.complete(SERVERS[current.server], { elicitationId: IDS[current.elicitationId] });
        // Only that server's requests with that id stop waiting; another server's same id is another request.
        for (const request of waitingBefore) {
          const same =
            request.kind === 'url-completion' &&
            request.server === current.server &&
            request.elicitationId === current.elicitationId;
          if (!same) expect(stateOf(itemOf(request))).toBe('waiting');
        }
        break;
      }
      case 'cancelAll': {
        for (const request of tracked) {
          if (itemOf(request))
            expect1(request, resolvedWith(request.kind === 'url-required' ? 'stop' : { action: 'cancel' }));
        }
        queue.cancelAll();
        break;
      }
    }
    await flush();
    checkInvariants(queue, tracked, itemOf);
  }

  // In the end nothing is lost: cancelling what is left settles every request.
  for (const request of tracked) {
    if (itemOf(request))
      expect1(request, resolvedWith(request.kind === 'url-required' ? 'stop' : { action: 'cancel' }));
  }
  queue.cancelAll();
  await flush();
  checkInvariants(queue, tracked, itemOf);
  expect(queue.getSnapshot().items).toEqual([]);
  for (const request of tracked) expect(request.settlements).toHaveLength(1);
}

function checkInvariants(
  queue: ElicitationQueue,
  tracked: readonly Tracked[],
  itemOf: (request: Tracked) => ReturnType<ElicitationQueue['getSnapshot']>['items'][number] | undefined,
) {
  const snapshot = queue.getSnapshot();
  for (const request of tracked) {
    const item = itemOf(request);
    const [first] = request.settlements;
    // A promise settles once; what matters is that the first settlement was the one asked for.
    if (first && request.expected) {
      request.expected(first);
      request.expected = null;
    }
    if (!item) {
      // Gone from the queue means settled: nothing is dropped.
      expect(request.settlements, `${request.itemId} left the queue unsettled`).toHaveLength(1);
      continue;
    }
    if (item.kind === 'elicitation' && item.state === 'waiting' && request.kind === 'url-completion') {
      // The accept went to the server on consent; the item only waits for the completion notification.
      expect(request.settlements).toEqual([{ status: 'resolved', value: { action: 'accept' } }]);
    } else {
      // Still offered for an answer: it has not been answered, so it can be answered once.
      expect(request.settlements, `${request.itemId} is shown but already settled`).toEqual([]);
    }
  }
  // The shown item and its place in the run agree with the items.
  expect(snapshot.current).toBe(snapshot.items[0] ?? null);
  if (snapshot.position) {
    expect(snapshot.position.total - snapshot.position.index + 1).toBe(snapshot.items.length);
  } else {
    expect(snapshot.items).toEqual([]);
  }
}

const RUNS = 400;

describe('ElicitationQueue: exactly once, over random sequences', () => {
  it(
    'every request settles exactly once, with what the step that ended it asked for',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 40 }), (steps) => run(steps)),
        propertyParams(RUNS, 2201),
      );
    },
    propertyTimeout(RUNS, 2000),
  );
});
