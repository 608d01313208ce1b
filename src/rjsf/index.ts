/** The rjsf theme layer: what the package's `.` entry and the benchmark take from it. */

export type { ElicitationFormContext } from './formContext';
export { toFormData, toRjsfForm } from './schema';
export { ElicitationThemedForm } from './ThemedForm';
export { elicitationTemplates, elicitationTheme, elicitationWidgets } from './theme';
export { type CfworkerValidatorOptions, createCfworkerValidator } from './validator';
