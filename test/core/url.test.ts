import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assessUrl, MAX_URL_LENGTH, URL_REASON_VERDICTS, type UrlReason, type UrlVerdict } from '../../src/core';
import corpus from '../fixtures/url-vectors.json';
import { propertyParams, propertyTimeout } from '../support/properties';

/** A URL, the exact reasons expected, and optionally the host a consent screen shows and its eTLD+1. */
type Vector = [
  url: string,
  reasons: UrlReason[],
  host?: [displayHost: string | null, registrableDomain: string | null],
];

const longQuery = Array.from({ length: 60 }, (_, index) => `param${index}=${'v'.repeat(40)}`).join('&');
const label63 = 'a'.repeat(63);

const OK: Vector[] = [
  ['https://example.com', [], ['example.com', 'example.com']],
  ['https://www.example.com/path/to/page?x=1#frag', [], ['www.example.com', 'example.com']],
  [
    'https://accounts.google.com/o/oauth2/v2/auth?client_id=123.apps.googleusercontent.com&redirect_uri=https%3A%2F%2Fapp.example%2Fcb&response_type=code&scope=openid%20email&state=xyz&code_challenge=abc&code_challenge_method=S256',
    [],
    ['accounts.google.com', 'google.com'],
  ],
  [
    'https://login.microsoftonline.com/common/oauth2/v2.0/authorize?client_id=00000000-0000-0000-0000-000000000000&response_type=code',
    [],
    ['login.microsoftonline.com', 'microsoftonline.com'],
  ],
  ['https://github.com/login/oauth/authorize?client_id=abc&scope=repo', [], ['github.com', 'github.com']],
  ['https://foo.github.io', [], ['foo.github.io', 'foo.github.io']],
  ['https://myapp.vercel.app/settings', [], ['myapp.vercel.app', 'myapp.vercel.app']],
  ['https://foo.blogspot.com', [], ['foo.blogspot.com', 'foo.blogspot.com']],
  ['https://bucket.s3.amazonaws.com/key', [], ['bucket.s3.amazonaws.com', 'bucket.s3.amazonaws.com']],
  ['https://checkout.stripe.com/c/pay/cs_test_a1b2c3', [], ['checkout.stripe.com', 'stripe.com']],
  ['https://www.paypal.com/checkoutnow?token=EC-123', [], ['www.paypal.com', 'paypal.com']],
  ['https://example.co.uk/account', [], ['example.co.uk', 'example.co.uk']],
  ['https://shop.example.com.au/', [], ['shop.example.com.au', 'example.com.au']],
  ['https://xn--mnchen-3ya.de', [], ['münchen.de', 'münchen.de']],
  ['https://münchen.de/', [], ['münchen.de', 'münchen.de']],
  ['https://bücher.de/', [], ['bücher.de', 'bücher.de']],
  ['https://xn--bcher-kva.de/', [], ['bücher.de', 'bücher.de']],
  ['https://zürich.ch', [], ['zürich.ch', 'zürich.ch']],
  ['https://español.es', [], ['español.es', 'español.es']],
  ['https://faß.de', [], ['faß.de', 'faß.de']],
  ['https://한국.kr', [], ['한국.kr', '한국.kr']],
  ['https://例え.jp', [], ['例え.jp', '例え.jp']],
  ['https://例子.中国', [], ['例子.中国', '例子.中国']],
  ['https://sony-ストア.jp', [], ['sony-ストア.jp', 'sony-ストア.jp']],
  ['https://пример.рф', [], ['пример.рф', 'пример.рф']],
  ['https://xn--e1afmkfd.xn--p1ai/', [], ['пример.рф', 'пример.рф']],
  ['https://курс.ru', [], ['курс.ru', 'курс.ru']],
  ['https://παράδειγμα.ελ', [], ['παράδειγμα.ελ', 'παράδειγμα.ελ']],
  ['https://مثال.مصر', [], ['مثال.مصر', 'مثال.مصر']],
  ['https://उदाहरण.भारत', [], ['उदाहरण.भारत', 'उदाहरण.भारत']],
  ['https://octocat.github.io/hello-world/', [], ['octocat.github.io', 'octocat.github.io']],
  ['https://example.dev/', [], ['example.dev', 'example.dev']],
  ['https://example.com:443/', [], ['example.com', 'example.com']],
  ['HTTPS://EXAMPLE.COM/Path', [], ['example.com', 'example.com']],
  ['https://example.com/@user', []],
  ['https://example.com/?next=https://evil.example/login', []],
  ['https://example.com/#/route?x=1', []],
  ['https://example.com/search?q=%E2%80%AE', []],
  ['https://example.com/ä?q=ü', []],
  ['https://example.com/path%20with%20spaces', []],
  ['https://my_service.example.com', [], ['my_service.example.com', 'example.com']],
  ['https://a.b.c.d.e.example.com', [], ['a.b.c.d.e.example.com', 'example.com']],
  ['https://app.dev.example.com', [], ['app.dev.example.com', 'example.com']],
  ['https://accounts-google.com/signin', [], ['accounts-google.com', 'accounts-google.com']],
  [`https://auth.example.com/authorize?${longQuery}`, [], ['auth.example.com', 'example.com']],
  ['https://docs.python.org/3/library/urllib.parse.html', [], ['docs.python.org', 'python.org']],
  ['https://en.wikipedia.org/wiki/IDN_homograph_attack', [], ['en.wikipedia.org', 'wikipedia.org']],
  [
    'https://appleid.apple.com/auth/authorize?client_id=com.example.app&redirect_uri=https%3A%2F%2Fapp.example%2Fcb&response_type=code%20id_token&response_mode=form_post',
    [],
    ['appleid.apple.com', 'apple.com'],
  ],
  ['https://www.facebook.com/v19.0/dialog/oauth?client_id=1&redirect_uri=https%3A%2F%2Fapp.example%2Fcb', []],
  ['https://slack.com/oauth/v2/authorize?client_id=1.2&scope=chat:write,channels:read', [], ['slack.com', 'slack.com']],
  ['https://discord.com/oauth2/authorize?client_id=1&permissions=0&scope=bot%20applications.commands', []],
  ['https://login.salesforce.com/services/oauth2/authorize?response_type=code&client_id=x', []],
  ['https://www.linkedin.com/oauth/v2/authorization?response_type=code&client_id=x', []],
  ['https://buy.stripe.com/test_28o5kE4aB', [], ['buy.stripe.com', 'stripe.com']],
  ['https://auth.example.com/authorize?redirect_uri=http%3A%2F%2Flocalhost%3A3000%2Fcb', []],
  ['https://mcp.example.com/elicitation/abc123?session=xyz', [], ['mcp.example.com', 'example.com']],
  ['https://project.pages.dev/', [], ['project.pages.dev', 'project.pages.dev']],
  ['https://a-b-c.herokuapp.com/login', [], ['a-b-c.herokuapp.com', 'a-b-c.herokuapp.com']],
  ['https://www.gov.uk/sign-in', [], ['www.gov.uk', 'www.gov.uk']],
  ['https://日本語.jp/', [], ['日本語.jp', '日本語.jp']],
  ['https://xn--wgv71a119e.jp/', [], ['日本語.jp', '日本語.jp']],
  ['https://sub.example.jp/ja/ページ', [], ['sub.example.jp', 'example.jp']],
  ['https://ουτοπία.δπθ.gr/', [], ['ουτοπία.δπθ.gr', 'δπθ.gr']],
  ['https://clé.fr/', [], ['clé.fr', 'clé.fr']],
  ['https://example.com/~user/index.html', []],
  ['https://example.com/a/../b;param?x=1', []],
  ['https://example.com/😀?q=a+b&r=c%26d', []],
  ['https://example.com/%F0%9F%98%80', []],
  ['https://example.org:443', [], ['example.org', 'example.org']],
];

