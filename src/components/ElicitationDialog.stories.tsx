import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyText } from '../../.storybook/globals';
import { requestFixtures, uiFixtures } from '../../test/fixtures';
import { ElicitationDialog } from './ElicitationDialog';

const meta = {
  title: 'Form mode/ElicitationDialog',
  component: ElicitationDialog,
  args: {
    params: requestFixtures.seedStructuredData.params,
    server: { name: 'contacts-server', title: 'Contacts' },
    onResult: fn(),
  },
  // A dialog is modal: on the Docs page each story gets a frame of its own.
  parameters: { docs: { story: { inline: false, height: '640px' } } },
} satisfies Meta<typeof ElicitationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A form request in a modal dialog; focus starts at the first answer. */
export const Default: Story = {
  play: async (context) => {
    const { messages, t } = storyText(context);
    const page = within(context.canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: t(messages.dialog.formTitle, { server: 'Contacts' }) });
    await expect(within(dialog).getByLabelText(/^Name/)).toHaveFocus();
  },
};

/** server-everything's 13 fields in the dialog: it scrolls within the viewport. */
export const ServerEverything: Story = {
  args: { params: requestFixtures.serverEverything.params, server: { name: 'mcp-servers/everything' } },
};

/** The dialog, and under it what the host received once it closed (a closed dialog shows nothing). */
function WithResult({ onResult, ...props }: ComponentProps<typeof ElicitationDialog>) {
  const [received, setReceived] = useState<string | null>(null);
  return (
    <>
      <p style={{ padding: '0.75rem 1rem', border: '1px solid', borderRadius: '0.5rem' }}>
        Result the host received:
        <br />
        <output data-testid="received">{received ?? '(none yet)'}</output>
      </p>
      <ElicitationDialog
        {...props}
        onResult={(result) => {
          setReceived(JSON.stringify(result));
          return onResult?.(result);
        }}
      />
    </>
  );
}

/** Escape dismisses without choosing: the result is cancel, and the dialog closes. */
export const EscapeCancels: Story = {
  render: (args) => <WithResult {...args} />,
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await page.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith({ action: 'cancel' }));
    await expect(page.queryByRole('dialog')).toBeNull();
    await expect(within(canvasElement).getByTestId('received')).toHaveTextContent('{"action":"cancel"}');
  },
};

/** The secrets warning inside the dialog. */
export const SecretsWarning: Story = { args: { params: uiFixtures.secretsForm.params } };
