import { type ComponentPropsWithoutRef, forwardRef } from 'react';
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
import { ElicitationUrlConsent } from './ElicitationUrlConsent';
import { type AsChildProp, renderPart } from './Part';

/** Props of `ElicitationContent`. */
export interface ElicitationContentProps extends ComponentPropsWithoutRef<'div'>, AsChildProp {}

/**
 * The default arrangement of all parts; hosts that arrange them differently compose the parts.
 * A part that fails to render becomes an explained notice with Decline and Cancel.
 */
export const ElicitationContent = /* @__PURE__ */ forwardRef<HTMLElement, ElicitationContentProps>(
  function ElicitationContent(props, ref) {
    const content = (
      <ElicitationErrorBoundary>
        <ElicitationHeader />
        <ElicitationMessage />
        <ElicitationDeadline />
        <ElicitationSensitiveWarning />
        <ElicitationProblems />
        <ElicitationDraftOffer />
        <ElicitationUrlConsent />
        <ElicitationForm />
        <ElicitationReview />
        <ElicitationOutcome />
        <ElicitationActions />
      </ElicitationErrorBoundary>
    );
    return renderPart('div', { 'data-slot': 'elicitation-content' }, props, ref, content);
  },
);