const WARN: Vector[] = [
  ['http://example.com', ['insecure-http'], ['example.com', 'example.com']],
  ['http://example.com:80/', ['insecure-http']],
  ['https://example.com:8443/', ['non-default-port'], ['example.com', 'example.com']],
  ['http://localhost:3000/callback', ['local-host', 'non-default-port'], ['localhost', null]],
  // Loopback names warn as `local-host` alone: plain http to them never leaves the machine.
  ['http://localhost/', ['local-host'], ['localhost', null]],
  ['http://localhost/oauth/callback?code=abc', ['local-host'], ['localhost', null]],
  ['http://app.localhost/', ['local-host'], ['app.localhost', 'app.localhost']],
  ['https://foo.localhost/', ['local-host'], ['foo.localhost', 'foo.localhost']],
  ['http://intranet/', ['insecure-http', 'no-registrable-domain'], ['intranet', null]],
  ['http://127.0.0.1/', ['ip-address', 'ip-private'], ['127.0.0.1', null]],
  ['http://127.0.0.1:8080/cb', ['ip-address', 'ip-private', 'non-default-port']],
  ['http://[::1]/', ['ip-address', 'ip-private'], ['[::1]', null]],
  ['https://93.184.216.34/', ['ip-address'], ['93.184.216.34', null]],
  ['http://93.184.216.34/', ['insecure-http', 'ip-address']],
  ['http://3232235777', ['insecure-http', 'ip-address', 'ip-obfuscated', 'ip-private'], ['192.168.1.1', null]],
  ['http://0xC0A80101/', ['insecure-http', 'ip-address', 'ip-obfuscated', 'ip-private'], ['192.168.1.1', null]],
  ['http://0300.0250.1.1', ['insecure-http', 'ip-address', 'ip-obfuscated', 'ip-private'], ['192.168.1.1', null]],
  ['http://127.1', ['ip-address', 'ip-obfuscated', 'ip-private'], ['127.0.0.1', null]],
  ['https://0x7f.1/', ['ip-address', 'ip-obfuscated', 'ip-private'], ['127.0.0.1', null]],
  ['https://127.000.000.001/', ['ip-address', 'ip-obfuscated', 'ip-private']],
  ['https://1572395042/', ['ip-address', 'ip-obfuscated'], ['93.184.216.34', null]],
  ['http://%31%32%37.0.0.1', ['ip-address', 'ip-obfuscated', 'ip-private', 'percent-encoded-host']],
  ['http://10.0.0.1', ['insecure-http', 'ip-address', 'ip-private']],
  ['https://172.16.5.4', ['ip-address', 'ip-private']],
  ['https://169.254.169.254/latest/meta-data', ['ip-address', 'ip-private']],
  ['https://100.64.0.1', ['ip-address', 'ip-private']],
  ['https://0.0.0.0/', ['ip-address', 'ip-private']],
  ['https://127.0.0.1./', ['ip-address', 'ip-private', 'trailing-dot'], ['127.0.0.1', null]],
  ['https://[fe80::1]/', ['ip-address', 'ip-private'], ['[fe80::1]', null]],
  ['https://[fd00::1]/', ['ip-address', 'ip-private']],
  ['https://[::ffff:127.0.0.1]/', ['ip-address', 'ip-private'], ['[::ffff:7f00:1]', null]],
  ['https://[2001:db8::1]/', ['ip-address'], ['[2001:db8::1]', null]],
  ['https://аррӏе.com', ['idn-whole-script-confusable', 'idn-lookalike'], ['xn--80ak6aa92e.com', 'xn--80ak6aa92e.com']],
  [
    'https://xn--80ak6aa92e.com',
    ['idn-whole-script-confusable', 'idn-lookalike'],
    ['xn--80ak6aa92e.com', 'xn--80ak6aa92e.com'],
  ],
  [
    'https://www.xn--80ak6aa92e.com',
    ['idn-whole-script-confusable', 'idn-lookalike'],
    ['www.xn--80ak6aa92e.com', 'xn--80ak6aa92e.com'],
  ],
  ['https://аррӏе.рф', ['idn-lookalike'], ['xn--80ak6aa92e.xn--p1ai', 'xn--80ak6aa92e.xn--p1ai']],
  ['https://курс.com', ['idn-whole-script-confusable'], ['xn--j1amdg.com', 'xn--j1amdg.com']],
  ['https://αικ.com', ['idn-whole-script-confusable'], ['xn--mxaqd.com', 'xn--mxaqd.com']],
  ['https://gооgle.com', ['idn-mixed-script', 'idn-lookalike'], ['xn--ggle-55da.com', 'xn--ggle-55da.com']],
  ['https://pаypal.com', ['idn-mixed-script', 'idn-lookalike'], ['xn--pypal-4ve.com', 'xn--pypal-4ve.com']],
  ['https://micrоsoft.com', ['idn-mixed-script', 'idn-lookalike']],
  ['https://xn--pple-43d.com', ['idn-mixed-script', 'idn-lookalike'], ['xn--pple-43d.com', 'xn--pple-43d.com']],
  ['https://göögle.com', ['idn-lookalike'], ['xn--ggle-5qaa.com', 'xn--ggle-5qaa.com']],
  ['https://pàypal.com', ['idn-lookalike'], ['xn--pypal-rqa.com', 'xn--pypal-rqa.com']],
  ['https://g\u2044x.com', ['idn-restricted-character'], ['xn--gx-c6t.com', 'xn--gx-c6t.com']],
  ['https://a\u00b7b.com', ['idn-restricted-character']],
  ['https://xn--ls8h.la', ['idn-restricted-character'], ['xn--ls8h.la', 'xn--ls8h.la']],
  ['https://ᏣᎳᎩ.com', ['idn-restricted-character']],
  [`https://${'ü'.repeat(60)}.com`, ['idn-invalid']],
  ['https://ｅｘａｍｐｌｅ.com', ['fullwidth-host'], ['example.com', 'example.com']],
  ['https://𝐠𝐨𝐨𝐠𝐥𝐞.com', ['fullwidth-host'], ['google.com', 'google.com']],
  ['https://example。com', ['fullwidth-host'], ['example.com', 'example.com']],
  ['https://ex%61mple.com', ['percent-encoded-host'], ['example.com', 'example.com']],
  ['https://paypal.com.evil.example', ['embedded-domain', 'unknown-tld'], ['paypal.com.evil.example', 'evil.example']],
  [
    'https://login.bank.com.evil.example/signin',
    ['embedded-domain', 'unknown-tld'],
    ['login.bank.com.evil.example', 'evil.example'],
  ],
  [
    'https://accounts.google.co.uk.evil.example',
    ['embedded-domain', 'unknown-tld'],
    ['accounts.google.co.uk.evil.example', 'evil.example'],
  ],
  ['https://x.co.uk.evil.com', ['embedded-domain']],
  [
    'https://paypal.com.secure-login.com/verify',
    ['embedded-domain'],
    ['paypal.com.secure-login.com', 'secure-login.com'],
  ],
  ['http://paypal.com.evil.example:8080', ['insecure-http', 'non-default-port', 'embedded-domain', 'unknown-tld']],
  ['https://a.b.c.d.e.f.example.com', ['deep-host'], ['a.b.c.d.e.f.example.com', 'example.com']],
  [`https://${label63}.${label63}.example.com`, ['long-host'], [`${label63}.${label63}.example.com`, 'example.com']],
  ['https://example.com./', ['trailing-dot'], ['example.com.', 'example.com']],
  ['https://internal/', ['no-registrable-domain'], ['internal', null]],
  ['https://com/', ['no-registrable-domain'], ['com', null]],
  ['https://github.io', ['no-registrable-domain'], ['github.io', null]],
  ['https://s3.amazonaws.com/bucket/key', ['no-registrable-domain'], ['s3.amazonaws.com', null]],
  // A single label is only `no-registrable-domain`, even when it is a reserved TLD itself.
  ['https://test/', ['no-registrable-domain'], ['test', null]],
  // Under a TLD that is not on the Public Suffix List: reserved, special-use or made up.
  ['https://phish.example.test/login', ['unknown-tld'], ['phish.example.test', 'example.test']],
  ['https://a.invalid/', ['unknown-tld'], ['a.invalid', 'a.invalid']],
  ['https://www.example/', ['unknown-tld'], ['www.example', 'www.example']],
  ['https://x.corp/', ['unknown-tld'], ['x.corp', 'x.corp']],
  ['https://sso.intranet.corp:8443/', ['non-default-port', 'unknown-tld'], ['sso.intranet.corp', 'intranet.corp']],
  ['https://vault.internal/ui', ['unknown-tld'], ['vault.internal', 'vault.internal']],
  ['http://printer.local/', ['insecure-http', 'unknown-tld'], ['printer.local', 'printer.local']],
  ['https://wiki.lan./', ['trailing-dot', 'unknown-tld'], ['wiki.lan.', 'wiki.lan']],
  ['https://bücher.example/', ['unknown-tld'], ['bücher.example', 'bücher.example']],
  ['https://παράδειγμα.δοκιμή', ['unknown-tld'], ['παράδειγμα.δοκιμή', 'παράδειγμα.δοκιμή']],
];

