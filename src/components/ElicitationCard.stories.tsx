import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
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
  render: (args) => <InTranscriptCard {...args} />,
};

/**
 * The card below the person's message, due 9.5 minutes after it is shown ("10 minutes left"): the
 * deadline is set when the story mounts, not when the file loads, so the words are the same however
 * long before the picture the stories were loaded.
 */
function InTranscriptCard(props: ComponentProps<typeof ElicitationCard>) {
  const [deadline] = useState(() => Date.now() + 9.5 * 60_000);
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 560 }}>
      <p style={{ margin: 0, justifySelf: 'end' }}>Please save my contact details</p>
      <ElicitationCard {...props} deadline={deadline} />
    </div>
  );
}

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
