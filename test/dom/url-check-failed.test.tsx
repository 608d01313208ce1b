import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { ElicitationPanel } from '../../src';
import { requestFixtures } from '../fixtures';

// The URL checker is a separate chunk loaded on demand; here it fails to load, as on a flaky network.
vi.mock('../../src/core/url', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

it('never opens a URL it could not check, and keeps Decline and Cancel', async () => {
  const onResult = vi.fn();
  const user = userEvent.setup();
  render(<ElicitationPanel params={requestFixtures.seedUrlApiKey.params} server={{ name: 's' }} onResult={onResult} />);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This address could not be checked, so it will not be opened.',
  );
  expect(screen.queryByRole('button', { name: /^Open/ })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Decline' }));
  expect(onResult).toHaveBeenCalledExactlyOnceWith({ action: 'decline' });
});
