import { asNumber, type FieldProps, getDecimalSeparator } from '@rjsf/utils';
import { type ComponentType, useCallback, useState } from 'react';

/** A trailing decimal point, or a point and digits that end in zero: `1.`, `1.50`, `.0`. */
const TRAILING_POINT_OR_ZEROS = /\.([0-9]*0)*$/;
const STRIPPED_TAIL = /[0.]0*$/;

/**
 * What typed text that is not a plain number means in the browser's own notation, as rjsf's
 * `NumberField` reads it: the browser language's decimal separator (`1,5` in German) as a point, a
 * leading point as `0.`, a trailing point or zeros dropped; text that is still not a number stays text.
 */
export function inBrowserNotation(text: string): number | string | null | undefined {
  const standard = text.replace(getDecimalSeparator(), '.');
  const normalized = standard.startsWith('.') ? `0${standard}` : standard;
  return TRAILING_POINT_OR_ZEROS.test(normalized)
    ? asNumber(normalized.replace(STRIPPED_TAIL, ''))
    : asNumber(normalized);
}

/**
 * The number field of an elicitation request's form (the panel's own `NumberWidget` parses what
 * is typed, digits of any script included): rjsf's `NumberField` without its render-time read of the
 * browser's decimal separator, which builds an `Intl.NumberFormat`, the costliest `Intl` object,
 * before a form's first picture. The separator is read only when typed text is not a plain number;
 * what was typed in the browser's notation stays shown while it means the answer.
 */
export function NumberField(props: FieldProps) {
  const { registry, onChange, formData } = props;
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
      onChange(inBrowserNotation(value), path, errorSchema, id);
    },
    [onChange],
  );
  const shown =
    typed !== undefined && typeof formData === 'number' && inBrowserNotation(typed) === formData ? typed : formData;
  return <StringField {...props} formData={shown} onChange={handleChange} />;
}
