import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ElicitationEvent,
  type ElicitationLifecycle,
  type ElicitationPhase,
  initialLifecycle,
  transition,
} from '../../src/core';

const ACCEPT_FORM = { action: 'accept', content: { name: 'Ada' } } as const;

const event: fc.Arbitrary<ElicitationEvent> = fc.oneof(
  fc.constant<ElicitationEvent>({ type: 'submit', result: ACCEPT_FORM }),
  fc.constantFrom<ElicitationEvent>(
    { type: 'edit' },
    { type: 'send' },
    { type: 'decline' },
    { type: 'cancel' },
    { type: 'close' },
    { type: 'open', opened: true },
    { type: 'open', opened: false },
    { type: 'opened' },
    { type: 'sent' },
    { type: 'send-failed' },
    { type: 'dismiss' },
    { type: 'complete' },
    { type: 'retry' },
    { type: 'stop' },
    { type: 'expire' },
    { type: 'unmount' },
  ),
);
const options = fc.record({ review: fc.boolean(), waitAfterOpen: fc.boolean() });
// Fixed seed and a run count that holds on a loaded 2-core CI machine; raise with FC_NUM_RUNS.
const RUNS = Number(process.env.FC_NUM_RUNS ?? 2000);
const PARAMS = { seed: 20261130, numRuns: RUNS };

function run(start: ElicitationLifecycle, events: readonly ElicitationEvent[]) {
  const states = [start];
  for (const next of events) states.push(transition(states[states.length - 1]!, next));
  return states;
}

