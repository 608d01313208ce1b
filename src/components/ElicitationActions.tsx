import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { useElicitation } from './ElicitationRoot';
import { destinationName } from './UrlConsent';

type Variant = 'primary' | 'secondary';

function ActionButton({
  action,
  variant,
  disabled,
  onClick,
  children,
}: {
  action: string;
  variant: Variant;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      data-slot="button"
      data-variant={variant}
      data-action={action}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/**
 * The buttons. Decline (an explicit no) and Cancel (dismiss) at all times until answered; for a
 * form, Review or Send, then Edit and Send; for a URL, Open (never for a blocked URL), then the
 * waiting controls. Decline is suggested when a form asks for secrets or a URL has warnings.
 */
export function ElicitationActions(props: ComponentPropsWithoutRef<'div'>) {
  const context = useElicitation('ElicitationActions');
  const { request, phase, messages, t, reviewBeforeSubmit, sensitiveFields, assessment, ids } = context;
  if (phase === 'answered') return null;
  const busy = phase === 'sending';
  const waiting = phase === 'waiting';
  const suggestDecline =
    sensitiveFields.length > 0 || request === null || (assessment !== null && assessment.verdict !== 'ok');
  const primary = (suggested: boolean): Variant => (suggested ? 'primary' : 'secondary');
  const isForm = request?.mode === 'form';
  const isUrl = request?.mode === 'url';
  return (
    <div data-slot="actions" data-state={phase} {...props}>
      {phase === 'reviewing' ? (
        <ActionButton action="edit" variant="secondary" onClick={context.edit}>
          {messages.actions.edit}
        </ActionButton>
      ) : null}
      {waiting ? (
        <ActionButton action="cancel-waiting" variant="secondary" onClick={context.stopWaiting}>
          {messages.url.cancelWaiting}
        </ActionButton>
      ) : (
        <>
          <ActionButton action="decline" variant={primary(suggestDecline)} disabled={busy} onClick={context.decline}>
            {messages.actions.decline}
          </ActionButton>
          <ActionButton action="cancel" variant="secondary" disabled={busy} onClick={context.cancel}>
            {messages.actions.cancel}
          </ActionButton>
        </>
      )}
      {isForm && phase === 'editing' ? (
        <button
          type="submit"
          form={ids.form}
          data-slot="button"
          data-variant={primary(!suggestDecline)}
          data-action="submit"
        >
          {reviewBeforeSubmit ? messages.actions.submit : messages.actions.send}
        </button>
      ) : null}
      {isForm && (phase === 'reviewing' || busy) ? (
        <ActionButton action="send" variant={primary(!suggestDecline)} disabled={busy} onClick={context.send}>
          {busy ? messages.actions.sending : messages.actions.send}
        </ActionButton>
      ) : null}
      {isUrl && phase === 'editing' && assessment?.href && assessment.verdict !== 'block' ? (
        <ActionButton action="open" variant={primary(!suggestDecline)} onClick={context.openUrl}>
          {t(messages.url.open, { domain: destinationName(assessment, request.url) })}
        </ActionButton>
      ) : null}
      {isUrl && phase === 'popup-blocked' ? (
        <ActionButton action="opened-myself" variant="secondary" onClick={context.confirmOpened}>
          {messages.url.openedMyself}
        </ActionButton>
      ) : null}
      {waiting && context.canRetry ? (
        <ActionButton action="retry" variant="primary" onClick={context.retry}>
          {messages.url.retry}
        </ActionButton>
      ) : null}
    </div>
  );
}
