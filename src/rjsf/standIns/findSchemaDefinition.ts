/**
 * Stands in for @rjsf/utils's `findSchemaDefinition.js` inside the @rjsf/utils that the package
 * build bundles (scripts/bundle-rjsf.ts): rjsf calls it only for `$ref`s, schemas in a 2020-12
 * bundle and `dependencies`, none of which an elicitation request has, so each call goes to rjsf's
 * own module once `ElicitationThemedForm` installed it.
 */
import type * as rjsf from '@rjsf/utils/lib/findSchemaDefinition.js';
import { fullSchemaSupport } from './fullSchema';

const references = (what: string) => fullSchemaSupport(what).references;

/** rjsf's `findSchemaDefinition`: the schema a `$ref` points to. */
const findSchemaDefinition: typeof rjsf.default = (...args) => references('Resolving a $ref').default(...args);
export default findSchemaDefinition;

/** rjsf's `findSchemaDefinitionRecursive`. */
export const findSchemaDefinitionRecursive: typeof rjsf.findSchemaDefinitionRecursive = (...args) =>
  references('Resolving a $ref').findSchemaDefinitionRecursive(...args);

/** rjsf's `makeAllReferencesAbsolute`, for a root schema of draft 2020-12. */
export const makeAllReferencesAbsolute: typeof rjsf.makeAllReferencesAbsolute = (...args) =>
  references('A draft 2020-12 schema').makeAllReferencesAbsolute(...args);

/** rjsf's `splitKeyElementFromObject`, for `dependencies`. */
export const splitKeyElementFromObject: typeof rjsf.splitKeyElementFromObject = (...args) =>
  references('dependencies').splitKeyElementFromObject(...args);
