/** A port nothing listens on at 127.0.0.1 right now. */
export function freePort(): Promise<number>;
/**
 * Resolves once `url` answers any HTTP response; rejects after `timeoutMs`, or at once when
 * `exited()` returns a reason the server's process has gone.
 */
export function waitForHttp(url: string, options?: { timeoutMs?: number; exited?: () => string | null }): Promise<void>;
/** Polls `check` every `intervalMs` until it returns true; rejects after `timeoutMs`, naming `what`. */
export function waitUntil(
  check: () => boolean | Promise<boolean>,
  options?: { timeoutMs?: number; intervalMs?: number; what?: string },
): Promise<void>;
