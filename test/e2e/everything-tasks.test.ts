/**
 * `npm run start:everything` end to end in Chromium (issue 23): the demo page against real
 * `@modelcontextprotocol/server-everything`, whose `trigger-elicitation-request-async` is listed
 * only to a client that declares `tasks.requests.elicitation.create`. The page's own SDK v1 client
 * and the host's server-side SDK v1 client (through the bridge) each answer it with a task, the
 * person answers in the dialog, and the server, which polled `tasks/get`, reads the answer from
 * `tasks/result`. All on 127.0.0.1; every other host is routed to abort.
 */
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../harness/net.ts';
import { openPage, type Session } from '../support/browser.ts';
import { PROJECT_ROOT, type Service, startService } from '../support/host-app.ts';
import {
  callButton,
  type DemoPage,
  formDialog,
  region,
  reviewAndSend,
  startDemoPage,
  toolResults,
} from './support/demoPage';

const EVERYTHING_ENTRY = createRequire(import.meta.url).resolve(
  '@modelcontextprotocol/server-everything/dist/index.js',
);
const ASYNC_TOOL = 'trigger-elicitation-request-async';
const EVERYTHING = 'server-everything';
const HOST_EVERYTHING = 'server-everything (via the host’s SDK v1 client)';
const HOST_CLIENT = 'SDK v1 on the host';

let demoPage: DemoPage | undefined;
let everything: Service | undefined;
let browser: Browser | undefined;
let origin = '';
let session: Session | undefined;

beforeAll(async () => {
  const everythingPort = await freePort();
  everything = await startService(process.execPath, [EVERYTHING_ENTRY, 'streamableHttp'], {
    cwd: PROJECT_ROOT,
    env: { PORT: String(everythingPort) },
    readyUrl: `http://127.0.0.1:${everythingPort}/mcp`,
    timeoutMs: 20_000,
  });
  // As `npm run start:everything` configures it: server-everything alone, server-side clients on.
  demoPage = await startDemoPage({
    env: { EVERYTHING_PORT: String(everythingPort), VITE_DEMO_TARGETS: 'everything' },
    cache: 'mcp-elicitation-react-e2e-everything-tasks-vite',
  });
  ({ browser, origin } = demoPage);
}, 120_000);

afterAll(async () => {
  await demoPage?.close();
  await everything?.stop();
});

afterEach(async (context) => {
  const current = session;
  session = undefined;
  if (!current) return;
  if (context.task.result?.state === 'fail') {
    const transcript = await current.page
      .getByRole('region', { name: 'Transcript' })
      // biome-ignore lint/performance/useDomNodeTextContent: innerText keeps the transcript's line breaks
      .innerText({ timeout: 1000 })
      .catch(() => '(no transcript)');
    console.info(`transcript at failure:\n${transcript}`);
  }
  await current.context.close();
  expect(current.routedAway).toEqual([]);
  expect(current.problems).toEqual([]);
});

async function open(): Promise<Page> {
  session = await openPage(browser!, origin, { viewport: { width: 1400, height: 1400 }, consoleTypes: ['error'] });
  return session.page;
}

/** Answers server-everything's async form in `dialog`: a name, a colour, and yes to the terms. */
async function answerAsyncForm(page: Page, server: string) {
  const dialog = formDialog(page, server, 'async task demo');
  await dialog.waitFor();
  await dialog.getByRole('textbox', { name: 'Your Name (required)' }).fill('Ada Lovelace');
  await dialog.getByRole('radiogroup', { name: 'Favorite Color' }).getByRole('radio', { name: 'Green' }).click();
  await dialog.getByRole('radiogroup', { name: 'Terms Agreement' }).getByRole('radio', { name: 'Yes' }).click();
  await reviewAndSend(dialog);
}

describe('trigger-elicitation-request-async, answered with a task', () => {
  it('in the page: the task goes back at once, and the answer settles it for the polling server', async () => {
    const page = await open();
    await callButton(page, EVERYTHING, ASYNC_TOOL).click();
    await answerAsyncForm(page, EVERYTHING);
    // What went back to elicitation/create at once: a CreateTaskResult, input_required.
    const sent = page
      .getByRole('listitem')
      .filter({ hasText: `${EVERYTHING} asked:` })
      .getByTestId('elicit-result');
    await expect
      .poll(async () => JSON.parse((await sent.first().textContent()) ?? '{}').task?.status)
      .toBe('input_required');
    const result = toolResults(page, EVERYTHING, ASYNC_TOOL).first();
    await result.waitFor({ timeout: 30_000 });
    const text = (await result.textContent()) ?? '';
    expect(text).toContain('[COMPLETED] User provided the requested information!');
    expect(text).toContain('- Name: Ada Lovelace');
    expect(text).toContain('- Favorite Color: Green');
    expect(text).toContain('- Agreed to terms: true');
  }, 90_000);

  it('through the host’s server-side client: the task lives on the host’s server, and the page’s answer settles it', async () => {
    const page = await open();
    const host = region(page, HOST_CLIENT);
    await host.getByRole('button', { name: `Call ${ASYNC_TOOL}`, exact: true }).click();
    await answerAsyncForm(page, HOST_EVERYTHING);
    const result = toolResults(page, HOST_EVERYTHING, ASYNC_TOOL).first();
    await result.waitFor({ timeout: 30_000 });
    const text = (await result.textContent()) ?? '';
    expect(text).toContain('[COMPLETED] User provided the requested information!');
    expect(text).toContain('- Name: Ada Lovelace');
  }, 90_000);

  it('a decline in the page settles the task as declined', async () => {
    const page = await open();
    await callButton(page, EVERYTHING, ASYNC_TOOL).click();
    const dialog = formDialog(page, EVERYTHING, 'async task demo');
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const result = toolResults(page, EVERYTHING, ASYNC_TOOL).first();
    await result.waitFor({ timeout: 30_000 });
    expect(await result.textContent()).toContain('[DECLINED] User declined to provide the requested information.');
  }, 90_000);
});
