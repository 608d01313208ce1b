import { type BaseInputTemplateProps, getInputProps } from '@rjsf/utils';
import type { ChangeEvent } from 'react';
import { describedBy, isInvalid } from '../inputAttributes';

const NO_SPELLCHECK = new Set(['email', 'url', 'date', 'datetime-local']);

/** The one text input of the theme; text, email, URL and date widgets render through it. */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const {
    id,
    htmlName,
    value,
    type,
    placeholder,
    required,
    disabled,
    readonly,
    autofocus,
    rawErrors,
    options,
    schema,
    onChange,
    onChangeOverride,
    onBlur,
    onFocus,
  } = props;
  const inputProps = getInputProps(schema, type, options);
  const handleChange = ({ target }: ChangeEvent<HTMLInputElement>) =>
    onChange(target.value === '' ? options.emptyValue : target.value);
  return (
    <input
      id={id}
      name={htmlName || id}
      data-slot="elicitation-input"
      {...inputProps}
      value={value ?? ''}
      placeholder={placeholder || undefined}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      // biome-ignore lint/a11y/noAutofocus: only when the host asks for it through ui:autofocus
      autoFocus={autofocus}
      spellCheck={NO_SPELLCHECK.has(inputProps.type ?? '') ? false : undefined}
      aria-invalid={isInvalid(rawErrors)}
      aria-describedby={describedBy(props)}
      onChange={onChangeOverride ?? handleChange}
      onBlur={({ target }) => onBlur(id, target.value)}
      onFocus={({ target }) => onFocus(id, target.value)}
    />
  );
}
