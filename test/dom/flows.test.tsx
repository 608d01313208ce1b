import ajv8 from '@rjsf/validator-ajv8';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ElicitationDialog, type ElicitationOptions, ElicitationPanel } from '../../src';
import { ko } from '../../src/locales/ko';
import { createCfworkerValidator } from '../../src/rjsf/validator';
import { invalidRequestFixtures, requestFixtures, uiFixtures } from '../fixtures';

const server = { name: 'test-server', title: 'Test Server' };

// Keyboard-only flows press Tab many times; jsdom needs more than the default five seconds.
vi.setConfig({ testTimeout: 30_000 });

/** Arrow keys move focus inside a radio group (Radix does it a tick later); Space chooses. */
async function arrowAndChoose(user: UserEvent, key: string, expected: HTMLElement) {
  await user.keyboard(`{${key}}`);
  await waitFor(() => expect(expected).toHaveFocus());
  await user.keyboard(' ');
}

/** Presses Tab until `target` has focus: proves it is reachable by keyboard, in order. */
async function tabTo(user: UserEvent, target: HTMLElement) {
  for (let presses = 0; presses < 200; presses++) {
    if (document.activeElement === target) return;
    await user.tab();
  }
  throw new Error(`Could not reach ${target.outerHTML.slice(0, 120)} with Tab`);
}

async function typeInto(user: UserEvent, target: HTMLElement, text: string) {
  await tabTo(user, target);
  await user.keyboard(text);
}

async function pressButton(user: UserEvent, name: string | RegExp) {
  await tabTo(user, screen.getByRole('button', { name }));
  await user.keyboard('{Enter}');
}

function setup(props: Partial<ElicitationOptions> & { params: unknown }, Component = ElicitationPanel) {
  const onResult = vi.fn();
  const user = userEvent.setup();
  const view = render(<Component server={server} onResult={onResult} {...props} />);
  return { onResult, user, ...view };
}

