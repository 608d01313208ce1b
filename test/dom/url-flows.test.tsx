import { act, render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ElicitationDialog, ElicitationPanel, UrlElicitationSequence } from '../../src';
import { ElicitationCompletionTracker } from '../../src/core';
import { ko } from '../../src/locales/ko';
import { requestFixtures } from '../fixtures';

const server = { name: 'billing-server', title: 'Billing' };
const urlRequest = (url: string, extra: Record<string, unknown> = {}) => ({
  mode: 'url',
  message: 'Please sign in to continue.',
  url,
  ...extra,
});

async function pressButton(user: UserEvent, name: string | RegExp) {
  const button = await screen.findByRole('button', { name });
  for (let presses = 0; presses < 50 && document.activeElement !== button; presses++) await user.tab();
  expect(button).toHaveFocus();
  await user.keyboard('{Enter}');
}

afterEach(() => vi.restoreAllMocks());

describe('URL consent', () => {
  it('opens with the verdict naming the destination, then the full URL with the domain highlighted, and no link anywhere', async () => {
    render(
      <ElicitationPanel
        params={urlRequest('https://accounts.example.com/oauth/authorize?client_id=abc&scope=read')}
        server={server}
        onResult={vi.fn()}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Opens example.com' })).toBeVisible();
    const verdict = document.querySelector('[data-slot="elicitation-url-verdict"]');
    expect(verdict).toHaveAttribute('data-verdict', 'ok');
    expect(verdict).toHaveTextContent('Nothing unusual was found in this address.');
    const full = document.querySelector('[data-slot="elicitation-url-full"]');
    expect(full?.textContent).toBe('https://accounts.example.com/oauth/authorize?client_id=abc&scope=read');
    expect(full?.querySelector('mark')?.textContent).toBe('example.com');
    expect(full).toHaveAttribute('dir', 'ltr');
    expect(screen.queryByRole('link')).toBeNull();
    expect(
      document.querySelector('a[href], link[rel~="prefetch"], link[rel~="preconnect"], link[rel~="dns-prefetch"], img'),
    ).toBeNull();
    expect(screen.getByRole('button', { name: 'Open example.com' })).toBeVisible();
  });

  it('opens only on the explicit action, with noopener and noreferrer, then sends accept and waits', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const onResult = vi.fn();
    const onRetry = vi.fn();
    const user = userEvent.setup();
    render(
      <ElicitationPanel
        params={requestFixtures.seedUrlApiKey.params}
        server={server}
        onResult={onResult}
        url={{ onRetry }}
      />,
    );
    await screen.findByRole('button', { name: 'Open example.com' });
    expect(open).not.toHaveBeenCalled();
    expect(onResult).not.toHaveBeenCalled();
    await pressButton(user, 'Open example.com');
    expect(open).toHaveBeenCalledExactlyOnceWith(
      'https://mcp.example.com/ui/set_api_key',
      '_blank',
      'noopener,noreferrer',
    );
    expect(onResult).toHaveBeenCalledExactlyOnceWith({ action: 'accept' });
    expect(screen.getByText('Waiting for you to finish on example.com')).toBeVisible();
    // Focus moves to the waiting band rather than falling back to the page.
    expect(document.querySelector('[data-slot="elicitation-url-verdict"][data-state="waiting"]')).toHaveFocus();
    await pressButton(user, 'I’m done, retry');
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onResult).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['javascript:alert(document.cookie)', 'Only web addresses'],
    ['data:text/html,<script>alert(1)</script>', 'Only web addresses'],
    ['file:///etc/passwd', 'Only web addresses'],
    ['https://user:pass@example.com/', 'hides a user name or password'],
    ['https://exa\u202Emple.com/', 'reverse the reading order'],
    ['/relative/path', 'not a complete web address'],
  ])('blocks %s: no open button, the reason, Decline and Cancel', async (url, reason) => {
    const onResult = vi.fn();
    const user = userEvent.setup();
    render(<ElicitationPanel params={urlRequest(url)} server={server} onResult={onResult} />);
    expect(await screen.findByRole('heading', { name: 'This link was blocked' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(reason);
    expect(screen.getByRole('alert')).toHaveAttribute('data-verdict', 'block');
    expect(screen.queryByRole('button', { name: 'I still want to open it' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Open/ })).toBeNull();
    await pressButton(user, 'Decline');
    expect(onResult).toHaveBeenCalledExactlyOnceWith({ action: 'decline' });
  });

  it.each([
    ['http://example.com/login', 'not encrypted', 'This link may not be what it seems'],
    ['https://192.168.1.10/setup', 'bare number', 'This link may not be what it seems'],
    ['https://example.com:8443/pay', 'unusual port', 'This link may not be what it seems'],
    [
      'https://paypal.com.evil.example/login',
      'starts with paypal.com to look like it, but the site it opens is evil.example',
      'This link imitates paypal.com',
    ],
    ['https://phish.example.test/login', 'not a real public domain', 'This link may not be what it seems'],
    ['https://аррӏе.com/', 'imitates apple', 'This link imitates apple'],
  ])(
    'warns about %s in plain words, suggests Decline and opens only after a second, deliberate step',
    async (url, words, headline) => {
      const open = vi.spyOn(window, 'open').mockReturnValue(null);
      const onResult = vi.fn();
      const user = userEvent.setup();
      render(<ElicitationPanel params={urlRequest(url)} server={server} onResult={onResult} />);
      const warnings = await screen.findByRole('alert');
      expect(warnings.querySelector('[data-slot="elicitation-url-verdict-title"]')).toHaveTextContent(headline);
      expect(warnings).toHaveAttribute('data-verdict', 'warn');
      expect(warnings).toHaveTextContent(words);
      const consent = document.querySelector('[data-slot="elicitation-url-consent"]') as HTMLElement;
      // Decline is the primary button, in the primary's place: the last of the row.
      const decline = screen.getByRole('button', { name: 'Decline' });
      expect(decline).toHaveAttribute('data-variant', 'primary');
      const row = document.querySelector('[data-slot="elicitation-actions"]') as HTMLElement;
      expect([...row.querySelectorAll('button')].at(-1)).toBe(decline);
      // No way to open in one click: not in the buttons, only behind the warning's disclosure.
      expect(within(row).queryByRole('button', { name: /open/i })).toBeNull();
      expect(screen.queryByRole('button', { name: /^(Open |I understand)/ })).toBeNull();
      const disclosure = within(consent).getByRole('button', { name: 'I still want to open it' });
      expect(disclosure).toHaveAttribute('aria-expanded', 'false');
      await user.click(disclosure);
      expect(disclosure).toHaveAttribute('aria-expanded', 'true');
      // The confirming button names the danger: "I understand (not encrypted), open example.com".
      const confirm = within(consent).getByRole('button', { name: /^I understand \(.+\), open / });
      expect(confirm).toHaveAttribute('data-variant', 'caution');
      expect(open).not.toHaveBeenCalled();
      await user.click(confirm);
      expect(open).toHaveBeenCalledTimes(1);
      expect(onResult).toHaveBeenCalledExactlyOnceWith({ action: 'accept' });
    },
  );

  it("opens an ordinary link's dialog already checked: the first picture has Open filled, never Decline (issue 36)", async () => {
    const firstPictures: string[][] = [];
    const observer = new MutationObserver(() => {
      const dialog = document.querySelector('[role="dialog"]');
      if (!dialog || firstPictures.length > 0) return;
      firstPictures.push(
        [...dialog.querySelectorAll<HTMLElement>('[data-variant="primary"]')].map(
          (button) => button.dataset.action ?? '',
        ),
      );
    });
    observer.observe(document.body, { childList: true, subtree: true });
    render(<ElicitationDialog params={urlRequest('https://example.com/a')} server={server} onResult={vi.fn()} />);
    await screen.findByRole('button', { name: 'Open example.com' });
    observer.disconnect();
    expect(firstPictures).toEqual([['open']]);
  });

  it("names a lookalike's real name and the site it imitates, never a sentence that reads as that site (issue 36)", async () => {
    render(<ElicitationPanel params={urlRequest('https://xn--pypal-4ve.com/')} server={server} onResult={vi.fn()} />);
    const band = await screen.findByRole('alert');
    expect(band.querySelector('[data-slot="elicitation-url-verdict-title"]')).toHaveTextContent(
      'This link imitates paypal.com',
    );
    const notes = [...document.querySelectorAll('[data-slot="elicitation-url-notes"] li')].map(
      (note) => note.textContent,
    );
    expect(notes).toEqual([
      'The site’s real name is xn--pypal-4ve.com.',
      'Made to look like paypal.com; it is a different site.',
    ]);
    // The Unicode form (Cyrillic а) would read "paypal.com": no sentence says it.
    const consent = document.querySelector('[data-slot="elicitation-url-consent"]') as HTMLElement;
    expect(consent.textContent).not.toContain('pаypal.com');
    expect(consent.textContent).not.toMatch(/is paypal\.com|writes paypal\.com/);
  });

  it('shows a blocked address only as the server wrote it, never the tidy form of the site it imitates', async () => {
    render(
      <ElicitationPanel params={urlRequest('https://pay\u200Bpal.com/login')} server={server} onResult={vi.fn()} />,
    );
    const band = await screen.findByRole('alert');
    expect(band).toHaveAttribute('data-verdict', 'block');
    const written = document.querySelector('[data-slot="elicitation-url-written"]') as HTMLElement;
    expect(written).toHaveTextContent('https://pay⟨U+200B⟩pal.com/login');
    expect(document.querySelector('[data-slot="elicitation-url-full"]')).toBeNull();
    const consent = document.querySelector('[data-slot="elicitation-url-consent"]') as HTMLElement;
    expect(consent.textContent).not.toContain('https://paypal.com/login');
  });

  it('draws an ordinary link as neutral, never as a "safe" check; the check is for a finished visit', async () => {
    render(<ElicitationPanel params={urlRequest('https://example.com/a')} server={server} onResult={vi.fn()} />);
    await screen.findByRole('button', { name: 'Open example.com' });
    const band = document.querySelector('[data-slot="elicitation-url-verdict"]') as HTMLElement;
    expect(band).toHaveTextContent('Opens example.com');
    expect(band.querySelector('[data-slot="elicitation-url-verdict-icon"]')).toHaveAttribute('data-shape', 'box-arrow');
    expect(band).not.toHaveTextContent(/safe/i);
  });

  it('names both the embedded domain and the unknown TLD, highlighting the name before the TLD', async () => {
    render(
      <ElicitationPanel
        params={urlRequest('https://paypal.com.evil.example/login')}
        server={server}
        onResult={vi.fn()}
      />,
    );
    const warnings = await screen.findByRole('alert');
    const reasons = [...warnings.querySelectorAll('[data-reason]')].map((item) => item.getAttribute('data-reason'));
    expect(reasons).toEqual(['embedded-domain', 'unknown-tld']);
    expect(document.querySelector('[data-slot="elicitation-url-full"] mark')?.textContent).toBe('evil.example');
    await userEvent.click(screen.getByRole('button', { name: 'I still want to open it' }));
    expect(screen.getByRole('button', { name: 'I understand (imitates paypal.com), open evil.example' })).toBeVisible();
  });

  it('says so in Korean when the TLD is not a real public one', async () => {
    render(
      <ElicitationPanel params={urlRequest('https://x.corp/')} server={server} onResult={vi.fn()} messages={ko} />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('실제 공개 도메인이 아니에요');
  });

  it('shows a safe IDN in Unicode without a warning', async () => {
    render(
      <ElicitationPanel params={urlRequest('https://xn--mnchen-3ya.de/anmelden')} server={server} onResult={vi.fn()} />,
    );
    expect(await screen.findByRole('button', { name: 'Open münchen.de' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('when the browser blocks the tab: says so, offers Copy link and "I opened it myself"', async () => {
    const onResult = vi.fn();
    // user-event provides the clipboard the component writes to.
    const user = userEvent.setup();
    render(
      <ElicitationPanel
        params={requestFixtures.seedUrlApiKey.params}
        server={server}
        onResult={onResult}
        url={{ openUrl: () => false }}
      />,
    );
    await pressButton(user, 'Open example.com');
    expect(onResult).not.toHaveBeenCalled();
    const blocked = screen.getByRole('alert');
    expect(within(blocked).getByRole('heading', { name: 'Your browser blocked the new tab' })).toBeVisible();
    expect(blocked).toHaveTextContent('Copy the link and open it yourself, or decline.');
    await pressButton(user, 'Copy link');
    expect(await screen.findByText('Link copied.')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe('https://mcp.example.com/ui/set_api_key');
    await pressButton(user, 'I opened it myself');
    expect(onResult).toHaveBeenCalledExactlyOnceWith({ action: 'accept' });
  });

  it('a completion notification for this request ends the wait and closes the dialog', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const onResult = vi.fn();
    const user = userEvent.setup();
    const params = urlRequest('https://example.com/connect', { elicitationId: 'e-42' });
    const completions = new ElicitationCompletionTracker();
    render(<ElicitationDialog params={params} server={server} onResult={onResult} url={{ completions }} />);
    await pressButton(user, 'Open example.com');
    expect(within(screen.getByRole('dialog')).getByText('Waiting for you to finish on example.com')).toBeVisible();
    // Another request's notification changes nothing; this one's ends the wait.
    expect(completions.complete({ elicitationId: 'e-41' })).toBeNull();
    expect(screen.getByRole('dialog')).toBeVisible();
    act(() => {
      expect(completions.complete({ elicitationId: 'e-42' })).toBe('e-42');
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onResult).toHaveBeenCalledTimes(1);
  });

  it("the completion tracker survives StrictMode's remount, and an unmounted request stops tracking", async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const onResult = vi.fn();
    const user = userEvent.setup();
    const params = urlRequest('https://example.com/connect', { elicitationId: 'e-7' });
    const completions = new ElicitationCompletionTracker();
    const view = render(
      <StrictMode>
        <ElicitationDialog params={params} server={server} onResult={onResult} url={{ completions }} />
      </StrictMode>,
    );
    await pressButton(user, 'Open example.com');
    expect(completions.isPending('e-7')).toBe(true);
    act(() => {
      expect(completions.complete({ elicitationId: 'e-7' })).toBe('e-7');
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    view.unmount();
    const again = urlRequest('https://example.com/connect', { elicitationId: 'e-8' });
    const second = render(
      <ElicitationPanel params={again} server={server} onResult={onResult} url={{ completions }} />,
    );
    expect(completions.isPending('e-8')).toBe(true);
    second.unmount();
    await act(async () => {});
    expect(completions.isPending('e-8')).toBe(false);
  });

  it('Escape while waiting cancels the wait, not the answer already sent', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const onResult = vi.fn();
    const onStop = vi.fn();
    const user = userEvent.setup();
    render(
      <ElicitationDialog
        params={requestFixtures.seedUrlApiKey.params}
        server={server}
        onResult={onResult}
        url={{ onStop }}
      />,
    );
    await pressButton(user, 'Open example.com');
    await user.keyboard('{Escape}');
    expect(onStop).toHaveBeenCalledTimes(1);
    expect(onResult).toHaveBeenCalledExactlyOnceWith({ action: 'accept' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('speaks Korean', async () => {
    render(
      <ElicitationPanel params={urlRequest('http://example.com/')} server={server} onResult={vi.fn()} messages={ko} />,
    );
    const warnings = await screen.findByRole('alert');
    expect(warnings).toHaveTextContent('암호화되지 않은 연결');
    await userEvent.click(screen.getByRole('button', { name: '그래도 열고 싶어요' }));
    expect(screen.getByRole('button', { name: '위험(암호화 안 됨)을 알고 example.com 열기' })).toBeVisible();
  });
});

describe('URLElicitationRequired (-32042) walkthrough', () => {
  const elicitations = [
    urlRequest('https://auth.example.com/github', { elicitationId: 'a', message: 'Connect GitHub' }),
    urlRequest('https://pay.example.org/card', { elicitationId: 'b', message: 'Add a card' }),
  ];

  it('walks through every URL with the same consent screen, then offers the retry', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const onComplete = vi.fn();
    const onRetry = vi.fn();
    const user = userEvent.setup();
    render(
      <UrlElicitationSequence elicitations={elicitations} server={server} onFinish={onComplete} url={{ onRetry }} />,
    );
    expect(screen.getByText('Step 1 of 2')).toBeVisible();
    expect(screen.getByText('Connect GitHub')).toBeVisible();
    await pressButton(user, 'Open example.com');
    expect(await screen.findByText('Step 2 of 2')).toBeVisible();
    expect(screen.getByText('Add a card')).toBeVisible();
    await pressButton(user, 'Open example.org');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith([{ action: 'accept' }, { action: 'accept' }]);
    await pressButton(user, 'Retry the request');
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(window.open).toHaveBeenNthCalledWith(2, 'https://pay.example.org/card', '_blank', 'noopener,noreferrer');
  });

  it('stops at a decline and reports it once', async () => {
    const onComplete = vi.fn();
    const user = userEvent.setup();
    render(
      <UrlElicitationSequence
        elicitations={elicitations}
        server={server}
        onFinish={onComplete}
        url={{ onRetry: vi.fn() }}
      />,
    );
    await screen.findByRole('button', { name: 'Open example.com' });
    await pressButton(user, 'Decline');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith([{ action: 'decline' }]);
    expect(screen.queryByRole('button', { name: 'Retry the request' })).toBeNull();
    await act(async () => {});
  });
});
