import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LOCALES, type StoryLocale as Locale, storyText } from '../../.storybook/globals';
import type { ElicitationMessages } from '../i18n/messages';
import { ElicitationQueue } from '../mcp/ElicitationQueue';
import { ElicitationProvider } from './ElicitationProvider';

/**
 * What `ElicitationProvider` adds around requests: the queue's place in line, the -32042 walkthrough
 * and the notice of a withdrawn request. The Locale toolbar gives Korean servers asking in Korean, and
 * Arabic ones asking in Arabic, right to left.
 */
type Scene = 'queue' | 'url-required' | 'withdrawn';

/** Waits until `element` is visible: a dialog and what is in it fade in. */
async function appears(element: HTMLElement) {
  await waitFor(() => expect(element).toBeVisible(), { timeout: 3000 });
}

const SERVERS = {
  en: [
    { name: 'weather-server', title: 'Weather', version: '3.2.0' },
    { name: 'calendar-server', title: 'Calendar' },
  ],
  ko: [
    { name: 'weather-server', title: '날씨', version: '3.2.0' },
    { name: 'calendar-server', title: '일정' },
  ],
  ar: [
    { name: 'weather-server', title: 'الطقس', version: '3.2.0' },
    { name: 'calendar-server', title: 'التقويم' },
  ],
} as const;

const TEXT = {
  en: { city: 'City', cityMessage: 'Which city should the forecast be for?', title: 'Meeting title' },
  ko: { city: '도시', cityMessage: '어느 도시의 날씨를 알려 드릴까요?', title: '회의 제목' },
  ar: { city: 'المدينة', cityMessage: 'لأي مدينة تريد توقعات الطقس؟', title: 'عنوان الاجتماع' },
};

/** What the -32042 walkthrough's two pages are for, in each story language. */
const URL_MESSAGES: Record<Locale, { github: string; billing: string }> = {
  en: { github: 'Connect your GitHub account.', billing: 'Add a payment card.' },
  ko: { github: 'GitHub 계정을 연결하세요.', billing: '결제 카드를 추가하세요.' },
  ar: { github: 'اربط حسابك على GitHub.', billing: 'أضف بطاقة دفع.' },
};

const textRequest = (title: string, message: string) => ({
  message,
  requestedSchema: { type: 'object', properties: { answer: { type: 'string', title } }, required: ['answer'] },
});

const urlElicitations = (locale: Locale) => [
  {
    mode: 'url',
    elicitationId: 'github',
    message: URL_MESSAGES[locale].github,
    url: 'https://github.com/login/oauth/authorize?client_id=mcp-weather',
  },
  {
    mode: 'url',
    elicitationId: 'billing',
    message: URL_MESSAGES[locale].billing,
    url: 'https://billing.stripe.com/p/session/test_abc',
  },
];

// The stories answer nothing; what is left in line when a story goes away is cancelled by the provider.
const ignore = () => {};

/** A provider with its own queue, filled as `scene` needs once it is on screen. */
function Scene({ scene, locale, messages }: { scene: Scene; locale: Locale; messages?: ElicitationMessages }) {
  const [queue] = useState(() => new ElicitationQueue());
  useEffect(() => {
    const [weather, calendar] = SERVERS[locale];
    const text = TEXT[locale];
    if (scene === 'queue') {
      queue.enqueue({ server: weather, params: textRequest(text.city, text.cityMessage) }).catch(ignore);
      queue.enqueue({ server: calendar, params: textRequest(text.title, text.title) }).catch(ignore);
    } else if (scene === 'url-required') {
      queue.enqueueUrlRequired({ server: weather, elicitations: urlElicitations(locale) }).catch(ignore);
    } else {
      const withdrawn = new AbortController();
      queue
        .enqueue({ server: weather, params: textRequest(text.city, text.cityMessage), signal: withdrawn.signal })
        .catch(ignore);
      withdrawn.abort();
    }
  }, [queue, scene, locale]);
  // Stories never open anything: the opener only says it did.
  return (
    <ElicitationProvider
      queue={queue}
      locale={locale}
      messages={messages}
      url={{ openUrl: ignore }}
      noticeDuration={Number.POSITIVE_INFINITY}
    />
  );
}

const DESCRIPTIONS: Record<Scene, string> = {
  queue: 'Two requests in line: "Request 1 of 2" in the same step indicator as the walkthrough.',
  'url-required': 'A -32042 error: the walkthrough, "Step 1 of 2", one consent screen per page.',
  withdrawn: 'A server withdrew its request: a toast at the bottom of the page, until dismissed.',
};

/** The story of one scene: the provider, then what shows once the queue is filled. */
function story(scene: Scene): StoryObj<typeof Scene> {
  return {
    args: { scene },
    parameters: { locales: LOCALES, docs: { description: { story: DESCRIPTIONS[scene] } } },
    play: async (context) => {
      const { messages } = storyText(context);
      const body = within(context.canvasElement.ownerDocument.body);
      if (scene === 'withdrawn') await appears(await body.findByRole('button', { name: messages.queue.dismissNotice }));
      else await appears(await body.findByRole('dialog', {}, { timeout: 5000 }));
    },
  };
}

const meta = {
  title: 'States/Queue',
  component: Scene,
  // The Locale toolbar sets it.
  args: { locale: 'en' },
  // The Guide page shows them, each in a frame of its own (a dialog is modal).
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, height: '640px' } } },
} satisfies Meta<typeof Scene>;

export default meta;

export const Queue = story('queue');
export const UrlRequired = story('url-required');

/** The walkthrough's last screen: every page open, who is asking, then Retry the request. */
export const UrlRequiredDone: StoryObj<typeof Scene> = {
  ...story('url-required'),
  play: async (context) => {
    const { messages, t } = storyText(context);
    const body = within(context.canvasElement.ownerDocument.body);
    const open = (domain: string) =>
      body.findByRole('button', { name: t(messages.url.open, { domain }) }, { timeout: 5000 });
    await userEvent.click(await open('github.com'));
    await userEvent.click(await open('stripe.com'));
    await appears(await body.findByRole('button', { name: messages.url.retryRequest }));
  },
};

export const Withdrawn = story('withdrawn');
