import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'tldts';
import { describe, expect, it } from 'vitest';
import { generateUrlData, publicSuffixRules } from '../../scripts/generate-url-data';
import { assessUrl } from '../../src/core';
import { TOP_DOMAINS, WELL_KNOWN_NAMES } from '../../src/core/url/data/top-domains';
import { publicSuffix } from '../../src/core/url/public-suffix';

const root = join(import.meta.dirname, '../..');

// Generation reads a few megabytes of package data; give it room on a busy 2-core machine.
const SLOW = 60_000;

describe('generated URL data', () => {
  it(
    'matches what its source packages generate today (run `npm run generate:url-data` after an upgrade)',
    async () => {
      for (const [path, text] of Object.entries(await generateUrlData())) {
        expect(readFileSync(join(root, path), 'utf8'), path).toBe(text);
      }
    },
    SLOW,
  );
});

/** tldts' answer for a host: its registrable domain and the section of the prevailing rule. */
function tldtsAnswer(host: string, allowPrivateDomains: boolean) {
  const { domain, isIcann, isPrivate } = parse(host, { allowPrivateDomains, validateHostname: false });
  return { domain, section: isIcann ? 'icann' : isPrivate ? 'private' : null };
}

function ownAnswer(host: string, icannOnly: boolean) {
  const labels = host.split('.');
  const suffix = publicSuffix(labels, icannOnly);
  const domain = suffix.labels < labels.length ? labels.slice(-suffix.labels - 1).join('.') : null;
  return { domain, section: suffix.section };
}

describe('the Public Suffix List trie', () => {
  it(
    'gives the registrable domain and section tldts gives, for every rule of the list and one label below',
    async () => {
      const rules = await publicSuffixRules();
      expect(rules.length).toBeGreaterThan(10_000);
      let compared = 0;
      for (const [labels] of rules) {
        const rule = labels
          .map((label) => (label === '*' ? 'wild' : label.replace(/^!/, '')))
          .reverse()
          .join('.');
        const ascii = new URL(`https://${rule}/`).hostname;
        for (const host of [ascii, `below.${ascii}`, `two.below.${ascii}`]) {
          expect(ownAnswer(host, false), host).toEqual(tldtsAnswer(host, true));
          expect(ownAnswer(host, true), host).toEqual(tldtsAnswer(host, false));
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(30_000);
    },
    SLOW,
  );

  it('falls back to the last label for a TLD it does not know, as the implicit `*` rule says', () => {
    expect(publicSuffix(['www', 'example', 'test'])).toEqual({ labels: 1, section: null });
    expect(publicSuffix(['intranet'])).toEqual({ labels: 1, section: null });
  });

  it('keeps private rules out of ICANN-only look-ups', () => {
    expect(publicSuffix(['foo', 'github', 'io'])).toEqual({ labels: 2, section: 'private' });
    expect(publicSuffix(['foo', 'github', 'io'], true)).toEqual({ labels: 1, section: 'icann' });
  });
});

describe('popular domains', () => {
  it('ships a few thousand domains and their well-known names', () => {
    expect(TOP_DOMAINS.split(' ').length).toBeGreaterThanOrEqual(2500);
    expect(WELL_KNOWN_NAMES.split(' ').length).toBeGreaterThanOrEqual(150);
  });

  it(
    'never calls a popular domain, or a subdomain of one, a look-alike',
    () => {
      for (const domain of TOP_DOMAINS.split(' ')) {
        for (const host of [domain, `www.${domain}`]) {
          const { reasons } = assessUrl(`https://${host}/`);
          expect(
            reasons.filter((reason) => reason.endsWith('lookalike')),
            host,
          ).toEqual([]);
        }
      }
    },
    SLOW,
  );
});
