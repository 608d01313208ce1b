import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while rendering on the server and while hydrating that HTML, true otherwise (from the first
 * render in the browser when there is no server HTML). What depends on the user's time zone, which
 * only the browser knows, renders after hydration instead of mismatching the server's HTML.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
