/**
 * Drafts through the user's eyes: answers typed into a request that ends without the user's choice
 * (withdrawn, expired, dismissed, the page going away) are offered back for an equivalent request
 * from the same server; answered, declined and discarded ones are not; secrets never are.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ElicitationPanel, ElicitationProvider } from '../../src';
import { ElicitationDrafts, type FormElicitationRequest, parseElicitationRequest } from '../../src/core';
import { ElicitationQueue } from '../../src/mcp';
import { uiFixtures } from '../fixtures';
import { calendar, formDialog, noDialog, PATIENCE, textRequest, weather } from '../support/mcp-harness';

vi.setConfig({ testTimeout: 30_000 });

const RESTORE = 'Restore your answers';

function provider(drafts?: ElicitationDrafts | null) {
  const queue = new ElicitationQueue();
  const user = userEvent.setup();
  const view = render(<ElicitationProvider queue={queue} form={{ drafts }} />);
  const ask = (server: typeof weather, params: unknown, options: { signal?: AbortSignal; deadline?: number } = {}) => {
    let answer!: Promise<unknown>;
    act(() => {
      answer = queue.enqueue({ server, params, ...options });
    });
    answer.catch(() => {});
    return answer;
  };
  return { queue, user, ask, unmount: view.unmount };
}

async function typeCity(user: UserEvent, dialog: HTMLElement, text: string) {
  await user.type(within(dialog).getByRole('textbox', { name: 'City (required)' }), text);
}

describe('drafts in the provider (kept in memory by default)', () => {
  it('offers the answers of a withdrawn request back for an equivalent one, restores them and focuses the form', async () => {
    const { user, ask } = provider();
    const withdraw = new AbortController();
    ask(weather, textRequest('City'), { signal: withdraw.signal });
    await typeCity(user, await formDialog('Weather'), 'Lisb');
    act(() => withdraw.abort());
    await noDialog();

    // The same schema with another message is the same request again.
    ask(weather, textRequest('City', 'Where should the forecast be for?'));
    const dialog = await formDialog('Weather');
    const offer = within(dialog).getByText('You started answering this request earlier, and your answers were kept.');
    expect(offer).toHaveAttribute('role', 'status');
    expect(within(dialog).getByRole('textbox', { name: 'City (required)' })).toHaveValue('');
    // One filled button on the screen, the last of the row: the offer's buttons are not primaries.
    expect([...dialog.querySelectorAll('[data-variant="primary"]')].map((button) => button.textContent)).toEqual([
      'Review answers',
    ]);
    await user.click(within(dialog).getByRole('button', { name: RESTORE }));
    const field = within(dialog).getByRole('textbox', { name: 'City (required)' });
    expect(field).toHaveValue('Lisb');
    await waitFor(() => expect(field).toHaveFocus());
    expect(
      within(dialog).getByText('Your earlier answers are back in the form. Check them before you send.'),
    ).toHaveAttribute('role', 'status');
    expect(within(dialog).queryByRole('button', { name: RESTORE })).toBeNull();
  });

  it('an offer left alone survives another withdrawal; typing over it replaces it', async () => {
    const { user, ask } = provider();
    ask(weather, textRequest('City'));
    await typeCity(user, await formDialog('Weather'), 'Sines');
    await user.keyboard('{Escape}');
    await noDialog();

    // Offered, ignored, dismissed again without typing: the draft is still there.
    ask(weather, textRequest('City'));
    const ignored = await formDialog('Weather');
    expect(within(ignored).getByRole('button', { name: RESTORE })).toBeVisible();
    await user.click(within(ignored).getByRole('button', { name: 'Cancel' }));
    await noDialog();

    // Offered, ignored, but something else typed: that is what is kept now.
    ask(weather, textRequest('City'));
    await typeCity(user, await formDialog('Weather'), 'Nazare');
    await user.keyboard('{Escape}');
    await noDialog();

    ask(weather, textRequest('City'));
    const last = await formDialog('Weather');
    await user.click(within(last).getByRole('button', { name: RESTORE }));
    expect(within(last).getByRole('textbox', { name: 'City (required)' })).toHaveValue('Nazare');
  });

  it('keeps nothing once the request is answered or declined', async () => {
    const { user, ask } = provider();
    const answered = ask(weather, textRequest('City'));
    const first = await formDialog('Weather');
    await typeCity(user, first, 'Porto');
    await user.click(within(first).getByRole('button', { name: 'Review answers' }));
    await user.click(await within(first).findByRole('button', { name: 'Send' }));
    await expect(answered).resolves.toEqual({ action: 'accept', content: { answer: 'Porto' } });
    await noDialog();

    const declined = ask(weather, textRequest('City'));
    const second = await formDialog('Weather');
    expect(within(second).queryByRole('button', { name: RESTORE })).toBeNull();
    await typeCity(user, second, 'Faro');
    await user.click(within(second).getByRole('button', { name: 'Decline' }));
    await expect(declined).resolves.toEqual({ action: 'decline' });
    await noDialog();

    ask(weather, textRequest('City'));
    const third = await formDialog('Weather');
    expect(within(third).queryByRole('button', { name: RESTORE })).toBeNull();
  });

  it('keeps the answers of a dismissed request (Escape), but not for another server or another schema', async () => {
    const { user, ask } = provider();
    ask(weather, textRequest('City'));
    await typeCity(user, await formDialog('Weather'), 'Braga');
    await user.keyboard('{Escape}');
    await noDialog();

    ask(calendar, textRequest('City'));
    const other = await formDialog('Calendar');
    expect(within(other).queryByRole('button', { name: RESTORE })).toBeNull();
    await user.click(within(other).getByRole('button', { name: 'Decline' }));
    await noDialog();
    ask(weather, textRequest('Town'));
    const town = await formDialog('Weather');
    expect(within(town).queryByRole('button', { name: RESTORE })).toBeNull();
    await user.click(within(town).getByRole('button', { name: 'Decline' }));
    await noDialog();

    ask(weather, textRequest('City'));
    const again = await formDialog('Weather');
    await user.click(within(again).getByRole('button', { name: RESTORE }));
    expect(within(again).getByRole('textbox', { name: 'City (required)' })).toHaveValue('Braga');
  });

  it('“Discard them” forgets the draft', async () => {
    const { user, ask } = provider();
    ask(weather, textRequest('City'));
    await typeCity(user, await formDialog('Weather'), 'Evora');
    await user.keyboard('{Escape}');
    await noDialog();
    ask(weather, textRequest('City'));
    const offered = await formDialog('Weather');
    await user.click(within(offered).getByRole('button', { name: 'Discard them' }));
    expect(within(offered).queryByText(/started answering/)).toBeNull();
    await waitFor(() => expect(within(offered).getByRole('textbox', { name: 'City (required)' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await noDialog();
    ask(weather, textRequest('City'));
    expect(within(await formDialog('Weather')).queryByRole('button', { name: RESTORE })).toBeNull();
  });

  it('keeps the answers of an expired request', async () => {
    const { user, ask } = provider();
    ask(weather, textRequest('City'), { deadline: Date.now() + 1500 });
    await typeCity(user, await formDialog('Weather'), 'Leiria');
    await waitFor(
      () => expect(screen.getByRole('status')).toHaveTextContent('Time ran out to answer Weather.'),
      PATIENCE,
    );
    ask(weather, textRequest('City'));
    const again = await formDialog('Weather');
    await user.click(within(again).getByRole('button', { name: RESTORE }));
    expect(within(again).getByRole('textbox', { name: 'City (required)' })).toHaveValue('Leiria');
  });

  it('never keeps answers to fields that look like secrets', async () => {
    const { user, ask } = provider();
    ask(weather, uiFixtures.secretsForm.params);
    const dialog = await formDialog('Weather');
    await user.type(within(dialog).getByRole('textbox', { name: 'Username (required)' }), 'ada');
    // Secret-looking fields are masked (no textbox role): found by their labels.
    await user.type(within(dialog).getByLabelText(/^Password/, { selector: 'input' }), 'hunter2');
    await user.type(within(dialog).getByLabelText(/^OpenAI API key/, { selector: 'input' }), 'sk-123');
    await user.keyboard('{Escape}');
    await noDialog();
    ask(weather, uiFixtures.secretsForm.params);
    const again = await formDialog('Weather');
    await user.click(within(again).getByRole('button', { name: RESTORE }));
    expect(within(again).getByRole('textbox', { name: 'Username (required)' })).toHaveValue('ada');
    expect(within(again).getByLabelText(/^Password/, { selector: 'input' })).toHaveValue('');
    expect(within(again).getByLabelText(/^OpenAI API key/, { selector: 'input' })).toHaveValue('');
  });

  it('keeps nothing with drafts={null}', async () => {
    const { user, ask } = provider(null);
    ask(weather, textRequest('City'));
    await typeCity(user, await formDialog('Weather'), 'Viseu');
    await user.keyboard('{Escape}');
    await noDialog();
    ask(weather, textRequest('City'));
    expect(within(await formDialog('Weather')).queryByRole('button', { name: RESTORE })).toBeNull();
  });
});

describe('drafts in sessionStorage', () => {
  it('keeps what was typed when the page goes away, and offers it after a reload', async () => {
    const storage = window.sessionStorage;
    storage.clear();
    const { user, ask, unmount } = provider(new ElicitationDrafts({ storage }));
    ask(weather, textRequest('City'));
    await typeCity(user, await formDialog('Weather'), 'Coimbra');
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pagehide'));
    });
    expect(storage.getItem('mcp-elicitation-react:drafts')).toContain('Coimbra');

    // The reloaded page: a new provider and a new drafts object over the same storage.
    unmount();
    const reloaded = provider(new ElicitationDrafts({ storage }));
    reloaded.ask(weather, textRequest('City'));
    const again = await formDialog('Weather');
    await reloaded.user.click(within(again).getByRole('button', { name: RESTORE }));
    expect(within(again).getByRole('textbox', { name: 'City (required)' })).toHaveValue('Coimbra');
    storage.clear();
  });
});

describe('drafts on the panel', () => {
  it('keeps nothing unless the host passes drafts', async () => {
    const user = userEvent.setup();
    const first = render(<ElicitationPanel params={textRequest('City')} server={weather} onResult={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: 'City (required)' }), 'Tomar');
    first.unmount();
    render(<ElicitationPanel params={textRequest('City')} server={weather} onResult={vi.fn()} />);
    expect(screen.queryByRole('button', { name: RESTORE })).toBeNull();
  });

  it('with drafts, an unmounted (unanswered) panel keeps its answers for the next one', async () => {
    const drafts = new ElicitationDrafts();
    const user = userEvent.setup();
    const first = render(
      <ElicitationPanel params={textRequest('City')} server={weather} onResult={vi.fn()} form={{ drafts }} />,
    );
    await user.type(screen.getByRole('textbox', { name: 'City (required)' }), 'Tomar');
    first.unmount();
    await waitFor(() => expect(drafts.find(weather, parsedCity())).not.toBeNull());
    render(<ElicitationPanel params={textRequest('City')} server={weather} onResult={vi.fn()} form={{ drafts }} />);
    await user.click(screen.getByRole('button', { name: RESTORE }));
    expect(screen.getByRole('textbox', { name: 'City (required)' })).toHaveValue('Tomar');
  });
});

/** The parsed form of `textRequest('City')`, for looking the draft up directly. */
function parsedCity(): FormElicitationRequest {
  const parsed = parseElicitationRequest(textRequest('City'));
  if (!parsed.ok || parsed.request.mode !== 'form') throw new Error('not a form');
  return parsed.request;
}
