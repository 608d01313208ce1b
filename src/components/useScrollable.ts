import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * @internal Whether an element's content overflows it, observed: a region that scrolls must be a
 * Tab stop (keyboard users scroll it), one that fits must not (a focus ring around server text
 * would make it look like an input). `key` re-measures when the content changes.
 */
export function useScrollable<T extends HTMLElement>(key: unknown): [(node: T | null) => void, boolean] {
  const [scrollable, setScrollable] = useState(false);
  const element = useRef<T | null>(null);
  // What was last measured: an unchanged answer sets no state, so it costs no render and no commit.
  const measured = useRef(false);
  const ref = useCallback((node: T | null) => {
    element.current = node;
  }, []);
  useEffect(() => {
    const node = element.current;
    if (!node || key === null) return;
    const measure = () => {
      const overflows = node.scrollHeight > node.clientHeight + 1;
      if (overflows === measured.current) return;
      measured.current = overflows;
      setScrollable(overflows);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [key]);
  return [ref, scrollable];
}
