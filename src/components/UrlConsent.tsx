import { type ComponentPropsWithoutRef, type ReactNode, useEffect, useRef, useState } from 'react';
import type { UrlAssessment, UrlReason } from '../core/url';
import type { UrlReasonKey } from '../i18n/messages';
import { useElicitation } from './ElicitationRoot';

// The catalogue must name every reason core can give, and nothing else.
const reasonKeysMatch: [Record<UrlReason, true>, Record<UrlReasonKey, true>] extends [
  Record<UrlReasonKey, true>,
  Record<UrlReason, true>,
]
  ? true
  : never = true;
void reasonKeysMatch;

/** The name to put on the destination: the registrable domain, else the host as shown. */
export function destinationName(assessment: UrlAssessment, url: string): string {
  return assessment.registrableDomain ?? assessment.displayHost ?? url;
}

/**
 * The full URL as text, host in display form, with the registrable domain highlighted inside it.
 * Never a link: nothing here can be clicked or prefetched.
 */
function FullUrl({ assessment, url }: { assessment: UrlAssessment; url: string }) {
  const { href, displayHost, registrableDomain } = assessment;
  let content: ReactNode = url;
  if (href && displayHost) {
    const parsed = new URL(href);
    const start = `${parsed.protocol}//`;
    const rest = href.slice(start.length + parsed.hostname.length);
    const highlighted = registrableDomain && displayHost.endsWith(registrableDomain) ? registrableDomain : displayHost;
    content = (
      <>
        {start}
        {displayHost.slice(0, displayHost.length - highlighted.length)}
        <mark data-slot="url-domain-highlight">{highlighted}</mark>
        {rest}
      </>
    );
  }
  return (
    <p data-slot="url-full" dir="ltr">
      <bdi>{content}</bdi>
    </p>
  );
}

/** Copies the URL for opening by hand, saying whether it worked. */
export function CopyUrlButton({ href }: { href: string }) {
  const { messages } = useElicitation('CopyUrlButton');
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
    <span data-slot="copy-url">
      <button type="button" data-slot="button" data-variant="secondary" data-action="copy" onClick={copy}>
        {messages.url.copyUrl}
      </button>
      <span role="status" data-slot="copy-status" data-state={status}>
        {status === 'copied' ? messages.url.copied : status === 'failed' ? messages.url.copyFailed : null}
      </span>
    </span>
  );
}

/**
 * URL mode (rule 9): where the user would go, the registrable domain large and the full address
 * with it highlighted, a plain warning per reason, and the blocked, popup-blocked and waiting states.
 */
export function UrlConsent(props: ComponentPropsWithoutRef<'div'>) {
  const { request, assessment, assessmentFailed, phase, messages, t, completed } = useElicitation('UrlConsent');
  // The button that was pressed disappears: move focus to what replaced it, as the review does.
  const status = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (phase === 'waiting' || phase === 'popup-blocked') status.current?.focus();
  }, [phase]);
  if (request?.mode !== 'url') return null;
  if (!assessment) {
    return (
      <div data-slot="url-consent" data-state={assessmentFailed ? 'check-failed' : 'checking'} {...props}>
        {assessmentFailed ? (
          <p role="alert" data-slot="url-blocked">
            {messages.url.checkFailed}
          </p>
        ) : (
          <p role="status">{messages.url.checking}</p>
        )}
      </div>
    );
  }
  const domain = destinationName(assessment, request.url);
  const blocked = assessment.verdict === 'block';
  const warnings = assessment.reasons;
  return (
    <div data-slot="url-consent" data-state={phase} data-verdict={assessment.verdict} {...props}>
      {blocked ? null : (
        <p data-slot="url-destination">
          <span data-slot="url-destination-lead">{messages.url.destinationLead}</span>{' '}
          <strong data-slot="url-destination-domain" dir="ltr">
            {domain}
          </strong>
        </p>
      )}
      <div data-slot="url-address">
        <span data-slot="url-full-label">{messages.url.fullUrl}</span>
        <FullUrl assessment={assessment} url={request.url} />
      </div>
      {blocked || (warnings.length > 0 && phase === 'editing') ? (
        <div role="alert" data-slot={blocked ? 'url-blocked' : 'url-warnings'}>
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
        <div role="alert" data-slot="url-popup-blocked" ref={status} tabIndex={-1}>
          <p>{messages.url.popupBlocked}</p>
          <CopyUrlButton href={assessment.href} />
        </div>
      ) : null}
      {phase === 'waiting' && assessment.href ? (
        <div data-slot="url-waiting">
          <div role="status" ref={status} tabIndex={-1}>
            <h3>{t(messages.url.waitingHeading, { domain })}</h3>
            <p>{t(messages.url.waitingBody, { domain })}</p>
          </div>
          <p data-slot="url-not-opened">
            {messages.url.notOpened} <CopyUrlButton href={assessment.href} />
          </p>
        </div>
      ) : null}
      {completed ? (
        <p role="status" data-slot="url-complete">
          {t(messages.url.complete, { domain })}
        </p>
      ) : null}
    </div>
  );
}
