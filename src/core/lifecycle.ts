/**
 * One request's life, from the moment it is shown until it is answered, as a pure transition
 * function. Components hold the state; every rule about what may happen next lives here, so that
 * "answered exactly once" is a property of this function (specification: "Response Actions").
 */
import type { ElicitResult } from './types';

/**
 * Where a request is:
 * - `editing`: the form or the URL consent is shown;
 * - `reviewing`: valid answers are shown for a last look before sending (form mode);
 * - `popup-blocked`: URL consent given, but the browser refused to open the page;
 * - `sending`: the result was handed to the host, which has not finished sending it;
 * - `waiting`: URL accept sent; the user is on the server's page;
 * - `failed`: the host could not send the result (it counts as answered; the user may close);
 * - `expired`: the host's deadline passed first; cancel was sent (a URL wait was stopped) and the
 *   notice stays until the user closes it;
 * - `answered`: done.
 */
export type ElicitationPhase =
  | 'editing'
  | 'reviewing'
  | 'popup-blocked'
  | 'sending'
  | 'waiting'
  | 'failed'
  | 'expired'
  | 'answered';

/** How a URL wait ended: the server said so, the user asked to retry, or the user stopped waiting. */
export type WaitOutcome = 'completed' | 'retried' | 'stopped';

/** The state of one request's lifecycle. Immutable: `transition` returns a new object on change. */
export interface ElicitationLifecycle {
  readonly phase: ElicitationPhase;
  /** Whether valid answers go through `reviewing` before they are sent. */
  readonly review: boolean;
  /** Whether URL consent leads to `waiting` (with retry and stop) rather than straight to `answered`. */
  readonly waitAfterOpen: boolean;
  /** The accept built from the submitted answers, shown in `reviewing` and sent on `send`. */
  readonly pending: ElicitResult | null;
  /** The one result delivered to the host; null until then, never replaced afterwards. */
  readonly result: ElicitResult | null;
  /** Where `sending` settles: `waiting` after URL consent, `expired` after a deadline, else `answered`. */
  readonly settlesTo: 'waiting' | 'expired' | 'answered';
  /** 2025-11-25 URL mode: the server's completion notification arrived. */
  readonly completed: boolean;
  /** How the URL wait ended, once it has. */
  readonly waitOutcome: WaitOutcome | null;
  /** The host's deadline passed before the user answered. */
  readonly expired: boolean;
}

/** What can happen to a request. Events that make no sense in the current phase change nothing. */
export type ElicitationEvent =
  /** Valid answers were submitted; `result` is the accept they make. */
  | { readonly type: 'submit'; readonly result: ElicitResult }
  /** Back from the review to the form, answers kept. */
  | { readonly type: 'edit' }
  /** The reviewed answers are sent. */
  | { readonly type: 'send' }
  /** The user explicitly said no. */
  | { readonly type: 'decline' }
  /** The user dismissed the request without choosing. */
  | { readonly type: 'cancel' }
  /**
   * Escape, the close button or a click outside: cancel while unanswered, stop a URL wait, close
   * the notice of a failed send or of an expired request.
   */
  | { readonly type: 'close' }
  /** URL mode: the user consented; `opened` says whether the browser opened the page. */
  | { readonly type: 'open'; readonly opened: boolean }
  /** URL mode: the browser refused, and the user says they opened the page by hand. */
  | { readonly type: 'opened' }
  /** The host finished sending the result. */
  | { readonly type: 'sent' }
  /** The host could not send the result. */
  | { readonly type: 'send-failed' }
  /** The user closes the notice of a failed send or of an expired request. */
  | { readonly type: 'dismiss' }
  /** 2025-11-25 URL mode: the server's completion notification arrived. */
  | { readonly type: 'complete' }
  /** URL mode: the user finished on the page and asks the host to retry the original request. */
  | { readonly type: 'retry' }
  /** URL mode: the user stops waiting; the host cancels the original request. */
  | { readonly type: 'stop' }
  /**
   * The host's deadline for the request passed. Unanswered, it is answered with cancel (the user did
   * not choose; specification: "Response Actions"); a URL wait stops. An answer on its way stays.
   */
  | { readonly type: 'expire' }
  /** The UI went away, or the request was replaced: an unanswered request is cancelled. */
  | { readonly type: 'unmount' };

