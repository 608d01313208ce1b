/**
 * Right to left, in real Chromium with the stylesheet, measured where the words and parts are drawn:
 * an Arabic request mirrors (who is asking on the right, the buttons' order reversed so the primary is
 * last in reading order, the review's names on the right, the step indicator starting on the right,
 * notices at the inline end) while what is written left to right stays so (the address, domains, code
 * points, email and number inputs), and server text from either direction keeps its own order inside
 * the other's sentences.
 */
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { ElicitationPanel, ElicitationProvider, ElicitationReceipt } from '../../src';
import { ar } from '../../src/locales/ar';
import { ElicitationQueue } from '../../src/mcp/ElicitationQueue';
import { uiFixtures } from '../fixtures';
import { drawn, drawnChars } from '../support/geometry';
import '../../src/styles/elicitation.css';

const server = { name: 'souq-server', title: 'متجر السوق', version: '3.2.0' };

// A desktop window: the buttons share one line, the review is two columns (a phone stacks both).
beforeEach(() => page.viewport(1024, 768));

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('dir');
});

const box = (element: Element) => element.getBoundingClientRect();
const slot = (root: ParentNode, name: string) => root.querySelector(`[data-slot="${name}"]`) as HTMLElement;
/** The (first) panel or receipt on the page. */
const panelOf = () => slot(document, 'elicitation');

/** Waits until the URL checker has loaded (a lazy import) and the panel shows its verdict. */
async function checked(root: HTMLElement) {
  await waitFor(() => expect(root.querySelector('[data-state="checking"]')).toBeNull(), { timeout: 20_000 });
}

const urlRequest = (url: string, message = 'يرجى تسجيل الدخول للمتابعة.') => ({
  mode: 'url',
  elicitationId: 'e-1',
  message,
  url,
});

/** An Arabic panel for a URL request, once its address is checked. */
async function arabicUrlPanel(url: string): Promise<HTMLElement> {
  render(<ElicitationPanel params={urlRequest(url)} server={server} messages={ar} onResult={() => {}} />);
  const panel = panelOf();
  await checked(panel);
  return panel;
}

/** A request whose every string is the server's, left to right, shown in the Arabic catalogue. */
const englishRequest = {
  message: 'Tell us where to send it.',
  requestedSchema: {
    type: 'object',
    properties: {
      email: { type: 'string', format: 'email', title: 'Email (work)' },
      count: { type: 'integer', title: 'Copies' },
      note: { type: 'string', title: 'Note' },
      language: { type: 'string', title: 'C++ or Rust?' },
      carrier: {
        type: 'string',
        title: 'Carrier',
        oneOf: [
          { const: 'dhl', title: 'DHL Express (24h)' },
          { const: 'today', title: 'Ship it today!' },
        ],
      },
    },
    required: ['email'],
  },
};

