import {
  type ComponentPropsWithoutRef,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

// Before paint in the browser; nothing to measure on a server.
const useBeforePaint = typeof window === 'undefined' ? useEffect : useLayoutEffect;

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
 * primary last, wherever the buttons fit at their natural width (measured, so it holds in every
 * language and font, a phone included); otherwise stacked full width, the primary on top
 * (`data-layout="stack"`), so no button is ever left alone on a second line.
 */
export function ActionRow({ children }: { children: ReactNode }) {
  const row = useRef<HTMLDivElement>(null);
  const measuredText = useRef<string | null>(null);
  const [stacked, setStacked] = useState(false);
  // Laid out once on one line at the buttons' natural widths, does the row overflow?
  const measure = useCallback(() => {
    const element = row.current;
    if (!element) return;
    element.dataset.measuring = '';
    const overflows = element.scrollWidth > element.clientWidth;
    delete element.dataset.measuring;
    setStacked(overflows);
  }, []);
  // Again when the buttons' words change (with the phase); other renders read no layout.
  useBeforePaint(() => {
    const text = row.current?.textContent ?? null;
    if (text === measuredText.current) return;
    measuredText.current = text;
    measure();
  });
  // And when the row's width changes.
  useBeforePaint(() => {
    const element = row.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    let width = element.clientWidth;
    const observer = new ResizeObserver(() => {
      if (element.clientWidth === width) return;
      width = element.clientWidth;
      measure();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure]);
  return (
    <div ref={row} data-slot="elicitation-actions-row" data-layout={stacked ? 'stack' : 'row'}>
      {children}
    </div>
  );
}
