/**
 * `Elicitation.Root` and its parts under short names, for `import { Elicitation } from
 * 'mcp-elicitation-react'` (Radix style): the Root owns the request's lifecycle; every other name is a
 * part that reads it (`Elicitation.Form`, `Elicitation.DialogFrame`...), none creates a lifecycle of
 * its own. The ready-made components (`ElicitationDialog`, `ElicitationPanel`, `ElicitationCard`,
 * `ElicitationReceipt`, `ElicitationMessagePart`) are roots, so they are not in the namespace.
 */
export { ElicitationActions as Actions, type ElicitationActionsProps as ActionsProps } from './ElicitationActions';
export { ElicitationContent as Content, type ElicitationContentProps as ContentProps } from './ElicitationContent';
export { ElicitationDeadline as Deadline, type ElicitationDeadlineProps as DeadlineProps } from './ElicitationDeadline';
export {
  ElicitationDialogFrame as DialogFrame,
  type ElicitationDialogFrameProps as DialogFrameProps,
} from './ElicitationDialog';
export {
  ElicitationDraftOffer as DraftOffer,
  type ElicitationDraftOfferProps as DraftOfferProps,
} from './ElicitationDraftOffer';
export { ElicitationForm as Form, type ElicitationFormProps as FormProps } from './ElicitationForm';
export { ElicitationHeader as Header, type ElicitationHeaderProps as HeaderProps } from './ElicitationHeader';
export { ElicitationMessage as Message, type ElicitationMessageProps as MessageProps } from './ElicitationMessage';
export { ElicitationOutcome as Outcome, type ElicitationOutcomeProps as OutcomeProps } from './ElicitationOutcome';
export {
  ElicitationPanelFrame as PanelFrame,
  type ElicitationPanelFrameProps as PanelFrameProps,
} from './ElicitationPanel';
export { ElicitationProblems as Problems, type ElicitationProblemsProps as ProblemsProps } from './ElicitationProblems';
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
