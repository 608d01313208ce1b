/**
 * The page of the many-tabs host (test/e2e/bridge-tabs.test.ts): the bridge's page half with a queue
 * that lists what it is asked, one `<li>` per item, and answers on the test's word. `?share=0` turns
 * sharing off, as a host can.
 */

import { connectElicitationBridge } from '../../../src/bridge/connection';
import type { ElicitResult } from '../../../src/core';

const list = document.getElementById('items') as HTMLUListElement;
const answers = new Map<string, (result: ElicitResult) => void>();

const queue = {
  enqueue({ params, signal }: { params: { message: string }; signal?: AbortSignal }) {
    const item = document.createElement('li');
    item.dataset.message = params.message;
    item.textContent = params.message;
    list.append(item);
    signal?.addEventListener('abort', () => {
      item.dataset.state = 'closed';
    });
    return new Promise<ElicitResult>((resolve) => answers.set(params.message, resolve));
  },
  enqueueUrlRequired: () => new Promise<never>(() => {}),
  complete: () => {},
};

const connection = connectElicitationBridge({
  url: '/elicitations',
  queue: queue as never,
  share: new URLSearchParams(location.search).get('share') !== '0',
  backoff: { initialMs: 200, maxMs: 1000 },
});

Object.assign(window, {
  bridgeState: () => connection.getState(),
  answer(message: string) {
    const resolve = answers.get(message);
    if (!resolve) return false;
    resolve({ action: 'accept', content: { ok: true } });
    return true;
  },
});
