/**
 * Issue 20, in real Chromium with the stylesheet: the URL screen opens with the app's verdict, one
 * look per level that survives forced colours; the address shows what hides in it; a long address
 * folds; focus never starts on the server's text; who is asking stands out; the dialog stays put;
 * errors stay visible while fixed; Korean breaks between words.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { commands, page } from 'vitest/browser';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Chromium's forced-colors emulation on or off (Playwright `page.emulateMedia({ forcedColors })`). */
    forcedColors: (active: boolean) => Promise<void>;
  }
}

import { ElicitationDialog, ElicitationPanel } from '../../src';
import { ko } from '../../src/locales/ko';
import { requestFixtures, uiFixtures } from '../fixtures';
import '../../src/styles/elicitation.css';
import { computedColor, contrast } from '../support/colors';

const server = { name: 'contacts-server', title: 'Contacts', version: '1.4.0' };
const urlRequest = (url: string) => ({
  mode: 'url',
  elicitationId: 'e-1',
  message: 'Please sign in to continue.',
  url,
});
const OK_URL = 'https://accounts.example.com/oauth/authorize?client_id=mcp-contacts&scope=read';
const WARN_URL = 'http://paypal.com.account-verify.example/login';
const BLOCK_URL = 'https://www.paypal.com@evil.example/login';

afterEach(async () => {
  cleanup();
  document.documentElement.removeAttribute('data-theme');
  await page.viewport(1024, 768);
});

const slot = (root: ParentNode, name: string) => root.querySelector(`[data-slot="${name}"]`) as HTMLElement;

/** The first element matching `selector`, once it is there. */
const found = (selector: string) =>
  waitFor(() => {
    const element = document.querySelector<HTMLElement>(selector);
    if (!element) throw new Error(`nothing matches ${selector} yet`);
    return element;
  });

async function settled(root: HTMLElement) {
  // The URL checker loads lazily; the first test of the file waits for the dev server to build it
  // (seconds on a busy machine), later ones find it cached.
  await waitFor(() => expect(root.querySelector('[data-state="checking"]')).toBeNull(), { timeout: 20_000 });
  await Promise.all(root.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => {})));
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

async function dialogOf(request: unknown, props: Record<string, unknown> = {}) {
  render(<ElicitationDialog params={request} server={server} onResult={() => {}} {...props} />);
  const dialog = await screen.findByRole('dialog');
  await settled(dialog);
  return dialog;
}

/** The text of the body's parts in the order a person meets them. */
function readingOrder(dialog: HTMLElement) {
  const body = slot(dialog, 'elicitation-body');
  return [
    ...body.querySelectorAll(
      '[data-slot="elicitation-url-verdict"], [data-slot="elicitation-message"], [data-slot="elicitation-url-address"]',
    ),
  ].map((element) => (element as HTMLElement).dataset.slot);
}

