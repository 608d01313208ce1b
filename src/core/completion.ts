/**
 * 2025-11-25 URL mode: `notifications/elicitation/complete { elicitationId }` ends a wait. The id is
 * opaque; notifications for unknown or already finished ids are ignored (rule 12).
 */
import { isObject, own } from './object';

/** The params of `notifications/elicitation/complete`. */
export interface CompletionNotificationParams {
  elicitationId: string;
}

/** Tracks which URL elicitations are waiting for their completion notification. */
export class ElicitationCompletionTracker {
  private readonly pending = new Map<string, Set<() => void>>();
  private readonly finished = new Set<string>();

  /** Starts waiting for `elicitationId`; `onComplete` runs once when its notification arrives. */
  track(elicitationId: string, onComplete?: () => void): void {
    if (this.finished.has(elicitationId)) return;
    const listeners = this.pending.get(elicitationId) ?? new Set();
    if (onComplete) listeners.add(onComplete);
    this.pending.set(elicitationId, listeners);
  }

  /** Stops waiting without completing (the user cancelled, the request was withdrawn). */
  forget(elicitationId: string): void {
    if (this.pending.delete(elicitationId)) this.finished.add(elicitationId);
  }

  /** Whether `elicitationId` is being waited for. */
  isPending(elicitationId: string): boolean {
    return this.pending.has(elicitationId);
  }

  /**
   * Handles a notification's params. Returns the id it completed, or null when it was ignored:
   * malformed, unknown, or already finished. Never compares ids other than by exact equality.
   */
  complete(params: unknown): string | null {
    const elicitationId = isObject(params) ? own(params, 'elicitationId') : undefined;
    if (typeof elicitationId !== 'string') return null;
    const listeners = this.pending.get(elicitationId);
    if (!listeners) return null;
    this.pending.delete(elicitationId);
    this.finished.add(elicitationId);
    for (const listener of listeners) listener();
    return elicitationId;
  }
}
