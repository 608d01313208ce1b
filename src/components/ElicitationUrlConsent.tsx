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
 * URL mode (specification: "URL Mode Security"): where the user would go, the registrable domain
 * large and the full address with it highlighted, a plain warning per reason, and the blocked,
 * popup-blocked and waiting states.
 */
export const ElicitationUrlConsent = /* @__PURE__ */ forwardRef<HTMLElement, ElicitationUrlConsentProps>(
  function ElicitationUrlConsent(props, ref) {
    const { store, request, messages, tx } = useElicitationConfig('<ElicitationUrlConsent>');
    const phase = useElicitationSelector(store, selectPhase);
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
        {blocked ? null : (
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
            <div role="status" ref={status} tabIndex={-1}>
              <h3>{tx(messages.url.waitingHeading, { domain })}</h3>
              <p>{tx(messages.url.waitingBody, { domain })}</p>
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
