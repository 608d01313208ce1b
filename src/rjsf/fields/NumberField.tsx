import { asNumber, type FieldProps, getDecimalSeparator } from '@rjsf/utils';
import { type ComponentType, useCallback, useState } from 'react';
import { themeContext } from '../formContext';

/** A trailing decimal point, or a point and digits that end in zero: `1.`, `1.50`, `.0`. */
const TRAILING_POINT_OR_ZEROS = /\.([0-9]*0)*$/;
const STRIPPED_TAIL = /[0.]0*$/;

/** `text` read with `separator` as its decimal point, as rjsf's `NumberField` reads it. */
function withSeparator(text: string, separator: string): number | string | null | undefined {
  const standard = text.replace(separator, '.');
  const normalized = standard.startsWith('.') ? `0${standard}` : standard;
  return TRAILING_POINT_OR_ZEROS.test(normalized)
    ? asNumber(normalized.replace(STRIPPED_TAIL, ''))
    : asNumber(normalized);
}

/**
 * What typed text that is not a plain number means in the notation of the form's language, then of
 * the browser's (as rjsf's `NumberField` reads it): that language's decimal separator as a point
 * (`1,5` in a German form or a German browser), a leading point as `0.`, a trailing point or zeros
 * dropped; text that is still not a number stays text.
 */
export function inTypedNotation(text: string, locale: string): number | string | null | undefined {
  // rjsf's reading of a language's separator (remembered per language in the package build: standIns).
  const inForm = withSeparator(text, getDecimalSeparator(locale));
  return typeof inForm === 'number' ? inForm : withSeparator(text, getDecimalSeparator());
}

/**
 * The number field of an elicitation request's form (the panel's own `NumberWidget` parses what
 * is typed, digits of any script included): rjsf's `NumberField` without its render-time read of the
 * browser's decimal separator, which builds an `Intl.NumberFormat`, the costliest `Intl` object,
 * before a form's first picture. The separators are read only when typed text is not a plain number;
 * what was typed in the form's or the browser's notation stays shown while it means the answer.
 */
export function NumberField(props: FieldProps) {
  const { registry, onChange, formData } = props;
  const { locale } = themeContext(registry);
  // rjsf's default registry always has it.
  const StringField = registry.fields.StringField as ComponentType<FieldProps>;
  const [typed, setTyped] = useState<string | undefined>(undefined);
  const handleChange = useCallback<FieldProps['onChange']>(
    (value, path, errorSchema, id) => {
      if (typeof value !== 'string') {
        setTyped(undefined);
        onChange(value, path, errorSchema, id);
        return;
      }
      setTyped(value);
      onChange(inTypedNotation(value, locale), path, errorSchema, id);
    },
    [onChange, locale],
  );
  const shown =
    typed !== undefined && typeof formData === 'number' && inTypedNotation(typed, locale) === formData
      ? typed
      : formData;
  return <StringField {...props} formData={shown} onChange={handleChange} />;
}
