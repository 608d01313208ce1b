import type { WidgetProps } from '@rjsf/utils';
import { themeContext } from '../formContext';
import { describedBy, isInvalid } from '../inputAttributes';
import { isolate } from '../isolation';
import { RequiredMarker } from '../templates/RequiredMarker';

/** A single yes/no checkbox (native) that labels itself; used when the field has a default. */
export function CheckboxWidget(props: WidgetProps) {
  const {
    id,
    htmlName,
    value,
    label,
    hideLabel,
    required,
    disabled,
    readonly,
    autofocus,
    rawErrors,
    onChange,
    onBlur,
    onFocus,
  } = props;
  return (
    <div data-slot="elicitation-checkbox-field">
      {/* Not `required`: that would mean "must be checked", and a required yes/no may be answered no. */}
      <input
        type="checkbox"
        id={id}
        name={htmlName || id}
        data-slot="elicitation-checkbox"
        checked={value === true}
        disabled={disabled || readonly}
        // biome-ignore lint/a11y/noAutofocus: only when the host asks for it through ui:autofocus
        autoFocus={autofocus}
        aria-invalid={isInvalid(rawErrors)}
        aria-describedby={describedBy(props)}
        onChange={({ target }) => onChange(target.checked)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      {hideLabel ? null : (
        <label htmlFor={id} data-slot="elicitation-checkbox-label">
          {isolate(label, themeContext(props.registry).dir)}
          {required ? <RequiredMarker registry={props.registry} /> : null}
        </label>
      )}
    </div>
  );
}
