import type { ComponentPropsWithoutRef } from 'react';
import { useElicitation } from './ElicitationRoot';

/**
 * The buttons: Decline (an explicit no) and Cancel (dismiss) at all times; Review or Send for the
 * form; Edit and Send while reviewing. Decline is the suggested action when the form asks for secrets.
 */
export function ElicitationActions(props: ComponentPropsWithoutRef<'div'>) {
  const { request, phase, messages, reviewBeforeSubmit, sensitiveFields, ids, edit, send, decline, cancel } =
    useElicitation('ElicitationActions');
  if (phase === 'answered') return null;
  const busy = phase === 'sending';
  const suggestDecline = sensitiveFields.length > 0;
  const primary = (suggested: boolean) => (suggested ? 'primary' : 'secondary');
  return (
    <div data-slot="actions" data-state={phase} {...props}>
      {phase === 'reviewing' ? (
        <button type="button" data-slot="button" data-variant="secondary" onClick={edit}>
          {messages.actions.edit}
        </button>
      ) : null}
      <button
        type="button"
        data-slot="button"
        data-variant={primary(suggestDecline || request === null)}
        data-action="decline"
        disabled={busy}
        onClick={decline}
      >
        {messages.actions.decline}
      </button>
      <button
        type="button"
        data-slot="button"
        data-variant="secondary"
        data-action="cancel"
        disabled={busy}
        onClick={cancel}
      >
        {messages.actions.cancel}
      </button>
      {request?.mode === 'form' && phase === 'editing' ? (
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
      {request?.mode === 'form' && (phase === 'reviewing' || phase === 'sending') ? (
        <button
          type="button"
          data-slot="button"
          data-variant={primary(!suggestDecline)}
          data-action="send"
          disabled={busy}
          onClick={send}
        >
          {busy ? messages.actions.sending : messages.actions.send}
        </button>
      ) : null}
    </div>
  );
}
