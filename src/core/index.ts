/**
 * `mcp-elicitation-react/core`: the protocol brain, pure TypeScript, no React and no DOM.
 * @packageDocumentation
 */

// These three shadow the star export's: with the `pattern` engine built in (`./complete`).
export { buildResult, parseElicitationRequest, validateAnswers } from './complete';
export * from './protocol';
export {
  assessUrl,
  MAX_URL_LENGTH,
  URL_REASON_VERDICTS,
  type UrlAssessment,
  type UrlHostDetails,
  type UrlReason,
  type UrlVerdict,
  urlHostDetails,
} from './url';
