/**
 * The documented limits on what a server may send. A request beyond any of them is refused at once
 * with a problem naming the limit, so a hostile server cannot freeze the page with a huge request.
 * Each is far above what a person could answer in one form.
 */

/** The largest request accepted, in characters of its JSON text (string escapes not counted). */
export const MAX_REQUEST_SIZE = 500_000;

/** The deepest nesting of arrays and objects accepted anywhere in a request, `_meta` included. */
export const MAX_REQUEST_DEPTH = 32;

/** The most fields (`requestedSchema.properties`) a form may have. */
export const MAX_FIELDS = 200;

/** The most options a single-select or multi-select field may have. */
export const MAX_OPTIONS = 1_000;

/** The longest `message`, in UTF-16 code units. */
export const MAX_MESSAGE_LENGTH = 10_000;

/** The longest field `description`, in UTF-16 code units. */
export const MAX_DESCRIPTION_LENGTH = 4_000;

/** The longest property name, `title`, option value or option label, in UTF-16 code units. */
export const MAX_LABEL_LENGTH = 500;

/** The longest URL-mode `elicitationId`, in UTF-16 code units. */
export const MAX_ELICITATION_ID_LENGTH = 1_000;

/** The most problems listed for one request; a last entry says how many more were found. */
export const MAX_PROBLEMS = 100;
