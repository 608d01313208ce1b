import { type BaseInputTemplateProps, getInputProps } from '@rjsf/utils';
import { type ChangeEvent, useState } from 'react';
import { dateTimeFormat, fillTemplate } from '../../i18n/format';
import { themeContext } from '../formContext';
import { inputAttributes } from '../inputAttributes';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A chosen date in the locale's own words ("2026년 12월 1일 화요일"): the browser draws the date
 * input in its own interface language, whatever the form's; this line is the library's.
 */
export function LocalDate({
  id,
  value,
  locale,
  time = false,
}: {
  id: string;
  value: unknown;
  locale: string;
  time?: boolean;
}) {
  if (typeof value !== 'string' || (!time && !DATE_ONLY.test(value))) return null;
  const date = new Date(time ? value : `${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return null;
  const options: Intl.DateTimeFormatOptions = time
    ? { dateStyle: 'full', timeStyle: 'short' }
    : { dateStyle: 'full', timeZone: 'UTC' };
  return (
    <p id={id} data-slot="elicitation-field-date">
      {dateTimeFormat(locale, options).format(date)}
    </p>
  );
}

const NO_SPELLCHECK = new Set(['email', 'url', 'date', 'datetime-local']);

/**
 * An address stays left to right in a right-to-left form, as it is written; free text follows what
 * the person types (an Arabic answer in an English form, or an English one in an Arabic form).
 */
function inputDirection(type: string | undefined): 'ltr' | 'auto' | undefined {
  if (type === 'email' || type === 'url') return 'ltr';
  return type === undefined || type === 'text' ? 'auto' : undefined;
}

/**
 * The one text input of the theme; text, email, URL and date widgets render through it. A text answer
 * that looks like a secret is masked as it is typed, with a button that shows it.
 */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, name, value, type, placeholder, options, schema, onChange, onChangeOverride, onBlur, onFocus } = props;
  const context = themeContext(props.registry);
  const [shown, setShown] = useState(false);
  const inputProps = getInputProps(schema, type, options);
  const secret = (inputProps.type === 'text' || inputProps.type === undefined) && context.secrets.includes(name);
  const handleChange = ({ target }: ChangeEvent<HTMLInputElement>) =>
    onChange(target.value === '' ? options.emptyValue : target.value);
  const input = (
    <input
      {...inputAttributes(props)}
      data-slot="elicitation-input"
      {...inputProps}
      value={value ?? ''}
      placeholder={placeholder || undefined}
      {...(secret ? { type: shown ? 'text' : 'password', autoComplete: 'off' } : {})}
      spellCheck={secret || NO_SPELLCHECK.has(inputProps.type ?? '') ? false : undefined}
      dir={inputDirection(inputProps.type)}
      onChange={onChangeOverride ?? handleChange}
      onBlur={({ target }) => onBlur(id, target.value)}
      onFocus={({ target }) => onFocus(id, target.value)}
    />
  );
  if (secret) {
    const { messages } = context;
    const label = props.label || name;
    return (
      <div data-slot="elicitation-secret">
        {input}
        <button
          type="button"
          data-slot="elicitation-secret-toggle"
          aria-controls={id}
          aria-label={fillTemplate(
            shown ? messages.form.hideSecretLabel : messages.form.showSecretLabel,
            { label },
            context.locale,
          )}
          disabled={props.disabled || props.readonly}
          onClick={() => setShown((now) => !now)}
        >
          {shown ? messages.form.hideSecret : messages.form.showSecret}
        </button>
      </div>
    );
  }
  if (inputProps.type !== 'date') return input;
  return (
    <>
      {input}
      <LocalDate id={`${id}__local`} value={value} locale={context.locale} />
    </>
  );
}
