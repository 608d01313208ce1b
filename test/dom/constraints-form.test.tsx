/**
 * Constraints outside the grammar in the form (issue 9, defect 5): the form's own validator,
 * cfworker or ajv8 on the rjsf schema, rejects exactly what the server's original schema rejects,
 * and the user sees which constraint an answer breaks.
 */
import { type Schema, Validator } from '@cfworker/json-schema';
import ajv8 from '@rjsf/validator-ajv8';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ElicitationPanel } from '../../src';
import { parseElicitationRequest } from '../../src/core';
import { resolveMessages } from '../../src/i18n/format';
import { createErrorTransformer } from '../../src/rjsf/errorMessages';
import { toFormData, toRjsfForm } from '../../src/rjsf/schema';
import { createCfworkerValidator } from '../../src/rjsf/validator';
import { honouredConstraints } from '../fixtures/constraints';

const en = resolveMessages();
const server = { name: 'test-server', title: 'Test Server' };

describe.each([
  ['cfworker', createCfworkerValidator()],
  ['ajv8', ajv8],
])('the %s form validator honours constraints outside the grammar', (_name, validator) => {
  it.each(honouredConstraints)('$keyword', ({ schema, answers }) => {
    const requestedSchema = { type: 'object', properties: { f: schema }, required: ['f'] };
    const parsed = parseElicitationRequest({ message: 'm', requestedSchema });
    if (!parsed.ok || parsed.request.mode !== 'form') throw new Error('expected a valid form');
    const form = toRjsfForm(parsed.request, en, 'en');
    const oracle = new Validator(requestedSchema as Schema, '2020-12', false);
    for (const answer of answers) {
      const expected = oracle.validate({ f: answer }).valid;
      const { errors } = validator.validateFormData(toFormData(form, { f: answer }), form.schema);
      expect(errors.length === 0, JSON.stringify(answer)).toBe(expected);
    }
  });

  it('words each error in the catalogue', () => {
    const parsed = parseElicitationRequest({
      message: 'm',
      requestedSchema: {
        type: 'object',
        properties: {
          a: { type: 'integer', enum: [1, 2, 3] },
          b: { type: 'number', exclusiveMinimum: 0 },
          c: { type: 'number', multipleOf: 5 },
          d: { type: 'boolean', const: true },
          e: { type: 'string', format: 'ipv4' },
        },
      },
    });
    if (!parsed.ok || parsed.request.mode !== 'form') throw new Error('expected a valid form');
    const form = toRjsfForm(parsed.request, en, 'en');
    const formData = toFormData(form, { a: 99, b: 0, c: 7, d: false, e: 'host' });
    const { errors } = validator.validateFormData(formData, form.schema);
    const messages = createErrorTransformer(form.schema, en, 'en')(errors).map((error) => error.message);
    expect(messages).toEqual([
      'Use one of these answers: 1, 2, or 3.',
      'Enter more than 0.',
      'Enter a multiple of 5.',
      'Use one of these answers: Yes.',
      'This answer does not have the required format (ipv4).',
    ]);
  });
});

describe('ElicitationPanel with constraints outside the grammar', () => {
  it('never sends an integer the server allows not, and says which ones it allows', async () => {
    const onResult = vi.fn();
    const user = userEvent.setup();
    render(
      <ElicitationPanel
        server={server}
        onResult={onResult}
        params={{
          message: 'How many seats?',
          requestedSchema: {
            type: 'object',
            properties: { seats: { type: 'integer', title: 'Seats', enum: [1, 2, 3] } },
            required: ['seats'],
          },
        }}
      />,
    );
    const seats = screen.getByRole('textbox', { name: /Seats/ });
    await user.type(seats, '99');
    await user.click(screen.getByRole('button', { name: /Review|Continue|Next/ }));
    // On the field itself (the error summary at the top of the form says it too).
    expect(
      await screen.findByText('Use one of these answers: 1, 2, or 3.', {
        selector: '[data-slot="elicitation-field-error"] p',
      }),
    ).toBeInTheDocument();
    expect(seats).toHaveAttribute('aria-invalid', 'true');
    await user.clear(seats);
    await user.type(seats, '2');
    await user.click(screen.getByRole('button', { name: /Review|Continue|Next/ }));
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(onResult).toHaveBeenCalledExactlyOnceWith({ action: 'accept', content: { seats: 2 } });
  }, 30_000);
});