describe('verdict first (defect 1)', () => {
  it.each([
    [OK_URL, 'ok', 'Opens example.com', 'box-arrow'],
    [WARN_URL, 'warn', 'This link imitates paypal.com', 'triangle-exclamation'],
    [BLOCK_URL, 'block', 'This link was blocked', 'octagon-cross'],
  ])(
    '%s: the band comes first, its own headline and icon shape, then the message, then the address',
    async (url, level, headline, shape) => {
      const dialog = await dialogOf(urlRequest(url));
      const body = slot(dialog, 'elicitation-body');
      const band = slot(dialog, 'elicitation-url-verdict');
      expect(band.dataset.verdict).toBe(level);
      expect(body.firstElementChild).toBe(band);
      expect(readingOrder(dialog)).toEqual([
        'elicitation-url-verdict',
        'elicitation-message',
        'elicitation-url-address',
      ]);
      expect(within(band).getByRole('heading', { level: 3 })).toHaveTextContent(headline);
      expect(slot(band, 'elicitation-url-verdict-icon').dataset.shape).toBe(shape);
      // Near the top of the dialog's body, whatever follows.
      expect(band.getBoundingClientRect().top - body.getBoundingClientRect().top).toBeLessThan(24);
      if (level !== 'ok') expect(slot(band, 'elicitation-url-verdict-reason').textContent?.length).toBeGreaterThan(10);
    },
  );

  it('draws the three levels apart by colour too: border and icon differ per level, light and dark', async () => {
    for (const theme of ['light', 'dark']) {
      document.documentElement.dataset.theme = theme;
      const seen = new Set<string>();
      for (const url of [OK_URL, WARN_URL, BLOCK_URL]) {
        render(<ElicitationPanel params={urlRequest(url)} server={server} onResult={() => {}} />);
        const band = await waitFor(() => {
          const found = document.querySelector<HTMLElement>(
            '[data-slot="elicitation-url-verdict"]:not([data-verdict="pending"])',
          );
          if (!found) throw new Error('no verdict yet');
          return found;
        });
        const style = getComputedStyle(band);
        seen.add(
          `${style.borderInlineStartColor} ${getComputedStyle(slot(band, 'elicitation-url-verdict-icon')).color}`,
        );
        cleanup();
      }
      expect(seen.size, theme).toBe(3);
    }
  });

  it('draws an ordinary link neutral, in the text colour on the surface, never green (issue 36)', async () => {
    for (const theme of ['light', 'dark']) {
      document.documentElement.dataset.theme = theme;
      render(<ElicitationPanel params={urlRequest(OK_URL)} server={server} onResult={() => {}} />);
      const band = await waitFor(() => {
        const found = document.querySelector<HTMLElement>('[data-slot="elicitation-url-verdict"][data-verdict="ok"]');
        if (!found) throw new Error('no verdict yet');
        return found;
      });
      const root = getComputedStyle(slot(document, 'elicitation'));
      const tokens = (name: string) => computedColor(root.getPropertyValue(name));
      expect(getComputedStyle(band).backgroundColor, theme).toBe(tokens('--mer-color-surface'));
      expect(getComputedStyle(slot(band, 'elicitation-url-verdict-icon')).color, theme).toBe(tokens('--mer-color-fg'));
      expect(getComputedStyle(band).borderInlineStartColor, theme).not.toBe(tokens('--mer-color-success'));
      cleanup();
    }
  });
});

/** Which of the icon's pixels are ink (far from the band's background), in a screenshot of it, and their share. */
async function inkOf(element: HTMLElement) {
  const base64 = await page.screenshot({ element, save: false });
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
  context.drawImage(bitmap, 0, 0);
  const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
  const [r, g, b] = [data[0]!, data[1]!, data[2]!];
  const mask: boolean[] = [];
  for (let index = 0; index < data.length; index += 4) {
    mask.push(Math.abs(data[index]! - r) + Math.abs(data[index + 1]! - g) + Math.abs(data[index + 2]! - b) > 96);
  }
  return { ink: mask.filter(Boolean).length / mask.length, mask };
}

describe('forced colours (Windows High Contrast)', () => {
  afterEach(async () => {
    await commands.forcedColors(false);
  });

  it('keeps each level’s icon shape drawn and its headline, so the verdict survives', async () => {
    await commands.forcedColors(true);
    expect(matchMedia('(forced-colors: active)').matches).toBe(true);
    const inks: Record<string, { ink: number; mask: boolean[] }> = {};
    for (const [level, url] of [
      ['ok', OK_URL],
      ['warn', WARN_URL],
      ['block', BLOCK_URL],
    ] as const) {
      render(<ElicitationPanel params={urlRequest(url)} server={server} onResult={() => {}} />);
      const band = await waitFor(() => {
        const found = document.querySelector<HTMLElement>(
          `[data-slot="elicitation-url-verdict"][data-verdict="${level}"]`,
        );
        if (!found) throw new Error('no verdict yet');
        return found;
      });
      inks[level] = await inkOf(slot(band, 'elicitation-url-verdict-icon'));
      expect(within(band).getByRole('heading')).toBeVisible();
      // The band keeps its frame: a border in the system's text colour.
      expect(getComputedStyle(band).borderInlineStartStyle).toBe('solid');
      cleanup();
    }
    for (const { ink } of Object.values(inks)) expect(ink).toBeGreaterThan(0.08);
    // Three different shapes, not three colours of one: their pictures differ pixel by pixel.
    const pairs = [
      ['ok', 'warn'],
      ['ok', 'block'],
      ['warn', 'block'],
    ] as const;
    for (const [a, b] of pairs) {
      const differing = inks[a]!.mask.filter((pixel, index) => pixel !== inks[b]!.mask[index]).length;
      expect(differing / inks[a]!.mask.length, `${a} vs ${b}`).toBeGreaterThan(0.05);
    }
  });
});

