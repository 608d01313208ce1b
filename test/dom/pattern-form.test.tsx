/**
 * `pattern` in the form (issue 23): the form waits a moment for the pattern engine, then checks the
 * server's pattern with either validator, says what is expected without printing the regular
 * expression (unless the host asks), never hands the pattern to the validator, and shows no error
 * for a pattern it cannot run.
 */

import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import ajv8 from '@rjsf/validator-ajv8';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createCfworkerValidator, ElicitationPanel } from '../../src';
import { type ElicitResult, parseElicitationRequest } from '../../src/core';
import { resolveMessages } from '../../src/i18n/format';
import { ko } from '../../src/locales/ko';
import { createErrorTransformer } from '../../src/rjsf/errorMessages';
import { withPatternChecks } from '../../src/rjsf/patternChecks';
import { toFormData, toRjsfForm } from '../../src/rjsf/schema';

const server = { name: 'registry', title: 'Registry' };
const en = resolveMessages();
const CODE = '^[A-Z]{3}-\\d{4}$';
const requestWith = (schema: Record<string, unknown>, required = true) => ({
  message: 'Your booking code, please.',
  requestedSchema: {
    type: 'object',
    properties: { code: { type: 'string', title: 'Booking code', ...schema } },
    required: required ? ['code'] : [],
  },
});

/** A validator that records every schema it is given. */
function recording(validator: ValidatorType): { validator: ValidatorType; schemas: RJSFSchema[] } {
  const schemas: RJSFSchema[] = [];
  return {
    schemas,
    validator: {
      ...validator,
      validateFormData: (formData, schema, ...rest) => {
        schemas.push(schema);
        return validator.validateFormData(formData, schema, ...rest);
      },
      isValid: (schema, formData, rootSchema) => validator.isValid(schema, formData, rootSchema),
      rawValidation: (schema, formData) => validator.rawValidation(schema, formData),
    },
  };
}

async function answer(value: string) {
  const user = userEvent.setup();
  const field = await screen.findByRole('textbox', { name: /Booking code/ });
  await user.clear(field);
  if (value) await user.type(field, value);
  await user.click(screen.getByRole('button', { name: 'Review answers' }));
  return field;
}

const fieldError = () => document.querySelector('[data-slot="elicitation-field-error"]');

