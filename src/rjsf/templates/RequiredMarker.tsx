import type { Registry } from '@rjsf/utils';
import { themeContext } from '../formContext';

/** The required mark after a label: a visible asterisk and, for screen readers, the word. */
export function RequiredMarker({ registry }: { registry: Registry }) {
  const { messages } = themeContext(registry);
  return (
    <>
      {' '}
      <span data-slot="elicitation-required-marker" aria-hidden="true">
        *
      </span>
      <span data-slot="elicitation-visually-hidden">({messages.form.required})</span>
    </>
  );
}
