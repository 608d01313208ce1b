import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ElicitationProvider, useElicitationQueue } from '../../src';
import {
  createElicitationAsk,
  createElicitationCompleteHandler,
  ElicitationQueue,
  ElicitationWithdrawnError,
  UnsupportedElicitationModeError,
} from '../../src/mcp';
import {
  answerText,
  calendar,
  formDialog,
  host,
  noDialog,
  PATIENCE,
  textRequest,
  track,
  urlDialog,
  urlRequest,
  weather,
} from '../support/mcp-harness';

let probed: ReturnType<typeof useElicitationQueue> | undefined;

/** Shows what `useElicitationQueue()` returns, and keeps it for the test. */
function Probe() {
  probed = useElicitationQueue();
  return <p>pending: {probed.items.length}</p>;
}

/** Enqueues outside React's batch, as an SDK callback would. */
function enqueue(queue: ElicitationQueue, request: Parameters<ElicitationQueue['enqueue']>[0]) {
  let promise!: ReturnType<ElicitationQueue['enqueue']>;
  act(() => {
    promise = queue.enqueue(request);
  });
  return promise;
}

describe('ElicitationQueue with ElicitationProvider', () => {
  it('shows three concurrent requests from two servers in order, each resolving its own promise', async () => {
    const { queue, user, unmount } = host();
    const first = track(enqueue(queue, { server: weather, params: textRequest('City') }));
    const second = track(enqueue(queue, { server: calendar, params: textRequest('Meeting title') }));
    const third = track(enqueue(queue, { server: weather, params: textRequest('Units') }));

    const dialog1 = await formDialog('Weather');
    expect(within(dialog1).getByRole('heading', { name: 'Weather' })).toBeVisible();
    expect(within(dialog1).getByText('Request 1 of 3')).toBeVisible();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await answerText(user, dialog1, 'City', 'Lisbon');
    await expect
      .poll(() => first)
      .toEqual([{ status: 'resolved', value: { action: 'accept', content: { answer: 'Lisbon' } } }]);

    const dialog2 = await formDialog('Calendar');
    expect(within(dialog2).getByRole('heading', { name: 'Calendar' })).toBeVisible();
    expect(within(dialog2).getByText('Request 2 of 3')).toBeVisible();
    await user.click(within(dialog2).getByRole('button', { name: 'Decline' }));
    await expect.poll(() => second).toEqual([{ status: 'resolved', value: { action: 'decline' } }]);

    const dialog3 = await formDialog('Weather');
    expect(within(dialog3).getByText('Request 3 of 3')).toBeVisible();
    expect(within(dialog3).getByText('Please tell us your units.')).toBeVisible();
    await user.keyboard('{Escape}');
    await expect.poll(() => third).toEqual([{ status: 'resolved', value: { action: 'cancel' } }]);
    await noDialog();

    // The queue is empty, and stays so when the provider unmounts.
    expect(queue.getSnapshot()).toMatchObject({ items: [], current: null, position: null });
    unmount();
    expect(queue.getSnapshot()).toMatchObject({ items: [], current: null, position: null });
  });

  it('starts counting again once the queue has emptied', async () => {
    const { queue, user } = host();
    enqueue(queue, { server: weather, params: textRequest('City') });
    await user.click(within(await formDialog('Weather')).getByRole('button', { name: 'Decline' }));
    await noDialog();
    enqueue(queue, { server: calendar, params: textRequest('Title') });
    enqueue(queue, { server: calendar, params: textRequest('Room') });
    expect(within(await formDialog('Calendar')).getByText('Request 1 of 2')).toBeVisible();
  });

  it('closes a withdrawn request with a notice, rejects it once and moves on', async () => {
    const { queue, user } = host();
    const withdrawn = new AbortController();
    const first = track(enqueue(queue, { server: weather, params: textRequest('City'), signal: withdrawn.signal }));
    const second = track(enqueue(queue, { server: calendar, params: textRequest('Title') }));
    const dialog1 = await formDialog('Weather');
    await user.type(within(dialog1).getByRole('textbox', { name: 'City (required)' }), 'Li');

    act(() => withdrawn.abort(new Error('request timed out')));
    const dialog2 = await formDialog('Calendar');
    expect(within(dialog2).getByText('Weather withdrew its request.')).toBeVisible();
    expect(within(dialog2).getByText('Request 2 of 2')).toBeVisible();
    await expect.poll(() => first).toHaveLength(1);
    expect(first[0]?.status).toBe('rejected');
    expect(first[0]?.value).toBeInstanceOf(ElicitationWithdrawnError);
    expect(first[0]?.value).toMatchObject({ cause: new Error('request timed out'), server: weather });

    await answerText(user, dialog2, 'Title', 'Standup');
    await expect
      .poll(() => second)
      .toEqual([{ status: 'resolved', value: { action: 'accept', content: { answer: 'Standup' } } }]);
    await noDialog();
    // The withdrawn dialog's own unmount-cancel reached nobody.
    expect(first).toHaveLength(1);
  });

  it('shows the notice on the page when nothing else is waiting, and lets it expire', async () => {
    // Long enough to outlast the dialog's closing on a busy machine, so the notice is still there to read.
    const { queue } = host({ noticeDuration: 1_000 });
    const withdrawn = new AbortController();
    const pending = track(enqueue(queue, { server: weather, params: textRequest('City'), signal: withdrawn.signal }));
    await formDialog('Weather');
    act(() => withdrawn.abort());
    await noDialog();
    expect(screen.getByRole('status')).toHaveTextContent('Weather withdrew its request.');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(''), PATIENCE);
    expect(pending.map((entry) => entry.status)).toEqual(['rejected']);
  });

  it('drops a request withdrawn before it was shown, silently', async () => {
    const { queue } = host();
    const withdrawn = new AbortController();
    enqueue(queue, { server: weather, params: textRequest('City') });
    const second = track(enqueue(queue, { server: calendar, params: textRequest('Title'), signal: withdrawn.signal }));
    const dialog = await formDialog('Weather');
    expect(within(dialog).getByText('Request 1 of 2')).toBeVisible();
    act(() => withdrawn.abort());
    await expect.poll(() => within(dialog).queryByText('Request 1 of 2')).toBeNull();
    expect(screen.queryByText(/withdrew/)).toBeNull();
    await expect.poll(() => second.map((entry) => entry.status)).toEqual(['rejected']);
  });

  it('rejects at once a request whose signal already aborted', async () => {
    const queue = new ElicitationQueue();
    const signal = AbortSignal.abort();
    await expect(queue.enqueue({ server: weather, params: textRequest('City'), signal })).rejects.toBeInstanceOf(
      ElicitationWithdrawnError,
    );
    expect(queue.getSnapshot().items).toEqual([]);
  });

  it('cancels everything in line when the provider unmounts', async () => {
    const { queue, unmount } = host();
    const first = track(enqueue(queue, { server: weather, params: textRequest('City') }));
    const second = track(enqueue(queue, { server: calendar, params: textRequest('Title') }));
    let walk!: Promise<unknown>;
    act(() => {
      walk = queue.enqueueUrlRequired({
        server: calendar,
        elicitations: [urlRequest('https://calendar.example.com/connect')],
      });
    });
    const third = track(walk);
    await formDialog('Weather');
    unmount();
    await expect
      .poll(() => [...first, ...second, ...third])
      .toEqual([
        { status: 'resolved', value: { action: 'cancel' } },
        { status: 'resolved', value: { action: 'cancel' } },
        { status: 'resolved', value: 'stop' },
      ]);
    expect(queue.getSnapshot().items).toEqual([]);
  });

  it('walks a -32042 error in the same dialog as a request: focus at the verdict, no dismissal as it appears', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(2_000_000);
    try {
      const { queue, user } = host();
      let walk!: Promise<unknown>;
      act(() => {
        walk = queue.enqueueUrlRequired({
          server: calendar,
          elicitations: [urlRequest('https://calendar.example.com/connect')],
        });
      });
      const outcome = track(walk);
      const dialog = await screen.findByRole('dialog', { name: /Calendar/ });
      // Focus starts at the app's own heading, never at the server's message.
      await waitFor(() => expect(document.activeElement).toHaveAttribute('data-slot', 'elicitation-url-verdict-title'));
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      // 100 ms after it appeared, a click outside was meant for the page: nothing is stopped.
      now.mockReturnValue(2_000_100);
      const backdrop = document.querySelector('[data-slot="elicitation-overlay"]') as HTMLElement;
      await user.pointer({ keys: '[MouseLeft]', target: backdrop });
      expect(dialog).toBeVisible();
      expect(outcome).toEqual([]);
      // A second later it is a dismissal: the walk stops.
      now.mockReturnValue(2_001_000);
      await user.pointer({ keys: '[MouseLeft]', target: backdrop });
      await expect.poll(() => outcome).toEqual([{ status: 'resolved', value: 'stop' }]);
    } finally {
      now.mockRestore();
    }
  });

  it('does not cancel on React StrictMode’s simulated remount', async () => {
    const queue = new ElicitationQueue();
    const pending = track(queue.enqueue({ server: weather, params: textRequest('City') }));
    render(
      <StrictMode>
        <ElicitationProvider queue={queue} />
      </StrictMode>,
    );
    const user = userEvent.setup();
    const dialog = await formDialog('Weather');
    expect(pending).toEqual([]);
    expect(queue.getSnapshot().items).toHaveLength(1);
    // The remount cancelled nothing, however late: the one answer is the person's.
    await answerText(user, dialog, 'City', 'Kyoto');
    await expect
      .poll(() => pending)
      .toEqual([{ status: 'resolved', value: { action: 'accept', content: { answer: 'Kyoto' } } }]);
  });

  it('gives its own queue to useElicitationQueue() when none is passed', async () => {
    render(
      <ElicitationProvider>
        <Probe />
      </ElicitationProvider>,
    );
    expect(screen.getByText('pending: 0')).toBeInTheDocument();
    act(() => {
      probed?.queue.enqueue({ server: weather, params: textRequest('City') });
    });
    expect(screen.getByText('pending: 1')).toBeInTheDocument();
    expect(await formDialog('Weather')).toBeVisible();
  });

  it('useElicitationQueue() outside the provider throws, naming it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow('useElicitationQueue() must be used inside <ElicitationProvider>.');
    vi.restoreAllMocks();
  });
});

