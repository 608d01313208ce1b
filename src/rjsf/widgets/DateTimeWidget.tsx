import type { WidgetProps } from '@rjsf/utils';
import type { ChangeEvent } from 'react';
import { fillTemplate } from '../../i18n/format';
import { themeContext } from '../formContext';
import { inputAttributes } from '../inputAttributes';
import { describeTimeZone, localInputToRfc3339, rfc3339ToLocalInput } from './dateTime';
import { useTypedText } from './useTypedText';

/** The answer a typed wall-clock time means: RFC 3339 when complete, the text itself otherwise. */
const parseLocalInput = (text: string) => (text === '' ? undefined : (localInputToRfc3339(text) ?? text));

/** A date and time in the user's zone, answered as RFC 3339 with that zone's offset, zone shown. */
export function DateTimeWidget(props: WidgetProps) {
  const { id, value, registry, onChange, onBlur, onFocus } = props;
  const { messages, locale } = themeContext(registry);
  const [text, type] = useTypedText(value, parseLocalInput, rfc3339ToLocalInput);
  const zoneId = `${id}__timezone`;
  const handleChange = ({ target }: ChangeEvent<HTMLInputElement>) => onChange(type(target.value));
  return (
    <div data-slot="elicitation-datetime">
      <input
        {...inputAttributes(props, zoneId)}
        data-slot="elicitation-input"
        type="datetime-local"
        step={1}
        value={text}
        onChange={handleChange}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      <p id={zoneId} data-slot="elicitation-field-timezone">
        {fillTemplate(messages.form.dateTimeZone, { timeZone: describeTimeZone() }, locale)}
      </p>
    </div>
  );
}