describe('the annotated address (defect 2)', () => {
  it('draws an invisible character as a visible token where it stands, and says what it is', async () => {
    render(<ElicitationPanel params={urlRequest('https://exa\u200Bmple.com/')} server={server} onResult={() => {}} />);
    const written = await found('[data-slot="elicitation-url-written"]');
    expect(written.textContent).toBe('https://exa⟨U+200B⟩mple.com/');
    const token = slot(written, 'elicitation-url-char');
    expect(token.getBoundingClientRect().width).toBeGreaterThan(20);
    expect(getComputedStyle(token).borderTopStyle).toBe('solid');
    expect(slot(document, 'elicitation-url-notes')).toHaveTextContent('⟨U+…⟩ marks a character you could not see');
  });

  it('draws a control character as a token, never as an empty box', async () => {
    render(<ElicitationPanel params={urlRequest('https://example.com/\u0007x')} server={server} onResult={() => {}} />);
    const written = await found('[data-slot="elicitation-url-written"]');
    expect(written.textContent).toContain('⟨U+0007⟩');
  });

  it.each([
    ['https://ｅｘａｍｐｌｅ.com/', 'wide', 'Marked letters are wide or styled look-alikes'],
    ['http://3232235777/', 'ip', '3232235777 is the IP address 192.168.1.1 in disguise.'],
    ['https://аррӏе.com/account', 'punycode', 'The site’s real name is xn--80ak6aa92e.com.'],
    ['https://аррӏе.com/account', 'imitates', 'Made to look like apple.com; it is a different site.'],
    ['https://paypa1.com/signin', 'imitates', 'Made to look like paypal.com; it is a different site.'],
  ])('%s: notes %s', async (url, kind, text) => {
    render(<ElicitationPanel params={urlRequest(url)} server={server} onResult={() => {}} />);
    const note = await waitFor(() => {
      const found = document.querySelector(`[data-slot="elicitation-url-notes"] [data-kind="${kind}"]`);
      if (!found) throw new Error('no note yet');
      return found;
    });
    expect(note).toHaveTextContent(text);
  });

  it('names the imitated site in the verdict and on the confirming button', async () => {
    const user = userEvent.setup();
    render(<ElicitationPanel params={urlRequest('https://paypa1.com/signin')} server={server} onResult={() => {}} />);
    const band = await screen.findByRole('alert');
    expect(slot(band, 'elicitation-url-verdict-reason')).toHaveTextContent(
      'The site name imitates paypal.com, but it is a different site.',
    );
    await user.click(screen.getByRole('button', { name: 'I still want to open it' }));
    expect(screen.getByRole('button', { name: 'I understand (imitates paypal.com), open paypa1.com' })).toBeVisible();
  });
});

describe('a blocked over-long URL (defect 3)', () => {
  it('keeps the verdict at the top and Decline in view: the address folds to a few lines', async () => {
    await page.viewport(800, 640);
    const dialog = await dialogOf(urlRequest(`https://example.com/${'a'.repeat(9000)}`));
    const band = slot(dialog, 'elicitation-url-verdict');
    expect(band.getBoundingClientRect().top).toBeLessThan(200);
    const full = slot(dialog, 'elicitation-url-full');
    expect(full.textContent?.length).toBeGreaterThan(9000);
    expect(full.getBoundingClientRect().height).toBeLessThan(120);
    const decline = within(dialog).getByRole('button', { name: 'Decline' });
    expect(decline.getBoundingClientRect().bottom).toBeLessThanOrEqual(innerHeight);
    // Unfolded, it is a bounded box that scrolls by keyboard, still below the verdict.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show full address' }));
    expect(full.getBoundingClientRect().height).toBeLessThan(300);
    expect(full.scrollHeight).toBeGreaterThan(full.clientHeight);
    expect(full.tabIndex).toBe(0);
    expect(decline.getBoundingClientRect().bottom).toBeLessThanOrEqual(innerHeight);
  });
});

