import type { ValidatorType } from '@rjsf/utils';
import type {
  ElicitationCompletionTracker,
  ElicitationDrafts,
  ElicitationValues,
  ElicitResult,
  FormElicitationRequest,
  ParseResult,
  ServerInfo,
} from 'mcp-elicitation-react/core';
import { type ReactNode, useEffect, useId, useMemo, useState, useSyncExternalStore } from 'react';
import { readElicitationRequest } from '../core/parse';
import { loadedPatternEngine, loadPatternEngine } from '../core/pattern';
import { ProblemList } from '../core/problems';
import { defaultValues as defaultValuesOf, findSensitiveFields, MAX_MESSAGE_LENGTH, runAt } from '../core/protocol';
import { serverDisplayName } from '../core/server';
import { fillTemplate } from '../i18n/format';
import { createAnswerValidator } from '../rjsf/answerValidator';
import { fillTemplateNodes } from '../rjsf/isolation';
import { type ElicitationConfig, ElicitationConfigContext } from './context';
import { ElicitationErrorBoundary } from './ElicitationErrorBoundary';
import { loadUrlConsentParts } from './ElicitationUrlConsent';
import { type ElicitationLanguageSettings, useLanguage } from './language';
import { type DraftKeeper, type OpenUrl, RequestStore } from './RequestStore';

/**
 * The default opener: a new top-level browsing context with no opener and no referrer, so neither
 * the host page nor a model can read the page (specification: "URL Mode Security").
 */
export const openInNewTab: OpenUrl = (href) => {
  window.open(href, '_blank', 'noopener,noreferrer');
};

/**
 * Form mode's settings: what the form, its review and its drafts read. Read when the request starts,
 * except `validator` and `showPatterns`, which apply as they change.
 */
export interface ElicitationFormSettings {
  /** The rjsf validator. @default core's own checks of the answers, as sending makes them (`validateAnswers`; no eval, CSP-safe) */
  validator?: ValidatorType;
  /** Show a review of the answers before sending (the lifecycle's `review`). @default true */
  review?: boolean;
  /** Starting answers, applied over the schema defaults. */
  defaultValues?: ElicitationValues;
  /**
   * Where the answers typed into a form are kept when it ends without the user's choice (cancel,
   * withdrawn, expired, the page goes away), to offer them back ("Restore your answers") for an
   * equivalent request from the same server. Answering or declining keeps nothing.
   * @default none (nothing is kept)
   */
  drafts?: ElicitationDrafts | null;
  /**
   * Show the server's `pattern` (its regular expression) in the field's hint and error, for people
   * who read them (developers, operators). By default both say only that the server sets the format:
   * a regular expression means little to most people, and the field's description usually explains it.
   * @default false
   */
  showPatterns?: boolean;
}

/** URL mode's settings: how the consented URL opens and how the wait after it ends. */
export interface ElicitationUrlSettings {
  /** Opens the consented URL. @default openInNewTab (`window.open` with noopener,noreferrer) */
  openUrl?: OpenUrl;
  /** Show the waiting state with retry and stop after opening; read when the request starts. @default true */
  waitAfterOpen?: boolean;
  /**
   * 2025-11-25: the tracker the host feeds with the server's `notifications/elicitation/complete`
   * (`completions.complete(notification.params)`); the request's `elicitationId` is tracked while it
   * is shown, and its notification ends the wait. One tracker per server connection.
   */
  completions?: ElicitationCompletionTracker;
  /** The user finished on the page and asks to retry the original request now (shows Retry while waiting). */
  onRetry?: () => void;
  /** The user stops waiting; the host should cancel the original request. */
  onStop?: () => void;
}

