/**
 * `mcp-elicitation-react/core`: the protocol brain, pure TypeScript, no React and no DOM.
 * @packageDocumentation
 */
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
