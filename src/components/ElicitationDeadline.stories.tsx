import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { requestFixtures } from '../../test/fixtures';
import { ElicitationDialog } from './ElicitationDialog';
import { ElicitationPanel, type ElicitationPanelProps } from './ElicitationPanel';

/**
 * A panel (or a dialog) whose deadline is `dueIn` ms after it first renders, so the story reads the
 * same whenever it runs.
 */
function DueIn({ dueIn, dialog = false, ...props }: ElicitationPanelProps & { dueIn: number; dialog?: boolean }) {
  const [deadline] = useState(() => Date.now() + dueIn);
  const Frame = dialog ? ElicitationDialog : ElicitationPanel;
  return (
    <Frame
      request={props.request}
      server={props.server}
      onResult={props.onResult}
      onExpire={props.onExpire}
      deadline={deadline}
    />
  );
}

const meta = {
  title: 'Form mode/Deadline',
  component: DueIn,
  args: {
    request: requestFixtures.seedStructuredData.params,
    server: { name: 'contacts-server', title: 'Contacts' },
    onResult: fn(),
    onExpire: fn(),
    dueIn: 4 * 60_000 + 30_000,
  },
} satisfies Meta<typeof DueIn>;

export default meta;
type Story = StoryObj<typeof meta>;

const selectDeadline = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-slot="elicitation-deadline"]');

/** The host knows when the answer is due: the time left, in words that change once a minute. */
export const TimeLeft: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('5 minutes left to answer.')).toBeVisible();
    await expect(selectDeadline(canvasElement)).toHaveAttribute('data-state', 'counting');
  },
};

/** The time left in dark mode. */
export const TimeLeftDark: Story = { parameters: { theme: 'dark' } };

/** The last minute: a warning that does not rely on colour alone. */
export const LastMinute: Story = {
  args: { dueIn: 45_000 },
  play: async ({ canvasElement }) => {
    const text = 'Less than a minute left to answer. When time runs out, this request closes.';
    await expect(within(canvasElement).getByText(text)).toBeVisible();
    await expect(selectDeadline(canvasElement)).toHaveAttribute('data-state', 'warning');
  },
};

/** The last minute in dark mode. */
export const LastMinuteDark: Story = { args: { dueIn: 45_000 }, parameters: { theme: 'dark' } };

/** Time ran out: cancel is sent and the panel says so (the dialog stays open with the same notice). */
export const TimeRanOut: Story = {
  args: { dueIn: 1500 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const notice = await canvas.findByText(
      'Time ran out to answer Contacts, so the request was closed.',
      {},
      { timeout: 5000 },
    );
    await expect(notice).toHaveAttribute('role', 'status');
    await expect(args.onExpire).toHaveBeenCalled();
    await expect(args.onResult).toHaveBeenLastCalledWith({ action: 'cancel' });
    await expect(canvas.getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/** In a dialog the time left is part of its description, read out as it opens. */
export const InDialog: Story = {
  args: { dialog: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Request for information from Contacts' });
    await expect(dialog).toHaveAccessibleDescription(
      'Please provide your contact information 5 minutes left to answer.',
    );
  },
};
