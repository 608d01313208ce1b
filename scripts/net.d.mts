/** A port nothing listens on at 127.0.0.1 right now. */
export function freePort(): Promise<number>;
/**
 * Resolves once `url` answers any HTTP response; rejects after `timeoutMs`, or at once when
 * `exited()` returns a reason the server's process has gone.
 */
export function waitForHttp(url: string, options?: { timeoutMs?: number; exited?: () => string | null }): Promise<void>;