describe('an Arabic request is drawn right to left', () => {
  it('takes dir="rtl" from the catalogue, or from the dir prop over any locale', () => {
    const { rerender } = render(
      <ElicitationPanel params={uiFixtures.arabicForm.params} server={server} messages={ar} onResult={() => {}} />,
    );
    const panel = panelOf();
    expect(panel).toHaveAttribute('dir', 'rtl');
    expect(panel).toHaveAttribute('lang', 'ar');
    expect(getComputedStyle(panel).direction).toBe('rtl');
    rerender(
      <ElicitationPanel
        params={uiFixtures.arabicForm.params}
        server={server}
        messages={ar}
        dir="ltr"
        onResult={() => {}}
      />,
    );
    expect(getComputedStyle(panelOf()).direction).toBe('ltr');
  });

  it('puts who is asking on the right and the buttons in mirrored order, the primary last in reading order', () => {
    render(
      <ElicitationPanel params={uiFixtures.arabicForm.params} server={server} messages={ar} onResult={() => {}} />,
    );
    const panel = panelOf();
    const icon = box(slot(panel, 'elicitation-server-icon'));
    const title = box(screen.getByRole('heading', { level: 2, name: server.title }));
    expect(icon.left).toBeGreaterThanOrEqual(title.right);
    expect(icon.right).toBeGreaterThan(box(panel).right - 60);

    const [cancel, decline, submit] = [ar.actions.cancel, ar.actions.decline, ar.actions.submit].map((name) =>
      box(within(panel).getByRole('button', { name })),
    );
    expect(decline!.right).toBeLessThanOrEqual(cancel!.left);
    expect(submit!.right).toBeLessThanOrEqual(decline!.left);
    // The row sits at the inline end: the left edge, right to left.
    expect(submit!.left - box(panel).left).toBeLessThan(40);

    // The required mark follows the label in reading order: on its left.
    const label = screen.getByText(
      (_, element) => element?.tagName === 'LABEL' && /اسم المستلم/.test(element.textContent ?? ''),
    );
    expect(drawn(label, '*').right).toBeLessThanOrEqual(drawn(label, 'اسم المستلم').left);
  });

  it('keeps a server’s left-to-right titles whole: punctuation in place, the required mark after the title', () => {
    render(<ElicitationPanel params={englishRequest} server={server} messages={ar} onResult={() => {}} />);
    const label = screen.getByText(
      (_, element) => element?.tagName === 'LABEL' && /Email/.test(element.textContent ?? ''),
    );
    const chars = drawnChars(label, 'Email (work)');
    // Drawn left to right in its own order: each character right of the one before.
    for (let index = 1; index < chars.length; index += 1) {
      if (chars[index]!.right - chars[index]!.left < 1) continue; // the space
      expect(chars[index]!.left).toBeGreaterThanOrEqual(chars[index - 1]!.left);
    }
    expect(drawn(label, '*').right).toBeLessThanOrEqual(drawn(label, 'Email (work)').left);

    // Text that ends in punctuation, or starts with letters followed by symbols, is where an RTL line
    // would move characters: "!" to the far left, "C++" to "++C".
    for (const text of ['DHL Express (24h)', 'Ship it today!', 'C++ or Rust?']) {
      const element = screen.getByText(
        (_, candidate) => candidate?.tagName === 'LABEL' && candidate.textContent?.startsWith(text) === true,
      );
      const chars = drawnChars(element, text).filter(({ left, right }) => right - left >= 1);
      for (let index = 1; index < chars.length; index += 1) {
        expect(chars[index]!.left, `${text}: character ${index}`).toBeGreaterThanOrEqual(chars[index - 1]!.left);
      }
    }
  });

  it('keeps addresses and numbers left to right in their inputs; free text follows what is typed', async () => {
    const user = userEvent.setup();
    render(<ElicitationPanel params={englishRequest} server={server} messages={ar} onResult={() => {}} />);
    const email = screen.getByRole('textbox', { name: /Email/ });
    expect(email.matches(':dir(ltr)')).toBe(true);
    expect(screen.getByRole('textbox', { name: /Copies/ }).matches(':dir(ltr)')).toBe(true);
    const note = screen.getByRole('textbox', { name: /Note/ });
    await user.type(note, 'ملاحظة');
    expect(note.matches(':dir(rtl)')).toBe(true);
    await user.clear(note);
    await user.type(note, 'Leave at the door');
    expect(note.matches(':dir(ltr)')).toBe(true);
  });

  it('reviews with the field names on the right and each answer beside it, in its own direction', async () => {
    const user = userEvent.setup();
    render(<ElicitationPanel params={englishRequest} server={server} messages={ar} onResult={() => {}} />);
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'layla@example.com');
    await user.click(screen.getByRole('button', { name: ar.actions.submit }));
    const review = await screen.findByRole('heading', { name: ar.review.heading });
    const list = review.closest('section')!.querySelector('dl')!;
    const item = [...list.querySelectorAll('[data-slot="elicitation-review-item"]')].find((element) =>
      element.textContent?.includes('layla@example.com'),
    )!;
    const name = box(item.querySelector('dt')!);
    const value = box(item.querySelector('dd')!);
    expect(name.left).toBeGreaterThanOrEqual(value.right - 1);
    const address = drawnChars(item.querySelector('dd')!, 'layla@example.com');
    expect(address.at(-1)!.left).toBeGreaterThan(address[0]!.right);
  });
});

