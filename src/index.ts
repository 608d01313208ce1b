/**
 * `mcp-elicitation-react`: React components that render MCP elicitation requests.
 * The protocol types are re-exported for convenience; the headless API lives in `/core`.
 * @packageDocumentation
 */
export * from './components/index';
export type * from './core/index';
export type { ServerInfo } from './core/server';
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
} from './theme/index';
