import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyText } from '../../.storybook/globals';
import { invalidRequestFixtures, requestFixtures, uiFixtures } from '../../test/fixtures';
import { ElicitationPanel } from './ElicitationPanel';

const meta = {
  title: 'Form mode/ElicitationPanel',
  component: ElicitationPanel,
  args: {
    params: requestFixtures.seedStructuredData.params,
    server: { name: 'contacts-server', title: 'Contacts', version: '1.4.0' },
    onResult: fn(),
  },
} satisfies Meta<typeof ElicitationPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seed's "Simple Text Request": one required field. */
export const SeedSimpleText: Story = { args: { params: requestFixtures.seedSimpleText.params } };

/** The seed's "Structured Data Request": text, email and a number with a minimum. */
export const SeedStructuredData: Story = {};

/** server-everything's trigger-elicitation-request: all 13 fields, every kind and enum form. */
export const ServerEverything: Story = {
  args: { params: requestFixtures.serverEverything.params, server: { name: 'mcp-servers/everything' } },
};

/** The SEP-1034 defaults form of the conformance suite: every default prefilled. */
export const ConformanceDefaults: Story = { args: { params: requestFixtures.conformanceSep1034.params } };

/** The SEP-1330 enum forms of the conformance suite: untitled, titled and legacy selects. */
export const ConformanceEnums: Story = { args: { params: requestFixtures.conformanceSep1330.params } };

/** Submitting finds invalid answers: errors on the fields, focus on the first, a summary announced. */
export const InvalidAnswers: Story = {
  play: async (context) => {
    const { messages, plural } = storyText(context);
    const canvas = within(context.canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Email/), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: messages.actions.submit }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(plural(messages.form.errorsSummary, 2));
    await expect(canvas.getByLabelText(/^Name/)).toHaveFocus();
    await expect(canvas.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The review step: every answer as it will be sent, with Edit and Send. */
export const ReviewStep: Story = {
  args: { params: requestFixtures.serverEverything.params, server: { name: 'mcp-servers/everything' } },
  play: async (context) => {
    const { messages } = storyText(context);
    const canvas = within(context.canvasElement);
    const name = `String (${messages.form.required})`;
    await userEvent.type(canvas.getByRole('textbox', { name }), 'Ada Lovelace');
    await userEvent.click(canvas.getByRole('button', { name: messages.actions.submit }));
    await expect(await canvas.findByRole('heading', { name: messages.review.heading })).toHaveFocus();
  },
};

/**
 * A request the library cannot render: the problems are listed in the catalogue's words (the path and
 * the server's values as written); Decline and Cancel still work.
 */
export const InvalidRequest: Story = {
  args: { params: invalidRequestFixtures.find((fixture) => fixture.code === 'nested-object')?.params },
  parameters: { locales: ['en', 'ko', 'ar'] },
};

/** A form that asks for a password and an API key: a prominent warning, Decline suggested. */
export const SecretsWarning: Story = { args: { params: uiFixtures.secretsForm.params } };

/** A 2,000-character message: plain text, newlines kept, scrolls. */
export const LongMessage: Story = { args: { params: uiFixtures.longMessage.params } };

/** Fifty fields of ten kinds. */
export const FiftyFields: Story = { args: { params: uiFixtures.fiftyFields.params } };

/** A Korean server asking in Korean: messages, numbers and dates in Korean whatever the toolbar says. */
export const Korean: Story = {
  args: { params: uiFixtures.koreanForm.params, server: { name: 'shop-server', title: '쇼핑몰' } },
  globals: { locale: 'ko' },
};

/** The Korean request, reviewing. */
export const KoreanReview: Story = {
  ...Korean,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^받는 사람/), '홍길동');
    await userEvent.type(canvas.getByLabelText(/^이메일/), 'gildong@example.com');
    await userEvent.click(canvas.getByRole('button', { name: '답변 검토' }));
    await expect(await canvas.findByRole('heading', { name: '보내기 전에 검토하세요' })).toBeVisible();
  },
};

/** Sending straight after a valid submit (`review={false}`). */
export const NoReview: Story = {
  args: { form: { review: false }, params: requestFixtures.conformanceSep1034.params },
};

/** After the user declined: the panel stays in the transcript and says what happened. */
export const Declined: Story = {
  play: async (context) => {
    const { messages, t } = storyText(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: messages.actions.decline }));
    await expect(context.args.onResult).toHaveBeenCalledWith({ action: 'decline' });
    await expect(canvas.getByRole('status')).toHaveTextContent(t(messages.outcome.decline, { server: 'Contacts' }));
  },
};

const bookingCode = {
  message: 'Which booking should I change?',
  requestedSchema: {
    type: 'object',
    properties: {
      code: {
        type: 'string',
        title: 'Booking code',
        description: 'Three capital letters, a dash and four digits, as on your ticket.',
        pattern: '^[A-Z]{3}-\\d{4}$',
      },
    },
    required: ['code'],
  },
};

/**
 * A `pattern` the answer breaks: checked in linear time, the error says the server sets the format
 * without showing the regular expression (the description says what is expected).
 */
export const PatternMismatch: Story = {
  args: { params: bookingCode, server: { name: 'bookings', title: 'Bookings' } },
  play: async (context) => {
    const { messages } = storyText(context);
    const canvas = within(context.canvasElement);
    // The form waits for the pattern engine, a chunk of its own (slow the first time on a dev server).
    await userEvent.type(await canvas.findByRole('textbox', { name: /Booking code/ }, { timeout: 15_000 }), 'abc-12');
    await userEvent.click(canvas.getByRole('button', { name: messages.actions.submit }));
    await expect(
      await canvas.findByText(messages.errors.pattern, { selector: '[data-slot="elicitation-field-error"] p' }),
    ).toBeInTheDocument();
  },
};

/** `showPatterns`: the hint and the error show the server's regular expression, for people who read them. */
export const PatternShown: Story = {
  args: { params: bookingCode, server: { name: 'bookings', title: 'Bookings' }, form: { showPatterns: true } },
  play: async (context) => {
    const { messages } = storyText(context);
    const canvas = within(context.canvasElement);
    // The form waits for the pattern engine, a chunk of its own (slow the first time on a dev server).
    await userEvent.type(await canvas.findByRole('textbox', { name: /Booking code/ }, { timeout: 15_000 }), 'abc-12');
    await userEvent.click(canvas.getByRole('button', { name: messages.actions.submit }));
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
  },
};
