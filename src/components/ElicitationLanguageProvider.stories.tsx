import type { Meta, StoryObj } from '@storybook/react-vite';
import { requestFixtures } from '../../test/fixtures';
import { ElicitationLanguageProvider } from './ElicitationLanguageProvider';
import { ElicitationReceipt } from './ElicitationReceipt';

/** Fixed moments in the past, so the times read the same on every run. */
const AT = Date.UTC(2026, 10, 30, 14, 5);
const contacts = { name: 'contacts', title: 'Contacts' };
const calendar = { name: 'calendar', title: 'Calendar' };
const weather = { name: 'weather', title: 'Weather' };
const params = requestFixtures.seedStructuredData.params;

const meta = {
  title: 'Chat/ElicitationLanguageProvider',
  component: ElicitationLanguageProvider,
  render: (args) => (
    <ElicitationLanguageProvider {...args}>
      <div style={{ maxWidth: 560, display: 'grid', gap: 12 }}>
        <ElicitationReceipt
          params={params}
          server={contacts}
          result={{ action: 'accept', content: { name: 'Ada Lovelace', email: 'ada@example.org', age: 36 } }}
          at={AT}
        />
        <ElicitationReceipt params={params} server={calendar} result={{ action: 'decline' }} at={AT + 60_000} />
        <ElicitationReceipt
          params={params}
          server={weather}
          result={{ action: 'cancel' }}
          outcome="expired"
          at={AT + 120_000}
        />
      </div>
    </ElicitationLanguageProvider>
  ),
  parameters: { locales: ['en', 'ko', 'ar'] },
} satisfies Meta<typeof ElicitationLanguageProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A transcript of three servers' receipts that name no language of their own: the provider's, in each. */
export const Transcript: Story = {};
