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
        // Right-to-left messages read naturally; the text cannot reach outside its own block.
        dir: 'auto',
        // A scrollable region must be reachable by keyboard; one that fits is not a stop.
        tabIndex: scrollable ? 0 : undefined,
        'data-scrollable': scrollable ? '' : undefined,
      },
      props,
      composed,
      messageOmitted > 0 ? (
        <>
          {message}
          {/* The app's words, not the server's: what was left out of a refused request's message. */}
          <span data-slot="elicitation-message-cut">
            {fillPlural(messages.attribution.messageCut, messageOmitted, {}, locale)}
          </span>
        </>
      ) : (
        message
      ),
    );
  },
);
