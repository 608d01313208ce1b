import type { ValidatorType } from '@rjsf/utils';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  buildResult,
  defaultValues as defaultValuesOf,
  type ElicitAction,
  ElicitationAnswersError,
  type ElicitationRequest,
  type ElicitationValues,
  type ElicitResult,
  type FieldError,
  findSensitiveFields,
  type ParseResult,
  parseElicitationRequest,
  type SensitiveField,
} from '../core/protocol';
import { type ServerInfo, serverDisplayName } from '../core/server';
import type { UrlAssessment } from '../core/url';
import { fillTemplate, type MessageParams, resolveMessages } from '../i18n/format';
import type { ElicitationMessages, ElicitationMessagesOverride } from '../i18n/messages';
import { createCfworkerValidator } from '../theme/validator';
import { useUnmountEffect } from './useUnmountEffect';

/**
 * Where the request is in its life. URL mode adds `popup-blocked` (consent given, the browser
 * refused the new tab) and `waiting` (accept sent; the user is on the server's page).
 */
export type ElicitationPhase = 'editing' | 'reviewing' | 'popup-blocked' | 'sending' | 'waiting' | 'answered';

/** Opens a consented URL. Return `false` when it could not be opened (popup blocked). */
export type OpenUrl = (href: string) => unknown;

/** The default opener: a new top-level browsing context with no opener and no referrer (rule 10). */
export const openInNewTab: OpenUrl = (href) => {
  window.open(href, '_blank', 'noopener,noreferrer');
};

/** Props shared by `ElicitationRoot`, `ElicitationDialog` and `ElicitationPanel`. */
export interface ElicitationOptions {
  /** The raw `elicitation/create` params, of either protocol generation. */
  request: unknown;
  /** The server asking, supplied by the host. */
  server: ServerInfo;
  /**
   * Called exactly once per request with the result to send back. If it returns a promise, the UI
   * shows a sending state until it settles.
   */
  onResult: (result: ElicitResult) => unknown;
  /** BCP 47 locale for built-in messages, numbers and dates. @default 'en' */
  locale?: string;
  /** Overrides of any built-in message. */
  messages?: ElicitationMessagesOverride;
  /** The rjsf validator for form mode. @default a @cfworker/json-schema validator (no eval, CSP-safe) */
  validator?: ValidatorType;
  /** Show a review of the answers before sending. @default true */
  reviewBeforeSubmit?: boolean;
  /** Starting answers, applied over the schema defaults. */
  defaultValues?: ElicitationValues;
  /** URL mode: opens the consented URL. @default openInNewTab (`window.open` with noopener,noreferrer) */
  openUrl?: OpenUrl;
  /** URL mode: show the waiting state with retry and cancel after opening. @default true */
  waitAfterOpen?: boolean;
  /**
   * URL mode, 2025-11-25: set when `notifications/elicitation/complete` arrived for this request's
   * `elicitationId`; it ends the wait.
   */
  complete?: boolean;
  /** URL mode: the user finished on the page and asks to retry the original request now. */
  onRetry?: () => void;
  /** URL mode: the user gives up waiting; the host should cancel the original request. */
  onCancelWaiting?: () => void;
}

const OPTION_KEYS = [
  'request',
  'server',
  'onResult',
  'locale',
  'messages',
  'validator',
  'reviewBeforeSubmit',
  'defaultValues',
  'openUrl',
  'waitAfterOpen',
  'complete',
  'onRetry',
  'onCancelWaiting',
] as const satisfies readonly (keyof ElicitationOptions)[];

/** Separates the request options from the DOM props of a frame component. */
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

