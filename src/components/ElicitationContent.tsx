import type { ComponentPropsWithoutRef } from 'react';
import { ElicitationActions } from './ElicitationActions';
import { ElicitationForm } from './ElicitationForm';
import { ElicitationHeader } from './ElicitationHeader';
import { ElicitationMessage } from './ElicitationMessage';
import { ElicitationOutcome } from './ElicitationOutcome';
import { ElicitationProblems } from './ElicitationProblems';
import { ElicitationReview } from './ElicitationReview';
import { SensitiveWarning } from './SensitiveWarning';
import { UrlConsent } from './UrlConsent';

/** The default arrangement of all parts; hosts that arrange them differently compose the parts. */
export function ElicitationContent(props: ComponentPropsWithoutRef<'div'>) {
  return (
    <div data-slot="content" {...props}>
      <ElicitationHeader />
      <ElicitationMessage />
      <SensitiveWarning />
      <ElicitationProblems />
      <UrlConsent />
      <ElicitationForm />
      <ElicitationReview />
      <ElicitationOutcome />
      <ElicitationActions />
    </div>
  );
}
