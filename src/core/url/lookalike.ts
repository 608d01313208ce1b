/**
 * Look-alikes of popular domains, after UTS #39 section 4: two strings that look alike share a
 * skeleton. Chromium's `IDNSpoofChecker::GetSimilarTopDomain` compares a host's skeleton with those of
 * its top domains; the same idea is applied here to ASCII hosts too (`g00gle.com`, `rnicrosoft.com`).
 */
import { DIGIT_LOOKALIKES, LATIN_FOLDS } from './data/confusables';
import { TOP_DOMAINS, WELL_KNOWN_NAMES } from './data/top-domains';

/** Each character that shows as ASCII letters or digits, to those (UTS #39 confusables plus prototype folds). */
export const FOLDS: ReadonlyMap<string, string> = new Map(
  LATIN_FOLDS.split(',').map((entry) => {
    const [char = '', ...folded] = [...entry];
    return [char, folded.join('')] as const;
  }),
);

/** Characters that show as digits (Chromium's "digit lookalikes"), from the same fold. */
export const DIGIT_LOOKALIKE_SET: ReadonlySet<string> = new Set(DIGIT_LOOKALIKES);

// Chromium drops diacritics only from Latin, Greek and Cyrillic labels: marks in other scripts are letters' parts.
const LGC_LABEL = /^[\p{scx=Latn}\p{scx=Grek}\p{scx=Cyrl}\p{Mn}\d_-]*$/u;

/** A label's skeleton: NFD, diacritics dropped from LGC labels, every character folded to what it shows as. */
export function skeleton(label: string): string {
  const decomposed = label.normalize('NFD');
  const bare = LGC_LABEL.test(decomposed) ? decomposed.replace(/\p{Mn}/gu, '') : decomposed;
  let folded = '';
  for (const char of bare) folded += FOLDS.get(char) ?? char;
  return folded;
}

let topDomains: ReadonlyMap<string, readonly string[]> | undefined;
let wellKnown: ReadonlyMap<string, string> | undefined;

/** Skeleton of each top domain, to the domains that have it; built on first use. */
function topDomainSkeletons(): ReadonlyMap<string, readonly string[]> {
  if (topDomains !== undefined) return topDomains;
  const map = new Map<string, string[]>();
  for (const domain of TOP_DOMAINS.split(' ')) {
    const key = domain.split('.').map(skeleton).join('.');
    map.set(key, [...(map.get(key) ?? []), domain]);
  }
  topDomains = map;
  return map;
}

/** The names of the most popular domains without their TLD (`paypal`, `google`). */
export const WELL_KNOWN: ReadonlySet<string> = new Set(WELL_KNOWN_NAMES.split(' '));

function wellKnownSkeletons(): ReadonlyMap<string, string> {
  wellKnown ??= new Map([...WELL_KNOWN].map((name) => [skeleton(name), name]));
  return wellKnown;
}

// Chromium's top domains have at most four labels, so only a host's last four are compared.
const LABELS_COMPARED = 4;

/** A popular domain a host imitates, and how many of the host's last labels imitate it. */
export interface ImitatedDomain {
  domain: string;
  labels: number;
}

/**
 * The top domain that `hostname` (ASCII, no trailing dot) imitates, or null. `labels` are its labels
 * in Unicode. As in Chromium, the longest suffix of two or more labels whose skeleton is a top
 * domain's decides, and a host that is that domain or under it imitates nothing.
 */
export function imitatedTopDomain(hostname: string, labels: readonly string[]): ImitatedDomain | null {
  const skeletons = labels.slice(-LABELS_COMPARED).map(skeleton);
  for (let start = 0; start <= skeletons.length - 2; start++) {
    const domains = topDomainSkeletons().get(skeletons.slice(start).join('.'));
    if (domains === undefined) continue;
    const genuine = domains.some((domain) => hostname === domain || hostname.endsWith(`.${domain}`));
    return genuine ? null : { domain: domains[0]!, labels: skeletons.length - start };
  }
  return null;
}

/** The well-known name a label imitates under any TLD (`g00gle`, `аррӏе`), or null when it is one or none. */
export function imitatedName(label: string): string | null {
  if (WELL_KNOWN.has(label)) return null;
  return wellKnownSkeletons().get(skeleton(label)) ?? null;
}
