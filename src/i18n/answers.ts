/**
 * How answers read back to the user in the review: option titles, local dates and numbers, yes/no.
 */
import type { FieldModel } from 'mcp-elicitation-react/core';
import { unhandled } from '../core/object';
import { dateTimeFormat, formatNumber, listFormat } from './format';
import type { ElicitationMessages } from './messages';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** How one answer reads in the review: option titles, local dates and numbers, yes/no. */
export function formatAnswer(field: FieldModel, value: unknown, messages: ElicitationMessages, locale: string): string {
  const label = (option: unknown) =>
    'options' in field
      ? (field.options.find((candidate) => candidate.value === option)?.label ?? String(option))
      : String(option);
  switch (field.kind) {
    case 'boolean':
      return value === true ? messages.review.yes : messages.review.no;
    case 'number':
    case 'integer':
      return typeof value === 'number' ? formatNumber(value, locale) : String(value);
    case 'date': {
      if (typeof value !== 'string' || !DATE_ONLY.test(value)) return String(value);
      const date = new Date(`${value}T00:00:00Z`);
      return Number.isNaN(date.getTime())
        ? value
        : dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
    }
    case 'date-time': {
      const date = new Date(String(value));
      return Number.isNaN(date.getTime())
        ? String(value)
        : dateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'long' }).format(date);
    }
    case 'single-select':
      return label(value);
    case 'multi-select':
      return listFormat(locale, { type: 'conjunction' }).format((value as unknown[]).map(label));
    case 'text':
    case 'email':
    case 'uri':
      return String(value);
    default:
      return unhandled(field);
  }
}

/** Whether the review shows the raw value too, because the formatted one differs from what is sent. */
export function showsRawValue(field: FieldModel): boolean {
  return field.kind === 'date' || field.kind === 'date-time';
}
