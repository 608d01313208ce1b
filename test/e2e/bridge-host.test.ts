/**
 * The demo host's server-side clients end to end in Chromium: the dev server's Node process holds
 * an SDK v1 client and an `@ai-sdk/mcp` client to the real demo MCP server (both on 127.0.0.1), and
 * their elicitations reach the page through the bridge. Tool calls start from the page's buttons,
 * or, where the page reloads or goes offline mid-call, from the test with the page's session cookie
 * (a call started by the page would lose its response with the page, not its elicitation).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  callButton,
  type DemoPage,
  formDialog,
  received,
  reviewAndSend,
  startDemoPage,
  toolResults,
} from './support/demoPage';

const SDK_V1 = 'Demo server (via the host’s SDK v1 client)';
const AI_SDK = 'Demo server (via the host’s AI SDK client)';
const V1_CLIENT = 'SDK v1 on the host';
const AI_CLIENT = '@ai-sdk/mcp on the host';

let demoPage: DemoPage | undefined;
let browser: Browser | undefined;
let origin = '';

beforeAll(async () => {
  demoPage = await startDemoPage({
    env: { VITE_DEMO_TARGETS: 'demo,demo2026' },
    cache: 'mcp-elicitation-react-e2e-bridge-host-vite',
  });
  ({ browser, origin } = demoPage);
});

afterAll(async () => {
  await demoPage?.close();
});

interface Session {
  context: BrowserContext;
  pages: Page[];
  errors: string[];
  /** Console errors expected in this scenario (requests failing while offline). */
  tolerated: RegExp | null;
}

let session: Session | undefined;

async function newContext(): Promise<Session> {
  const context = await browser!.newContext({ viewport: { width: 1400, height: 1600 } });
  await context.route('**/*', (route) =>
    new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort('blockedbyclient'),
  );
  session = { context, pages: [], errors: [], tolerated: null };
  return session;
}

/** Opens the demo page in the session's context and waits for the bridge to connect. */
async function openTab(current: Session): Promise<Page> {
  const page = await current.context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') current.errors.push(message.text());
  });
  page.on('pageerror', (error) => current.errors.push(String(error)));
  current.pages.push(page);
  await page.goto(origin);
  await bridgeStatus(page, 'connected');
  return page;
}

afterEach(async () => {
  const current = session;
  session = undefined;
  if (!current) return;
  await current.context.close();
  expect(current.errors.filter((error) => !current.tolerated?.test(error))).toEqual([]);
});

const bridgeStatus = (page: Page, text: string) =>
  page
    .getByRole('status', { name: 'Bridge connection' })
    .filter({ hasText: `Bridge: ${text}` })
    .waitFor();

/** Calls a tool through the host's server-side client from outside the page, as the page's session. */
async function callFromHost(current: Session, client: 'sdk-v1' | 'ai-sdk', tool: string): Promise<string> {
  const cookies = await current.context.cookies(origin);
  const response = await fetch(`${origin}/host/call`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Cookie: cookies.map(({ name, value }) => `${name}=${value}`).join('; '),
    },
    body: JSON.stringify({ client, tool, args: {} }),
  });
  const body = (await response.json()) as { result?: { content?: { text?: string }[] }; error?: string };
  if (body.error) throw new Error(body.error);
  return body.result?.content?.map((part) => part.text ?? '').join('\n') ?? '';
}

