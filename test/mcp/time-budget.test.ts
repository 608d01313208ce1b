/**
 * `callWithTimeBudget` with fake timers: the budget pauses while an elicitation from the same
 * server is in the queue, resumes when none is, and aborts the request through its signal when spent.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  callWithTimeBudget,
  createElicitationAsk,
  ElicitationQueue,
  resolveInputRequired,
  SDK_TIMEOUT_OUT_OF_THE_WAY,
  TimeBudgetExceededError,
  type TimeBudgetRequestOptions,
} from '../../src/mcp';
import { calendar, textRequest, track, weather } from '../support/mcp-harness';

const SECOND = 1000;

/**
 * A request as the SDKs run one: it settles with `result` after `takes` ms, or rejects as soon as
 * its signal aborts (the SDKs wrap the reason in their own timeout error).
 */
function sdkCall<T>(takes: number, result: T) {
  const seen: TimeBudgetRequestOptions[] = [];
  const call = (options: TimeBudgetRequestOptions) =>
    new Promise<T>((resolve, reject) => {
      seen.push(options);
      const timer = setTimeout(() => resolve(result), takes);
      options.signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new Error(`Request timed out: ${String(options.signal.reason)}`));
      });
    });
  return { call, seen };
}

/** Puts a form request from `server` in line from `from` to `until` (seconds from now), then answers it. */
function asks(queue: ElicitationQueue, server: typeof weather, from: number, until: number) {
  setTimeout(() => {
    void queue.enqueue({ server, params: textRequest('City') });
    const { id } = queue.getSnapshot().items.at(-1)!;
    setTimeout(() => queue.respond(id, { action: 'decline' }), (until - from) * SECOND);
  }, from * SECOND);
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('callWithTimeBudget', () => {
  it('resolves with the result inside the budget, sets the SDK timeout out of the way and leaves no timer', async () => {
    const queue = new ElicitationQueue();
    const { call, seen } = sdkCall(4 * SECOND, 'done');
    const outcome = track(callWithTimeBudget(queue, weather, call, { budget: 5 * SECOND }));
    await vi.advanceTimersByTimeAsync(4 * SECOND);
    expect(outcome).toEqual([{ status: 'resolved', value: 'done' }]);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.timeout).toBe(SDK_TIMEOUT_OUT_OF_THE_WAY);
    expect(seen[0]!.signal.aborted).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('aborts through the signal once the budget is spent and rejects with TimeBudgetExceededError', async () => {
    const queue = new ElicitationQueue();
    const { call, seen } = sdkCall(60 * SECOND, 'too late');
    const outcome = track(callWithTimeBudget(queue, weather, call, { budget: 5 * SECOND }));
    await vi.advanceTimersByTimeAsync(5 * SECOND - 1);
    expect(outcome).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen[0]!.signal.aborted).toBe(true);
    expect(outcome).toHaveLength(1);
    const error = outcome[0]!.value as TimeBudgetExceededError;
    expect(outcome[0]!.status).toBe('rejected');
    expect(error).toBeInstanceOf(TimeBudgetExceededError);
    expect(error).toMatchObject({ server: weather, budget: 5 * SECOND });
    expect(error.message).toBe('The request to weather-server used up its time budget of 5000 ms.');
    expect(String((error.cause as Error).message)).toContain('Request timed out');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops counting while an elicitation from the same server is open, and resumes when it is answered', async () => {
    const queue = new ElicitationQueue();
    const { call, seen } = sdkCall(60 * SECOND, 'never');
    // 2 s of work, a form open for 20 s, then 3 s more: the 5 s budget runs out at 25 s.
    asks(queue, weather, 2, 22);
    const outcome = track(callWithTimeBudget(queue, weather, call, { budget: 5 * SECOND }));
    await vi.advanceTimersByTimeAsync(25 * SECOND - 1);
    expect(outcome).toEqual([]);
    expect(seen[0]!.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome[0]).toMatchObject({ status: 'rejected', value: expect.any(TimeBudgetExceededError) });
  });

  it('a request that needs 4 s of work and waits 20 s on a form succeeds with a 5 s budget', async () => {
    const queue = new ElicitationQueue();
    const { call } = sdkCall(24 * SECOND, 'report');
    asks(queue, weather, 1, 21);
    const outcome = track(callWithTimeBudget(queue, weather, call, { budget: 5 * SECOND }));
    await vi.advanceTimersByTimeAsync(24 * SECOND);
    expect(outcome).toEqual([{ status: 'resolved', value: 'report' }]);
  });

  it.each([
    ['spans every 2026-07-28 round, paused during each question', 3500, 'resolved'],
    ['runs out on the third leg when the legs alone need more', 2500, 'rejected'],
  ] as const)('%s', async (_name, budget, status) => {
    // Three wire legs of 1 s each; before the second and the third the server asks, and the
    // person takes 10 s each time.
    const queue = new ElicitationQueue();
    const asked = new Set<string>();
    const unsubscribe = queue.subscribe(() => {
      for (const { id } of queue.getSnapshot().items) {
        if (asked.has(id)) continue;
        asked.add(id);
        setTimeout(() => queue.respond(id, { action: 'accept', content: { answer: 'yes' } }), 10 * SECOND);
      }
    });
    const legs: unknown[] = [];
    const ask = createElicitationAsk(queue, { server: weather });
    const outcome = track(
      callWithTimeBudget(
        queue,
        weather,
        ({ signal }) =>
          resolveInputRequired({
            params: { name: 'forecast' },
            ask,
            signal,
            send: (params) =>
              new Promise<unknown>((resolve, reject) => {
                legs.push(params);
                const round = legs.length;
                const timer = setTimeout(
                  () =>
                    resolve(
                      round < 3
                        ? {
                            resultType: 'input_required',
                            inputRequests: {
                              [`q${round}`]: { method: 'elicitation/create', params: textRequest('City') },
                            },
                          }
                        : { content: [{ type: 'text', text: 'sunny' }] },
                    ),
                  SECOND,
                );
                signal.addEventListener('abort', () => {
                  clearTimeout(timer);
                  reject(signal.reason);
                });
              }),
          }),
        { budget },
      ),
    );
    await vi.advanceTimersByTimeAsync(3 * SECOND + 20 * SECOND + SECOND);
    unsubscribe();
    expect(outcome).toHaveLength(1);
    expect(outcome[0]!.status).toBe(status);
    expect(asked.size).toBe(2);
    if (status === 'resolved') expect(legs).toHaveLength(3);
    else expect(outcome[0]!.value).toBeInstanceOf(TimeBudgetExceededError);
  });

  it('keeps counting while another server asks', async () => {
    const queue = new ElicitationQueue();
    const { call } = sdkCall(60 * SECOND, 'never');
    asks(queue, calendar, 1, 30);
    const outcome = track(callWithTimeBudget(queue, weather, call, { budget: 5 * SECOND }));
    await vi.advanceTimersByTimeAsync(5 * SECOND);
    expect(outcome[0]).toMatchObject({ status: 'rejected', value: expect.any(TimeBudgetExceededError) });
  });

  it('stays paused across overlapping elicitations until the last one ends', async () => {
    const queue = new ElicitationQueue();
    const { call } = sdkCall(60 * SECOND, 'never');
    // Open from 1 s to 10 s, from 5 s to 15 s and from 12 s to 14 s: paused from 1 s to 15 s.
    asks(queue, weather, 1, 10);
    asks(queue, weather, 5, 15);
    asks(queue, weather, 12, 14);
    const outcome = track(callWithTimeBudget(queue, weather, call, { budget: 3 * SECOND }));
    await vi.advanceTimersByTimeAsync(17 * SECOND - 1);
    expect(outcome).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome[0]).toMatchObject({ status: 'rejected', value: expect.any(TimeBudgetExceededError) });
  });

  it('is paused from the start when the server is already asking, and resumes when the request is withdrawn', async () => {
    const queue = new ElicitationQueue();
    const withdraw = new AbortController();
    queue.enqueue({ server: weather, params: textRequest('City'), signal: withdraw.signal }).catch(() => {});
    const { call } = sdkCall(120 * SECOND, 'never');
    const outcome = track(callWithTimeBudget(queue, weather, call, { budget: 2 * SECOND }));
    await vi.advanceTimersByTimeAsync(60 * SECOND);
    expect(outcome).toEqual([]);
    withdraw.abort();
    await vi.advanceTimersByTimeAsync(2 * SECOND);
    expect(outcome[0]).toMatchObject({ status: 'rejected', value: expect.any(TimeBudgetExceededError) });
  });

  it('counts a URL wait and a -32042 walk-through from the same server as asking', async () => {
    const queue = new ElicitationQueue();
    const { call } = sdkCall(60 * SECOND, 'never');
    const outcome = track(callWithTimeBudget(queue, weather, call, { budget: SECOND }));
    void queue.enqueueUrlRequired({ server: weather, elicitations: [] });
    await vi.advanceTimersByTimeAsync(30 * SECOND);
    expect(outcome).toEqual([]);
    queue.stop(queue.getSnapshot().items[0]!.id);
    await vi.advanceTimersByTimeAsync(SECOND);
    expect(outcome).toHaveLength(1);
  });

  it("the host's own signal aborts at once with its own reason", async () => {
    const queue = new ElicitationQueue();
    const { call, seen } = sdkCall(60 * SECOND, 'never');
    const host = new AbortController();
    const outcome = track(callWithTimeBudget(queue, weather, call, { budget: 30 * SECOND, signal: host.signal }));
    await vi.advanceTimersByTimeAsync(SECOND);
    host.abort(new Error('The user closed the chat.'));
    await vi.advanceTimersByTimeAsync(0);
    expect(seen[0]!.signal.reason).toEqual(new Error('The user closed the chat.'));
    expect(outcome).toHaveLength(1);
    expect(outcome[0]!.value).not.toBeInstanceOf(TimeBudgetExceededError);
    expect(vi.getTimerCount()).toBe(0);
    await expect(callWithTimeBudget(queue, weather, call, { budget: SECOND, signal: host.signal })).rejects.toThrow(
      'The user closed the chat.',
    );
  });

  it('rejects when the budget is spent even if the request ignores its signal', async () => {
    const queue = new ElicitationQueue();
    const deaf = () => new Promise<string>((resolve) => setTimeout(() => resolve('late'), 60 * SECOND));
    const outcome = track(callWithTimeBudget(queue, weather, deaf, { budget: SECOND }));
    await vi.advanceTimersByTimeAsync(SECOND);
    expect(outcome).toEqual([{ status: 'rejected', value: expect.any(TimeBudgetExceededError) }]);
  });

  it('passes the request’s own errors through unchanged', async () => {
    const queue = new ElicitationQueue();
    const failure = new Error('Tool not found');
    await expect(callWithTimeBudget(queue, weather, () => Promise.reject(failure), { budget: SECOND })).rejects.toBe(
      failure,
    );
    expect(vi.getTimerCount()).toBe(0);
  });
});
