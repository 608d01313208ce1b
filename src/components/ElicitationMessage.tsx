import { type ComponentPropsWithoutRef, forwardRef, useMemo } from 'react';
import { fillPlural } from '../i18n/format';
import { composeRefs } from './compose';
import { useElicitationConfig } from './context';
import { type AsChildProp, renderPart } from './Part';
import { useScrollable } from './useScrollable';

/** Props of `ElicitationMessage`. */
export interface ElicitationMessageProps extends ComponentPropsWithoutRef<'section'>, AsChildProp {}

/**
 * The server's message as a labelled quote ("Message from Contacts"): plain text, newlines kept,
 * nothing becomes a link, markdown or HTML (specification: "Form Mode Security"). It never takes
 * focus on its own; a long one scrolls, and only then is it a Tab stop.
 */
export const ElicitationMessage = /* @__PURE__ */ forwardRef<HTMLElement, ElicitationMessageProps>(
  function ElicitationMessage(props, ref) {
    const { message, messageOmitted, messages, t, ids, locale } = useElicitationConfig('<ElicitationMessage>');
    const [measured, scrollable] = useScrollable<HTMLElement>(message);
    const composed = useMemo(() => composeRefs(ref, measured), [ref, measured]);
    if (message === null) return null;
    const label = t(messages.attribution.messageLabel);
    return renderPart(
      'section',
      {
        id: ids.message,
        'data-slot': 'elicitation-message',
        'aria-label': label,
        // The visible label is drawn from this attribute, so the section's text stays the server's alone.
        'data-label': label,
        // A scrollable region must be reachable by keyboard; one that fits is not a stop.
        tabIndex: scrollable ? 0 : undefined,
        'data-scrollable': scrollable ? '' : undefined,
      },
      props,
      composed,
      <>
        {/* The server's text in its own direction (an Arabic message in an English app reads from the
            right, and the reverse), in a block of its own; the label, the border and the note about
            what was left out keep the app's. */}
        <div data-slot="elicitation-message-text" dir="auto">
          {message}
        </div>
        {messageOmitted > 0 ? (
          // The app's words, not the server's: what was left out of a refused request's message.
          <span data-slot="elicitation-message-cut">
            {fillPlural(messages.attribution.messageCut, messageOmitted, {}, locale)}
          </span>
        ) : null}
      </>,
    );
  },
);
