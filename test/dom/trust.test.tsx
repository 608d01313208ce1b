/**
 * Issue 10: the dialog a careful person trusts at a glance. Each describe block is one item of the
 * issue, through what a person perceives: roles, names, focus and keyboard.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ElicitationDialog,
  type ElicitationMessages,
  type ElicitationOptions,
  ElicitationPanel,
  ElicitationProvider,
  UrlElicitationSequence,
} from '../../src';
import { ko } from '../../src/locales/ko';
import { ElicitationQueue } from '../../src/mcp';
import { requestFixtures, uiFixtures } from '../fixtures';
import { calendar, PATIENCE, textRequest, weather } from '../support/mcp-harness';

vi.setConfig({ testTimeout: 30_000 });

const server = { name: 'contacts-server', title: 'Contacts' };
const urlRequest = (url: string, extra: Record<string, unknown> = {}) => ({
  mode: 'url',
  message: 'Please sign in to continue.',
  url,
  ...extra,
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** A page with a button that has focus, and the dialog shown once `open` is set. */
function PageWithDialog(props: Partial<ElicitationOptions> & { params: unknown }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ask me
      </button>
      {open ? <ElicitationDialog server={server} onResult={() => {}} {...props} /> : null}
    </>
  );
}

/** The four ways a person answers or dismisses a form dialog. */
const answer = {
  Send: async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) => {
    await user.type(within(dialog).getByRole('textbox', { name: 'Name (required)' }), 'octocat');
    await user.click(within(dialog).getByRole('button', { name: 'Review answers' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Send' }));
  },
  Decline: async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) => {
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
  },
  Cancel: async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) => {
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  },
  Escape: async (user: ReturnType<typeof userEvent.setup>) => {
    await user.keyboard('{Escape}');
  },
};

