/**
 * What a translator may write in each entry of a catalogue: the placeholders the components pass when
 * they fill it (an entry shown as written has none, so a `{name}` there would be shown as is), and
 * which entries are `Plural`s. The locale test holds every catalogue to it; the problems' params come
 * from core's `PROBLEM_PARAMS`, which the compiler holds to what the parser passes.
 */
import type { ProblemCode } from 'mcp-elicitation-react/core';
import { ENGLISH_PROBLEM_MESSAGES, PROBLEM_PARAMS } from '../core/problemMessages';
import type { Plural } from '../core/template';
import type { ElicitationMessages } from './messages';

/** How the components use one entry of a catalogue. */
export type EntrySpec =
  /** A template filled with these params (`{server}`, `{domain}`...); none when shown as written. */
  | { readonly template: readonly string[] }
  /** A `Plural`, each form filled with these params. */
  | { readonly plural: readonly string[] }
  /** A record keyed as the English one is (reasons, kinds), each entry used like `each`. */
  | { readonly each: EntrySpec }
  /** A group of entries by key. */
  | { readonly entries: Readonly<Record<string, EntrySpec>> }
  /** The catalogue's BCP 47 language tag. */
  | { readonly tag: true }
  /** The words that mark a secret: regular expressions by `SensitiveKind`. */
  | { readonly words: true };

const text = (...params: string[]): EntrySpec => ({ template: params });
const plural = (...params: string[]): EntrySpec => ({ plural: params });

/** The spec of one section: an entry for every key its type has (a new key fails to compile here). */
function section<S extends keyof ElicitationMessages>(
  entries: {
    readonly [K in keyof ElicitationMessages[S]]-?: EntrySpec;
  },
): EntrySpec {
  return { entries };
}

/** A problem code's entry: one template, or one per variant, a `Plural` where English has one. */
function problemEntry(code: ProblemCode): EntrySpec {
  const of = (english: string | Plural, params: readonly string[]) =>
    typeof english === 'string' ? text(...params) : plural(...params);
  const english = ENGLISH_PROBLEM_MESSAGES[code] as string | Plural | Record<string, string | Plural>;
  const params = PROBLEM_PARAMS[code] as readonly string[] | Record<string, readonly string[]>;
  if (Array.isArray(params)) return of(english as string | Plural, params);
  const variants = english as Record<string, string | Plural>;
  return {
    entries: Object.fromEntries(
      Object.entries(params as Record<string, readonly string[]>).map(([variant, names]) => [
        variant,
        of(variants[variant] as string | Plural, names),
      ]),
    ),
  };
}

