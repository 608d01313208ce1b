/**
 * Every string the components show. Templates use `{name}` placeholders; counts that need plural
 * forms are `Plural` objects chosen with `Intl.PluralRules` for the locale.
 */
import type { SensitiveKind, SensitiveWords, UrlReason } from 'mcp-elicitation-react/core';
import type { Plural } from '../core/template';

export type { Plural };

/**
 * A message catalogue: every word the components show, in one language. English (`en`) is built in;
 * every other language is its own entry (`mcp-elicitation-react/locales/ko`), so a host ships only the
 * languages it imports. Pass one as `messages`; `mergeMessages` applies a host's own wording on top.
 */
export interface ElicitationMessages {
  /** The catalogue's BCP 47 language tag (`'en'`, `'ko'`): the default `locale` for numbers and dates. */
  locale: string;
  /**
   * Attribution: who is asking. The header's headline is the server's display name; below it, one
   * quieter line: its MCP name, its version, and that the request is not from the host.
   */
  attribution: {
    /** The kind of sender, when the server has no title distinct from its name. */
    serverKind: string;
    /** The kind of sender with its MCP `{name}`, when the headline shows a different title. */
    serverName: string;
    notHost: string;
    version: string;
    iconAlt: string;
    /** Accessible name of the scrollable message region. */
    messageLabel: string;
    /** After a refused request's message, shown up to the documented length: `{count}` characters left out. */
    messageCut: Plural;
  };
  dialog: {
    /** Accessible name of the dialog for a form request. */
    formTitle: string;
    /** Accessible name of the dialog for a URL request. */
    urlTitle: string;
    close: string;
  };
  actions: {
    submit: string;
    send: string;
    edit: string;
    decline: string;
    cancel: string;
    sending: string;
    /** Closes the notice of an expired request. */
    close: string;
    /** Under the buttons, and Decline's accessible description: what Decline does (`{server}`). */
    declineHint: string;
    /** Under the buttons, and the accessible description of Cancel and ×: what they do. */
    cancelHint: string;
  };
  form: {
    /** Accessible name of the form. */
    label: string;
    /** The button that shows a secret-looking answer as typed (it is masked by default). */
    showSecret: string;
    /** Its accessible name: `{label}` is the field's. */
    showSecretLabel: string;
    /** The same button once the answer is shown. */
    hideSecret: string;
    hideSecretLabel: string;
    required: string;
    /** rjsf's own error list heading (hosts that turn `showErrorList` on). */
    errorsLabel: string;
    /** Announced when submit finds invalid answers. */
    errorsSummary: Plural;
    /** Between a field's name and its message in the error summary ("Name: Enter an answer."). */
    errorSeparator: string;
    /** Optional yes/no fields without a default. */
    yes: string;
    no: string;
    clearAnswer: string;
    /** Placeholder option of a long single-select. */
    choose: string;
    /** Range hints for numbers. */
    rangeBetween: string;
    rangeAtLeast: string;
    rangeAtMost: string;
    wholeNumber: string;
    /** Length hints for text; `lengthBetween`'s form is chosen for the range (`Intl.PluralRules#selectRange`). */
    lengthBetween: Plural;
    lengthAtLeast: Plural;
    lengthAtMost: Plural;
    /** Live count of a multi-select. */
    selectedCount: Plural;
    selectedCountOfMax: Plural;
    selectAtLeast: Plural;
    /** Format hints. */
    emailHint: string;
    uriHint: string;
    /** Hint of a field with a `pattern`; `{pattern}` holds the regular expression (not shown by default). */
    patternHint: string;
    /** The same with the regular expression shown (`showPatterns`): `{pattern}`. */
    patternHintShown: string;
    /** Where the form goes while the engine that checks `pattern` loads (a moment, once per page). */
    preparing: string;
    dateTimeZone: string;
  };
  /** One message per validation code of `core`. Params are the code's `params`. */
  errors: {
    required: string;
    requiredChoice: string;
    type: string;
    minLength: Plural;
    maxLength: Plural;
    email: string;
    uri: string;
    date: string;
    dateTime: string;
    number: string;
    integer: string;
    minimum: string;
    maximum: string;
    option: string;
    minItems: Plural;
    maxItems: Plural;
    /** A bound the answer must be greater than (`exclusiveMinimum`). */
    exclusiveMinimum: string;
    /** A bound the answer must be less than (`exclusiveMaximum`). */
    exclusiveMaximum: string;
    multipleOf: string;
    /** The answer is not one of `{values}` (`enum` or `const` on a typed field). */
    enum: string;
    /** A multi-select answer lists an option twice. */
    uniqueItems: string;
    /** The answer does not match the schema's `{format}` (beyond email, uri, date, date-time). */
    format: string;
    /** Any other schema error (custom forms using the theme). */
    invalid: string;
    /**
     * The answer does not match the server's `pattern`. Says what is expected without the regular
     * expression itself, which `{pattern}` holds for a host that wants to show it.
     */
    pattern: string;
    /** The same with the regular expression shown (`showPatterns`): `{pattern}`. */
    patternShown: string;
  };
  /** What the panel says once the request is answered. */
  outcome: {
    accept: string;
    decline: string;
    cancel: string;
    /** The deadline passed first: cancel was sent. */
    expired: string;
  };
  /**
   * What a settled request collapses to in a transcript (`ElicitationReceipt`), in the app's voice.
   * `{server}` is the asking server's name; `{count}` how many answers were sent.
   */
  receipt: {
    /** Accessible name of the receipt. */
    label: string;
    /** Form accept with answers. */
    sent: Plural;
    /** Form accept with nothing filled in. */
    sentEmpty: string;
    /** URL accept: consent to open the page. */
    opened: string;
    decline: string;
    cancel: string;
    /** The deadline passed unanswered: the server got cancel. */
    expired: string;
    /** The server (or the host) took the request back unanswered. */
    withdrawn: string;
    /** Accessible name of the list of answers. */
    answers: string;
    /** Stands in for the value of an answer that looks like a secret. */
    masked: string;
    /** Beside the time: when the answer went, or the request ended. */
    when: string;
  };
  /** The inline card of a transcript (`ElicitationCard`). */
  card: {
    /** Said politely when a card appears, while focus stays where it was (e.g. the composer). */
    announcement: string;
    /** Shown on the card: how to reach it from the keyboard. `{shortcut}` is e.g. "Alt+Shift+A". */
    shortcutHint: string;
  };
  /** The time left to answer, when the host knows a deadline. `{count}` is whole hours or minutes. */
  deadline: {
    /** More than `count` hours left. */
    hours: Plural;
    /** At most `count` minutes left (two or more). */
    minutes: Plural;
    /** The last minute. */
    warning: string;
  };
  /** Answers kept from an earlier, equivalent request. */
  draft: {
    offer: string;
    restore: string;
    discard: string;
    /** Said once the answers are back in the form. */
    restored: string;
  };
  review: {
    heading: string;
    intro: string;
    notProvided: string;
    /** A secret-looking answer in the review: given, and its length, never its value. */
    secretGiven: Plural;
    yes: string;
    no: string;
    noFields: string;
  };
  invalidRequest: {
    heading: string;
    intro: string;
    /** Shown when rendering the request failed unexpectedly; Decline and Cancel stay available. */
    renderFailed: string;
  };
  /** When the host could not send the answer. */
  sendFailed: {
    heading: string;
    body: string;
    close: string;
  };
  sensitive: {
    heading: string;
    body: string;
    fields: string;
    suggestion: string;
  };
  /** URL mode: consent, warnings, opening, waiting. */
  url: {
    checking: string;
    checkFailed: string;
    fullUrl: string;
    open: string;
    blockedBody: string;
    popupBlocked: string;
    copyUrl: string;
    copied: string;
    copyFailed: string;
    openedMyself: string;
    waitingHeading: string;
    /** The waiting state when "I’m done, retry" is offered. */
    waitingBody: string;
    /** The waiting state when the server's completion notification ends it (2025-11-25, no retry offered). */
    waitingBodyCompletion: string;
    /** The waiting state when neither a retry nor a completion notification is expected. */
    waitingBodyManual: string;
    notOpened: string;
    retry: string;
    stopWaiting: string;
    complete: string;
    /** A warned URL's deliberate second step: the disclosure that reveals the way to open it anyway. */
    openAnyway: string;
    /** What the disclosure says before the button that opens a warned URL. */
    openAnywayBody: string;
    /** The button that opens a warned URL, once the user has asked for it: `{domain}`, and `{danger}` (the first reason's short name). */
    openConfirm: string;
    step: string;
    sequenceStopped: string;
    /** The -32042 walkthrough's step indicator once every page is open. */
    sequenceDone: string;
    /** What to do next, under who is asking, on the walkthrough's last screen. */
    sequenceDoneBody: string;
    retryRequest: string;
    /** One plain sentence per reason code of `assessUrl`. */
    reasons: Record<UrlReason, string>;
    /** The verdict band's headline for an ordinary URL, e.g. "Opens example.com". */
    verdictOk: string;
    /** What the band says under it. */
    verdictOkBody: string;
    /** The band's headline for a warned URL. */
    verdictWarn: string;
    /** The band's headline for a warned URL made to look like another site: `{site}`, the site imitated. */
    verdictImitates: string;
    /** The band's headline for a blocked URL. */
    verdictBlock: string;
    /** The band's headline when the address could not be checked. */
    verdictCheckFailed: string;
    /** Before the reasons that follow the first, in the band. */
    moreReasons: string;
    /** The band's headline once the browser refused to open the new tab. */
    popupBlockedHeading: string;
    /** The lookalike reason, when the check can tell which site is imitated: `{site}`. */
    imitates: string;
    /** The `embedded-domain` reason, naming the site spelled in front and the real one: `{site}`, `{domain}`. */
    embeddedImitates: string;
    /** The short name of each reason's danger, put on the button that opens a warned URL anyway. */
    dangers: Record<UrlReason, string>;
    /** A lookalike's danger on that button, when the imitated site is known: `{site}`. */
    dangerImitates: string;
    /** Label of the address as the server wrote it, when that differs from what would open. */
    writtenAs: string;
    /** Unfolds a long address. */
    showFullAddress: string;
    /** Folds it again. */
    showLessAddress: string;
    /** Under the address: what a `⟨U+200B⟩` token stands for. */
    noteHidden: string;
    /** Under the address: what the marked wide or styled letters are. */
    noteWide: string;
    /** Under the address: the struck-through user part. */
    noteUserinfo: string;
    /** Under the address: an IP address in disguise and its ordinary form: `{written}`, `{dotted}`. */
    noteIp: string;
    /** Under the address: an `xn--` name and how it reads in Unicode: `{encoded}`, `{unicode}`. */
    notePunycode: string;
    /** Under the address: a lookalike and the site it imitates: `{site}`. */
    noteImitates: string;
    /**
     * Under the address of a lookalike: its real (`xn--`) name, instead of `notePunycode`, whose
     * Unicode form would read as the imitated site: `{encoded}`.
     */
    noteRealName: string;
    /** Under an address too long to show whole: `{count}` characters left out. */
    addressCut: Plural;
  };
  /** What `ElicitationProvider` adds around each request. */
  queue: {
    /** Where the shown request stands, e.g. "Request 1 of 3". */
    position: string;
    /** Shown when the server withdrew (cancelled, timed out) the request the user was looking at. */
    withdrawn: string;
    /** Shown in the other tabs when one tab answered a request from a server-side client (the bridge). */
    answeredElsewhere: string;
    /** Shown when the host's deadline for the request the user was looking at passed. */
    expired: string;
    /** Accessible name of the dialog that walks through the pages of a `-32042` error. */
    urlRequiredTitle: string;
    /** Closes a notice. */
    dismissNotice: string;
  };
  /** What `ElicitationConnectionNotice` says about the connection to a bridge endpoint. */
  connection: {
    /** The connection to the server was lost; the next attempt is under way. */
    reconnecting: string;
    /** Answers given and kept until the connection is back: `{count}` of them. */
    unsent: Plural;
    /** The endpoint no longer speaks this page's protocol. */
    outdated: string;
    /** The button that reloads the page. */
    reload: string;
    /** While reconnecting: the button that tries again at once instead of waiting. */
    retry: string;
  };
  /**
   * The words in this language that tell a field asks for a secret (English ones are always checked,
   * from core): a password, an API key... Each is a regular expression run with the `iu` flags on a
   * field's name, title and description. `{}` when the language adds none.
   */
  sensitiveWords: SensitiveWords;
  /** How a sentence names each kind of secret ("a password", "an API key"). */
  kinds: Record<SensitiveKind, string>;
  /**
   * One sentence per problem code of `parseElicitationRequest`, listed when a request cannot be
   * shown (`ElicitationProblems`); see `ProblemMessages`.
   */
  problems: ProblemMessages;
}

