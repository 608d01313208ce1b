import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import { ActionButton } from './ActionButton';
import { selectAssessment, selectPhase, useElicitationConfig, useElicitationSelector } from './context';
import { type AsChildProp, renderPart } from './Part';
import { destinationName } from './urlParts';

/** Props of `ElicitationActions`. */
export interface ElicitationActionsProps extends ComponentPropsWithoutRef<'div'>, AsChildProp {}

/**
 * The buttons. Decline (an explicit no) and Cancel (dismiss) at all times until answered
 * (specification: "User Interaction Model"); for a form, Review or Send, then Edit and Send; for a
 * URL, Open (never for a blocked URL), then the waiting controls; Close after a failed send or
 * once time ran out.
 * Decline is suggested when a form asks for secrets or a URL has warnings.
 */
export const ElicitationActions = /* @__PURE__ */ forwardRef<HTMLElement, ElicitationActionsProps>(
  function ElicitationActions(props, ref) {
    const { store, request, messages, t, reviewBeforeSubmit, sensitiveFields, canRetry, ids } =
      useElicitationConfig('<ElicitationActions>');
    const phase = useElicitationSelector(store, selectPhase);
    const assessment = useElicitationSelector(store, selectAssessment);
    if (phase === 'answered') return null;
    const busy = phase === 'sending';
    const suggestDecline =
      sensitiveFields.length > 0 || request === null || (assessment !== null && assessment.verdict !== 'ok');
    const emphasis = (suggested: boolean) => (suggested ? 'primary' : 'secondary');
    const isForm = request?.mode === 'form';
    const isUrl = request?.mode === 'url';
    let content: ReactNode;
    if (phase === 'failed' || phase === 'expired') {
      content = (
        <ActionButton action="close" variant="primary" onClick={store.close}>
          {phase === 'failed' ? messages.sendFailed.close : messages.actions.close}
        </ActionButton>
      );
    } else if (phase === 'waiting') {
      content = (
        <>
          <ActionButton action="stop" variant="secondary" onClick={store.stop}>
            {messages.url.stopWaiting}
          </ActionButton>
          {canRetry ? (
            <ActionButton action="retry" variant="primary" onClick={store.retry}>
              {messages.url.retry}
            </ActionButton>
          ) : null}
        </>
      );
    } else {
      content = (
        <>
          {phase === 'reviewing' ? (
            <ActionButton action="edit" variant="secondary" onClick={store.edit}>
              {messages.actions.edit}
            </ActionButton>
          ) : null}
          <ActionButton action="decline" variant={emphasis(suggestDecline)} disabled={busy} onClick={store.decline}>
            {messages.actions.decline}
          </ActionButton>
          <ActionButton action="cancel" variant="secondary" disabled={busy} onClick={store.cancel}>
            {messages.actions.cancel}
          </ActionButton>
          {isForm && phase === 'editing' ? (
            <ActionButton type="submit" form={ids.form} action="submit" variant={emphasis(!suggestDecline)}>
              {reviewBeforeSubmit ? messages.actions.submit : messages.actions.send}
            </ActionButton>
          ) : null}
          {isForm && (phase === 'reviewing' || busy) ? (
            <ActionButton action="send" variant={emphasis(!suggestDecline)} disabled={busy} onClick={store.send}>
              {busy ? messages.actions.sending : messages.actions.send}
            </ActionButton>
          ) : null}
          {isUrl && phase === 'editing' && assessment?.href && assessment.verdict !== 'block' ? (
            <ActionButton action="open" variant={emphasis(!suggestDecline)} onClick={store.open}>
              {t(messages.url.open, { domain: destinationName(assessment, request.url) })}
            </ActionButton>
          ) : null}
          {isUrl && phase === 'popup-blocked' ? (
            <ActionButton action="opened-myself" variant="secondary" onClick={store.confirmOpened}>
              {messages.url.openedMyself}
            </ActionButton>
          ) : null}
        </>
      );
    }
    return renderPart('div', { 'data-slot': 'elicitation-actions', 'data-state': phase }, props, ref, content);
  },
);
