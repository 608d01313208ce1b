/**
 * Issue 38, in real Chromium with touch emulation (`pointer: coarse`, `hover: none`): a card in a
 * chat transcript offers its keyboard shortcut ("Alt+Shift+A to answer") only where there is a
 * keyboard to press it on.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** `property` of `selector`'s first match when `html` is shown on a touch screen (a fresh touch context). */
    touchStyle: (html: string, selector: string, property: string) => Promise<string | null>;
  }
}

import { ElicitationCard } from '../../src';
import { requestFixtures } from '../fixtures';
import '../../src/styles/elicitation.css';

const server = { name: 'contacts-server', title: 'Contacts' };

afterEach(() => {
  cleanup();
});

const hint = () => document.querySelector('[data-slot="elicitation-card-hint"]') as HTMLElement;

describe('the card’s shortcut hint (issue 38)', () => {
  it('shows with a mouse and keyboard, and not on a touch screen', async () => {
    render(<ElicitationCard params={requestFixtures.seedStructuredData.params} server={server} onResult={() => {}} />);
    await screen.findByRole('textbox', { name: /^Name/ });
    expect(hint()).toHaveTextContent(/to answer$/);
    expect(getComputedStyle(hint()).display).not.toBe('none');
    // The same document on a touch screen.
    const html = document.documentElement.outerHTML;
    const selector = '[data-slot="elicitation-card-hint"]';
    expect(await commands.touchStyle(html, selector, 'display')).toBe('none');
    // The page's other text is still there: only the hint went.
    expect(await commands.touchStyle(html, '[data-slot="elicitation-header-title"]', 'display')).not.toBe('none');
  });
});
