/**
 * Issue 10, in real Chromium with the stylesheet: a long request keeps its header and buttons in
 * view while the body scrolls; the buttons never leave one alone on a second line; a withdrawn
 * request's notice is a readable toast on top of the page, light and dark.
 */
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { ElicitationDialog, ElicitationPanel, ElicitationProvider } from '../../src';
import { ar } from '../../src/locales/ar';
import { ElicitationQueue } from '../../src/mcp';
import { requestFixtures, uiFixtures } from '../fixtures';
import '../../src/styles/elicitation.css';
import { contrast } from '../support/colors';

const server = { name: 'contacts-server', title: 'Contacts', version: '1.4.0' };

afterEach(async () => {
  cleanup();
  document.documentElement.removeAttribute('data-theme');
  await page.viewport(1024, 768);
});

const slot = (root: ParentNode, name: string) => root.querySelector(`[data-slot="${name}"]`) as HTMLElement;

/** Whether `inner` lies inside the viewport, whole. */
function inViewport(element: HTMLElement) {
  const rect = element.getBoundingClientRect();
  return rect.top >= 0 && rect.left >= 0 && rect.bottom <= innerHeight && rect.right <= innerWidth;
}

/** The buttons of the actions row as rectangles, in document order. */
const buttonRects = (root: ParentNode) =>
  [...slot(root, 'elicitation-actions-row').querySelectorAll('button')].map((button) => ({
    name: button.textContent,
    variant: button.dataset.variant,
    rect: button.getBoundingClientRect(),
  }));

async function dialogOf(request: unknown) {
  render(<ElicitationDialog params={request} server={server} onResult={() => {}} />);
  const dialog = await screen.findByRole('dialog');
  // The pop-in animation has ended, so rectangles are final.
  await Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished));
  return dialog;
}

describe('a long form in the dialog', () => {
  it('scrolls its body between a header and buttons that stay in view', async () => {
    await page.viewport(1024, 700);
    const dialog = await dialogOf(uiFixtures.fiftyFields.params);
    const [header, body, actions] = ['elicitation-header', 'elicitation-body', 'elicitation-actions'].map((name) =>
      slot(dialog, name),
    ) as [HTMLElement, HTMLElement, HTMLElement];
    expect(inViewport(dialog)).toBe(true);
    expect(body.scrollHeight).toBeGreaterThan(body.clientHeight * 2);
    const before = [header.getBoundingClientRect(), actions.getBoundingClientRect()];
    for (const part of [header, actions]) expect(inViewport(part)).toBe(true);
    body.scrollTop = body.scrollHeight;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(body.scrollTop).toBeGreaterThan(0);
    expect([header.getBoundingClientRect(), actions.getBoundingClientRect()]).toEqual(before);
    // The dialog itself does not scroll: only the body does.
    expect(dialog.scrollHeight).toBe(dialog.clientHeight);
    // Decline, Cancel and the way forward are all there to press.
    for (const { rect } of buttonRects(dialog)) {
      expect(rect.height).toBeGreaterThan(0);
      expect(rect.bottom).toBeLessThanOrEqual(innerHeight);
    }
  });
});

