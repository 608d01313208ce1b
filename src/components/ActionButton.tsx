import type { ComponentPropsWithoutRef, ReactNode } from 'react';

/**
 * @internal How much a button stands out, by what it does: `primary` (filled, the recommended way,
 * always last), `secondary` (outlined: an explicit answer such as Decline, or a side action),
 * `quiet` (text only: Cancel, which only dismisses, like ×) and `caution` (outlined in the warning
 * colour: a way forward the library advises against).
 */
export type ActionVariant = 'primary' | 'secondary' | 'quiet' | 'caution';

/** @internal One of the library's buttons: its action and emphasis as data attributes for styling. */
export function ActionButton({
  action,
  variant,
  type = 'button',
  ...props
}: ComponentPropsWithoutRef<'button'> & { action: string; variant: ActionVariant }) {
  return <button type={type} data-slot="elicitation-button" data-variant={variant} data-action={action} {...props} />;
}

/**
 * @internal The row the buttons sit in, inside an `elicitation-actions` element: one line, the
 * primary last; stacked full width, the primary on top, when the part is too narrow for one line
 * (a container query on `elicitation-actions`), so no button is ever left alone on a second line.
 */
export function ActionRow({ children }: { children: ReactNode }) {
  return <div data-slot="elicitation-actions-row">{children}</div>;
}
