/**
 * What the parts of one request read. Split by how often it changes: the configuration (request,
 * server, messages, the store itself) changes only when the host passes new props; the state is
 * read from the store through a selector, so each part re-renders only for what it shows.
 */
import type { ValidatorType } from '@rjsf/utils';
import type {
  ElicitationDraft,
  ElicitationPhase,
  ElicitationRequest,
  ElicitationValues,
  ElicitResult,
  FieldError,
  ParseResult,
  SensitiveField,
  ServerInfo,
  UrlAssessment,
} from 'mcp-elicitation-react/core';
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { TextDirection } from '../i18n/format';
import type { ElicitationMessages } from '../i18n/messages';
import type { RequestSnapshot, RequestStore } from './RequestStore';

/** Values a message template may refer to (`{server}` is always filled). */
export type ElicitationFormatParams = Record<string, string | number | undefined>;

/** Ids of the parts, for ARIA wiring. */
export interface ElicitationIds {
  /** The dialog's title. */
  title: string;
  /** The server's message. */
  message: string;
  /** The time left to answer, when there is a deadline. */
  deadline: string;
  /** The form. */
  form: string;
  /** The review of the answers. */
  review: string;
  /** Prefix of the form's field ids. */
  idPrefix: string;
  /** The sentence under the buttons that says what Decline does (Decline's description). */
  declineHint: string;
  /** The sentence under the buttons that says what Cancel and × do (their description). */
  cancelHint: string;
}

/** What of `ElicitationContextValue` changes only when the host passes new props. */
type ConfigKey =
  | 'parsed'
  | 'request'
  | 'server'
  | 'serverName'
  | 'messages'
  | 'locale'
  | 'dir'
  | 'validator'
  | 'canRetry'
  | 'sensitiveFields'
  | 'message'
  | 'messageOmitted'
  | 'deadline'
  | 'ids';

/**
 * The configuration of one request, shared by its parts: the public value's configuration, the
 * store, and the short names the parts use (`useElicitation()` gives them their public names).
 */
export interface ElicitationConfig extends Pick<ElicitationContextValue, ConfigKey> {
  store: RequestStore;
  /** `format`. */
  t: ElicitationContextValue['format'];
  /** `formatNodes`. */
  tx: ElicitationContextValue['formatNodes'];
  /** `review`. */
  reviewBeforeSubmit: boolean;
}

/** @internal The configuration context; `ElicitationRoot` provides it. */
export const ElicitationConfigContext = createContext<ElicitationConfig | null>(null);

/** @internal The configuration for `part`; throws, naming the part, outside `ElicitationRoot`. */
export function useElicitationConfig(part: string): ElicitationConfig {
  const config = useContext(ElicitationConfigContext);
  if (!config) {
    throw new Error(`${part} must be used inside <ElicitationRoot> (or <ElicitationDialog> / <ElicitationPanel>).`);
  }
  return config;
}

/** @internal One value from the request's state; the caller re-renders only when it changes. */
export function useElicitationSelector<T>(store: RequestStore, select: (snapshot: RequestSnapshot) => T): T {
  const read = () => select(store.getSnapshot());
  return useSyncExternalStore(store.subscribe, read, read);
}

export const selectPhase = (snapshot: RequestSnapshot): ElicitationPhase => snapshot.lifecycle.phase;
export const selectAssessment = (snapshot: RequestSnapshot): UrlAssessment | null =>
  snapshot.assessment === 'failed' ? null : snapshot.assessment;

/** A draft of an earlier, equivalent request: `offered` until restored or discarded, then `restored`. */
export interface ElicitationDraftOfferState {
  readonly state: 'offered' | 'restored';
  /** The answers kept, with the server and when they were saved. */
  readonly draft: ElicitationDraft;
}

