/** The React components: parts, the compound API, the dialog and the panel. */

export {
  type ElicitationContextValue,
  type ElicitationDraftOfferState,
  type ElicitationFormatParams,
  type ElicitationIds,
  useElicitation,
} from './context';
export { ElicitationActions, type ElicitationActionsProps } from './ElicitationActions';
export {
  DEFAULT_CARD_SHORTCUT,
  ElicitationCard,
  type ElicitationCardProps,
  type ElicitationCardSettled,
} from './ElicitationCard';
export {
  ElicitationConnectionNotice,
  type ElicitationConnectionNoticeProps,
  type ElicitationConnectionSource,
  type ElicitationConnectionStatus,
} from './ElicitationConnectionNotice';
export { ElicitationContent, type ElicitationContentProps } from './ElicitationContent';
export { ElicitationDeadline, type ElicitationDeadlineProps } from './ElicitationDeadline';
export {
  ElicitationDialog,
  ElicitationDialogFrame,
  type ElicitationDialogFrameProps,
  type ElicitationDialogProps,
} from './ElicitationDialog';
export { ElicitationDraftOffer, type ElicitationDraftOfferProps } from './ElicitationDraftOffer';
export { ElicitationForm, type ElicitationFormProps } from './ElicitationForm';
export { ElicitationHeader, type ElicitationHeaderProps } from './ElicitationHeader';
export { ElicitationLanguageProvider, type ElicitationLanguageProviderProps } from './ElicitationLanguageProvider';
export { ElicitationMessage, type ElicitationMessageProps } from './ElicitationMessage';
export { ElicitationMessagePart, type ElicitationMessagePartProps } from './ElicitationMessagePart';
export { ElicitationOutcome, type ElicitationOutcomeProps } from './ElicitationOutcome';
export {
  ElicitationPanel,
  ElicitationPanelFrame,
  type ElicitationPanelFrameProps,
  type ElicitationPanelProps,
} from './ElicitationPanel';
export { ElicitationProblems, type ElicitationProblemsProps } from './ElicitationProblems';
export {
  ElicitationProvider,
  type ElicitationProviderFormSettings,
  type ElicitationProviderProps,
  type ElicitationProviderUrlSettings,
  type ElicitationQueueValue,
  useElicitationQueue,
} from './ElicitationProvider';
export { ElicitationReceipt, type ElicitationReceiptProps } from './ElicitationReceipt';
export { ElicitationReview, type ElicitationReviewProps } from './ElicitationReview';
export {
  type ElicitationFormSettings,
  type ElicitationOptions,
  ElicitationRoot,
  type ElicitationRootProps,
  type ElicitationUrlSettings,
} from './ElicitationRoot';
export { ElicitationSensitiveWarning, type ElicitationSensitiveWarningProps } from './ElicitationSensitiveWarning';
export {
  ElicitationUrlConsent,
  type ElicitationUrlConsentProps,
  ElicitationUrlVerdict,
  type ElicitationUrlVerdictProps,
} from './ElicitationUrlConsent';
export type { ElicitationLanguageSettings } from './language';
export type { AsChildProp } from './Part';
export * as Elicitation from './parts';
export type { OpenUrl } from './RequestStore';
export { UrlElicitationSequence, type UrlElicitationSequenceProps } from './UrlElicitationSequence';
