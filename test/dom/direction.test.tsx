/**
 * The writing direction of every component: taken from the locale (Arabic, Hebrew, Persian… right to
 * left), overridden by a `dir` prop, set on each element the library renders at the top (frames,
 * portalled dialogs and notices, receipts, the walkthrough), while the address, raw values and
 * problem paths stay left to right; and the Arabic catalogue at work: its words, its plural forms and
 * its secret-asking words.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  ElicitationCard,
  ElicitationConnectionNotice,
  ElicitationDialog,
  ElicitationPanel,
  ElicitationProvider,
  ElicitationReceipt,
  UrlElicitationSequence,
} from '../../src';
import { localeDirection } from '../../src/i18n/format';
import { ar } from '../../src/locales/ar';
import { ElicitationQueue } from '../../src/mcp/ElicitationQueue';
import { uiFixtures } from '../fixtures';

const server = { name: 'souq-server', title: 'متجر السوق' };
const form = uiFixtures.arabicForm.params;
const frameOf = () => document.querySelector<HTMLElement>('[data-slot="elicitation"]')!;

describe('the direction follows the locale unless the host sets it', () => {
  it.each([
    ['the Arabic catalogue', { messages: ar }, 'ar', 'rtl'],
    ['the Arabic catalogue, Egyptian locale', { messages: ar, locale: 'ar-EG' }, 'ar-EG', 'rtl'],
    ['English (default)', {}, 'en', 'ltr'],
    ['Hebrew locale', { locale: 'he' }, 'he', 'rtl'],
    ['Persian locale', { locale: 'fa-IR' }, 'fa-IR', 'rtl'],
    ['Azerbaijani in Arabic script', { locale: 'az-Arab' }, 'az-Arab', 'rtl'],
    ['Azerbaijani', { locale: 'az' }, 'az', 'ltr'],
    ['Punjabi in Pakistan (Shahmukhi, no script written)', { locale: 'pa-PK' }, 'pa-PK', 'rtl'],
    ['Punjabi in India', { locale: 'pa-IN' }, 'pa-IN', 'ltr'],
    ['Avestan script written in the tag', { locale: 'ae-Avst' }, 'ae-Avst', 'rtl'],
    ['Arabic, dir="ltr"', { messages: ar, dir: 'ltr' as const }, 'ar', 'ltr'],
    ['English, dir="rtl"', { dir: 'rtl' as const }, 'en', 'rtl'],
  ])('%s: lang=%s, dir=%s on the panel', (_label, props, lang, dir) => {
    render(<ElicitationPanel params={form} server={server} onResult={() => {}} {...props} />);
    expect(frameOf()).toHaveAttribute('lang', lang);
    expect(frameOf()).toHaveAttribute('dir', dir);
  });

  it('infers the script from the likely subtags where the engine has no text info (Firefox)', () => {
    // Locales no other test reads: localeDirection remembers each answer.
    const prototype = Intl.Locale.prototype as Intl.Locale & { getTextInfo?: unknown };
    const textInfo = Object.getOwnPropertyDescriptor(prototype, 'textInfo');
    const getTextInfo = Object.getOwnPropertyDescriptor(prototype, 'getTextInfo');
    Object.defineProperty(prototype, 'textInfo', { configurable: true, get: () => undefined });
    Object.defineProperty(prototype, 'getTextInfo', { configurable: true, value: undefined });
    const maximize = vi.spyOn(prototype, 'maximize');
    try {
      expect(['ur-PK', 'ps', 'uz-AF', 'sv-SE', 'uz-UZ'].map((locale) => localeDirection(locale))).toEqual([
        'rtl',
        'rtl',
        'rtl',
        'ltr',
        'ltr',
      ]);
      expect(maximize).toHaveBeenCalledTimes(5);
      // A script written in the tag is read without inferring anything.
      expect(localeDirection('tg-Arab')).toBe('rtl');
      expect(localeDirection('ks-Deva')).toBe('ltr');
      expect(maximize).toHaveBeenCalledTimes(5);
    } finally {
      maximize.mockRestore();
      for (const [name, descriptor] of [
        ['textInfo', textInfo],
        ['getTextInfo', getTextInfo],
      ] as const) {
        if (descriptor) Object.defineProperty(prototype, name, descriptor);
        else delete (prototype as unknown as Record<string, unknown>)[name];
      }
    }
  });

  it('shows the request in the catalogue’s locale, with a warning, when the host’s locale is not a language tag', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<ElicitationPanel params={form} server={server} messages={ar} locale="ar_EG!" onResult={() => {}} />);
    expect(frameOf()).toHaveAttribute('lang', 'ar');
    expect(frameOf()).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('button', { name: ar.actions.submit })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"ar_EG!" is not a BCP 47 language tag'));
    warn.mockRestore();
  });

  it('sets it on the dialog, which is portalled out of the host page’s own direction', () => {
    render(<ElicitationDialog params={form} server={server} messages={ar} onResult={() => {}} />);
    expect(screen.getByRole('dialog')).toHaveAttribute('dir', 'rtl');
  });

  it('sets it on the card, and on the receipt it collapses to', async () => {
    const user = userEvent.setup();
    render(<ElicitationCard params={form} server={server} messages={ar} onResult={() => {}} />);
    expect(frameOf()).toHaveAttribute('dir', 'rtl');
    await user.click(screen.getByRole('button', { name: ar.actions.decline }));
    const receipt = await screen.findByRole('region', { name: 'ردك على متجر السوق' });
    expect(receipt).toHaveAttribute('dir', 'rtl');
    expect(receipt).toHaveTextContent('رفضت الطلب من متجر السوق.');
  });

  it('sets it on a receipt, the connection notice and the -32042 walkthrough', () => {
    render(
      <>
        <ElicitationReceipt params={form} server={server} result={{ action: 'cancel' }} messages={ar} />
        <ElicitationConnectionNotice status="reconnecting" unsent={2} messages={ar} />
        <UrlElicitationSequence
          elicitations={[{ mode: 'url', elicitationId: 'a', message: 'سجّل الدخول', url: 'https://example.com/' }]}
          server={server}
          messages={ar}
          onFinish={() => {}}
        />
      </>,
    );
    expect(screen.getByRole('region', { name: 'ردك على متجر السوق' })).toHaveAttribute('dir', 'rtl');
    const notice = document.querySelector<HTMLElement>('[data-slot="elicitation-notices"]')!;
    expect(notice).toHaveAttribute('dir', 'rtl');
    // Two answers: the dual, not a number and a plural noun.
    expect(notice).toHaveTextContent('احتُفظ بإجابتيك وستُرسلان عند عودة الاتصال.');
    const walkthrough = document.querySelector('[data-slot="elicitation-url-sequence"]')!;
    expect(walkthrough).toHaveAttribute('dir', 'rtl');
    expect(walkthrough).toHaveTextContent('الخطوة 1 من 1');
  });

  it('sets it on the provider’s dialogs and its notices', async () => {
    const queue = new ElicitationQueue();
    render(<ElicitationProvider queue={queue} messages={ar} noticeDuration={Number.POSITIVE_INFINITY} />);
    const withdrawn = new AbortController();
    act(() => {
      queue.enqueue({ server, params: form, signal: withdrawn.signal }).catch(() => {});
    });
    expect(await screen.findByRole('dialog')).toHaveAttribute('dir', 'rtl');
    act(() => withdrawn.abort());
    const dismiss = await screen.findByRole('button', { name: ar.queue.dismissNotice });
    const notices = dismiss.closest('[data-slot="elicitation-notices"]')!;
    expect(notices).toHaveAttribute('dir', 'rtl');
    expect(notices).toHaveTextContent('سحب متجر السوق طلبه.');
  });

  it('keeps the address, raw values and problem paths left to right inside a right-to-left frame', async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <ElicitationPanel
        params={{ message: 'x', requestedSchema: { type: 'object', properties: { a: { type: 'object' } } } }}
        server={server}
        messages={ar}
        onResult={() => {}}
      />,
    );
    expect(frameOf().querySelector('[data-slot="elicitation-problem-path"]')).toHaveAttribute('dir', 'ltr');
    unmount();
    render(<ElicitationPanel params={form} server={server} messages={ar} onResult={() => {}} />);
    await user.type(screen.getByRole('textbox', { name: /اسم المستلم/ }), 'ليلى');
    await user.type(screen.getByRole('textbox', { name: /البريد الإلكتروني/ }), 'layla@example.com');
    expect(screen.getByRole('textbox', { name: /البريد الإلكتروني/ })).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('textbox', { name: /الكمية/ })).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('textbox', { name: /اسم المستلم/ })).toHaveAttribute('dir', 'auto');
    const date = frameOf().querySelector<HTMLInputElement>('input[type="date"]')!;
    await user.type(date, '2026-12-24');
    await user.click(screen.getByRole('button', { name: ar.actions.submit }));
    const review = await screen.findByRole('region', { name: ar.review.heading });
    expect(within(review).getByText('(2026-12-24)')).toHaveAttribute('dir', 'ltr');
  });
});

describe('the Arabic catalogue at work', () => {
  it('takes a quantity typed in Arabic-Indic digits, and sends it as a number', async () => {
    const user = userEvent.setup();
    const results: unknown[] = [];
    render(
      <ElicitationPanel params={form} server={server} messages={ar} onResult={(result) => results.push(result)} />,
    );
    await user.type(screen.getByRole('textbox', { name: /اسم المستلم/ }), 'ليلى');
    await user.type(screen.getByRole('textbox', { name: /البريد الإلكتروني/ }), 'layla@example.com');
    const quantity = screen.getByRole('textbox', { name: /الكمية/ });
    await user.clear(quantity);
    await user.type(quantity, '٣');
    expect(quantity).toHaveValue('٣');
    await user.click(screen.getByRole('button', { name: ar.actions.submit }));
    await user.click(await screen.findByRole('button', { name: ar.actions.send }));
    expect(results).toEqual([
      expect.objectContaining({ action: 'accept', content: expect.objectContaining({ quantity: 3 }) }),
    ]);
  });

  it('counts with the six plural forms: none, one, two, a few, many, other', async () => {
    const user = userEvent.setup();
    const required = (count: number) => ({
      message: 'x',
      requestedSchema: {
        type: 'object',
        properties: Object.fromEntries(
          Array.from({ length: count }, (_, index) => [`f${index}`, { type: 'string', title: `حقل ${index + 1}` }]),
        ),
        required: Array.from({ length: count }, (_, index) => `f${index}`),
      },
    });
    const summaries: string[] = [];
    for (const count of [1, 2, 3, 11]) {
      const { unmount } = render(
        <ElicitationPanel params={required(count)} server={server} messages={ar} onResult={() => {}} />,
      );
      await user.click(screen.getByRole('button', { name: ar.actions.submit }));
      summaries.push(
        document.querySelector('[data-slot="elicitation-form-errors-title"]')?.textContent ?? '(no summary)',
      );
      unmount();
    }
    expect(summaries).toEqual([
      'إجابة واحدة تحتاج إلى مراجعة.',
      'إجابتان تحتاجان إلى مراجعة.',
      '3 إجابات تحتاج إلى مراجعة.',
      '11 إجابةً تحتاج إلى مراجعة.',
    ]);
  });

  it('warns about a form that asks for a password in Arabic', () => {
    render(
      <ElicitationPanel
        params={{
          message: 'أدخل بياناتك',
          requestedSchema: { type: 'object', properties: { pin: { type: 'string', title: 'كلمة المرور' } } },
        }}
        server={server}
        messages={ar}
        onResult={() => {}}
      />,
    );
    const warning = screen.getByRole('heading', { name: ar.sensitive.heading });
    expect(warning.closest('[data-slot="elicitation-sensitive-warning"]')).toHaveTextContent(
      'يبدو أنه كلمة مرور: كلمة المرور',
    );
  });
});
