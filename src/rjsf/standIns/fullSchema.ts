/**
 * What rjsf needs only for schemas beyond an elicitation request's: `$ref` resolution (with fast-uri
 * and jsonpointer) and `allOf` merging (with @x0k/json-schema-merge). The package's bundled
 * @rjsf/utils reaches them through the stand-ins beside this file, which hand over to rjsf's own
 * modules once `ElicitationThemedForm` installed them: a host that renders only elicitation requests,
 * whose schemas have neither (the parser refuses both), ships neither.
 */
import type * as rjsfFindSchemaDefinition from '@rjsf/utils/lib/findSchemaDefinition.js';
import type rjsfShallowAllOfMerge from '@rjsf/utils/lib/schema/shallowAllOfMerge.js';

/** rjsf's own modules, as @rjsf/utils ships them. */
export interface FullSchemaSupport {
  /** `@rjsf/utils/lib/findSchemaDefinition.js`. */
  references: typeof rjsfFindSchemaDefinition;
  /** `@rjsf/utils/lib/schema/shallowAllOfMerge.js`. */
  mergeAllOf: typeof rjsfShallowAllOfMerge;
}

let installed: FullSchemaSupport | undefined;

/** @internal Installs rjsf's own modules (`ElicitationThemedForm` does, as its module loads). */
export function installFullSchemaSupport(support: FullSchemaSupport): void {
  installed = support;
}

/** @internal rjsf's own modules, or an error saying why a schema of this kind cannot be shown here. */
export function fullSchemaSupport(what: string): FullSchemaSupport {
  if (!installed) {
    throw new Error(
      `${what} is left out of the elicitation form's rjsf (no elicitation request needs it): render such a schema with ElicitationThemedForm.`,
    );
  }
  return installed;
}