const BLOCK: Vector[] = [
  ['javascript:alert(1)', ['scheme-not-allowed'], [null, null]],
  ['JAVASCRIPT:alert(document.cookie)', ['scheme-not-allowed']],
  ['java\tscript:alert(1)', ['scheme-not-allowed', 'control-character']],
  [' javascript:alert(1)', ['scheme-not-allowed', 'whitespace']],
  ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', ['scheme-not-allowed']],
  ['file:///etc/passwd', ['scheme-not-allowed'], [null, null]],
  ['blob:https://example.com/6d3c7a9e-0f4b-4c1e-9a51-3f1f6f1c2d11', ['scheme-not-allowed']],
  ['ftp://example.com/file.txt', ['scheme-not-allowed']],
  ['about:blank', ['scheme-not-allowed']],
  ['vbscript:msgbox(1)', ['scheme-not-allowed']],
  ['chrome://settings', ['scheme-not-allowed']],
  ['intent://scan/#Intent;scheme=zxing;package=com.example;end', ['scheme-not-allowed']],
  ['mailto:security@example.com', ['scheme-not-allowed']],
  ['wss://example.com/socket', ['scheme-not-allowed']],
  ['', ['not-absolute'], [null, null]],
  ['example.com', ['not-absolute']],
  ['//example.com/login', ['not-absolute']],
  ['/oauth/authorize', ['not-absolute']],
  ['www.example.com/login', ['not-absolute']],
  ['https:example.com', ['malformed-authority'], ['example.com', 'example.com']],
  ['https:/example.com', ['malformed-authority']],
  ['https:///example.com', ['malformed-authority']],
  ['https:\\\\example.com', ['malformed-authority', 'backslash']],
  ['https://example.com\\@evil.example', ['backslash'], ['example.com', 'example.com']],
  ['https://user:pass@example.com', ['credentials'], ['example.com', 'example.com']],
  ['https://example.com@evil.example', ['credentials', 'unknown-tld'], ['evil.example', 'evil.example']],
  ['https://@example.com', ['credentials']],
  ['https://paypal.com:443@evil.example/login', ['credentials', 'unknown-tld'], ['evil.example', 'evil.example']],
  ['https://user@127.0.0.1', ['credentials', 'ip-address', 'ip-private']],
  ['http://admin@[::1]/', ['credentials', 'ip-address', 'ip-private']],
  ['https://', ['invalid-url', 'malformed-authority'], [null, null]],
  ['https://exa mple.com', ['invalid-url', 'whitespace']],
  ['https://[::1', ['invalid-url']],
  ['https://example.com:99999/', ['invalid-url']],
  ['https://xn--zz.com', ['invalid-url']],
  ['https://example.com/\u202Etxt.exe', ['bidi-control'], ['example.com', 'example.com']],
  ['https://example.com/\u2066x\u2069', ['bidi-control']],
  ['https://example.com/\u200E', ['bidi-control']],
  ['https://example.com/?a=\u061C', ['bidi-control']],
  ['https://exa\u200Bmple.com', ['invisible-character'], ['example.com', 'example.com']],
  ['https://example.com/\u00ADx', ['invisible-character']],
  ['https://example.com\uFEFF', ['invisible-character']],
  ['https://example.com/\u2800', ['invisible-character']],
  ['https://example.com/\u180E', ['invisible-character']],
  ['https://ex\u115Fample.com', ['invisible-character', 'invalid-url']],
  ['https://ex\u0000ample.com', ['control-character', 'invalid-url']],
  ['https://example.com/\npath', ['control-character']],
  ['https://example.com/\u0085', ['control-character']],
  ['https://example.com/\u3000', ['whitespace']],
  ['https://example.com/\u00A0', ['whitespace']],
  ['https://example.com/ ', ['whitespace']],
  ['https://example.com/\uD800', ['invalid-unicode']],
  ['https://example.com/\uFFFE', ['invalid-unicode']],
  [`https://example.com/${'a'.repeat(MAX_URL_LENGTH)}`, ['too-long'], ['example.com', 'example.com']],
];

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
      'ip-address',
      'ip-obfuscated',
      'ip-private',
      'non-default-port',
    ]);
  });

  it('reports unknown-tld after the other host warnings, and never for loopback names', () => {
    expect(assessUrl('http://paypal.com.evil.example.:8080/').reasons).toEqual([
      'insecure-http',
      'non-default-port',
      'embedded-domain',
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
