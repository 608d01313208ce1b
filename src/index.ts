/**
 * `mcp-elicitation-react`: React components that render MCP elicitation requests. The headless,
 * React-free API (parsing, validation, results, URL checks) lives in `mcp-elicitation-react/core`;
 * the types below are the ones the components' props and hooks speak.
 * @packageDocumentation
 */
export {
  type AsChildProp,
  destinationName,
  Elicitation,
  ElicitationActions,
  type ElicitationActionsProps,
  ElicitationContent,
  type ElicitationContentProps,
  type ElicitationContextValue,
  ElicitationDeadline,
  type ElicitationDeadlineProps,
  ElicitationDialog,
  type ElicitationDialogProps,
  ElicitationDraftOffer,
  type ElicitationDraftOfferProps,
  ElicitationForm,
  type ElicitationFormProps,
  ElicitationHeader,
  type ElicitationHeaderProps,
  type ElicitationIds,
  ElicitationMessage,
  type ElicitationMessageProps,
  type ElicitationOptions,
  ElicitationOutcome,
  type ElicitationOutcomeProps,
  ElicitationPanel,
  type ElicitationPanelProps,
  ElicitationProblems,
  type ElicitationProblemsProps,
  ElicitationReview,
  type ElicitationReviewProps,
  ElicitationRoot,
  type ElicitationRootProps,
  ElicitationSensitiveWarning,
  type ElicitationSensitiveWarningProps,
  ElicitationUrlConsent,
  type ElicitationUrlConsentProps,
  ElicitationUrlVerdict,
  type ElicitationUrlVerdictProps,
  type OpenUrl,
  openInNewTab,
  UrlElicitationSequence,
  type UrlElicitationSequenceProps,
  useElicitation,
} from './components/index';
export type {
  ElicitAction,
  ElicitationPhase,
  ElicitationRequest,
  ElicitationValues,
  ElicitRequestParams,
  ElicitResult,
  FieldError,
  FieldModel,
  ParseResult,
  Problem,
  SensitiveField,
} from './core/protocol';
export type { ServerInfo } from './core/server';
export type { UrlAssessment, UrlReason, UrlVerdict } from './core/url';
export { formatAnswer } from './i18n/answers';
export {
  builtInMessages,
  type ElicitationMessages,
  type ElicitationMessagesOverride,
  en,
  ko,
  type Plural,
} from './i18n/index';
export {
  type CfworkerValidatorOptions,
  createCfworkerValidator,
  type ElicitationFormContext,
  ElicitationThemedForm,
  elicitationTemplates,
  elicitationTheme,
  elicitationWidgets,
} from './rjsf/index';
