import { titleId, type WidgetProps } from '@rjsf/utils';
import type { ReactNode } from 'react';
import { describedBy, isInvalid } from '../inputAttributes';
import { ClearAnswerButton } from './ClearAnswerButton';

/** One radio button of a group: its id, the value it stands for, its label. */
export interface RadioChoice {
  id: string;
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

/**
 * Native radio buttons sharing one name, in a group labelled by the field's label: the platform
 * gives Tab one stop, arrow keys move and choose, Space chooses. An optional answer, once given,
 * can be taken back with the clear-answer button beside the options.
 */
export function RadioChoices({
  widget,
  slot,
  choices,
  selected,
  horizontal = false,
  onSelect,
  onClear,
}: {
  widget: WidgetProps;
  /** The `data-slot` of the element around the group and the clear-answer button. */
  slot: string;
  choices: readonly RadioChoice[];
  /** The chosen value, or undefined while unanswered. */
  selected: string | undefined;
  horizontal?: boolean;
  onSelect: (value: string) => void;
  onClear: () => void;
}) {
  const { id, htmlName, value, label, required, disabled, readonly, rawErrors, registry, onBlur, onFocus } = widget;
  const inactive = disabled || readonly;
  return (
    <div data-slot={slot}>
      <div
        id={id}
        role="radiogroup"
        data-slot="elicitation-radio-group"
        data-orientation={horizontal ? 'horizontal' : undefined}
        aria-labelledby={titleId(id)}
        aria-invalid={isInvalid(rawErrors)}
        aria-describedby={describedBy(widget)}
      >
        {choices.map((choice) => (
          <div key={choice.id} data-slot="elicitation-radio-option">
            <input
              type="radio"
              id={choice.id}
              name={htmlName || id}
              value={choice.value}
              data-slot="elicitation-radio"
              checked={selected === choice.value}
              required={required}
              disabled={inactive || choice.disabled}
              onChange={() => onSelect(choice.value)}
              onBlur={() => onBlur(id, value)}
              onFocus={() => onFocus(id, value)}
            />
            <label htmlFor={choice.id} data-slot="elicitation-option-label">
              {choice.label}
            </label>
          </div>
        ))}
      </div>
      {!required && selected !== undefined ? (
        <ClearAnswerButton registry={registry} label={label} disabled={inactive} onClear={onClear} />
      ) : null}
    </div>
  );
}
