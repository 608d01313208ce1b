/**
 * The pattern engine (re2js) loads only for a request that has a `pattern` (issue 23): a form
 * without one is shown, checked and sent with no engine at all; a form with one waits a moment for
 * it, with Decline and Cancel already there. Module state is per file, so the order here matters.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ElicitationPanel } from '../../src';
import { loadedPatternEngine } from '../../src/core/pattern';

const server = { name: 'registry', title: 'Registry' };
const requestWith = (schema: Record<string, unknown>) => ({
  message: 'Your booking code, please.',
  requestedSchema: {
    type: 'object',
    properties: { code: { type: 'string', title: 'Booking code', ...schema } },
    required: ['code'],
  },
});

describe('the pattern engine', () => {
  it('is never loaded for a form without a pattern', async () => {
    const onResult = vi.fn();
    render(<ElicitationPanel server={server} params={requestWith({ maxLength: 8 })} onResult={onResult} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Booking code/ }), 'abc');
    await user.click(screen.getByRole('button', { name: 'Review answers' }));
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(onResult).toHaveBeenCalledExactlyOnceWith({ action: 'accept', content: { code: 'abc' } });
    expect(loadedPatternEngine()).toBeUndefined();
  }, 30_000);

  it('loads for a form with a pattern, which waits for it with Decline and Cancel there', async () => {
    render(<ElicitationPanel server={server} params={requestWith({ pattern: '^[A-Z]{3}$' })} onResult={() => {}} />);
    expect(screen.getByText('Preparing the form…')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    const field = await screen.findByRole('textbox', { name: /Booking code/ });
    expect(screen.queryByText('Preparing the form…')).toBeNull();
    expect(loadedPatternEngine()).toBeDefined();
    expect(field).toHaveAccessibleDescription(expect.stringContaining('In a format set by the server'));
  });
});