/** Options fixed for a request's whole life. */
export interface LifecycleOptions {
  /** @default true */
  review?: boolean;
  /** @default true */
  waitAfterOpen?: boolean;
}

/** The state a request starts in. */
export function initialLifecycle({ review = true, waitAfterOpen = true }: LifecycleOptions = {}): ElicitationLifecycle {
  return {
    phase: 'editing',
    review,
    waitAfterOpen,
    pending: null,
    result: null,
    settlesTo: 'answered',
    completed: false,
    waitOutcome: null,
    expired: false,
  };
}

const ACCEPT: ElicitResult = { action: 'accept' };

/** The URL was opened with the user's consent: `accept` is sent, then the wait starts (or not). */
function consented(state: ElicitationLifecycle): ElicitationLifecycle {
  return deliver(state, ACCEPT, state.waitAfterOpen ? 'waiting' : 'answered');
}

/** Hands `result` to the host: the only place `result` is ever set. */
function deliver(
  state: ElicitationLifecycle,
  result: ElicitResult,
  settlesTo: ElicitationLifecycle['settlesTo'] = 'answered',
): ElicitationLifecycle {
  if (state.result !== null) return state;
  return { ...state, phase: 'sending', pending: null, result, settlesTo };
}

/** Ends a URL wait. */
function endWait(state: ElicitationLifecycle, waitOutcome: WaitOutcome): ElicitationLifecycle {
  return state.phase === 'waiting' ? { ...state, phase: 'answered', waitOutcome } : state;
}

/**
 * The next state after `event`. Pure and total: an event that does not apply leaves the state as
 * it is (the same object), so callers can tell "nothing happened" by identity.
 */
export function transition(state: ElicitationLifecycle, event: ElicitationEvent): ElicitationLifecycle {
  const { phase } = state;
  const unanswered = state.result === null;
  switch (event.type) {
    case 'submit':
      if (phase !== 'editing' || !unanswered || event.result.action !== 'accept') return state;
      return state.review ? { ...state, phase: 'reviewing', pending: event.result } : deliver(state, event.result);
    case 'edit':
      return phase === 'reviewing' ? { ...state, phase: 'editing', pending: null } : state;
    case 'send':
      return phase === 'reviewing' && state.pending ? deliver(state, state.pending) : state;
    case 'decline':
    case 'cancel':
    case 'unmount':
      return unanswered ? deliver(state, { action: event.type === 'decline' ? 'decline' : 'cancel' }) : state;
    case 'close':
      if (phase === 'waiting') return endWait(state, 'stopped');
      if (phase === 'failed' || phase === 'expired') return transition(state, { type: 'dismiss' });
      return unanswered ? deliver(state, { action: 'cancel' }) : state;
    case 'open':
      if (phase !== 'editing' || !unanswered) return state;
      if (!event.opened) return { ...state, phase: 'popup-blocked' };
      return consented(state);
    case 'opened':
      return phase === 'popup-blocked' ? consented(state) : state;
    case 'sent': {
      if (phase !== 'sending') return state;
      if (state.settlesTo !== 'waiting') return { ...state, phase: state.settlesTo };
      // A completion or a deadline that came while the accept was still being sent ends the wait at once.
      if (state.completed) return { ...state, phase: 'answered', waitOutcome: 'completed' };
      if (state.expired) return { ...state, phase: 'expired', waitOutcome: 'stopped' };
      return { ...state, phase: 'waiting' };
    }
    case 'send-failed':
      return phase === 'sending' ? { ...state, phase: 'failed' } : state;
    case 'dismiss':
      return phase === 'failed' || phase === 'expired' ? { ...state, phase: 'answered' } : state;
    case 'complete':
      if (state.completed) return state;
      return endWait({ ...state, completed: true }, 'completed');
    case 'retry':
      return endWait(state, 'retried');
    case 'stop':
      return endWait(state, 'stopped');
    case 'expire':
      if (state.expired) return state;
      if (phase === 'waiting') return { ...state, phase: 'expired', waitOutcome: 'stopped', expired: true };
      if (phase === 'sending' && state.settlesTo === 'waiting') return { ...state, expired: true };
      if (!unanswered) return state;
      return { ...deliver(state, { action: 'cancel' }, 'expired'), expired: true };
  }
}
