import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { requestFixtures, uiFixtures } from '../../test/fixtures';
import { en, ko } from '../i18n';
import { ElicitationDialog } from './ElicitationDialog';

/**
 * Every state a person meets, in the dialog as `ElicitationProvider` shows it, in light and dark,
 * English and Korean: the set of screenshots the design is judged by (the queue, the -32042
 * walkthrough and the withdrawn notice are under "States/Queue").
 */
type Locale = 'en' | 'ko';
type Theme = 'light' | 'dark';
type State = 'form' | 'errors' | 'review' | 'url-ok' | 'url-warn' | 'url-block' | 'waiting';

/** Waits until `element` is visible: a dialog and what is in it fade in. */
async function appears(element: HTMLElement) {
  await waitFor(() => expect(element).toBeVisible(), { timeout: 3000 });
}

const SERVERS = {
  en: { name: 'contacts-server', title: 'Contacts', version: '1.4.0' },
  ko: { name: 'shop-server', title: '쇼핑몰', version: '2.0.1' },
} as const;

const urlRequest = (url: string, locale: Locale) => ({
  mode: 'url',
  elicitationId: 'e-1',
  message: locale === 'ko' ? '계속하려면 로그인하세요.' : 'Please sign in to continue.',
  url,
});

const FORMS = {
  en: { long: requestFixtures.serverEverything.params, short: requestFixtures.seedStructuredData.params },
  ko: { long: uiFixtures.koreanForm.params, short: uiFixtures.koreanForm.params },
};

function requestFor(state: State, locale: Locale): unknown {
  switch (state) {
    case 'form':
      return FORMS[locale].long;
    case 'errors':
    case 'review':
      return FORMS[locale].short;
    case 'url-ok':
    case 'waiting':
      return urlRequest('https://accounts.example.com/oauth/authorize?client_id=mcp-contacts&scope=read', locale);
    case 'url-warn':
      return urlRequest('http://paypal.com.account-verify.example/login', locale);
    case 'url-block':
      return urlRequest('https://www.paypal.com@evil.example/login', locale);
  }
}

/** Fills the required answers of the short form, in the story's language. */
async function answerRequired(dialog: HTMLElement, locale: Locale) {
  const page = within(dialog);
  if (locale === 'ko') {
    await userEvent.type(page.getByLabelText(/^받는 사람/), '홍길동');
    await userEvent.type(page.getByLabelText(/^이메일/), 'gildong@example.com');
  } else {
    await userEvent.type(page.getByLabelText(/^Name/), 'Ada Lovelace');
    await userEvent.type(page.getByLabelText(/^Email/), 'ada@example.com');
    await userEvent.type(page.getByLabelText(/^Age/), '36');
  }
}

/** What happens after the dialog appears, so the story shows its state. */
async function reach(state: State, locale: Locale, body: HTMLElement) {
  const messages = locale === 'ko' ? ko : en;
  const dialog = await within(body).findByRole('dialog', {}, { timeout: 5000 });
  const page = within(dialog);
  switch (state) {
    case 'errors':
      await userEvent.click(page.getByRole('button', { name: messages.actions.submit }));
      await appears(await page.findByRole('alert'));
      return;
    case 'review':
      await answerRequired(dialog, locale);
      await userEvent.click(page.getByRole('button', { name: messages.actions.submit }));
      await appears(await page.findByRole('heading', { name: messages.review.heading }));
      return;
    case 'waiting':
      await userEvent.click(await page.findByRole('button', { name: /example\.com/ }));
      await appears(await page.findByRole('progressbar'));
      return;
    case 'url-warn':
    case 'url-block':
      await appears(await page.findByRole('alert'));
      return;
    default:
      await waitFor(() => expect(dialog.querySelector('[data-state="checking"]')).toBeNull());
  }
}

const DESCRIPTIONS: Record<State, string> = {
  form: 'A long form: the header and the buttons stay, the body scrolls between them.',
  errors: 'Submitted with answers missing: the error summary at the top links to each field.',
  review: 'Every answer as it will be sent; Edit answers beside the title, Send is the primary.',
  'url-ok': 'An ordinary URL: destination large, the full address with its domain marked, one click to open.',
  'url-warn': 'A warned URL: Decline is the primary; opening takes a second, deliberate step.',
  'url-block': 'A blocked URL (a user part before the host): no way to open it; the user part is struck through.',
  waiting: 'After consent: the waiting state with its progress bar, and the buttons it speaks of.',
};

function story(state: State, locale: Locale, theme: Theme): StoryObj<typeof ElicitationDialog> {
  return {
    args: { request: requestFor(state, locale), server: SERVERS[locale], locale },
    parameters: { theme, docs: { description: { story: DESCRIPTIONS[state] } } },
    play: async ({ canvasElement }) => reach(state, locale, canvasElement.ownerDocument.body),
  };
}

const meta = {
  title: 'States/Request',
  component: ElicitationDialog,
  args: { onResult: fn(), openUrl: fn(), onRetry: fn(), onStop: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ElicitationDialog>;

export default meta;

export const Form = story('form', 'en', 'light');
export const FormDark = story('form', 'en', 'dark');
export const FormKorean = story('form', 'ko', 'light');
export const FormKoreanDark = story('form', 'ko', 'dark');

export const Errors = story('errors', 'en', 'light');
export const ErrorsDark = story('errors', 'en', 'dark');
export const ErrorsKorean = story('errors', 'ko', 'light');
export const ErrorsKoreanDark = story('errors', 'ko', 'dark');

export const Review = story('review', 'en', 'light');
export const ReviewDark = story('review', 'en', 'dark');
export const ReviewKorean = story('review', 'ko', 'light');
export const ReviewKoreanDark = story('review', 'ko', 'dark');

export const UrlOk = story('url-ok', 'en', 'light');
export const UrlOkDark = story('url-ok', 'en', 'dark');
export const UrlOkKorean = story('url-ok', 'ko', 'light');
export const UrlOkKoreanDark = story('url-ok', 'ko', 'dark');

export const UrlWarn = story('url-warn', 'en', 'light');
export const UrlWarnDark = story('url-warn', 'en', 'dark');
export const UrlWarnKorean = story('url-warn', 'ko', 'light');
export const UrlWarnKoreanDark = story('url-warn', 'ko', 'dark');

/** The warned URL's second step, expanded: who to trust, and the secondary "I understand, open …". */
export const UrlWarnOpenAnyway: StoryObj<typeof ElicitationDialog> = {
  ...story('url-warn', 'en', 'light'),
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    await reach('url-warn', 'en', body);
    const warning = within(await within(body).findByRole('alert'));
    await userEvent.click(warning.getByRole('button', { name: en.url.openAnyway }));
    await appears(warning.getByRole('button', { name: 'I understand, open account-verify.example' }));
  },
};

export const UrlBlock = story('url-block', 'en', 'light');
export const UrlBlockDark = story('url-block', 'en', 'dark');
export const UrlBlockKorean = story('url-block', 'ko', 'light');
export const UrlBlockKoreanDark = story('url-block', 'ko', 'dark');

export const Waiting = story('waiting', 'en', 'light');
export const WaitingDark = story('waiting', 'en', 'dark');
export const WaitingKorean = story('waiting', 'ko', 'light');
export const WaitingKoreanDark = story('waiting', 'ko', 'dark');
