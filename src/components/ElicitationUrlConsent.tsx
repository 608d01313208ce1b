import { type ComponentPropsWithoutRef, forwardRef, useEffect, useRef, useState } from 'react';
import type { UrlAssessment } from '../core/url';
import { Isolated } from '../rjsf/isolation';
import { ActionButton } from './ActionButton';
import { selectAssessment, selectPhase, useElicitationConfig, useElicitationSelector } from './context';
import type { ElicitationSnapshot } from './ElicitationStore';
import { type AsChildProp, renderPart } from './Part';
import { destinationName, urlParts } from './urlParts';

/** Props of `ElicitationUrlConsent`. */
export interface ElicitationUrlConsentProps extends ComponentPropsWithoutRef<'div'>, AsChildProp {}

const selectAssessmentFailed = (snapshot: ElicitationSnapshot) => snapshot.assessment === 'failed';
const selectUnanswered = (snapshot: ElicitationSnapshot) => snapshot.lifecycle.result === null;
const selectCompleted = (snapshot: ElicitationSnapshot) => snapshot.lifecycle.completed;

/**
 * The full URL exactly as the browser would open it, never a link: the host highlighted wherever
 * it is, its registrable domain strongest, and any user part (`name@`) marked as not the destination.
 */
function FullUrl({ assessment, url }: { assessment: UrlAssessment; url: string }) {
  const parts = assessment.href ? urlParts(assessment.href, assessment.registrableDomain) : null;
  return (
    <p data-slot="elicitation-url-full" dir="ltr">
      <bdi>
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
      </bdi>
    </p>
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
 * open it") reveals who to trust and a secondary "I understand, open <domain>". The step lives in
 * this component's state: the lifecycle only learns of the open itself.
 */
function OpenAnyway({ domain }: { domain: string }) {
  const { store, messages, t, tx, ids } = useElicitationConfig('OpenAnyway');
  const [expanded, setExpanded] = useState(false);
  const regionId = `${ids.idPrefix}-open-anyway`;
  return (
    <div data-slot="elicitation-url-open-anyway" data-state={expanded ? 'open' : 'closed'}>
      <button
        type="button"
        data-slot="elicitation-disclosure"
        aria-expanded={expanded}
        aria-controls={regionId}
        onClick={() => setExpanded((open) => !open)}
      >
        {messages.url.openAnyway}
      </button>
      <div id={regionId} data-slot="elicitation-url-open-anyway-step" hidden={!expanded}>
        <p>{tx(messages.url.openAnywayBody, { domain })}</p>
        <ActionButton action="open" variant="secondary" onClick={store.open}>
          {t(messages.url.openConfirm, { domain })}
        </ActionButton>
      </div>
    </div>
  );
}

/**
 * URL mode (specification: "URL Mode Security"): where the user would go, the registrable domain
 * large and the full address with it highlighted, a plain warning per reason with a deliberate
 * second step to open anyway, and the blocked, popup-blocked and waiting states. The waiting state
 * says only what its buttons offer: retry when the host offers it, else the server's completion.
 */
export const ElicitationUrlConsent = /* @__PURE__ */ forwardRef<HTMLElement, ElicitationUrlConsentProps>(
  function ElicitationUrlConsent(props, ref) {
    const { store, request, messages, tx, canRetry, ids } = useElicitationConfig('<ElicitationUrlConsent>');
    const phase = useElicitationSelector(store, selectPhase);
    const unanswered = useElicitationSelector(store, selectUnanswered);
    const assessment = useElicitationSelector(store, selectAssessment);
    const assessmentFailed = useElicitationSelector(store, selectAssessmentFailed);
    const completed = useElicitationSelector(store, selectCompleted);
    // The button that was pressed disappears: move focus to what replaced it, as the review does.
    const status = useRef<HTMLDivElement>(null);
    useEffect(() => {
      if (phase === 'waiting' || phase === 'popup-blocked') status.current?.focus();
    }, [phase]);
    if (request?.mode !== 'url') return null;
    if (!assessment) {
      return renderPart(
        'div',
        { 'data-slot': 'elicitation-url-consent', 'data-state': assessmentFailed ? 'check-failed' : 'checking' },
        props,
        ref,
        assessmentFailed ? (
          <p role="alert" data-slot="elicitation-url-blocked">
            {messages.url.checkFailed}
          </p>
        ) : (
          <p role="status">{messages.url.checking}</p>
        ),
      );
    }
    const domain = destinationName(assessment, request.url);
    const blocked = assessment.verdict === 'block';
    const warnings = assessment.reasons;
    const content = (
      <>
        {/* "You will go to": before the page is opened, not while the user is on it. */}
        {blocked || phase === 'waiting' ? null : (
          <p data-slot="elicitation-url-destination">
            <span data-slot="elicitation-url-destination-lead">{messages.url.destinationLead}</span>{' '}
            <strong data-slot="elicitation-url-destination-domain" dir="ltr">
              <Isolated text={domain} />
            </strong>
          </p>
        )}
        <div data-slot="elicitation-url-address">
          <span data-slot="elicitation-url-full-label">{messages.url.fullUrl}</span>
          <FullUrl assessment={assessment} url={request.url} />
        </div>
        {blocked || (warnings.length > 0 && phase === 'editing') ? (
          <div role="alert" data-slot={blocked ? 'elicitation-url-blocked' : 'elicitation-url-warnings'}>
            <h3>{blocked ? messages.url.blockedHeading : messages.url.warningsHeading}</h3>
            <ul>
              {warnings.map((reason) => (
                <li key={reason} data-reason={reason}>
                  {messages.url.reasons[reason]}
                </li>
              ))}
            </ul>
            {blocked ? <p>{messages.url.blockedBody}</p> : null}
            {!blocked && assessment.href && unanswered ? <OpenAnyway domain={domain} /> : null}
          </div>
        ) : null}
        {phase === 'popup-blocked' && assessment.href ? (
          <div role="alert" data-slot="elicitation-url-popup-blocked" ref={status} tabIndex={-1}>
            <p>{messages.url.popupBlocked}</p>
            <CopyUrlButton href={assessment.href} />
          </div>
        ) : null}
        {phase === 'waiting' && assessment.href ? (
          <div data-slot="elicitation-url-waiting">
            <div role="status" data-slot="elicitation-url-waiting-status" ref={status} tabIndex={-1}>
              <h3 id={`${ids.idPrefix}-waiting`}>{tx(messages.url.waitingHeading, { domain })}</h3>
              {/* Indeterminate: the server, not this page, knows when the user is done. */}
              <div data-slot="elicitation-progress" role="progressbar" aria-labelledby={`${ids.idPrefix}-waiting`}>
                <span data-slot="elicitation-progress-bar" />
              </div>
              <p>
                {tx(
                  canRetry
                    ? messages.url.waitingBody
                    : request.elicitationId !== undefined
                      ? messages.url.waitingBodyCompletion
                      : messages.url.waitingBodyManual,
                  { domain },
                )}
              </p>
            </div>
            <p data-slot="elicitation-url-not-opened">
              {messages.url.notOpened} <CopyUrlButton href={assessment.href} />
            </p>
          </div>
        ) : null}
        {completed ? (
          <p role="status" data-slot="elicitation-url-complete">
            {tx(messages.url.complete, { domain })}
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