/** Props shared by `ElicitationRoot`, `ElicitationDialog` and `ElicitationPanel`. */
export interface ElicitationOptions extends ElicitationLanguageSettings {
  /** The raw `elicitation/create` params, of either protocol generation (the queue's word too). */
  params: unknown;
  /**
   * Identifies the request. A new key (or, without one, a new `params` object) starts a new
   * lifecycle: the previous request, if still unanswered, is answered with `cancel`.
   * @default the identity of `params`
   */
  requestKey?: string | number;
  /** The server asking, supplied by the host; never taken from the request. */
  server: ServerInfo;
  /**
   * Called exactly once per request with the result to send back. If it returns a promise, the UI
   * shows a sending state until it settles.
   */
  onResult: (result: ElicitResult) => unknown;
  /**
   * Called when `onResult` throws or its promise rejects. The result still counts as delivered;
   * the UI says sending failed and lets the user close it.
   * @default logs to the console
   */
  onError?: (error: unknown, result: ElicitResult) => void;
  /**
   * When the answer is due, as epoch milliseconds (`Date.now()` scale), e.g. from the server's own
   * timeout. The time left is shown, and announced to screen readers at a few moments (not every
   * minute); a minute before, a warning. When it passes unanswered, the request is answered with
   * cancel and a notice says time ran out.
   */
  deadline?: number;
  /** Called once when the deadline passes before the user answered, just before cancel goes to `onResult`. */
  onExpire?: () => void;
  /** Form mode's settings (validator, review, starting answers, drafts, patterns shown). */
  form?: ElicitationFormSettings;
  /** URL mode's settings (the opener, the wait after opening, completion, retry and stop). */
  url?: ElicitationUrlSettings;
}

/** Every option, by construction: a new one that is not listed here fails the type-check. */
const OPTIONS: Record<keyof ElicitationOptions, true> = {
  params: true,
  requestKey: true,
  server: true,
  onResult: true,
  onError: true,
  locale: true,
  dir: true,
  messages: true,
  deadline: true,
  onExpire: true,
  form: true,
  url: true,
};
const OPTION_KEYS = Object.keys(OPTIONS) as (keyof ElicitationOptions)[];

/** @internal Separates the request options from the DOM props of a frame component. */
export function splitElicitationOptions<P extends ElicitationOptions>(
  props: P,
): [ElicitationOptions, Omit<P, keyof ElicitationOptions>] {
  const options: Record<string, unknown> = {};
  const rest = { ...props } as Record<string, unknown>;
  for (const key of OPTION_KEYS) {
    if (key in rest) options[key] = rest[key];
    delete rest[key];
  }
  return [options as unknown as ElicitationOptions, rest as Omit<P, keyof ElicitationOptions>];
}

const NO_FORM_SETTINGS: ElicitationFormSettings = {};
const NO_URL_SETTINGS: ElicitationUrlSettings = {};

/**
 * A refused request's message, for the "cannot be shown" screen: at most MAX_MESSAGE_LENGTH code
 * units (a 10 MB message would take seconds to lay out, and push Decline and Cancel out of view),
 * never cut inside a surrogate pair, with how many were left out.
 */
function readableMessage(params: unknown): { text: string; omitted: number } | null {
  if (typeof params !== 'object' || params === null || !Object.hasOwn(params, 'message')) return null;
  const { message } = params as { message: unknown };
  if (typeof message !== 'string') return null;
  if (message.length <= MAX_MESSAGE_LENGTH) return { text: message, omitted: 0 };
  const end = /[\uD800-\uDBFF]/.test(message.charAt(MAX_MESSAGE_LENGTH - 1))
    ? MAX_MESSAGE_LENGTH - 1
    : MAX_MESSAGE_LENGTH;
  return { text: message.slice(0, end), omitted: message.length - end };
}

/**
 * Parses without ever throwing into the host's render, whatever the server sent; says whether a
 * `pattern` waits for the pattern engine, which is loaded only for such a request.
 */
function parseSafely(params: unknown): { parsed: ParseResult; patternsPending: boolean } {
  try {
    return readElicitationRequest(params, loadedPatternEngine());
  } catch {
    const problems = new ProblemList();
    problems.error('', 'request-unreadable', {});
    return { parsed: { ok: false, problems: problems.items }, patternsPending: false };
  }
}

