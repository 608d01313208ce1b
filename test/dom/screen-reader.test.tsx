/**
 * Issue 20: what a screen reader says, in order, walking each state from the top with the virtual
 * cursor (@guidepup/virtual-screen-reader): who is asking and the app's verdict come before the
 * server's message and the address, in form and URL mode alike.
 */
import { virtual } from '@guidepup/virtual-screen-reader';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ElicitationDialog } from '../../src';
import { requestFixtures } from '../fixtures';

const server = { name: 'contacts-server', title: 'Contacts', version: '1.4.0' };
const MESSAGE = 'Please sign in to continue.';
const urlRequest = (url: string) => ({ mode: 'url', elicitationId: 'e-1', message: MESSAGE, url });

afterEach(async () => {
  await virtual.stop();
  cleanup();
  vi.restoreAllMocks();
});

/** Everything the virtual screen reader says walking the dialog from its start to its end. */
async function transcript(dialog: HTMLElement): Promise<string[]> {
  await virtual.start({ container: dialog });
  // Bounded: a dialog has far fewer stops than this; the walk ends when the cursor stops moving.
  for (let step = 0; step < 200; step++) {
    const before = (await virtual.spokenPhraseLog()).length;
    await virtual.next();
    const log = await virtual.spokenPhraseLog();
    if (log.length === before || log.at(-1)?.startsWith('end of dialog')) break;
  }
  return virtual.spokenPhraseLog();
}

/** The index of the first phrase that contains `text`; fails naming the transcript when none does. */
function spokenAt(log: readonly string[], text: string | RegExp): number {
  const index = log.findIndex((phrase) => (typeof text === 'string' ? phrase.includes(text) : text.test(phrase)));
  expect(index, `"${text}" in:\n${log.join('\n')}`).toBeGreaterThanOrEqual(0);
  return index;
}

async function dialogOf(request: unknown, props: Record<string, unknown> = {}) {
  render(<ElicitationDialog params={request} server={server} onResult={() => {}} {...props} />);
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(dialog.querySelector('[data-state="checking"]')).toBeNull());
  return dialog;
}

/**
 * Who is asking, the verdict, the server's message, the address: strictly in this order as the
 * cursor walks the dialog (after the announcement of the dialog itself, its name and description).
 */
function expectOrder(transcriptLog: readonly string[], ...texts: (string | RegExp)[]) {
  const log = transcriptLog.slice(transcriptLog.findIndex((phrase) => !phrase.startsWith('dialog,')));
  const indexes = texts.map((text) => spokenAt(log, text));
  expect(indexes, log.join('\n')).toEqual([...indexes].sort((a, b) => a - b));
  expect(new Set(indexes).size).toBe(indexes.length);
}

describe('the spoken order', () => {
  it.each([
    ['ok', 'https://accounts.example.com/oauth/authorize?client_id=mcp-contacts', 'Opens example.com'],
    ['warn', 'http://paypal.com.account-verify.example/login', 'This link imitates paypal.com'],
    ['block', 'https://www.paypal.com@evil.example/login', 'This link was blocked'],
  ])('URL %s: who is asking, the verdict, then the message, then the address', async (_level, url, headline) => {
    const log = await transcript(await dialogOf(urlRequest(url)));
    // The dialog is announced with who asks and the app's verdict, not with the server's words.
    expect(log[0]).toContain('Request from Contacts to open a web page');
    expect(log[0]).toContain(headline);
    expect(log[0]).not.toContain(MESSAGE);
    expectOrder(log, 'heading, Contacts', headline, 'region, Message from Contacts', 'Full address');
    expect(log.join('\n')).toContain(MESSAGE);
  });

  it('URL waiting: who is asking, then the waiting state, then the message and the address', async () => {
    const user = userEvent.setup();
    const dialog = await dialogOf(urlRequest('https://accounts.example.com/sign-in'), { url: { openUrl: () => true } });
    await user.click(within(dialog).getByRole('button', { name: 'Open example.com' }));
    await within(dialog).findByRole('progressbar');
    const log = await transcript(dialog);
    expectOrder(
      log,
      'heading, Contacts',
      'Waiting for you to finish on example.com',
      'region, Message from Contacts',
      'Full address',
    );
  });

  it('form: who is asking, then the message, then the fields, then the buttons', async () => {
    const log = await transcript(await dialogOf(requestFixtures.seedStructuredData.params));
    expectOrder(log, 'heading, Contacts', 'region, Message from Contacts', /textbox, Name/, 'button, Review answers');
  });

  it('errors: who is asking, then how many answers need attention, each name apart from its message', async () => {
    const user = userEvent.setup();
    const dialog = await dialogOf(requestFixtures.seedStructuredData.params);
    await user.click(within(dialog).getByRole('button', { name: 'Review answers' }));
    await within(dialog).findByRole('alert');
    const log = await transcript(dialog);
    expectOrder(log, 'heading, Contacts', '2 answers need attention.', 'button, Name', /^:$/, 'Enter an answer.');
  });

  it('review: who is asking, the message, then the review and what will be sent', async () => {
    const user = userEvent.setup();
    const dialog = await dialogOf(requestFixtures.seedSimpleText.params);
    await user.type(within(dialog).getByRole('textbox'), 'octocat');
    await user.click(within(dialog).getByRole('button', { name: 'Review answers' }));
    await within(dialog).findByRole('heading', { name: 'Review before sending' });
    const log = await transcript(dialog);
    expectOrder(
      log,
      'heading, Contacts',
      'region, Message from Contacts',
      'Review before sending',
      'octocat',
      'button, Send',
    );
  });
});