describe('initial focus (defect 4)', () => {
  it.each([OK_URL, WARN_URL, BLOCK_URL])('%s: on the verdict’s headline, never the server’s message', async (url) => {
    const dialog = await dialogOf(urlRequest(url));
    await waitFor(() => expect(slot(dialog, 'elicitation-url-verdict-title')).toHaveFocus());
    const message = slot(dialog, 'elicitation-message');
    expect(message.contains(document.activeElement)).toBe(false);
    // A message that fits is no Tab stop, and shows no ring.
    expect(message.hasAttribute('tabindex')).toBe(false);
    expect(getComputedStyle(slot(dialog, 'elicitation-url-verdict-title')).outlineStyle).toBe('none');
  });

  it('form mode: on the first field', async () => {
    const dialog = await dialogOf(requestFixtures.seedStructuredData.params);
    expect(within(dialog).getByLabelText(/^Name/)).toHaveFocus();
  });

  it('a long message that scrolls is a Tab stop, labelled, but still not where the dialog starts', async () => {
    const dialog = await dialogOf({ ...urlRequest(OK_URL), message: 'Line\n'.repeat(60) });
    const message = slot(dialog, 'elicitation-message');
    await waitFor(() => expect(message.tabIndex).toBe(0));
    expect(message).toHaveAccessibleName('Message from Contacts');
    expect(slot(dialog, 'elicitation-url-verdict-title')).toHaveFocus();
  });
});

describe('who is asking (defect 5)', () => {
  it('a readable identity line: 14 px or more, 7:1 against the background, no dangling separator', async () => {
    for (const theme of ['light', 'dark']) {
      document.documentElement.dataset.theme = theme;
      const dialog = await dialogOf(urlRequest(OK_URL));
      const line = slot(dialog, 'elicitation-server-name');
      const style = getComputedStyle(line);
      expect(Number.parseFloat(style.fontSize)).toBeGreaterThanOrEqual(14);
      expect(contrast(style.color, getComputedStyle(dialog).backgroundColor), theme).toBeGreaterThanOrEqual(7);
      // "Not from this app" on a line of its own; the only separator sits between name and version.
      const notHost = slot(dialog, 'elicitation-not-host');
      expect(notHost.getBoundingClientRect().top).toBeGreaterThan(line.getBoundingClientRect().top);
      expect(getComputedStyle(line, '::after').content).toBe('none');
      cleanup();
    }
  });

  it('none of the eight monogram tones is the primary colour, light or dark, and each is 4.5:1 under white', async () => {
    for (const theme of ['light', 'dark']) {
      document.documentElement.dataset.theme = theme;
      render(<ElicitationPanel params={urlRequest(OK_URL)} server={server} onResult={() => {}} />);
      const primary = getComputedStyle(await screen.findByRole('button', { name: 'Open example.com' })).backgroundColor;
      const icon = slot(document, 'elicitation-server-icon');
      const tones = new Set<string>();
      for (let tone = 0; tone < 8; tone++) {
        icon.dataset.tone = String(tone);
        const colour = getComputedStyle(icon).backgroundColor;
        expect(colour, `tone ${tone} ${theme}`).not.toBe(primary);
        expect(contrast(colour, getComputedStyle(icon).color), `tone ${tone}`).toBeGreaterThanOrEqual(4.5);
        tones.add(colour);
      }
      expect(tones.size).toBe(8);
      cleanup();
    }
  });

  it('monogram colours never equal the primary colour and differ between servers', async () => {
    const names = [
      'contacts-server',
      'shop-server',
      'billing-server',
      'weather',
      'github',
      'calendar',
      'mail',
      'files',
    ];
    for (const theme of ['light', 'dark']) {
      document.documentElement.dataset.theme = theme;
      const colours = new Set<string>();
      for (const name of names) {
        render(<ElicitationPanel params={urlRequest(OK_URL)} server={{ name }} onResult={() => {}} />);
        const open = await screen.findByRole('button', { name: 'Open example.com' });
        const primary = getComputedStyle(open).backgroundColor;
        const monogram = getComputedStyle(slot(document, 'elicitation-server-icon')).backgroundColor;
        expect(monogram, `${name} ${theme}`).not.toBe(primary);
        expect(contrast(monogram, 'rgb(255, 255, 255)'), name).toBeGreaterThanOrEqual(4.5);
        colours.add(monogram);
        cleanup();
      }
      expect(colours.size, theme).toBeGreaterThanOrEqual(5);
    }
  });
});

