import { type ComponentPropsWithoutRef, useEffect, useRef } from 'react';
import { type FieldModel, isUnanswered } from '../core/protocol';
import type { ElicitationMessages } from '../i18n/messages';
import { useElicitation } from './ElicitationRoot';

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
      return typeof value === 'number'
        ? new Intl.NumberFormat(locale, { maximumFractionDigits: 20 }).format(value)
        : String(value);
    case 'date': {
      if (typeof value !== 'string' || !DATE_ONLY.test(value)) return String(value);
      const date = new Date(`${value}T00:00:00Z`);
      return Number.isNaN(date.getTime())
        ? value
        : new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
    }
    case 'date-time': {
      const date = new Date(String(value));
      return Number.isNaN(date.getTime())
        ? String(value)
        : new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'long' }).format(date);
    }
    case 'single-select':
      return label(value);
    case 'multi-select':
      return new Intl.ListFormat(locale, { type: 'conjunction' }).format((value as unknown[]).map(label));
    default:
      return String(value);
  }
}

/** Whether the review shows the raw value too, because the formatted one differs from what is sent. */
function showsRawValue(field: FieldModel): boolean {
  return field.kind === 'date' || field.kind === 'date-time';
}

/** Every answer exactly as it will be sent, before the user confirms (rule 3). */
export function ElicitationReview(props: ComponentPropsWithoutRef<'section'>) {
  const { request, values, messages, locale, t, phase, ids } = useElicitation('ElicitationReview');
  const heading = useRef<HTMLHeadingElement>(null);
  const visible = phase === 'reviewing' && request?.mode === 'form';
  useEffect(() => {
    if (visible) heading.current?.focus();
  }, [visible]);
  if (!visible || request?.mode !== 'form') return null;
  return (
    <section data-slot="review" aria-labelledby={ids.review} {...props}>
      <h3 id={ids.review} ref={heading} tabIndex={-1} data-slot="review-title">
        {messages.review.heading}
      </h3>
      <p>{request.fields.length > 0 ? t(messages.review.intro) : t(messages.review.noFields)}</p>
      {request.fields.length > 0 ? (
        <dl data-slot="review-list">
          {request.fields.map((field) => {
            const value = Object.hasOwn(values, field.name) ? values[field.name] : undefined;
            const provided = !isUnanswered(field, value);
            return (
              <div key={field.name} data-slot="review-item" data-provided={provided ? '' : undefined}>
                <dt>{field.label}</dt>
                <dd>
                  {provided ? formatAnswer(field, value, messages, locale) : messages.review.notProvided}
                  {provided && showsRawValue(field) ? <code data-slot="review-raw"> ({String(value)})</code> : null}
                </dd>
              </div>
            );
          })}
        </dl>
      ) : null}
    </section>
  );
}
