/**
 * A request inside a chat transcript: the inline card (no focus taken, a keyboard path to it, the
 * receipt it collapses to), the receipt on its own from a stored result (every outcome, secrets
 * masked, the time, Korean plurals), and the renderer of a `data-elicitation` part.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ElicitationCard, type ElicitationCardSettled, ElicitationMessagePart, ElicitationReceipt } from '../../src';
import type { ElicitationPartData } from '../../src/core';
import { ko } from '../../src/locales/ko';
import { requestFixtures, uiFixtures } from '../fixtures';

vi.setConfig({ testTimeout: 30_000 });

const server = { name: 'contacts', title: 'Contacts' };
const contactForm = requestFixtures.seedStructuredData.params;
const ada = { action: 'accept' as const, content: { name: 'Ada Lovelace', email: 'ada@example.org', age: 36 } };

/** A page with a composer above which the card appears, as a chat page puts it. */
function ChatPage({
  onResult,
  settled,
}: {
  onResult: (result: unknown) => unknown;
  settled?: ElicitationCardSettled | null;
}) {
  const [asked, setAsked] = useState(false);
  return (
    <>
      <section aria-label="Conversation">
        {asked ? <ElicitationCard params={contactForm} server={server} onResult={onResult} settled={settled} /> : null}
      </section>
      <label>
        Message
        <textarea />
      </label>
      <button type="button" onClick={() => setAsked(true)}>
        Ask
      </button>
    </>
  );
}

/** Past the moment an unmounted, unanswered panel sends its cancel (the store checks a microtask later). */
const afterUnmountCancel = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

