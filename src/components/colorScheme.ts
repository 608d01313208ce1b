import { useSyncExternalStore } from 'react';

/** The palette the parts use where no `data-theme` picks one. */
export type HostColorScheme = 'light' | 'dark';

const SYSTEM_DARK = '(prefers-color-scheme: dark)';

/**
 * The host page's colour scheme, as the browser itself would draw its own controls on the page: the
 * page's `color-scheme` (the CSS property on `<html>` or `<body>`, else `<meta name="color-scheme">`).
 * A page that declares nothing, or only `light`, is light; `dark` alone is dark; `light dark` follows
 * the system. So a card never turns dark inside a light app because the system is dark.
 */
export function readHostColorScheme(): HostColorScheme {
  if (typeof document === 'undefined') return 'light';
  const declared = (element: Element | null) => (element ? getComputedStyle(element).colorScheme : 'normal');
  let scheme = declared(document.body ?? document.documentElement);
  if (!scheme || scheme === 'normal') {
    scheme = document.querySelector<HTMLMetaElement>('meta[name="color-scheme"]')?.content ?? 'normal';
  }
  const words = new Set(scheme.toLowerCase().split(/\s+/));
  if (!words.has('dark')) return 'light';
  if (!words.has('light')) return 'dark';
  return typeof matchMedia === 'function' && matchMedia(SYSTEM_DARK).matches ? 'dark' : 'light';
}

let cached: HostColorScheme | null = null;
const listeners = new Set<() => void>();
let stop: (() => void) | null = null;

function changed(): void {
  const before = cached;
  cached = null;
  if (snapshot() !== before) for (const listener of listeners) listener();
}

/**
 * One watcher for the page, while any part is mounted: the system's scheme, and the attributes of
 * `<html>` and `<body>` and the contents of `<head>` (a class, a style, a meta tag may change it).
 */
function watch(): () => void {
  const media = typeof matchMedia === 'function' ? matchMedia(SYSTEM_DARK) : null;
  media?.addEventListener('change', changed);
  const observer = typeof MutationObserver === 'function' ? new MutationObserver(changed) : null;
  const attributes = { attributes: true, attributeFilter: ['class', 'style', 'data-theme'] };
  observer?.observe(document.documentElement, attributes);
  if (document.body) observer?.observe(document.body, attributes);
  if (document.head) observer?.observe(document.head, { childList: true, subtree: true, attributes: true });
  return () => {
    media?.removeEventListener('change', changed);
    observer?.disconnect();
  };
}

function subscribe(listener: () => void): () => void {
  if (typeof document === 'undefined') return () => {};
  listeners.add(listener);
  if (!stop) {
    stop = watch();
    // What changed before the watcher started is read afresh.
    cached = null;
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && stop) {
      stop();
      stop = null;
    }
  };
}

/** The scheme, read once and again only after something it depends on changed. */
function snapshot(): HostColorScheme {
  cached ??= readHostColorScheme();
  return cached;
}

const onServer = (): HostColorScheme => 'light';

/**
 * The host page's colour scheme for a part's root, as `data-color-scheme`: the stylesheet's palette
 * for parts outside any `data-theme` follows it. Light on the server.
 */
export function useHostColorScheme(): HostColorScheme {
  return useSyncExternalStore(subscribe, snapshot, onServer);
}
