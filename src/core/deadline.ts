/**
 * Deadlines: what to tell a person about the time left to answer, when that changes, and a timer
 * that fires at a wall-clock time however far away. No DOM: the timer functions are looked up on
 * `globalThis` at call time (so test fake timers apply).
 */

/** Where a deadline stands, in the words a UI shows. */
export type DeadlineState = 'counting' | 'warning' | 'expired';

/** The time left to answer, rounded to what is worth saying. */
export interface DeadlineStatus {
  /**
   * `counting` with more than a minute left, `warning` in the last minute, `expired` once it passed.
   */
  readonly state: DeadlineState;
  /** The unit `count` is in: whole hours above an hour, minutes down to the last minute, else null. */
  readonly unit: 'hour' | 'minute' | null;
  /**
   * Hours: more than `count` hours are left. Minutes: at most `count` minutes are left (rounded
   * up, so never more than said). 0 in the last minute and after.
   */
  readonly count: number;
  /** When (epoch milliseconds) the status next changes, or null once expired. */
  readonly changesAt: number | null;
  /**
   * Whether a screen reader should be told when the status becomes this one: every hour, at 30,
   * 15, 10, 5 and 2 minutes, and the last-minute warning; not every minute.
   */
  readonly announce: boolean;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Minutes left at which a change is announced, besides the hours and the last minute. */
const ANNOUNCED_MINUTES = new Set([30, 15, 10, 5, 2]);

/** The status of `deadline` (epoch milliseconds) at `now`. */
export function deadlineStatus(deadline: number, now: number): DeadlineStatus {
  const left = deadline - now;
  if (!(left > 0)) return { state: 'expired', unit: null, count: 0, changesAt: null, announce: true };
  if (left <= MINUTE) return { state: 'warning', unit: null, count: 0, changesAt: deadline, announce: true };
  if (left > HOUR) {
    // More than `hours` hours are left, until exactly that many are.
    const hours = Math.ceil(left / HOUR) - 1;
    return { state: 'counting', unit: 'hour', count: hours, changesAt: deadline - hours * HOUR, announce: true };
  }
  const minutes = Math.ceil(left / MINUTE);
  return {
    state: 'counting',
    unit: 'minute',
    count: minutes,
    changesAt: deadline - (minutes - 1) * MINUTE,
    announce: ANNOUNCED_MINUTES.has(minutes),
  };
}

/** The longest delay timers take (2^31 - 1 ms, about 24.8 days); a longer one fires at once. */
export const MAX_TIMER_DELAY = 2_147_483_647;

interface Timers {
  setTimeout(callback: () => void, delay: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * Calls `callback` once `Date.now()` reaches `time` (epoch milliseconds), however far away that
 * is; at once (on the next tick) if it has passed; never for `Infinity` or `NaN`. Returns a
 * function that cancels it.
 */
export function runAt(time: number, callback: () => void): () => void {
  // Never (NaN, +Infinity): nothing to arm.
  if (!(time < Number.POSITIVE_INFINITY)) return () => {};
  const timers = globalThis as unknown as Timers;
  let cancelled = false;
  let handle: unknown;
  const arm = () => {
    if (cancelled) return;
    const delay = time - Date.now();
    if (delay <= 0) callback();
    else handle = timers.setTimeout(arm, Math.min(delay, MAX_TIMER_DELAY));
  };
  handle = timers.setTimeout(arm, 0);
  return () => {
    cancelled = true;
    timers.clearTimeout(handle);
  };
}
