import { titleId, type WidgetProps } from '@rjsf/utils';
import { RadioGroup } from 'radix-ui';
import { themeContext } from '../formContext';
import { describedBy, isInvalid } from '../inputAttributes';
import { ClearAnswerButton } from './ClearAnswerButton';

/**
 * A yes/no question with no default: two radio buttons (Radix RadioGroup) that start unanswered,
 * so an optional answer stays omitted unless the user picks one, and can be cleared again.
 */
export function YesNoWidget(props: WidgetProps) {
  const { id, value, label, required, disabled, readonly, rawErrors, registry, onChange, onBlur, onFocus } = props;
  const { messages } = themeContext(registry);
  const selected = value === true ? 'true' : value === false ? 'false' : '';
  return (
    <div data-slot="elicitation-yes-no">
      <RadioGroup.Root
        id={id}
        data-slot="elicitation-radio-group"
        orientation="horizontal"
        value={selected}
        disabled={disabled || readonly}
        required={required}
        aria-labelledby={titleId(id)}
        aria-invalid={isInvalid(rawErrors)}
        aria-describedby={describedBy(props)}
        onValueChange={(next) => onChange(next === 'true')}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      >
        {(['true', 'false'] as const).map((option) => (
          <div key={option} data-slot="elicitation-radio-option">
            <RadioGroup.Item id={`${id}-${option}`} value={option} data-slot="elicitation-radio">
              <RadioGroup.Indicator data-slot="elicitation-radio-indicator" />
            </RadioGroup.Item>
            <label htmlFor={`${id}-${option}`} data-slot="elicitation-option-label">
              {option === 'true' ? messages.form.yes : messages.form.no}
            </label>
          </div>
        ))}
      </RadioGroup.Root>
      {!required && selected !== '' ? (
        <ClearAnswerButton
          registry={registry}
          label={label}
          disabled={disabled || readonly}
          onClear={() => onChange(undefined)}
        />
      ) : null}
    </div>
  );
}
