/**
 * Stands in for @rjsf/utils's `getDecimalSeparator.js` inside the @rjsf/utils that the package build
 * bundles (scripts/bundle-rjsf.ts): rjsf's own answer, remembered per list of languages. rjsf asks on
 * every render of every number field, and each answer builds a new `Intl.NumberFormat`, the
 * costliest `Intl` object to make.
 */
import getDecimalSeparatorOnce from '@rjsf/utils/lib/getDecimalSeparator.js';

const separators = new Map<string, string>();

/** The decimal separator of `languages`, else of the browser's languages, as rjsf works it out. */
export default function getDecimalSeparator(languages?: string | string[]): string {
  // rjsf's own fallback: the browser's languages, read on each call since they can change.
  const key = String(languages || (typeof navigator === 'undefined' ? '' : navigator.languages));
  let separator = separators.get(key);
  if (separator === undefined) {
    separator = getDecimalSeparatorOnce(languages);
    separators.set(key, separator);
  }
  return separator;
}
