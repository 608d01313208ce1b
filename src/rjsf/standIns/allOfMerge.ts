/**
 * Stands in for @rjsf/utils's `schema/shallowAllOfMerge.js` inside the @rjsf/utils that the package
 * build bundles (scripts/bundle-rjsf.ts): rjsf merges only schemas with `allOf`, which the parser
 * refuses in an elicitation request, so the merge is rjsf's own module once `ElicitationThemedForm`
 * installed it.
 */
import type rjsfShallowAllOfMerge from '@rjsf/utils/lib/schema/shallowAllOfMerge.js';
import { fullSchemaSupport } from './fullSchema';

/** rjsf's `shallowAllOfMerge`: `allOf` merged into the schema. */
const shallowAllOfMerge: typeof rjsfShallowAllOfMerge = (schema) =>
  fullSchemaSupport('Merging allOf').mergeAllOf(schema);
export default shallowAllOfMerge;
