/**
 * Issue 38, the demo page as a newcomer meets it (`npm start`), in Chromium at 1280 and 360 px,
 * light and dark, in English, Korean and Arabic: the four featured scenarios at the top, each one
 * run from its button to the server's answer, and the latest result in view after every call, with
 * a sign while the call is under way.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, type Session } from '../support/browser';
import { type DemoPage, startDemoPage } from './support/demoPage';

let demoPage: DemoPage | undefined;
let browser: Browser | undefined;
let origin = '';

beforeAll(async () => {
  demoPage = await startDemoPage({ env: {}, cache: 'mcp-elicitation-react-e2e-demo-showcase-vite' });
  ({ browser, origin } = demoPage);
});

afterAll(async () => {
  await demoPage?.close();
});

/** Whether `target` lies inside the window, whole. */
async function inView(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return false;
  return (
    box.y >= 0 && box.x >= 0 && box.y + box.height <= viewport.height + 1 && box.x + box.width <= viewport.width + 1
  );
}

async function open(width: number, theme: 'light' | 'dark', lang: 'en' | 'ko' | 'ar'): Promise<Session> {
  const session = await openPage(browser!, `${origin}/?theme=${theme}&lang=${lang}`, {
    viewport: { width, height: width > 500 ? 900 : 740 },
    consoleTypes: ['error'],
  });
  // Every scenario's button is ready once its server is connected.
  await expect.poll(() => session.page.locator('.featured button:disabled').count(), { timeout: 20_000 }).toBe(0);
  return session;
}

/** Runs `body` on the demo page opened as `open` does; the page must log no error meanwhile. */
async function onPage(
  width: number,
  theme: 'light' | 'dark',
  lang: 'en' | 'ko' | 'ar',
  body: (page: Page) => Promise<void>,
): Promise<void> {
  const { page, context, problems } = await open(width, theme, lang);
  try {
    await body(page);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
}

const latest = (page: Page) => page.getByRole('region', { name: /Latest result|최근 결과|آخر نتيجة/ });

/** Runs one scenario from its button; `answer` deals with what the server asks; then the outcome must be in view. */
async function run(page: Page, button: string, answer: (dialog: Locator) => Promise<void>, done: RegExp) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  await dialog.first().waitFor();
  await answer(dialog.first());
  await dialog.first().waitFor({ state: 'hidden' });
  await expect.poll(() => latest(page).getByRole('status').textContent(), { timeout: 15_000 }).toMatch(done);
  expect(await inView(page, latest(page))).toBe(true);
  return (await latest(page).getByTestId('latest-result').textContent()) ?? '';
}

