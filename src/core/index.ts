/**
 * `mcp-elicitation-react/core`: the protocol brain, pure TypeScript, no React and no DOM.
 * @packageDocumentation
 */
export {
  clientCapabilitiesMeta,
  type ElicitationModes,
  elicitationCapability,
  supportsElicitationMode,
  withClientCapabilities,
} from './capability';
export { defaultValues } from './defaults';
export { urlElicitationsFromError } from './errors';
export type {
  BooleanField,
  ElicitationRequest,
  ElicitationValues,
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
export { type ParseResult, parseElicitationRequest } from './parse';
export type { Problem, ProblemCode, ProblemSeverity } from './problems';
export { buildResult, ElicitationAnswersError } from './result';
export {
  buildRetryParams,
  elicitationInputRequests,
  isInputRequiredResult,
  type RetryParams,
  RetryParamsError,
  type RetryParamsErrorCode,
} from './retry';
export { findSensitiveFields, type SensitiveField, type SensitiveKind, type SensitiveSource } from './sensitive';
export * from './types';
export {
  assessUrl,
  MAX_URL_LENGTH,
  URL_REASON_VERDICTS,
  type UrlAssessment,
  type UrlReason,
  type UrlVerdict,
} from './url';
export {
  type FieldError,
  isUnanswered,
  normalizeAnswers,
  type ValidationCode,
  type ValidationParams,
  type ValidationResult,
  validateAnswers,
} from './validate';
