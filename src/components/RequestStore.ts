/**
 * One request's state outside React: the lifecycle from core, the answers being edited, the URL
 * assessment and the answers core refused. Parts read it through `useSyncExternalStore` with a
 * selector, so a keystroke (which only changes the answers) re-renders nothing but the form.
 */
import type {
  ElicitationCompletionTracker,
  ElicitationDraft,
  ElicitationEvent,
  ElicitationLifecycle,
  ElicitationValues,
  ElicitResult,
  FieldError,
  ParseResult,
  UrlAssessment,
  UrlHostDetails,
} from 'mcp-elicitation-react/core';
import { buildResult, draftValues, InvalidAnswersError, initialLifecycle, transition } from '../core/protocol';

/** What a request's parts observe. Immutable: a new object on every change. */
export interface RequestSnapshot {
  readonly lifecycle: ElicitationLifecycle;
  /** Answers the final check in core refused (normally caught earlier by the form's validator). */
  readonly answerErrors: readonly FieldError[];
  /** URL mode: the safety assessment once the lazily loaded checker ran, `failed` if it could not load. */
  readonly assessment: UrlAssessment | 'failed' | null;
  /** URL mode: the host's Unicode form and the site a lookalike imitates, with the assessment. */
  readonly hostDetails: UrlHostDetails | null;
  /**
   * Answers kept from an earlier, equivalent request: `offered` until the user restores or
   * discards them, then `restored` (the form holds them) or null.
   */
  readonly draft: { readonly state: 'offered' | 'restored'; readonly draft: ElicitationDraft } | null;
  /** Counts replacements of the answers from outside the form (a restored draft): the form refills. */
  readonly revision: number;
  /**
   * The `pattern` engine (re2js), which loads only for a request that has a `pattern`: `loading`
   * until then (the form waits, so that no answer goes unchecked), `failed` when it could not load
   * (patterns are then not enforced; the server still checks them), otherwise `ready`.
   */
  readonly patterns: 'ready' | 'loading' | 'failed';
}

/** Where a request's draft is kept; the root binds it to the server and the request. */
export interface DraftKeeper {
  /** The draft kept for an equivalent request, if any. */
  find(): ElicitationDraft | null;
  /** Keeps the answers: the request ended without the user's choice. */
  save(values: ElicitationValues): void;
  /** Forgets them: answered, declined, or discarded by the user. */
  discard(): void;
}

/** Opens a consented URL. Return `false` when it could not be opened (popup blocked). */
export type OpenUrl = (href: string) => unknown;

/** The host's callbacks, refreshed after every render of the root. */
export interface ElicitationHandlers {
  onResult: (result: ElicitResult) => unknown;
  onError?: ((error: unknown, result: ElicitResult) => void) | undefined;
  onRetry?: (() => void) | undefined;
  onStop?: (() => void) | undefined;
  onExpire?: (() => void) | undefined;
  openUrl: OpenUrl;
}

let nextStoreId = 1;
const NO_ERRORS: readonly FieldError[] = [];

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

/** The state and actions of one request. A new request gets a new store. */
export class RequestStore {
  /** Distinguishes requests, e.g. to remount their parts. */
  readonly id = nextStoreId++;
  private current: ParseResult;
  private snapshot: RequestSnapshot;
  private values: ElicitationValues;
  private readonly listeners = new Set<() => void>();
  private attachments = 0;

  private readonly drafts: DraftKeeper | null;
  private initialValues: ElicitationValues;

  constructor(
    parsed: ParseResult,
    initialValues: ElicitationValues,
    options: {
      review: boolean;
      waitAfterOpen: boolean;
      drafts?: DraftKeeper | null;
      /** The request has a `pattern` and the engine is still loading: `refine` follows. */
      patternsLoading?: boolean;
    },
    public handlers: ElicitationHandlers,
  ) {
    this.current = parsed;
    this.values = initialValues;
    this.initialValues = initialValues;
    this.drafts = options.drafts ?? null;
    const loading = options.patternsLoading === true;
    // The draft is looked for once the request is complete (after `refine`).
    const offered = loading ? null : (this.drafts?.find() ?? null);
    this.snapshot = {
      lifecycle: initialLifecycle(options),
      answerErrors: NO_ERRORS,
      assessment: null,
      hostDetails: null,
      draft: offered ? { state: 'offered', draft: offered } : null,
      revision: 0,
      patterns: loading ? 'loading' : 'ready',
    };
  }