/**
 * What `ElicitationProblems` says about each problem, by code (`Problem.code`), filled with the
 * problem's `params` (`ProblemParams` in `mcp-elicitation-react/core`). Where a code covers several
 * situations the entry has one sentence per `params.variant`; a `Plural` is chosen by the number named
 * beside it. `{value}` and `{name}` are the server's own values (JSON, cut at 40 characters, shown
 * as written); words in double quotes are JSON Schema's keywords and stay as they are.
 */
export interface ProblemMessages {
  'request-unreadable': string;
  'params-not-object': string;
  /** What JSON cannot hold; `not-finite` has `{value}` (`NaN`, `Infinity`). */
  'params-not-json': {
    'not-finite': string;
    undefined: string;
    bigint: string;
    symbol: string;
    function: string;
    cycle: string;
    'not-plain': string;
    getter: string;
    unreadable: string;
  };
  /** Chosen by `{limit}` (characters of JSON). */
  'request-too-large': Plural;
  /** Chosen by `{limit}` (levels). */
  'request-too-deep': Plural;
  /** Chosen by `{count}` (fields); `{limit}`. */
  'too-many-fields': Plural;
  /** Chosen by `{count}` (options); `{limit}`. */
  'too-many-options': Plural;
  /** Per text; chosen by `{count}` (its length in characters); `{limit}`. */
  'text-too-long': {
    message: Plural;
    title: Plural;
    description: Plural;
    'property-name': Plural;
    'option-value': Plural;
    'option-title': Plural;
    'option-label': Plural;
    'elicitation-id': Plural;
  };
  /** `keyword`: `{keyword}`; `format-name`: `{value}`. */
  'constraint-unsupported': { keyword: string; 'format-name': string };
  'message-missing': string;
  'message-not-string': string;
  /** `{value}`: the mode. */
  'mode-unknown': string;
  'url-missing': string;
  'url-not-string': string;
  'elicitation-id-not-string': string;
  'schema-missing': string;
  'schema-not-object': string;
  'schema-type-not-object': string;
  'properties-not-object': string;
  /** `{name}`: the property. */
  'property-not-object': string;
  /** `{name}`: the property. */
  'type-missing': string;
  /** `{value}`: the type. */
  'type-unknown': string;
  /** `{name}`: the property. */
  'nested-object': string;
  'array-items-invalid': string;
  /** `{keyword}`. */
  'ref-unsupported': string;
  /** `{ref}`: the reference; `conflict`: `{keyword}`; `too-deep`: chosen by `{limit}`. */
  'ref-unresolved': {
    remote: string;
    'not-pointer': string;
    escaped: string;
    missing: string;
    cycle: string;
    conflict: string;
    'too-deep': Plural;
  };
  'type-union': string;
  /** `{keyword}`. */
  'literal-union-mixed': string;
  /** `{keyword}`, by where it was found. */
  'combinator-unsupported': {
    'not-in-schema': string;
    'requested-schema': string;
    'select-only': string;
    'items-only': string;
  };
  'enum-empty': {
    options: string;
    'titled-options': string;
    'allowed-values': string;
    'none-of-type': string;
    'none-fit': string;
  };
  'enum-value-not-string': string;
  /** `{value}`: the option. */
  'enum-duplicate': string;
  'option-invalid': string;
  /** Chosen by `{count}` (labels); `{options}`. */
  'enum-names-length': Plural;
  'enum-names-not-string': string;
  /** `{keyword}`, by what it must be. */
  'constraint-invalid': {
    count: string;
    number: string;
    'draft4-boolean': string;
    'format-name': string;
    'positive-number': string;
    boolean: string;
  };
  /**
   * `reversed`: `{lowKeyword}` `{low}` `{highKeyword}` `{high}`; `no-whole-number`: `{low}` `{high}`;
   * `too-few-options`: chosen by `{count}` (options), `{minItems}`.
   */
  'range-invalid': {
    reversed: string;
    'no-whole-number': string;
    'none-within': string;
    'no-whole-number-within': string;
    'too-few-options': Plural;
  };
  'required-not-array': string;
  'required-not-string': string;
  /** `{name}`. */
  'required-unknown-property': string;
  'properties-missing': string;
  /** `{value}`: the format. */
  'format-unknown': string;
  /** `{value}`, `{name}`, `{check}` (the validation code it breaks). */
  'default-invalid': string;
  'pattern-invalid': string;
  /** `unsupported` has `{limit}`: the longest repeat the engine runs. */
  'pattern-unsupported': { invalid: string; backreference: string; lookaround: string; unsupported: string };
  /** `{keyword}`: title or description. */
  'annotation-not-string': string;
  /** `{name}`. */
  'required-duplicate': string;
  /** `{keyword}`, by what honouring it does. */
  'constraint-honoured': { answers: string; options: string };
  /** `{value}`: the option; `{keyword}`: the validation code it breaks. */
  'option-unreachable': string;
  /** `union` has `{keyword}`. */
  'nullable-normalized': { 'type-array': string; keyword: string; union: string };
  'default-null-dropped': string;
  /** `{ref}`: the reference. */
  'ref-inlined': string;
  'all-of-unwrapped': string;
  /** `{keyword}`. */
  'literal-union-normalized': string;
  'const-normalized': string;
  /** `{type}`: the JSON Schema type. */
  'type-inferred': string;
  /** Chosen by `{count}`: the problems not listed. */
  'problems-truncated': Plural;
}

/** A deep-partial catalogue for overrides. */
export type ElicitationMessagesOverride = {
  [Section in Exclude<keyof ElicitationMessages, 'locale'>]?: Partial<ElicitationMessages[Section]>;
};