describe('the demo’s front (issue 38)', () => {
  it('1280 px, light, English: a form answered, the result in view, the sign while it runs', async () => {
    await onPage(1280, 'light', 'en', async (page) => {
      expect(await page.getByRole('heading', { name: 'Start here' }).isVisible()).toBe(true);
      expect(await latest(page).getByRole('status').textContent()).toContain('Call a tool');
      await page.getByRole('button', { name: 'Try it: A form' }).click();
      // Under way: said where the person looks (read by CSS: once the server's question opens, the page
      // behind the modal dialog is inert, out of the accessibility tree).
      await expect
        .poll(() => page.locator('.latest-status').textContent())
        .toContain('Calling seed_contact_information');
      const dialog = page.getByRole('dialog', { name: 'Request for information from Demo server' });
      await dialog.getByRole('textbox', { name: 'Name (required)' }).fill('Ada Lovelace');
      await dialog.getByRole('textbox', { name: 'Email (required)' }).fill('ada@example.org');
      await dialog.getByRole('button', { name: 'Review answers' }).click();
      await dialog.getByRole('button', { name: 'Send', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect
        .poll(() => latest(page).getByRole('status').textContent())
        .toBe('seed_contact_information finished.');
      expect(await inView(page, latest(page))).toBe(true);
      expect(await latest(page).getByTestId('latest-result').textContent()).toContain('Ada Lovelace');
      // Scrolled to the bottom of a long page, the latest result is still where the person looks.
      await page.mouse.wheel(0, 4000);
      expect(await inView(page, latest(page))).toBe(true);
    });
  });

  it('360 px, dark, Arabic: the page speaks Arabic right to left; a risky link declined, then a secret-asking server', async () => {
    await onPage(360, 'dark', 'ar', async (page) => {
      const featured = page.getByRole('region', { name: 'ابدأ هنا' });
      expect(await featured.getAttribute('dir')).toBe('rtl');
      // The whole page, not only the library's dialogs: its language and direction, its title and pickers.
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
        'ar',
        'rtl',
      ]);
      const title = page.getByRole('heading', { level: 1 });
      expect(await title.textContent()).toBe('مضيف تجريبي لـ mcp-elicitation-react');
      // The library's name stays one unbroken word at 360 px.
      expect(await title.locator('.product').evaluate((name) => name.getClientRects().length)).toBe(1);
      expect(await page.getByRole('group', { name: 'المظهر' }).getByRole('radio', { name: 'داكن' }).isChecked()).toBe(
        true,
      );
      expect(await page.getByRole('group', { name: 'اللغة' }).isVisible()).toBe(true);
      // Right to left: the featured scenarios' buttons sit at the right of their cards.
      const card = featured.getByRole('listitem').first();
      const [cardBox, buttonBox] = await Promise.all([card.boundingBox(), card.getByRole('button').boundingBox()]);
      expect(cardBox!.x + cardBox!.width - (buttonBox!.x + buttonBox!.width)).toBeLessThan(buttonBox!.x - cardBox!.x);
      // The developers' part says it is English, and stays left to right.
      const tools = page.getByRole('region', { name: 'Every tool, by server' });
      expect([await tools.getAttribute('lang'), await tools.getAttribute('dir')]).toEqual(['en', 'ltr']);
      // A risky link, then a server asking for secrets: each declined, the outcome in view.
      for (const [scenario, tool] of [
        ['رابط خطِر', 'suspicious_url'],
        ['خادم يطلب أسرارًا', 'connect_account_secrets'],
      ]) {
        const decline = (dialog: Locator) => dialog.getByRole('button', { name: 'رفض', exact: true }).click();
        expect(await run(page, `جرّبه: ${scenario}`, decline, new RegExp(`^انتهى ${tool}\\.$`))).toContain('decline');
      }
    });
  });

  it('groups every server’s tools by what a person sees, each under its heading', async () => {
    await onPage(1280, 'light', 'en', async (page) => {
      const demo = page.getByRole('region', { name: 'Demo server', exact: true });
      const headings = await demo.getByRole('heading', { level: 4 }).allTextContents();
      expect(headings).toEqual([
        'A form to fill',
        'A page to open',
        'Several questions in one call',
        'Waiting and withdrawal',
      ]);
      const groupOf = (tool: string) =>
        demo
          .locator('.tool-group')
          .filter({ has: page.getByRole('button', { name: `Call ${tool}`, exact: true }) })
          .getByRole('heading', { level: 4 })
          .textContent();
      expect(await groupOf('seed_contact_information')).toBe('A form to fill');
      expect(await groupOf('connect_account_secrets')).toBe('A form to fill');
      expect(await groupOf('suspicious_url')).toBe('A page to open');
      expect(await groupOf('needs_authorization')).toBe('A page to open');
      expect(await groupOf('multi_step_signup')).toBe('Several questions in one call');
      expect(await groupOf('withdrawn_request')).toBe('Waiting and withdrawal');
      // Every tool the server lists is under one group: none dropped.
      expect(await demo.getByRole('button', { name: /^Call / }).count()).toBe(11);
      // The host's own clients group theirs the same way.
      const host = page.getByRole('region', { name: 'SDK v1 on the host', exact: true });
      expect(await host.getByRole('heading', { level: 4 }).first().textContent()).toBe('A form to fill');
    });
  });

  it('360 px, light, Korean: two steps in one call, both answered', async () => {
    await onPage(360, 'light', 'ko', async (page) => {
      const text = await run(
        page,
        '해 보기: 한 번의 호출, 두 단계',
        async () => {
          // Step 1: who is signing up; step 2: a plan (its defaults kept). Each reviewed, then sent.
          const first = page.getByRole('dialog').filter({ hasText: 'Step 1 of 2' });
          await first.getByRole('textbox', { name: /^Name/ }).fill('Ada Lovelace');
          await first.getByRole('textbox', { name: /^Email/ }).fill('ada@example.org');
          await first.getByRole('button', { name: '답변 검토' }).click();
          await first.getByRole('button', { name: '보내기', exact: true }).click();
          const second = page.getByRole('dialog').filter({ hasText: 'Step 2 of 2' });
          await second.getByRole('button', { name: '답변 검토' }).click();
          await second.getByRole('button', { name: '보내기', exact: true }).click();
        },
        /^multi_step_signup 완료\.$/,
      );
      expect(text.length).toBeGreaterThan(0);
    });
  });
});
