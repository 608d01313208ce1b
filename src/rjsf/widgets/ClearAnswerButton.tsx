import type { Registry } from '@rjsf/utils';
import { themeContext } from '../formContext';

/**
 * Lets the user take back the answer of an optional choice, so it is omitted again: a small button
 * under the options that says what it does ("× Clear answer"), so it never reads as removing the
 * option beside it; named "Clear answer: <field>" for assistive technology, its visible words first.
 */
export function ClearAnswerButton({
  registry,
  label,
  onClear,
  disabled,
}: {
  registry: Registry;
  label: string;
  onClear: () => void;
  disabled?: boolean;
}) {
  const { messages } = themeContext(registry);
  return (
    <button
      type="button"
      data-slot="elicitation-clear-answer"
      aria-label={`${messages.form.clearAnswer}: ${label}`}
      disabled={disabled}
      onClick={onClear}
    >
      {/* Drawn inline (no url(), no icon font): allowed by a strict CSP. */}
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <path
          d="M4.5 4.5l7 7M11.5 4.5l-7 7"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.75"
          strokeLinecap="round"
        />
      </svg>
      <span>{messages.form.clearAnswer}</span>
    </button>
  );
}
