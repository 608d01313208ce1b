/**
 * The number field of a request's form: no `Intl.NumberFormat` before the form's first picture (the
 * browser's decimal separator is read only when typed text is not a plain number), and a number typed
 * in the browser language's notation (`1,5` in a German browser) still answers 1.5 and stays as typed.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ElicitationPanel } from '../../src';

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

const RealNumberFormat = Intl.NumberFormat;
afterEach(() => {
  Intl.NumberFormat = RealNumberFormat;
  vi.restoreAllMocks();
});

describe('the number field of a request', () => {
  it('builds no Intl.NumberFormat to show the form', () => {
    let made = 0;
    Intl.NumberFormat = class extends RealNumberFormat {
      constructor(...args: ConstructorParameters<typeof RealNumberFormat>) {
        super(...args);
        made += 1;
      }
    } as typeof Intl.NumberFormat;
    render(<ElicitationPanel server={{ name: 'shop' }} params={params} onResult={() => {}} />);
    expect(screen.getByLabelText(/^Amount/)).toHaveValue('50');
    expect(made).toBe(0);
  });

  it('reads a number typed in the browser language’s notation, and keeps it as typed', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    const user = userEvent.setup();
    const onResult = vi.fn();
    render(<ElicitationPanel server={{ name: 'shop' }} params={params} onResult={onResult} />);
    const amount = screen.getByLabelText(/^Amount/);
    await user.clear(amount);
    await user.type(amount, '1,5');
    expect(amount).toHaveValue('1,5');
    await user.type(screen.getByLabelText(/^Count/), '3');
    await user.click(screen.getByRole('button', { name: 'Review answers' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onResult).toHaveBeenCalledExactlyOnceWith({ action: 'accept', content: { amount: 1.5, count: 3 } });
  });

  it('calls text that is no number in any notation not a number', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    const user = userEvent.setup();
    const onResult = vi.fn();
    render(<ElicitationPanel server={{ name: 'shop' }} params={params} onResult={onResult} />);
    const amount = screen.getByLabelText(/^Amount/);
    await user.clear(amount);
    await user.type(amount, '1,5');
    expect(amount).toHaveValue('1,5');
    await user.type(screen.getByLabelText(/^Count/), '3');
    await user.click(screen.getByRole('button', { name: 'Review answers' }));
    expect(screen.getByLabelText(/^Amount/)).toHaveAccessibleDescription(/number/i);
    expect(onResult).not.toHaveBeenCalled();
  });
});
