/**
 * examples/ai-chat end to end in Chromium, built the way a host builds it (the packed library, npm
 * install, `next build`, `next start` on 127.0.0.1): a typed prompt, the mock model's tool call, the
 * Contacts MCP server's elicitation inside the transcript (the chat's own stream), the answer through
 * the bridge endpoint, and the model's final answer. Then Decline, a reload mid-question, a second
 * tab, and two instances sharing one redis-server (started here on a free loopback port), where the
 * question asked by instance A is answered from a page served by instance B.
 *
 * `AI_CHAT_PREBUILT=<folder>` reuses a folder an earlier run of `buildAiChat` left (while working on
 * this suite only: the tests then do not check this checkout's library).
 */
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, chromiumExecutable } from '../../harness/chromium.ts';
import { freePort } from '../../harness/net.ts';
import { type RedisServer, startRedisServer } from '../../harness/redisServer.ts';
import { type AiChatBuild, buildAiChat, builtAiChat } from '../../scripts/aiChatApp.ts';
import type { Service } from '../support/host-app.ts';

const PROMPT = 'Please save my contact details';
const SAVED = 'Done. Saved Ada Lovelace (ada@example.org, age 36) to your contacts.';
const DECLINED = 'Done. The person declined to share their details; nothing was saved.';
const CARD = 'Request for information from Contacts';
const RECEIPT = 'Your answer to Contacts';

let build: AiChatBuild;
let browser: Browser;
let redis: RedisServer;
/** One instance alone, in memory: `npm run example:ai-chat` as it runs by default. */
let single = '';
/** Two instances sharing chats, streams and questions through Redis. */
let first = '';
let second = '';
const services: Service[] = [];
let context: BrowserContext | undefined;
let problems: string[] = [];

async function serve(env: Record<string, string> = {}): Promise<string> {
  const port = await freePort();
  services.push(await build.start(port, env));
  return `http://127.0.0.1:${port}`;
}

beforeAll(async () => {
  const prebuilt = process.env.AI_CHAT_PREBUILT;
  build = prebuilt ? builtAiChat(prebuilt) : await buildAiChat((line) => console.log(line));
  [redis, browser] = await Promise.all([
    startRedisServer(),
    chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS }),
  ]);
  single = await serve();
  first = await serve({ REDIS_URL: redis.url });
  second = await serve({ REDIS_URL: redis.url });
}, 1_200_000);

afterAll(async () => {
  await Promise.all(services.map((service) => service.stop()));
  await browser?.close();
  await redis?.stop();
  build?.remove();
});

afterEach(async () => {
  await context?.close();
  context = undefined;
  // Nothing went wrong in any page: no uncaught error, no failed request, no React warning.
  expect(problems).toEqual([]);
});

/** A browser profile (its cookies are the session), kept to 127.0.0.1, collecting page problems. */
async function newProfile(options: BrowserContextOptions = {}): Promise<BrowserContext> {
  problems = [];
  context = await browser.newContext({ viewport: { width: 1000, height: 900 }, locale: 'en-US', ...options });
  await context.route('**/*', (route) =>
    new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort('blockedbyclient'),
  );
  return context;
}

