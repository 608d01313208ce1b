import type { ComponentPropsWithoutRef } from 'react';
import { useElicitation } from './ElicitationRoot';

/**
 * The server's message as plain text: newlines kept, long text scrolls (keyboard included), and
 * nothing becomes a link, markdown or HTML.
 */
export function ElicitationMessage(props: ComponentPropsWithoutRef<'section'>) {
  const { message, messages, t, ids } = useElicitation('ElicitationMessage');
  if (message === null) return null;
  return (
    <section
      id={ids.message}
      data-slot="message"
      aria-label={t(messages.attribution.messageLabel)}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      {...props}
    >
      {message}
    </section>
  );
}