describe('the request lifecycle', () => {
  it('walks a form through review to answered', () => {
    const states = run(initialLifecycle(), [
      { type: 'submit', result: ACCEPT_FORM },
      { type: 'edit' },
      { type: 'submit', result: ACCEPT_FORM },
      { type: 'send' },
      { type: 'sent' },
    ]);
    expect(states.map((state) => state.phase)).toEqual<ElicitationPhase[]>([
      'editing',
      'reviewing',
      'editing',
      'reviewing',
      'sending',
      'answered',
    ]);
    expect(states.at(-1)?.result).toEqual(ACCEPT_FORM);
  });

  it('sends straight away without review', () => {
    const [, sending] = run(initialLifecycle({ review: false }), [{ type: 'submit', result: ACCEPT_FORM }]);
    expect(sending?.phase).toBe('sending');
    expect(sending?.result).toBe(ACCEPT_FORM);
  });

  it.each([
    ['decline', 'decline'],
    ['cancel', 'cancel'],
    ['close', 'cancel'],
    ['unmount', 'cancel'],
  ] as const)('%s answers an unanswered request with %s', (type, action) => {
    for (const before of [
      [],
      [{ type: 'submit', result: ACCEPT_FORM }],
      [{ type: 'open', opened: false }],
    ] as ElicitationEvent[][]) {
      const end = run(initialLifecycle(), [...before, { type }]).at(-1)!;
      expect(end.result).toEqual({ action });
      expect(end.phase).toBe('sending');
    }
  });

  it('URL consent opens, sends accept and waits; completion, retry and stop end the wait', () => {
    for (const [ending, outcome] of [
      ['complete', 'completed'],
      ['retry', 'retried'],
      ['stop', 'stopped'],
      ['close', 'stopped'],
    ] as const) {
      const states = run(initialLifecycle(), [{ type: 'open', opened: true }, { type: 'sent' }, { type: ending }]);
      expect(states.map((state) => state.phase)).toEqual(['editing', 'sending', 'waiting', 'answered']);
      expect(states.at(-1)).toMatchObject({ result: { action: 'accept' }, waitOutcome: outcome });
    }
  });

  it('a blocked popup waits for the user to open the page by hand', () => {
    const states = run(initialLifecycle({ waitAfterOpen: false }), [
      { type: 'open', opened: false },
      { type: 'opened' },
      { type: 'sent' },
    ]);
    expect(states.map((state) => state.phase)).toEqual(['editing', 'popup-blocked', 'sending', 'answered']);
  });

  it('a completion that arrives before consent or while sending ends the wait at once', () => {
    const early = run(initialLifecycle(), [{ type: 'complete' }, { type: 'open', opened: true }, { type: 'sent' }]);
    expect(early.at(-1)).toMatchObject({ phase: 'answered', waitOutcome: 'completed' });
    const during = run(initialLifecycle(), [{ type: 'open', opened: true }, { type: 'complete' }, { type: 'sent' }]);
    expect(during.at(-1)).toMatchObject({ phase: 'answered', waitOutcome: 'completed' });
  });

  it('a failed send counts as answered and can be closed', () => {
    const states = run(initialLifecycle(), [{ type: 'decline' }, { type: 'send-failed' }, { type: 'cancel' }]);
    expect(states.map((state) => state.phase)).toEqual(['editing', 'sending', 'failed', 'failed']);
    expect(states.at(-1)?.result).toEqual({ action: 'decline' });
    expect(transition(states.at(-1)!, { type: 'close' }).phase).toBe('answered');
  });

  it('a deadline answers an unanswered request with cancel and keeps a notice until it is closed', () => {
    for (const before of [
      [],
      [{ type: 'submit', result: ACCEPT_FORM }],
      [{ type: 'open', opened: false }],
    ] as ElicitationEvent[][]) {
      const states = run(initialLifecycle(), [...before, { type: 'expire' }, { type: 'sent' }, { type: 'expire' }]);
      expect(states.slice(-3).map((state) => state.phase)).toEqual(['sending', 'expired', 'expired']);
      expect(states.at(-1)).toMatchObject({ result: { action: 'cancel' }, expired: true });
      expect(transition(states.at(-1)!, { type: 'close' }).phase).toBe('answered');
      expect(transition(states.at(-1)!, { type: 'dismiss' }).phase).toBe('answered');
      // Nothing the user does afterwards changes what was sent.
      for (const type of ['decline', 'cancel', 'send', 'unmount'] as const) {
        expect(transition(states.at(-1)!, { type })).toBe(states.at(-1));
      }
    }
  });

  it('a deadline stops a URL wait, even one reached while the accept was being sent', () => {
    const waiting = run(initialLifecycle(), [{ type: 'open', opened: true }, { type: 'sent' }, { type: 'expire' }]);
    expect(waiting.map((state) => state.phase)).toEqual(['editing', 'sending', 'waiting', 'expired']);
    expect(waiting.at(-1)).toMatchObject({ result: { action: 'accept' }, waitOutcome: 'stopped', expired: true });
    const sending = run(initialLifecycle(), [{ type: 'open', opened: true }, { type: 'expire' }, { type: 'sent' }]);
    expect(sending.map((state) => state.phase)).toEqual(['editing', 'sending', 'sending', 'expired']);
    expect(sending.at(-1)).toMatchObject({ waitOutcome: 'stopped', expired: true });
  });

  it('a deadline leaves an answer that is on its way, or already given, as it is', () => {
    const sending = run(initialLifecycle(), [{ type: 'decline' }, { type: 'expire' }, { type: 'sent' }]);
    expect(sending.map((state) => state.phase)).toEqual(['editing', 'sending', 'sending', 'answered']);
    expect(sending.at(-1)).toMatchObject({ result: { action: 'decline' }, expired: false });
    const answered = sending.at(-1)!;
    expect(transition(answered, { type: 'expire' })).toBe(answered);
    const failed = run(initialLifecycle(), [{ type: 'cancel' }, { type: 'send-failed' }]).at(-1)!;
    expect(transition(failed, { type: 'expire' })).toBe(failed);
  });

  it('an event that does not apply returns the same state object', () => {
    const start = initialLifecycle();
    for (const type of ['edit', 'send', 'opened', 'sent', 'send-failed', 'dismiss', 'retry', 'stop'] as const) {
      expect(transition(start, { type })).toBe(start);
    }
    expect(transition(start, { type: 'submit', result: { action: 'decline' } })).toBe(start);
  });

  it('answers exactly once, whatever happens in whatever order', () => {
    fc.assert(
      fc.property(options, fc.array(event, { maxLength: 40 }), (settings, events) => {
        const states = run(initialLifecycle(settings), [...events, { type: 'unmount' }]);
        let deliveries = 0;
        for (let index = 1; index < states.length; index += 1) {
          const before = states[index - 1]!;
          const after = states[index]!;
          const cause = index - 1 < events.length ? events[index - 1]! : ({ type: 'unmount' } as const);
          if (before.result === null && after.result !== null) {
            deliveries += 1;
            // What was sent matches what the user did.
            const expected =
              cause.type === 'decline'
                ? 'decline'
                : ['cancel', 'close', 'unmount', 'expire'].includes(cause.type)
                  ? 'cancel'
                  : 'accept';
            expect(after.result.action).toBe(expected);
            expect(['submit', 'send', 'open', 'opened', 'decline', 'cancel', 'close', 'unmount', 'expire']).toContain(
              cause.type,
            );
          }
          // Once handed over, the result never changes.
          if (before.result !== null) expect(after.result).toBe(before.result);
          // Nothing is answered or waiting without a result.
          if (['sending', 'waiting', 'failed', 'expired', 'answered'].includes(after.phase)) {
            expect(after.result).not.toBeNull();
          }
          if (after.phase === 'reviewing') expect(after.pending).not.toBeNull();
          // Only a deadline leads to `expired`, and once expired a request stays so.
          if (after.phase === 'expired') expect(after.expired).toBe(true);
          if (before.expired) expect(after.expired).toBe(true);
        }
        // Unmounting always leaves the request answered, exactly once.
        expect(deliveries).toBe(1);
        expect(states.at(-1)!.result).not.toBeNull();
      }),
      PARAMS,
    );
  }, 60_000);

  it('a request that is never shown to settle does not wait, and a settled one never goes back', () => {
    fc.assert(
      fc.property(options, fc.array(event, { maxLength: 40 }), (settings, events) => {
        const states = run(initialLifecycle(settings), events);
        let finished = false;
        for (const [index, state] of states.entries()) {
          if (finished) expect(state.phase).toBe('answered');
          if (state.phase === 'answered') finished = true;
          // An expired request's notice only ever closes.
          if (index > 0 && states[index - 1]!.phase === 'expired')
            expect(['expired', 'answered']).toContain(state.phase);
          if (state.phase === 'waiting') expect(settings.waitAfterOpen).toBe(true);
          if (state.phase === 'reviewing') expect(settings.review).toBe(true);
        }
      }),
      PARAMS,
    );
  }, 60_000);
});
