import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ElicitationPanel } from './ElicitationPanel';

/**
 * The three verdicts side by side at thumbnail size: a standing visual test that ok, warn and block
 * can be told apart at a glance (icon shape, headline, colour), light, dark and in forced colours.
 */
// Three servers, so each panel (a landmark) has a name of its own.
const LEVELS = [
  {
    verdict: 'ok',
    url: 'https://accounts.example.com/oauth/authorize?client_id=mcp-contacts&scope=read',
    server: { name: 'contacts-server', title: 'Contacts' },
  },
  {
    verdict: 'warn',
    url: 'http://paypal.com.account-verify.example/login',
    server: { name: 'billing-server', title: 'Billing' },
  },
  {
    verdict: 'block',
    url: 'https://www.paypal.com@evil.example/login',
    server: { name: 'mail-server', title: 'Mail' },
  },
] as const;

function Sheet() {
  return (
    <div
      data-slot="story-verdict-sheet"
      style={{ display: 'grid', gridTemplateColumns: 'repeat(3, max-content)', gap: '1rem', alignItems: 'start' }}
    >
      {LEVELS.map(({ verdict, url, server }) => (
        // Thumbnail size: the panel laid out at its usual width, drawn at about half size.
        <div key={verdict} style={{ inlineSize: '25rem', zoom: 0.55 }}>
          <ElicitationPanel
            params={{ mode: 'url', message: 'Please sign in to continue.', url }}
            server={server}
            onResult={fn()}
            url={{ openUrl: fn() }}
          />
        </div>
      ))}
    </div>
  );
}

const meta = {
  title: 'Design/URL verdicts',
  component: Sheet,
  parameters: { docs: { description: { component: 'ok, warn and block side by side at thumbnail size.' } } },
  play: async ({ canvasElement }) => {
    for (const { verdict } of LEVELS) {
      await waitFor(() =>
        expect(
          canvasElement.querySelector(`[data-slot="elicitation-url-verdict"][data-verdict="${verdict}"]`),
        ).not.toBeNull(),
      );
    }
  },
} satisfies Meta<typeof Sheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three levels in the toolbar's theme. */
export const SideBySide: Story = {};

/**
 * The same under Windows High Contrast (the snapshot test emulates `forced-colors: active`; in the
 * Storybook UI, turn it on in the browser's rendering tools): the shapes and headlines carry the verdict.
 */
export const ForcedColors: Story = {
  parameters: { forcedColors: true },
  // The system's colours replace the theme's: one picture is enough.
  globals: { theme: 'light' },
};
