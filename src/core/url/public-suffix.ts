/**
 * Public Suffix List look-ups over the trie in `data/public-suffixes.ts` (generated from `tldts`), so
 * the URL checker carries the list in about a third of the bytes. The algorithm is the list's own
 * (publicsuffix.org/list, "Formal algorithm"): exception rules prevail, then the rule with most labels.
 */
import { PUBLIC_SUFFIXES } from './data/public-suffixes';

/** Which section of the list the prevailing rule comes from; null when only the implicit `*` rule matched. */
export type SuffixSection = 'icann' | 'private' | null;

/** The public suffix of a host, in labels counted from the right, and the section of the rule that gave it. */
export interface PublicSuffix {
  labels: number;
  section: SuffixSection;
}

const NO_RULE = 0;
const ICANN_RULE = 1;
const PRIVATE_RULE = 2;

interface SuffixNode {
  rule: number;
  children: Map<string, SuffixNode>;
}

let root: SuffixNode | undefined;

/** Parses the nested text once: `label`, `label~` (private), `label?` (no rule), `(` children `)`. */
function suffixTrie(): SuffixNode {
  if (root !== undefined) return root;
  const top: SuffixNode = { rule: NO_RULE, children: new Map() };
  // Each open parenthesis saves the list being read and the sibling that front-codes the next one.
  const parents: [SuffixNode, string][] = [];
  let node = top;
  let previous = '';
  let last: SuffixNode = top;
  for (const token of PUBLIC_SUFFIXES.split(/(?=[(),])|(?<=[(),])/)) {
    if (token === '(') {
      parents.push([node, previous]);
      node = last;
      previous = '';
    } else if (token === ')') {
      [node, previous] = parents.pop() ?? [top, ''];
    } else if (token !== ',') {
      // An uppercase first letter reuses that many characters of the sibling before (B = 2 ... Z = 26).
      const shared = /^[A-Z]/.test(token) ? token.charCodeAt(0) - 64 : 0;
      const written = shared > 0 ? previous.slice(0, shared) + token.slice(1) : token;
      const marker = written.at(-1);
      const label = marker === '~' || marker === '?' ? written.slice(0, -1) : written;
      const rule = marker === '~' ? PRIVATE_RULE : marker === '?' ? NO_RULE : ICANN_RULE;
      last = { rule, children: new Map() };
      node.children.set(label, last);
      previous = label;
    }
  }
  root = top;
  return top;
}

/**
 * The public suffix of `labels` (a host split at its dots, no trailing dot). With `icannOnly`, private
 * rules (`github.io`, `blogspot.com`) are ignored, as for deciding whether a name ends in a real TLD.
 */
export function publicSuffix(labels: readonly string[], icannOnly = false): PublicSuffix {
  let best: PublicSuffix = { labels: 1, section: null };
  let exception: PublicSuffix | null = null;
  const visit = (node: SuffixNode, depth: number) => {
    if (depth >= labels.length) return;
    const label = labels[labels.length - 1 - depth]!;
    // `!city` under `kawasaki.jp`: `city.kawasaki.jp` is registrable although `*.kawasaki.jp` is a suffix.
    if (node.children.get(`!${label}`) !== undefined) exception = { labels: depth, section: 'icann' };
    const next = [node.children.get(label), label === '' ? undefined : node.children.get('*')];
    for (const child of next) {
      if (child === undefined) continue;
      const counts = child.rule === ICANN_RULE || (child.rule === PRIVATE_RULE && !icannOnly);
      if (counts && depth + 1 >= best.labels) {
        best = { labels: depth + 1, section: child.rule === ICANN_RULE ? 'icann' : 'private' };
      }
      visit(child, depth + 1);
    }
  };
  visit(suffixTrie(), 0);
  return exception ?? best;
}