describe('Cancel is not Decline (defect 6)', () => {
  it('Cancel is drawn as text, Decline as an answer in a box: outlined, or filled under the secrets warning', async () => {
    for (const request of [requestFixtures.seedStructuredData.params, uiFixtures.secretsForm.params]) {
      const secrets = request === uiFixtures.secretsForm.params;
      const dialog = await dialogOf(request);
      const row = slot(dialog, 'elicitation-actions-row');
      const buttons = [...row.querySelectorAll('button')];
      expect(buttons.map((button) => button.dataset.action)).toEqual(['cancel', 'decline', 'submit']);
      const [cancel, decline, forward] = buttons.map((button) => getComputedStyle(button)) as [
        CSSStyleDeclaration,
        CSSStyleDeclaration,
        CSSStyleDeclaration,
      ];
      expect(cancel.borderTopColor).toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
      expect(cancel.textDecorationLine).toBe('underline');
      expect(decline.borderTopColor).not.toMatch(/rgba\(0, 0, 0, 0\)/);
      const background = getComputedStyle(dialog).backgroundColor;
      // Under the secrets warning the safe choice is the filled one; the way forward is a caution outline.
      expect(decline.backgroundColor === background).toBe(!secrets);
      expect(forward.backgroundColor).not.toBe(decline.backgroundColor);
      // The close button (×) dismisses too, and is drawn without a box like Cancel.
      expect(getComputedStyle(slot(dialog, 'elicitation-close')).borderTopStyle).toBe('none');
      cleanup();
    }
  });
});

describe('scroll edges (defect 7)', () => {
  it('the scrolling body shades its edges, and the revealed second step is scrolled into view', async () => {
    await page.viewport(800, 560);
    const user = userEvent.setup();
    const dialog = await dialogOf(urlRequest(WARN_URL));
    const body = slot(dialog, 'elicitation-body');
    expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    const { backgroundImage, backgroundAttachment } = getComputedStyle(body);
    expect(backgroundImage.match(/gradient/g)).toHaveLength(4);
    // Two covers that scroll with the content, two shades that stay at the edges, then the colour.
    expect(backgroundAttachment.startsWith('local, local, scroll, scroll')).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'I still want to open it' }));
    const confirm = within(dialog).getByRole('button', { name: /^I understand/ });
    await waitFor(() => {
      const rect = confirm.getBoundingClientRect();
      const view = body.getBoundingClientRect();
      expect(rect.bottom).toBeLessThanOrEqual(view.bottom + 1);
      expect(rect.top).toBeGreaterThanOrEqual(view.top - 1);
    });
  });
});

describe('stable geometry (defect 8)', () => {
  it('the dialog keeps its top edge and width through form, review, URL and waiting', async () => {
    await page.viewport(800, 640);
    const user = userEvent.setup();
    const rects: DOMRect[] = [];
    const form = await dialogOf(requestFixtures.seedSimpleText.params);
    rects.push(form.getBoundingClientRect());
    await user.type(within(form).getByRole('textbox'), 'octocat');
    await user.click(within(form).getByRole('button', { name: 'Review answers' }));
    await within(form).findByRole('heading', { name: 'Review before sending' });
    rects.push(form.getBoundingClientRect());
    cleanup();
    const url = await dialogOf(urlRequest(OK_URL), { url: { openUrl: () => true } });
    rects.push(url.getBoundingClientRect());
    await user.click(within(url).getByRole('button', { name: 'Open example.com' }));
    await within(url).findByRole('progressbar');
    rects.push(url.getBoundingClientRect());
    expect(new Set(rects.map((rect) => Math.round(rect.top))).size).toBe(1);
    expect(new Set(rects.map((rect) => Math.round(rect.width))).size).toBe(1);
    expect(new Set(rects.map((rect) => Math.round(rect.height))).size).toBeGreaterThan(1);
  });
});

