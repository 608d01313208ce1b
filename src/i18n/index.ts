/** Message catalogues and their formatting. */
export { en } from './en';
export {
  fillPlural,
  fillTemplate,
  formatProblem,
  isBidiSensitive,
  type MessageParams,
  mergeMessages,
  resolveMessages,
  type TextDirection,
} from './format';
export type { ElicitationMessages, ElicitationMessagesOverride, Plural, ProblemMessages } from './messages';
