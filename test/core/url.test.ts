import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assessUrl, URL_REASON_VERDICTS, type UrlReason, type UrlVerdict, urlHostDetails } from '../../src/core';
import { BLOCK, OK, type Vector, WARN } from '../fixtures/url-cases';
import corpus from '../fixtures/url-vectors.json';
import { propertyParams, propertyTimeout } from '../support/properties';

const EXPECTED: [UrlVerdict, Vector[]][] = [
  ['ok', OK],
  ['warn', WARN],
  ['block', BLOCK],
];

/** A readable test name: escapes invisible characters and cuts long URLs. */
function title(url: string): string {
  const shown = JSON.stringify(url).replace(/[\u00a0-\uffff]/g, (char) =>
    /[\p{L}\p{M}\p{N}]/u.test(char) ? char : `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return shown.length > 90 ? `${shown.slice(0, 87)}...` : shown;
}

describe.each(EXPECTED)('assessUrl: %s', (verdict, vectors) => {
  it.each(vectors.map((vector) => [title(vector[0]), vector] as const))('%s', (_, [url, reasons, host]) => {
    const result = assessUrl(url);
    expect(result.verdict).toBe(verdict);
    expect([...result.reasons].sort()).toEqual([...reasons].sort());
    if (host !== undefined) {
      expect(result.displayHost).toBe(host[0]);
      expect(result.registrableDomain).toBe(host[1]);
    }
  });
});

/**
 * The spoof-check corpus: each vector names the rule it tests, the Chromium (or UTS #39, Public Suffix
 * List) rule it mirrors and why it is there, and says `displayHost`/`registrableDomain` when they matter.
 */
interface CorpusVector {
  url: string;
  verdict: UrlVerdict;
  reasons: UrlReason[];
  rule: string;
  mirrors: string;
  note: string;
  displayHost?: string | null;
  registrableDomain?: string | null;
}

const CORPUS = corpus as CorpusVector[];

describe('assessUrl: spoof-check corpus (test/fixtures/url-vectors.json)', () => {
  it.each(CORPUS.map((vector) => [`${vector.rule}: ${title(vector.url)}`, vector] as const))('%s', (_, vector) => {
    const result = assessUrl(vector.url);
    expect(result.verdict, vector.note).toBe(vector.verdict);
    expect([...result.reasons].sort(), vector.note).toEqual([...vector.reasons].sort());
    if ('displayHost' in vector) expect(result.displayHost).toBe(vector.displayHost);
    if ('registrableDomain' in vector) expect(result.registrableDomain).toBe(vector.registrableDomain);
  });

  it('documents every vector and covers every new rule with warnings and controls', () => {
    for (const vector of CORPUS) {
      expect(vector.note.length, vector.url).toBeGreaterThan(5);
      expect(vector.mirrors.length, vector.url).toBeGreaterThan(5);
      expect(Object.keys(URL_REASON_VERDICTS).includes(vector.rule) || vector.rule === 'public-suffix').toBe(true);
    }
    expect(CORPUS.length).toBeGreaterThanOrEqual(60);
    const newReasons: UrlReason[] = [
      'local-host',
      'empty-label',
      'idn-tld-specific-character',
      'idn-digit-lookalike',
      'idn-dangerous-pattern',
      'ascii-lookalike',
    ];
    for (const reason of newReasons) {
      expect(
        CORPUS.some((vector) => vector.reasons.includes(reason)),
        reason,
      ).toBe(true);
    }
  });
});

describe('assessUrl details', () => {
  it('has enough vectors of each verdict', () => {
    expect(OK.length).toBeGreaterThanOrEqual(60);
    expect(WARN.length).toBeGreaterThanOrEqual(40);
    expect(BLOCK.length).toBeGreaterThanOrEqual(40);
  });

  it('gives the canonical href to open', () => {
    expect(assessUrl('HTTPS://Example.COM:443/a%20b?c=d#e').href).toBe('https://example.com/a%20b?c=d#e');
    expect(assessUrl('https://example.com/a/../b').href).toBe('https://example.com/b');
    expect(assessUrl('https://münchen.de/ä').href).toBe('https://xn--mnchen-3ya.de/%C3%A4');
    expect(assessUrl('http://3232235777').href).toBe('http://192.168.1.1/');
  });

  it('has no href when the URL cannot be parsed', () => {
    expect(assessUrl('https://[::1').href).toBeNull();
    expect(assessUrl('/relative').href).toBeNull();
  });

  it('keeps the serialized href of a blocked URL that parses', () => {
    expect(assessUrl('javascript:alert(1)')).toEqual({
      verdict: 'block',
      reasons: ['scheme-not-allowed'],
      href: 'javascript:alert(1)',
      displayHost: null,
      registrableDomain: null,
    });
  });

  it('reports blocking reasons before warnings, in the documented order', () => {
    const { reasons } = assessUrl('http://user@0x7f.1:8080/\u202E');
    expect(reasons).toEqual([
      'credentials',
      'bidi-control',
      'ip-obfuscated',
      'ip-address',
      'ip-private',
      'non-default-port',
    ]);
  });

  it('ranks warnings by risk: a site made to look like another before plain http (issue 36)', () => {
    const verdicts = Object.keys(URL_REASON_VERDICTS);
    const impersonation = ['idn-lookalike', 'ascii-lookalike', 'embedded-domain', 'idn-mixed-script', 'fullwidth-host'];
    for (const reason of impersonation) {
      expect(verdicts.indexOf(reason), reason).toBeLessThan(verdicts.indexOf('insecure-http'));
    }
    expect(assessUrl('http://paypal.com.account-verify.example/login').reasons[0]).toBe('embedded-domain');
    expect(urlHostDetails(assessUrl('http://paypal.com.account-verify.example/login')).imitates).toBe('paypal.com');
  });

  it('reports unknown-tld after the other host warnings, and never for loopback names', () => {
    expect(assessUrl('http://paypal.com.evil.example.:8080/').reasons).toEqual([
      'embedded-domain',
      'insecure-http',
      'non-default-port',
      'trailing-dot',
      'unknown-tld',
    ]);
    expect(assessUrl('http://localhost.:3000/').reasons).toEqual(['local-host', 'non-default-port', 'trailing-dot']);
    expect(assessUrl('https://a.b.localhost/').reasons).toEqual(['local-host']);
  });

  it('lists every blocking reason before every warning, with kebab-case codes', () => {
    const verdicts = Object.values(URL_REASON_VERDICTS);
    expect(verdicts.indexOf('warn')).toBe(verdicts.lastIndexOf('block') + 1);
    for (const reason of Object.keys(URL_REASON_VERDICTS)) expect(reason).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(Object.isFrozen(URL_REASON_VERDICTS)).toBe(true);
  });

  it('treats a value that is not a string as not absolute', () => {
    expect(assessUrl(42 as unknown as string).reasons).toEqual(['not-absolute']);
  });

  it('stays fast on huge hosts and labels', () => {
    const many = assessUrl(`https://${'a.'.repeat(200_000)}example.com/`);
    expect(many.reasons).toEqual(['too-long', 'deep-host', 'long-host']);
    const huge = assessUrl(`https://paypal.com.${'b'.repeat(100_000)}.xn--${'c'.repeat(100_000)}.example.com`);
    expect(huge.verdict).toBe('block');
  });
});

