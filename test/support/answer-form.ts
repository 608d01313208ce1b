/**
 * Answers any field of a parsed form the way a person would: a value the field's own checks accept,
 * typed, chosen or ticked through its control, found by the name a screen reader gives it.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { computeAccessibleName } from 'dom-accessibility-api';
import { expect } from 'vitest';
import type { FieldModel } from '../../src/core';
import { checkFieldValue } from '../../src/core/validate';

/** A value `field` accepts: what a person would plausibly answer, within every constraint. */
export function sampleAnswer(field: FieldModel): unknown {
  const fits = (value: unknown) => checkFieldValue(field, value) === undefined;
  switch (field.kind) {
    case 'text': {
      const { minLength = 0, maxLength = 40, enum: allowed } = field.constraints;
      if (allowed) return allowed[0];
      return 'Ada Lovelace'.slice(0, maxLength).padEnd(minLength, 'a');
    }
    case 'email':
      return 'ada@example.com';
    case 'uri':
      return 'https://example.com/ada';
    case 'date':
      return '2026-12-07';
    case 'date-time':
      return '2026-12-07T10:30';
    case 'number':
    case 'integer': {
      const { minimum, maximum, exclusiveMinimum, exclusiveMaximum, enum: allowed } = field.constraints;
      const candidates = [3, 1, 0, 2.5, minimum, maximum, ...(allowed ?? [])];
      if (exclusiveMinimum !== undefined) candidates.push(exclusiveMinimum + 1, exclusiveMinimum + 0.5);
      if (exclusiveMaximum !== undefined) candidates.push(exclusiveMaximum - 1, exclusiveMaximum - 0.5);
      const found = candidates.find((value) => value !== undefined && fits(value));
      if (found === undefined) throw new Error(`No sample answer fits ${field.name}`);
      return found;
    }
    case 'boolean':
      return field.constraints.enum?.[0] ?? true;
    case 'single-select':
      return field.options[0]?.value;
    case 'multi-select':
      return field.options.slice(0, Math.max(1, field.constraints.minItems ?? 1)).map((option) => option.value);
  }
}

/** The name a screen reader gives the field's control: its label, and "(required)" when it is. */
export function accessibleName(field: FieldModel): string {
  return field.required ? `${field.label} (required)` : field.label;
}

/** Waits until the form is there: a request with a `pattern` shows it once the pattern engine has loaded. */
export async function formReady(): Promise<void> {
  await waitFor(() => expect(screen.queryByText('Preparing the form…')).toBeNull(), { timeout: 10_000 });
}

/** Puts `value` into the field through its control, as a person would. */
export async function fillField(user: UserEvent, field: FieldModel, value: unknown): Promise<void> {
  const name = accessibleName(field);
  switch (field.kind) {
    case 'text':
    case 'email':
    case 'uri':
    case 'number':
    case 'integer': {
      const box = screen.getByRole('textbox', { name });
      await user.clear(box);
      await user.type(box, String(value));
      return;
    }
    case 'date':
    case 'date-time': {
      // Date inputs have no role, and jsdom no picker to type into: found by their accessible name,
      // their value changed as a picker would change it.
      const input = [...document.querySelectorAll('input[type="date"], input[type="datetime-local"]')].find(
        (element) => computeAccessibleName(element) === name,
      );
      if (!input) throw new Error(`No date input named ${name}`);
      fireEvent.change(input, { target: { value } });
      return;
    }
    case 'boolean': {
      // A yes/no question without a default offers both; one with a default is a checkbox.
      const group = screen.queryByRole('radiogroup', { name });
      if (group) {
        await user.click(within(group).getByRole('radio', { name: value ? 'Yes' : 'No' }));
        return;
      }
      const box = screen.getByRole('checkbox', { name });
      if ((box as HTMLInputElement).checked !== value) await user.click(box);
      return;
    }
    case 'single-select': {
      const label = field.options.find((option) => option.value === value)?.label ?? String(value);
      const group = screen.queryByRole('radiogroup', { name });
      if (group) await user.click(within(group).getByRole('radio', { name: label }));
      else await user.selectOptions(screen.getByRole('combobox', { name }), label);
      return;
    }
    case 'multi-select': {
      const group = screen.getByRole('group', { name });
      for (const chosen of value as string[]) {
        const label = field.options.find((option) => option.value === chosen)?.label ?? chosen;
        const box = within(group).getByRole('checkbox', { name: label });
        if (!(box as HTMLInputElement).checked) await user.click(box);
      }
      return;
    }
  }
}
