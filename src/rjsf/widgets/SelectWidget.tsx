import { enumOptionsIndexForValue, enumOptionsValueForIndex, type WidgetProps } from '@rjsf/utils';
import { themeContext } from '../formContext';
import { describedBy, isInvalid } from '../inputAttributes';
import { CheckboxesWidget } from './CheckboxesWidget';

/**
 * A single choice among many options: the platform's own `<select>` (measured: Radix Select would
 * add about 34 KB gzip to every host, and the native control is the most robust for keyboards,
 * screen readers and touch). Titles shown, values sent; the first entry leaves it unanswered.
 */
export function SelectWidget(props: WidgetProps) {
  // rjsf's default widget for multi-select arrays.
  if (props.multiple) return <CheckboxesWidget {...props} />;
  const {
    id,
    htmlName,
    value,
    options,
    required,
    disabled,
    readonly,
    autofocus,
    rawErrors,
    registry,
    onChange,
    onBlur,
    onFocus,
  } = props;
  const { messages } = themeContext(registry);
  const enumOptions = options.enumOptions ?? [];
  const enumDisabled = Array.isArray(options.enumDisabled) ? options.enumDisabled : [];
  const selected = enumOptionsIndexForValue(value, enumOptions) as string | undefined;
  const decode = (index: string) => enumOptionsValueForIndex(index, enumOptions, options.emptyValue);
  return (
    <select
      id={id}
      name={htmlName || id}
      data-slot="elicitation-select"
      value={selected ?? ''}
      required={required}
      disabled={disabled || readonly}
      // biome-ignore lint/a11y/noAutofocus: only when the host asks for it through ui:autofocus
      autoFocus={autofocus}
      aria-invalid={isInvalid(rawErrors)}
      aria-describedby={describedBy(props)}
      onChange={({ target }) => onChange(decode(target.value))}
      onBlur={({ target }) => onBlur(id, decode(target.value))}
      onFocus={({ target }) => onFocus(id, decode(target.value))}
    >
      <option value="">{messages.form.choose}</option>
      {enumOptions.map((option, index) => (
        <option key={String(index)} value={String(index)} disabled={enumDisabled.includes(option.value)}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
