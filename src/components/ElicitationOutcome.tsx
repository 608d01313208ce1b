import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import { useElicitationConfig, useElicitationSelector } from './context';
import { type AsChildProp, renderPart } from './Part';
import type { RequestSnapshot } from './RequestStore';

/** Props of `ElicitationOutcome`. */
export interface ElicitationOutcomeProps extends ComponentPropsWithoutRef<'p'>, AsChildProp {}

// What to report once the host took the result (or failed to). URL accept is consent, not
// completion, so the URL consent part tells that story instead.
const selectOutcome = ({ lifecycle }: RequestSnapshot) => {
  if (lifecycle.phase === 'failed') return 'failed';
  if (lifecycle.expired && (lifecycle.phase === 'expired' || lifecycle.phase === 'answered')) return 'expired';
  const settled = lifecycle.phase === 'answered' || lifecycle.phase === 'waiting';
  return settled && lifecycle.result ? lifecycle.result.action : null;
};

/**
 * A live region that says what happened once answered: sent, declined or cancelled (useful in a
 * chat transcript), that time ran out, or that the host could not send the answer.
 */
export const ElicitationOutcome = /* @__PURE__ */ forwardRef<HTMLElement, ElicitationOutcomeProps>(
  function ElicitationOutcome(props, ref) {
    const { store, request, messages, tx } = useElicitationConfig('<ElicitationOutcome>');
    const outcome = useElicitationSelector(store, selectOutcome);
    let text: ReactNode = null;
    if (outcome === 'failed') {
      text = (
        <>
          <strong>{messages.sendFailed.heading}</strong> {tx(messages.sendFailed.body)}
        </>
      );
    } else if (outcome !== null && !(request?.mode === 'url' && outcome === 'accept')) {
      text = tx(messages.outcome[outcome]);
    }
    return renderPart(
      'p',
      { role: 'status', 'data-slot': 'elicitation-outcome', 'data-state': outcome ?? undefined },
      props,
      ref,
      text,
    );
  },
);
