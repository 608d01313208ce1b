/** Message catalogues and their formatting. */
export { en } from './en';
export {
  builtInMessages,
  fillPlural,
  fillTemplate,
  isBidiSensitive,
  type MessageParams,
  resolveMessages,
} from './format';
export { ko } from './ko';
export type { ElicitationMessages, ElicitationMessagesOverride, Plural } from './messages';
