import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { useElicitationConfig } from './context';
import { type AsChildProp, renderPart } from './Part';

/** Props of `ElicitationMessage`. */
export interface ElicitationMessageProps extends ComponentPropsWithoutRef<'section'>, AsChildProp {}

/**
 * The server's message as plain text: newlines kept, long text scrolls (keyboard included), and
 * nothing becomes a link, markdown or HTML (specification: "Form Mode Security").
 */
export const ElicitationMessage = /* @__PURE__ */ forwardRef<HTMLElement, ElicitationMessageProps>(
  function ElicitationMessage(props, ref) {
    const { message, messages, t, ids } = useElicitationConfig('<ElicitationMessage>');
    if (message === null) return null;
    return renderPart(
      'section',
      {
        id: ids.message,
        'data-slot': 'elicitation-message',
        'aria-label': t(messages.attribution.messageLabel),
        // Right-to-left messages read naturally; the text cannot reach outside its own block.
        dir: 'auto',
        // A scrollable region must be reachable by keyboard.
        tabIndex: 0,
      },
      props,
      ref,
      message,
    );
  },
);
