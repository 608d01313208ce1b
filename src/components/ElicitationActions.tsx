import { type ComponentPropsWithoutRef, forwardRef, type ReactElement, type ReactNode } from 'react';
import { ActionButton, ActionRow } from './ActionButton';
import { selectAssessment, selectPhase, useElicitationConfig, useElicitationSelector } from './context';
import { type AsChildProp, renderPart } from './Part';
import { destinationName } from './urlParts';

/** Props of `ElicitationActions`. */
export interface ElicitationActionsProps extends ComponentPropsWithoutRef<'div'>, AsChildProp {}

/**
 * Puts the buttons in the one order every state uses: Cancel, then Decline, then the way forward,
 * with the recommended one (the only `primary`) moved to the end, at the inline end of the row.
 */
function inPlacementOrder(buttons: (ReactElement<{ variant: string }> | null)[]): ReactNode[] {
  const shown = buttons.filter((button) => button !== null);
  return [
    ...shown.filter((button) => button.props.variant !== 'primary'),
    ...shown.filter((button) => button.props.variant === 'primary'),
  ];
}

/**
 * The buttons that answer the request. Cancel (dismiss) and Decline (an explicit no) at all times
 * until answered (specification: "User Interaction Model"); for a form, Review or Send; for an
 * ordinary URL, Open (a warned URL opens from its warning, after a second, deliberate step; a
 * blocked one never); then the waiting controls; Close after a failed send or once time ran out.
 *
 * Placement rule: one primary button, always last (bottom right in left-to-right languages), and it
 * is what the library recommends: the way forward for an ordinary request, Decline when a form asks
 * for secrets, a URL has warnings or is blocked, or the request cannot be shown.
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
    const forward = suggestDecline ? 'secondary' : 'primary';
    const isForm = request?.mode === 'form';
    const isUrl = request?.mode === 'url';
    let buttons: (ReactElement<{ variant: string }> | null)[];
    if (phase === 'failed' || phase === 'expired') {
      buttons = [
        <ActionButton key="close" action="close" variant="primary" onClick={store.close}>
          {phase === 'failed' ? messages.sendFailed.close : messages.actions.close}
        </ActionButton>,
      ];
    } else if (phase === 'waiting') {
      buttons = [
        <ActionButton key="stop" action="stop" variant="secondary" onClick={store.stop}>
          {messages.url.stopWaiting}
        </ActionButton>,
        canRetry ? (
          <ActionButton key="retry" action="retry" variant="primary" onClick={store.retry}>
            {messages.url.retry}
          </ActionButton>
        ) : null,
      ];
    } else {
      buttons = [
        <ActionButton key="cancel" action="cancel" variant="secondary" disabled={busy} onClick={store.cancel}>
          {messages.actions.cancel}
        </ActionButton>,
        <ActionButton
          key="decline"
          action="decline"
          variant={suggestDecline ? 'primary' : 'secondary'}
          disabled={busy}
          onClick={store.decline}
        >
          {messages.actions.decline}
        </ActionButton>,
        isForm && phase === 'editing' ? (
          <ActionButton key="submit" type="submit" form={ids.form} action="submit" variant={forward}>
            {reviewBeforeSubmit ? messages.actions.submit : messages.actions.send}
          </ActionButton>
        ) : null,
        isForm && (phase === 'reviewing' || busy) ? (
          <ActionButton key="send" action="send" variant={forward} disabled={busy} onClick={store.send}>
            {busy ? messages.actions.sending : messages.actions.send}
          </ActionButton>
        ) : null,
        isUrl && phase === 'editing' && assessment?.href && assessment.verdict === 'ok' ? (
          <ActionButton key="open" action="open" variant="primary" onClick={store.open}>
            {t(messages.url.open, { domain: destinationName(assessment, request.url) })}
          </ActionButton>
        ) : null,
        isUrl && phase === 'popup-blocked' ? (
          <ActionButton key="opened-myself" action="opened-myself" variant={forward} onClick={store.confirmOpened}>
            {messages.url.openedMyself}
          </ActionButton>
        ) : null,
      ];
    }
    return renderPart(
      'div',
      { 'data-slot': 'elicitation-actions', 'data-state': phase },
      props,
      ref,
      <ActionRow>{inPlacementOrder(buttons)}</ActionRow>,
    );
  },
);
