/**
 * Everything in core except URL assessment, whose Public Suffix List data the components load
 * lazily: UI code imports from here so that form-only hosts never download it.
 */
export {
  clientCapabilitiesMeta,
  type ElicitationModes,
  elicitationCapability,
  supportsElicitationMode,
  withClientCapabilities,
} from './capability';
export {
  type CompletionNotificationParams,
  ElicitationCompletionTracker,
  MAX_FINISHED_ELICITATION_IDS,
} from './completion';
export { type DeadlineState, type DeadlineStatus, deadlineStatus, runAt } from './deadline';
export { defaultValues } from './defaults';
export {
  type DraftStorage,
  draftSchemaKey,
  draftValues,
  type ElicitationDraft,
  ElicitationDrafts,
  type ElicitationDraftsOptions,
} from './drafts';
export { urlElicitationsFromError } from './errors';
export {
  type ElicitationEvent,
  type ElicitationLifecycle,
  type ElicitationPhase,
  initialLifecycle,
  type LifecycleOptions,
  transition,
  type WaitOutcome,
} from './lifecycle';
export {
  MAX_DESCRIPTION_LENGTH,
  MAX_ELICITATION_ID_LENGTH,
  MAX_FIELDS,
  MAX_LABEL_LENGTH,
  MAX_MESSAGE_LENGTH,
  MAX_OPTIONS,
  MAX_PROBLEMS,
  MAX_REQUEST_DEPTH,
  MAX_REQUEST_SIZE,
} from './limits';
export type {
  BooleanField,
  ElicitationRequest,
  ElicitationValues,
  FieldCommon,
  FieldKind,
  FieldModel,
  FieldOption,
  FormElicitationRequest,
  MultiSelectField,
  NumberField,
  OptionsSource,
  SingleSelectField,
  StringField,
  StringFieldKind,
  UrlElicitationRequest,
} from './model';
export { type ParseResult, readElicitationRequest } from './parse';
export type { Problem, ProblemCode, ProblemParams, ProblemSeverity } from './problems';
export { buildResult, InvalidAnswersError } from './result';
export {
  buildRetryParams,
  elicitationInputRequests,
  isInputRequiredResult,
  type RetryParams,
  RetryParamsError,
  type RetryParamsErrorCode,
} from './retry';
export { type ElicitationWait, type UrlWait, urlWait } from './revision';
export {
  ENGLISH_SENSITIVE_WORDS,
  findSensitiveFields,
  type SensitiveField,
  type SensitiveKind,
  type SensitiveSource,
  type SensitiveWords,
} from './sensitive';
export { type ServerInfo, serverDisplayName, withoutBidiControls } from './server';
export {
  ELICITATION_PART_TYPE,
  type ElicitationPart,
  type ElicitationPartData,
  type ElicitationPartState,
  type ElicitationReceiptOutcome,
  type ReceiptAnswer,
  receiptAnswers,
  receiptOutcome,
  withholdSensitive,
} from './transcript';
export {
  type BaseSchemaDefinition,
  type BooleanSchema,
  CLIENT_CAPABILITIES_META_KEY,
  type ClientCapabilities,
  type ElicitAction,
  type ElicitationCapability,
  type ElicitationCompleteNotification,
  type ElicitationMode,
  type ElicitContentValue,
  type ElicitRequest,
  type ElicitRequestedSchema,
  type ElicitRequestFormParams,
  type ElicitRequestParams,
  type ElicitRequestURLParams,
  type ElicitResult,
  type EnumSchema,
  type InputRequest,
  type InputRequiredResult,
  type InputResponses,
  type LegacyTitledEnumSchema,
  type Meta,
  type MultiSelectEnumSchema,
  type NumberSchema,
  type OpenElicitResult,
  type PrimitiveSchemaDefinition,
  type SingleSelectEnumSchema,
  type StringFormat,
  type StringSchema,
  type TitledMultiSelectEnumSchema,
  type TitledOption,
  type TitledSingleSelectEnumSchema,
  type UntitledMultiSelectEnumSchema,
  type UntitledSingleSelectEnumSchema,
  URL_ELICITATION_REQUIRED,
  type UrlElicitationRequiredErrorData,
} from './types';
export {
  type FieldError,
  isUnanswered,
  normalizeAnswers,
  type ValidationCode,
  type ValidationParams,
  type ValidationResult,
  validateAnswers,
} from './validate';
