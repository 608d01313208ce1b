/**
 * End to end under `Content-Security-Policy: script-src 'self'` (no 'unsafe-eval'), as many web hosts
 * serve pages: the default validator (core's own checks) must let a real user complete and send a form, while
 * @rjsf/validator-ajv8 cannot (it compiles schemas with `new Function`). Everything is driven with real
 * clicks and typing: `page.evaluate` runs over CDP, which CSP does not restrict, so it would hide the failure.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPage, type TestPage } from '../../harness/page.ts';

const CSP = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'";
const PAGE_ROOT = fileURLToPath(new URL('./csp/', import.meta.url));
const EXPECTED_RESULT =
  '{"action":"accept","content":{"name":"Monalisa Octocat","email":"octocat@github.com","age":30}}';
const EMAIL_ERROR = 'Enter an email address, like name@example.com.';
const REVIEW_HEADING = 'Review before sending';
let html = '';
let testPage: TestPage;

/** The built page's own scripts (those index.html loads), read from the output. */
function entryScripts(): { src: string; code: string }[] {
  return [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)].map(([, src]) => ({
    src: src!,
    code: readFileSync(join(testPage.outDir, src!.replace(/^\//, '')), 'utf8'),
  }));
}

interface Session {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors. */
  errors: string[];
  /** `securitypolicyviolation` events the page recorded. */
  violations: () => Promise<Window['__violations']>;
}

async function open(query = ''): Promise<Session> {
  const context = await testPage.browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  const response = await page.goto(`${testPage.origin}/${query}`);
  expect(response?.headers()['content-security-policy']).toBe(CSP);
  await page.getByRole('button', { name: 'Review answers' }).waitFor();
  // Reading what the page recorded is fine over CDP; only submitting must go through real input.
  return { context, page, errors, violations: () => page.evaluate(() => window.__violations) };
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: false }).and(page.locator('input'));

async function fillValidAnswers(page: Page) {
  await field(page, 'Name').fill('Monalisa Octocat');
  await field(page, 'Email').fill('octocat@github.com');
  await field(page, 'Age').fill('30');
}

const reviewHeading = (page: Page) => page.getByRole('heading', { name: REVIEW_HEADING });

beforeAll(async () => {
  testPage = await startTestPage(PAGE_ROOT, 'mcp-elicitation-csp-', { headers: { 'Content-Security-Policy': CSP } });
  html = readFileSync(join(testPage.outDir, 'index.html'), 'utf8');
});

afterAll(() => testPage?.close());

describe('under a Content-Security-Policy without unsafe-eval', () => {
  it('builds a page with no inline script and no eval', () => {
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="\/[^"]+\.js"/);
      expect(body!.trim()).toBe('');
    }
    expect(html).not.toMatch(/\bon[a-z]+\s*=/i);
    expect(html).not.toMatch(/eval|javascript:/i);
    // The default page's code (the ajv8 validator is a lazy chunk, loaded only for ?validator=ajv8).
    const entries = entryScripts();
    expect(entries.length).toBeGreaterThan(0);
    for (const { code } of entries) {
      expect(code).not.toMatch(/\beval\s*\(/);
      expect(code).not.toMatch(/\bFunction\s*\(/);
    }
  });

  it('completes and sends the form with the default validator, using real clicks', async () => {
    const { context, page, errors, violations } = await open();
    try {
      const email = field(page, 'Email');
      await field(page, 'Name').fill('Monalisa Octocat');
      await email.fill('not-an-email');
      await field(page, 'Age').fill('30');

      // An invalid email blocks with a visible error on the field (the summary at the top says it too).
      await page.getByRole('button', { name: 'Review answers' }).click();
      await page.locator('[data-slot="elicitation-field-error"]').getByText(EMAIL_ERROR).waitFor({ state: 'visible' });
      await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
      expect(await reviewHeading(page).count()).toBe(0);

      await email.fill('octocat@github.com');
      await page.getByRole('button', { name: 'Review answers' }).click();
      await reviewHeading(page).waitFor({ state: 'visible' });
      // The review shows each answer as it will be sent.
      expect(await page.locator('[data-slot="elicitation-review-item"] dd').allTextContents()).toEqual([
        'Monalisa Octocat',
        'octocat@github.com',
        '30',
      ]);

      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await expect.poll(() => page.locator('#result').textContent()).not.toBe('');
      expect(await page.locator('#result').textContent()).toBe(EXPECTED_RESULT);
      expect(await page.evaluate(() => window.__results)).toEqual([JSON.parse(EXPECTED_RESULT)]);

      // No CSP violation of any kind (script-src above all), and nothing logged as an error.
      expect(await violations()).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows the trap: with @rjsf/validator-ajv8 valid answers can never be reviewed', async () => {
    const { context, page, errors, violations } = await open('?validator=ajv8');
    try {
      expect(await page.evaluate(() => document.documentElement.dataset.validator)).toBe('ajv8');
      await fillValidAnswers(page);
      await page.getByRole('button', { name: 'Review answers' }).click();
      const blocked = page.locator('[data-slot="elicitation-form-errors-summary"]');
      await blocked.waitFor({ state: 'visible' });
      // Clicking again changes nothing: the form is stuck, whatever the answers.
      await page.getByRole('button', { name: 'Review answers' }).click();
      await blocked.waitFor({ state: 'visible' });
      expect(await reviewHeading(page).count()).toBe(0);
      expect(await page.locator('#result').textContent()).toBe('');
      expect(await page.evaluate(() => window.__results)).toEqual([]);

      expect(await violations()).toContainEqual(
        expect.objectContaining({ directive: 'script-src', blockedURI: 'eval' }),
      );
      // ajv logs its refused compile; the page saw the eval blocked by script-src.
      expect(errors.some((text) => text.startsWith('Error compiling schema'))).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('has no axe violations in the form and review states', async () => {
    const { context, page } = await open();
    try {
      const form = await new AxeBuilder({ page }).analyze();
      expect(form.violations).toEqual([]);

      await fillValidAnswers(page);
      await page.getByRole('button', { name: 'Review answers' }).click();
      await reviewHeading(page).waitFor({ state: 'visible' });
      const review = await new AxeBuilder({ page }).analyze();
      expect(review.violations).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
