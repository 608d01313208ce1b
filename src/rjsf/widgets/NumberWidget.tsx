import type { WidgetProps } from '@rjsf/utils';
import { type ChangeEvent, useCallback } from 'react';
import { inputAttributes } from '../inputAttributes';
import { useTypedText } from './useTypedText';

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/**
 * What the typed text means: a finite number (a safe integer for integer fields), or the text
 * itself so validation can say it is not a number. Partial input such as `-` or `1.` is kept.
 */
export function parseTypedNumber(text: string, integer: boolean): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (!NUMBER.test(trimmed)) return text;
  const parsed = Number(trimmed);
  if (!Number.isFinite(parsed)) return text;
  if (integer && !Number.isSafeInteger(parsed)) return text;
  return parsed;
}

const formatNumber = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** A number input that keeps exactly what the user types and never reports NaN or Infinity. */
export function NumberWidget(props: WidgetProps) {
  const { id, value, schema, onChange, onBlur, onFocus } = props;
  const integer = schema.type === 'integer';
  const parse = useCallback((typed: string) => parseTypedNumber(typed, integer), [integer]);
  const [text, type] = useTypedText(value, parse, formatNumber);
  const handleChange = ({ target }: ChangeEvent<HTMLInputElement>) => onChange(type(target.value));
  return (
    <input
      {...inputAttributes(props)}
      data-slot="elicitation-input"
      type="text"
      // Digits, sign and decimal point in their written order ("-5", never "5-") in a right-to-left form.
      dir="ltr"
      inputMode={integer ? 'numeric' : 'decimal'}
      autoComplete="off"
      value={text}
      onChange={handleChange}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