describe('ElicitationCard', () => {
  it('appears without taking focus from the composer, and announces how to reach it', async () => {
    const user = userEvent.setup();
    render(<ChatPage onResult={() => {}} />);
    const composer = screen.getByRole('textbox', { name: 'Message' });
    await user.click(composer);
    act(() => screen.getByRole('button', { name: 'Ask' }).click());
    composer.focus();
    const card = await screen.findByRole('region', { name: 'Request for information from Contacts' });
    expect(composer).toHaveFocus();
    expect(card).toHaveAttribute('data-density', 'compact');
    expect(card).toHaveAttribute('aria-keyshortcuts', 'Alt+Shift+A');
    // A polite live region, filled after it appeared, so the words are read out.
    await waitFor(() =>
      expect(
        within(card)
          .getAllByRole('status')
          .map((region) => region.textContent),
      ).toContain('Contacts is asking you something in the conversation. Press Alt+Shift+A to answer.'),
    );
    await user.type(composer, 'still typing');
    expect(composer).toHaveValue('still typing');
  });

  it('moves focus to its first answer on Alt+Shift+A', async () => {
    const user = userEvent.setup();
    render(<ChatPage onResult={() => {}} />);
    act(() => screen.getByRole('button', { name: 'Ask' }).click());
    const composer = screen.getByRole('textbox', { name: 'Message' });
    await user.click(composer);
    await user.keyboard('{Alt>}{Shift>}A{/Shift}{/Alt}');
    expect(screen.getByRole('textbox', { name: 'Name (required)' })).toHaveFocus();
    // The key combination typed nothing into the composer.
    expect(composer).toHaveValue('');
  });

  it('collapses to its receipt after Send, which keeps the keyboard there; onResult once', async () => {
    const user = userEvent.setup();
    const onResult = vi.fn(() => Promise.resolve());
    render(<ChatPage onResult={onResult} />);
    act(() => screen.getByRole('button', { name: 'Ask' }).click());
    await user.type(screen.getByRole('textbox', { name: 'Name (required)' }), 'Ada Lovelace');
    await user.type(screen.getByRole('textbox', { name: 'Email (required)' }), 'ada@example.org');
    await user.type(screen.getByRole('textbox', { name: 'Age' }), '36');
    await user.click(screen.getByRole('button', { name: 'Review answers' }));
    await user.keyboard('{Tab}');
    screen.getByRole('button', { name: 'Send' }).focus();
    await user.keyboard('{Enter}');
    const receipt = await screen.findByRole('region', { name: 'Your answer to Contacts' });
    expect(receipt).toHaveTextContent('You sent 3 answers to Contacts.');
    expect(receipt).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'Request for information from Contacts' })).toBeNull();
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult).toHaveBeenCalledWith(ada);
  });

  it('stays a card showing Sending… until the host has sent it', async () => {
    const user = userEvent.setup();
    let deliver = () => {};
    const onResult = vi.fn(() => new Promise<void>((resolve) => (deliver = resolve)));
    render(<ChatPage onResult={onResult} />);
    act(() => screen.getByRole('button', { name: 'Ask' }).click());
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(screen.getByRole('region', { name: 'Request for information from Contacts' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeInTheDocument();
    act(() => deliver());
    expect(await screen.findByRole('region', { name: 'Your answer to Contacts' })).toHaveTextContent(
      'You declined the request from Contacts.',
    );
  });

  it('shows the receipt of an answer given elsewhere, and sends nothing for the card it replaces', async () => {
    const onResult = vi.fn();
    const { rerender } = render(<ChatPage onResult={onResult} />);
    act(() => screen.getByRole('button', { name: 'Ask' }).click());
    expect(screen.getByRole('region', { name: 'Request for information from Contacts' })).toBeInTheDocument();
    rerender(<ChatPage onResult={onResult} settled={{ result: ada, at: Date.now() }} />);
    expect(screen.getByRole('region', { name: 'Your answer to Contacts' })).toHaveTextContent(
      'You sent 3 answers to Contacts.',
    );
    // Unmounting the unanswered panel would be a cancel (a tick later); it was answered elsewhere, so nothing goes.
    await afterUnmountCancel();
    expect(onResult).not.toHaveBeenCalled();
  });

  it('says the time ran out when its deadline passes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const onResult = vi.fn();
      render(
        <ElicitationCard params={contactForm} server={server} onResult={onResult} deadline={Date.now() + 90_000} />,
      );
      expect(screen.getByText('2 minutes left to answer.')).toBeInTheDocument();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(91_000);
      });
      expect(onResult).toHaveBeenCalledWith({ action: 'cancel' });
      expect(screen.getByRole('region', { name: 'Your answer to Contacts' })).toHaveTextContent(
        'Time ran out to answer Contacts, so it got no answers.',
      );
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('ElicitationReceipt', () => {
  it('lists what was sent in the request’s order, with the time in the locale’s format', () => {
    const at = new Date();
    render(<ElicitationReceipt params={contactForm} server={server} result={ada} at={at} />);
    const receipt = screen.getByRole('region', { name: 'Your answer to Contacts' });
    expect(receipt).toHaveAttribute('data-outcome', 'accept');
    const list = receipt.querySelector('dl');
    expect(list).toHaveAccessibleName('What you sent to Contacts');
    expect([...(list?.querySelectorAll('dt') ?? [])].map((term) => term.textContent)).toEqual(['Name', 'Email', 'Age']);
    expect([...(list?.querySelectorAll('dd') ?? [])].map((value) => value.textContent)).toEqual([
      'Ada Lovelace',
      'ada@example.org',
      '36',
    ]);
    const time = receipt.querySelector('time');
    expect(time).toHaveAttribute('dateTime', at.toISOString());
    expect(time?.textContent).toBe(`At ${new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(at)}`);
  });

  it('masks answers that look like secrets, and fields the transcript withheld', () => {
    const result = { action: 'accept' as const, content: { username: 'ada', password: 'hunter2' } };
    render(
      <ElicitationReceipt
        params={uiFixtures.secretsForm.params}
        server={server}
        result={result}
        withheld={['apiKey']}
      />,
    );
    const receipt = screen.getByRole('region', { name: 'Your answer to Contacts' });
    expect(receipt).toHaveTextContent('You sent 3 answers to Contacts.');
    expect(receipt).not.toHaveTextContent('hunter2');
    const masked = [...receipt.querySelectorAll('[data-masked]')].map((item) => item.textContent);
    expect(masked).toEqual(['Password•••••• hidden', 'OpenAI API key•••••• hidden']);
  });

  it.each([
    ['decline', { action: 'decline' as const }, undefined, 'You declined the request from Contacts.'],
    ['cancel', { action: 'cancel' as const }, undefined, 'You closed the request from Contacts without answering.'],
    [
      'expired',
      { action: 'cancel' as const },
      'expired' as const,
      'Time ran out to answer Contacts, so it got no answers.',
    ],
    ['withdrawn', null, 'withdrawn' as const, 'Contacts withdrew its request before you answered.'],
  ])('says %s in the app’s words, with no answers', (_name, result, outcome, text) => {
    render(<ElicitationReceipt params={contactForm} server={server} result={result} outcome={outcome} />);
    const receipt = screen.getByRole('region', { name: 'Your answer to Contacts' });
    expect(receipt).toHaveTextContent(text);
    expect(receipt.querySelector('dl')).toBeNull();
  });

  it('uses the plural forms of the locale', () => {
    const one = { action: 'accept' as const, content: { name: 'Ada' } };
    const { rerender } = render(<ElicitationReceipt params={contactForm} server={server} result={one} />);
    expect(screen.getByRole('region')).toHaveTextContent('You sent 1 answer to Contacts.');
    rerender(<ElicitationReceipt params={contactForm} server={server} result={ada} messages={ko} />);
    expect(screen.getByRole('region', { name: 'Contacts에 한 답변' })).toHaveTextContent(
      'Contacts에 답변 3개를 보냈어요.',
    );
    rerender(
      <ElicitationReceipt
        params={requestFixtures.seedUrlApiKey.params}
        server={server}
        result={{ action: 'accept' }}
      />,
    );
    expect(screen.getByRole('region')).toHaveTextContent('You agreed to open the page Contacts asked for.');
  });
});

describe('ElicitationMessagePart', () => {
  const pending: ElicitationPartData = {
    id: 'item-1',
    server,
    params: contactForm,
    state: 'pending',
    deadline: Date.now() + 10 * 60_000,
  };

  it('renders a pending part as a card with its deadline, and answers for the part’s id', async () => {
    const user = userEvent.setup();
    const onResult = vi.fn();
    render(<ElicitationMessagePart data={pending} onResult={onResult} />);
    expect(screen.getByText('10 minutes left to answer.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onResult).toHaveBeenCalledWith({ action: 'decline' }, pending);
  });

  it.each([
    [{ state: 'answered' as const, result: ada }, 'You sent 3 answers to Contacts.'],
    [{ state: 'answered' as const, result: { action: 'decline' as const } }, 'You declined the request from Contacts.'],
    [{ state: 'expired' as const }, 'Time ran out to answer Contacts, so it got no answers.'],
    [{ state: 'withdrawn' as const }, 'Contacts withdrew its request before you answered.'],
  ])('renders a settled part as its receipt (%o)', (settled, text) => {
    render(<ElicitationMessagePart data={{ ...pending, ...settled, settledAt: Date.now() }} onResult={vi.fn()} />);
    expect(screen.getByRole('region', { name: 'Your answer to Contacts' })).toHaveTextContent(text);
  });

  it('turns into the receipt when the stream says another tab answered, without sending anything', async () => {
    const onResult = vi.fn();
    const { rerender } = render(<ElicitationMessagePart data={pending} onResult={onResult} />);
    rerender(<ElicitationMessagePart data={{ ...pending, state: 'answered', result: ada }} onResult={onResult} />);
    expect(screen.getByRole('region', { name: 'Your answer to Contacts' })).toHaveTextContent('You sent 3 answers');
    await afterUnmountCancel();
    expect(onResult).not.toHaveBeenCalled();
  });
});
