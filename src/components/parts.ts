/**
 * The parts under short names, for `import { Elicitation } from 'mcp-elicitation-react'` and
 * `<Elicitation.Root>`, `<Elicitation.Form>`, `<Elicitation.Dialog>`... (Radix style).
 */
export { ElicitationActions as Actions, type ElicitationActionsProps as ActionsProps } from './ElicitationActions';
export { ElicitationCard as Card, type ElicitationCardProps as CardProps } from './ElicitationCard';
export { ElicitationContent as Content, type ElicitationContentProps as ContentProps } from './ElicitationContent';
export { ElicitationDeadline as Deadline, type ElicitationDeadlineProps as DeadlineProps } from './ElicitationDeadline';
export { ElicitationDialog as Dialog, type ElicitationDialogProps as DialogProps } from './ElicitationDialog';
export {
  ElicitationDraftOffer as DraftOffer,
  type ElicitationDraftOfferProps as DraftOfferProps,
} from './ElicitationDraftOffer';
export { ElicitationForm as Form, type ElicitationFormProps as FormProps } from './ElicitationForm';
export { ElicitationHeader as Header, type ElicitationHeaderProps as HeaderProps } from './ElicitationHeader';
export { ElicitationMessage as Message, type ElicitationMessageProps as MessageProps } from './ElicitationMessage';
export {
  ElicitationMessagePart as MessagePart,
  type ElicitationMessagePartProps as MessagePartProps,
} from './ElicitationMessagePart';
export { ElicitationOutcome as Outcome, type ElicitationOutcomeProps as OutcomeProps } from './ElicitationOutcome';
export { ElicitationPanel as Panel, type ElicitationPanelProps as PanelProps } from './ElicitationPanel';
export { ElicitationProblems as Problems, type ElicitationProblemsProps as ProblemsProps } from './ElicitationProblems';
export { ElicitationReceipt as Receipt, type ElicitationReceiptProps as ReceiptProps } from './ElicitationReceipt';
export { ElicitationReview as Review, type ElicitationReviewProps as ReviewProps } from './ElicitationReview';
export { ElicitationRoot as Root, type ElicitationRootProps as RootProps } from './ElicitationRoot';
export {
  ElicitationSensitiveWarning as SensitiveWarning,
  type ElicitationSensitiveWarningProps as SensitiveWarningProps,
} from './ElicitationSensitiveWarning';
export {
  ElicitationUrlConsent as UrlConsent,
  type ElicitationUrlConsentProps as UrlConsentProps,
  ElicitationUrlVerdict as UrlVerdict,
  type ElicitationUrlVerdictProps as UrlVerdictProps,
} from './ElicitationUrlConsent';
