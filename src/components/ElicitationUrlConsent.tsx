/**
 * URL mode's public parts. What they draw (`./urlConsentParts`) loads with the URL checker when a
 * URL request is shown, so a form-mode page never carries it: the root shows a URL request once it
 * is there, and these parts render it at once from then on.
 */
import { type ComponentPropsWithoutRef, forwardRef, lazy, Suspense, useEffect, useState } from 'react';
import { useElicitationConfig } from './context';
import type { AsChildProp } from './Part';

/** Props of `ElicitationUrlConsent`. */
export interface ElicitationUrlConsentProps extends ComponentPropsWithoutRef<'div'>, AsChildProp {
  /**
   * Whether the part opens with the verdict band itself. The default arrangement shows
   * `ElicitationUrlVerdict` before the server's message instead, and passes `false`.
   * @default true
   */
  verdict?: boolean;
}

/** Props of `ElicitationUrlVerdict`. */
export interface ElicitationUrlVerdictProps extends ComponentPropsWithoutRef<'div'>, AsChildProp {}

type UrlConsentParts = typeof import('./urlConsentParts');

let loaded: UrlConsentParts | undefined;
let loading: Promise<UrlConsentParts> | undefined;

/** @internal Loads what URL mode's parts draw; later calls share the load, and a failed load can be retried. */
export function loadUrlConsentParts(): Promise<UrlConsentParts> {
  loading ??= import('./urlConsentParts').then(
    (parts) => {
      loaded = parts;
      return parts;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * @internal Whether URL mode's parts are there to draw a URL request, loading them when `needed`: a
 * dialog that shows one opens once they are, so that it opens with the verdict's headline to focus.
 * A failed load counts as ready: the parts then say so where they stand.
 */
export function useUrlConsentParts(needed: boolean): boolean {
  const [ready, setReady] = useState(() => loaded !== undefined);
  useEffect(() => {
    if (!needed || ready) return;
    let live = true;
    const done = () => live && setReady(true);
    loadUrlConsentParts().then(done, done);
    return () => {
      live = false;
    };
  }, [needed, ready]);
  return ready || !needed;
}

// While they load, each part stands as it will while the URL is checked: the root sets the
// URL's assessment once both the checker and these parts are there.
const CHECKING = {
  'elicitation-url-verdict': <div data-slot="elicitation-url-verdict" data-state="checking" />,
  'elicitation-url-consent': <div data-slot="elicitation-url-consent" data-state="checking" />,
};

const LazyVerdict = lazy(() => loadUrlConsentParts().then((parts) => ({ default: parts.ElicitationUrlVerdict })));
const LazyConsent = lazy(() => loadUrlConsentParts().then((parts) => ({ default: parts.ElicitationUrlConsent })));

/**
 * The verdict band: the app's judgement of the URL, in the app's words, before anything the server
 * wrote. One level each for ordinary, warned and blocked (each with an icon of its own shape and its
 * own headline, the first reason inline and the others listed), and the checking, check-failed,
 * popup-blocked, waiting and finished states in the same place. Its headline takes focus when the
 * dialog opens; the waiting and popup-blocked states take it when they replace the pressed button.
 */
export const ElicitationUrlVerdict = /* @__PURE__ */ forwardRef<HTMLElement, ElicitationUrlVerdictProps>(
  function ElicitationUrlVerdict(props, ref) {
    // Nothing to draw, and nothing to load, for a form request.
    if (useElicitationConfig('<ElicitationUrlVerdict>').request?.mode !== 'url') return null;
    const Drawn = loaded?.ElicitationUrlVerdict;
    if (Drawn) return <Drawn {...props} ref={ref} />;
    return (
      <Suspense fallback={CHECKING['elicitation-url-verdict']}>
        <LazyVerdict {...props} ref={ref} />
      </Suspense>
    );
  },
);

/**
 * URL mode (specification: "URL Mode Security"): the verdict band (unless `verdict={false}`), the
 * annotated address, a warned URL's deliberate second step to open it anyway, and what the waiting
 * state offers when nothing opened. A blocked URL has no way to open it.
 */
export const ElicitationUrlConsent = /* @__PURE__ */ forwardRef<HTMLElement, ElicitationUrlConsentProps>(
  function ElicitationUrlConsent(props, ref) {
    // Nothing to draw, and nothing to load, for a form request.
    if (useElicitationConfig('<ElicitationUrlConsent>').request?.mode !== 'url') return null;
    const Drawn = loaded?.ElicitationUrlConsent;
    if (Drawn) return <Drawn {...props} ref={ref} />;
    return (
      <Suspense fallback={CHECKING['elicitation-url-consent']}>
        <LazyConsent {...props} ref={ref} />
      </Suspense>
    );
  },
);
