import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LOCALES, type StoryLocale as Locale, storyLocale, storyText } from '../../.storybook/globals';
import { requestFixtures, uiFixtures } from '../../test/fixtures';
import { ElicitationDialog } from './ElicitationDialog';

/**
 * Every state a person meets, in the dialog as `ElicitationProvider` shows it: the set of
 * screenshots the design is judged by. The Theme and Locale toolbars switch each one to dark, to
 * Korean and to Arabic, right to left (requests from a Korean or an Arabic server); the snapshot test
 * takes all six. The queue, the
 * -32042 walkthrough and the withdrawn notice are under "States/Queue".
 */
type State = 'form' | 'errors' | 'review' | 'url-ok' | 'url-warn' | 'url-block' | 'waiting';

/** Waits until `element` is visible: a dialog and what is in it fade in. */
async function appears(element: HTMLElement) {
  await waitFor(() => expect(element).toBeVisible(), { timeout: 3000 });
}

const SERVERS = {
  en: { name: 'contacts-server', title: 'Contacts', version: '1.4.0' },
  ko: { name: 'shop-server', title: '쇼핑몰', version: '2.0.1' },
  ar: { name: 'souq-server', title: 'متجر السوق', version: '3.2.0' },
} as const;

/** What the URL requests' server says, in each story language. */
const SIGN_IN: Record<Locale, string> = {
  en: 'Please sign in to continue.',
  ko: '계속하려면 로그인하세요.',
  ar: 'يرجى تسجيل الدخول للمتابعة.',
};

const urlRequest = (url: string, locale: Locale) => ({
  mode: 'url',
  elicitationId: 'e-1',
  message: SIGN_IN[locale],
  url,
});

const FORMS = {
  en: { long: requestFixtures.serverEverything.params, short: requestFixtures.seedStructuredData.params },
  ko: { long: uiFixtures.koreanForm.params, short: uiFixtures.koreanForm.params },
  ar: { long: uiFixtures.arabicForm.params, short: uiFixtures.arabicForm.params },
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
  } else if (locale === 'ar') {
    await userEvent.type(page.getByLabelText(/^اسم المستلم/), 'ليلى أحمد');
    await userEvent.type(page.getByLabelText(/^البريد الإلكتروني/), 'layla@example.com');
    await userEvent.type(page.getByLabelText(/^Promo code/), 'EID-2026');
  } else {
    await userEvent.type(page.getByLabelText(/^Name/), 'Ada Lovelace');
    await userEvent.type(page.getByLabelText(/^Email/), 'ada@example.com');
    await userEvent.type(page.getByLabelText(/^Age/), '36');
  }
}

/** How long a story waits for the URL checker's verdict. */
const URL_CHECK_TIMEOUT = 10_000;

/** What happens after the dialog appears, so the story shows its state. */
async function reach(state: State, { locale, messages }: ReturnType<typeof storyText>, body: HTMLElement) {
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
      await userEvent.click(await page.findByRole('button', { name: /example\.com/ }, { timeout: URL_CHECK_TIMEOUT }));
      await appears(await page.findByRole('progressbar'));
      return;
    // The URL checker is a lazy chunk: its first load (a dev server transforming it, a busy machine)
    // can take seconds, more than Testing Library's default wait of one.
    case 'url-warn':
    case 'url-block':
      await appears(await page.findByRole('alert', {}, { timeout: URL_CHECK_TIMEOUT }));
      return;
    default:
      await waitFor(() => expect(dialog.querySelector('[data-state="checking"]')).toBeNull(), {
        timeout: URL_CHECK_TIMEOUT,
      });
  }
}

const DESCRIPTIONS: Record<State, string> = {
  form: 'A long form: the header and the buttons stay, the body scrolls between them.',
  errors: 'Submitted with answers missing: the error summary at the top links to each field.',
  review: 'Every answer as it will be sent; Edit answers beside the title, Send is the primary.',
  'url-ok':
    'An ordinary URL: the verdict band ("Opens example.com"), the server’s message, the address; one click to open.',
  'url-warn': 'A warned URL: the band names the first danger; Decline is the primary; opening takes a second step.',
  'url-block': 'A blocked URL (a user part before the host): the band says why; no way to open it.',
  waiting: 'After consent: the band becomes the waiting state with its progress bar, and the buttons it speaks of.',
};

/** The story of one state: the request in the toolbar's language, then the steps that reach the state. */
function story(state: State): StoryObj<typeof ElicitationDialog> {
  return {
    render: (args, context) => {
      const locale = storyLocale(context);
      return <ElicitationDialog {...args} params={requestFor(state, locale)} server={SERVERS[locale]} />;
    },
    parameters: { locales: LOCALES, docs: { description: { story: DESCRIPTIONS[state] } } },
    play: async (context) => reach(state, storyText(context), context.canvasElement.ownerDocument.body),
  };
}

const meta = {
  title: 'States/Request',
  component: ElicitationDialog,
  args: { onResult: fn(), url: { openUrl: fn(), onRetry: fn(), onStop: fn() } },
  // Design/States overview shows them side by side, each in a frame of its own (a dialog is modal).
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, height: '640px' } } },
} satisfies Meta<typeof ElicitationDialog>;

export default meta;

export const Form = story('form');
export const Errors = story('errors');
export const Review = story('review');
export const UrlOk = story('url-ok');
export const UrlWarn = story('url-warn');

/** The warned URL's second step, expanded: who to trust, and the caution button that names the danger, "I understand (imitates paypal.com), open …". */
export const UrlWarnOpenAnyway: StoryObj<typeof ElicitationDialog> = {
  ...story('url-warn'),
  play: async (context) => {
    const text = storyText(context);
    const body = context.canvasElement.ownerDocument.body;
    await reach('url-warn', text, body);
    const dialog = within(await within(body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: text.messages.url.openAnyway }));
    const confirm = text.t(text.messages.url.openConfirm, {
      domain: 'account-verify.example',
      danger: text.t(text.messages.url.dangerImitates, { site: 'paypal.com' }),
    });
    const page = within(await within(body).findByRole('dialog'));
    await appears(page.getByRole('button', { name: confirm }));
  },
};

export const UrlBlock = story('url-block');
export const Waiting = story('waiting');
