import { type ComponentPropsWithoutRef, forwardRef, useMemo, useRef } from 'react';
import { ActionButton } from './ActionButton';
import { composeRefs } from './compose';
import { selectPhase, useElicitationConfig, useElicitationSelector } from './context';
import { FIRST_FORM_CONTROL } from './focus';
import { type AsChildProp, renderPart } from './Part';
import type { RequestSnapshot } from './RequestStore';

/** Props of `ElicitationDraftOffer`. */
export interface ElicitationDraftOfferProps extends ComponentPropsWithoutRef<'div'>, AsChildProp {}

const selectDraftState = (snapshot: RequestSnapshot) => snapshot.draft?.state ?? null;

/** The form's first control, once it has been refilled. */

/**
 * Offers back the answers kept from an earlier, equivalent request from the same server ("Restore
 * your answers"), or to discard them; then says, in a live region, that they are back in the form
 * and moves focus to its first field.
 */
export const ElicitationDraftOffer = /* @__PURE__ */ forwardRef<HTMLElement, ElicitationDraftOfferProps>(
  function ElicitationDraftOffer(props, ref) {
    const { store, messages } = useElicitationConfig('<ElicitationDraftOffer>');
    const phase = useElicitationSelector(store, selectPhase);
    const state = useElicitationSelector(store, selectDraftState);
    const element = useRef<HTMLElement | null>(null);
    const setRefs = useMemo(() => composeRefs(ref, element), [ref]);
    if (state === null || phase !== 'editing') return null;
    // The buttons go away: focus follows the answers into the form rather than falling to the page.
    const thenFocusForm = (action: () => void) => () => {
      const root = element.current?.closest('[data-slot="elicitation"]');
      action();
      setTimeout(() => root?.querySelector<HTMLElement>(FIRST_FORM_CONTROL)?.focus(), 0);
    };
    const content = (
      <>
        <p role="status">{state === 'offered' ? messages.draft.offer : messages.draft.restored}</p>
        {state === 'offered' ? (
          <div data-slot="elicitation-draft-actions">
            <ActionButton action="restore-draft" variant="secondary" onClick={thenFocusForm(store.restoreDraft)}>
              {messages.draft.restore}
            </ActionButton>
            <ActionButton action="discard-draft" variant="quiet" onClick={thenFocusForm(store.discardDraft)}>
              {messages.draft.discard}
            </ActionButton>
          </div>
        ) : null}
      </>
    );
    return renderPart('div', { 'data-slot': 'elicitation-draft', 'data-state': state }, props, setRefs, content);
  },
);
