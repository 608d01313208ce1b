/**
 * The form of an elicitation request: rjsf's Form with the theme alone. `withTheme` comes from
 * `withTheme.js` directly: the root of @rjsf/core also loads @rjsf/validator-ajv8, which needs eval
 * and which hosts may not install.
 */
import withTheme from '@rjsf/core/lib/withTheme.js';
import { NumberField } from './fields/NumberField';
import { elicitationTheme } from './theme';

/**
 * @internal The form of an elicitation request (`ElicitationForm`): the theme alone, since a
 * requested schema reaches nothing else of rjsf's registry, and a number field that reads the
 * browser's decimal separator only when it needs it.
 */
export const ElicitationRequestForm = /* @__PURE__ */ withTheme({ ...elicitationTheme, fields: { NumberField } });
