/**
 * URL mode's parts as drawn: the verdict band and the consent (address, the deliberate second step,
 * the waiting state). Loaded, like the URL checker, only when a URL request is shown
 * (`./ElicitationUrlConsent`), so a form-mode page never carries them.
 */
import type { UrlAssessment } from 'mcp-elicitation-react/core';
import { forwardRef, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { urlWait } from '../core/revision';
import { fillPlural } from '../i18n/format';
import { HostLabel } from '../rjsf/isolation';
import { ActionButton } from './ActionButton';
import { composeRefs } from './compose';
import { selectAssessment, selectPhase, useElicitationConfig, useElicitationSelector } from './context';
import type { ElicitationUrlConsentProps, ElicitationUrlVerdictProps } from './ElicitationUrlConsent';
import { renderPart } from './Part';
import type { RequestSnapshot } from './RequestStore';
import { addressNotes, annotatedText, dangerName, reasonSentence, showsWritten, WRITTEN_LIMIT } from './urlAnnotations';
import { destinationName, urlParts } from './urlParts';
import { VerdictIcon, type VerdictLevel } from './VerdictIcon';

const selectAssessmentFailed = (snapshot: RequestSnapshot) => snapshot.assessment === 'failed';
const selectUnanswered = (snapshot: RequestSnapshot) => snapshot.lifecycle.result === null;
const selectCompleted = (snapshot: RequestSnapshot) => snapshot.lifecycle.completed;
const selectHostDetails = (snapshot: RequestSnapshot) => snapshot.hostDetails;

/** Addresses longer than this are folded behind "Show full address". */
const FOLD_LENGTH = 160;

/** A block of address text: folded to a few lines when long, unfolded to a bounded box that scrolls. */
function AddressText({
  slot,
  folded,
  label,
  children,
}: {
  slot: string;
  folded: boolean | null;
  label: string;
  children: ReactNode;
}) {
  return (
    <section
      data-slot={slot}
      dir="ltr"
      data-fold={folded === null ? undefined : folded ? 'folded' : 'unfolded'}
      // Unfolded, the box scrolls: it must be reachable by keyboard, and named.
      tabIndex={folded === false ? 0 : undefined}
      aria-label={folded === false ? label : undefined}
    >
      <bdi>{children}</bdi>
    </section>
  );
}

/**
 * The full URL exactly as the browser would open it, never a link: the host highlighted wherever
 * it is, its registrable domain strongest, and any user part (`name@`) struck through.
 */
function FullUrl({
  assessment,
  url,
  folded,
  label,
}: {
  assessment: UrlAssessment;
  url: string;
  folded: boolean | null;
  label: string;
}) {
  const parts = assessment.href ? urlParts(assessment.href, assessment.registrableDomain) : null;
  return (
    <AddressText slot="elicitation-url-full" folded={folded} label={label}>
      {parts ? (
        <>
          {parts.scheme}
          {parts.userinfo ? <del data-slot="elicitation-url-userinfo">{parts.userinfo}</del> : null}
          <span data-slot="elicitation-url-host">
            {parts.subdomain}
            <mark data-slot="elicitation-url-domain-highlight">{parts.domain}</mark>
          </span>
          {parts.rest}
        </>
      ) : (
        (assessment.href ?? url)
      )}
    </AddressText>
  );
}

/**
 * The address, annotated: as the server wrote it when that hides a trick the serialised form no
 * longer shows (invisible characters as `⟨U+200B⟩`, wide letters marked), the full URL, then a note
 * per mark and per trick (a disguised IP's dotted form, an `xn--` name's Unicode form, the site a
 * lookalike imitates). A long address folds behind "Show full address", so the verdict and the
 * buttons stay in view.
 */
function Address({ assessment, url }: { assessment: UrlAssessment; url: string }) {
  const { store, messages, tx, locale, dir } = useElicitationConfig('<ElicitationUrlConsent>');
  const details = useElicitationSelector(store, selectHostDetails);
  const [unfolded, setUnfolded] = useState(false);
  const foldId = useId();
  const written = showsWritten(assessment, url);
  const writtenText = written ? url.slice(0, WRITTEN_LIMIT) : '';
  const marks = annotatedText(writtenText);
  const long = Math.max(url.length, assessment.href?.length ?? 0) > FOLD_LENGTH;
  const folded = long ? !unfolded : null;
  const userinfo = assessment.href ? Boolean(urlParts(assessment.href, null)?.userinfo) : false;
  const notes = addressNotes(
    assessment,
    url,
    { hidden: marks.hidden, wide: marks.wide, userinfo },
    details,
    messages.url,
  );
  return (
    <div data-slot="elicitation-url-address" id={foldId}>
      {written ? (
        <>
          <span data-slot="elicitation-url-full-label">{messages.url.writtenAs}</span>
          <AddressText slot="elicitation-url-written" folded={folded} label={messages.url.writtenAs}>
            {marks.nodes}
            {url.length > WRITTEN_LIMIT ? (
              // The app's words inside the left-to-right address: written in the page's direction.
              <span data-slot="elicitation-url-cut" dir={dir}>
                {' … '}
                {fillPlural(messages.url.addressCut, url.length - WRITTEN_LIMIT, {}, locale)}
              </span>
            ) : null}
          </AddressText>
        </>
      ) : null}
      {/*
        A blocked address never opens: the URL parser's tidy form (which drops what made it blocked,
        an invisible character for one) would only show a skimming person the site being imitated.
      */}
      {written && assessment.verdict === 'block' ? null : (
        <>
          <span data-slot="elicitation-url-full-label">{messages.url.fullUrl}</span>
          <FullUrl assessment={assessment} url={url} folded={folded} label={messages.url.fullUrl} />
        </>
      )}
      {long ? (
        <button
          type="button"
          data-slot="elicitation-url-fold"
          data-action="unfold-address"
          aria-expanded={unfolded}
          aria-controls={foldId}
          onClick={() => setUnfolded((open) => !open)}
        >
          {unfolded ? messages.url.showLessAddress : messages.url.showFullAddress}
        </button>
      ) : null}
      {notes.length > 0 ? (
        <ul data-slot="elicitation-url-notes">
          {notes.map((note) => (
            <li key={note.kind} data-kind={note.kind}>
              {tx(note.template, note.params)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Copies the URL for opening by hand, saying whether it worked. */
function CopyUrlButton({ href }: { href: string }) {
  const { messages } = useElicitationConfig('CopyUrlButton');
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(href);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };
  return (
    <span data-slot="elicitation-copy-url">
      <ActionButton action="copy" variant="secondary" onClick={copy}>
        {messages.url.copyUrl}
      </ActionButton>
      <span role="status" data-slot="elicitation-copy-status" data-state={status}>
        {status === 'copied' ? messages.url.copied : status === 'failed' ? messages.url.copyFailed : null}
      </span>
    </span>
  );
}

/**
 * A warned URL's way to open it anyway, deliberately not one click: a disclosure ("I still want to
 * open it") reveals who to trust and a secondary button that names the danger ("I understand (not
 * encrypted), open <domain>"), scrolled into view. The step lives in this component's state: the
 * lifecycle only learns of the open itself.
 */
function OpenAnyway({ assessment, domain }: { assessment: UrlAssessment; domain: string }) {
  const { store, messages, locale, t, tx, ids } = useElicitationConfig('OpenAnyway');
  const imitates = useElicitationSelector(store, selectHostDetails)?.imitates ?? null;
  const [expanded, setExpanded] = useState(false);
  const step = useRef<HTMLDivElement>(null);
  const regionId = `${ids.idPrefix}-open-anyway`;
  useEffect(() => {
    // What was revealed must not stay hidden under the buttons of a scrolling dialog.
    if (expanded) step.current?.scrollIntoView?.({ block: 'nearest' });
  }, [expanded]);
  return (
    <div data-slot="elicitation-url-open-anyway" data-state={expanded ? 'open' : 'closed'}>
      <button
        type="button"
        data-slot="elicitation-open-anyway"
        aria-expanded={expanded}
        aria-controls={regionId}
        onClick={() => setExpanded((open) => !open)}
      >
        {messages.url.openAnyway}
      </button>
      <div id={regionId} ref={step} data-slot="elicitation-url-open-anyway-step" hidden={!expanded}>
        <p>{tx(messages.url.openAnywayBody, { domain })}</p>
        <ActionButton action="open" variant="caution" onClick={store.open}>
          <HostLabel
            template={messages.url.openConfirm}
            params={{ domain, danger: dangerName(assessment, imitates, messages.url, t) }}
            locale={locale}
          />
        </ActionButton>
      </div>
    </div>
  );
}

/** @internal What `ElicitationUrlVerdict` draws (see there). */
export const ElicitationUrlVerdict = /* @__PURE__ */ forwardRef<HTMLElement, ElicitationUrlVerdictProps>(
  function ElicitationUrlVerdict(props, ref) {
    const { store, request, messages, tx, canRetry, ids } = useElicitationConfig('<ElicitationUrlVerdict>');
    const phase = useElicitationSelector(store, selectPhase);
    const assessment = useElicitationSelector(store, selectAssessment);
    const assessmentFailed = useElicitationSelector(store, selectAssessmentFailed);
    const completed = useElicitationSelector(store, selectCompleted);
    const band = useRef<HTMLElement | null>(null);
    const setRefs = useMemo(() => composeRefs(ref, band), [ref]);
    const moved = phase === 'waiting' || phase === 'popup-blocked';
    const imitates = useElicitationSelector(store, selectHostDetails)?.imitates ?? null;
    useEffect(() => {
      // The button that was pressed disappears: move focus to what replaced it, as the review does.
      if (moved) band.current?.focus();
    }, [moved]);
    if (request?.mode !== 'url') return null;
    const titleId = `${ids.idPrefix}-verdict`;
    const domain = assessment ? destinationName(assessment, request.url) : '';
    let level: VerdictLevel;
    let state: string;
    let headline: ReactNode;
    let body: ReactNode = null;
    let role: 'alert' | 'status' | undefined;
    let extra: ReactNode = null;
    let firstReason: string | undefined;
    if (!assessment) {
      level = assessmentFailed ? 'block' : 'pending';
      state = assessmentFailed ? 'check-failed' : 'checking';
      headline = assessmentFailed ? messages.url.verdictCheckFailed : messages.url.checking;
      body = assessmentFailed ? messages.url.checkFailed : null;
      role = assessmentFailed ? 'alert' : 'status';
    } else if (completed) {
      level = 'ok';
      state = 'complete';
      headline = tx(messages.url.complete, { domain });
      role = 'status';
    } else if (phase === 'waiting' && assessment.href) {
      level = 'pending';
      state = 'waiting';
      role = 'status';
      headline = tx(messages.url.waitingHeading, { domain });
      body = tx(
        canRetry
          ? messages.url.waitingBody
          : urlWait(request)?.wait === 'completion'
            ? messages.url.waitingBodyCompletion
            : messages.url.waitingBodyManual,
        { domain },
      );
      // Indeterminate: the server, not this page, knows when the user is done.
      extra = (
        <div data-slot="elicitation-progress" role="progressbar" aria-labelledby={titleId}>
          <span data-slot="elicitation-progress-bar" />
        </div>
      );
    } else if (phase === 'popup-blocked' && assessment.href) {
      level = 'info';
      state = 'popup-blocked';
      role = 'alert';
      headline = messages.url.popupBlockedHeading;
      body = messages.url.popupBlocked;
      extra = <CopyUrlButton href={assessment.href} />;
    } else {
      level = assessment.verdict;
      state = assessment.verdict;
      role = assessment.verdict === 'ok' ? undefined : 'alert';
      // A warned link made to look like another site says which in its headline.
      headline =
        assessment.verdict === 'ok'
          ? tx(messages.url.verdictOk, { domain })
          : assessment.verdict === 'warn'
            ? imitates
              ? tx(messages.url.verdictImitates, { site: imitates })
              : messages.url.verdictWarn
            : messages.url.verdictBlock;
      // A named imitation says the most: it leads a warned URL's reasons.
      const lookalike = assessment.reasons.find((reason) => reason === 'idn-lookalike' || reason === 'ascii-lookalike');
      const reasons =
        assessment.verdict === 'warn' && imitates && lookalike
          ? [lookalike, ...assessment.reasons.filter((reason) => reason !== lookalike)]
          : assessment.reasons;
      const [first, ...others] = reasons;
      firstReason = first;
      if (first === undefined) {
        body = messages.url.verdictOkBody;
      } else {
        const sentence = reasonSentence(first, imitates, messages.url, assessment.registrableDomain);
        body = tx(sentence.template, sentence.params);
        if (others.length > 0) {
          extra = (
            <div data-slot="elicitation-url-more-reasons">
              <p data-slot="elicitation-url-more-reasons-label">{messages.url.moreReasons}</p>
              <ul data-slot="elicitation-url-reasons">
                {others.map((reason) => {
                  const other = reasonSentence(reason, imitates, messages.url, assessment.registrableDomain);
                  return (
                    <li key={reason} data-reason={reason}>
                      {tx(other.template, other.params)}
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        }
      }
      if (assessment.verdict === 'block') {
        extra = (
          <>
            {extra}
            <p data-slot="elicitation-url-blocked-body">{messages.url.blockedBody}</p>
          </>
        );
      }
    }
    const content = (
      <>
        {/* An ordinary link is neutral (browsers never badge an address "safe"); a finished one is done. */}
        <VerdictIcon level={state === 'ok' ? 'open' : level} />
        <div data-slot="elicitation-url-verdict-text">
          {/* Focusable from script only: the dialog starts here in URL mode (WAI-ARIA dialog pattern). */}
          <h3 id={titleId} tabIndex={-1} data-slot="elicitation-url-verdict-title">
            {headline}
          </h3>
          {body === null ? null : (
            <p data-slot="elicitation-url-verdict-reason" data-reason={firstReason}>
              {body}
            </p>
          )}
          {extra}
        </div>
      </>
    );
    return renderPart(
      'div',
      {
        'data-slot': 'elicitation-url-verdict',
        'data-verdict': level,
        'data-state': state,
        role,
        'aria-labelledby': titleId,
        tabIndex: moved ? -1 : undefined,
      },
      props,
      setRefs,
      content,
    );
  },
);

/** @internal What `ElicitationUrlConsent` draws (see there). */
export const ElicitationUrlConsent = /* @__PURE__ */ forwardRef<HTMLElement, ElicitationUrlConsentProps>(
  function ElicitationUrlConsent({ verdict = true, ...props }, ref) {
    const { store, request, messages } = useElicitationConfig('<ElicitationUrlConsent>');
    const phase = useElicitationSelector(store, selectPhase);
    const unanswered = useElicitationSelector(store, selectUnanswered);
    const assessment = useElicitationSelector(store, selectAssessment);
    const assessmentFailed = useElicitationSelector(store, selectAssessmentFailed);
    if (request?.mode !== 'url') return null;
    const band = verdict ? <ElicitationUrlVerdict /> : null;
    if (!assessment) {
      return renderPart(
        'div',
        { 'data-slot': 'elicitation-url-consent', 'data-state': assessmentFailed ? 'check-failed' : 'checking' },
        props,
        ref,
        band,
      );
    }
    const domain = destinationName(assessment, request.url);
    const warned = assessment.verdict === 'warn';
    const content = (
      <>
        {band}
        <Address assessment={assessment} url={request.url} />
        {warned && phase === 'editing' && assessment.href && unanswered ? (
          <OpenAnyway assessment={assessment} domain={domain} />
        ) : null}
        {phase === 'waiting' && assessment.href ? (
          <p data-slot="elicitation-url-not-opened">
            {messages.url.notOpened} <CopyUrlButton href={assessment.href} />
          </p>
        ) : null}
      </>
    );
    return renderPart(
      'div',
      { 'data-slot': 'elicitation-url-consent', 'data-state': phase, 'data-verdict': assessment.verdict },
      props,
      ref,
      content,
    );
  },
);