describe('what is written left to right stays so inside an Arabic URL request', () => {
  it('shows the address left to right from the left edge, and the domain in the verdict in its own order', async () => {
    const panel = await arabicUrlPanel('https://accounts.example.com/oauth/authorize?client_id=mcp');
    const address = slot(panel, 'elicitation-url-full');
    expect(getComputedStyle(address).direction).toBe('ltr');
    expect(drawn(address, 'https').left - box(address).left).toBeLessThan(20);
    expect(drawn(address, 'https').right).toBeLessThanOrEqual(drawn(address, 'accounts.').left);
    expect(drawn(address, 'example.com').right).toBeLessThanOrEqual(drawn(address, '/oauth').left);

    const verdict = slot(panel, 'elicitation-url-verdict');
    const heading = within(verdict).getByText(
      (_, element) => element?.textContent === 'يفتح example.com' && element.tagName !== 'DIV',
    );
    expect(drawn(heading, 'example').right).toBeLessThanOrEqual(drawn(heading, '.com').left + 1);
    // The app's word comes first in reading order: on the right.
    expect(drawn(heading, 'يفتح').left).toBeGreaterThanOrEqual(drawn(heading, 'example.com').right);
    // The verdict's icon leads the band: on its right.
    expect(box(slot(verdict, 'elicitation-url-verdict-icon')).left).toBeGreaterThan(drawn(heading, 'يفتح').right - 1);
  });

  it('draws hidden characters as ⟨U+…⟩ tokens in order inside the address as written', async () => {
    const panel = await arabicUrlPanel('https://pay\u200Bpal.example/login');
    const written = slot(panel, 'elicitation-url-written');
    expect(getComputedStyle(written).direction).toBe('ltr');
    expect(drawn(written, 'pay').right).toBeLessThanOrEqual(drawn(written, '⟨U+200B⟩').left + 1);
    expect(drawn(written, '⟨U+200B⟩').right).toBeLessThanOrEqual(drawn(written, 'pal.example').left + 1);
  });

  it('points the folded chevron along the line, to the left', async () => {
    const panel = await arabicUrlPanel(`https://example.com/${'a'.repeat(200)}`);
    const disclosure = within(panel).getByRole('button', { name: ar.url.showFullAddress });
    expect(getComputedStyle(disclosure, '::before').rotate).toBe('135deg');
  });

  it('sets the waiting bar off from the right; an English panel in a right-to-left page keeps its own direction', async () => {
    const user = userEvent.setup();
    document.documentElement.setAttribute('dir', 'rtl');
    render(
      <>
        <ElicitationPanel
          params={urlRequest('https://accounts.example.com/login')}
          server={server}
          messages={ar}
          url={{ openUrl: () => {}, onRetry: () => {} }}
          onResult={() => {}}
        />
        <ElicitationPanel
          params={urlRequest('https://accounts.example.com/login', 'Sign in.')}
          server={{ name: 'contacts' }}
          url={{ openUrl: () => {}, onRetry: () => {} }}
          onResult={() => {}}
        />
      </>,
    );
    const [arabic, english] = [...document.querySelectorAll<HTMLElement>('[data-slot="elicitation"]')];
    for (const panel of [arabic!, english!]) {
      await checked(panel);
      await user.click(
        within(panel)
          .getAllByRole('button', { name: /example\.com/ })
          .at(-1)!,
      );
    }
    const bar = (panel: HTMLElement) => slot(panel, 'elicitation-progress-bar');
    await waitFor(() => expect(bar(arabic!)).toBeTruthy());
    const track = box(bar(arabic!).parentElement!);
    expect(english).toHaveAttribute('dir', 'ltr');
    // Motion off (as the screenshots take it) or on, the bar starts at the line's start.
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) {
      expect(box(bar(arabic!)).right).toBeCloseTo(track.right, 0);
    } else {
      expect(getComputedStyle(bar(arabic!)).animationName).toBe('mer-slide-rtl');
      expect(getComputedStyle(bar(english!)).animationName).toBe('mer-slide');
    }
  });
});

