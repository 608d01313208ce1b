import type { Registry } from '@rjsf/utils';
import { themeContext } from '../formContext';

/** Lets the user take back the answer of an optional choice, so it is omitted again. */
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
      {messages.form.clearAnswer}
    </button>
  );
}
