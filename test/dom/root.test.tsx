/**
 * The root and its parts as Radix would have them: one lifecycle per request, state read by slice
 * (a keystroke re-renders the form alone), refs forwarded, `asChild`, handlers composed, and no
 * throw or failed send that can take the host down or leave the user stuck.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, Profiler, type ProfilerOnRenderCallback, StrictMode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  Elicitation,
  ElicitationActions,
  ElicitationDialog,
  ElicitationDialogFrame,
  ElicitationForm,
  ElicitationHeader,
  ElicitationMessage,
  ElicitationPanel,
  ElicitationPanelFrame,
  ElicitationRoot,
  ElicitationSensitiveWarning,
  useElicitation,
} from '../../src';
import { ko } from '../../src/locales/ko';
import { requestFixtures } from '../fixtures';

const server = { name: 'test-server', title: 'Test Server' };
const simple = requestFixtures.seedSimpleText.params;
const structured = requestFixtures.seedStructuredData.params;

function formRequest(message: string) {
  return {
    message,
    requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name' } }, required: ['name'] },
  };
}

function Host({
  first,
  second,
  onResult,
}: {
  first: unknown;
  second: unknown;
  onResult: (id: string) => (r: unknown) => void;
}) {
  const [which, setWhich] = useState<'first' | 'second'>('first');
  return (
    <>
      <button type="button" onClick={() => setWhich('second')}>
        Next request
      </button>
      <ElicitationPanel params={which === 'first' ? first : second} server={server} onResult={onResult(which)} />
    </>
  );
}

function Probe() {
  useElicitation();
  return null;
}

function Broken(): never {
  throw new Error('boom');
}

describe('rendering work', () => {
  it('typing 20 characters commits the form only, at most once a keystroke: never the header, message, warnings or actions', async () => {
    const commits: Record<string, number> = { header: 0, message: 0, warning: 0, actions: 0, form: 0 };
    const count: ProfilerOnRenderCallback = (id) => {
      commits[id] = (commits[id] ?? 0) + 1;
    };
    const user = userEvent.setup();
    render(
      <ElicitationRoot params={structured} server={server} onResult={() => {}}>
        <Profiler id="header" onRender={count}>
          <ElicitationHeader />
        </Profiler>
        <Profiler id="message" onRender={count}>
          <ElicitationMessage />
        </Profiler>
        <Profiler id="warning" onRender={count}>
          <ElicitationSensitiveWarning />
        </Profiler>
        <Profiler id="form" onRender={count}>
          <ElicitationForm />
        </Profiler>
        <Profiler id="actions" onRender={count}>
          <ElicitationActions />
        </Profiler>
      </ElicitationRoot>,
    );
    const name = screen.getByRole('textbox', { name: 'Name (required)' });
    await user.click(name);
    for (const key of Object.keys(commits)) commits[key] = 0;
    await user.keyboard('abcdefghijklmnopqrst');
    expect(name).toHaveValue('abcdefghijklmnopqrst');
    expect({
      header: commits.header,
      message: commits.message,
      warning: commits.warning,
      actions: commits.actions,
    }).toEqual({ header: 0, message: 0, warning: 0, actions: 0 });
    // Ours: at most one form commit per keystroke (how rjsf batches its own is rjsf's business).
    expect(commits.form).toBeGreaterThan(0);
    expect(commits.form).toBeLessThanOrEqual(20);
  });
});

describe('one request, one lifecycle', () => {
  it('a new request cancels the unanswered one exactly once and starts clean', async () => {
    const results: [string, unknown][] = [];
    const user = userEvent.setup();
    render(
      <StrictMode>
        <Host
          first={formRequest('First question')}
          second={formRequest('Second question')}
          onResult={(id) => (result) => results.push([id, result])}
        />
      </StrictMode>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Name (required)' }), 'typed for the first');
    await user.click(screen.getByRole('button', { name: 'Next request' }));
    await waitFor(() => expect(results).toEqual([['first', { action: 'cancel' }]]));
    expect(screen.getByText('Second question')).toBeVisible();
    // Nothing carried over: the answers and the phase are the new request's own.
    expect(screen.getByRole('textbox', { name: 'Name (required)' })).toHaveValue('');
    await user.type(screen.getByRole('textbox', { name: 'Name (required)' }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Review answers' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(results).toEqual([
      ['first', { action: 'cancel' }],
      ['second', { action: 'accept', content: { name: 'Ada' } }],
    ]);
  });

  it('an answered request that is replaced gets nothing more', async () => {
    const results: [string, unknown][] = [];
    const user = userEvent.setup();
    render(
      <Host
        first={formRequest('First question')}
        second={formRequest('Second question')}
        onResult={(id) => (result) => results.push([id, result])}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await user.click(screen.getByRole('button', { name: 'Next request' }));
    await act(async () => {});
    expect(results).toEqual([['first', { action: 'decline' }]]);
    expect(screen.getByRole('button', { name: 'Decline' })).toBeEnabled();
  });

  it('the same requestKey keeps the lifecycle when the request object is recreated', async () => {
    const onResult = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(
      <ElicitationPanel requestKey="a" params={formRequest('Q')} server={server} onResult={onResult} />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Name (required)' }), 'kept');
    rerender(<ElicitationPanel requestKey="a" params={formRequest('Q')} server={server} onResult={onResult} />);
    await act(async () => {});
    expect(screen.getByRole('textbox', { name: 'Name (required)' })).toHaveValue('kept');
    expect(onResult).not.toHaveBeenCalled();
  });
});

describe('composition', () => {
  it.each([
    ['Header', ElicitationHeader, 'elicitation-header'],
    ['Message', ElicitationMessage, 'elicitation-message'],
    ['Form', ElicitationForm, 'elicitation-form'],
    ['Actions', ElicitationActions, 'elicitation-actions'],
  ] as const)('%s forwards its ref and renders into the host element with asChild', (_name, Part, slot) => {
    const ref = createRef<HTMLElement>();
    const { unmount } = render(
      <ElicitationRoot params={simple} server={server} onResult={() => {}}>
        <Part ref={ref} className="host-class" />
      </ElicitationRoot>,
    );
    expect(ref.current).toBeInstanceOf(HTMLElement);
    expect(ref.current).toHaveAttribute('data-slot', slot);
    expect(ref.current).toHaveClass('host-class');
    unmount();
    render(
      <ElicitationRoot params={simple} server={server} onResult={() => {}}>
        <Part asChild>
          <article data-testid="host-element" />
        </Part>
      </ElicitationRoot>,
    );
    const element = screen.getByTestId('host-element');
    expect(element.tagName).toBe('ARTICLE');
    expect(element).toHaveAttribute('data-slot', slot);
    expect(element.textContent).not.toBe('');
  });

  it('the panel and the dialog forward their refs to their root elements', () => {
    const panel = createRef<HTMLElement>();
    const dialog = createRef<HTMLElement>();
    render(<ElicitationPanel ref={panel} params={simple} server={server} onResult={() => {}} />);
    render(<ElicitationDialog ref={dialog} params={simple} server={server} onResult={() => {}} />);
    expect(panel.current?.tagName).toBe('SECTION');
    expect(dialog.current).toHaveAttribute('role', 'dialog');
  });

  it('the namespace holds the Root and its parts, the frames among them, and no ready-made root', () => {
    render(
      <Elicitation.Root params={simple} server={server} onResult={() => {}}>
        <Elicitation.Header />
        <Elicitation.Form />
        <Elicitation.Actions />
      </Elicitation.Root>,
    );
    expect(screen.getByRole('heading', { name: 'Test Server' })).toBeVisible();
    expect(Elicitation.DialogFrame).toBe(ElicitationDialogFrame);
    expect(Elicitation.PanelFrame).toBe(ElicitationPanelFrame);
    // Each of these owns a lifecycle: inside a Root it would nest a second one.
    for (const name of ['Dialog', 'Panel', 'Card', 'Receipt', 'MessagePart'])
      expect(Object.keys(Elicitation)).not.toContain(name);
  });

  it('a frame inside a Root shares its one lifecycle: one answer, through the Root', async () => {
    const user = userEvent.setup();
    const onResult = vi.fn();
    render(
      <Elicitation.Root params={simple} server={server} onResult={onResult} form={{ review: false }}>
        <Elicitation.DialogFrame>
          <Elicitation.Header />
          <Elicitation.Form />
          <Elicitation.Actions />
        </Elicitation.DialogFrame>
      </Elicitation.Root>,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Test Server' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult).toHaveBeenCalledWith({ action: 'decline' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a panel frame renders its children as its content, or the default arrangement without any', () => {
    const { unmount } = render(
      <Elicitation.Root params={simple} server={server} onResult={() => {}}>
        <Elicitation.PanelFrame>
          <Elicitation.Header />
        </Elicitation.PanelFrame>
      </Elicitation.Root>,
    );
    const own = screen.getByRole('region', { name: 'Request for information from Test Server' });
    expect(within(own).getByRole('heading', { name: 'Test Server' })).toBeVisible();
    expect(within(own).queryByRole('button', { name: 'Decline' })).toBeNull();
    unmount();
    render(
      <Elicitation.Root params={simple} server={server} onResult={() => {}}>
        <Elicitation.PanelFrame />
      </Elicitation.Root>,
    );
    const whole = screen.getByRole('region', { name: 'Request for information from Test Server' });
    expect(within(whole).getByRole('button', { name: 'Decline' })).toBeVisible();
  });

  it("with asChild the panel frame is the host's element, whose children are the content in the same way", () => {
    render(
      <Elicitation.Root params={simple} server={server} onResult={() => {}}>
        <Elicitation.PanelFrame asChild>
          <article className="host-card">
            <Elicitation.Header />
          </article>
        </Elicitation.PanelFrame>
      </Elicitation.Root>,
    );
    const frame = screen.getByRole('article');
    expect(frame).toHaveClass('host-card');
    expect(frame).toHaveAttribute('data-slot', 'elicitation');
    expect(frame).toHaveAccessibleName('Request for information from Test Server');
    expect(within(frame).getByRole('heading', { name: 'Test Server' })).toBeVisible();
    expect(within(frame).queryByRole('button', { name: 'Decline' })).toBeNull();
  });

  it("a consumer's handler runs first and can prevent the library's", async () => {
    const user = userEvent.setup();
    const outside = document.createElement('button');
    outside.textContent = 'Outside';
    document.body.append(outside);
    outside.focus();
    const onCloseAutoFocus = vi.fn((event: Event) => event.preventDefault());
    render(
      <ElicitationDialog params={simple} server={server} onResult={() => {}} onCloseAutoFocus={onCloseAutoFocus} />,
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onCloseAutoFocus).toHaveBeenCalledTimes(1);
    // Prevented: the library did not move focus back to the button.
    expect(outside).not.toHaveFocus();
    outside.remove();
  });

  it('names the part, or the hook, used outside the root', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ElicitationHeader />)).toThrow('<ElicitationHeader> must be used inside <ElicitationRoot>');
    expect(() => render(<Probe />)).toThrow('useElicitation() must be used inside <ElicitationRoot>');
    vi.restoreAllMocks();
  });
});

describe('nothing takes the host down', () => {
  it('a part that throws becomes an explained notice with Decline and Cancel', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onResult = vi.fn();
    const user = userEvent.setup();
    render(
      <main>
        <p>Host content</p>
        <ElicitationPanel params={simple} server={server} onResult={onResult}>
          <Broken />
        </ElicitationPanel>
      </main>,
    );
    expect(screen.getByText('Host content')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('This request cannot be shown');
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onResult).toHaveBeenCalledExactlyOnceWith({ action: 'decline' });
    vi.restoreAllMocks();
  });

  it('when onResult throws: reported, said, delivered once, and the dialog can be closed', async () => {
    const error = new Error('transport closed');
    const onResult = vi.fn(() => {
      throw error;
    });
    const onError = vi.fn();
    const user = userEvent.setup();
    render(<ElicitationDialog params={simple} server={server} onResult={onResult} onError={onError} />);
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onError).toHaveBeenCalledExactlyOnceWith(error, { action: 'decline' });
    expect(screen.getByRole('status')).toHaveTextContent('Your answer could not be sent');
    // Decline and Cancel are gone: nothing more can be sent.
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onResult).toHaveBeenCalledTimes(1);
  });

  it('a rejected onResult promise without onError is logged, not thrown', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    render(<ElicitationPanel params={simple} server={server} onResult={() => Promise.reject(new Error('offline'))} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(/could not be sent/)).toBeVisible();
    expect(log).toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});

describe('focus and language', () => {
  it('submit focuses the first invalid field in the order the form shows them', async () => {
    const user = userEvent.setup();
    const request = {
      message: 'Two fields',
      requestedSchema: {
        type: 'object',
        properties: {
          age: { type: 'integer', title: 'Age', minimum: 18 },
          name: { type: 'string', title: 'Name' },
        },
        required: ['name'],
      },
    };
    render(<ElicitationPanel params={request} server={server} onResult={() => {}} />);
    await user.type(screen.getByRole('textbox', { name: 'Age' }), '12');
    await user.click(screen.getByRole('button', { name: 'Review answers' }));
    // `name` is required and empty, and validators list that first; Age comes first on screen.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Age' })).toHaveFocus());
  });

  it.each([
    ['Send', true],
    ['Decline', false],
    ['Cancel', false],
  ])('after %s, focus returns to where it was before the dialog opened', async (button, submitFirst) => {
    const user = userEvent.setup();
    const opener = document.createElement('button');
    opener.textContent = 'Opener';
    document.body.append(opener);
    opener.focus();
    render(<ElicitationDialog params={formRequest('Q')} server={server} onResult={() => {}} />);
    if (submitFirst) {
      await user.type(screen.getByRole('textbox', { name: 'Name (required)' }), 'Ada');
      await user.click(screen.getByRole('button', { name: 'Review answers' }));
    }
    await user.click(screen.getByRole('button', { name: button }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
    opener.remove();
  });

  it('after Escape, focus returns too', async () => {
    const user = userEvent.setup();
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    render(<ElicitationDialog params={simple} server={server} onResult={() => {}} />);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
    opener.remove();
  });

  it('tags the panel and the dialog with the locale', () => {
    render(<ElicitationPanel params={simple} server={server} onResult={() => {}} messages={ko} />);
    expect(screen.getByRole('region', { name: 'Test Server의 정보 요청' })).toHaveAttribute('lang', 'ko');
    render(<ElicitationDialog params={simple} server={server} onResult={() => {}} messages={ko} />);
    expect(screen.getByRole('dialog')).toHaveAttribute('lang', 'ko');
  });
});