  /** The parse the parts show: refined once when the `pattern` engine has loaded. */
  get parsed(): ParseResult {
    return this.current;
  }

  /**
   * The `pattern` engine loaded: the request, parsed again with it (defaults and options checked
   * against `pattern`), and its starting values. The form was not shown yet, so nothing typed is lost.
   */
  refine = (parsed: ParseResult, initialValues: ElicitationValues): void => {
    if (this.snapshot.patterns !== 'loading') return;
    this.current = parsed;
    this.values = initialValues;
    this.initialValues = initialValues;
    const offered = this.drafts?.find() ?? null;
    this.update({ patterns: 'ready', draft: offered ? { state: 'offered', draft: offered } : null });
  };

  /** The `pattern` engine could not load: the form is shown, and patterns are not enforced. */
  patternsFailed = (): void => {
    if (this.snapshot.patterns !== 'loading') return;
    const offered = this.drafts?.find() ?? null;
    this.update({ patterns: 'failed', draft: offered ? { state: 'offered', draft: offered } : null });
  };

  /** `useSyncExternalStore`'s subscribe. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** `useSyncExternalStore`'s getSnapshot. */
  getSnapshot = (): RequestSnapshot => this.snapshot;

  /** The answers as last edited. Not observable: the form owns them while the user types. */
  getValues = (): ElicitationValues => this.values;

  /** Records the answers as the user edits them; re-renders nothing. */
  setValues = (values: ElicitationValues): void => {
    this.values = values;
  };

  /**
   * Marks the store as shown; the returned function takes that back. When nothing shows it any
   * more (checked a tick later, so StrictMode's unmount-and-remount is not taken for one), an
   * unanswered request is cancelled.
   */
  attach = (): (() => void) => {
    this.attachments += 1;
    return () => {
      this.attachments -= 1;
      queueMicrotask(() => {
        if (this.attachments === 0) this.dispatch({ type: 'unmount' });
      });
    };
  };

  /**
   * Tracks this URL request's `elicitationId` in the host's tracker, so that its completion
   * notification ends the wait; the returned function stops, a tick later and only if nothing shows
   * the request any more (StrictMode's remount keeps the tracking, as `attach` keeps the request).
   */
  trackCompletion = (completions: ElicitationCompletionTracker): (() => void) | undefined => {
    const { parsed } = this;
    const elicitationId = parsed.ok && parsed.request.mode === 'url' ? parsed.request.elicitationId : undefined;
    if (elicitationId === undefined) return undefined;
    completions.track(elicitationId, this.complete);
    return () =>
      queueMicrotask(() => {
        if (this.attachments === 0) completions.forget(elicitationId, this.complete);
      });
  };

  /** Applies a lifecycle event and runs what follows from it: delivering the result, retry, stop. */
  dispatch = (event: ElicitationEvent): void => {
    const before = this.snapshot.lifecycle;
    const after = transition(before, event);
    if (after === before) return;
    this.update({ lifecycle: after });
    // The host hears of the deadline first, so it can tell the cancel that follows from the user's.
    if (!before.expired && after.expired) this.handlers.onExpire?.();
    if (before.result === null && after.result !== null) {
      // A request that ended without the user's choice keeps its draft; an answer or a no does not.
      if (after.result.action === 'cancel') this.keep();
      else this.drafts?.discard();
      this.deliver(after.result);
    }
    if (before.waitOutcome === null && after.waitOutcome === 'retried') this.handlers.onRetry?.();
    if (before.waitOutcome === null && after.waitOutcome === 'stopped') this.handlers.onStop?.();
  };

