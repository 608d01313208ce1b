/**
 * The demo host page (demo/web, served by Vite) end to end in Chromium, against the real demo MCP
 * server (both wire generations, in-process) and @modelcontextprotocol/server-everything (a child
 * process), all on 127.0.0.1. The UI is driven only through roles, labels and real clicks and keys;
 * `evaluate` only reads (what `window.open` was called with, where focus is). Every other host is
 * routed to abort, and `window.open` is stubbed to record its arguments, so nothing opens.
 *
 * Two workarounds, both explained where they are used: the -32042 walk-through dialog is driven
 * from the keyboard (it renders under its own backdrop), and the withdrawal scenario answers one
 * request first (SDK v1 drops notifications/cancelled for request id 0).
 */
import { createRequire } from 'node:module';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../../harness/net.ts';
import { openPage, type Session } from '../support/browser.ts';
import { PROJECT_ROOT, type Service, startService } from '../support/host-app.ts';
import {
  callButton,
  type DemoPage,
  formDialog,
  received,
  region,
  reviewAndSend,
  startDemoPage,
  toolResults,
} from './support/demoPage';

const EVERYTHING_ENTRY = createRequire(import.meta.url).resolve(
  '@modelcontextprotocol/server-everything/dist/index.js',
);

const DEMO = 'Demo server';
const DEMO_2026 = 'Demo server 2026';
const EVERYTHING = 'server-everything';
const WALKTHROUGH_TITLE = 'server-everything needs you to open a web page first';
const SPEC_URL = 'https://modelcontextprotocol.io/specification';
const RETRY = 'I’m done, retry';

let demoPage: DemoPage | undefined;
let everything: Service | undefined;
let browser: Browser | undefined;
let origin = '';

beforeAll(async () => {
  // server-everything listens on every interface; everything here talks to it on 127.0.0.1 only.
  const everythingPort = await freePort();
  everything = await startService(process.execPath, [EVERYTHING_ENTRY, 'streamableHttp'], {
    cwd: PROJECT_ROOT,
    env: { PORT: String(everythingPort) },
    readyUrl: `http://127.0.0.1:${everythingPort}/mcp`,
    timeoutMs: 20_000,
  });
  demoPage = await startDemoPage({
    env: {
      EVERYTHING_PORT: String(everythingPort),
      VITE_DEMO_TARGETS: 'demo,demo2026,everything',
      // The page's own clients only (bridge-host.test.ts covers the server-side ones): with three
      // servers' streams open, the bridge's would take the last of Chromium's six HTTP/1.1 connections
      // to this origin that scenario 5's answers need.
      DEMO_SERVER_SIDE: 'off',
    },
    cache: 'mcp-elicitation-react-e2e-demo-host-vite',
  });
  ({ browser, origin } = demoPage);
});

afterAll(async () => {
  await demoPage?.close();
  await everything?.stop();
});

let session: Session | undefined;
let started = 0;

async function open({ height = 1000 }: { height?: number } = {}): Promise<Session> {
  // Console errors only: the demo runs React's development build, whose warnings are not ours to fail on.
  session = await openPage(browser!, origin, { viewport: { width: 1400, height }, consoleTypes: ['error'] });
  const { page } = session;
  // Connected to all three servers: each lists its tools.
  await callButton(page, DEMO, 'every_field_kind').waitFor();
  await callButton(page, DEMO_2026, 'mrtr_two_rounds').waitFor();
  await callButton(page, EVERYTHING, 'trigger-elicitation-request').waitFor();
  return session;
}

beforeEach(() => {
  started = Date.now();
});