describe.each([
  ['core (default)', undefined],
  ['cfworker (explicit)', createCfworkerValidator()],
  ['ajv8', ajv8],
])('form flows with the %s validator', (_name, validator) => {
  it('completes the seed simple text request by keyboard and sends exactly the answer', async () => {
    const { user, onResult } = setup({ params: requestFixtures.seedSimpleText.params, form: { validator } });
    await typeInto(user, screen.getByRole('textbox', { name: 'Name (required)' }), 'octocat');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Review before sending' })).toHaveFocus();
    await pressButton(user, 'Send');
    expect(onResult).toHaveBeenCalledExactlyOnceWith({ action: 'accept', content: { name: 'octocat' } });
  });

  it('sends from the review with Enter, where focus lands; Enter held down from the form sends nothing (issue 36)', async () => {
    const { user, onResult } = setup({ params: requestFixtures.seedSimpleText.params, form: { validator } });
    await typeInto(user, screen.getByRole('textbox', { name: 'Name (required)' }), 'octocat');
    // Held down: the first press submits, the repeats reach the review's heading and are ignored.
    await user.keyboard('{Enter>3/}');
    expect(await screen.findByRole('heading', { name: 'Review before sending' })).toHaveFocus();
    expect(onResult).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onResult).toHaveBeenCalledExactlyOnceWith({ action: 'accept', content: { name: 'octocat' } });
  });

  it('completes the seed structured request, numbers sent as numbers', async () => {
    const { user, onResult } = setup({ params: requestFixtures.seedStructuredData.params, form: { validator } });
    await typeInto(user, screen.getByRole('textbox', { name: 'Name (required)' }), 'Monalisa Octocat');
    await typeInto(user, screen.getByRole('textbox', { name: 'Email (required)' }), 'octocat@github.com');
    await typeInto(user, screen.getByRole('textbox', { name: 'Age' }), '30');
    await pressButton(user, 'Review answers');
    const review = screen.getByRole('region', { name: 'Review before sending' });
    expect(within(review).getByText('Monalisa Octocat')).toBeVisible();
    await pressButton(user, 'Send');
    expect(onResult).toHaveBeenCalledExactlyOnceWith({
      action: 'accept',
      content: { name: 'Monalisa Octocat', email: 'octocat@github.com', age: 30 },
    });
  });

  it('completes all 13 server-everything fields by keyboard and sends the exact ElicitResult', async () => {
    const { user, onResult } = setup({ params: requestFixtures.serverEverything.params, form: { validator } });
    await typeInto(user, screen.getByRole('textbox', { name: 'String (required)' }), 'Ada Lovelace');
    // Optional yes/no without default: starts unanswered; arrow keys choose.
    const yes = screen.getByRole('radio', { name: 'Yes' });
    expect(screen.getByRole('radiogroup', { name: 'Boolean' })).toBeInTheDocument();
    await tabTo(user, yes);
    await user.keyboard(' ');
    expect(yes).toBeChecked();
    const firstLine = screen.getByRole('textbox', { name: 'String with default' });
    expect(firstLine).toHaveValue('It was a dark and stormy night.');
    await tabTo(user, firstLine);
    await user.keyboard('{Control>}a{/Control}Call me Ishmael.');
    await typeInto(user, screen.getByRole('textbox', { name: 'String with email format' }), 'ada@example.com');
    await typeInto(user, screen.getByRole('textbox', { name: 'String with uri format' }), 'https://ada.example');
    const birthdate = screen.getByLabelText('String with date format');
    await tabTo(user, birthdate);
    await user.type(birthdate, '1815-12-10');
    const integer = screen.getByRole('textbox', { name: 'Integer' });
    await tabTo(user, integer);
    await user.keyboard('{Control>}a{/Control}7');
    const number = screen.getByRole('textbox', { name: 'Number in range 1-1000' });
    await tabTo(user, number);
    await user.keyboard('{Control>}a{/Control}2.5');
    // Six friends: the native select (its keyboard handling is the browser's own).
    const friend = screen.getByRole('combobox', { name: 'Untitled Single Select Enum' });
    expect(friend).toHaveDisplayValue('Monica');
    await tabTo(user, friend);
    await user.selectOptions(friend, 'Joey');
    expect(friend).toHaveDisplayValue('Joey');
    // Multi-select: Guitar is the default; add Piano with Space.
    const instruments = screen.getByRole('group', { name: 'Untitled Multiple Select Enum' });
    expect(within(instruments).getByText('1 of at most 3 selected')).toBeInTheDocument();
    await tabTo(user, within(instruments).getByRole('checkbox', { name: 'Piano' }));
    await user.keyboard(' ');
    expect(within(instruments).getByText('2 of at most 3 selected')).toBeInTheDocument();
    // Titled single select: three heroes, radios; arrow to the next.
    const superman = screen.getByRole('radio', { name: 'Superman' });
    await tabTo(user, superman);
    await arrowAndChoose(user, 'ArrowDown', screen.getByRole('radio', { name: 'Green Lantern' }));
    expect(screen.getByRole('radio', { name: 'Green Lantern' })).toBeChecked();
    const fish = screen.getByRole('group', { name: 'Titled Multiple Select Enum' });
    await tabTo(user, within(fish).getByRole('checkbox', { name: 'Trout' }));
    await user.keyboard(' ');
    await tabTo(user, screen.getByRole('radio', { name: 'Cats' }));
    await arrowAndChoose(user, 'ArrowDown', screen.getByRole('radio', { name: 'Dogs' }));
    expect(screen.getByRole('radio', { name: 'Dogs' })).toBeChecked();

    await pressButton(user, 'Review answers');
    const review = await screen.findByRole('region', { name: 'Review before sending' });
    expect(within(review).getByText('Green Lantern')).toBeVisible();
    expect(within(review).getByText('Tuna and Trout')).toBeVisible();
    expect(within(review).getByText(/December 10, 1815/)).toBeVisible();
    await pressButton(user, 'Send');
    expect(onResult).toHaveBeenCalledExactlyOnceWith({
      action: 'accept',
      content: {
        name: 'Ada Lovelace',
        check: true,
        firstLine: 'Call me Ishmael.',
        email: 'ada@example.com',
        homepage: 'https://ada.example',
        birthdate: '1815-12-10',
        integer: 7,
        number: 2.5,
        untitledSingleSelectEnum: 'Joey',
        untitledMultipleSelectEnum: ['Guitar', 'Piano'],
        titledSingleSelectEnum: 'hero-2',
        titledMultipleSelectEnum: ['fish-1', 'fish-3'],
        legacyTitledEnum: 'pet-2',
      },
    });
  });

  it('blocks invalid answers, focuses the first invalid field and announces the count', async () => {
    const { user, onResult } = setup({ params: requestFixtures.seedStructuredData.params, form: { validator } });
    await typeInto(user, screen.getByRole('textbox', { name: 'Email (required)' }), 'nope');
    await typeInto(user, screen.getByRole('textbox', { name: 'Age' }), '12');
    await pressButton(user, 'Review answers');
    expect(await screen.findByRole('alert')).toHaveTextContent('3 answers need attention.');
    const name = screen.getByRole('textbox', { name: 'Name (required)' });
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Your full name Enter an answer.');
    expect(screen.getByRole('textbox', { name: 'Email (required)' })).toHaveAccessibleDescription(
      /Enter an email address, like name@example.com\./,
    );
    expect(screen.getByRole('textbox', { name: 'Age' })).toHaveAccessibleDescription(/Enter 18 or more\./);
    expect(onResult).not.toHaveBeenCalled();
  });

  it('checks a flagged answer again as it is fixed: its error and the summary go at once, focus stays (issue 36)', async () => {
    const { user } = setup({ params: requestFixtures.seedStructuredData.params, form: { validator } });
    const email = screen.getByRole('textbox', { name: 'Email (required)' });
    await typeInto(user, email, 'nope');
    await typeInto(user, screen.getByRole('textbox', { name: 'Age' }), '12');
    await pressButton(user, 'Review answers');
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('3 answers need attention.');
    await tabTo(user, email);
    await user.keyboard('{Control>}a{/Control}good@example.com');
    await user.tab();
    const age = screen.getByRole('textbox', { name: 'Age' });
    expect(age).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'false');
    expect(email).not.toHaveAccessibleDescription(/Enter an email address/);
    expect(summary).toHaveTextContent('2 answers need attention.');
    expect(summary).not.toHaveTextContent('Email');
    // Still wrong answers stay flagged; a new one is flagged as it is typed.
    expect(age).toHaveAttribute('aria-invalid', 'true');
    await user.keyboard('{Backspace}{Backspace}30');
    expect(age).toHaveAttribute('aria-invalid', 'false');
    expect(summary).toHaveTextContent('1 answer needs attention.');
    expect(age).toHaveFocus();
  });

  it('keeps partial numbers as typed and never sends NaN', async () => {
    const { user, onResult } = setup({ params: requestFixtures.seedStructuredData.params, form: { validator } });
    await typeInto(user, screen.getByRole('textbox', { name: 'Name (required)' }), 'A');
    await typeInto(user, screen.getByRole('textbox', { name: 'Email (required)' }), 'a@b.co');
    const age = screen.getByRole('textbox', { name: 'Age' });
    await typeInto(user, age, '-');
    expect(age).toHaveValue('-');
    await pressButton(user, 'Review answers');
    expect(age).toHaveAccessibleDescription(/Enter a number\./);
    await tabTo(user, age);
    await user.keyboard('{Backspace}19.');
    expect(age).toHaveValue('19.');
    await pressButton(user, 'Review answers');
    await pressButton(user, 'Send');
    expect(onResult).toHaveBeenCalledExactlyOnceWith({
      action: 'accept',
      content: { name: 'A', email: 'a@b.co', age: 19 },
    });
  });
});