/** What every part reads from the root. */
export interface ElicitationContextValue {
  parsed: ParseResult;
  request: ElicitationRequest | null;
  server: ServerInfo;
  /** `title`, else `name`. */
  serverName: string;
  messages: ElicitationMessages;
  locale: string;
  /** Fills a message template; `{server}` is always available. */
  t: (template: string, params?: MessageParams) => string;
  validator: ValidatorType;
  reviewBeforeSubmit: boolean;
  phase: ElicitationPhase;
  values: ElicitationValues;
  setValues: (values: ElicitationValues) => void;
  sensitiveFields: SensitiveField[];
  /** Answers the final check refused (normally caught earlier by the form's validator). */
  answerErrors: FieldError[];
  /** The result sent, once answered. */
  result: ElicitResult | null;
  /** Valid answers were submitted: review them, or send straight away. */
  submit: (values: ElicitationValues) => void;
  /** Back from review to editing, answers kept. */
  edit: () => void;
  /** Sends the reviewed answers (accept). */
  send: () => void;
  decline: () => void;
  cancel: () => void;
  /** URL mode: the safety assessment, once the lazily loaded checker has run. */
  assessment: UrlAssessment | null;
  /** URL mode: the checker could not be loaded; the URL cannot be opened. */
  assessmentFailed: boolean;
  /** URL mode: opens the URL after consent and sends accept (unless the browser refused). */
  openUrl: () => void;
  /** URL mode: the user opened a blocked link by hand; sends accept. */
  confirmOpened: () => void;
  /** URL mode: the server reported the interaction complete (2025-11-25). */
  completed: boolean;
  /** URL mode: whether the host offers a retry in the waiting state. */
  canRetry: boolean;
  /** URL mode: ends the wait and asks the host to retry the original request. */
  retry: () => void;
  /** URL mode: ends the wait and asks the host to cancel the original request. */
  stopWaiting: () => void;
  /** Stable ids of the parts, for ARIA wiring. */
  ids: { title: string; message: string; form: string; review: string; idPrefix: string };
  /** The request's message when it is text, even if the request cannot be rendered otherwise. */
  message: string | null;
}

function readableMessage(params: unknown): string | null {
  if (typeof params !== 'object' || params === null || !Object.hasOwn(params, 'message')) return null;
  const { message } = params as { message: unknown };
  return typeof message === 'string' ? message : null;
}

const ElicitationContext = createContext<ElicitationContextValue | null>(null);

/** The root's state, for parts. Throws, naming the part, outside `ElicitationRoot`. */
export function useElicitation(part: string): ElicitationContextValue {
  const context = useContext(ElicitationContext);
  if (!context)
    throw new Error(`<${part}> must be used inside <ElicitationRoot> (or ElicitationDialog / ElicitationPanel).`);
  return context;
}

/** Props of `ElicitationRoot`. */
export interface ElicitationRootProps extends ElicitationOptions {
  children: ReactNode;
}

/**
 * Holds one request's state and guarantees `onResult` is called exactly once, whatever happens:
 * double clicks, Enter held down, Escape while sending, or unmounting (which cancels).
 */