describe('the buttons never leave one alone on a second line', () => {
  it('sit on one line, the primary last, where they fit', async () => {
    await page.viewport(1024, 768);
    const dialog = await dialogOf(requestFixtures.seedStructuredData.params);
    const buttons = buttonRects(dialog);
    expect(buttons.map(({ name }) => name)).toEqual(['Cancel', 'Decline', 'Review answers']);
    expect(new Set(buttons.map(({ rect }) => Math.round(rect.top))).size).toBe(1);
    expect(buttons.at(-1)?.rect.right).toBe(Math.max(...buttons.map(({ rect }) => rect.right)));
  });

  it.each([
    [320, 'en'],
    [360, 'en'],
    [360, 'ar'],
    [414, 'en'],
  ] as const)(
    'at %ipx (%s): one line where they fit, else a line each, full width, the primary on top',
    async (width, language) => {
      await page.viewport(width, 800);
      render(
        <ElicitationPanel
          params={{ mode: 'url', message: 'Sign in', url: 'https://accounts.example.com/oauth/authorize' }}
          server={server}
          onResult={() => {}}
          messages={language === 'ar' ? ar : undefined}
        />,
      );
      // The address checker loads lazily: on a busy machine that can take a few seconds.
      await waitFor(() => expect(document.querySelector('[data-action="open"]')).not.toBeNull(), { timeout: 15_000 });
      const panel = document.querySelector('[data-slot="elicitation"]') as HTMLElement;
      const rowElement = slot(panel, 'elicitation-actions-row');
      const row = rowElement.getBoundingClientRect();
      const buttons = buttonRects(panel);
      expect(buttons).toHaveLength(3);
      const lines = new Set(buttons.map(({ rect }) => Math.round(rect.top))).size;
      // Never a lone button on a second line: one line, or one line each.
      expect([1, 3]).toContain(lines);
      // The buttons' natural widths decide, whatever the language and the fonts.
      const natural = buttons.reduce((sum, { rect }) => sum + rect.width, 0);
      expect(rowElement.dataset.layout).toBe(lines === 1 ? 'row' : 'stack');
      if (lines === 1) {
        expect(natural).toBeLessThanOrEqual(row.width + 1);
        for (const { rect } of buttons) expect(rect.right).toBeLessThanOrEqual(row.right + 1);
      } else {
        for (const { rect } of buttons) {
          expect(Math.round(rect.width)).toBe(Math.round(row.width));
          expect(rect.left).toBeCloseTo(row.left, 0);
        }
        const top = buttons.reduce((first, button) => (button.rect.top < first.rect.top ? button : first));
        expect(top.variant).toBe('primary');
      }
    },
  );

  it.each([
    [250, 'en'],
    [266, 'en'],
    [266, 'ar'],
    [300, 'en'],
  ] as const)(
    'in a %i px column (%s), no button is squeezed below its words: one line only where they fit whole',
    async (width, language) => {
      // A chat transcript's card on a phone: the row is narrower than the window, and a row that
      // only just overflows (packed to its end, the overflow runs past its start) must still stack.
      await page.viewport(360, 740);
      render(
        <div style={{ width: `${width}px` }}>
          <ElicitationPanel
            params={requestFixtures.seedStructuredData.params}
            server={server}
            onResult={() => {}}
            messages={language === 'ar' ? ar : undefined}
          />
        </div>,
      );
      const panel = await waitFor(() => document.querySelector('[data-slot="elicitation"]') as HTMLElement);
      const rowElement = slot(panel, 'elicitation-actions-row');
      const buttons = [...rowElement.querySelectorAll<HTMLElement>('[data-slot="elicitation-button"]')];
      expect(buttons).toHaveLength(3);
      for (const button of buttons) expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
      const lines = new Set(buttons.map((button) => Math.round(button.getBoundingClientRect().top))).size;
      expect(rowElement.dataset.layout).toBe(lines === 1 ? 'row' : 'stack');
    },
  );

  it('on a 360 px phone, the three buttons of a form share one line (issue 36)', async () => {
    await page.viewport(360, 740);
    const dialog = await dialogOf(requestFixtures.seedStructuredData.params);
    const buttons = buttonRects(dialog);
    expect(new Set(buttons.map(({ rect }) => Math.round(rect.top))).size).toBe(1);
    for (const { rect } of buttons) expect(rect.height).toBeGreaterThanOrEqual(44);
  });
});