/** The whole catalogue, section by section: `locale`, the words of every part, then the problems. */
export const CATALOGUE_SPEC: { readonly [S in keyof ElicitationMessages]-?: EntrySpec } = {
  locale: { tag: true },
  attribution: section<'attribution'>({
    serverKind: text(),
    serverName: text('server', 'name'),
    notHost: text(),
    version: text('server', 'version'),
    iconAlt: text(),
    messageLabel: text('server'),
    messageCut: plural('count'),
  }),
  dialog: section<'dialog'>({ formTitle: text('server'), urlTitle: text('server'), close: text() }),
  actions: section<'actions'>({
    submit: text(),
    send: text(),
    edit: text(),
    decline: text(),
    cancel: text(),
    sending: text(),
    close: text(),
    declineHint: text('server'),
    cancelHint: text('server'),
  }),
  form: section<'form'>({
    label: text('server'),
    showSecret: text(),
    showSecretLabel: text('label'),
    hideSecret: text(),
    hideSecretLabel: text('label'),
    required: text(),
    errorsLabel: text(),
    errorsSummary: plural('count'),
    errorSeparator: text(),
    yes: text(),
    no: text(),
    clearAnswer: text(),
    choose: text(),
    rangeBetween: text('minimum', 'maximum'),
    rangeAtLeast: text('minimum'),
    rangeAtMost: text('maximum'),
    wholeNumber: text(),
    lengthBetween: plural('minLength', 'maxLength'),
    lengthAtLeast: plural('count', 'minLength'),
    lengthAtMost: plural('count', 'maxLength'),
    selectedCount: plural('count'),
    selectedCountOfMax: plural('count', 'maxItems'),
    selectAtLeast: plural('count', 'minItems'),
    emailHint: text(),
    uriHint: text(),
    patternHint: text('pattern'),
    patternHintShown: text('pattern'),
    preparing: text(),
    dateTimeZone: text('timeZone'),
  }),
  errors: section<'errors'>({
    required: text(),
    requiredChoice: text(),
    type: text(),
    minLength: plural('count', 'minLength'),
    maxLength: plural('count', 'maxLength'),
    email: text(),
    uri: text(),
    date: text(),
    dateTime: text(),
    number: text(),
    integer: text(),
    minimum: text('minimum'),
    maximum: text('maximum'),
    option: text(),
    minItems: plural('count', 'minItems'),
    maxItems: plural('count', 'maxItems'),
    exclusiveMinimum: text('exclusiveMinimum'),
    exclusiveMaximum: text('exclusiveMaximum'),
    multipleOf: text('multipleOf'),
    enum: text('values'),
    uniqueItems: text(),
    format: text('format'),
    invalid: text(),
    pattern: text('pattern'),
    patternShown: text('pattern'),
  }),
  outcome: section<'outcome'>({
    accept: text('server'),
    decline: text('server'),
    cancel: text('server'),
    expired: text('server'),
  }),
  receipt: section<'receipt'>({
    label: text('server'),
    sent: plural('count', 'server'),
    sentEmpty: text('server'),
    opened: text('server'),
    decline: text('server'),
    cancel: text('server'),
    expired: text('server'),
    withdrawn: text('server'),
    answers: text('server'),
    masked: text(),
    when: text('time'),
  }),
  card: section<'card'>({ announcement: text('server', 'shortcut'), shortcutHint: text('server', 'shortcut') }),
  deadline: section<'deadline'>({ hours: plural('count'), minutes: plural('count'), warning: text() }),
  draft: section<'draft'>({ offer: text(), restore: text(), discard: text(), restored: text() }),
  review: section<'review'>({
    heading: text(),
    intro: text('server'),
    notProvided: text(),
    secretGiven: plural('count'),
    yes: text(),
    no: text(),
    noFields: text('server'),
  }),
  invalidRequest: section<'invalidRequest'>({
    heading: text(),
    intro: text('server'),
    renderFailed: text('server'),
  }),
  sendFailed: section<'sendFailed'>({ heading: text(), body: text('server'), close: text() }),
  sensitive: section<'sensitive'>({
    heading: text(),
    body: text(),
    fields: text('server', 'kind', 'label'),
    suggestion: text(),
  }),
  url: section<'url'>({
    checking: text(),
    checkFailed: text(),
    fullUrl: text(),
    open: text('server', 'domain'),
    blockedBody: text(),
    popupBlocked: text(),
    copyUrl: text(),
    copied: text(),
    copyFailed: text(),
    openedMyself: text(),
    waitingHeading: text('server', 'domain'),
    waitingBody: text('server', 'domain'),
    waitingBodyCompletion: text('server', 'domain'),
    waitingBodyManual: text('server', 'domain'),
    notOpened: text(),
    retry: text(),
    stopWaiting: text(),
    complete: text('server', 'domain'),
    openAnyway: text(),
    openAnywayBody: text('server', 'domain'),
    openConfirm: text('server', 'domain', 'danger'),
    step: text('index', 'total'),
    sequenceStopped: text(),
    sequenceDone: text(),
    sequenceDoneBody: text(),
    retryRequest: text(),
    reasons: { each: text('server') },
    verdictOk: text('server', 'domain'),
    verdictOkBody: text(),
    verdictWarn: text(),
    verdictImitates: text('server', 'site'),
    verdictBlock: text(),
    verdictCheckFailed: text(),
    moreReasons: text(),
    popupBlockedHeading: text(),
    imitates: text('server', 'site'),
    embeddedImitates: text('server', 'site', 'domain'),
    dangers: { each: text() },
    dangerImitates: text('server', 'site'),
    writtenAs: text(),
    showFullAddress: text(),
    showLessAddress: text(),
    noteHidden: text('server'),
    noteWide: text('server'),
    noteUserinfo: text('server'),
    noteIp: text('server', 'written', 'dotted'),
    notePunycode: text('server', 'encoded', 'unicode'),
    noteImitates: text('server', 'site'),
    noteRealName: text('server', 'encoded'),
    addressCut: plural('count'),
  }),
  queue: section<'queue'>({
    position: text('index', 'total'),
    withdrawn: text('server'),
    answeredElsewhere: text('server'),
    expired: text('server'),
    urlRequiredTitle: text('server'),
    dismissNotice: text(),
  }),
  connection: section<'connection'>({
    reconnecting: text(),
    unsent: plural('count'),
    outdated: text(),
    reload: text(),
    retry: text(),
  }),
  sensitiveWords: { words: true },
  kinds: { each: text() },
  problems: {
    entries: Object.fromEntries(
      (Object.keys(PROBLEM_PARAMS) as ProblemCode[]).map((code) => [code, problemEntry(code)]),
    ),
  },
};