interface Lifecycle {
  key: unknown;
  store: RequestStore;
  /** Loads the pattern engine, then refines the store's parse; null when the request needs none. */
  loadPatterns: (() => Promise<void>) | null;
  /** The server's message when it is text, read from the params the request started with (refused ones too). */
  message: string | null;
  /** How much of a refused request's message was left out (it is shown up to MAX_MESSAGE_LENGTH). */
  messageOmitted: number;
}

/** Props of `ElicitationRoot`. */
export interface ElicitationRootProps extends ElicitationOptions {
  children: ReactNode;
}

/**
 * Holds one request's state and guarantees `onResult` is called exactly once, whatever happens:
 * double clicks, Enter held down, Escape while sending, unmounting or replacing the request (both
 * cancel an unanswered one). Renders no element of its own.
 */
export function ElicitationRoot({
  params,
  requestKey,
  server,
  onResult,
  onError,
  locale: localeProp,
  dir: dirProp,
  messages: messagesProp,
  deadline,
  onExpire,
  form = NO_FORM_SETTINGS,
  url: urlSettings = NO_URL_SETTINGS,
  children,
}: ElicitationRootProps) {
  const { validator: validatorProp, review = true, defaultValues, drafts, showPatterns = false } = form;
  const { openUrl = openInNewTab, waitAfterOpen = true, completions, onRetry, onStop } = urlSettings;
  const key = requestKey ?? params;
  const handlers = { onResult, onError, onRetry, onStop, onExpire, openUrl };
  // The props, else the nearest ElicitationLanguageProvider's, else English.
  const language = useLanguage(messagesProp, localeProp, dirProp);
  const start = (): Lifecycle => {
    const { parsed, patternsPending } = parseSafely(params);
    const initialOf = (result: ParseResult) =>
      result.ok ? { ...defaultValuesOf(result.request), ...defaultValues } : {};
    const formOf = (result: ParseResult) => (result.ok && result.request.mode === 'form' ? result.request : null);
    // The draft belongs to the request as last parsed (again, once the pattern engine has loaded).
    let request: FormElicitationRequest | null = formOf(parsed);
    let initial = initialOf(parsed);
    // Secret-looking answers are never kept, in English or the catalogue's language.
    const { sensitiveWords } = language.messages;
    const keeper: DraftKeeper | null =
      drafts && request
        ? {
            find: () => (request ? drafts.find(server, request) : null),
            save: (values) => request && drafts.save(server, request, values, initial, [sensitiveWords]),
            discard: () => request && drafts.discard(server, request),
          }
        : null;
    const store = new RequestStore(
      parsed,
      initial,
      { review, waitAfterOpen, drafts: keeper, patternsLoading: patternsPending },
      handlers,
    );
    const loadPatterns = patternsPending
      ? () =>
          loadPatternEngine().then(
            () => {
              const refined = parseSafely(params).parsed;
              request = formOf(refined);
              initial = initialOf(refined);
              store.refine(refined, initial);
            },
            (error: unknown) => {
              console.warn(
                'mcp-elicitation-react: the pattern engine could not be loaded; answers are not checked against "pattern" (the server still checks them).',
                error,
              );
              store.patternsFailed();
            },
          )
      : null;
    const readable = parsed.ok ? null : readableMessage(params);
    return {
      key,
      message: parsed.ok ? parsed.request.message : (readable?.text ?? null),
      messageOmitted: readable?.omitted ?? 0,
      store,
      loadPatterns,
    };
  };
  const [lifecycle, setLifecycle] = useState(start);
  let { store, message, messageOmitted, loadPatterns } = lifecycle;
  if (!Object.is(lifecycle.key, key)) {
    // A new request starts a new lifecycle; the effect below cancels the old one if unanswered.
    const next = start();
    setLifecycle(next);
    ({ store, message, messageOmitted, loadPatterns } = next);
  }
  // The form waits for the pattern engine; the parts re-read the refined parse when it is there.
  const readPatterns = () => store.getSnapshot().patterns;
  const patterns = useSyncExternalStore(store.subscribe, readPatterns, readPatterns);

  // The host's latest callbacks, applied after render (never written during it).
  useEffect(() => {
    store.handlers = handlers;
  });
  useEffect(() => store.attach(), [store]);
  // 2025-11-25: the server's completion notification, through the host's tracker, ends the wait.
  const { parsed } = store;
  useEffect(() => (completions ? store.trackCompletion(completions) : undefined), [completions, store]);
  const due = typeof deadline === 'number' && Number.isFinite(deadline) ? deadline : null;
  useEffect(() => (due === null ? undefined : runAt(due, store.expire)), [due, store]);
  // A reload or a closed tab ends the request without a choice: keep what was typed.
  useEffect(() => {
    if (typeof window === 'undefined') return;
    window.addEventListener('pagehide', store.keepDraft);
    return () => window.removeEventListener('pagehide', store.keepDraft);
  }, [store]);

  useEffect(() => {
    loadPatterns?.();
  }, [loadPatterns]);

  // The Public Suffix List behind assessUrl is loaded only when a URL request is shown.
  const url = parsed.ok && parsed.request.mode === 'url' ? parsed.request.url : null;
  useEffect(() => {
    if (url === null) return;
    let live = true;
    // URL mode's parts load with it: the verdict appears only where it can be drawn.
    Promise.all([import('../core/url'), loadUrlConsentParts()]).then(
      ([{ assessUrl, urlHostDetails }]) => {
        if (!live) return;
        const assessment = assessUrl(url);
        store.setAssessment(assessment, urlHostDetails(assessment));
      },
      // Without the checker nothing may be opened: the consent screen says so and offers Decline.
      () => live && store.setAssessment('failed'),
    );
    return () => {
      live = false;
    };
  }, [url, store]);

  // Core's own checks unless the host brings a validator; they follow the request as refined.
  const validator = useMemo(
    () => validatorProp ?? createAnswerValidator(parsed.ok ? parsed.request : null),
    [validatorProp, parsed],
  );
  const { locale, dir } = language;
  const messages = useMemo(() => {
    const resolved = language.messages;
    if (!showPatterns) return resolved;
    return {
      ...resolved,
      errors: { ...resolved.errors, pattern: resolved.errors.patternShown },
      form: { ...resolved.form, patternHint: resolved.form.patternHintShown },
    };
  }, [language.messages, showPatterns]);
  const reactId = useId();
  const canRetry = onRetry !== undefined;
  const config = useMemo<ElicitationConfig>(() => {
    const base = `elicitation-${reactId.replace(/[^A-Za-z0-9]/g, '')}`;
    const request = parsed.ok ? parsed.request : null;
    const serverName = serverDisplayName(server);
    return {
      store,
      parsed,
      request,
      server,
      serverName,
      messages,
      locale,
      dir,
      t: (template, extra) => fillTemplate(template, { server: serverName, ...extra }, locale),
      tx: (template, extra) => fillTemplateNodes(template, { server: serverName, ...extra }, locale),
      validator,
      reviewBeforeSubmit: store.getSnapshot().lifecycle.review,
      canRetry,
      sensitiveFields: request ? findSensitiveFields(request, [messages.sensitiveWords]) : [],
      message,
      messageOmitted,
      deadline: due,
      ids: {
        title: `${base}-title`,
        message: `${base}-message`,
        deadline: `${base}-deadline`,
        form: `${base}-form`,
        review: `${base}-review`,
        idPrefix: base,
        declineHint: `${base}-decline-hint`,
        cancelHint: `${base}-cancel-hint`,
      },
    };
  }, [
    store,
    parsed,
    message,
    messageOmitted,
    server,
    messages,
    locale,
    dir,
    validator,
    canRetry,
    due,
    reactId,
    patterns,
  ]);

  return (
    <ElicitationConfigContext.Provider value={config}>
      <ElicitationErrorBoundary key={store.id}>{children}</ElicitationErrorBoundary>
    </ElicitationConfigContext.Provider>
  );
}
