import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyText } from '../../.storybook/globals';
import { ElicitationConnectionNotice } from './ElicitationConnectionNotice';

const meta = {
  title: 'Bridge/Connection notice',
  component: ElicitationConnectionNotice,
  args: { status: 'reconnecting', onReload: fn() },
  parameters: { layout: 'fullscreen', locales: ['en', 'ko', 'ar'] },
} satisfies Meta<typeof ElicitationConnectionNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The connection to the host was lost: the page says it is reconnecting. */
export const Reconnecting: Story = {
  play: async (context) => {
    const { messages } = storyText(context);
    await expect(within(context.canvasElement).getByRole('status')).toHaveTextContent(messages.connection.reconnecting);
  },
};

/** An answer given during the outage is kept and will be sent once the connection is back. */
export const AnswerKept: Story = {
  args: { status: 'reconnecting', unsent: 1 },
  play: async (context) => {
    const { messages } = storyText(context);
    await expect(within(context.canvasElement).getByRole('status')).toHaveTextContent(messages.connection.reconnecting);
  },
};

/** The host now speaks a newer protocol than this page: reload to continue. */
export const Outdated: Story = {
  args: { status: 'outdated' },
  play: async (context) => {
    const { messages } = storyText(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.connection.outdated);
    // The spy is the story's, shared by every run of it (each locale): count this run's calls only.
    const onReload = context.args.onReload as ReturnType<typeof fn>;
    onReload.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: messages.connection.reload }));
    await expect(onReload).toHaveBeenCalledOnce();
  },
};