describe('touch targets on a phone (issue 36)', () => {
  it('a choice is a whole row of 44 px or more, its label the target; the clear button is 44 px', async () => {
    await page.viewport(360, 740);
    const dialog = await dialogOf(requestFixtures.serverEverything.params);
    const labels = [...dialog.querySelectorAll<HTMLElement>('[data-slot="elicitation-radio-option"] > label')];
    expect(labels.length).toBeGreaterThan(2);
    for (const label of labels) {
      const rect = label.getBoundingClientRect();
      expect(rect.height).toBeGreaterThanOrEqual(44);
      // The label reaches across the row to its end.
      const option = (label.parentElement as HTMLElement).getBoundingClientRect();
      expect(rect.right).toBeGreaterThanOrEqual(option.right - 1);
    }
    const yes = within(dialog).getByRole('radio', { name: 'Yes' });
    (yes.closest('[data-slot="elicitation-radio-option"]')!.querySelector('label') as HTMLElement).click();
    expect(yes).toBeChecked();
    const clear = slot(dialog, 'elicitation-clear-answer');
    expect(clear.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    expect(clear.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
  });
});

describe('the clear-answer button (issue 36)', () => {
  it.each([360, 1024])('at %i px sits under the options, in words, beside none of them', async (width) => {
    await page.viewport(width, 740);
    const dialog = await dialogOf({
      message: 'Pick one',
      requestedSchema: {
        type: 'object',
        properties: { colour: { type: 'string', title: 'Colour', enum: ['Red', 'Green', 'Blue'] } },
      },
    });
    const red = within(dialog).getByRole('radio', { name: 'Red' });
    red.click();
    const clear = await within(dialog).findByRole('button', { name: 'Clear answer: Colour' });
    expect(clear).toBeVisible();
    expect(clear).toHaveTextContent('Clear answer');
    const options = [...dialog.querySelectorAll<HTMLElement>('[data-slot="elicitation-radio-option"]')];
    const last = options.at(-1)!.getBoundingClientRect();
    // Below the last option, at the options' start edge: not on the row of "Red".
    expect(clear.getBoundingClientRect().top).toBeGreaterThanOrEqual(last.bottom - 1);
    expect(Math.abs(clear.getBoundingClientRect().left - options[0]!.getBoundingClientRect().left)).toBeLessThan(12);
    clear.click();
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: 'Red' })).not.toBeChecked());
  });
});

describe('the notice of a withdrawn request', () => {
  it.each(['light', 'dark'])('is a readable toast on top of the page, in view, %s', async (theme) => {
    document.documentElement.dataset.theme = theme;
    const queue = new ElicitationQueue();
    render(
      <ElicitationProvider queue={queue}>
        <main style={{ position: 'relative', zIndex: 10, height: '200vh' }}>A long page</main>
      </ElicitationProvider>,
    );
    const withdrawn = new AbortController();
    act(() => {
      queue
        .enqueue({ server, params: requestFixtures.seedSimpleText.params, signal: withdrawn.signal })
        .catch(() => {});
    });
    await screen.findByRole('dialog');
    act(() => withdrawn.abort());
    const notice = await waitFor(() => {
      const element = document.querySelector('[data-slot="elicitation-notice"]') as HTMLElement | null;
      if (!element) throw new Error('no notice yet');
      return element;
    });
    await Promise.all(notice.getAnimations().map((animation) => animation.finished));
    const region = notice.parentElement as HTMLElement;
    expect(getComputedStyle(region).position).toBe('fixed');
    expect(inViewport(notice)).toBe(true);
    // Nothing of the page covers it: the point at its centre belongs to it.
    const rect = notice.getBoundingClientRect();
    expect(notice.contains(document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2))).toBe(
      true,
    );
    // It stays where it is while the page scrolls.
    scrollTo(0, 400);
    expect(notice.getBoundingClientRect().top).toBeCloseTo(rect.top, 0);
    scrollTo(0, 0);
    const style = getComputedStyle(notice);
    const text = getComputedStyle(notice.querySelector('p') as HTMLElement).color;
    expect(contrast(text, style.backgroundColor)).toBeGreaterThanOrEqual(4.5);
    expect(getComputedStyle(region).colorScheme).toBe(theme);
  });
});

describe('a form that asks for secrets, on a phone (issue 36)', () => {
  it('opens on its warning, in view with the message above it, and Decline is the filled button', async () => {
    await page.viewport(360, 740);
    const dialog = await dialogOf(uiFixtures.secretsForm.params);
    const body = slot(dialog, 'elicitation-body');
    const title = slot(dialog, 'elicitation-sensitive-title');
    expect(document.activeElement).toBe(title);
    expect(body.scrollTop).toBe(0);
    for (const part of [title, slot(dialog, 'elicitation-message')]) {
      const rect = part.getBoundingClientRect();
      const view = body.getBoundingClientRect();
      expect(rect.top).toBeGreaterThanOrEqual(view.top);
      expect(rect.bottom).toBeLessThanOrEqual(view.bottom);
    }
    // No text field has focus, so a phone raises no keyboard.
    expect(document.activeElement?.matches('input, textarea, select')).toBe(false);
    const buttons = buttonRects(dialog);
    expect(buttons.filter((button) => button.variant === 'primary').map((button) => button.name)).toEqual(['Decline']);
    expect(buttons.at(-1)?.variant).toBe('caution');
  });
});

