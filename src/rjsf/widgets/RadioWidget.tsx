import { enumOptionsIndexForValue, enumOptionsValueForIndex, optionId, type WidgetProps } from '@rjsf/utils';
import { themeContext } from '../formContext';
import { isolate } from '../isolation';
import { RadioChoices } from './RadioChoices';

/** A single choice among a few options, as native radio buttons: titles shown, values sent. */
export function RadioWidget(props: WidgetProps) {
  const { id, value, options, onChange } = props;
  const enumOptions = options.enumOptions ?? [];
  const { dir } = themeContext(props.registry);
  const enumDisabled = Array.isArray(options.enumDisabled) ? options.enumDisabled : [];
  return (
    <RadioChoices
      widget={props}
      slot="elicitation-radio-field"
      choices={enumOptions.map((option, index) => ({
        id: optionId(id, index),
        value: String(index),
        label: isolate(option.label, dir),
        disabled: enumDisabled.includes(option.value),
      }))}
      selected={enumOptionsIndexForValue(value, enumOptions) as string | undefined}
      onSelect={(index) => onChange(enumOptionsValueForIndex(index, enumOptions, options.emptyValue))}
      onClear={() => onChange(options.emptyValue)}
    />
  );
}
