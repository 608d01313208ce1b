/** Message catalogues and their formatting. */
export { en } from './en';
export {
  fillPlural,
  fillTemplate,
  isBidiSensitive,
  type MessageParams,
  mergeMessages,
  resolveMessages,
} from './format';
export type { ElicitationMessages, ElicitationMessagesOverride, Plural } from './messages';