afterEach(async (context) => {
  const current = session;
  session = undefined;
  console.info(`${context.task.name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (!current) return;
  if (context.task.result?.state === 'fail') {
    const transcript = await current.page
      .getByRole('region', { name: 'Transcript' })
      // biome-ignore lint/performance/useDomNodeTextContent: innerText keeps the transcript's line breaks
      .innerText({ timeout: 1000 })
      .catch(() => '(no transcript)');
    const alerts = await current.page
      .getByRole('alert')
      .allInnerTexts()
      .catch(() => []);
    console.info(`transcript at failure:\n${transcript}\nalerts: ${alerts.join(' | ')}`);
  }
  await current.context.close();
  // Checked after the scenario's own assertions so its failure, if any, is the one reported.
  expect(current.routedAway).toEqual([]);
  expect(current.problems).toEqual([]);
});

const argsInput = (page: Page, server: string, tool: string) =>
  region(page, server)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `Call ${tool}`, exact: true }) })
    .getByLabel('Arguments (JSON)');
/** The transcript's "exact result that went back" for each elicitation from `server`, in order. */
const elicitResults = (page: Page, server: string) =>
  page
    .getByRole('listitem')
    .filter({ hasText: `${server} asked:` })
    .getByTestId('elicit-result');
const urlDialog = (page: Page, server: string) =>
  page.getByRole('dialog', { name: `Request from ${server} to open a web page`, exact: true });
const anyDialog = (page: Page) => page.getByRole('dialog');

/** The `n`th (0-based) result's text, once it is there. */
async function textOf(results: Locator, n = 0): Promise<string> {
  await results.nth(n).waitFor();
  return (await results.nth(n).textContent()) ?? '';
}

/** The JSON after "Raw result:" in a server-everything tool result. */
function rawResult(text: string): unknown {
  const at = text.indexOf('Raw result:');
  expect(at, text).toBeGreaterThanOrEqual(0);
  return JSON.parse(text.slice(at + 'Raw result:'.length));
}

const opened = (page: Page) => page.evaluate(() => window.__opened);

/** Whether a pointer click would reach `target` (Playwright's hit-target check, no click made). */
async function clickable(target: Locator): Promise<boolean> {
  try {
    await target.click({ trial: true, timeout: 1000 });
    return true;
  } catch {
    return false;
  }
}

/** Fills the seed's GitHub username form and sends it. */
async function answerGithub(dialog: Locator, username: string) {
  await dialog.getByRole('textbox', { name: 'Name (required)' }).fill(username);
  await reviewAndSend(dialog);
}

/** Fills the seed's contact information form and sends it. */
async function answerContact(dialog: Locator, contact: { name: string; email: string; age: number }) {
  await dialog.getByRole('textbox', { name: 'Name (required)' }).fill(contact.name);
  await dialog.getByRole('textbox', { name: 'Email (required)' }).fill(contact.email);
  await dialog.getByRole('textbox', { name: 'Age' }).fill(String(contact.age));
  await reviewAndSend(dialog);
}

describe('the demo host page against real servers', () => {
  it('1. server-everything trigger-elicitation-request: every field by its label, sent with JSON types intact', async () => {
    const { page } = await open();
    await callButton(page, EVERYTHING, 'trigger-elicitation-request').click();
    const dialog = formDialog(page, EVERYTHING);
    await dialog.waitFor();
    // Who is asking comes first: the server's title is the headline.
    await dialog.getByRole('banner').getByRole('heading', { name: 'server-everything', exact: true }).waitFor();

    await dialog.getByRole('textbox', { name: 'String (required)' }).fill('Ada King, Countess of Lovelace');
    await dialog.getByRole('radiogroup', { name: 'Boolean' }).getByRole('radio', { name: 'Yes' }).click();
    await dialog.getByRole('textbox', { name: 'String with default' }).fill('Call me Ishmael.');
    await dialog.getByRole('textbox', { name: 'String with email format' }).fill('ada@example.org');
    await dialog.getByRole('textbox', { name: 'String with uri format' }).fill('https://example.org/ada');
    await dialog.getByRole('textbox', { name: 'String with date format' }).fill('1990-12-10');
    await dialog.getByRole('textbox', { name: 'Integer' }).fill('7');
    await dialog.getByRole('textbox', { name: 'Number in range 1-1000' }).fill('2.5');
    await dialog.getByRole('combobox', { name: 'Untitled Single Select Enum' }).selectOption({ label: 'Joey' });
    const instruments = dialog.getByRole('group', { name: 'Untitled Multiple Select Enum' });
    await instruments.getByRole('checkbox', { name: 'Piano' }).check();
    await instruments.getByRole('checkbox', { name: 'Drums' }).check();
    await dialog
      .getByRole('radiogroup', { name: 'Titled Single Select Enum' })
      .getByRole('radio', { name: 'Wonder Woman' })
      .click();
    const fish = dialog.getByRole('group', { name: 'Titled Multiple Select Enum' });
    await fish.getByRole('checkbox', { name: 'Tuna' }).uncheck();
    await fish.getByRole('checkbox', { name: 'Salmon' }).check();
    await fish.getByRole('checkbox', { name: 'Trout' }).check();
    await dialog
      .getByRole('radiogroup', { name: 'Legacy Titled Single Select Enum' })
      .getByRole('radio', { name: 'Birds' })
      .click();

    await dialog.getByRole('button', { name: 'Review answers' }).click();
    const review = dialog.getByRole('region', { name: 'Review before sending' });
    await review.waitFor();
    // The review shows option titles, not the values sent.
    for (const shown of ['Ada King, Countess of Lovelace', 'Joey', 'Wonder Woman', 'Salmon and Trout', 'Birds']) {
      await review.getByText(shown, { exact: true }).waitFor();
    }
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    const text = await textOf(toolResults(page, EVERYTHING, 'trigger-elicitation-request'));
    expect(text).toContain('User provided the requested information');
    const raw = rawResult(text);
    expect(raw).toEqual({
      action: 'accept',
      content: {
        name: 'Ada King, Countess of Lovelace',
        check: true,
        firstLine: 'Call me Ishmael.',
        email: 'ada@example.org',
        homepage: 'https://example.org/ada',
        birthdate: '1990-12-10',
        integer: 7,
        number: 2.5,
        untitledSingleSelectEnum: 'Joey',
        untitledMultipleSelectEnum: ['Guitar', 'Piano', 'Drums'],
        titledSingleSelectEnum: 'hero-3',
        titledMultipleSelectEnum: ['fish-2', 'fish-3'],
        legacyTitledEnum: 'pet-3',
      },
    });
    // Exactly what the page says went back.
    expect(JSON.parse(await textOf(elicitResults(page, EVERYTHING)))).toEqual(raw);
  });

  it('2a. server-everything trigger-url-elicitation: consent opens the URL with noopener,noreferrer; the accept arrives', async () => {
    const { page } = await open();
    await argsInput(page, EVERYTHING, 'trigger-url-elicitation').fill(
      JSON.stringify({ url: SPEC_URL, message: 'Read the MCP specification, then come back.' }),
    );
    await callButton(page, EVERYTHING, 'trigger-url-elicitation').click();
    const dialog = urlDialog(page, EVERYTHING);
    await dialog.waitFor();
    await dialog.getByText('Read the MCP specification, then come back.').waitFor();
    expect(await opened(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Open modelcontextprotocol.io' }).click();
    await expect.poll(() => opened(page)).toEqual([[SPEC_URL, '_blank', 'noopener,noreferrer']]);

    const text = await textOf(toolResults(page, EVERYTHING, 'trigger-url-elicitation'));
    expect(text).toContain('User completed the URL elicitation flow');
    expect(rawResult(text)).toEqual({ action: 'accept' });
    expect(JSON.parse(await textOf(elicitResults(page, EVERYTHING)))).toEqual({ action: 'accept' });

    // server-everything never sends notifications/elicitation/complete, so the dialog waits for the
    // user even though the tool call has already returned; "Stop waiting" closes it, nothing more is sent.
    await dialog.getByRole('heading', { name: 'Waiting for you to finish on modelcontextprotocol.io' }).waitFor();
    await dialog.getByRole('button', { name: 'Stop waiting' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await elicitResults(page, EVERYTHING).count()).toBe(1);
  });

  it('2b. server-everything trigger-url-elicitation with errorPath: the -32042 walk-through, consent, retry, success', async () => {
    const { page } = await open();
    await argsInput(page, EVERYTHING, 'trigger-url-elicitation').fill(
      JSON.stringify({ url: SPEC_URL, errorPath: true }),
    );
    await callButton(page, EVERYTHING, 'trigger-url-elicitation').click();
    const walkthrough = page.getByRole('dialog', { name: WALKTHROUGH_TITLE, exact: true });
    await walkthrough.waitFor();
    await walkthrough.getByText('Step 1 of 1', { exact: true }).waitFor();
    await walkthrough.getByText('Open this link to satisfy the prerequisite, then retry the request.').waitFor();
    // The walk-through is a positioned dialog above the backdrop: a real pointer click reaches it.
    const walkOpen = walkthrough.getByRole('button', { name: 'Open modelcontextprotocol.io' });
    expect(await clickable(walkOpen)).toBe(true);
    await walkOpen.click();
    await expect
      .poll(() => opened(page))
      .toEqual([['https://modelcontextprotocol.io/', '_blank', 'noopener,noreferrer']]);
    await walkthrough.getByText('All pages opened', { exact: true }).waitFor();
    await walkthrough.getByText('Retry the request when you have finished on them.').waitFor();
    // The call has not been retried yet.
    expect(await toolResults(page, EVERYTHING, 'trigger-url-elicitation').count()).toBe(0);
    await walkthrough.getByRole('button', { name: 'Retry the request' }).click();
    await expect.poll(() => page.getByText(WALKTHROUGH_TITLE, { exact: true }).count()).toBe(0);

    // The retry takes the request path: an ordinary URL elicitation for the URL asked for.
    const dialog = urlDialog(page, EVERYTHING);
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Open modelcontextprotocol.io' }).click();
    await expect.poll(async () => (await opened(page)).length).toBe(2);
    expect((await opened(page))[1]).toEqual([SPEC_URL, '_blank', 'noopener,noreferrer']);
    const text = await textOf(toolResults(page, EVERYTHING, 'trigger-url-elicitation'));
    expect(text).toContain('User completed the URL elicitation flow');
    expect(text).toContain(`URL: ${SPEC_URL}`);
    expect(rawResult(text)).toEqual({ action: 'accept' });
    await dialog.getByRole('button', { name: 'Stop waiting' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByText('trigger-url-elicitation failed').count()).toBe(0);
  });

  it('3. decline, cancel and Escape each reach the demo server as such', async () => {
    const { page } = await open();
    const results = toolResults(page, DEMO, 'seed_github_username');
    const dismissals: [string, (dialog: Locator) => Promise<void>, string][] = [
      ['decline', (dialog) => dialog.getByRole('button', { name: 'Decline' }).click(), 'the user declined.'],
      [
        'cancel',
        (dialog) => dialog.getByRole('button', { name: 'Cancel', exact: true }).click(),
        'the user cancelled.',
      ],
      ['cancel', () => page.keyboard.press('Escape'), 'the user cancelled.'],
    ];
    for (const [index, [action, dismiss, outcome]] of dismissals.entries()) {
      await callButton(page, DEMO, 'seed_github_username').click();
      const dialog = formDialog(page, DEMO);
      await dialog.waitFor();
      // Focus starts on the first answer, inside the dialog, so Escape goes to it.
      await expect
        .poll(() =>
          dialog.getByRole('textbox', { name: 'Name (required)' }).evaluate((el) => el === document.activeElement),
        )
        .toBe(true);
      await dismiss(dialog);
      await dialog.waitFor({ state: 'hidden' });
      const text = await textOf(results, index);
      expect(text).toContain(`seed_github_username: ${outcome}`);
      expect(received(text)).toEqual([{ action }]);
      expect(JSON.parse(await textOf(elicitResults(page, DEMO), index))).toEqual({ action });
    }
  });

  it('4. a withdrawn request closes the dialog with a notice, and the tool reports the withdrawal', async () => {
    const { page } = await open();
    // SDK v1 (1.32.2) ignores notifications/cancelled for requestId 0 (`if (!requestId) return`;
    // modelcontextprotocol/typescript-sdk#2283), and the first server-to-client request of a session
    // has id 0: answer one request first so the withdrawn one has id 1.
    await callButton(page, DEMO, 'seed_github_username').click();
    await formDialog(page, DEMO).getByRole('button', { name: 'Decline' }).click();
    await toolResults(page, DEMO, 'seed_github_username').waitFor();
    await callButton(page, DEMO, 'withdrawn_request').click();
    const dialog = formDialog(page, DEMO);
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: 'Note (required)' }).pressSequentially('half a thought');
    await dialog.waitFor({ state: 'hidden', timeout: 8000 });
    const notice = page.getByRole('status').filter({ hasText: 'Demo server withdrew its request.' });
    await notice.waitFor();
    // A toast: fixed in view on top of the page, whatever the page's scroll, until dismissed.
    expect(await notice.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    expect(await notice.getByRole('button', { name: 'Dismiss' }).isVisible()).toBe(true);
    expect(await clickable(notice.getByRole('button', { name: 'Dismiss' }))).toBe(true);
    const text = await textOf(toolResults(page, DEMO, 'withdrawn_request'));
    expect(text).toContain('the server withdrew its request after 3 s');
    expect(text).not.toContain('Received ElicitResult');
    // Nothing was answered: the host recorded the withdrawal, not a result.
    expect(await textOf(elicitResults(page, DEMO), 1)).toContain('withdrew its request');
  });

  it('5. three concurrent elicitations from two servers are answered in order, each reaching its own server', async () => {
    // Tall enough that all three buttons are on screen at once: the dialog makes the page inert.
    const { context, page } = await open({ height: 6000 });
    const buttons = [
      callButton(page, DEMO, 'seed_github_username'),
      callButton(page, DEMO, 'seed_contact_information'),
      callButton(page, EVERYTHING, 'trigger-elicitation-request'),
    ];
    const boxes = [];
    for (const button of buttons) {
      const box = await button.boundingBox();
      expect(box).not.toBeNull();
      boxes.push(box!);
    }
    // The servers answer within milliseconds here, and once a dialog is open a click on the page
    // lands on its backdrop, which cancels the request. 400 ms of network latency gives a person's
    // three quick clicks time to land before the first request arrives.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 400,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    for (const box of boxes) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const calls = page.getByRole('listitem').filter({ hasText: '→ tools/call' });
    await expect
      .poll(() => calls.allInnerTexts())
      .toEqual([
        `${DEMO} → tools/call seed_github_username {}`,
        `${DEMO} → tools/call seed_contact_information {}`,
        `${EVERYTHING} → tools/call trigger-elicitation-request {}`,
      ]);

    const position = (text: string) => page.getByRole('dialog').getByText(text, { exact: true });
    await position('Request 1 of 3').waitFor();
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const first = formDialog(page, DEMO, 'Please provide your GitHub username');
    await first.getByRole('heading', { name: 'Demo server', exact: true }).waitFor();
    await first.getByRole('banner').getByText('MCP server demo-server', { exact: true }).waitFor();
    await first.getByRole('banner').getByText('Not from this app or the assistant', { exact: true }).waitFor();
    await answerGithub(first, 'octo-first');

    await position('Request 2 of 3').waitFor();
    const second = formDialog(page, DEMO, 'Please provide your contact information');
    await answerContact(second, { name: 'Grace Second', email: 'grace@example.net', age: 42 });

    await position('Request 3 of 3').waitFor();
    const third = formDialog(page, EVERYTHING);
    await third.getByRole('heading', { name: 'server-everything', exact: true }).waitFor();
    await third.getByRole('textbox', { name: 'String (required)' }).fill('Third Person');
    await reviewAndSend(third);

    const github = await textOf(toolResults(page, DEMO, 'seed_github_username'));
    expect(received(github)).toEqual([{ action: 'accept', content: { name: 'octo-first' } }]);
    const contact = await textOf(toolResults(page, DEMO, 'seed_contact_information'));
    expect(received(contact)).toEqual([
      { action: 'accept', content: { name: 'Grace Second', email: 'grace@example.net', age: 42 } },
    ]);
    const everythingText = await textOf(toolResults(page, EVERYTHING, 'trigger-elicitation-request'));
    expect(rawResult(everythingText)).toMatchObject({ action: 'accept', content: { name: 'Third Person' } });
    for (const [text, others] of [
      [github, ['Grace Second', 'Third Person']],
      [contact, ['octo-first', 'Third Person']],
      [everythingText, ['octo-first', 'Grace Second']],
    ] as const) {
      for (const other of others) expect(text).not.toContain(other);
    }
    // Each server answered one call of its own, and the page showed no other tool result.
    expect(await page.getByTestId('tool-result').count()).toBe(3);
  });

  it('6a. 2026-07-28 mrtr_two_rounds: a form round, then a URL round, then the result', async () => {
    const { page } = await open();
    await callButton(page, DEMO_2026, 'mrtr_two_rounds').click();
    const round1 = formDialog(page, DEMO_2026, 'Round 1 of 2');
    await round1.getByRole('textbox', { name: 'Name (required)' }).fill('Rosalind Round');
    await round1.getByRole('textbox', { name: 'Email (required)' }).fill('rosalind@example.com');
    await reviewAndSend(round1);

    const round2 = urlDialog(page, DEMO_2026);
    await round2.getByText('Round 2 of 2', { exact: false }).waitFor();
    await round2.getByRole('button', { name: 'Open example.com' }).click();
    await expect
      .poll(() => opened(page))
      .toEqual([
        ['https://accounts.example.com/verify-email?client=mcp-elicitation-demo', '_blank', 'noopener,noreferrer'],
      ]);
    // 2026-07-28 has no completion notification: the accept goes back when the user retries.
    await round2.getByRole('heading', { name: 'Waiting for you to finish on example.com' }).waitFor();
    expect(await toolResults(page, DEMO_2026, 'mrtr_two_rounds').count()).toBe(0);
    await round2.getByRole('button', { name: RETRY }).click();
    await round2.waitFor({ state: 'hidden' });

    const text = await textOf(toolResults(page, DEMO_2026, 'mrtr_two_rounds'));
    expect(text).toContain(
      'mrtr_two_rounds: done after two rounds for name "Rosalind Round", email "rosalind@example.com"; round 2 (verify_email): the user agreed to open the URL.',
    );
    expect(received(text)).toEqual([
      { action: 'accept', content: { name: 'Rosalind Round', email: 'rosalind@example.com' } },
      { action: 'accept' },
    ]);
  });

  it('6b. 2026-07-28 mrtr_two_rounds with a form second round, and mrtr_no_state', async () => {
    const { page } = await open();
    await argsInput(page, DEMO_2026, 'mrtr_two_rounds').fill('{"second":"form"}');
    await callButton(page, DEMO_2026, 'mrtr_two_rounds').click();
    const round1 = formDialog(page, DEMO_2026, 'Round 1 of 2');
    await round1.getByRole('textbox', { name: 'Name (required)' }).fill('Form Rounds');
    await round1.getByRole('textbox', { name: 'Email (required)' }).fill('form@example.com');
    await reviewAndSend(round1);
    const round2 = formDialog(page, DEMO_2026, 'Step 2 of 2: choose a plan.');
    await round2.getByRole('radio', { name: 'Team: shared workspaces, $30 a month' }).click();
    await round2.getByRole('textbox', { name: 'Seats' }).fill('5');
    await reviewAndSend(round2);
    const twoRounds = await textOf(toolResults(page, DEMO_2026, 'mrtr_two_rounds'));
    expect(twoRounds).toContain('round 2 (plan): the user accepted');
    expect(received(twoRounds)).toEqual([
      { action: 'accept', content: { name: 'Form Rounds', email: 'form@example.com' } },
      { action: 'accept', content: { plan: 'team', seats: 5 } },
    ]);

    await callButton(page, DEMO_2026, 'mrtr_no_state').click();
    // Two input requests in one round: both in line at once.
    await page.getByRole('dialog').getByText('Request 1 of 2', { exact: true }).waitFor();
    const username = formDialog(page, DEMO_2026, 'Please provide your GitHub username');
    await answerGithub(username, 'no-state-user');
    await page.getByRole('dialog').getByText('Request 2 of 2', { exact: true }).waitFor();
    const newsletter = formDialog(page, DEMO_2026, 'Subscribe to release notes?');
    await newsletter.getByRole('checkbox', { name: 'Subscribe (required)' }).check();
    await newsletter.getByRole('radio', { name: 'weekly' }).click();
    await reviewAndSend(newsletter);
    const noState = await textOf(toolResults(page, DEMO_2026, 'mrtr_no_state'));
    expect(noState).toContain('mrtr_no_state: answered username: accept, newsletter: accept.');
    expect(received(noState)).toEqual([
      { action: 'accept', content: { name: 'no-state-user' } },
      { action: 'accept', content: { subscribe: true, frequency: 'weekly' } },
    ]);
  });

  it('7. every_field_kind, connect_account_secrets (warned, declined) and blocked_url (no Open, declined)', async () => {
    const { page } = await open();
    await callButton(page, DEMO, 'every_field_kind').click();
    const form = formDialog(page, DEMO);
    await form.waitFor();
    await form.getByRole('textbox', { name: 'Score' }).fill('9.25');
    await form.getByRole('radiogroup', { name: 'I agree to the terms' }).getByRole('radio', { name: 'Yes' }).click();
    await form.getByRole('group', { name: 'Pizza toppings' }).getByRole('checkbox', { name: 'mushrooms' }).check();
    await reviewAndSend(form);
    const everyField = await textOf(toolResults(page, DEMO, 'every_field_kind'));
    expect(everyField).toContain('Server-side check: the content matches requestedSchema.');
    const [result] = received(everyField) as { action: string; content: Record<string, unknown> }[];
    expect(result).toMatchObject({
      action: 'accept',
      content: {
        displayName: 'Ada Lovelace',
        score: 9.25,
        seats: 2,
        newsletter: true,
        agreeToTerms: true,
        color: 'Green',
        size: 'm',
        pet: 'cat',
        toppings: ['cheese', 'mushrooms', 'olives'],
        languages: ['en'],
        birthday: '1815-12-10',
      },
    });
    expect(JSON.parse(await textOf(elicitResults(page, DEMO)))).toEqual(result);

    await callButton(page, DEMO, 'connect_account_secrets').click();
    const secrets = formDialog(page, DEMO);
    const warning = secrets.getByRole('alert').filter({ hasText: 'This form seems to ask for a secret' });
    await warning.waitFor();
    await warning.getByText('Unless you are sure, choose Decline.').waitFor();
    // The way forward keeps its place, last, as a caution button; the safe choice, Decline, is filled.
    expect(await secrets.getByRole('button', { name: 'Decline' }).getAttribute('data-variant')).toBe('primary');
    expect(await secrets.getByRole('button', { name: 'Review answers' }).getAttribute('data-variant')).toBe('caution');
    await secrets.getByRole('button', { name: 'Decline' }).click();
    await secrets.waitFor({ state: 'hidden' });
    const secretsText = await textOf(toolResults(page, DEMO, 'connect_account_secrets'));
    expect(received(secretsText)).toEqual([{ action: 'decline' }]);

    await callButton(page, DEMO, 'blocked_url').click();
    const blocked = urlDialog(page, DEMO);
    await blocked.getByRole('alert').filter({ hasText: 'This link was blocked' }).waitFor();
    expect(await blocked.getByRole('button', { name: /open/i }).count()).toBe(0);
    await blocked.getByRole('button', { name: 'Decline' }).click();
    await blocked.waitFor({ state: 'hidden' });
    const blockedText = await textOf(toolResults(page, DEMO, 'blocked_url'));
    expect(received(blockedText)).toEqual([{ action: 'decline' }]);
    expect(await opened(page)).toEqual([]);
    expect(await anyDialog(page).count()).toBe(0);
  });
  it('8. slow_report with a 3 s budget: 12 s on an open form, the time left shown, and the call still succeeds', async () => {
    const { page } = await open();
    await page.getByLabel(/^Time budget per call/).fill('3');
    await argsInput(page, DEMO, 'slow_report').fill('{"workMs":300}');
    await callButton(page, DEMO, 'slow_report').click();
    const dialog = formDialog(page, DEMO, 'Which report should I prepare?');
    await dialog.waitFor();
    // The demo host knows its server gives up on an elicitation after 10 minutes.
    await dialog.getByText('10 minutes left to answer.', { exact: true }).waitFor();
    await dialog.getByRole('textbox', { name: 'Topic (required)' }).fill('Tides');
    // Four times the whole budget with the form open: the budget does not count it.
    await page.waitForTimeout(12_000);
    expect(await toolResults(page, DEMO, 'slow_report').count()).toBe(0);
    expect(await page.locator('.entry-error').count()).toBe(0);
    await dialog.getByRole('radio', { name: 'Last week' }).click();
    await reviewAndSend(dialog);
    const text = await textOf(toolResults(page, DEMO, 'slow_report'));
    expect(text).toContain('slow_report: the report on "Tides" for "week" is ready after 300 ms of work.');
    expect(received(text)).toEqual([{ action: 'accept', content: { topic: 'Tides', period: 'week' } }]);
    expect(await page.locator('.entry-error').count()).toBe(0);
  }, 90_000);

  it('9. a reload in the middle of a form keeps the answers (sessionStorage); they come back for the same request', async () => {
    const { page } = await open();
    await callButton(page, DEMO, 'seed_contact_information').click();
    const before = formDialog(page, DEMO, 'Please provide your contact information');
    await before.getByRole('textbox', { name: 'name (required)' }).fill('Half Typed');
    await before.getByRole('textbox', { name: 'email (required)' }).fill('half@example.org');
    await page.reload();
    await callButton(page, DEMO, 'seed_contact_information').waitFor();
    await callButton(page, DEMO, 'seed_contact_information').click();
    const after = formDialog(page, DEMO, 'Please provide your contact information');
    await after.getByText('You started answering this request earlier, and your answers were kept.').waitFor();
    expect(await after.getByRole('textbox', { name: 'name (required)' }).inputValue()).toBe('');
    await after.getByRole('button', { name: 'Restore your answers' }).click();
    expect(await after.getByRole('textbox', { name: 'name (required)' }).inputValue()).toBe('Half Typed');
    expect(await after.getByRole('textbox', { name: 'email (required)' }).inputValue()).toBe('half@example.org');
    await reviewAndSend(after);
    const text = await textOf(toolResults(page, DEMO, 'seed_contact_information'));
    expect(received(text)).toEqual([{ action: 'accept', content: { name: 'Half Typed', email: 'half@example.org' } }]);
    // Answered: nothing is kept any more.
    expect(await page.evaluate(() => window.sessionStorage.getItem('mcp-elicitation-react:drafts'))).toBeNull();
  });

  it('10. suspicious_url: its argument box names the variants; a warned URL opens only after a second, deliberate step', async () => {
    const { page } = await open();
    // Each server's heading names its protocol revision once.
    for (const name of [DEMO, DEMO_2026]) {
      const heading = (await region(page, name).getByRole('heading', { level: 3 }).first().textContent()) ?? '';
      expect(heading.match(/\d{4}-\d{2}-\d{2}/g)).toHaveLength(1);
    }
    const tool = region(page, DEMO)
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: 'Call suspicious_url', exact: true }) });
    for (const variant of ['lookalike-subdomain', 'punycode', 'ip-address']) {
      await tool.getByRole('button', { name: `Use variant ${variant}` }).waitFor();
    }
    await tool.getByRole('button', { name: 'Use variant lookalike-subdomain' }).click();
    expect(await argsInput(page, DEMO, 'suspicious_url').inputValue()).toBe('{"variant":"lookalike-subdomain"}');
    await callButton(page, DEMO, 'suspicious_url').click();

    const dialog = urlDialog(page, DEMO);
    const warning = dialog.getByRole('alert').filter({ hasText: 'This link imitates paypal.com' });
    await warning.waitFor();
    // Decline is the primary and the last button; nothing opens in one click.
    expect(await dialog.getByRole('button', { name: 'Decline' }).getAttribute('data-variant')).toBe('primary');
    expect(await dialog.getByRole('button', { name: /^Open / }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'I still want to open it' }).click();
    const confirm = dialog.getByRole('button', {
      name: 'I understand (imitates paypal.com), open account-verify.example',
    });
    expect(await confirm.getAttribute('data-variant')).toBe('caution');
    expect(await opened(page)).toEqual([]);
    await confirm.click();
    await expect
      .poll(() => opened(page))
      .toEqual([['http://paypal.com.account-verify.example/login', '_blank', 'noopener,noreferrer']]);
    await dialog.getByRole('button', { name: 'Stop waiting' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const text = await textOf(toolResults(page, DEMO, 'suspicious_url'));
    expect(received(text)).toEqual([{ action: 'accept' }]);
  });

  it('11. the theme picker turns the whole page dark, the dialog with it', async () => {
    const { page } = await open();
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await background();
    await page.getByRole('radio', { name: 'Dark' }).check();
    await expect.poll(background).not.toBe(light);
    // Dark: the page's own background and text, and the library's dialog.
    const [r, g, b] = ((await background()).match(/\d+/g) ?? []).map(Number) as [number, number, number];
    expect(r + g + b).toBeLessThan(120);
    await callButton(page, DEMO, 'seed_github_username').click();
    const dialog = formDialog(page, DEMO);
    await dialog.waitFor();
    expect(await dialog.evaluate((element) => getComputedStyle(element).colorScheme)).toBe('dark');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('radio', { name: 'Light' }).check();
    await expect.poll(background).toBe(light);
  });

  it('12. the language picker asks in Arabic, right to left, and the answer still reaches the server', async () => {
    const { page } = await open();
    await page.getByRole('radio', { name: 'العربية' }).check();
    await callButton(page, DEMO, 'seed_github_username').click();
    const dialog = page.getByRole('dialog', { name: /^طلب معلومات من / });
    await dialog.waitFor();
    expect(await dialog.getAttribute('dir')).toBe('rtl');
    expect(await dialog.getAttribute('lang')).toBe('ar');
    await dialog.getByRole('button', { name: 'رفض' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const text = await textOf(toolResults(page, DEMO, 'seed_github_username'));
    expect(text).toContain('seed_github_username: the user declined.');
    expect(received(text)).toEqual([{ action: 'decline' }]);
  });
});
