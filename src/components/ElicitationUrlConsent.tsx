/**
 * URL mode's public parts. What they draw (`./urlConsentParts`) loads with the URL checker when a
 * URL request is shown, so a form-mode page never carries it: the root shows a URL request once it
 * is there, and these parts render it at once from then on.
 */
import { type ComponentPropsWithoutRef, forwardRef, useEffect, useSyncExternalStore } from 'react';
import { useElicitationConfig, useElicitationSelector } from './context';
import type { AsChildProp } from './Part';
import type { RequestSnapshot } from './RequestStore';

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

/** The parts once loaded, or `failed` when they could not be. */
let loaded: UrlConsentParts | 'failed' | undefined;
let loading: Promise<UrlConsentParts> | undefined;
const listeners = new Set<() => void>();

function settle(state: UrlConsentParts | 'failed'): void {
  loaded = state;
  for (const listener of [...listeners]) listener();
}

/**
 * @internal Loads what URL mode's parts draw; later calls share the load. A failed load is told to
 * the parts (which then say the check failed) and can be retried.
 */
export function loadUrlConsentParts(): Promise<UrlConsentParts> {
  loading ??= import('./urlConsentParts').then(
    (parts) => {
      settle(parts);
      return parts;
    },
    (error: unknown) => {
      loading = undefined;
      settle('failed');
      throw error;
    },
  );
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const current = () => loaded;
// A server renders the parts as not yet loaded, and hydration starts from that same picture.
const onServer = () => undefined;

/** The parts as loaded so far, loading them on first use. */
function useLoadedParts(needed: boolean): UrlConsentParts | 'failed' | undefined {
  const parts = useSyncExternalStore(subscribe, current, onServer);
  useEffect(() => {
    if (needed && loaded === undefined) loadUrlConsentParts().catch(() => {});
  }, [needed]);
  return parts;
}

/**
 * @internal Whether URL mode's parts are there to draw a URL request (or failed to load, which the
 * parts then say), loading them when `needed`: a dialog that shows one opens once they are, so that
 * it opens with the verdict's headline to focus.
 */
export function useUrlConsentParts(needed: boolean): boolean {
  return useLoadedParts(needed) !== undefined || !needed;
}

const selectCheckFailed = (snapshot: RequestSnapshot) => snapshot.assessment === 'failed';

/** What a part stands as until its drawing is there: the URL being checked, or the check failed. */
function Standing({ slot }: { slot: 'elicitation-url-verdict' | 'elicitation-url-consent' }) {
  const { store, messages } = useElicitationConfig('<ElicitationUrlConsent>');
  const failed = useElicitationSelector(store, selectCheckFailed);
  if (slot === 'elicitation-url-consent')
    return <div data-slot={slot} data-state={failed ? 'check-failed' : 'checking'} />;
  return (
    <div data-slot={slot} data-state={failed ? 'check-failed' : 'checking'} role={failed ? 'alert' : 'status'}>
      {failed ? messages.url.checkFailed : null}
    </div>
  );
}

/**
 * The verdict band: the app's judgement of the URL, in the app's words, before anything the server
 * wrote. One level each for ordinary, warned and blocked (each with an icon of its own shape and its
 * own headline, the first reason inline and the others listed), and the checking, check-failed,
 * popup-blocked, waiting and finished states in the same place. Its headline takes focus when the
 * dialog opens; the waiting and popup-blocked states take it when they replace the pressed button.
 */
export const ElicitationUrlVerdict = /* @__PURE__ */ forwardRef<HTMLElement, ElicitationUrlVerdictProps>(
  function ElicitationUrlVerdict(props, ref) {
    const url = useElicitationConfig('<ElicitationUrlVerdict>').request?.mode === 'url';
    const parts = useLoadedParts(url);
    // Nothing to draw, and nothing to load, for a form request.
    if (!url) return null;
    if (parts === undefined || parts === 'failed') return <Standing slot="elicitation-url-verdict" />;
    return <parts.ElicitationUrlVerdict {...props} ref={ref} />;
  },
);

/**
 * URL mode (specification: "URL Mode Security"): the verdict band (unless `verdict={false}`), the
 * annotated address, a warned URL's deliberate second step to open it anyway, and what the waiting
 * state offers when nothing opened. A blocked URL has no way to open it.
 */
export const ElicitationUrlConsent = /* @__PURE__ */ forwardRef<HTMLElement, ElicitationUrlConsentProps>(
  function ElicitationUrlConsent(props, ref) {
    const url = useElicitationConfig('<ElicitationUrlConsent>').request?.mode === 'url';
    const parts = useLoadedParts(url);
    if (!url) return null;
    if (parts === undefined || parts === 'failed') return <Standing slot="elicitation-url-consent" />;
    return <parts.ElicitationUrlConsent {...props} ref={ref} />;
  },
);