const WEB_OR_BLOCKED = (url: string) => {
  const result = assessUrl(url);
  if (result.verdict !== 'block') {
    expect(result.href).not.toBeNull();
    expect(new URL(result.href!).protocol).toMatch(/^https?:$/);
    expect(result.reasons.every((reason) => URL_REASON_VERDICTS[reason] === 'warn')).toBe(true);
  }
  expect(result.verdict === 'ok').toBe(result.reasons.length === 0);
  expect(result.verdict === 'block').toBe(result.reasons.some((reason) => URL_REASON_VERDICTS[reason] === 'block'));
  expect(new Set(result.reasons).size).toBe(result.reasons.length);
  return result;
};

describe('assessUrl properties', () => {
  const prefix = fc.constantFrom(
    'https://',
    'http://',
    'HTTPS://',
    'https:',
    'https:///',
    'javascript:',
    'data:',
    'https://xn--',
    'http://0x',
    'https://[',
    '',
  );

  it(
    'never throws on arbitrary text, and only opens http(s) URLs',
    () => {
      fc.assert(
        fc.property(fc.string(), (text) => void WEB_OR_BLOCKED(text)),
        propertyParams(100, 11),
      );
      fc.assert(
        fc.property(fc.string({ unit: 'binary' }), (text) => void WEB_OR_BLOCKED(text)),
        propertyParams(100, 12),
      );
      fc.assert(
        fc.property(fc.string({ unit: 'grapheme' }), (text) => void WEB_OR_BLOCKED(text)),
        propertyParams(100, 13),
      );
    },
    propertyTimeout(100, 3000),
  );

  it(
    'never throws on URL-shaped text',
    () => {
      fc.assert(
        fc.property(prefix, fc.string({ unit: 'binary' }), (start, rest) => void WEB_OR_BLOCKED(start + rest)),
        propertyParams(500, 14),
      );
      fc.assert(
        fc.property(
          fc.webUrl({ withQueryParameters: true, withFragments: true, validSchemes: ['https', 'http', 'ftp'] }),
          (url) => void WEB_OR_BLOCKED(url),
        ),
        propertyParams(300, 15),
      );
    },
    propertyTimeout(300, 1000),
  );

  it(
    'assesses its own href the same way, host included',
    () => {
      fc.assert(
        fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
          const first = WEB_OR_BLOCKED(url);
          if (first.href === null || first.verdict === 'block') return;
          const again = assessUrl(first.href);
          expect(again.href).toBe(first.href);
          expect(again.displayHost).toBe(first.displayHost);
          expect(again.registrableDomain).toBe(first.registrableDomain);
        }),
        propertyParams(300, 16),
      );
    },
    propertyTimeout(300, 1000),
  );

  it(
    'never blocks an ordinary https URL on a domain name',
    () => {
      fc.assert(
        fc.property(fc.domain(), fc.webPath(), (domain, path) => {
          const result = assessUrl(`https://${domain}${path}`);
          expect(result.verdict).not.toBe('block');
          expect(result.displayHost).toBe(domain);
        }),
        propertyParams(300, 17),
      );
    },
    propertyTimeout(300, 1000),
  );
});

describe('urlHostDetails', () => {
  it.each([
    ['https://аррӏе.com/account', 'аррӏе.com', 'apple.com'],
    ['https://pаypal.com/signin', 'pаypal.com', 'paypal.com'],
    ['https://g00gle.com/', 'g00gle.com', 'google.com'],
    ['https://paypa1.com/x', 'paypa1.com', 'paypal.com'],
    ['https://www.paypal.com/', 'www.paypal.com', null],
    ['https://example.com/', 'example.com', null],
    ['http://3232235777/', '192.168.1.1', null],
    ['javascript:alert(1)', null, null],
  ])('%s: Unicode host %s, imitates %s', (url, unicodeHost, imitates) => {
    expect(urlHostDetails(assessUrl(url))).toEqual({ unicodeHost, imitates });
  });
});