describe('focus returns to where it was (defect 2)', () => {
  it.each(Object.keys(answer) as (keyof typeof answer)[])('after %s, a lone dialog gives focus back', async (how) => {
    const user = userEvent.setup();
    render(<PageWithDialog params={requestFixtures.seedSimpleText.params} />);
    const trigger = screen.getByRole('button', { name: 'Ask me' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', {}, PATIENCE);
    expect(trigger).not.toHaveFocus();
    await answer[how](user, dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();
  });

  it.each([
    ['Send', 'Decline'],
    ['Escape', 'Cancel'],
  ] as const)(
    'through the provider, after %s then %s on two requests in a row, focus goes back to the page',
    async (first, second) => {
      const user = userEvent.setup();
      const queue = new ElicitationQueue();
      render(
        <ElicitationProvider queue={queue}>
          <button type="button">Chat input</button>
        </ElicitationProvider>,
      );
      const input = screen.getByRole('button', { name: 'Chat input' });
      input.focus();
      act(() => {
        queue.enqueue({ server: weather, params: textRequest('Name') }).catch(() => {});
        queue.enqueue({ server: calendar, params: textRequest('Name') }).catch(() => {});
      });
      const one = await screen.findByRole('dialog', { name: 'Request for information from Weather' }, PATIENCE);
      await answer[first](user, one);
      const two = await screen.findByRole('dialog', { name: 'Request for information from Calendar' }, PATIENCE);
      await answer[second](user, two);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(input).toHaveFocus();
    },
  );
});

describe('notices of a withdrawn request (defect 3)', () => {
  function withdrawnNotice(props: { noticeDuration?: number; messages?: ElicitationMessages } = {}) {
    const queue = new ElicitationQueue();
    const view = render(
      <ElicitationProvider queue={queue} {...props}>
        <main>Chat</main>
      </ElicitationProvider>,
    );
    const withdrawn = new AbortController();
    act(() => {
      queue.enqueue({ server: weather, params: textRequest('City'), signal: withdrawn.signal }).catch(() => {});
    });
    act(() => withdrawn.abort());
    return { queue, ...view };
  }

  it('says so in a live region outside the page flow, with a Dismiss button that takes it away', async () => {
    const user = userEvent.setup();
    const { container } = withdrawnNotice();
    const notices = screen.getByRole('status');
    expect(notices).toHaveAttribute('data-slot', 'elicitation-notices');
    expect(notices).toHaveTextContent('Weather withdrew its request.');
    // Portalled to the body, not left in the host's flow.
    expect(container.contains(notices)).toBe(false);
    expect(notices.parentElement).toBe(document.body);
    await user.click(within(notices).getByRole('button', { name: 'Dismiss' }));
    expect(notices).toHaveTextContent('');
  });

  it('is tagged with the locale (defect 4)', () => {
    withdrawnNotice({ messages: ko });
    const notices = screen.getByRole('status');
    expect(notices).toHaveAttribute('lang', 'ko');
    expect(notices).toHaveTextContent('Weather 서버가 요청을 거둬들였어요.');
  });

  it('stays 10 seconds by default', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    withdrawnNotice();
    act(() => vi.advanceTimersByTime(9_900));
    expect(screen.getByRole('status')).toHaveTextContent('Weather withdrew its request.');
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('stays until dismissed when noticeDuration is Infinity', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    withdrawnNotice({ noticeDuration: Number.POSITIVE_INFINITY });
    act(() => vi.advanceTimersByTime(60 * 60_000));
    expect(screen.getByRole('status')).toHaveTextContent('Weather withdrew its request.');
  });
});

describe('the language of the part (defect 4)', () => {
  it('tags the panel, the dialog and the walkthrough with the locale', async () => {
    render(
      <ElicitationPanel params={uiFixtures.koreanForm.params} server={server} onResult={() => {}} messages={ko} />,
    );
    expect(screen.getByRole('region', { name: 'Contacts의 정보 요청' })).toHaveAttribute('lang', 'ko');
    render(
      <ElicitationDialog params={uiFixtures.koreanForm.params} server={server} onResult={() => {}} messages={ko} />,
    );
    expect(await screen.findByRole('dialog', { name: 'Contacts의 정보 요청' })).toHaveAttribute('lang', 'ko');
    const { container } = render(
      <UrlElicitationSequence
        elicitations={[urlRequest('https://example.com/a')]}
        server={server}
        onFinish={() => {}}
        messages={ko}
      />,
    );
    expect(container.querySelector('[data-slot="elicitation-url-sequence"]')).toHaveAttribute('lang', 'ko');
    render(<ElicitationPanel params={uiFixtures.koreanForm.params} server={server} onResult={() => {}} />);
    expect(screen.getByRole('region', { name: 'Request for information from Contacts' })).toHaveAttribute('lang', 'en');
  });
});

describe('the waiting state says only what its buttons offer (defect 6)', () => {
  async function waitingOf(props: Partial<ElicitationOptions> & { params: unknown }) {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    render(<ElicitationPanel server={server} onResult={() => {}} {...props} />);
    await user.click(await screen.findByRole('button', { name: 'Open example.com' }));
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
  }

  it('speaks of retrying only when "I’m done, retry" is there', async () => {
    await waitingOf({ params: urlRequest('https://example.com/a'), url: { onRetry: () => {} } });
    const waiting = document.querySelector(
      '[data-slot="elicitation-url-verdict"][data-state="waiting"]',
    ) as HTMLElement;
    expect(waiting).toHaveTextContent('come back and retry');
    expect(screen.getByRole('button', { name: 'I’m done, retry' })).toBeVisible();
  });

  it('2025-11-25 without a retry: the server’s completion ends it, and no retry is promised', async () => {
    await waitingOf({ params: urlRequest('https://example.com/a', { elicitationId: 'e-1' }) });
    const waiting = document.querySelector(
      '[data-slot="elicitation-url-verdict"][data-state="waiting"]',
    ) as HTMLElement;
    expect(waiting).toHaveTextContent('the server lets this app know and this closes');
    expect(waiting.textContent).not.toMatch(/retry/i);
    expect(screen.queryByRole('button', { name: /retry/i })).toBeNull();
    expect(screen.getByRole('button', { name: 'Stop waiting' })).toBeVisible();
  });

  it('without either: says the user can stop waiting, the one button there is', async () => {
    await waitingOf({ params: urlRequest('https://example.com/a') });
    const waiting = document.querySelector(
      '[data-slot="elicitation-url-verdict"][data-state="waiting"]',
    ) as HTMLElement;
    expect(waiting).toHaveTextContent('you can stop waiting here at any time');
    expect(waiting.textContent).not.toMatch(/retry/i);
    expect(screen.queryByRole('button', { name: /retry/i })).toBeNull();
  });
});

describe('the -32042 walkthrough’s last screen (defect 7)', () => {
  it('no longer says "Step 2 of 2" once every page is open', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    render(
      <UrlElicitationSequence
        elicitations={[urlRequest('https://example.com/a'), urlRequest('https://example.org/b')]}
        server={server}
        onFinish={() => {}}
        url={{ onRetry: () => {} }}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Open example.com' }));
    await user.click(await screen.findByRole('button', { name: 'Open example.org' }));
    expect(await screen.findByText(/All pages opened/)).toBeVisible();
    expect(screen.queryByText(/Step \d of \d/)).toBeNull();
    // Who is asking is still said on the last screen, once.
    expect(screen.getByRole('heading', { name: 'Contacts' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry the request' })).toHaveAttribute('data-variant', 'primary');
  });
});

/** The buttons of the actions row, in order, as [name, variant]. */
function actionRow(root: ParentNode = document) {
  const row = root.querySelector('[data-slot="elicitation-actions"]') as HTMLElement;
  return [...row.querySelectorAll('button')].map((button) => [button.textContent, button.dataset.variant]);
}

describe('one placement rule for the primary action', () => {
  it.each([
    ['an ordinary form', { params: requestFixtures.seedStructuredData.params }, 'Review answers'],
    ['a request that cannot be shown', { params: { mode: 'form', message: 'x' } }, 'Decline'],
    ['an ordinary URL', { params: urlRequest('https://example.com/a') }, 'Open example.com'],
    ['a warned URL', { params: urlRequest('http://example.com/a') }, 'Decline'],
    ['a blocked URL', { params: urlRequest('javascript:alert(1)') }, 'Decline'],
  ])('%s: one primary, the recommended one, last; Cancel first', async (_name, props, primary) => {
    render(<ElicitationPanel server={server} onResult={() => {}} {...props} />);
    await waitFor(() => expect(document.querySelector('[data-state="checking"]')).toBeNull());
    const row = actionRow();
    expect(row[0]).toEqual(['Cancel', 'quiet']);
    expect(row.at(-1)).toEqual([primary, 'primary']);
    expect(row.filter(([, variant]) => variant === 'primary')).toHaveLength(1);
  });

  it('in review: Send is the last and primary; Edit answers sits with the review', async () => {
    const user = userEvent.setup();
    render(<ElicitationPanel server={server} onResult={() => {}} params={requestFixtures.seedSimpleText.params} />);
    await user.type(screen.getByRole('textbox', { name: 'Name (required)' }), 'octocat');
    await user.click(screen.getByRole('button', { name: 'Review answers' }));
    const review = await screen.findByRole('region', { name: 'Review before sending' });
    expect(within(review).getByRole('button', { name: 'Edit answers' })).toBeVisible();
    expect(actionRow()).toEqual([
      ['Cancel', 'quiet'],
      ['Decline', 'secondary'],
      ['Send', 'primary'],
    ]);
  });

  it('a form asking for secrets: the way forward keeps its place, last, as a caution button; Decline is filled', async () => {
    render(<ElicitationPanel server={server} onResult={() => {}} params={uiFixtures.secretsForm.params} />);
    expect(actionRow()).toEqual([
      ['Cancel', 'quiet'],
      ['Decline', 'primary'],
      ['Review answers', 'caution'],
    ]);
  });
});

describe('the error summary', () => {
  it('lists each invalid field with its message at the top of the form; its name takes focus to the field', async () => {
    const user = userEvent.setup();
    render(<ElicitationPanel server={server} onResult={() => {}} params={requestFixtures.seedStructuredData.params} />);
    await user.type(screen.getByRole('textbox', { name: 'Email (required)' }), 'nope');
    await user.click(screen.getByRole('button', { name: 'Review answers' }));
    const summary = await screen.findByRole('alert');
    const form = document.querySelector('[data-slot="elicitation-form"]') as HTMLElement;
    expect(form.firstElementChild).toBe(summary);
    expect(summary).toHaveTextContent('2 answers need attention.');
    const items = within(summary)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    // The field's name and its message apart, seen and heard.
    expect(items).toEqual(['Name: Enter an answer.', 'Email: Enter an email address, like name@example.com.']);
    await user.click(within(summary).getByRole('button', { name: 'Email' }));
    expect(screen.getByRole('textbox', { name: 'Email (required)' })).toHaveFocus();
    // The field says it too, beside itself.
    expect(screen.getByRole('textbox', { name: 'Email (required)' })).toHaveAccessibleDescription(
      /Enter an email address, like name@example.com\./,
    );
  });
});

describe('one visual language for where the user is', () => {
  it('the queue and the walkthrough share the step indicator; waiting shows a progress bar', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'open').mockReturnValue(null);
    const queue = new ElicitationQueue();
    const provider = render(<ElicitationProvider queue={queue} />);
    act(() => {
      queue
        .enqueue({ server: weather, params: urlRequest('https://example.com/a', { elicitationId: 'sign-in' }) })
        .catch(() => {});
      queue.enqueue({ server: calendar, params: textRequest('Title') }).catch(() => {});
    });
    const dialog = await screen.findByRole('dialog', {}, PATIENCE);
    const steps = dialog.querySelector('[data-slot="elicitation-steps"]') as HTMLElement;
    const stepStates = (root: HTMLElement) =>
      [...root.querySelectorAll('[data-slot="elicitation-step"]')].map((step) => step.getAttribute('data-state'));
    expect(steps).toHaveTextContent('Request 1 of 2');
    expect(stepStates(steps)).toEqual(['current', 'upcoming']);
    expect(within(dialog).queryByRole('progressbar')).toBeNull();

    // Consent to the URL: the request waits for its completion, under the same step indicator.
    await user.click(await within(dialog).findByRole('button', { name: 'Open example.com' }, PATIENCE));
    const bar = await within(dialog).findByRole('progressbar', {
      name: 'Waiting for you to finish on example.com',
    });
    expect(bar).toBeVisible();
    expect(queue.getSnapshot().current).toMatchObject({ state: 'waiting' });
    expect(steps).toHaveTextContent('Request 1 of 2');
    expect(stepStates(steps)).toEqual(['current', 'upcoming']);
    act(() => queue.cancelAll());
    provider.unmount();

    const { container } = render(
      <UrlElicitationSequence
        elicitations={[urlRequest('https://example.com/a'), urlRequest('https://example.org/b')]}
        server={server}
        onFinish={() => {}}
      />,
    );
    const walk = container.querySelector(
      '[data-slot="elicitation-url-sequence"] [data-slot="elicitation-steps"]',
    ) as HTMLElement;
    expect(walk).toHaveTextContent('Step 1 of 2');
    expect(stepStates(walk)).toEqual(['current', 'upcoming']);
    // The URL check settles inside Testing Library's act() before the test ends.
    await within(container).findByRole('button', { name: 'Open example.com' }, PATIENCE);
  });
});

describe('clear answer', () => {
  it('is a small icon button named for its field, with no visible words', async () => {
    const user = userEvent.setup();
    render(
      <ElicitationPanel
        server={server}
        onResult={() => {}}
        params={{ message: 'm', requestedSchema: { type: 'object', properties: { subscribe: { type: 'boolean' } } } }}
      />,
    );
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    const clear = screen.getByRole('button', { name: 'Clear answer: Subscribe' });
    // Visible words, which the accessible name starts with (WCAG 2.5.3 label in name), and no tooltip.
    expect(clear).toHaveTextContent(/^Clear answer$/);
    expect(clear).not.toHaveAttribute('title');
    expect(clear.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await user.click(clear);
    expect(screen.getByRole('radio', { name: 'Yes' })).not.toBeChecked();
  });
});

describe('fields say each thing once', () => {
  it('drops a hint the description already gives, keeps one it does not', () => {
    render(
      <ElicitationPanel
        server={server}
        onResult={() => {}}
        params={{
          message: 'm',
          requestedSchema: {
            type: 'object',
            properties: {
              seats: {
                type: 'integer',
                title: 'Seats',
                description: 'A whole number from 1 to 8.',
                minimum: 1,
                maximum: 8,
              },
              age: { type: 'integer', title: 'Age', description: 'Your age', minimum: 18 },
            },
          },
        }}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Seats' })).toHaveAccessibleDescription('A whole number from 1 to 8.');
    expect(screen.getByRole('textbox', { name: 'Age' })).toHaveAccessibleDescription(
      'Your age Whole number · 18 or more',
    );
  });

  it('drops a description that only repeats the label or the required marker, and a hint the label gives (issue 36)', () => {
    render(
      <ElicitationPanel
        server={server}
        onResult={() => {}}
        params={{
          message: 'm',
          requestedSchema: {
            type: 'object',
            properties: {
              email: { type: 'string', format: 'email', title: 'Email', description: 'Email (required)' },
              city: { type: 'string', title: 'City', description: 'City.' },
              note: { type: 'string', title: 'Note', description: 'Required' },
              seats: { type: 'integer', title: 'Seats (1–8)', minimum: 1, maximum: 8 },
              tags: {
                type: 'array',
                title: 'Tags',
                minItems: 1,
                items: { type: 'string', enum: ['a', 'b'] },
              },
              more: {
                type: 'array',
                title: 'More',
                minItems: 2,
                items: { type: 'string', enum: ['a', 'b', 'c'] },
              },
            },
            required: ['email', 'tags', 'more'],
          },
        }}
      />,
    );
    // "Email (required)" under "Email *" says nothing new; the format hint stays.
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription(
      'An email address, like name@example.com',
    );
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveAccessibleDescription('');
    // Not required, so "Required" is not the marker's words: kept, as sent.
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveAccessibleDescription('Required');
    expect(screen.getByRole('textbox', { name: /^Seats/ })).toHaveAccessibleDescription('Whole number');
    const hints = [...document.querySelectorAll('[data-slot="elicitation-field-help"]')].map(
      (hint) => hint.textContent,
    );
    expect(hints).not.toContain('Choose at least 1');
    expect(hints).toContain('Choose at least 2');
  });

  it('labels an untitled checkbox with its readable name, like every field, and sends the property name', async () => {
    const onResult = vi.fn();
    const user = userEvent.setup();
    render(
      <ElicitationPanel
        server={server}
        onResult={onResult}
        form={{ review: false }}
        params={{
          message: 'm',
          requestedSchema: {
            type: 'object',
            properties: {
              is_verified: { type: 'boolean', description: 'Verification status', default: false },
              first_name: { type: 'string' },
            },
          },
        }}
      />,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'Is verified' });
    expect(checkbox).toHaveAccessibleDescription('Verification status');
    // The label plays the part a field label plays for every other field.
    const field = checkbox.closest('[data-slot="elicitation-field"]') as HTMLElement;
    expect(field).toHaveAttribute('data-layout', 'inline');
    await user.click(checkbox);
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onResult).toHaveBeenCalledExactlyOnceWith({
      action: 'accept',
      content: { is_verified: true, first_name: 'Ada' },
    });
  });
});

describe('Decline and Cancel, told apart at the moment of choosing (issue 36)', () => {
  it("says under the buttons which is which, and the same in each button's description, × included", async () => {
    render(
      <ElicitationDialog server={server} onResult={() => {}} params={requestFixtures.seedStructuredData.params} />,
    );
    const dialog = await screen.findByRole('dialog');
    const hint = dialog.querySelector('[data-slot="elicitation-actions-hint"]') as HTMLElement;
    expect(hint).toHaveTextContent(`Decline tells ${server.title} no. Cancel closes this without an answer.`);
    expect(within(dialog).getByRole('button', { name: 'Decline' })).toHaveAccessibleDescription(
      `Decline tells ${server.title} no.`,
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveAccessibleDescription(
      'Cancel closes this without an answer.',
    );
    expect(within(dialog).getByRole('button', { name: 'Close (cancel the request)' })).toHaveAccessibleDescription(
      'Cancel closes this without an answer.',
    );
  });

  it('says it on a blocked link too, where those are the only choices', async () => {
    render(<ElicitationPanel server={server} onResult={() => {}} params={urlRequest('javascript:alert(1)')} />);
    expect(await screen.findByText(/this app will not open it/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Decline' })).toHaveAccessibleDescription(
      `Decline tells ${server.title} no.`,
    );
  });
});
