/**
 * The rjsf Form with the elicitation theme. Imported from `withTheme.js` directly: the root of
 * @rjsf/core also loads @rjsf/validator-ajv8, which needs eval and which hosts may not install.
 */
import withTheme from '@rjsf/core/lib/withTheme.js';
import { elicitationTheme } from './theme';

/** rjsf's `Form` with this library's widgets and templates. Pass any `validator`. */
export const ElicitationThemedForm = withTheme(elicitationTheme);
