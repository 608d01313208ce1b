import { enumOptionsIndexForValue, enumOptionsValueForIndex, type WidgetProps } from '@rjsf/utils';
import { Select } from 'radix-ui';
import { describedBy, isInvalid } from '../aria';
import { themeContext } from '../formContext';
import { CheckboxesWidget } from './CheckboxesWidget';
import { ClearAnswerButton } from './ClearAnswerButton';

/** A single choice among many options (Radix Select): titles shown, values sent. */
export function SelectWidget(props: WidgetProps) {
  // rjsf's default widget for multi-select arrays; Radix Select picks one value only.
  if (props.multiple) return <CheckboxesWidget {...props} />;
  const { id, value, label, options, required, disabled, readonly, rawErrors, registry, onChange, onBlur, onFocus } =
    props;
  const { messages } = themeContext(registry);
  const enumOptions = options.enumOptions ?? [];
  const enumDisabled = Array.isArray(options.enumDisabled) ? options.enumDisabled : [];
  const selected = enumOptionsIndexForValue(value, enumOptions) as string | undefined;
  const container = (registry.formContext as { portalContainer?: HTMLElement | null } | undefined)?.portalContainer;
  return (
    <div data-slot="select-field">
      <Select.Root
        value={selected ?? ''}
        disabled={disabled || readonly}
        onValueChange={(index) => onChange(enumOptionsValueForIndex(index, enumOptions, options.emptyValue))}
        onOpenChange={(open) => (open ? onFocus(id, value) : onBlur(id, value))}
      >
        <Select.Trigger
          id={id}
          data-slot="select-trigger"
          aria-invalid={isInvalid(rawErrors)}
          aria-describedby={describedBy(props)}
        >
          <Select.Value placeholder={messages.form.choose} />
          <Select.Icon data-slot="select-icon" aria-hidden="true">
            ▾
          </Select.Icon>
        </Select.Trigger>
        <Select.Portal container={container ?? undefined}>
          <Select.Content data-slot="select-content" position="popper" sideOffset={4}>
            <Select.Viewport data-slot="select-viewport">
              {enumOptions.map((option, index) => (
                <Select.Item
                  key={String(index)}
                  value={String(index)}
                  disabled={enumDisabled.includes(option.value)}
                  data-slot="select-item"
                >
                  <Select.ItemText>{option.label}</Select.ItemText>
                  <Select.ItemIndicator data-slot="select-item-indicator" aria-hidden="true">
                    ✓
                  </Select.ItemIndicator>
                </Select.Item>
              ))}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
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
