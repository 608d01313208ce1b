import type { ComponentPropsWithoutRef } from 'react';

/** @internal One of the library's buttons: its action and emphasis as data attributes for styling. */
export function ActionButton({
  action,
  variant,
  type = 'button',
  ...props
}: ComponentPropsWithoutRef<'button'> & { action: string; variant: 'primary' | 'secondary' }) {
  return <button type={type} data-slot="elicitation-button" data-variant={variant} data-action={action} {...props} />;
}