describe('errors stay visible while fixing (defect 9)', () => {
  it('a focused invalid input keeps its red border and a red ring', async () => {
    const user = userEvent.setup();
    const dialog = await dialogOf(requestFixtures.seedStructuredData.params);
    await user.click(within(dialog).getByRole('button', { name: 'Review answers' }));
    const name = within(dialog).getByLabelText(/^Name/);
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    // Focused, still empty: it stays red (typing a valid answer clears it at once, issue 36).
    name.focus();
    await Promise.all(name.getAnimations().map((transition) => transition.finished));
    const style = getComputedStyle(name);
    const danger = getComputedStyle(slot(dialog, 'elicitation-field-error')).color;
    expect(name).toHaveFocus();
    expect(style.borderTopColor).toBe(danger);
    expect(style.outlineColor).toBe(danger);
  });

  it('a multi-select over maxItems marks the group, not the unchecked box', async () => {
    const user = userEvent.setup();
    render(
      <ElicitationPanel
        server={server}
        onResult={() => {}}
        params={{
          mode: 'form',
          message: 'Pick',
          requestedSchema: {
            type: 'object',
            properties: {
              toppings: {
                type: 'array',
                title: 'Toppings',
                maxItems: 1,
                uniqueItems: true,
                items: { type: 'string', enum: ['a', 'b', 'c'] },
              },
            },
          },
        }}
      />,
    );
    const boxes = screen.getAllByRole('checkbox');
    await user.click(boxes[0]!);
    await user.click(boxes[1]!);
    await user.click(screen.getByRole('button', { name: 'Review answers' }));
    const group = await waitFor(() => {
      const found = document.querySelector<HTMLElement>(
        '[data-slot="elicitation-checkbox-group"][aria-invalid="true"]',
      );
      if (!found) throw new Error('not invalid yet');
      return found;
    });
    await Promise.all(document.getAnimations().map((transition) => transition.finished));
    const danger = getComputedStyle(slot(document, 'elicitation-field-error')).color;
    expect(getComputedStyle(group).borderInlineStartColor).toBe(danger);
    expect(getComputedStyle(boxes[2]!).borderTopColor).not.toBe(danger);
    expect(document.querySelectorAll('[data-slot="elicitation-field-error"] p')).toHaveLength(1);
  });
});

describe('Korean (defect 10)', () => {
  it('breaks between words, never leaves a syllable alone, and sets nothing in synthetic italic', async () => {
    await page.viewport(360, 740);
    render(
      <ElicitationPanel
        messages={ko}
        server={{ name: 'shop-server', title: '쇼핑몰' }}
        onResult={() => {}}
        params={{ ...urlRequest(OK_URL), message: '계속하려면 로그인하세요.' }}
      />,
    );
    const band = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-slot="elicitation-url-verdict"][data-verdict="ok"]');
      if (!found) throw new Error('no verdict yet');
      return found;
    });
    expect(getComputedStyle(band).wordBreak).toBe('keep-all');
    // Every line of the reason ends at a space: no word is cut.
    const reason = slot(band, 'elicitation-url-verdict-reason');
    const text = reason.textContent ?? '';
    const range = document.createRange();
    const node = reason.firstChild as Text;
    let lastTop = -1;
    for (let index = 0; index < text.length; index++) {
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      const top = Math.round(range.getBoundingClientRect().top);
      if (lastTop !== -1 && top > lastTop)
        expect(text[index - 1], `break before "${text.slice(index, index + 3)}"`).toBe(' ');
      lastTop = top;
    }
  });

  it('the review’s “not provided” is upright', async () => {
    const user = userEvent.setup();
    render(
      <ElicitationPanel messages={ko} server={server} onResult={() => {}} params={uiFixtures.koreanForm.params} />,
    );
    await user.type(screen.getByRole('textbox', { name: /^받는 사람/ }), '홍길동');
    await user.type(screen.getByRole('textbox', { name: /^이메일/ }), 'gildong@example.com');
    await user.click(screen.getByRole('button', { name: '답변 검토' }));
    const notProvided = await screen.findAllByText('입력 안 함');
    expect(getComputedStyle(notProvided[0]!).fontStyle).toBe('normal');
  });
});

