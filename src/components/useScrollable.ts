import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * @internal Whether an element's content overflows it, observed: a region that scrolls must be a
 * Tab stop (keyboard users scroll it), one that fits must not (a focus ring around server text
 * would make it look like an input). `key` re-measures when the content changes.
 */
export function useScrollable<T extends HTMLElement>(key: unknown): [(node: T | null) => void, boolean] {
  const [scrollable, setScrollable] = useState(false);
  const element = useRef<T | null>(null);
  const ref = useCallback((node: T | null) => {
    element.current = node;
  }, []);
  useEffect(() => {
    const node = element.current;
    if (!node || key === null) return;
    const measure = () => setScrollable(node.scrollHeight > node.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [key]);
  return [ref, scrollable];
}