  /** Valid answers were submitted: review them, or send them straight away. */
  submit = (values: ElicitationValues): void => {
    this.values = values;
    const { parsed } = this;
    // While the pattern engine loads no form is shown, and answers could not be checked.
    if (!parsed.ok || this.snapshot.lifecycle.phase !== 'editing' || this.snapshot.patterns === 'loading') return;
    let result: ElicitResult;
    try {
      result = buildResult(parsed.request, 'accept', values);
    } catch (error) {
      if (!(error instanceof InvalidAnswersError)) throw error;
      this.update({ answerErrors: error.errors });
      return;
    }
    if (this.snapshot.answerErrors.length > 0) this.update({ answerErrors: NO_ERRORS });
    this.dispatch({ type: 'submit', result });
  };

  /** URL mode: the user consented; opens the URL (never twice, never a blocked one) and sends accept. */
  open = (): void => {
    const { lifecycle, assessment } = this.snapshot;
    if (lifecycle.phase !== 'editing' || lifecycle.result !== null) return;
    if (assessment === null || assessment === 'failed' || !assessment.href || assessment.verdict === 'block') return;
    let opened: unknown;
    try {
      opened = this.handlers.openUrl(assessment.href);
    } catch {
      opened = false;
    }
    this.dispatch({ type: 'open', opened: opened !== false });
  };

  /** URL mode: the checker's verdict arrived (or it failed to load). */
  setAssessment = (assessment: UrlAssessment | 'failed', hostDetails: UrlHostDetails | null = null): void => {
    this.update({ assessment, hostDetails });
  };

  /** Keeps the answers typed so far, e.g. as the page goes away; only while unanswered. */
  keepDraft = (): void => {
    if (this.snapshot.lifecycle.result === null) this.keep();
  };

  /** Puts the offered draft's answers into the form, over the starting values. */
  restoreDraft = (): void => {
    const { draft, lifecycle, revision } = this.snapshot;
    if (draft?.state !== 'offered' || lifecycle.phase !== 'editing') return;
    this.values = { ...this.values, ...draft.draft.values };
    this.update({ draft: { ...draft, state: 'restored' }, revision: revision + 1 });
  };

  /** Forgets the offered draft. */
  discardDraft = (): void => {
    if (this.snapshot.draft?.state !== 'offered') return;
    this.drafts?.discard();
    this.update({ draft: null });
  };

  edit = (): void => this.dispatch({ type: 'edit' });
  send = (): void => this.dispatch({ type: 'send' });
  decline = (): void => this.dispatch({ type: 'decline' });
  cancel = (): void => this.dispatch({ type: 'cancel' });
  close = (): void => this.dispatch({ type: 'close' });
  confirmOpened = (): void => this.dispatch({ type: 'opened' });
  complete = (): void => this.dispatch({ type: 'complete' });
  retry = (): void => this.dispatch({ type: 'retry' });
  stop = (): void => this.dispatch({ type: 'stop' });
  expire = (): void => this.dispatch({ type: 'expire' });

  /** Saves the draft, except that an offer left alone, with nothing typed, stays as it was kept. */
  private keep(): void {
    const { parsed, snapshot } = this;
    if (!this.drafts || !parsed.ok || parsed.request.mode !== 'form') return;
    const typed = Object.keys(draftValues(parsed.request, this.values, this.initialValues)).length > 0;
    if (snapshot.draft?.state === 'offered' && !typed) return;
    this.drafts.save(this.values);
  }

  private deliver(result: ElicitResult): void {
    let sending: unknown;
    try {
      sending = this.handlers.onResult(result);
    } catch (error) {
      this.failed(error, result);
      return;
    }
    if (!isPromiseLike(sending)) {
      this.dispatch({ type: 'sent' });
      return;
    }
    sending.then(
      () => this.dispatch({ type: 'sent' }),
      (error: unknown) => this.failed(error, result),
    );
  }

  /** The host could not take the result: it still counts as answered, and the user can close. */
  private failed(error: unknown, result: ElicitResult): void {
    try {
      if (!this.handlers.onError) throw error;
      this.handlers.onError(error, result);
    } catch (reported) {
      console.error('mcp-elicitation-react: the result could not be sent; it counts as delivered.', reported);
    }
    this.dispatch({ type: 'send-failed' });
  }

  private update(change: Partial<RequestSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of [...this.listeners]) listener();
  }
}
