import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { requestFixtures } from '../../test/fixtures';
import { ElicitationDialog } from './ElicitationDialog';

const meta = {
  title: 'Form mode/ElicitationDialog on a phone',
  component: ElicitationDialog,
  args: {
    params: requestFixtures.seedStructuredData.params,
    server: { name: 'contacts', title: 'Contacts' },
    onResult: fn(),
  },
  parameters: {
    docs: { story: { inline: false, height: '740px' } },
    // The snapshot test takes these pictures in a 360 × 740 viewport, as on a phone.
    snapshotViewport: { width: 360, height: 740 },
    locales: ['en', 'ko', 'ar'],
  },
} satisfies Meta<typeof ElicitationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Up to 480 px wide the dialog is a bottom sheet: full width, buttons at thumb height, 44 px tall. */
export const BottomSheet: Story = {};

/** A long form in the sheet: the body scrolls, the header and the buttons stay in view. */
export const BottomSheetLongForm: Story = {
  args: { params: requestFixtures.serverEverything.params, server: { name: 'mcp-servers/everything' } },
};
