/**
 * 2025-11-25 URL mode: `notifications/elicitation/complete { elicitationId }` ends a wait. The id is
 * opaque; notifications for unknown or already finished ids are ignored (specification: "URL Mode Elicitation Requests", completion notifications).
 */
import { isObject, own, readSafely } from './object';

/** The params of `notifications/elicitation/complete`. */
export interface CompletionNotificationParams {
  elicitationId: string;
}

/**
 * How many finished ids a tracker remembers, oldest forgotten first, so that a long session cannot
 * grow it without bound. A notification for a forgotten finished id is still ignored (it is unknown).
 */
export const MAX_FINISHED_ELICITATION_IDS = 1_000;

/** Tracks which URL elicitations are waiting for their completion notification. */
export class ElicitationCompletionTracker {
  private readonly pending = new Map<string, Set<() => void>>();
  private readonly finished = new Set<string>();

  /**
   * Starts waiting for `elicitationId`; `onComplete` runs once when its notification arrives.
   * Several waits may share an id (a server may reuse one); a finished id is never tracked again.
   */
  track(elicitationId: string, onComplete?: () => void): void {
    if (this.finished.has(elicitationId)) return;
    const listeners = this.pending.get(elicitationId) ?? new Set();
    if (onComplete) listeners.add(onComplete);
    this.pending.set(elicitationId, listeners);
  }

  /**
   * Stops waiting without completing (the user cancelled, the request was withdrawn). With
   * `onComplete`, only that wait stops and the id stays pending while other waits share it.
   */
  forget(elicitationId: string, onComplete?: () => void): void {
    const listeners = this.pending.get(elicitationId);
    if (!listeners) return;
    if (onComplete) listeners.delete(onComplete);
    if (onComplete && listeners.size > 0) return;
    this.pending.delete(elicitationId);
    this.finish(elicitationId);
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
    const elicitationId = readSafely(() => (isObject(params) ? own(params, 'elicitationId') : undefined), undefined);
    if (typeof elicitationId !== 'string') return null;
    const listeners = this.pending.get(elicitationId);
    if (!listeners) return null;
    this.pending.delete(elicitationId);
    this.finish(elicitationId);
    for (const listener of listeners) listener();
    return elicitationId;
  }

  private finish(elicitationId: string): void {
    this.finished.add(elicitationId);
    // A Set iterates in insertion order: the first is the oldest.
    for (const oldest of this.finished) {
      if (this.finished.size <= MAX_FINISHED_ELICITATION_IDS) break;
      this.finished.delete(oldest);
    }
  }
}
