import { afterEach, describe, expect, it, vi } from 'vitest';
import { type DeadlineStatus, deadlineStatus } from '../../src/core';
import { runAt } from '../../src/core/deadline';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DEADLINE = Date.UTC(2026, 10, 30, 12, 0, 0);

describe('deadlineStatus', () => {
  it.each<[string, number, Omit<DeadlineStatus, 'changesAt'>, number | null]>([
    [
      'three hours and a bit',
      3 * HOUR + 5 * MINUTE,
      { state: 'counting', unit: 'hour', count: 3, announce: true },
      5 * MINUTE,
    ],
    ['exactly two hours', 2 * HOUR, { state: 'counting', unit: 'hour', count: 1, announce: true }, HOUR],
    ['an hour and a second', HOUR + SECOND, { state: 'counting', unit: 'hour', count: 1, announce: true }, SECOND],
    ['exactly an hour', HOUR, { state: 'counting', unit: 'minute', count: 60, announce: false }, MINUTE],
    ['30 minutes', 30 * MINUTE, { state: 'counting', unit: 'minute', count: 30, announce: true }, MINUTE],
    [
      '29 minutes 1 second',
      29 * MINUTE - 59 * SECOND,
      { state: 'counting', unit: 'minute', count: 29, announce: false },
      SECOND,
    ],
    [
      '9 minutes 30 seconds',
      9 * MINUTE + 30 * SECOND,
      { state: 'counting', unit: 'minute', count: 10, announce: true },
      30 * SECOND,
    ],
    [
      '4 minutes 1 second',
      4 * MINUTE + SECOND,
      { state: 'counting', unit: 'minute', count: 5, announce: true },
      SECOND,
    ],
    ['3 minutes', 3 * MINUTE, { state: 'counting', unit: 'minute', count: 3, announce: false }, MINUTE],
    ['a minute and a millisecond', MINUTE + 1, { state: 'counting', unit: 'minute', count: 2, announce: true }, 1],
    ['exactly a minute', MINUTE, { state: 'warning', unit: null, count: 0, announce: true }, MINUTE],
    ['one second', SECOND, { state: 'warning', unit: null, count: 0, announce: true }, SECOND],
    ['none', 0, { state: 'expired', unit: null, count: 0, announce: true }, null],
    ['ten seconds ago', -10 * SECOND, { state: 'expired', unit: null, count: 0, announce: true }, null],
  ])('%s left', (_name, left, expected, changesIn) => {
    const now = DEADLINE - left;
    const status = deadlineStatus(DEADLINE, now);
    expect(status).toEqual({ ...expected, changesAt: changesIn === null ? null : now + changesIn });
    // At `changesAt` the status is a different one; a millisecond before, it is the same.
    if (status.changesAt !== null) {
      expect(deadlineStatus(DEADLINE, status.changesAt)).not.toEqual(status);
      if (status.changesAt - 1 > now) expect(deadlineStatus(DEADLINE, status.changesAt - 1)).toEqual(status);
    }
  });

  it('changes at most once a minute, and is announced a handful of times, over a 45-minute deadline', () => {
    const seen: DeadlineStatus[] = [];
    let now = DEADLINE - 45 * MINUTE;
    for (;;) {
      const status = deadlineStatus(DEADLINE, now);
      seen.push(status);
      if (status.changesAt === null) break;
      expect(status.changesAt - now).toBeGreaterThanOrEqual(status.state === 'warning' ? MINUTE : 1);
      now = status.changesAt;
    }
    expect(seen.map((status) => status.count)).toEqual([
      45, 44, 43, 42, 41, 40, 39, 38, 37, 36, 35, 34, 33, 32, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18,
      17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 0, 0,
    ]);
    expect(seen.filter((status) => status.announce).map((status) => status.count || status.state)).toEqual([
      30,
      15,
      10,
      5,
      2,
      'warning',
      'expired',
    ]);
  });

  it('a deadline that is not a number has passed', () => {
    expect(deadlineStatus(Number.NaN, DEADLINE).state).toBe('expired');
  });
});

describe('runAt', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['in a second', SECOND],
    ['in a day', 24 * HOUR],
    ['in 40 days, beyond what one timer can wait', 40 * 24 * HOUR],
  ])('fires %s, not before', (_name, delay) => {
    vi.useFakeTimers({ now: DEADLINE });
    const fired = vi.fn();
    runAt(DEADLINE + delay, fired);
    vi.advanceTimersByTime(delay - 1);
    expect(fired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fired).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(100 * 24 * HOUR);
    expect(fired).toHaveBeenCalledTimes(1);
  });

  it.each([Number.POSITIVE_INFINITY, Number.NaN])('never fires for %s and arms no timer', (time) => {
    vi.useFakeTimers({ now: DEADLINE });
    const fired = vi.fn();
    runAt(time, fired);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(100 * 24 * HOUR);
    expect(fired).not.toHaveBeenCalled();
  });

  it('fires on the next tick for a time that has passed, and never once cancelled', () => {
    vi.useFakeTimers({ now: DEADLINE });
    const passed = vi.fn();
    runAt(DEADLINE - MINUTE, passed);
    expect(passed).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(passed).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    const cancel = runAt(DEADLINE + 30 * 24 * HOUR, cancelled);
    vi.advanceTimersByTime(25 * 24 * HOUR);
    cancel();
    vi.advanceTimersByTime(10 * 24 * HOUR);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
