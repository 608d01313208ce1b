import { useEffect, useRef } from 'react';

/**
 * Runs `onUnmount` when the component really unmounts. Deferred a tick so that React StrictMode's
 * test unmount-and-remount, or a changed callback, is not taken for one.
 */
export function useUnmountEffect(onUnmount: () => void): void {
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      queueMicrotask(() => {
        if (!mounted.current) onUnmount();
      });
    };
  }, [onUnmount]);
}
