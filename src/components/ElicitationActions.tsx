import { type ComponentPropsWithoutRef, forwardRef, type ReactElement, type ReactNode } from 'react';
import { ActionButton, ActionRow } from './ActionButton';
import { selectAssessment, selectPhase, useElicitationConfig, useElicitationSelector } from './context';
import { type AsChildProp, renderPart } from './Part';
import { destinationName } from './urlParts';

/** Props of `ElicitationActions`. */
export interface ElicitationActionsProps extends ComponentPropsWithoutRef<'div'>, AsChildProp {}

/** The buttons shown, in the one order every state uses: Cancel, then Decline, then the way forward. */
function shownInOrder(buttons: (ReactElement | null)[]): ReactNode[] {
  return buttons.filter((button) => button !== null);
}

/**
 * The buttons that answer the request. Cancel (dismiss) and Decline (an explicit no) at all times
 * until answered (specification: "User Interaction Model"); for a form, Review or Send; for an
 * ordinary URL, Open (a warned URL opens from its warning, after a second, deliberate step; a
 * blocked one never); then the waiting controls; Close after a failed send or once time ran out.
 *
 * Placement rule: always Cancel, Decline, then the way forward; the one filled (primary) button is
 * always the last one shown. Cancel only dismisses (as × does) and is drawn as text; Decline answers
 * and is outlined. The last button is the way forward for an ordinary request; a warned or blocked
 * URL, or a request that cannot be shown, has none, so Decline is last and filled. When a form asks
 * for secrets the safe choice is the emphasised one: Decline is filled, and the way forward keeps its
 * place as a caution button.
 */
export const ElicitationActions = /* @__PURE__ */ forwardRef<HTMLElement, ElicitationActionsProps>(
  function ElicitationActions(props, ref) {
    const { store, request, messages, t, tx, reviewBeforeSubmit, sensitiveFields, canRetry, ids } =
      useElicitationConfig('<ElicitationActions>');
    const phase = useElicitationSelector(store, selectPhase);
    const assessment = useElicitationSelector(store, selectAssessment);
    if (phase === 'answered') return null;
    const busy = phase === 'sending';
    const isForm = request?.mode === 'form';
    const isUrl = request?.mode === 'url';
    const cautioned = sensitiveFields.length > 0 || (assessment !== null && assessment.verdict !== 'ok');
    const forward = cautioned ? 'caution' : 'primary';
    // No way forward in the row: a request that cannot be shown, a URL not yet checked, warned or blocked.
    const noForward =
      request === null || (isUrl && phase === 'editing' && (assessment === null || assessment.verdict !== 'ok'));
    let buttons: (ReactElement | null)[];
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
        <ActionButton
          key="cancel"
          action="cancel"
          variant="quiet"
          disabled={busy}
          onClick={store.cancel}
          aria-describedby={ids.cancelHint}
        >
          {messages.actions.cancel}
        </ActionButton>,
        <ActionButton
          key="decline"
          action="decline"
          variant={noForward || sensitiveFields.length > 0 ? 'primary' : 'secondary'}
          disabled={busy}
          onClick={store.decline}
          aria-describedby={ids.declineHint}
        >
          {messages.actions.decline}
        </ActionButton>,
        // One button element from Review to Send (the same key): the focused button stays in the
        // document, since removing a focused element forces a style and layout pass in the middle of
        // the commit; the review then moves focus to its heading.
        isForm && phase === 'editing' ? (
          <ActionButton key="forward" type="submit" form={ids.form} action="submit" variant={forward}>
            {reviewBeforeSubmit ? messages.actions.submit : messages.actions.send}
          </ActionButton>
        ) : null,
        isForm && (phase === 'reviewing' || busy) ? (
          <ActionButton key="forward" action="send" variant={forward} disabled={busy} onClick={store.send}>
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
    // Where Decline and Cancel are offered, one line says which is which, at the moment of choosing:
    // Decline is an answer the server receives; Cancel (and ×) close without one.
    const choosing = phase !== 'failed' && phase !== 'expired' && phase !== 'waiting';
    return renderPart(
      'div',
      { 'data-slot': 'elicitation-actions', 'data-state': phase },
      props,
      ref,
      <>
        <ActionRow>{shownInOrder(buttons)}</ActionRow>
        {choosing ? (
          <p data-slot="elicitation-actions-hint">
            <span id={ids.declineHint}>{tx(messages.actions.declineHint)}</span>{' '}
            <span id={ids.cancelHint}>{t(messages.actions.cancelHint)}</span>
          </p>
        ) : null}
      </>,
    );
  },
);
