import type { WidgetProps } from '@rjsf/utils';
import { type ChangeEvent, useCallback } from 'react';
import { inputAttributes } from '../inputAttributes';
import { useTypedText } from './useTypedText';

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
const OTHER_DIGIT = /(?![0-9])\p{Nd}/u;
/** The Arabic decimal separator, typed with Arabic-Indic and Persian digits ("١٫٥"). */
const ARABIC_DECIMAL = /\u066B/g;

let digitValues: Map<string, string> | null = null;

/**
 * Each decimal digit of every numbering system `Intl` knows (Arabic-Indic, Persian, Devanagari,
 * full-width…) mapped to its ASCII digit, read from `Intl.NumberFormat` once, when first needed.
 */
function otherDigits(): Map<string, string> {
  if (digitValues) return digitValues;
  digitValues = new Map();
  const systems = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('numberingSystem') : ['arab'];
  for (const system of systems) {
    let format: Intl.NumberFormat;
    try {
      format = new Intl.NumberFormat(`en-u-nu-${system}`, { useGrouping: false });
    } catch {
      continue;
    }
    for (let digit = 0; digit < 10; digit += 1) {
      const written = format.format(digit);
      if (written.length <= 2 && OTHER_DIGIT.test(written)) digitValues.set(written, String(digit));
    }
  }
  return digitValues;
}

/** The text with digits of other numbering systems as ASCII digits: a number is a number in any script. */
function asciiDigits(text: string): string {
  if (!OTHER_DIGIT.test(text)) return text;
  const digits = otherDigits();
  return [...text]
    .map((char) => digits.get(char) ?? char)
    .join('')
    .replace(ARABIC_DECIMAL, '.');
}

/**
 * What the typed text means: a finite number (a safe integer for integer fields), or the text
 * itself so validation can say it is not a number. Partial input such as `-` or `1.` is kept, and
 * digits of any script count (`١٢` is 12).
 */
export function parseTypedNumber(text: string, integer: boolean): number | string | undefined {
  const trimmed = asciiDigits(text.trim());
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
