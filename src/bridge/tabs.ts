/**
 * One bridge stream per browser: the tabs of a host that connect to the same endpoint with the same
 * credentials elect one of them (Web Locks) to hold the event stream, and it passes what it reads to
 * the others (BroadcastChannel). A browser allows six HTTP/1.1 connections per host, shared by all
 * tabs; a stream per tab would use them up at the third or fourth tab.
 */

/** What one tab tells the others on the channel. */
export type TabMessage<Event, Item, State> =
  /** The leader read an event (with its stream id, for the next leader's `Last-Event-ID`). */
  | { type: 'event'; event: Event; id: string | undefined }
  /** The leader's connection changed state. */
  | { type: 'state'; state: State }
  /** A tab joined, or saw a new leader: it asks for what is pending. */
  | { type: 'hello' }
  /** The leader's answer to `hello`: what is pending now, and where its stream stands. */
  | { type: 'snapshot'; pending: Item[]; id: string | null; state: State }
  /** A tab has just become the leader. */
  | { type: 'leader' }
  /** A tab's person asked to try again now (the connection notice's button). */
  | { type: 'retry' };

/** The browser parts sharing needs, or null where one is missing (each tab then keeps its own stream). */
export interface TabSharing {
  locks: LockManager;
  Channel: typeof BroadcastChannel;
}

/** Web Locks and BroadcastChannel, in a browser document that has both; null elsewhere (Node, jsdom, a worker without locks). */
export function tabSharing(): TabSharing | null {
  if (typeof window === 'undefined' || typeof document === 'undefined') return null;
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  const Channel = globalThis.BroadcastChannel;
  return locks && typeof locks.request === 'function' && typeof Channel === 'function' ? { locks, Channel } : null;
}

/**
 * A short stable tag of what decides whose stream it is (the endpoint and the credentials sent):
 * tabs with a different bearer token never share. FNV-1a, 52 bits: a name, not a secret.
 */
export function sharingKey(parts: readonly string[]): string {
  let low = 0x811c9dc5;
  let high = 0x050c5d1f;
  for (const char of parts.join('\u0000')) {
    const code = char.codePointAt(0) ?? 0;
    low = Math.imul(low ^ code, 0x01000193) >>> 0;
    high = Math.imul(high ^ (code + low), 0x01000193) >>> 0;
  }
  return `${(high & 0xfffff).toString(36)}${low.toString(36)}`;
}

/**
 * Campaigns for the lock `name` until `stopped` aborts: `lead(resigned)` runs while this tab holds
 * it, and must return once `resigned` aborts. A tab the browser freezes (`freeze`, or a page put in
 * the back-forward cache) resigns, so a frozen leader never keeps the others without a stream, and
 * campaigns again when it comes back. When `lead` returns for another reason (its endpoint refused
 * the tab for good), the campaign ends and the lock passes on.
 */
export function campaign(
  locks: LockManager,
  name: string,
  stopped: AbortSignal,
  lead: (resigned: AbortSignal) => Promise<void>,
): void {
  let resign: AbortController | null = null;
  /** Lets go of the lock at once, before `lead` has wound down (a page about to freeze runs no more tasks). */
  let letGo: (() => void) | null = null;
  let asleep = false;
  let wake: (() => void) | null = null;
  const sleep = () => {
    asleep = true;
    resign?.abort();
    letGo?.();
  };
  const awake = () => {
    asleep = false;
    wake?.();
  };
  const onPageHide = (event: PageTransitionEvent) => {
    if (event.persisted) sleep();
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) awake();
  };
  document.addEventListener('freeze', sleep);
  document.addEventListener('resume', awake);
  window.addEventListener('pagehide', onPageHide);
  window.addEventListener('pageshow', onPageShow);
  stopped.addEventListener(
    'abort',
    () => {
      resign?.abort();
      wake?.();
      document.removeEventListener('freeze', sleep);
      document.removeEventListener('resume', awake);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
    },
    { once: true },
  );
  void (async () => {
    while (!stopped.aborted) {
      if (asleep) {
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = null;
        continue;
      }
      try {
        await locks.request(name, { signal: stopped }, async () => {
          if (stopped.aborted || asleep) return;
          resign = new AbortController();
          const onStop = () => resign?.abort();
          stopped.addEventListener('abort', onStop, { once: true });
          const letGone = new Promise<void>((resolve) => {
            letGo = resolve;
          });
          try {
            // The lock is released as soon as this settles: when `lead` is done, or at once on a freeze.
            await Promise.race([lead(resign.signal), letGone]);
          } finally {
            stopped.removeEventListener('abort', onStop);
            resign = null;
            letGo = null;
          }
        });
      } catch {
        // Aborted while waiting for the lock: the connection was closed.
        return;
      }
      // The leader stopped for good (refused: 401, 403, 426), not for a freeze: no second term.
      if (!asleep) return;
    }
  })();
}
