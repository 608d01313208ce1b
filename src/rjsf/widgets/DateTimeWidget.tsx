import type { WidgetProps } from '@rjsf/utils';
import type { ChangeEvent } from 'react';
import { fillTemplate } from '../../i18n/format';
import { themeContext } from '../formContext';
import { inputAttributes } from '../inputAttributes';
import { LocalDate } from '../templates/BaseInputTemplate';
import { localInputToRfc3339, rfc3339ToLocalInput, useTimeZoneDescription } from './dateTime';
import { useInBrowser } from './useInBrowser';
import { useTypedText } from './useTypedText';

/** The answer a typed wall-clock time means: RFC 3339 when complete, the text itself otherwise. */
const parseLocalInput = (text: string) => (text === '' ? undefined : (localInputToRfc3339(text) ?? text));
/** The input's text where the user's time zone is not known yet (on the server): none. */
const beforeZoneKnown = () => '';

/** A date and time in the user's zone, answered as RFC 3339 with that zone's offset, zone shown. */
export function DateTimeWidget(props: WidgetProps) {
  const { id, value, registry, onChange, onBlur, onFocus } = props;
  const { messages, locale } = themeContext(registry);
  // The wall-clock time and the zone name depend on the user's zone: server HTML leaves both empty,
  // and hydration fills them in, so it never mismatches.
  const zoneKnown = useInBrowser();
  const [text, type] = useTypedText(value, parseLocalInput, zoneKnown ? rfc3339ToLocalInput : beforeZoneKnown);
  const zone = useTimeZoneDescription(locale, zoneKnown);
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
      {/* The instant in the locale's words needs the user's zone: in the browser only. */}
      {zoneKnown ? <LocalDate id={`${id}__local`} value={value} locale={locale} time /> : null}
      {/* Named in the locale's words once the browser is idle after the first paint (data-pending until then). */}
      <p id={zoneId} data-slot="elicitation-field-timezone" data-pending={zoneKnown && zone.pending ? '' : undefined}>
        {zoneKnown && fillTemplate(messages.form.dateTimeZone, { timeZone: zone.text }, locale)}
      </p>
    </div>
  );
}