describe('a date and time field (issue 36)', () => {
  it('is as wide as a text field', async () => {
    await page.viewport(1024, 768);
    const dialog = await dialogOf({
      message: 'When?',
      requestedSchema: {
        type: 'object',
        properties: {
          title: { type: 'string', title: 'Title' },
          when: { type: 'string', format: 'date-time', title: 'When' },
          day: { type: 'string', format: 'date', title: 'Day' },
        },
      },
    });
    const width = (selector: string) => Math.round(dialog.querySelector(selector)!.getBoundingClientRect().width);
    const text = width('input[type="text"]');
    expect(width('input[type="datetime-local"]')).toBe(text);
    expect(width('input[type="date"]')).toBe(text);
  });
});

describe('who is asking, in the header (issue 36)', () => {
  const longer = { name: 'calendar', title: 'Calendar', version: '2.0.1' };

  it.each([
    ['en', undefined],
    ['ar', ar],
  ] as const)(
    'on a 360 px phone the header takes one line, icon, title and MCP name (%s)',
    async (_locale, messages) => {
      await page.viewport(360, 740);
      render(
        <ElicitationDialog
          params={requestFixtures.seedStructuredData.params}
          server={longer}
          messages={messages}
          onResult={() => {}}
        />,
      );
      const dialog = await screen.findByRole('dialog');
      await Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished));
      const title = slot(dialog, 'elicitation-header-title').getBoundingClientRect();
      const name = slot(dialog, 'elicitation-server-name').getBoundingClientRect();
      const icon = slot(dialog, 'elicitation-server-icon').getBoundingClientRect();
      // One line: the name sits beside the title, not under it, and the header is no taller than a button.
      expect(Math.abs(name.bottom - title.bottom)).toBeLessThan(6);
      expect(slot(dialog, 'elicitation-header').getBoundingClientRect().height).toBeLessThanOrEqual(44);
      expect(icon.height).toBeLessThanOrEqual(title.height + 6);
      // The rest is still read out, and still drawn on wider screens.
      const notHost = slot(dialog, 'elicitation-not-host');
      expect(notHost.getBoundingClientRect().width).toBeLessThanOrEqual(1);
      expect(getComputedStyle(notHost).display).not.toBe('none');
      await page.viewport(1024, 768);
      await waitFor(() => expect(notHost.getBoundingClientRect().width).toBeGreaterThan(100));
    },
  );

  it('a piece that wraps to a new line never starts it with its "·", and the dot is not read out', async () => {
    await page.viewport(1024, 768);
    const seen = new Set<boolean>();
    for (const width of [240, 300, 420, 560]) {
      render(
        <div style={{ width }}>
          <ElicitationPanel
            params={requestFixtures.seedSimpleText.params}
            server={{ name: 'files', version: '10.20.30-beta.4' }}
            onResult={() => {}}
          />
        </div>,
      );
      const box = slot(document, 'elicitation-header-text').getBoundingClientRect();
      const version = slot(document, 'elicitation-server-version');
      const name = slot(document, 'elicitation-server-name');
      const wrapped = version.getBoundingClientRect().top > name.getBoundingClientRect().top + 2;
      seen.add(wrapped);
      // The dot is drawn at the version's start: inside the visible box only when it follows the name.
      expect(version.getBoundingClientRect().left >= box.left - 0.5, `${width}px`).toBe(!wrapped);
      expect(name.getBoundingClientRect().left, `${width}px`).toBeLessThan(box.left);
      expect(getComputedStyle(version, '::before').content).toBe('"·" / ""');
      cleanup();
    }
    expect([...seen].sort()).toEqual([false, true]);
  });
});