describe('URL mode in the queue', () => {
  it('2025-11-25: sends accept on consent, waits, and the completion notification ends the wait', async () => {
    const { queue, user, openUrl } = host();
    const onComplete = createElicitationCompleteHandler(queue, { server: weather });
    const next = track(enqueue(queue, { server: calendar, params: textRequest('Title') }));
    const pending = track(
      enqueue(queue, { server: weather, params: urlRequest('https://auth.example.com/connect', 'elicit-1') }),
    );
    // Shown second: answer the first one.
    await user.click(within(await formDialog('Calendar')).getByRole('button', { name: 'Decline' }));
    const dialog = await urlDialog('Weather');
    await user.click(await within(dialog).findByRole('button', { name: 'Open example.com' }));
    expect(openUrl).toHaveBeenCalledExactlyOnceWith('https://auth.example.com/connect');
    await expect.poll(() => pending).toEqual([{ status: 'resolved', value: { action: 'accept' } }]);
    expect(within(dialog).getByText('Waiting for you to finish on example.com')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'I’m done, retry' })).toBeNull();

    // Rule 12: other ids, other servers' ids and malformed params are ignored.
    act(() => {
      expect(queue.complete(weather, { elicitationId: 'elicit-2' })).toBe(false);
      expect(queue.complete(calendar, { elicitationId: 'elicit-1' })).toBe(false);
      expect(queue.complete(weather, { elicitationId: 1 })).toBe(false);
    });
    expect(screen.getByRole('dialog')).toBe(dialog);

    act(() => onComplete({ params: { elicitationId: 'elicit-1' } }));
    await noDialog();
    expect(queue.complete(weather, { elicitationId: 'elicit-1' })).toBe(false);
    expect(pending).toHaveLength(1);
    expect(next).toEqual([{ status: 'resolved', value: { action: 'decline' } }]);
  });

  it('2025-11-25: a completion that arrives before consent ends the request when the user consents', async () => {
    const { queue, user } = host();
    const pending = track(
      enqueue(queue, { server: weather, params: urlRequest('https://auth.example.com/connect', 'early') }),
    );
    const dialog = await urlDialog('Weather');
    act(() => {
      expect(queue.complete(weather, { elicitationId: 'early' })).toBe(true);
    });
    await user.click(await within(dialog).findByRole('button', { name: 'Open example.com' }));
    await noDialog();
    expect(pending).toEqual([{ status: 'resolved', value: { action: 'accept' } }]);
  });

  it('without an elicitationId, holds the accept back until the user retries', async () => {
    const { queue, user } = host();
    const pending = track(enqueue(queue, { server: weather, params: urlRequest('https://auth.example.com/connect') }));
    const dialog = await urlDialog('Weather');
    await user.click(await within(dialog).findByRole('button', { name: 'Open example.com' }));
    expect(await within(dialog).findByText('Waiting for you to finish on example.com')).toBeVisible();
    expect(pending).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'I’m done, retry' }));
    await noDialog();
    expect(pending).toEqual([{ status: 'resolved', value: { action: 'accept' } }]);
  });

  it('without an elicitationId, cancelling the wait answers cancel', async () => {
    const { queue, user } = host();
    const pending = track(enqueue(queue, { server: weather, params: urlRequest('https://auth.example.com/connect') }));
    const dialog = await urlDialog('Weather');
    await user.click(await within(dialog).findByRole('button', { name: 'Open example.com' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Stop waiting' }));
    await noDialog();
    expect(pending).toEqual([{ status: 'resolved', value: { action: 'cancel' } }]);
  });
});

describe('the mode guard', () => {
  it('refuses, with -32602, a mode the host did not declare, before anything is shown', async () => {
    const queue = new ElicitationQueue();
    const ask = createElicitationAsk(queue, { server: weather });
    const refusal = await ask(urlRequest('https://auth.example.com/connect', 'e')).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(UnsupportedElicitationModeError);
    expect(refusal).toMatchObject({ code: -32602, mode: 'url' });
    await expect(ask({ ...textRequest('City'), mode: 'carrier-pigeon' })).rejects.toMatchObject({ code: -32602 });
    expect(queue.getSnapshot().items).toEqual([]);

    const both = createElicitationAsk(queue, { server: () => weather, capability: { form: {}, url: {} } });
    void both(urlRequest('https://auth.example.com/connect', 'e'));
    void both(textRequest('City'));
    expect(queue.getSnapshot().items.map((item) => item.kind)).toEqual(['elicitation', 'elicitation']);
    queue.cancelAll();
  });
});