async function open(url: string, profile: BrowserContext): Promise<Page> {
  const page = await profile.newPage();
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${page.url()}: ${message.text()}`);
  });
  await page.goto(url);
  return page;
}

/** Opens a new chat on `origin` and sends the prompt from the composer, as a person types it. */
async function startChat(origin: string, profile: BrowserContext): Promise<Page> {
  const page = await open(`${origin}/`, profile);
  await expect.poll(() => page.url()).toMatch(/\/chat\/[0-9a-f-]{36}$/);
  const composer = page.getByRole('textbox', { name: 'Message' });
  await expect.poll(() => composer.evaluate((element) => element === document.activeElement)).toBe(true);
  await page.keyboard.type(PROMPT);
  await page.keyboard.press('Enter');
  return page;
}

const card = (page: Page) => page.getByRole('region', { name: CARD });
const receipt = (page: Page) => page.getByRole('region', { name: RECEIPT });
const transcript = (page: Page) => page.getByRole('region', { name: 'Conversation' });

/** Fills the card's form and sends it (Review answers, then Send), by keyboard from the shortcut. */
async function answer(page: Page) {
  await page.keyboard.press('Alt+Shift+A');
  const name = card(page).getByRole('textbox', { name: 'Name (required)' });
  await expect.poll(() => name.evaluate((element) => element === document.activeElement)).toBe(true);
  await name.fill('Ada Lovelace');
  await card(page).getByRole('textbox', { name: 'Email (required)' }).fill('ada@example.org');
  await card(page).getByRole('textbox', { name: 'Age' }).fill('36');
  await card(page).getByRole('button', { name: 'Review answers' }).click();
  await card(page).getByRole('button', { name: 'Send', exact: true }).click();
}

/** Reloads `page` and says whether the transcript then shows `text`. */
async function reloaded(page: Page, text: string): Promise<boolean> {
  await page.reload();
  await page.getByRole('textbox', { name: 'Message' }).waitFor();
  return transcript(page).getByText(text).isVisible();
}

/** Waits until the card's Decline is in the window, above the composer pinned to its bottom. */
async function declineInView(page: Page) {
  const composerTop = (await page.locator('[data-chat-composer]').boundingBox())?.y ?? 0;
  const decline = card(page).getByRole('button', { name: 'Decline' });
  await expect
    .poll(async () => {
      const box = await decline.boundingBox();
      return box !== null && box.y >= 0 && box.y + box.height <= composerTop;
    })
    .toBe(true);
}

async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

describe('a chat on one instance', () => {
  it('goes from a typed prompt through the question in the transcript to the model’s answer', async () => {
    const page = await startChat(single, await newProfile());
    await expect.poll(() => card(page).isVisible(), { timeout: 30_000 }).toBe(true);
    // The person keeps typing where they were; the card says how to reach it, and when time is up.
    expect(await page.getByRole('textbox', { name: 'Message' }).evaluate((e) => e === document.activeElement)).toBe(
      true,
    );
    await expect.poll(() => card(page).getByText('10 minutes left to answer.').isVisible()).toBe(true);
    // The question is scrolled into view with its buttons above the composer (issue 38), the tool
    // call is in the app's words, and Send says why it waits.
    await declineInView(page);
    expect(await transcript(page).getByText('Saving to your contacts…').isVisible()).toBe(true);
    expect(await transcript(page).getByText('save_contact').count()).toBe(0);
    const sendButton = page.getByRole('button', { name: 'Send', exact: true }).last();
    expect(await sendButton.isDisabled()).toBe(true);
    expect(await page.locator('#composer-hint').textContent()).toBe(
      'Answer the Contacts question above, or decline it, to continue.',
    );
    expect(await card(page).getByText('Alt+Shift+A to answer', { exact: true }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    // The tab has its icon (the browser asks for none at /favicon.ico, which would be a 404).
    const icon = await page.locator('link[rel="icon"]').first().getAttribute('href');
    expect(icon).toBeTruthy();
    expect((await page.request.get(new URL(icon as string, page.url()).href)).status()).toBe(200);

    await answer(page);
    await expect.poll(() => receipt(page).textContent()).toContain('You sent 3 answers to Contacts.');
    expect(await receipt(page).locator('dd').allTextContents()).toEqual(['Ada Lovelace', 'ada@example.org', '36']);
    await expect.poll(() => transcript(page).getByText(SAVED).isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await card(page).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // The transcript as stored (once the turn's end is written): the receipt and the answer come back after a reload.
    await expect.poll(() => reloaded(page, SAVED), { timeout: 10_000 }).toBe(true);
    expect(await receipt(page).textContent()).toContain('You sent 3 answers to Contacts.');
  });

  it('on a 360 px touch phone in the system’s dark: the question in view above the composer, dark, no button squeezed', async () => {
    const page = await startChat(
      single,
      await newProfile({ viewport: { width: 360, height: 740 }, colorScheme: 'dark', hasTouch: true, isMobile: true }),
    );
    await expect.poll(() => card(page).isVisible(), { timeout: 30_000 }).toBe(true);
    await declineInView(page);
    // The page and the library's card both dark: light text on a dark ground.
    const lightness = (color: string) => {
      const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number);
      return (Math.max(r, g, b) + Math.min(r, g, b)) / 2 / 255;
    };
    const [pageBg, cardBg, cardFg] = await Promise.all([
      page.evaluate(() => getComputedStyle(document.body).backgroundColor),
      card(page).evaluate((element) => getComputedStyle(element).backgroundColor),
      card(page)
        .getByRole('heading')
        .first()
        .evaluate((element) => getComputedStyle(element).color),
    ]);
    expect(lightness(pageBg)).toBeLessThan(0.2);
    expect(lightness(cardBg)).toBeLessThan(0.25);
    expect(lightness(cardFg)).toBeGreaterThan(0.75);
    // Each button shows its words whole: a row that does not fit stacks instead of squeezing them.
    for (const button of await card(page).locator('[data-slot="elicitation-button"]').all()) {
      expect(await button.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    }
    // No keyboard shortcut offered on a touch screen.
    expect(await card(page).getByText('Alt+Shift+A to answer', { exact: true }).isVisible()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('an empty chat says what the assistant does and that the model is a mock, and its suggestion works', async () => {
    const page = await open(`${single}/`, await newProfile());
    await expect.poll(() => page.url()).toMatch(/\/chat\/[0-9a-f-]{36}$/);
    expect(await page.getByText('The model here is a mock').isVisible()).toBe(true);
    await page.getByRole('button', { name: PROMPT }).click();
    await expect.poll(() => card(page).isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await page.getByText('The model here is a mock').count()).toBe(0);
  });

  it('tells the model the person declined, and keeps the receipt', async () => {
    const page = await startChat(single, await newProfile());
    await card(page).getByRole('button', { name: 'Decline' }).click({ timeout: 30_000 });
    await expect.poll(() => receipt(page).textContent()).toContain('You declined the request from Contacts.');
    await expect.poll(() => transcript(page).getByText(DECLINED).isVisible(), { timeout: 30_000 }).toBe(true);
  });

  it('asks again after a reload mid-question, offers the typed answers back, and finishes the turn', async () => {
    const page = await startChat(single, await newProfile());
    await card(page).getByRole('textbox', { name: 'Name (required)' }).fill('Ada Lovelace', { timeout: 30_000 });
    await page.reload();
    // The answer still being written is replayed: the same question, waiting for the same person.
    await card(page).getByRole('button', { name: 'Restore your answers' }).click({ timeout: 30_000 });
    expect(await card(page).getByRole('textbox', { name: 'Name (required)' }).inputValue()).toBe('Ada Lovelace');
    await answer(page);
    await expect.poll(() => transcript(page).getByText(SAVED).isVisible(), { timeout: 30_000 }).toBe(true);
  });

  it('shows the question in a second tab; the answer from one closes it in both', async () => {
    const profile = await newProfile();
    const firstTab = await startChat(single, profile);
    await card(firstTab).waitFor({ timeout: 30_000 });
    const secondTab = await open(firstTab.url(), profile);
    // A phone-sized second tab: the card reflows to the width it has.
    await secondTab.setViewportSize({ width: 320, height: 740 });
    await card(secondTab).waitFor({ timeout: 30_000 });
    expect(await secondTab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await answer(secondTab);
    for (const tab of [secondTab, firstTab]) {
      await expect.poll(() => receipt(tab).textContent(), { timeout: 30_000 }).toContain('You sent 3 answers');
      await expect.poll(() => transcript(tab).getByText(SAVED).isVisible(), { timeout: 30_000 }).toBe(true);
    }
  });
});

describe('two instances on one redis-server', () => {
  it('answers from a page of instance B the question that instance A’s turn is waiting on', async () => {
    const profile = await newProfile();
    const onFirst = await startChat(first, profile);
    await card(onFirst).waitFor({ timeout: 30_000 });
    const chatPath = new URL(onFirst.url()).pathname;
    const onSecond = await open(`${second}${chatPath}`, profile);
    await card(onSecond).waitFor({ timeout: 30_000 });
    await answer(onSecond);
    for (const tab of [onSecond, onFirst]) {
      await expect.poll(() => receipt(tab).textContent(), { timeout: 30_000 }).toContain('You sent 3 answers');
      await expect.poll(() => transcript(tab).getByText(SAVED).isVisible(), { timeout: 30_000 }).toBe(true);
    }
    // Stored in Redis: instance B serves the finished transcript too.
    await expect.poll(() => reloaded(onSecond, SAVED), { timeout: 10_000 }).toBe(true);
  });
});
