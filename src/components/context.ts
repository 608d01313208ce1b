/**
 * What the parts of one request read. Split by how often it changes: the configuration (request,
 * server, messages, the store itself) changes only when the host passes new props; the state is
 * read from the store through a selector, so each part re-renders only for what it shows.
 */
import type { ValidatorType } from '@rjsf/utils';
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type {
  ElicitationPhase,
  ElicitationRequest,
  ElicitationValues,
  ElicitResult,
  FieldError,
  ParseResult,
  SensitiveField,
} from '../core/protocol';
import type { ServerInfo } from '../core/server';
import type { UrlAssessment } from '../core/url';
import type { MessageParams } from '../i18n/format';
import type { ElicitationMessages } from '../i18n/messages';
import type { ElicitationSnapshot, ElicitationStore } from './ElicitationStore';

/** Ids of the parts, for ARIA wiring. */
export interface ElicitationIds {
  title: string;
  message: string;
  /** The time left to answer, when there is a deadline. */
  deadline: string;
  form: string;
  review: string;
  /** Prefix of the form's field ids. */
  idPrefix: string;
}

/** The configuration of one request, shared by its parts. */
export interface ElicitationConfig {
  store: ElicitationStore;
  parsed: ParseResult;
  /** The parsed request, or null when it cannot be rendered. */
  request: ElicitationRequest | null;
  server: ServerInfo;
  /** `title`, else `name`. */
  serverName: string;
  messages: ElicitationMessages;
  locale: string;
  /** Fills a message template as text (for attributes); `{server}` is always available. */
  t: (template: string, params?: MessageParams) => string;
  /** Fills a message template for display, each value isolated from the words around it. */
  tx: (template: string, params?: MessageParams) => ReactNode;
  validator: ValidatorType;
  reviewBeforeSubmit: boolean;
  /** URL mode: whether the host offers a retry in the waiting state. */
  canRetry: boolean;
  sensitiveFields: SensitiveField[];
  /** The request's message when it is text, even if the request cannot be rendered otherwise. */
  message: string | null;
  /** How many code units of a refused request's message were left out; 0 when it is shown whole. */
  messageOmitted: number;
  /** When the answer is due (epoch milliseconds), or null without a deadline. */
  deadline: number | null;
  ids: ElicitationIds;
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
export function useElicitationSelector<T>(store: ElicitationStore, select: (snapshot: ElicitationSnapshot) => T): T {
  const read = () => select(store.getSnapshot());
  return useSyncExternalStore(store.subscribe, read, read);
}

export const selectPhase = (snapshot: ElicitationSnapshot): ElicitationPhase => snapshot.lifecycle.phase;
export const selectAssessment = (snapshot: ElicitationSnapshot): UrlAssessment | null =>
  snapshot.assessment === 'failed' ? null : snapshot.assessment;

/** Everything about one request, for hosts that compose the parts or build their own. */
export interface ElicitationContextValue extends Omit<ElicitationConfig, 'store'> {
  phase: ElicitationPhase;
  /** The result delivered to the host, once answered. */
  result: ElicitResult | null;
  /** In review: the accept that `send` delivers. */
  pending: ElicitResult | null;
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
  draft: ElicitationSnapshot['draft'];
  /** The answers as last edited. */
  getValues: () => ElicitationValues;
  /** Valid answers were submitted: review them, or send straight away. */
  submit: (values: ElicitationValues) => void;
  /** Back from review to editing, answers kept. */
  edit: () => void;
  /** Sends the reviewed answers (accept). */
  send: () => void;
  decline: () => void;
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

const selectSnapshot = (snapshot: ElicitationSnapshot) => snapshot;

/**
 * The request around the caller: its configuration, state and actions. Re-renders the caller on
 * every state change; parts of this library read narrower slices. Throws outside `ElicitationRoot`.
 */
export function useElicitation(): ElicitationContextValue {
  const { store, ...config } = useElicitationConfig('useElicitation()');
  const { lifecycle, answerErrors, assessment, draft } = useElicitationSelector(store, selectSnapshot);
  return {
    ...config,
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
