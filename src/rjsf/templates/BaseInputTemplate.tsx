import { type BaseInputTemplateProps, getInputProps } from '@rjsf/utils';
import type { ChangeEvent } from 'react';
import { inputAttributes } from '../inputAttributes';

const NO_SPELLCHECK = new Set(['email', 'url', 'date', 'datetime-local']);

/** The one text input of the theme; text, email, URL and date widgets render through it. */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, value, type, placeholder, options, schema, onChange, onChangeOverride, onBlur, onFocus } = props;
  const inputProps = getInputProps(schema, type, options);
  const handleChange = ({ target }: ChangeEvent<HTMLInputElement>) =>
    onChange(target.value === '' ? options.emptyValue : target.value);
  return (
    <input
      {...inputAttributes(props)}
      data-slot="elicitation-input"
      {...inputProps}
      value={value ?? ''}
      placeholder={placeholder || undefined}
      spellCheck={NO_SPELLCHECK.has(inputProps.type ?? '') ? false : undefined}
      onChange={onChangeOverride ?? handleChange}
      onBlur={({ target }) => onBlur(id, target.value)}
      onFocus={({ target }) => onFocus(id, target.value)}
    />
  );
}
