/**
 * Deadlines through the user's eyes (fake clock): the time left in words, a few announcements and a
 * last-minute warning; on expiry cancel is sent and a notice says time ran out, in the panel, the
 * dialog and the queue's provider.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ElicitationDialog, ElicitationPanel, ElicitationProvider } from '../../src';
import { ko } from '../../src/locales/ko';
import { createElicitationAsk, ElicitationQueue } from '../../src/mcp';
import { requestFixtures } from '../fixtures';
import { calendar, textRequest, track, weather } from '../support/mcp-harness';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const START = Date.UTC(2026, 10, 30, 9, 0, 0);
const contacts = { name: 'contacts-server', title: 'Contacts' };

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.useFakeTimers({ now: START });
});
afterEach(() => {
  vi.useRealTimers();
});

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** The visible time left, and what the polite live region has said. */
function deadlineParts(container: ParentNode = document) {
  const part = container.querySelector('[data-slot="elicitation-deadline"]');
  return {
    state: part?.getAttribute('data-state') ?? null,
    text: part?.querySelector('[data-slot="elicitation-deadline-text"]')?.textContent ?? null,
    announced: part?.querySelector('[role="status"]')?.textContent ?? null,
  };
}

describe('a deadline in the panel', () => {
  it('shows the time left, announces it at a few moments, warns in the last minute, and expires with a notice', async () => {
    const onResult = vi.fn();
    const onExpire = vi.fn(() => expect(onResult).not.toHaveBeenCalled());
    render(
      <ElicitationPanel
        params={requestFixtures.seedStructuredData.params}
        server={contacts}
        onResult={onResult}
        onExpire={onExpire}
        deadline={START + 5 * MINUTE - 30 * SECOND}
      />,
    );
    expect(deadlineParts()).toEqual({ state: 'counting', text: '5 minutes left to answer.', announced: '' });

    // Minute by minute the words change; only 2 minutes is worth interrupting a screen reader for.
    const seen: ReturnType<typeof deadlineParts>[] = [];
    for (let step = 0; step < 3; step++) {
      advance(step === 0 ? 30 * SECOND : MINUTE);
      seen.push(deadlineParts());
    }
    expect(seen).toEqual([
      { state: 'counting', text: '4 minutes left to answer.', announced: '' },
      { state: 'counting', text: '3 minutes left to answer.', announced: '' },
      { state: 'counting', text: '2 minutes left to answer.', announced: '2 minutes left to answer.' },
    ]);
    advance(MINUTE);
    const warning = 'Less than a minute left to answer. When time runs out, this request closes.';
    expect(deadlineParts()).toEqual({ state: 'warning', text: warning, announced: warning });
    expect(onResult).not.toHaveBeenCalled();

    advance(MINUTE - 1);
    expect(onResult).not.toHaveBeenCalled();
    advance(1);
    expect(onExpire).toHaveBeenCalledOnce();
    expect(onResult).toHaveBeenCalledExactlyOnceWith({ action: 'cancel' });
    expect(deadlineParts().state).toBeNull();
    const outcome = screen.getByRole('status');
    expect(outcome).toHaveTextContent('Time ran out to answer Contacts, so the request was closed.');
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
    // A real click (user-event) waits on timers that the fake clock holds; the event is the same.
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Time ran out to answer Contacts');
    expect(onResult).toHaveBeenCalledOnce();
  });

  it('says hours for a far deadline, and an answer before it stops the clock', async () => {
    const onResult = vi.fn();
    const onExpire = vi.fn();
    render(
      <ElicitationPanel
        params={requestFixtures.seedSimpleText.params}
        server={contacts}
        onResult={onResult}
        onExpire={onExpire}
        deadline={START + 3 * 60 * MINUTE}
        form={{ review: false }}
      />,
    );
    expect(deadlineParts().text).toBe('More than 2 hours left to answer.');
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(deadlineParts().state).toBeNull();
    advance(4 * 60 * MINUTE);
    expect(onExpire).not.toHaveBeenCalled();
    expect(onResult).toHaveBeenCalledExactlyOnceWith({ action: 'decline' });
  });

  it('in Korean', () => {
    render(
      <ElicitationPanel
        params={requestFixtures.seedSimpleText.params}
        server={contacts}
        onResult={vi.fn()}
        messages={ko}
        deadline={START + 10 * MINUTE}
      />,
    );
    expect(deadlineParts().text).toBe('답변 시간이 10분 남았어요.');
  });
});

describe('a deadline in the dialog', () => {
  it('is part of the dialog’s description, and on expiry the dialog stays with the notice until closed', async () => {
    const onResult = vi.fn();
    render(
      <ElicitationDialog
        params={requestFixtures.seedSimpleText.params}
        server={contacts}
        onResult={onResult}
        deadline={START + 90 * SECOND}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Request for information from Contacts' });
    expect(dialog).toHaveAccessibleDescription('Please provide your GitHub username 2 minutes left to answer.');
    advance(90 * SECOND);
    expect(onResult).toHaveBeenCalledExactlyOnceWith({ action: 'cancel' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Time ran out to answer Contacts');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('a deadline in the queue', () => {
  it('the provider shows it, and on expiry answers cancel, closes the dialog and says time ran out', () => {
    const queue = new ElicitationQueue();
    render(<ElicitationProvider queue={queue} />);
    let answer!: Promise<unknown>;
    act(() => {
      answer = queue.enqueue({ server: weather, params: textRequest('City'), deadline: START + 3 * MINUTE });
    });
    const settled = track(answer);
    const dialog = screen.getByRole('dialog', { name: 'Request for information from Weather' });
    expect(deadlineParts(dialog).text).toBe('3 minutes left to answer.');
    advance(3 * MINUTE);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Time ran out to answer Weather.');
    return expect.poll(() => settled).toEqual([{ status: 'resolved', value: { action: 'cancel' } }]);
  });

  it('expires a request waiting in line without a notice; unknown and finished ids are ignored', async () => {
    const queue = new ElicitationQueue();
    const first = track(queue.enqueue({ server: weather, params: textRequest('City') }));
    const second = track(queue.enqueue({ server: calendar, params: textRequest('Title'), deadline: START + MINUTE }));
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(second).toEqual([{ status: 'resolved', value: { action: 'cancel' } }]);
    expect(queue.getSnapshot()).toMatchObject({ items: [{ server: weather }], notices: [] });
    queue.expire('elicitation-404');
    queue.expire(queue.getSnapshot().items[0]!.id);
    queue.expire(queue.getSnapshot().items[0]?.id ?? 'gone');
    await vi.advanceTimersByTimeAsync(0);
    expect(first).toEqual([{ status: 'resolved', value: { action: 'cancel' } }]);
    expect(queue.getSnapshot().notices).toMatchObject([{ kind: 'expired', server: weather }]);
  });

  it('timeToAnswer on a handler gives each request its deadline on arrival', async () => {
    const queue = new ElicitationQueue();
    const ask = createElicitationAsk(queue, { server: weather, timeToAnswer: 10 * MINUTE });
    vi.setSystemTime(START + 5 * SECOND);
    void ask(textRequest('City'));
    expect(queue.getSnapshot().items[0]).toMatchObject({ deadline: START + 5 * SECOND + 10 * MINUTE });
  });
});
