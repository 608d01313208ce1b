import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import * as stories from '../../src/rjsf/FieldKinds.stories';

/** What the field shows as answered: checked radios and checkboxes, a chosen option, typed text. */
function answered(root: HTMLElement): string[] {
  const shown = [...root.querySelectorAll('input:is([type="radio"], [type="checkbox"]):checked')].map(
    (control) => control.id,
  );
  for (const select of root.querySelectorAll('select')) if (select.value !== '') shown.push(select.value);
  for (const input of root.querySelectorAll('input:not([type="hidden"], [type="radio"], [type="checkbox"])'))
    if ((input as HTMLInputElement).value !== '') shown.push((input as HTMLInputElement).value);
  return shown;
}

const composed = Object.entries(composeStories(stories));

describe('Theme/Field kinds stories show no state that contradicts itself (issue 10, defect 5)', () => {
  it.each(composed.filter(([name]) => name.endsWith('Empty')))('%s shows no answer', (_name, Story) => {
    const { container } = render(<Story />);
    expect(answered(container)).toEqual([]);
  });

  it.each(composed.filter(([name]) => name.endsWith('Invalid')))(
    '%s pairs "Choose an answer." only with an unanswered field',
    (_name, Story) => {
      const { container } = render(<Story />);
      const error = container.querySelector('[data-slot="elicitation-field-error"]');
      expect(error).not.toBeNull();
      if (error?.textContent === en.errors.requiredChoice || error?.textContent === en.errors.required) {
        expect(answered(container)).toEqual([]);
      }
    },
  );
});
