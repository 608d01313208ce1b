/** The React components: parts, the compound API, the dialog and the panel. */
import { ElicitationActions } from './ElicitationActions';
import { ElicitationContent } from './ElicitationContent';
import { ElicitationForm } from './ElicitationForm';
import { ElicitationHeader } from './ElicitationHeader';
import { ElicitationMessage } from './ElicitationMessage';
import { ElicitationOutcome } from './ElicitationOutcome';
import { ElicitationProblems } from './ElicitationProblems';
import { ElicitationReview } from './ElicitationReview';
import { ElicitationRoot } from './ElicitationRoot';
import { SensitiveWarning } from './SensitiveWarning';
import { UrlConsent } from './UrlConsent';

export { ElicitationActions } from './ElicitationActions';
export { ElicitationContent } from './ElicitationContent';
export { ElicitationDialog, type ElicitationDialogProps } from './ElicitationDialog';
export { ElicitationForm } from './ElicitationForm';
export { ElicitationHeader } from './ElicitationHeader';
export { ElicitationMessage } from './ElicitationMessage';
export { ElicitationOutcome } from './ElicitationOutcome';
export { ElicitationPanel, type ElicitationPanelProps } from './ElicitationPanel';
export { ElicitationProblems } from './ElicitationProblems';
export { ElicitationReview, formatAnswer } from './ElicitationReview';
export {
  type ElicitationContextValue,
  type ElicitationOptions,
  type ElicitationPhase,
  ElicitationRoot,
  type ElicitationRootProps,
  type OpenUrl,
  openInNewTab,
  useElicitation,
} from './ElicitationRoot';
export { SensitiveWarning } from './SensitiveWarning';
export { CopyUrlButton, destinationName, UrlConsent } from './UrlConsent';
export { UrlElicitationSequence, type UrlElicitationSequenceProps } from './UrlElicitationSequence';

/** The parts as a compound API, Radix style: `<Elicitation.Root>`, `<Elicitation.Form>`, ... */
export const Elicitation = {
  Root: ElicitationRoot,
  Header: ElicitationHeader,
  Message: ElicitationMessage,
  SensitiveWarning,
  UrlConsent,
  Problems: ElicitationProblems,
  Form: ElicitationForm,
  Review: ElicitationReview,
  Outcome: ElicitationOutcome,
  Actions: ElicitationActions,
  Content: ElicitationContent,
};
