import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { requestFixtures } from '../../test/fixtures';
import { ElicitationCard } from './ElicitationCard';

const meta = {
  title: 'Chat/ElicitationCard',
  component: ElicitationCard,
  args: {
    params: requestFixtures.seedStructuredData.params,
    server: { name: 'contacts', title: 'Contacts', version: '1.0.0' },
    onResult: fn(),
  },
  parameters: { locales: ['en', 'ko', 'ar'] },
} satisfies Meta<typeof ElicitationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The question inside a chat transcript: compact, no overlay, with its deadline and how to reach it by keyboard. */
export const InTranscript: Story = {
  // A fixed deadline far enough ahead that the words do not change while the picture is taken.
  args: { deadline: Date.now() + 9.5 * 60_000 },
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 560 }}>
      <p style={{ margin: 0, justifySelf: 'end' }}>Please save my contact details</p>
      <ElicitationCard {...args} />
    </div>
  ),
};

/** At 320 px the card reflows: the buttons take a line each, nothing overflows. */
export const Narrow: Story = {
  render: (args) => (
    <div style={{ width: 320 }}>
      <ElicitationCard {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector<HTMLElement>('[data-slot="elicitation"]');
    await expect(card?.scrollWidth).toBeLessThanOrEqual(320);
  },
};
