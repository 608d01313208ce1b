/**
 * Issue 20 in jsdom: what the consent and form screens say (the behaviour; the look is in
 * test/browser/consent.test.tsx): refused huge requests, problems keyed by position, one message per
 * field, dates in the locale's words, the annotated address's tokens.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ElicitationPanel } from '../../src';
import { codePointToken } from '../../src/components/urlAnnotations';
import { MAX_MESSAGE_LENGTH } from '../../src/core';
import { ko } from '../../src/locales/ko';

const server = { name: 'contacts-server', title: 'Contacts' };

afterEach(() => vi.restoreAllMocks());

describe('a refused request that is huge (defect 13)', () => {
  it.each([1_000_000, 10_000_000])(
    '%i characters: the message up to MAX_MESSAGE_LENGTH, a note, Decline and Cancel',
    async (size) => {
      const message = `${'a'.repeat(size - 2)}😀`;
      render(
        <ElicitationPanel
          server={server}
          onResult={() => {}}
          params={{ mode: 'form', message, requestedSchema: {} }}
        />,
      );
      expect(screen.getByRole('heading', { name: 'This request cannot be shown' })).toBeVisible();
      const region = screen.getByRole('region', { name: 'Message from Contacts' });
      const cut = region.querySelector('[data-slot="elicitation-message-cut"]') as HTMLElement;
      const shown = (region.textContent ?? '').slice(
        0,
        (region.textContent?.length ?? 0) - (cut.textContent?.length ?? 0),
      );
      expect(shown.length).toBe(MAX_MESSAGE_LENGTH);
      expect(cut).toHaveTextContent(
        `The rest of the message (${(size - MAX_MESSAGE_LENGTH).toLocaleString('en')} more characters) was left out.`,
      );
      expect(screen.getByRole('button', { name: 'Decline' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Cancel' })).toBeVisible();
    },
  );

  it('never cuts inside a surrogate pair', () => {
    const message = `${'a'.repeat(MAX_MESSAGE_LENGTH - 1)}😀tail`;
    render(
      <ElicitationPanel server={server} onResult={() => {}} params={{ mode: 'form', message, requestedSchema: {} }} />,
    );
    const region = screen.getByRole('region', { name: 'Message from Contacts' });
    expect(region.firstChild?.textContent).toBe('a'.repeat(MAX_MESSAGE_LENGTH - 1));
  });

  it('a message within the limit is shown whole, with no note', () => {
    render(
      <ElicitationPanel
        server={server}
        onResult={() => {}}
        params={{ mode: 'form', message: 'short', requestedSchema: {} }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Message from Contacts' }).textContent).toBe('short');
  });
});

describe('problems keyed by their position (defect 14)', () => {
  it('lists every problem of several over-long property names without a duplicate-key warning', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const properties = Object.fromEntries(
      ['a', 'b', 'c'].map((letter) => [letter.repeat(600), { type: 'string', title: letter.repeat(600) }]),
    );
    render(
      <ElicitationPanel
        server={server}
        onResult={() => {}}
        params={{ mode: 'form', message: 'Long names', requestedSchema: { type: 'object', properties } }}
      />,
    );
    const items = within(document.querySelector('[data-slot="elicitation-problems-list"]') as HTMLElement).getAllByRole(
      'listitem',
    );
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(error.mock.calls.filter((call) => /same key|unique "key"/i.test(String(call[0])))).toEqual([]);
  });
});

describe('one message per field (defect 9)', () => {
  it('an error about the field’s rule replaces its hint; "Enter an answer" leaves the hint', async () => {
    const user = userEvent.setup();
    render(
      <ElicitationPanel
        server={server}
        onResult={() => {}}
        params={{
          mode: 'form',
          message: 'Age?',
          requestedSchema: {
            type: 'object',
            properties: {
              age: { type: 'integer', title: 'Age', minimum: 18 },
              name: { type: 'string', title: 'Name', minLength: 2 },
            },
            required: ['age', 'name'],
          },
        }}
      />,
    );
    await user.type(screen.getByLabelText(/^Age/), '7');
    await user.click(screen.getByRole('button', { name: 'Review answers' }));
    const age = screen.getByLabelText(/^Age/);
    await waitFor(() => expect(age).toHaveAttribute('aria-invalid', 'true'));
    // "18 or more" is the rule and "Enter 18 or more." the broken rule: said once.
    expect(age).toHaveAccessibleDescription('Enter 18 or more.');
    const name = screen.getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveAccessibleDescription(/At least 2 characters.*Enter an answer\./);
    for (const field of document.querySelectorAll('[data-slot="elicitation-field-error"]')) {
      expect(field.querySelectorAll('p')).toHaveLength(1);
    }
  });
});

describe('dates in the locale’s words (defect 10)', () => {
  it('a chosen date reads in Korean under a Korean form', async () => {
    render(
      <ElicitationPanel
        messages={ko}
        server={server}
        onResult={() => {}}
        form={{ defaultValues: { day: '2026-12-01' } }}
        params={{
          mode: 'form',
          message: '날짜',
          requestedSchema: {
            type: 'object',
            properties: { day: { type: 'string', format: 'date', title: '희망 배송일' } },
          },
        }}
      />,
    );
    expect(await screen.findByText('2026년 12월 1일 화요일')).toBeVisible();
  });
});

describe('the annotated address (defect 2)', () => {
  it('writes a code point as a visible token', () => {
    expect(codePointToken('\u200B')).toBe('⟨U+200B⟩');
    expect(codePointToken('\u0007')).toBe('⟨U+0007⟩');
    expect(codePointToken('\u{E0041}')).toBe('⟨U+E0041⟩');
  });

  it('keeps the full href character for character beside the written form', async () => {
    render(
      <ElicitationPanel
        server={server}
        onResult={() => {}}
        params={{ mode: 'url', message: 'x', url: 'https://ｅｘａｍｐｌｅ.com/' }}
      />,
    );
    await waitFor(() => expect(document.querySelector('[data-slot="elicitation-url-written"]')).not.toBeNull());
    expect(document.querySelector('[data-slot="elicitation-url-full"]')?.textContent).toBe('https://example.com/');
    expect(
      [...document.querySelectorAll('[data-slot="elicitation-url-char"][data-kind="wide"]')]
        .map((mark) => mark.textContent)
        .join(''),
    ).toBe('ｅｘａｍｐｌｅ');
  });
});
