import type { WidgetProps } from '@rjsf/utils';
import { Checkbox } from 'radix-ui';
import { describedBy, isInvalid } from '../inputAttributes';
import { Isolated } from '../isolation';
import { RequiredMarker } from '../templates/RequiredMarker';

/** A single yes/no checkbox (Radix Checkbox) that labels itself; used when the field has a default. */
export function CheckboxWidget(props: WidgetProps) {
  const { id, value, label, hideLabel, required, disabled, readonly, autofocus, rawErrors, onChange, onBlur, onFocus } =
    props;
  return (
    <div data-slot="elicitation-checkbox-field">
      <Checkbox.Root
        id={id}
        data-slot="elicitation-checkbox"
        checked={value === true}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        aria-invalid={isInvalid(rawErrors)}
        aria-describedby={describedBy(props)}
        onCheckedChange={(checked) => onChange(checked === true)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      >
        <Checkbox.Indicator data-slot="elicitation-checkbox-indicator" />
      </Checkbox.Root>
      {hideLabel ? null : (
        <label htmlFor={id} data-slot="elicitation-checkbox-label">
          <Isolated text={label} />
          {required ? <RequiredMarker registry={props.registry} /> : null}
        </label>
      )}
    </div>
  );
}
