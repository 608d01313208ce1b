/**
 * 2025-11-25: a request that fails with `-32042` URLElicitationRequired until the user visits
 * pages. The consent walk-through runs in the queue; the call is retried when the user asks.
 */

import type { ServerInfo } from 'mcp-elicitation-react/core';
import { urlElicitationsFromError } from '../core/protocol';
import type { ElicitationQueue } from './ElicitationQueue';

/** Options of `callWithUrlElicitation`. */
export interface CallWithUrlElicitationOptions {
  /** Ends the walk-through (it rejects with `ElicitationWithdrawnError`). */
  signal?: AbortSignal;
  /** How many walk-throughs one call may need before its `-32042` error is passed on. @default 3 */
  maxRounds?: number;
}

/**
 * Runs `call` (e.g. `() => client.callTool(...)`); when it fails with `-32042`, walks the user
 * through every listed URL with the consent screen, then retries once the user chooses to.
 * Resolves with the first successful result; rejects with the call's own error when it is not a
 * `-32042`, when the user declines or stops, or after `maxRounds` walk-throughs.
 */
export async function callWithUrlElicitation<T>(
  queue: Pick<ElicitationQueue, 'enqueueUrlRequired'>,
  server: ServerInfo,
  call: () => Promise<T>,
  { signal, maxRounds = 3 }: CallWithUrlElicitationOptions = {},
): Promise<T> {
  for (let round = 0; ; round++) {
    try {
      return await call();
    } catch (error) {
      const elicitations = urlElicitationsFromError(error);
      if (elicitations === null || elicitations.length === 0 || round >= maxRounds) throw error;
      const outcome = await queue.enqueueUrlRequired({ server, elicitations, signal });
      if (outcome !== 'retry') throw error;
    }
  }
}