describe('decline, cancel and exactly once', () => {
  it('Decline sends decline with no content', async () => {
    const { user, onResult } = setup({ params: requestFixtures.seedStructuredData.params });
    await pressButton(user, 'Decline');
    expect(onResult).toHaveBeenCalledExactlyOnceWith({ action: 'decline' });
    expect(screen.getByRole('status')).toHaveTextContent('You declined this request from Test Server.');
  });

  it('Cancel sends cancel', async () => {
    const { user, onResult } = setup({ params: requestFixtures.seedSimpleText.params });
    await pressButton(user, 'Cancel');
    expect(onResult).toHaveBeenCalledExactlyOnceWith({ action: 'cancel' });
  });

  it('Escape in the dialog cancels, closes it and returns focus', async () => {
    const onResult = vi.fn();
    const user = userEvent.setup();
    render(
      <ElicitationDialog params={requestFixtures.seedStructuredData.params} server={server} onResult={onResult} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Request for information from Test Server' });
    expect(within(dialog).getByRole('textbox', { name: 'Name (required)' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onResult).toHaveBeenCalledExactlyOnceWith({ action: 'cancel' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the close button cancels', async () => {
    const { user, onResult } = setup({ params: requestFixtures.seedSimpleText.params }, ElicitationDialog);
    await user.click(await screen.findByRole('button', { name: 'Close (cancel the request)' }));
    expect(onResult).toHaveBeenCalledExactlyOnceWith({ action: 'cancel' });
  });

  it('a click outside cancels, but not one landing as the dialog appears', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const { user, onResult } = setup({ params: requestFixtures.seedSimpleText.params }, ElicitationDialog);
    await screen.findByRole('dialog');
    // 100 ms after it appeared: a click meant for the page, not a choice.
    now.mockReturnValue(1_000_100);
    const backdrop = document.querySelector('[data-slot="elicitation-overlay"]') as HTMLElement;
    await user.pointer({ keys: '[MouseLeft]', target: backdrop });
    expect(onResult).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeVisible();
    // A second later, clicking outside is a dismissal: cancel.
    now.mockReturnValue(1_001_000);
    await user.pointer({ keys: '[MouseLeft]', target: backdrop });
    expect(onResult).toHaveBeenCalledExactlyOnceWith({ action: 'cancel' });
    now.mockRestore();
  });

  it('traps focus inside the dialog', async () => {
    const { user } = setup({ params: requestFixtures.seedSimpleText.params }, ElicitationDialog);
    const dialog = await screen.findByRole('dialog');
    for (let presses = 0; presses < 12; presses++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('double clicks and Enter held down on Send send once', async () => {
    const { user, onResult } = setup({ params: requestFixtures.seedSimpleText.params });
    await typeInto(user, screen.getByRole('textbox', { name: 'Name (required)' }), 'x');
    await pressButton(user, 'Review answers');
    const send = screen.getByRole('button', { name: 'Send' });
    await user.dblClick(send);
    await user.keyboard('{Enter>5/}');
    expect(onResult).toHaveBeenCalledTimes(1);
  });

  it('Escape and Cancel while sending do nothing more', async () => {
    let finish: () => void = () => {};
    const onResult = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    render(
      <ElicitationDialog
        params={requestFixtures.seedSimpleText.params}
        server={server}
        onResult={onResult}
        form={{ review: false }}
      />,
    );
    await user.type(await screen.findByRole('textbox', { name: 'Name (required)' }), 'x{Enter}');
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult).toHaveBeenCalledWith({ action: 'accept', content: { name: 'x' } });
    await act(async () => finish());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onResult).toHaveBeenCalledTimes(1);
  });

  it('unmounting an unanswered request cancels it once, also under StrictMode', async () => {
    const onResult = vi.fn();
    const { unmount } = render(
      <StrictMode>
        <ElicitationPanel params={requestFixtures.seedSimpleText.params} server={server} onResult={onResult} />
      </StrictMode>,
    );
    await act(async () => {});
    expect(onResult).not.toHaveBeenCalled();
    unmount();
    await act(async () => {});
    expect(onResult).toHaveBeenCalledExactlyOnceWith({ action: 'cancel' });
  });

  it('unmounting after an answer sends nothing more', async () => {
    const { user, onResult, unmount } = setup({ params: requestFixtures.seedSimpleText.params });
    await pressButton(user, 'Decline');
    unmount();
    await act(async () => {});
    expect(onResult).toHaveBeenCalledExactlyOnceWith({ action: 'decline' });
  });
});

describe('review', () => {
  it('Edit goes back with nothing lost, and the review shows what will be sent', async () => {
    const { user, onResult } = setup({ params: requestFixtures.serverEverything.params });
    await typeInto(user, screen.getByRole('textbox', { name: 'String (required)' }), 'Grace');
    await pressButton(user, 'Review answers');
    const review = screen.getByRole('region', { name: 'Review before sending' });
    const row = (label: string) =>
      within(review).getByText((_, element) => element?.tagName === 'DT' && element.textContent === label)
        .nextElementSibling;
    expect(row('Boolean')).toHaveTextContent('Not provided');
    expect(row('Integer')).toHaveTextContent('42');
    expect(row('Number in range 1-1000')).toHaveTextContent('3.14');
    expect(row('Titled Single Select Enum')).toHaveTextContent('Superman');
    expect(row('Legacy Titled Single Select Enum')).toHaveTextContent('Cats');
    await pressButton(user, 'Edit answers');
    expect(screen.getByRole('textbox', { name: 'String (required)' })).toHaveValue('Grace');
    expect(screen.getByRole('textbox', { name: 'Integer' })).toHaveValue('42');
    await pressButton(user, 'Review answers');
    await pressButton(user, 'Send');
    expect(onResult.mock.calls[0]?.[0].content.name).toBe('Grace');
    expect(onResult.mock.calls[0]?.[0].content).not.toHaveProperty('check');
  });

  it('review={false} sends straight after a valid submit', async () => {
    const { user, onResult } = setup({ params: requestFixtures.conformanceSep1034.params, form: { review: false } });
    await pressButton(user, 'Send');
    expect(onResult).toHaveBeenCalledExactlyOnceWith({
      action: 'accept',
      content: { name: 'John Doe', age: 30, score: 95.5, status: 'active', verified: true },
    });
  });

  it('an optional yes/no answered then cleared is omitted again', async () => {
    const { user, onResult } = setup({ params: requestFixtures.serverEverything.params, form: { review: false } });
    await typeInto(user, screen.getByRole('textbox', { name: 'String (required)' }), 'G');
    await tabTo(user, screen.getByRole('radio', { name: 'Yes' }));
    await arrowAndChoose(user, 'ArrowRight', screen.getByRole('radio', { name: 'No' }));
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    await pressButton(user, 'Clear answer: Boolean');
    expect(screen.getByRole('radio', { name: 'No' })).not.toBeChecked();
    await pressButton(user, 'Send');
    expect(onResult.mock.calls[0]?.[0].content).not.toHaveProperty('check');
  });
});

describe('requests that need care', () => {
  it('an invalid request says so, lists the problems, and Decline still works', async () => {
    const fixture = invalidRequestFixtures.find((candidate) => candidate.code === 'nested-object');
    const { user, onResult } = setup({ params: fixture?.params });
    expect(screen.getByRole('heading', { name: 'This request cannot be shown' })).toBeVisible();
    expect(screen.getByText(/nested object; elicitation forms are flat/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Review answers' })).toBeNull();
    await pressButton(user, 'Decline');
    expect(onResult).toHaveBeenCalledExactlyOnceWith({ action: 'decline' });
  });

  it.each(invalidRequestFixtures)('never crashes on "$name"', ({ params }) => {
    setup({ params: params });
    expect(screen.getByRole('button', { name: 'Decline' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('warns about a form that asks for secrets and suggests Decline', () => {
    setup({ params: uiFixtures.secretsForm.params });
    const warning = screen.getByRole('alert');
    expect(warning).toHaveTextContent('This form seems to ask for a secret');
    expect(warning).toHaveTextContent('Looks like a password: Password');
    expect(warning).toHaveTextContent('Looks like an API key: OpenAI API key');
    // The way forward keeps its place, last, drawn as a caution; the safe choice, Decline, is the filled one.
    expect(screen.getByRole('button', { name: 'Decline' })).toHaveAttribute('data-variant', 'primary');
    expect(screen.getByRole('button', { name: 'Review answers' })).toHaveAttribute('data-variant', 'caution');
    expect(document.querySelectorAll('[data-variant="primary"]')).toHaveLength(1);
  });

  it('renders message and labels as plain text: no links, no HTML', () => {
    setup({
      params: {
        message: 'Visit <a href="https://evil.example">here</a> or https://evil.example\n**bold**',
        requestedSchema: {
          type: 'object',
          properties: {
            x: { type: 'string', title: '<img src=x onerror=alert(1)>', description: '[click](https://evil.example)' },
          },
        },
      },
    });
    expect(screen.queryByRole('link')).toBeNull();
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByRole('region', { name: 'Message from Test Server' }).textContent).toBe(
      'Visit <a href="https://evil.example">here</a> or https://evil.example\n**bold**',
    );
  });

  it('shows who is asking first, once: the server as the headline, then its name and not the host', () => {
    setup({ params: requestFixtures.seedSimpleText.params, server: { ...server, version: '2.1.0' } });
    const header = screen.getByRole('banner');
    const headline = within(header).getByRole('heading', { level: 2 });
    expect(headline).toHaveTextContent(/^Test Server$/);
    expect(header.querySelector('[data-slot="elicitation-attribution"]')).toHaveTextContent(
      /^MCP server test-server.*version 2\.1\.0.*Not from this app or the assistant$/,
    );
    // The header is the first thing in the part, and the body never names the server again.
    const content = header.parentElement as HTMLElement;
    expect(content.firstElementChild).toBe(header);
    const body = content.querySelector('[data-slot="elicitation-body"]') as HTMLElement;
    expect(body.textContent).not.toMatch(/Test Server|test-server/);
  });

  it('says "MCP server" alone under a server without a separate title', () => {
    setup({ params: requestFixtures.seedSimpleText.params, server: { name: 'weather' } });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('heading', { level: 2 })).toHaveTextContent(/^weather$/);
    expect(header.querySelector('[data-slot="elicitation-attribution"]')).toHaveTextContent(
      /^MCP server.*Not from this app or the assistant$/,
    );
    expect(header.textContent?.match(/weather/g)).toHaveLength(1);
  });

  it('speaks Korean, numbers and all', async () => {
    const { user } = setup({ params: uiFixtures.koreanForm.params, messages: ko });
    expect(screen.getByRole('heading', { name: 'Test Server' })).toBeVisible();
    expect(screen.getByRole('banner')).toHaveTextContent('이 앱이나 어시스턴트가 보낸 요청이 아니에요');
    expect(screen.getByText('정수 · 1에서 10 사이')).toBeInTheDocument();
    await pressButton(user, '답변 검토');
    expect(await screen.findByRole('alert')).toHaveTextContent('확인이 필요한 답변이 2개 있어요.');
    const recipient = screen.getByRole('textbox', { name: '받는 사람 (필수)' });
    expect(recipient).toHaveAccessibleDescription('2자 이상 답변을 입력하세요.');
  });
});
