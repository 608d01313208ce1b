import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { storyText } from '../../.storybook/globals';
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
      params={props.params}
      server={props.server}
      locale={props.locale}
      messages={props.messages}
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
    params: requestFixtures.seedStructuredData.params,
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
  play: async (context) => {
    const { messages, plural } = storyText(context);
    await expect(within(context.canvasElement).getByText(plural(messages.deadline.minutes, 5))).toBeVisible();
    await expect(selectDeadline(context.canvasElement)).toHaveAttribute('data-state', 'counting');
  },
};

/** The last minute: a warning that does not rely on colour alone. */
export const LastMinute: Story = {
  args: { dueIn: 45_000 },
  play: async (context) => {
    const { messages } = storyText(context);
    await expect(within(context.canvasElement).getByText(messages.deadline.warning)).toBeVisible();
    await expect(selectDeadline(context.canvasElement)).toHaveAttribute('data-state', 'warning');
  },
};

/** Time ran out: cancel is sent and the panel says so (the dialog stays open with the same notice). */
export const TimeRanOut: Story = {
  args: { dueIn: 1500 },
  play: async (context) => {
    const { messages, t } = storyText(context);
    const canvas = within(context.canvasElement);
    const expired = t(messages.outcome.expired, { server: 'Contacts' });
    const notice = await canvas.findByText(expired, {}, { timeout: 5000 });
    await expect(notice).toHaveAttribute('role', 'status');
    await expect(context.args.onExpire).toHaveBeenCalled();
    await expect(context.args.onResult).toHaveBeenLastCalledWith({ action: 'cancel' });
    await expect(canvas.getByRole('button', { name: messages.actions.close })).toBeVisible();
  },
};

/** In a dialog the time left is part of its description, read out as it opens. */
export const InDialog: Story = {
  args: { dialog: true },
  // A dialog is modal: on the Docs page it gets a frame of its own.
  parameters: { docs: { story: { inline: false, height: '560px' } } },
  play: async (context) => {
    const { messages, t, plural } = storyText(context);
    const page = within(context.canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: t(messages.dialog.formTitle, { server: 'Contacts' }) });
    await expect(dialog).toHaveAccessibleDescription(
      `Please provide your contact information ${plural(messages.deadline.minutes, 5)}`,
    );
  },
};
