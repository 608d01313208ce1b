/**
 * Issue 36, item 9: a secret-looking answer is masked while it is typed, with Show / Hide, and the
 * review says it was given and how long it is, never the value; what is sent is what was typed.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ElicitationPanel } from '../../src';
import { ar } from '../../src/locales/ar';
import { ko } from '../../src/locales/ko';
import { uiFixtures } from '../fixtures';

const server = { name: 'accounts', title: 'Accounts' };

describe('secret-looking answers', () => {
  it('are masked as they are typed, shown on request, and hidden in the review', async () => {
    const user = userEvent.setup();
    const onResult = vi.fn();
    render(<ElicitationPanel params={uiFixtures.secretsForm.params} server={server} onResult={onResult} />);
    const username = screen.getByRole('textbox', { name: 'Username (required)' });
    // A password input has no textbox role: it is found by its label.
    const password = screen.getByLabelText(/^Password/, { selector: 'input' }) as HTMLInputElement;
    const apiKey = screen.getByLabelText(/^OpenAI API key/, { selector: 'input' }) as HTMLInputElement;
    expect(password.type).toBe('password');
    expect(apiKey.type).toBe('password');
    expect(username).toHaveAttribute('type', 'text');

    await user.type(username, 'ada');
    await user.type(password, 'hunter2');
    await user.type(apiKey, 'sk-test123');
    const show = screen.getByRole('button', { name: 'Show Password' });
    await user.click(show);
    expect(password.type).toBe('text');
    expect(show).toHaveAccessibleName('Hide Password');
    expect(show).toHaveTextContent('Hide');
    expect(show).toHaveFocus();
    await user.click(show);
    expect(password.type).toBe('password');

    await user.click(screen.getByRole('button', { name: 'Review answers' }));
    const review = await screen.findByRole('region', { name: 'Review before sending' });
    expect(within(review).getByText('ada')).toBeVisible();
    expect(within(review).getByText('Given (7 characters, hidden)')).toBeVisible();
    expect(within(review).getByText('Given (10 characters, hidden)')).toBeVisible();
    expect(review).not.toHaveTextContent('hunter2');
    expect(review).not.toHaveTextContent('sk-test123');

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onResult).toHaveBeenCalledExactlyOnceWith({
      action: 'accept',
      content: { username: 'ada', password: 'hunter2', apiKey: 'sk-test123' },
    });
  });

  it('speak the catalogue’s words, with its plural forms', async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <ElicitationPanel
        params={uiFixtures.secretsForm.params}
        server={server}
        onResult={() => {}}
        messages={ko}
        form={{ defaultValues: { username: 'ada', password: 'pw' } }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Password 보기' })).toHaveTextContent('보기');
    await user.click(screen.getByRole('button', { name: ko.actions.submit }));
    expect(await screen.findByText('입력함 (2자, 숨김)')).toBeVisible();
    unmount();
    render(
      <ElicitationPanel
        params={uiFixtures.secretsForm.params}
        server={server}
        onResult={() => {}}
        messages={ar}
        form={{ defaultValues: { username: 'ada', password: 'pw' } }}
      />,
    );
    await user.click(screen.getByRole('button', { name: ar.actions.submit }));
    expect(await screen.findByText('مُدخَلة (حرفان، مخفية)')).toBeVisible();
  });
});