describe('disabled values and the popup-blocked state (defect 11)', () => {
  it('a disabled field’s value is in the text colour, never lighter than a placeholder', async () => {
    render(
      <ElicitationPanel
        server={server}
        onResult={() => {}}
        params={requestFixtures.seedSimpleText.params}
        form={{ defaultValues: { name: 'octocat' } }}
      />,
    );
    const input = screen.getByRole('textbox');
    (input as HTMLInputElement).disabled = true;
    input.setAttribute('placeholder', 'placeholder');
    const style = getComputedStyle(input);
    expect(style.opacity).toBe('1');
    expect(style.color).toBe(getComputedStyle(slot(document, 'elicitation')).color);
  });

  it('the popup-blocked band is the neutral accent, not the phishing amber', async () => {
    const user = userEvent.setup();
    render(
      <ElicitationPanel
        server={server}
        onResult={() => {}}
        params={urlRequest(OK_URL)}
        url={{ openUrl: () => false }}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Open example.com' }));
    const band = await waitFor(() => {
      const found = document.querySelector<HTMLElement>(
        '[data-slot="elicitation-url-verdict"][data-state="popup-blocked"]',
      );
      if (!found) throw new Error('not blocked yet');
      return found;
    });
    const open = screen.getByRole('button', { name: 'I opened it myself' });
    expect(getComputedStyle(band).borderInlineStartColor).toBe(getComputedStyle(open).backgroundColor);
    expect(slot(band, 'elicitation-url-verdict-icon').dataset.shape).toBe('circle-info');
  });
});

describe('a refused huge request (defect 13)', () => {
  it.each([1_000_000, 10_000_000])(
    '%i characters: at most the documented length, a note, Decline and Cancel in view',
    async (size) => {
      await page.viewport(800, 640);
      const dialog = await dialogOf({
        mode: 'form',
        message: 'x'.repeat(size),
        requestedSchema: { type: 'object', properties: {} },
      });
      const message = slot(dialog, 'elicitation-message');
      expect(message.textContent?.length).toBeLessThan(10_100);
      expect(slot(message, 'elicitation-message-cut')).toHaveTextContent('was left out');
      for (const name of ['Decline', 'Cancel']) {
        const rect = within(dialog).getByRole('button', { name }).getBoundingClientRect();
        expect(rect.bottom).toBeLessThanOrEqual(innerHeight);
      }
    },
  );
});

describe('a host name in a button (issue 36)', () => {
  it.each([360, 1024])(
    'at %i px the override button keeps "account-verify.example" whole on one line',
    async (width) => {
      await page.viewport(width, 740);
      const user = userEvent.setup();
      const dialog = await dialogOf(urlRequest(WARN_URL));
      await user.click(within(dialog).getByRole('button', { name: 'I still want to open it' }));
      const confirm = within(dialog).getByRole('button', { name: /^I understand/ });
      expect(confirm).toHaveAccessibleName(/open account-verify\.example$/);
      const host = confirm.querySelector('[data-slot="elicitation-host"]') as HTMLElement;
      expect(host).toHaveTextContent('account-verify.example');
      // One line box: a break at the hyphen would give two.
      expect(host.getClientRects()).toHaveLength(1);
      const lineHeight = Number.parseFloat(getComputedStyle(host).lineHeight);
      expect(host.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5);
      expect(host.getBoundingClientRect().right).toBeLessThanOrEqual(confirm.getBoundingClientRect().right);
    },
  );
});
