import { type ComponentPropsWithoutRef, forwardRef, useMemo } from 'react';
import { selectAssessment, selectPhase, useElicitationConfig, useElicitationSelector } from './context';
import { ElicitationActions } from './ElicitationActions';
import { ElicitationDeadline } from './ElicitationDeadline';
import { ElicitationDraftOffer } from './ElicitationDraftOffer';
import { ElicitationErrorBoundary } from './ElicitationErrorBoundary';
import { ElicitationForm } from './ElicitationForm';
import { ElicitationHeader } from './ElicitationHeader';
import { ElicitationMessage } from './ElicitationMessage';
import { ElicitationOutcome } from './ElicitationOutcome';
import { ElicitationProblems } from './ElicitationProblems';
import { ElicitationReview } from './ElicitationReview';
import { ElicitationSensitiveWarning } from './ElicitationSensitiveWarning';
import { ElicitationUrlConsent, ElicitationUrlVerdict } from './ElicitationUrlConsent';
import { type AsChildProp, renderPart } from './Part';
import { useScrollable } from './useScrollable';

/** Props of `ElicitationContent`. */
export interface ElicitationContentProps extends ComponentPropsWithoutRef<'div'>, AsChildProp {}

/**
 * The default arrangement of all parts: who is asking, then a body with everything about the
 * request (in URL mode the verdict band first, then the server's message, then the address), then
 * the buttons. In a dialog the header and the buttons stay put while the body
 * scrolls between them, so Decline, Cancel and the way forward are always in view. Hosts that
 * arrange the parts differently compose them. A part that fails to render becomes an explained
 * notice with Decline and Cancel.
 */
export const ElicitationContent = /* @__PURE__ */ forwardRef<HTMLElement, ElicitationContentProps>(
  function ElicitationContent(props, ref) {
    const { store } = useElicitationConfig('<ElicitationContent>');
    const phase = useElicitationSelector(store, selectPhase);
    const assessment = useElicitationSelector(store, selectAssessment);
    // Re-measured whenever what the body shows changes; a body that scrolls is a Tab stop.
    const [body, scrollable] = useScrollable<HTMLDivElement>(
      `${phase}:${assessment === null ? '' : assessment.verdict}`,
    );
    // The parts read what they show from the store themselves: made once, they are not rendered
    // again when the phase changes here (only the body's Tab stop depends on it).
    const parts = useMemo(
      () => (
        <>
          {/* URL mode: the app's verdict first, then the server's message, then the address. */}
          <ElicitationUrlVerdict />
          <ElicitationMessage />
          <ElicitationDeadline />
          <ElicitationSensitiveWarning />
          <ElicitationProblems />
          <ElicitationDraftOffer />
          <ElicitationUrlConsent verdict={false} />
          <ElicitationForm />
          <ElicitationReview />
          <ElicitationOutcome />
        </>
      ),
      [],
    );
    const header = useMemo(() => <ElicitationHeader />, []);
    const actions = useMemo(() => <ElicitationActions />, []);
    const content = (
      <ElicitationErrorBoundary>
        {header}
        <div data-slot="elicitation-body" ref={body} tabIndex={scrollable ? 0 : undefined}>
          {parts}
        </div>
        {actions}
      </ElicitationErrorBoundary>
    );
    return renderPart('div', { 'data-slot': 'elicitation-content' }, props, ref, content);
  },
);