/** Reads the session's bridge stream from outside the page until an item is pending: the request is stored. */
async function storedPending(cookie: string): Promise<void> {
  const controller = new AbortController();
  const response = await fetch(`${origin}/host/bridge`, {
    headers: { Cookie: cookie, Accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    while (!/^event: pending$/m.test(text)) {
      const { done, value } = await reader.read();
      if (done) throw new Error('the bridge stream ended before a pending item');
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    controller.abort();
  }
}

describe('server-side MCP clients, answered in the page through the bridge', () => {
  it('1. a tool call through the host’s SDK v1 client, and one through @ai-sdk/mcp (2026-07-28), answered in the page', async () => {
    const page = await openTab(await newContext());
    await callButton(page, V1_CLIENT, 'seed_github_username').click();
    const v1 = formDialog(page, SDK_V1);
    await v1.getByRole('heading', { name: SDK_V1, exact: true }).waitFor();
    await v1.getByRole('textbox', { name: 'Name (required)' }).fill('octo-server-side');
    await reviewAndSend(v1);
    const v1Text = (await toolResults(page, SDK_V1, 'seed_github_username').textContent()) ?? '';
    expect(received(v1Text)).toEqual([{ action: 'accept', content: { name: 'octo-server-side' } }]);

    await callButton(page, AI_CLIENT, 'seed_contact_information').click();
    const ai = formDialog(page, AI_SDK);
    await ai.getByRole('textbox', { name: 'Name (required)' }).fill('Grace Hopper');
    await ai.getByRole('textbox', { name: 'Email (required)' }).fill('grace@example.net');
    await ai.getByRole('textbox', { name: 'age' }).fill('85');
    await reviewAndSend(ai);
    const aiText = (await toolResults(page, AI_SDK, 'seed_contact_information').textContent()) ?? '';
    expect(received(aiText)).toEqual([
      { action: 'accept', content: { name: 'Grace Hopper', email: 'grace@example.net', age: 85 } },
    ]);
  });

  it('2. reload mid-elicitation: the request reappears and exactly one answer reaches the server', async () => {
    const current = await newContext();
    const page = await openTab(current);
    const call = callFromHost(current, 'sdk-v1', 'seed_github_username');
    const dialog = formDialog(page, SDK_V1);
    await dialog.getByRole('textbox', { name: 'Name (required)' }).fill('typed before the reload');
    await page.reload();
    await dialog.getByRole('textbox', { name: 'Name (required)' }).fill('after-reload');
    await reviewAndSend(dialog);
    expect(received(await call)).toEqual([{ action: 'accept', content: { name: 'after-reload' } }]);
    await bridgeStatus(page, 'connected');
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('2b. a call the page started, reloaded during its question (issue 38): the reloaded page shows how it ended', async () => {
    const page = await openTab(await newContext());
    await callButton(page, V1_CLIENT, 'seed_github_username').click();
    const dialog = formDialog(page, SDK_V1);
    await dialog.getByRole('textbox', { name: 'Name (required)' }).waitFor();
    await page.reload();
    await dialog.getByRole('textbox', { name: 'Name (required)' }).fill('answered-after-reload');
    await reviewAndSend(dialog);
    // The page that started the call is gone; this load shows the call, marked, and its outcome.
    const text = (await toolResults(page, SDK_V1, 'seed_github_username').textContent()) ?? '';
    expect(received(text)).toEqual([{ action: 'accept', content: { name: 'answered-after-reload' } }]);
    expect(await page.getByRole('listitem').filter({ hasText: 'started before this page was reloaded' }).count()).toBe(
      1,
    );
    await expect.poll(() => page.locator('.latest-status').textContent()).toBe('seed_github_username finished.');
    // Shown once: a further reload is not told of it again.
    await page.reload();
    await bridgeStatus(page, 'connected');
    expect(await page.getByRole('listitem').filter({ hasText: 'started before this page was reloaded' }).count()).toBe(
      0,
    );
  });

  it('2c. a call whose page went away and that ended meanwhile is shown by the next load, once', async () => {
    const current = await newContext();
    const page = await openTab(current);
    const cookies = await current.context.cookies(origin);
    // A page load ("gone") starts a call and goes away before it ends: its request is aborted.
    const gone = new AbortController();
    const started = fetch(`${origin}/host/call`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Cookie: cookies.map(({ name, value }) => `${name}=${value}`).join('; '),
      },
      body: JSON.stringify({ client: 'sdk-v1', tool: 'seed_github_username', args: {}, page: 'gone' }),
      signal: gone.signal,
    }).catch(() => null);
    const dialog = formDialog(page, SDK_V1);
    await dialog.getByRole('textbox', { name: 'Name (required)' }).fill('ended-while-away');
    gone.abort();
    await started;
    await reviewAndSend(dialog);
    // The answer is in; the server's tool returns within milliseconds of it.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const resumed = page.getByRole('listitem').filter({ hasText: 'started before this page was reloaded' });
    // Ended before this load asked: handed over with its outcome, shown once.
    await page.reload();
    await bridgeStatus(page, 'connected');
    await expect.poll(() => resumed.count()).toBe(1);
    const text = (await toolResults(page, SDK_V1, 'seed_github_username').textContent()) ?? '';
    expect(received(text)).toEqual([{ action: 'accept', content: { name: 'ended-while-away' } }]);
    await page.reload();
    await bridgeStatus(page, 'connected');
    expect(await resumed.count()).toBe(0);
  });

  it('3. two tabs of one session: both show it, the first answer wins, the other closes with a notice', async () => {
    const current = await newContext();
    const first = await openTab(current);
    const second = await openTab(current);
    const call = callFromHost(current, 'ai-sdk', 'seed_github_username');
    await formDialog(first, AI_SDK).waitFor();
    await formDialog(second, AI_SDK).waitFor();
    const dialog = formDialog(second, AI_SDK);
    await dialog.getByRole('textbox', { name: 'Name (required)' }).fill('second-tab');
    await reviewAndSend(dialog);
    expect(received(await call)).toEqual([{ action: 'accept', content: { name: 'second-tab' } }]);
    await formDialog(first, AI_SDK).waitFor({ state: 'hidden' });
    await first
      .getByRole('status')
      .filter({ hasText: `The request from ${AI_SDK} was answered in another tab.` })
      .waitFor();
    expect(await second.getByText('answered in another tab').count()).toBe(0);
  });

  it('3b. three tabs (issue 37): each answers a call of its own and a bridged one; no session outlives its tab', async () => {
    // Sessions the earlier scenarios left (a context closed at once runs no page's pagehide), once settled.
    let baseline = demoPage!.sessions();
    await expect
      .poll(
        async () => {
          const before = baseline;
          await new Promise((resolve) => setTimeout(resolve, 500));
          baseline = demoPage!.sessions();
          return baseline === before;
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    const current = await newContext();
    const tabs = [await openTab(current), await openTab(current), await openTab(current)];
    const opened = () => demoPage!.sessions() - baseline;
    // One session of the page's own 2025-11-25 client per tab (StrictMode's first connect ended), and
    // the host's own server-side client's, one per browser session.
    await expect.poll(opened, { timeout: 5000 }).toBe(4);
    for (const [index, page] of tabs.entries()) {
      // The tab a person works in is the one in front (a background tab's animations are throttled).
      await page.bringToFront();
      await callButton(page, 'Demo server', 'seed_github_username').click();
      const dialog = formDialog(page, 'Demo server');
      await dialog.getByRole('textbox', { name: 'Name (required)' }).fill(`tab-${index}`);
      await reviewAndSend(dialog);
      const text = (await toolResults(page, 'Demo server', 'seed_github_username').textContent()) ?? '';
      expect(received(text)).toEqual([{ action: 'accept', content: { name: `tab-${index}` } }]);
      // A server-side call, answered in this tab while the other two show it too.
      const call = callFromHost(current, 'sdk-v1', 'seed_github_username');
      const bridged = formDialog(page, SDK_V1);
      await bridged.getByRole('textbox', { name: 'Name (required)' }).fill(`bridged-${index}`);
      await reviewAndSend(bridged);
      expect(received(await call)).toEqual([{ action: 'accept', content: { name: `bridged-${index}` } }]);
    }
    // Reloads end the old session on the way out.
    for (const page of tabs) {
      await page.reload();
      await bridgeStatus(page, 'connected');
    }
    await expect.poll(opened, { timeout: 5000 }).toBe(4);
    for (const page of tabs) await page.close();
    await expect.poll(opened, { timeout: 5000 }).toBe(1);
    // Three tabs, six answered calls and three reloads: about 50 s on a busy 2-core machine.
  }, 180_000);

  it('5b. a drop scheduled a few seconds ahead lands while the question is open (issue 38); the answer still arrives once', async () => {
    const page = await openTab(await newContext());
    await page.getByRole('button', { name: 'Drop it in 5 s' }).click();
    await callButton(page, V1_CLIENT, 'seed_github_username').click();
    const dialog = formDialog(page, SDK_V1);
    await dialog.getByRole('textbox', { name: 'Name (required)' }).fill('through-the-drop');
    // The page behind the dialog is inert: its status is read by CSS, not by role.
    const status = page.locator('[aria-label="Bridge connection"]');
    await expect.poll(() => status.getAttribute('data-state'), { timeout: 10_000 }).not.toBe('open');
    await expect.poll(() => status.getAttribute('data-state'), { timeout: 10_000 }).toBe('open');
    // The question stayed, with what was typed.
    expect(await dialog.getByRole('textbox', { name: 'Name (required)' }).inputValue()).toBe('through-the-drop');
    await reviewAndSend(dialog);
    const text = (await toolResults(page, SDK_V1, 'seed_github_username').textContent()) ?? '';
    expect(received(text)).toEqual([{ action: 'accept', content: { name: 'through-the-drop' } }]);
  });

  it('4. the server withdraws its request: the page closes the dialog with a notice', async () => {
    const page = await openTab(await newContext());
    // SDK v1 (1.32.2) ignores notifications/cancelled for request id 0 (the session's first
    // server-to-client request), on the host as in a page: answer one request first.
    await callButton(page, V1_CLIENT, 'seed_github_username').click();
    await formDialog(page, SDK_V1).getByRole('button', { name: 'Decline' }).click();
    await toolResults(page, SDK_V1, 'seed_github_username').waitFor();
    await callButton(page, V1_CLIENT, 'withdrawn_request').click();
    const dialog = formDialog(page, SDK_V1);
    await dialog.getByRole('textbox', { name: 'Note (required)' }).pressSequentially('half a thought');
    await dialog.waitFor({ state: 'hidden', timeout: 10_000 });
    await page
      .getByRole('status')
      .filter({ hasText: `${SDK_V1} withdrew its request.` })
      .waitFor();
    const text = (await toolResults(page, SDK_V1, 'withdrawn_request').textContent()) ?? '';
    expect(text).toContain('the server withdrew its request after 3 s');
    expect(received(text)).toEqual([]);
  });

  it('5. the event stream is cut while offline: the page says reconnecting, then catches up; nothing lost', async () => {
    const current = await newContext();
    current.tolerated = /ERR_INTERNET_DISCONNECTED|Failed to load resource/;
    const page = await openTab(current);
    await current.context.setOffline(true);
    const cookies = await current.context.cookies(origin);
    const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
    // The host ends the stream (as a proxy or a redeploy would); the page cannot reconnect while offline.
    await fetch(`${origin}/host/drop`, { method: 'POST', headers: { Cookie: cookie } });
    await bridgeStatus(page, 'reconnecting…');
    // A request arrives while the page is away.
    const call = callFromHost(current, 'sdk-v1', 'seed_github_username');
    // Once the bridge holds it (another reader of the session sees it pending), the offline page still shows nothing.
    await storedPending(cookie);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await bridgeStatus(page, 'reconnecting…');
    await current.context.setOffline(false);
    const dialog = formDialog(page, SDK_V1);
    await dialog.waitFor({ timeout: 30_000 });
    await dialog.getByRole('textbox', { name: 'Name (required)' }).fill('after-the-cut');
    await reviewAndSend(dialog);
    // The status is outside the dialog, hidden from assistive technology while it is open.
    await bridgeStatus(page, 'connected');
    expect(received(await call)).toEqual([{ action: 'accept', content: { name: 'after-the-cut' } }]);
    // Shown once: no second copy from the replay.
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});