export function ElicitationRoot({
  request: params,
  server,
  onResult,
  locale = 'en',
  messages: overrides,
  validator: validatorProp,
  reviewBeforeSubmit = true,
  defaultValues,
  openUrl = openInNewTab,
  waitAfterOpen = true,
  complete = false,
  onRetry,
  onCancelWaiting,
  children,
}: ElicitationRootProps) {
  const parsed = useMemo(() => parseElicitationRequest(params), [params]);
  const request = parsed.ok ? parsed.request : null;
  const messages = useMemo(() => resolveMessages(locale, overrides), [locale, overrides]);
  const serverName = serverDisplayName(server);
  const [defaultValidator] = useState(() => createCfworkerValidator());
  const validator = validatorProp ?? defaultValidator;
  const [values, setValues] = useState<ElicitationValues>(() =>
    request ? { ...defaultValuesOf(request), ...defaultValues } : {},
  );
  const [phase, setPhase] = useState<ElicitationPhase>('editing');
  const [result, setResult] = useState<ElicitResult | null>(null);
  const [answerErrors, setAnswerErrors] = useState<FieldError[]>([]);
  const answered = useRef(false);
  const onResultRef = useRef(onResult);
  onResultRef.current = onResult;
  const openUrlRef = useRef(openUrl);
  openUrlRef.current = openUrl;

  const deliver = useCallback((next: ElicitResult, after: ElicitationPhase = 'answered') => {
    if (answered.current) return;
    answered.current = true;
    setResult(next);
    const pending = onResultRef.current(next);
    if (pending && typeof (pending as Promise<unknown>).then === 'function') {
      setPhase('sending');
      const done = () => setPhase((current) => (current === 'sending' ? after : current));
      (pending as Promise<unknown>).then(done, done);
    } else {
      setPhase(after);
    }
  }, []);

  // The Public Suffix List behind assessUrl is loaded only when a URL request is shown.
  const [assessment, setAssessment] = useState<UrlAssessment | 'failed' | null>(null);
  const url = request?.mode === 'url' ? request.url : null;
  useEffect(() => {
    setAssessment(null);
    if (url === null) return;
    let live = true;
    import('../core/url').then(
      ({ assessUrl }) => live && setAssessment(assessUrl(url)),
      // Without the checker nothing may be opened: the consent screen says so and offers Decline.
      () => live && setAssessment('failed'),
    );
    return () => {
      live = false;
    };
  }, [url]);

  // 2025-11-25: the server's completion notification ends the wait.
  useEffect(() => {
    if (complete) setPhase((current) => (current === 'waiting' ? 'answered' : current));
  }, [complete]);

  const dismiss = useCallback(
    (action: Exclude<ElicitAction, 'accept'>) => deliver(buildResult(request, action)),
    [deliver, request],
  );

  // Unmounting unanswered is a cancel.
  const cancelOnUnmount = useCallback(() => dismiss('cancel'), [dismiss]);
  useUnmountEffect(cancelOnUnmount);

  const reactId = useId();
  const base = `elicitation-${reactId.replace(/[^A-Za-z0-9]/g, '')}`;

  const sensitiveFields = useMemo(() => (request ? findSensitiveFields(request) : []), [request]);
  const value = useMemo<ElicitationContextValue>(() => {
    const accept = (answers: ElicitationValues) => {
      if (!request || answered.current) return;
      let accepted: ElicitResult;
      try {
        accepted = buildResult(request, 'accept', answers);
      } catch (error) {
        if (!(error instanceof ElicitationAnswersError)) throw error;
        setAnswerErrors(error.errors);
        setPhase('editing');
        return;
      }
      setAnswerErrors([]);
      deliver(accepted);
    };
    return {
      parsed,
      request,
      server,
      serverName,
      messages,
      locale,
      t: (template, extra) => fillTemplate(template, { server: serverName, ...extra }, locale),
      validator,
      reviewBeforeSubmit,
      phase,
      values,
      setValues,
      sensitiveFields,
      answerErrors,
      result,
      submit: (answers) => {
        if (answered.current) return;
        setValues(answers);
        if (reviewBeforeSubmit) setPhase('reviewing');
        else accept(answers);
      },
      edit: () => {
        if (!answered.current) setPhase('editing');
      },
      send: () => accept(values),
      decline: () => dismiss('decline'),
      cancel: () => dismiss('cancel'),
      assessment: assessment === 'failed' ? null : assessment,
      assessmentFailed: assessment === 'failed',
      openUrl: () => {
        if (answered.current || assessment === null || assessment === 'failed') return;
        if (!assessment.href || assessment.verdict === 'block') return;
        let opened: unknown;
        try {
          opened = openUrlRef.current(assessment.href);
        } catch {
          opened = false;
        }
        if (opened === false) setPhase('popup-blocked');
        else deliver({ action: 'accept' }, waitAfterOpen ? 'waiting' : 'answered');
      },
      confirmOpened: () => deliver({ action: 'accept' }, waitAfterOpen ? 'waiting' : 'answered'),
      completed: complete,
      canRetry: onRetry !== undefined,
      retry: () => {
        setPhase((current) => (current === 'waiting' ? 'answered' : current));
        onRetry?.();
      },
      stopWaiting: () => {
        setPhase((current) => (current === 'waiting' ? 'answered' : current));
        onCancelWaiting?.();
      },
      ids: {
        title: `${base}-title`,
        message: `${base}-message`,
        form: `${base}-form`,
        review: `${base}-review`,
        idPrefix: base,
      },
      message: request ? request.message : readableMessage(params),
    };
  }, [
    parsed,
    request,
    server,
    serverName,
    messages,
    locale,
    validator,
    reviewBeforeSubmit,
    phase,
    values,
    sensitiveFields,
    answerErrors,
    result,
    deliver,
    dismiss,
    base,
    params,
    assessment,
    waitAfterOpen,
    complete,
    onRetry,
    onCancelWaiting,
  ]);

  return <ElicitationContext.Provider value={value}>{children}</ElicitationContext.Provider>;
}
