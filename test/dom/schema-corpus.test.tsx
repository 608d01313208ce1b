/**
 * Real servers' schemas (issue 34): every schema of the corpus, as zod 4, zod 3, pydantic, the
 * Python SDK and FastMCP write it, renders with the field kinds its model means and the names a
 * person hears, and is answered twice through the form (every field; required fields only) with
 * content that the server's own checks accept: the TypeScript SDKs' ajv validator on the original
 * schema, and the zod model itself where the server wrote one.
 */
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/client/validators/ajv';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ElicitationPanel, ElicitationReceipt } from '../../src';
import { type FieldModel, type FormElicitationRequest, parseElicitationRequest } from '../../src/core';
import { isUnanswered } from '../../src/core/validate';
import { EXPECTED_KINDS, SCHEMA_CASES } from '../fixtures/schemas';
import { ZOD3, ZOD4 } from '../fixtures/schemas/zod-models';
import { fillField, formReady, sampleAnswer } from '../support/answer-form';

vi.setConfig({ testTimeout: 30_000 });

const server = { name: 'corpus-server', title: 'Corpus' };
const ajv = new AjvJsonSchemaValidator();
const ZOD_MODELS: Record<string, Record<string, { safeParse(value: unknown): { success: boolean } }>> = {
  zod4: ZOD4,
  zod3: ZOD3,
};

function parsedForm(requestedSchema: Record<string, unknown>): FormElicitationRequest {
  const parsed = parseElicitationRequest({ message: 'Tell us', requestedSchema });
  if (!parsed.ok || parsed.request.mode !== 'form') throw new Error(JSON.stringify(parsed, null, 1));
  return parsed.request;
}

/** Fills `fields` through the form, reviews, sends, and returns what reached `onResult`. */
async function answerThroughForm(requestedSchema: Record<string, unknown>, fields: FieldModel[]) {
  const onResult = vi.fn();
  const user = userEvent.setup();
  render(<ElicitationPanel server={server} onResult={onResult} params={{ message: 'Tell us', requestedSchema }} />);
  await formReady();
  for (const field of fields) await fillField(user, field, sampleAnswer(field));
  await user.click(screen.getByRole('button', { name: 'Review answers' }));
  const review = await screen.findByRole('region', { name: 'Review before sending' });
  const labels = within(review)
    .getAllByRole('term')
    .map((term) => term.textContent);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(onResult).toHaveBeenCalledTimes(1);
  return { result: onResult.mock.calls[0]?.[0] as { action: string; content: Record<string, unknown> }, labels };
}

describe.each(SCHEMA_CASES)('%s %s', (generator, name, requestedSchema) => {
  const request = parsedForm(requestedSchema);
  const expected = EXPECTED_KINDS[name] ?? {};

  it('renders every property with the kind its model means', () => {
    expect(request.fields.map((field) => field.name)).toEqual(
      Object.keys(requestedSchema.properties as Record<string, unknown>),
    );
    expect(Object.fromEntries(request.fields.map((field) => [field.name, field.kind]))).toEqual(
      Object.fromEntries(request.fields.map((field) => [field.name, expected[field.name]])),
    );
  });

  it.each([
    ['every field', () => request.fields],
    ['the required fields only', () => request.fields.filter((field) => field.required)],
  ])('is answered with %s, and the server’s own checks accept the content', async (_which, chosen) => {
    const fields = chosen();
    const { result, labels } = await answerThroughForm(requestedSchema, fields);
    expect(result.action).toBe('accept');
    const sent = request.fields.filter(
      (field) => fields.includes(field) || (field.default !== undefined && !isUnanswered(field, field.default)),
    );
    expect(Object.keys(result.content)).toEqual(sent.map((field) => field.name));
    // The review names each answer as the form labelled it.
    expect(labels).toEqual(request.fields.map((field) => field.label));
    for (const field of request.fields) {
      const value = result.content[field.name];
      expect(value).not.toBeNull();
      if (field.kind === 'integer' && value !== undefined) expect(Number.isSafeInteger(value)).toBe(true);
    }
    const verdict = ajv.getValidator(requestedSchema)(result.content);
    expect(verdict.errorMessage).toBeUndefined();
    const model = ZOD_MODELS[generator]?.[name];
    if (model) expect(model.safeParse(result.content).success).toBe(true);
    // The receipt names what was sent as the form and the review did.
    cleanup();
    render(
      <ElicitationReceipt server={server} params={{ message: 'Tell us', requestedSchema }} result={result as never} />,
    );
    const receipt = screen.getByRole('region');
    expect(
      within(receipt)
        .queryAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(sent.map((field) => field.label));
  });
});
