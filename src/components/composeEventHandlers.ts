import type { SyntheticEvent } from 'react';

/** Runs the consumer's handler first; ours only if it did not call `preventDefault()`. */
export function composeEventHandlers<E extends SyntheticEvent>(
  theirs: ((event: E) => void) | undefined,
  ours: (event: E) => void,
): (event: E) => void {
  return (event) => {
    theirs?.(event);
    if (!event.defaultPrevented) ours(event);
  };
}
