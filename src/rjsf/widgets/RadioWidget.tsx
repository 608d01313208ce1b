import { enumOptionsIndexForValue, enumOptionsValueForIndex, optionId, titleId, type WidgetProps } from '@rjsf/utils';
import { RadioGroup } from 'radix-ui';
import { describedBy, isInvalid } from '../inputAttributes';
import { Isolated } from '../isolation';
import { ClearAnswerButton } from './ClearAnswerButton';

/** A single choice among a few options (Radix RadioGroup): titles shown, values sent. */
export function RadioWidget(props: WidgetProps) {
  const { id, value, label, options, required, disabled, readonly, rawErrors, registry, onChange, onBlur, onFocus } =
    props;
  const enumOptions = options.enumOptions ?? [];
  const enumDisabled = Array.isArray(options.enumDisabled) ? options.enumDisabled : [];
  const selected = enumOptionsIndexForValue(value, enumOptions) as string | undefined;
  return (
    <div data-slot="elicitation-radio-field">
      <RadioGroup.Root
        id={id}
        data-slot="elicitation-radio-group"
        value={selected ?? ''}
        disabled={disabled || readonly}
        required={required}
        aria-labelledby={titleId(id)}
        aria-invalid={isInvalid(rawErrors)}
        aria-describedby={describedBy(props)}
        onValueChange={(index) => onChange(enumOptionsValueForIndex(index, enumOptions, options.emptyValue))}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      >
        {enumOptions.map((option, index) => (
          <div key={optionId(id, index)} data-slot="elicitation-radio-option">
            <RadioGroup.Item
              id={optionId(id, index)}
              value={String(index)}
              disabled={enumDisabled.includes(option.value)}
              data-slot="elicitation-radio"
            >
              <RadioGroup.Indicator data-slot="elicitation-radio-indicator" />
            </RadioGroup.Item>
            <label htmlFor={optionId(id, index)} data-slot="elicitation-option-label">
              <Isolated text={option.label} />
            </label>
          </div>
        ))}
      </RadioGroup.Root>
      {!required && selected !== undefined ? (
        <ClearAnswerButton
          registry={registry}
          label={label}
          disabled={disabled || readonly}
          onClear={() => onChange(options.emptyValue)}
        />
      ) : null}
    </div>
  );
}
