import type { Meta, StoryObj } from '@storybook/react-vite';
import { requestFixtures, uiFixtures } from '../../test/fixtures';
import { ElicitationReceipt } from './ElicitationReceipt';

/** A fixed moment in the past, so the time reads the same on every run (the date is shown with it). */
const AT = Date.UTC(2026, 10, 30, 14, 5);

const meta = {
  title: 'Chat/ElicitationReceipt',
  component: ElicitationReceipt,
  args: {
    params: requestFixtures.seedStructuredData.params,
    server: { name: 'contacts', title: 'Contacts' },
    result: { action: 'accept', content: { name: 'Ada Lovelace', email: 'ada@example.org', age: 36 } },
    at: AT,
  },
  render: (args) => (
    <div style={{ maxWidth: 560 }}>
      <ElicitationReceipt {...args} />
    </div>
  ),
  parameters: { locales: ['en', 'ko', 'ar'] },
} satisfies Meta<typeof ElicitationReceipt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "You sent 3 answers to Contacts", what was sent, and when. */
export const Sent: Story = {};

/** Answers that look like secrets are masked; so are fields the transcript did not keep. */
export const SentWithSecrets: Story = {
  args: {
    params: uiFixtures.secretsForm.params,
    result: { action: 'accept', content: { username: 'ada', password: 'hunter2' } },
    withheld: ['apiKey'],
  },
};

/** The person declined. */
export const Declined: Story = { args: { result: { action: 'decline' } } };

/** The person closed the question without answering. */
export const Cancelled: Story = { args: { result: { action: 'cancel' } } };

/** Nobody answered before the deadline: the server got cancel. */
export const Expired: Story = { args: { result: { action: 'cancel' }, outcome: 'expired' } };

/** The server took the question back before the person answered. */
export const Withdrawn: Story = { args: { result: null, outcome: 'withdrawn' } };
