/** The rjsf theme layer. */

export { codeForError, createErrorTransformer, type MessageCode, messageForCode } from './errorMessages';
export { ElicitationThemedForm } from './Form';
export { type ElicitationFormContext, themeContext } from './formContext';
export {
  fieldHint,
  fromFormData,
  NO_INVENTED_ANSWERS,
  RADIO_OPTION_LIMIT,
  type RjsfForm,
  toFormData,
  toRjsfForm,
} from './schema';
export { elicitationTemplates, elicitationTheme, elicitationWidgets } from './theme';
export { type CfworkerValidatorOptions, createCfworkerValidator, toRjsfErrors } from './validator';