describe('server text keeps its order inside Arabic sentences, and Arabic inside English ones', () => {
  it.each([
    ['an English message in an Arabic panel', { messages: ar }, 'Tell us where to send it.', 'rtl', 'ltr'],
    ['an Arabic message in an English panel', {}, 'أخبرنا أين نرسلها.', 'ltr', 'rtl'],
  ])(
    '%s: the text in its own direction, the label and the quote’s rule in the app’s',
    (_label, props, text, app, own) => {
      render(
        <ElicitationPanel
          params={{ ...englishRequest, message: text }}
          server={server}
          onResult={() => {}}
          {...props}
        />,
      );
      const message = slot(panelOf(), 'elicitation-message');
      const body = slot(message, 'elicitation-message-text');
      expect(getComputedStyle(message).direction).toBe(app);
      expect(getComputedStyle(body).direction).toBe(own);
      // The rule along the quote marks where the app's lines start; the text starts where its own do.
      const rule = app === 'rtl' ? 'borderRightWidth' : 'borderLeftWidth';
      expect(Number.parseFloat(getComputedStyle(message)[rule])).toBeGreaterThan(0);
      const words = drawn(body, text);
      const frame = box(body);
      if (own === 'ltr') expect(words.left - frame.left).toBeLessThan(2);
      else expect(frame.right - words.right).toBeLessThan(2);
    },
  );

  it.each([
    ['Weather (beta)', 'Weather (beta)'],
    ['Yahoo!', 'Yahoo!'],
  ])('an English server name (%s) stays whole in the Arabic outcome, the full stop at its end', async (title) => {
    const user = userEvent.setup();
    render(
      <ElicitationPanel
        params={uiFixtures.arabicForm.params}
        server={{ name: 'weather', title }}
        messages={ar}
        onResult={() => {}}
      />,
    );
    await user.click(screen.getByRole('button', { name: ar.actions.decline }));
    const outcome = await screen.findByText(
      (_, element) => element?.getAttribute('role') === 'status' && /رفضت/.test(element.textContent ?? ''),
    );
    const name = drawnChars(outcome, title);
    expect(name.at(-1)!.left).toBeGreaterThan(name[0]!.right);
    // Reading right to left: "رفضت" first (rightmost), then the name, then the full stop (leftmost).
    expect(drawn(outcome, 'رفضت').left).toBeGreaterThan(drawn(outcome, title).right);
    expect(drawn(outcome, '.').right).toBeLessThanOrEqual(drawn(outcome, title).left + 1);
  });

  it('an Arabic server name stays whole inside an English sentence', async () => {
    const user = userEvent.setup();
    render(<ElicitationPanel params={englishRequest} server={server} onResult={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    const outcome = await screen.findByText(
      (_, element) => element?.getAttribute('role') === 'status' && /declined/.test(element.textContent ?? ''),
    );
    expect(drawn(outcome, 'You declined').right).toBeLessThanOrEqual(drawn(outcome, server.title).left);
  });

  it('a receipt lists each answer beside its name, the sentence one line of text', () => {
    render(
      <ElicitationReceipt
        params={englishRequest}
        server={{ name: 'contacts', title: 'Contacts' }}
        result={{ action: 'accept', content: { email: 'layla@example.com', count: 2 } }}
        messages={ar}
      />,
    );
    const receipt = panelOf();
    expect(receipt).toHaveAttribute('dir', 'rtl');
    const summary = slot(receipt, 'elicitation-receipt-summary');
    // "أرسلت إجابتين إلى Contacts.": the name sits between the words and the full stop, with no gap of its own.
    const words = drawn(summary, 'إلى');
    const name = drawn(summary, 'Contacts');
    expect(words.left - name.right).toBeLessThan(8);
    expect(name.left - drawn(summary, '.').right).toBeLessThan(4);
  });
});

describe('the provider mirrors its step indicator and notices', () => {
  it('starts the step track on the right and puts a notice at the bottom left', async () => {
    const queue = new ElicitationQueue();
    render(<ElicitationProvider queue={queue} messages={ar} noticeDuration={Number.POSITIVE_INFINITY} />);
    const ask = (title: string) =>
      queue
        .enqueue({
          server: { name: 'weather', title: 'الطقس' },
          params: {
            message: title,
            requestedSchema: { type: 'object', properties: { city: { type: 'string', title } } },
          },
        })
        .catch(() => {});
    act(() => {
      void ask('المدينة');
      void ask('البلد');
    });
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAttribute('dir', 'rtl');
    const steps = [...dialog.querySelectorAll('[data-slot="elicitation-step"]')];
    expect(steps.map((step) => step.getAttribute('data-state'))).toEqual(['current', 'upcoming']);
    expect(box(steps[0]!).left).toBeGreaterThan(box(steps[1]!).right);
    expect(drawn(slot(dialog, 'elicitation-steps-label'), ar.queue.position.slice(0, 5))).toBeTruthy();

    const withdrawn = new AbortController();
    act(() => {
      queue.cancelAll();
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    act(() => {
      queue
        .enqueue({
          server: { name: 'weather', title: 'الطقس' },
          params: { message: 'x', requestedSchema: { type: 'object', properties: {} } },
          signal: withdrawn.signal,
        })
        .catch(() => {});
    });
    await screen.findByRole('dialog');
    act(() => withdrawn.abort());
    const dismiss = await screen.findByRole('button', { name: ar.queue.dismissNotice });
    const notice = dismiss.closest('[data-slot="elicitation-notice"]')!;
    expect(notice.closest('[data-slot="elicitation-notices"]')).toHaveAttribute('dir', 'rtl');
    expect(box(notice).left).toBeLessThan(window.innerWidth / 2);
    // Its words first in reading order: right of the button.
    expect(box(notice.querySelector('p')!).left).toBeGreaterThanOrEqual(box(dismiss).right);
  });
});
