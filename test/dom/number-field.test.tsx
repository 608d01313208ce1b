/**
 * The number field of a request's form: no `Intl.NumberFormat` before the form's first picture (the
 * decimal separators are read only when typed text is not a plain number), and a number typed in the
 * notation of the form's language or of the browser's (`1,5` in German) still answers 1.5 and stays
 * as typed.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ElicitationPanel } from '../../src';
import { countIntlFormats } from '../support/intl';

const params = {
  message: 'How much?',
  requestedSchema: {
    type: 'object' as const,
    properties: {
      amount: { type: 'number' as const, title: 'Amount', minimum: 0, maximum: 100, default: 50 },
      count: { type: 'integer' as const, title: 'Count', minimum: 1 },
    },
  },
};

afterEach(() => vi.restoreAllMocks());

/**
 * Types `1,5` as the amount in a browser whose language is `language` (in a form in `locale`, if
 * given), a count of 3, then Review.
 */
async function typeOneCommaFive(language: string, locale?: string) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue([language]);
  const user = userEvent.setup();
  const onResult = vi.fn();
  render(<ElicitationPanel server={{ name: 'shop' }} params={params} locale={locale} onResult={onResult} />);
  const amount = screen.getByLabelText(/^Amount/);
  await user.clear(amount);
  await user.type(amount, '1,5');
  expect(amount).toHaveValue('1,5');
  await user.type(screen.getByLabelText(/^Count/), '3');
  await user.click(screen.getByRole('button', { name: 'Review answers' }));
  return { user, onResult, amount };
}

describe('the number field of a request', () => {
  it('builds no Intl.NumberFormat to show the form', () => {
    const counter = countIntlFormats();
    try {
      render(<ElicitationPanel server={{ name: 'shop' }} params={params} onResult={() => {}} />);
      expect(screen.getByLabelText(/^Amount/)).toHaveValue('50');
    } finally {
      counter.restore();
    }
    expect(counter.made).toBe(0);
  });

  it('reads a number typed in the browser language’s notation, and keeps it as typed', async () => {
    const { user, onResult } = await typeOneCommaFive('de-DE');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onResult).toHaveBeenCalledExactlyOnceWith({ action: 'accept', content: { amount: 1.5, count: 3 } });
  });

  it('reads a number typed in the form language’s notation in a browser of another language', async () => {
    const { user, onResult, amount } = await typeOneCommaFive('en-US', 'de-DE');
    expect(amount).toHaveValue('1,5');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onResult).toHaveBeenCalledExactlyOnceWith({ action: 'accept', content: { amount: 1.5, count: 3 } });
  });

  it('calls text that is no number in any notation not a number', async () => {
    const { onResult, amount } = await typeOneCommaFive('en-US');
    expect(amount).toHaveAccessibleDescription(/number/i);
    expect(onResult).not.toHaveBeenCalled();
  });
});
