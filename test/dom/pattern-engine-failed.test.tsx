/**
 * When the pattern engine cannot load (the chunk failed: offline, a deploy in between), the form is
 * still shown and can be answered: `pattern` is not enforced (the server still checks it), no hint
 * promises a check that does not happen, and the host's console says why (issue 23).
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ElicitationPanel } from '../../src';

vi.mock('../../src/core/re2', () => {
  throw new Error('the chunk could not be loaded');
});

describe('a pattern engine that failed to load', () => {
  it('leaves the form usable, unchecked against the pattern, and says so in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onResult = vi.fn();
    render(
      <ElicitationPanel
        server={{ name: 'registry' }}
        params={{
          message: 'Code?',
          requestedSchema: { type: 'object', properties: { code: { type: 'string', pattern: '^[A-Z]+$' } } },
        }}
        onResult={onResult}
      />,
    );
    const field = await screen.findByRole('textbox', { name: /Code/ });
    expect(field).not.toHaveAccessibleDescription(expect.stringContaining('format'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('pattern engine could not be loaded'), expect.any(Error));
    const user = userEvent.setup();
    await user.type(field, 'lower');
    await user.click(screen.getByRole('button', { name: 'Review answers' }));
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(onResult).toHaveBeenCalledExactlyOnceWith({ action: 'accept', content: { code: 'lower' } });
    warn.mockRestore();
  }, 30_000);
});
