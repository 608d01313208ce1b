import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyText } from '../.storybook/globals';
import { invalidRequestFixtures, requestFixtures } from '../test/fixtures';
import { SCHEMA_CORPORA } from '../test/fixtures/schemas';
import { type InspectorFixture, RequestInspector } from './RequestInspector';

const fixtures: InspectorFixture[] = [
  ...Object.values(requestFixtures),
  ...invalidRequestFixtures.map((fixture) => ({ title: `Invalid: ${fixture.name}`, params: fixture.params })),
];

const meta = {
  title: 'Tools/Request inspector',
  component: RequestInspector,
  args: { fixtures },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RequestInspector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server-everything form: 13 fields, every kind and enum form. */
export const ServerEverything: Story = {
  args: { initialFixture: requestFixtures.serverEverything.title },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(canvas.getByRole('table')).getAllByRole('row');
    await expect(rows).toHaveLength(14);
    await expect(canvas.getByRole('rowheader', { name: 'legacyTitledEnum' })).toBeVisible();
  },
};

/** A URL request shows its URL and that 2026-07-28 requests carry no elicitationId. */
export const UrlRequest: Story = {
  args: { initialFixture: requestFixtures.seedUrlApiKey.title },
};

/** An invalid request lists its problems with paths and codes. */
export const InvalidRequest: Story = {
  args: { initialFixture: 'Invalid: nested object property' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This request cannot be rendered' })).toBeVisible();
    await expect(canvas.getByText('nested-object')).toBeVisible();
  },
};

/** The inspector also renders the request and shows the exact result an action would send. */
export const RendersTheForm: Story = {
  args: { initialFixture: requestFixtures.seedSimpleText.title },
  play: async (context) => {
    const { messages } = storyText(context);
    const canvas = within(context.canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: `Name (${messages.form.required})` }), 'octocat');
    await userEvent.click(canvas.getByRole('button', { name: messages.actions.submit }));
    await userEvent.click(canvas.getByRole('button', { name: messages.actions.send }));
    await expect(canvas.getByText(/"name": "octocat"/)).toBeVisible();
  },
};

/** Pasting JSON re-reads it as you type; broken JSON says where it breaks. */
export const PasteYourOwn: Story = {
  args: { initialFixture: requestFixtures.seedSimpleText.title },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = canvas.getByLabelText(/Request params/);
    await userEvent.clear(editor);
    await userEvent.paste(
      '{"message":"Age?","requestedSchema":{"type":"object","properties":{"age":{"type":"integer","minimum":18,"default":7}}}}',
    );
    await expect(canvas.getByRole('rowheader', { name: 'age' })).toBeVisible();
    await expect(canvas.getByText('default-invalid')).toBeVisible();
    await userEvent.type(editor, '{{');
    await expect(canvas.getByText(/Not valid JSON/)).toBeVisible();
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
  },
};

/**
 * A schema as plain pydantic writes it (an enum class behind `$ref`, an optional field as a `null`
 * branch): read as the flat grammar, each change listed as a warning with its code.
 */
export const PydanticSchema: Story = {
  args: {
    fixtures: (SCHEMA_CORPORA.pydantic?.cases ?? []).map((entry) => ({
      title: `pydantic: ${entry.name}`,
      params: {
        message: `The ${entry.name} form, as model_json_schema() writes it.`,
        requestedSchema: entry.requestedSchema,
      },
    })),
    initialFixture: 'pydantic: described',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('rowheader', { name: 'size' })).toBeVisible();
    await expect(canvas.getAllByText('ref-inlined')).toHaveLength(2);
    await expect(canvas.getByText('nullable-normalized')).toBeVisible();
    await expect(canvas.getByText('default-null-dropped')).toBeVisible();
  },
};
