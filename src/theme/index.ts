/** The rjsf theme layer. */

export { codeForError, createErrorTransformer, type MessageCode, messageForCode } from './errorMessages';
export { type ElicitationFormContext, themeContext } from './formContext';
export { fieldHint, fromFormData, RADIO_OPTION_LIMIT, type RjsfForm, toFormData, toRjsfForm } from './rjsfForm';
export { ElicitationThemedForm } from './ThemedForm';
export { elicitationTemplates, elicitationTheme, elicitationWidgets } from './theme';
export { type CfworkerValidatorOptions, createCfworkerValidator, toRjsfErrors } from './validator';
