import { type RefObject, useEffect, useSyncExternalStore } from 'react';

/**
 * How much of the layout viewport's bottom an on-screen keyboard (or other browser UI) covers, in
 * CSS pixels, from `visualViewport`: 0 when nothing does, on the server, and where the page resizes
 * with the keyboard (`interactive-widget=resizes-content`, where `dvh` already follows it).
 */
function coveredBottom(): number {
  const viewport = window.visualViewport;
  if (!viewport) return 0;
  return Math.max(0, Math.round(window.innerHeight - viewport.height - viewport.offsetTop));
}

function subscribe(listener: () => void): () => void {
  const viewport = window.visualViewport;
  if (!viewport) return () => {};
  viewport.addEventListener('resize', listener);
  viewport.addEventListener('scroll', listener);
  return () => {
    viewport.removeEventListener('resize', listener);
    viewport.removeEventListener('scroll', listener);
  };
}

/**
 * @internal The bottom inset a bottom sheet keeps clear of the on-screen keyboard; when it changes,
 * the focused element inside `container` is scrolled back into view.
 */
export function useKeyboardInset(container: RefObject<HTMLElement | null>): number {
  const inset = useSyncExternalStore(subscribe, coveredBottom, () => 0);
  useEffect(() => {
    const active = document.activeElement;
    if (inset > 0 && active instanceof HTMLElement && container.current?.contains(active)) {
      active.scrollIntoView?.({ block: 'nearest' });
    }
  }, [inset, container]);
  return inset;
}
