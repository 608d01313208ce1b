import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ServerInfo } from 'mcp-elicitation-react/core';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyText } from '../../.storybook/globals';
import { requestFixtures } from '../../test/fixtures';
import { parseElicitationRequest } from '../core/complete';
import { ElicitationDrafts } from '../core/protocol';
import { ElicitationPanel, type ElicitationPanelProps } from './ElicitationPanel';

const server: ServerInfo = { name: 'contacts-server', title: 'Contacts' };

/** A panel whose drafts already hold answers typed into an earlier, equivalent request. */
function WithKeptAnswers(props: ElicitationPanelProps) {
  const [drafts] = useState(() => {
    const kept = new ElicitationDrafts();
    const parsed = parseElicitationRequest(props.params);
    if (parsed.ok && parsed.request.mode === 'form') {
      kept.save(props.server, parsed.request, { name: 'Ada Lovelace', email: 'ada@example.org' });
    }
    return kept;
  });
  return <ElicitationPanel {...props} form={{ drafts }} />;
}

const meta = {
  title: 'Form mode/Restore your answers',
  component: WithKeptAnswers,
  args: { params: requestFixtures.seedStructuredData.params, server, onResult: fn() },
} satisfies Meta<typeof WithKeptAnswers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The same server asks the same thing again: the answers typed last time are offered back. */
export const Offered: Story = {
  play: async (context) => {
    const { messages } = storyText(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('button', { name: messages.draft.restore })).toBeVisible();
    await expect(canvas.getByLabelText(/^Name/)).toHaveValue('');
  },
};

/** Restored: the answers are back in the form, focus is on its first field, and that is announced. */
export const Restored: Story = {
  play: async (context) => {
    const { messages } = storyText(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: messages.draft.restore }));
    await expect(canvas.getByLabelText(/^Name/)).toHaveValue('Ada Lovelace');
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue('ada@example.org');
    await waitFor(() => expect(canvas.getByLabelText(/^Name/)).toHaveFocus());
    await expect(canvas.getByText(messages.draft.restored)).toHaveAttribute('role', 'status');
  },
};
