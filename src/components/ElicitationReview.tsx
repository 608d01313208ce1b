import { type ComponentPropsWithoutRef, forwardRef, useEffect, useRef } from 'react';
import { isUnanswered } from '../core/protocol';
import { formatAnswer, showsRawValue } from '../i18n/answers';
import { fillPlural } from '../i18n/format';
import { isolate } from '../rjsf/isolation';
import { ActionButton } from './ActionButton';
import { useElicitationConfig, useElicitationSelector } from './context';
import { type AsChildProp, renderPart } from './Part';
import type { RequestSnapshot } from './RequestStore';

/** Props of `ElicitationReview`. */
export interface ElicitationReviewProps extends ComponentPropsWithoutRef<'section'>, AsChildProp {}

const selectReviewed = ({ lifecycle }: RequestSnapshot) => (lifecycle.phase === 'reviewing' ? lifecycle.pending : null);

/**
 * Every answer exactly as it will be sent, before the user confirms (specification: "User
 * Interaction Model": review and edit before sending), with Edit answers to go back. Focus moves
 * to its heading, where Enter sends (Send stays one key away, as Review answers was).
 */
export const ElicitationReview = /* @__PURE__ */ forwardRef<HTMLElement, ElicitationReviewProps>(
  function ElicitationReview(props, ref) {
    const { store, request, messages, locale, dir, tx, ids, sensitiveFields } =
      useElicitationConfig('<ElicitationReview>');
    const reviewed = useElicitationSelector(store, selectReviewed);
    const heading = useRef<HTMLHeadingElement>(null);
    const visible = reviewed !== null && request?.mode === 'form';
    useEffect(() => {
      if (visible) heading.current?.focus();
    }, [visible]);
    if (!visible || request?.mode !== 'form') return null;
    const content = reviewed.content ?? {};
    const children = (
      <>
        <div data-slot="elicitation-review-header">
          {/* Focus lands here as the review appears; Enter sends from here, as it submitted the form. */}
          <h3
            id={ids.review}
            ref={heading}
            tabIndex={-1}
            data-slot="elicitation-review-title"
            onKeyDown={(event) => {
              if (event.key !== 'Enter' || event.repeat) return;
              event.preventDefault();
              store.send();
            }}
          >
            {messages.review.heading}
          </h3>
          {/* Going back is part of looking at the answers, not one of the ways to answer: it sits here. */}
          <ActionButton action="edit" variant="secondary" onClick={store.edit}>
            {messages.actions.edit}
          </ActionButton>
        </div>
        <p>{request.fields.length > 0 ? tx(messages.review.intro) : tx(messages.review.noFields)}</p>
        {request.fields.length > 0 ? (
          <dl data-slot="elicitation-review-list">
            {request.fields.map((field) => {
              const value = Object.hasOwn(content, field.name) ? content[field.name] : undefined;
              const provided = !isUnanswered(field, value);
              // A secret-looking answer: that it was given and how long it is, never the value.
              const secret = provided && sensitiveFields.some((sensitive) => sensitive.name === field.name);
              return (
                <div
                  key={field.name}
                  data-slot="elicitation-review-item"
                  data-provided={provided ? '' : undefined}
                  data-masked={secret ? '' : undefined}
                >
                  <dt>{isolate(field.label, dir)}</dt>
                  <dd>
                    {secret
                      ? fillPlural(messages.review.secretGiven, [...String(value)].length, {}, locale)
                      : provided
                        ? isolate(formatAnswer(field, value, messages, locale), dir)
                        : messages.review.notProvided}
                    {provided && !secret && showsRawValue(field) ? (
                      <code data-slot="elicitation-review-raw" dir="ltr">
                        {' '}
                        ({String(value)})
                      </code>
                    ) : null}
                  </dd>
                </div>
              );
            })}
          </dl>
        ) : null}
      </>
    );
    return renderPart(
      'section',
      { 'data-slot': 'elicitation-review', 'aria-labelledby': ids.review },
      props,
      ref,
      children,
    );
  },
);