/** Everything about one request, for hosts that compose the parts or build their own. */
export interface ElicitationContextValue {
  /** What parsing the request gave: the request, or why it cannot be rendered, and its problems. */
  parsed: ParseResult;
  /** The parsed request, or null when it cannot be rendered. */
  request: ElicitationRequest | null;
  /** The asking server, as the host supplied it. */
  server: ServerInfo;
  /** The server's `title`, else its `name`. */
  serverName: string;
  /** The catalogue in use (overrides applied). */
  messages: ElicitationMessages;
  /** The BCP 47 locale of numbers, dates and plural forms. */
  locale: string;
  /** The writing direction of the request's parts: the `dir` option, else the locale's. */
  dir: TextDirection;
  /** Fills a message template as text (for attributes); `{server}` is always available. */
  format: (template: string, params?: ElicitationFormatParams) => string;
  /** Fills a message template for display, each value isolated from the words around it. */
  formatNodes: (template: string, params?: ElicitationFormatParams) => ReactNode;
  /** The rjsf validator of the form. */
  validator: ValidatorType;
  /** Whether valid answers are reviewed before they are sent. */
  review: boolean;
  /** URL mode: whether the host offers a retry in the waiting state. */
  canRetry: boolean;
  /** Fields that look like they ask for a secret (the warning names them). */
  sensitiveFields: SensitiveField[];
  /** The request's message when it is text, even if the request cannot be rendered otherwise. */
  message: string | null;
  /** How many code units of a refused request's message were left out; 0 when it is shown whole. */
  messageOmitted: number;
  /** When the answer is due (epoch milliseconds), or null without a deadline. */
  deadline: number | null;
  /** Ids of the parts, for ARIA wiring. */
  ids: ElicitationIds;
  /** Where the request stands. */
  phase: ElicitationPhase;
  /** The result delivered to the host, once answered. */
  result: ElicitResult | null;
  /** In review: the accept that `send` delivers. */
  pending: ElicitResult | null;
  /** Answers the final check refused (normally caught earlier by the form's validator). */
  answerErrors: readonly FieldError[];
  /** URL mode: the safety assessment, once the lazily loaded checker has run. */
  assessment: UrlAssessment | null;
  /** URL mode: the checker could not be loaded; the URL cannot be opened. */
  assessmentFailed: boolean;
  /** URL mode: the server reported the interaction complete (2025-11-25). */
  completed: boolean;
  /** The deadline passed before the user answered. */
  expired: boolean;
  /** Answers kept from an earlier, equivalent request: offered, or restored into the form. */
  draft: ElicitationDraftOfferState | null;
  /** The answers as last edited. */
  getValues: () => ElicitationValues;
  /** Valid answers were submitted: review them, or send straight away. */
  submit: (values: ElicitationValues) => void;
  /** Back from review to editing, answers kept. */
  edit: () => void;
  /** Sends the reviewed answers (accept). */
  send: () => void;
  /** Declines: the person said no (sends decline). */
  decline: () => void;
  /** Cancels: the person dismissed the request without choosing (sends cancel). */
  cancel: () => void;
  /** Escape, a close button or a click outside: cancel, stop waiting, or close a failed send's notice. */
  close: () => void;
  /** URL mode: opens the URL after consent and sends accept (unless the browser refused). */
  open: () => void;
  /** URL mode: the browser refused; the user opened the link by hand. Sends accept. */
  confirmOpened: () => void;
  /** URL mode: ends the wait and asks the host to retry the original request. */
  retry: () => void;
  /** URL mode: ends the wait and asks the host to cancel the original request. */
  stop: () => void;
  /** Puts the offered draft's answers into the form. */
  restoreDraft: () => void;
  /** Forgets the offered draft. */
  discardDraft: () => void;
}

const selectSnapshot = (snapshot: RequestSnapshot) => snapshot;

/**
 * The request around the caller: its configuration, state and actions. Re-renders the caller on
 * every state change; parts of this library read narrower slices. Throws outside `ElicitationRoot`.
 */
export function useElicitation(): ElicitationContextValue {
  const { store, t, tx, reviewBeforeSubmit, ...config } = useElicitationConfig('useElicitation()');
  const { lifecycle, answerErrors, assessment, draft } = useElicitationSelector(store, selectSnapshot);
  return {
    ...config,
    format: t,
    formatNodes: tx,
    review: reviewBeforeSubmit,
    phase: lifecycle.phase,
    result: lifecycle.result,
    pending: lifecycle.pending,
    answerErrors,
    assessment: assessment === 'failed' ? null : assessment,
    assessmentFailed: assessment === 'failed',
    completed: lifecycle.completed,
    expired: lifecycle.expired,
    draft,
    getValues: store.getValues,
    submit: store.submit,
    edit: store.edit,
    send: store.send,
    decline: store.decline,
    cancel: store.cancel,
    close: store.close,
    open: store.open,
    confirmOpened: store.confirmOpened,
    retry: store.retry,
    stop: store.stop,
    restoreDraft: store.restoreDraft,
    discardDraft: store.discardDraft,
  };
}