describe.each([
  ['cfworker', () => createCfworkerValidator()],
  ['ajv8', () => ajv8],
])('the form with the %s validator', (_name, makeValidator) => {
  it('says the answer is not in the server’s format, then sends one that is', async () => {
    const onResult = vi.fn<(result: ElicitResult) => void>();
    const { validator, schemas } = recording(makeValidator());
    render(
      <ElicitationPanel
        server={server}
        params={requestWith({ pattern: CODE })}
        onResult={onResult}
        form={{ validator }}
      />,
    );
    const field = await answer('abc-12');
    expect(fieldError()).toHaveTextContent('This answer is not in the format the server asks for.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('1 answer needs attention.');
    expect(document.body.textContent).not.toContain('[A-Z]');
    expect(field).toHaveFocus();
    await answer('ABC-1234');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Send' }));
    expect(onResult).toHaveBeenCalledExactlyOnceWith({ action: 'accept', content: { code: 'ABC-1234' } });
    // The validator never sees the server's regular expression (it would run it with RegExp).
    expect(schemas.length).toBeGreaterThan(0);
    expect(JSON.stringify(schemas)).not.toContain('pattern');
  }, 30_000);

  it('reports a pattern error of its own, ajv-style, in the catalogue’s words', () => {
    const parsed = parseElicitationRequest(requestWith({ pattern: CODE }));
    if (!parsed.ok || parsed.request.mode !== 'form') throw new Error('expected a form');
    const form = toRjsfForm(parsed.request, en, 'en');
    const checked = withPatternChecks(makeValidator(), form);
    const transform = createErrorTransformer(form.schema, en, 'en');
    const failing = checked.validateFormData(toFormData(form, { code: 'abc-12' }), form.schema, undefined, transform);
    expect(failing.errors).toEqual([
      expect.objectContaining({
        name: 'pattern',
        property: '.field_0',
        params: { pattern: CODE },
        message: 'This answer is not in the format the server asks for.',
      }),
    ]);
    expect(checked.validateFormData(toFormData(form, { code: 'ABC-1234' }), form.schema).errors).toEqual([]);
  });

  it('checks the length first and the pattern after, one error per field', async () => {
    render(
      <ElicitationPanel
        server={server}
        params={requestWith({ pattern: CODE, maxLength: 8 })}
        onResult={() => {}}
        form={{ validator: makeValidator() }}
      />,
    );
    await answer('ABC-12345');
    expect(fieldError()).toHaveTextContent('Use at most 8 characters.');
    await answer('abc-1234');
    expect(fieldError()).toHaveTextContent('This answer is not in the format the server asks for.');
  }, 30_000);
});

describe('ElicitationPanel with a pattern', () => {
  it('shows the regular expression in the hint and the error when the host asks', async () => {
    render(
      <ElicitationPanel
        server={server}
        params={requestWith({ pattern: CODE })}
        onResult={() => {}}
        form={{ showPatterns: true }}
      />,
    );
    // The hint names the pattern before anything is typed, isolated left to right so that it cannot
    // reorder the sentence around it.
    const untouched = await screen.findByRole('textbox', { name: /Booking code/ });
    expect(untouched).toHaveAccessibleDescription(expect.stringContaining(`Pattern: \u2066${CODE}\u2069`));
    // Once the answer is wrong, the error says it (one message per field: the hint gives way).
    const field = await answer('abc-12');
    expect(fieldError()).toHaveTextContent(`This answer does not match the pattern \u2066${CODE}\u2069.`);
    expect(field).toHaveAccessibleDescription(expect.stringContaining(`does not match the pattern \u2066${CODE}`));
  }, 30_000);

  it('says it in Korean', async () => {
    render(
      <ElicitationPanel server={server} params={requestWith({ pattern: CODE })} onResult={() => {}} messages={ko} />,
    );
    const user = userEvent.setup();
    const field = await screen.findByRole('textbox', { name: /Booking code/ });
    expect(field).toHaveAccessibleDescription(expect.stringContaining('서버가 정한 형식'));
    await user.type(field, 'abc');
    await user.click(screen.getByRole('button', { name: '답변 검토' }));
    expect(fieldError()).toHaveTextContent('서버가 요청한 형식에 맞지 않아요.');
  }, 30_000);

  it('shows no error for a pattern it cannot run, and no hint either', async () => {
    const onResult = vi.fn();
    render(
      <ElicitationPanel server={server} params={requestWith({ pattern: '^(\\w)\\1$' }, false)} onResult={onResult} />,
    );
    const field = await answer('anything');
    expect(fieldError()).toBeNull();
    expect(field).not.toHaveAccessibleDescription(expect.stringContaining('format'));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Send' }));
    expect(onResult).toHaveBeenCalledExactlyOnceWith({ action: 'accept', content: { code: 'anything' } });
  }, 30_000);

  it('rejects 5,000 a’s and a ! against ^(a+)+$ without freezing', async () => {
    render(<ElicitationPanel server={server} params={requestWith({ pattern: '^(a+)+$' })} onResult={() => {}} />);
    const field = await screen.findByRole('textbox', { name: /Booking code/ });
    const user = userEvent.setup();
    await user.click(field);
    await user.paste(`${'a'.repeat(5000)}!`);
    await user.click(screen.getByRole('button', { name: 'Review answers' }));
    expect(fieldError()).toHaveTextContent('This answer is not in the format the server asks for.');
  }, 30_000);

  it('does not pre-fill a default that breaks the pattern', async () => {
    render(
      <ElicitationPanel server={server} params={requestWith({ pattern: CODE, default: 'nope' })} onResult={() => {}} />,
    );
    expect(await screen.findByRole('textbox', { name: /Booking code/ })).toHaveValue('');
  });

  it('pre-fills a default that matches, and sends it as it is', async () => {
    const onResult = vi.fn();
    render(
      <ElicitationPanel
        server={server}
        params={requestWith({ pattern: CODE, default: 'XYZ-0001' })}
        onResult={onResult}
      />,
    );
    expect(await screen.findByRole('textbox', { name: /Booking code/ })).toHaveValue('XYZ-0001');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Review answers' }));
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(onResult).toHaveBeenCalledExactlyOnceWith({ action: 'accept', content: { code: 'XYZ-0001' } });
  }, 30_000);

  it('answers cancel exactly once when unmounted while the engine loads', () => {
    const onResult = vi.fn();
    const { unmount } = render(
      <ElicitationPanel server={server} params={requestWith({ pattern: CODE })} onResult={onResult} />,
    );
    unmount();
    return vi.waitFor(() => expect(onResult).toHaveBeenCalledExactlyOnceWith({ action: 'cancel' }));
  });
});
