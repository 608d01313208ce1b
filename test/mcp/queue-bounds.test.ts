import { describe, expect, it } from 'vitest';
import { ElicitationCompletionTracker } from '../../src/core';
import { MAX_FINISHED_ELICITATION_IDS } from '../../src/core/completion';
import { ElicitationQueue, ElicitationWithdrawnError, MAX_QUEUE_NOTICES } from '../../src/mcp';

const weather = { name: 'weather', title: 'Weather' };
const urlRequest = (elicitationId: string) => ({
  mode: 'url',
  message: 'Sign in',
  url: 'https://auth.example.com/start',
  elicitationId,
});

describe('ElicitationQueue: requests sharing an elicitationId (issue 9, defect 6)', () => {
  it('keeps waiting for the second when the first is withdrawn, and complete() ends its wait', async () => {
    const queue = new ElicitationQueue();
    const withdrawn = new AbortController();
    const first = queue.enqueue({ server: weather, params: urlRequest('shared'), signal: withdrawn.signal });
    const second = queue.enqueue({ server: weather, params: urlRequest('shared') });
    withdrawn.abort();
    await expect(first).rejects.toBeInstanceOf(ElicitationWithdrawnError);

    const [item] = queue.getSnapshot().items;
    if (!item) throw new Error('the second request is gone');
    queue.respond(item.id, { action: 'accept' });
    await expect(second).resolves.toEqual({ action: 'accept' });
    expect(queue.getSnapshot().current).toMatchObject({ id: item.id, state: 'waiting' });

    expect(queue.complete(weather, { elicitationId: 'shared' })).toBe(true);
    expect(queue.getSnapshot().items).toEqual([]);
  });

  it('keeps waiting for the first when the second is withdrawn before it was shown', () => {
    const queue = new ElicitationQueue();
    queue.enqueue({ server: weather, params: urlRequest('shared') });
    const withdrawn = new AbortController();
    queue.enqueue({ server: weather, params: urlRequest('shared'), signal: withdrawn.signal }).catch(() => {});
    withdrawn.abort();
    const [item] = queue.getSnapshot().items;
    if (!item) throw new Error('the first request is gone');
    queue.respond(item.id, { action: 'accept' });
    expect(queue.complete(weather, { elicitationId: 'shared' })).toBe(true);
    expect(queue.getSnapshot().items).toEqual([]);
  });

  it('still ignores a completion once every request with that id has finished', () => {
    const queue = new ElicitationQueue();
    const withdrawn = new AbortController();
    queue.enqueue({ server: weather, params: urlRequest('gone'), signal: withdrawn.signal }).catch(() => {});
    withdrawn.abort();
    expect(queue.complete(weather, { elicitationId: 'gone' })).toBe(false);
  });
});

describe('ElicitationQueue without a provider: bounded memory (issue 9, defect 6)', () => {
  it(`keeps at most ${MAX_QUEUE_NOTICES} withdrawal notices, the newest`, () => {
    const queue = new ElicitationQueue();
    for (let index = 0; index < 3_000; index++) {
      const withdrawn = new AbortController();
      queue.enqueue({ server: weather, params: urlRequest(`e-${index}`), signal: withdrawn.signal }).catch(() => {});
      withdrawn.abort();
    }
    const { notices } = queue.getSnapshot();
    expect(notices).toHaveLength(MAX_QUEUE_NOTICES);
    expect(notices.at(-1)?.id).toBe('elicitation-3000-withdrawn');
  });

  it(`remembers at most ${MAX_FINISHED_ELICITATION_IDS} finished ids per server, the newest`, () => {
    const tracker = new ElicitationCompletionTracker();
    for (let index = 0; index < 3_000; index++) {
      tracker.track(`e-${index}`, () => {});
      tracker.forget(`e-${index}`);
    }
    // The newest finished ids are still never tracked again; older ones are forgotten.
    const oldestKept = 3_000 - MAX_FINISHED_ELICITATION_IDS;
    tracker.track(`e-${oldestKept}`);
    expect(tracker.isPending(`e-${oldestKept}`)).toBe(false);
    tracker.track(`e-${oldestKept - 1}`);
    expect(tracker.isPending(`e-${oldestKept - 1}`)).toBe(true);
  });
});
