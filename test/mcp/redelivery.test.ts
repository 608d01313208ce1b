import { describe, expect, it } from 'vitest';
import { ElicitationQueue } from '../../src/mcp';
import { createSdkV1ElicitationHandler } from '../../src/mcp/sdkV1';
import { requestFixtures } from '../fixtures';

const server = { name: 'everything' };
const params = requestFixtures.seedSimpleText.params;

describe('SDK v1 handler: a redelivered request is one request', () => {
  it('shows a request delivered twice (same session, id and params) once and answers both deliveries alike', async () => {
    const queue = new ElicitationQueue();
    const handler = createSdkV1ElicitationHandler(queue, { server });
    const signal = new AbortController().signal;
    const first = handler({ params }, { signal, requestId: 0, sessionId: 's-1' });
    const again = handler({ params }, { signal, requestId: 0, sessionId: 's-1' });
    expect(queue.getSnapshot().items).toHaveLength(1);
    const item = queue.getSnapshot().items[0];
    queue.respond(item?.id ?? '', { action: 'decline' });
    await expect(first).resolves.toEqual({ action: 'decline' });
    await expect(again).resolves.toEqual({ action: 'decline' });
    expect(queue.getSnapshot().items).toHaveLength(0);
  });

  it.each([
    ['another session', { requestId: 0, sessionId: 's-2' }, params],
    ['another id', { requestId: 1, sessionId: 's-1' }, params],
    ['other params', { requestId: 0, sessionId: 's-1' }, requestFixtures.seedStructuredData.params],
  ])('treats %s as a new request', (_name, extra, otherParams) => {
    const queue = new ElicitationQueue();
    const handler = createSdkV1ElicitationHandler(queue, { server });
    const signal = new AbortController().signal;
    void handler({ params }, { signal, requestId: 0, sessionId: 's-1' });
    void handler({ params: otherParams }, { signal, ...extra });
    expect(queue.getSnapshot().items).toHaveLength(2);
    queue.cancelAll();
  });
});
