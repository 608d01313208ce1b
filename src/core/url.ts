/**
 * URL mode's safety check: a verdict on the URL a server asks the user to open, with stable reason
 * codes a UI can translate. Offline by design (PROTOCOL.md rule 8): no DNS, no fetch, no reputation
 * service; the Public Suffix List ships inside `tldts`. The policy follows Chromium's URL display
 * guidelines and IDN spoof checks, Mozilla's IDN display policy and the MCP specification.
 */
import punycode from 'punycode/punycode.js';
import { parse as parseHostname } from 'tldts';

/** `block`: never offer to open it. `warn`: open only after the user saw why. `ok`: nothing suspicious. */
export type UrlVerdict = 'block' | 'warn' | 'ok';

/** Why a URL is blocked or needs a warning; {@link URL_REASON_VERDICTS} says which. */
export type UrlReason =
  // block: the URL must not be opened
  | 'too-long'
  | 'not-absolute'
  | 'invalid-url'
  | 'scheme-not-allowed'
  | 'credentials'
  | 'malformed-authority'
  | 'backslash'
  | 'control-character'
  | 'whitespace'
  | 'bidi-control'
  | 'invisible-character'
  | 'invalid-unicode'
  // warn: the user decides after seeing why
  | 'insecure-http'
  | 'ip-address'
  | 'ip-obfuscated'
  | 'ip-private'
  | 'non-default-port'
  | 'idn-invalid'
  | 'idn-restricted-character'
  | 'idn-mixed-script'
  | 'idn-whole-script-confusable'
  | 'idn-lookalike'
  | 'percent-encoded-host'
  | 'fullwidth-host'
  | 'embedded-domain'
  | 'deep-host'
  | 'long-host'
  | 'trailing-dot'
  | 'no-registrable-domain'
  | 'unknown-tld';

/** The verdict on a URL, the reasons for it and what a consent screen shows. */
export interface UrlAssessment {
  verdict: UrlVerdict;
  /** Every reason that applies, blocking ones first, in {@link URL_REASON_VERDICTS} order. */
  reasons: UrlReason[];
  /** The URL to open, as the WHATWG URL Standard serializes it; null when it cannot be parsed. */
  href: string | null;
  /** The host to show: Unicode for an IDN that is safe to show, `xn--` otherwise; null without one. */
  displayHost: string | null;
  /** The eTLD+1 (Public Suffix List, private section included) in displayHost's form; null for IPs. */
  registrableDomain: string | null;
}

/** Whether each reason blocks the URL or warns about it; keys are in the order reasons are reported. */
export const URL_REASON_VERDICTS: Readonly<Record<UrlReason, Exclude<UrlVerdict, 'ok'>>> = Object.freeze({
  'too-long': 'block', // longer than MAX_URL_LENGTH
  'not-absolute': 'block', // no scheme: relative URLs are never resolved against a base
  'invalid-url': 'block', // the WHATWG URL parser rejects it
  'scheme-not-allowed': 'block', // anything but https: and http: (javascript:, data:, file:, blob:...)
  credentials: 'block', // user info or any `@` in the authority
  'malformed-authority': 'block', // not written `scheme://host` (`https:host`, `https:/host`, `https:///host`)
  backslash: 'block', // parsers disagree on `\`; WHATWG reads it as `/`
  'control-character': 'block', // C0, DEL or C1 controls, tabs and newlines included
  whitespace: 'block', // spaces of any kind
  'bidi-control': 'block', // bidirectional overrides, embeddings, isolates and marks
  'invisible-character': 'block', // zero-width, soft hyphen, fillers and other default-ignorable characters
  'invalid-unicode': 'block', // lone surrogates and noncharacters
  'insecure-http': 'warn', // http: to anything but loopback
  'ip-address': 'warn', // an IP literal instead of a name
  'ip-obfuscated': 'warn', // IPv4 written in decimal, hex, octal or shortened form
  'ip-private': 'warn', // loopback, private, link-local, carrier-grade NAT or unspecified address
  'non-default-port': 'warn', // a port other than 443 for https: or 80 for http:
  'idn-invalid': 'warn', // an `xn--` label that does not decode to a valid Unicode label
  'idn-restricted-character': 'warn', // a label character outside the identifier profile (symbols, rare scripts)
  'idn-mixed-script': 'warn', // a label mixing scripts (Latin + Cyrillic), CJK combinations excepted
  'idn-whole-script-confusable': 'warn', // a label made only of Latin lookalikes from another script
  'idn-lookalike': 'warn', // a label that becomes a well-known name once diacritics and lookalikes are folded
  'percent-encoded-host': 'warn', // `%` escapes in the host as written
  'fullwidth-host': 'warn', // full-width or other compatibility characters (𝐠, ①, 。) in the host as written
  'embedded-domain': 'warn', // the subdomain spells another domain (`paypal.com.evil.example`)
  'deep-host': 'warn', // more than MAX_SUBDOMAIN_DEPTH labels below the registrable domain
  'long-host': 'warn', // a host longer than MAX_HOST_LENGTH characters
  'trailing-dot': 'warn', // a host ending in `.`
  'no-registrable-domain': 'warn', // a host that is a public suffix or a single label (`com`, `internal`)
  'unknown-tld': 'warn', // a name under a TLD not on the Public Suffix List (`.test`, `.example`, `.corp`, `.local`)
});

/** URLs longer than this (UTF-16 code units) are blocked: the request-line limit of common web servers. */
export const MAX_URL_LENGTH = 8192;

// Host limits behind `long-host` and `deep-host`: phishing pads hosts so the real domain scrolls away.
const MAX_HOST_LENGTH = 100;
const MAX_SUBDOMAIN_DEPTH = 5;

const REASON_ORDER = Object.keys(URL_REASON_VERDICTS) as UrlReason[];

const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

// Checked on the raw text: the URL parser silently drops or rewrites several of these.
const RAW_CHECKS: readonly (readonly [RegExp, UrlReason])[] = [
  [/\p{Cc}/u, 'control-character'],
  [/[^\P{White_Space}\p{Cc}]/u, 'whitespace'],
  [BIDI, 'bidi-control'],
  [
    /(?![\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069])[\p{Default_Ignorable_Code_Point}\p{Cf}\u2800]/u,
    'invisible-character',
  ],
  [/[\p{Cs}\p{Noncharacter_Code_Point}]/u, 'invalid-unicode'],
  [/\\/, 'backslash'],
];

// What the URL parser strips before parsing; the raw checks have already reported it.
const PARSER_IGNORED = /^[\0-\x20]+|[\0-\x20]+$|[\t\n\r]/g;
const SCHEME = /^([A-Za-z][A-Za-z\d+.-]*):/;
const AUTHORITY_START = /^\/\/[^/\\]/;
const ASCII_ONLY = /^[\0-\x7f]*$/;

// Read off globalThis: ES2023 has no `URL` value, and a second `declare var URL` would clash with DOM and Node types.
const WhatwgUrl = (globalThis as unknown as { URL: WhatwgUrlConstructor }).URL;

/**
 * Judges the URL of a URL-mode request before the user is asked to open it. Never touches the
 * network and never throws.
 */
export function assessUrl(url: string): UrlAssessment {
  const text = typeof url === 'string' ? url : '';
  const reasons = new Set<UrlReason>();
  if (text.length > MAX_URL_LENGTH) reasons.add('too-long');
  for (const [pattern, reason] of RAW_CHECKS) if (pattern.test(text)) reasons.add(reason);
  const cleaned = text.replace(PARSER_IGNORED, '');
  const scheme = SCHEME.exec(cleaned)?.[1]?.toLowerCase();
  if (scheme === undefined) return assessment(reasons.add('not-absolute'), null, null, null);
  const isWeb = scheme === 'https' || scheme === 'http';
  if (!isWeb) reasons.add('scheme-not-allowed');
  const parsed = parseAbsolute(text);
  if (parsed === null) reasons.add('invalid-url');
  if (!isWeb) return assessment(reasons, parsed?.href ?? null, null, null);
  const rawHost = hostOf(rawAuthority(cleaned.slice(scheme.length + 1), reasons));
  if (parsed === null) return assessment(reasons, null, null, null);
  if (parsed.username !== '' || parsed.password !== '') reasons.add('credentials');
  if (scheme === 'http' && !isLoopback(parsed.hostname)) reasons.add('insecure-http');
  if (parsed.port !== '') reasons.add('non-default-port');
  const host = assessHost(parsed.hostname, rawHost, reasons);
  return assessment(reasons, parsed.href, host.displayHost, host.registrableDomain);
}

function assessment(
  found: ReadonlySet<UrlReason>,
  href: string | null,
  displayHost: string | null,
  registrableDomain: string | null,
): UrlAssessment {
  const reasons = REASON_ORDER.filter((reason) => found.has(reason));
  const blocked = reasons.some((reason) => URL_REASON_VERDICTS[reason] === 'block');
  const verdict: UrlVerdict = blocked ? 'block' : reasons.length > 0 ? 'warn' : 'ok';
  return { verdict, reasons, href, displayHost, registrableDomain };
}

/** The WHATWG parse of an absolute URL, never resolved against a base; null when it fails. */
function parseAbsolute(text: string): URL | null {
  try {
    return new WhatwgUrl(text);
  } catch {
    return null;
  }
}

/** The authority as written after `scheme:`; notes slashes that are not exactly `//` and any `@`. */
function rawAuthority(afterScheme: string, reasons: Set<UrlReason>): string {
  if (!AUTHORITY_START.test(afterScheme)) reasons.add('malformed-authority');
  // Special schemes end the authority at `/`, `\`, `?` or `#`, as the WHATWG parser does.
  const authority = afterScheme.replace(/^[/\\]+/, '').split(/[/\\?#]/, 1)[0] ?? '';
  if (authority.includes('@')) reasons.add('credentials');
  return authority;
}

/** The host as written: after the last `@`, before the port. */
function hostOf(authority: string): string {
  const host = authority.slice(authority.lastIndexOf('@') + 1);
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1 || host.length);
  const colon = host.indexOf(':');
  return colon === -1 ? host : host.slice(0, colon);
}

/** Loopback names and addresses: `localhost`, `*.localhost`, 127.0.0.0/8 and `[::1]`. */
function isLoopback(hostname: string): boolean {
  const name = hostname.replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost') || name === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(name);
}

interface HostDisplay {
  displayHost: string;
  registrableDomain: string | null;
}

function assessHost(hostname: string, rawHost: string, reasons: Set<UrlReason>): HostDisplay {
  if (rawHost.includes('%')) reasons.add('percent-encoded-host');
  if (rawHost.normalize('NFKC') !== rawHost.normalize('NFC') || rawHost.includes('\u3002')) {
    reasons.add('fullwidth-host');
  }
  if (hostname.length > MAX_HOST_LENGTH) reasons.add('long-host');
  const address = ipAddress(hostname);
  if (address !== null) {
    reasons.add('ip-address');
    // WHATWG rewrites 3232235777, 0xC0A80101, 0300.0250.1.1 and 127.1 to dotted decimal: compare with the raw text.
    if (address.length === 4 && rawHost.toLowerCase().replace(/\.$/, '') !== hostname) reasons.add('ip-obfuscated');
    if (isPrivateAddress(address)) reasons.add('ip-private');
    if (rawHost.endsWith('.')) reasons.add('trailing-dot');
    return { displayHost: hostname, registrableDomain: null };
  }
  if (hostname.endsWith('.')) reasons.add('trailing-dot');
  const name = hostname.replace(/\.$/, '');
  const labels = name.split('.');
  const idnReasons = new Set(labels.flatMap((label) => labelReasons(label, labels.at(-1) ?? '')));
  for (const reason of idnReasons) reasons.add(reason);
  // Like Firefox, one unsafe label keeps the whole host in its `xn--` form.
  const display = (host: string) => (idnReasons.size > 0 ? host : host.split('.').map(toUnicodeLabel).join('.'));
  // WHATWG already refused forbidden host characters; lengths and empty labels are DNS's business.
  const { domain, isIcann, isPrivate } = parseHostname(name, { allowPrivateDomains: true, validateHostname: false });
  if (domain === null) {
    if (!isLoopback(name)) reasons.add('no-registrable-domain');
    return { displayHost: display(hostname), registrableDomain: null };
  }
  // tldts takes an unknown last label for a suffix: `evil.example` gets a registrable domain, kept so the
  // UI still singles out the name in front of the TLD, but such hosts never resolve on the public internet.
  if (isIcann !== true && isPrivate !== true && !isLoopback(name)) reasons.add('unknown-tld');
  const subdomain = labels.slice(0, labels.length - domain.split('.').length);
  if (subdomain.length > MAX_SUBDOMAIN_DEPTH) reasons.add('deep-host');
  if (hasEmbeddedDomain(subdomain)) reasons.add('embedded-domain');
  return { displayHost: display(hostname), registrableDomain: display(domain) };
}

// ---- IP addresses

/** The address bytes' groups: 4 octets for IPv4, 8 pieces for IPv6; null for a domain. */
function ipAddress(hostname: string): number[] | null {
  if (/^\d+\.\d+\.\d+\.\d+$/.test(hostname)) return hostname.split('.').map(Number);
  if (!hostname.startsWith('[')) return null;
  // WHATWG serializes IPv6 as lowercase hex pieces with one `::` and no dotted tail.
  const [head = '', tail = ''] = hostname.slice(1, -1).split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((piece) => Number.parseInt(piece, 16)));
  const [before, after] = [parse(head), parse(tail)];
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}

// [first address as 32 bits, prefix length]
const PRIVATE_IPV4: readonly (readonly [number, number])[] = [
  [0x00000000, 8], // "this network"
  [0x0a000000, 8], // private
  [0x64400000, 10], // carrier-grade NAT
  [0x7f000000, 8], // loopback
  [0xa9fe0000, 16], // link-local
  [0xac100000, 12], // private
  [0xc0a80000, 16], // private
];

function isPrivateIpv4(value: number): boolean {
  return PRIVATE_IPV4.some(([base, bits]) => value >>> (32 - bits) === base >>> (32 - bits));
}

function isPrivateAddress(groups: readonly number[]): boolean {
  if (groups.length === 4) return isPrivateIpv4(groups.reduce((value, octet) => value * 256 + octet, 0));
  const [first = 0] = groups;
  const zeroPrefix = groups.slice(0, 5).every((piece) => piece === 0);
  const low = groups[6]! * 0x10000 + groups[7]!;
  if (zeroPrefix && groups[5] === 0 && groups[6] === 0 && low <= 1) return true; // :: and ::1
  if (zeroPrefix && groups[5] === 0xffff) return isPrivateIpv4(low); // IPv4-mapped
  return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80; // unique local, link-local
}

// ---- Internationalized labels

/** The Unicode form of an `xn--` label, any other label as is; null when the A-label is invalid. */
function decodeLabel(label: string): string | null {
  if (!label.startsWith('xn--')) return label;
  // DNS caps labels at 63 octets, and punycode decoding is quadratic: never decode longer input.
  if (label.length > 63) return null;
  try {
    const unicode = punycode.decode(label.slice(4));
    return !ASCII_ONLY.test(unicode) && unicode === unicode.normalize('NFC') ? unicode : null;
  } catch {
    return null;
  }
}

function toUnicodeLabel(label: string): string {
  return decodeLabel(label) ?? label;
}

function labelReasons(label: string, tld: string): UrlReason[] {
  const unicode = decodeLabel(label);
  if (unicode === null) return ['idn-invalid'];
  if (ASCII_ONLY.test(unicode)) return [];
  const reasons: UrlReason[] = [];
  if (!isIdentifier(unicode)) reasons.push('idn-restricted-character');
  const scripts = [...unicode].map(scriptsOf).filter((set) => set.length > 0);
  if (!isSingleScript(scripts) && !isCjkWithLatin(scripts)) reasons.push('idn-mixed-script');
  else if (isWholeScriptConfusable(unicode, tld)) reasons.push('idn-whole-script-confusable');
  if (WELL_KNOWN_NAMES.has(skeleton(unicode))) reasons.push('idn-lookalike');
  return reasons;
}

// UTS 39's recommended scripts: letters from any other script are outside the identifier profile.
const RECOMMENDED_SCRIPTS = [
  'Arabic',
  'Armenian',
  'Bengali',
  'Bopomofo',
  'Cyrillic',
  'Devanagari',
  'Ethiopic',
  'Georgian',
  'Greek',
  'Gujarati',
  'Gurmukhi',
  'Han',
  'Hangul',
  'Hebrew',
  'Hiragana',
  'Kannada',
  'Katakana',
  'Khmer',
  'Lao',
  'Latin',
  'Malayalam',
  'Myanmar',
  'Oriya',
  'Sinhala',
  'Tamil',
  'Telugu',
  'Thaana',
  'Thai',
  'Tibetan',
] as const;

const SCRIPT_PATTERNS = RECOMMENDED_SCRIPTS.map((script) => [script, new RegExp(`\\p{scx=${script}}`, 'u')] as const);

// Letters, marks and numbers; Common and Inherited ones only when they are marks or digits.
const IDENTIFIER_CHARACTER = /^[\p{L}\p{M}\p{N}-]$/u;
const COMMON_OR_INHERITED = /^[\p{scx=Zyyy}\p{scx=Zinh}]$/u;
// Allowed by Unicode, refused by Chromium and Mozilla: kra, long solidus overlay, apostrophe-like letters.
const REFUSED_CHARACTERS = /\u0338|[\u0138\u02bb\u02bc\u02ec]/u;

function isIdentifier(label: string): boolean {
  if (REFUSED_CHARACTERS.test(label)) return false;
  return [...label].every(
    (char) =>
      IDENTIFIER_CHARACTER.test(char) &&
      (scriptsOf(char).length > 0 || (COMMON_OR_INHERITED.test(char) && /^[\p{M}\p{N}-]$/u.test(char))),
  );
}

/** The recommended scripts a character is used with (Script_Extensions); none for digits, hyphen, marks. */
function scriptsOf(char: string): string[] {
  return SCRIPT_PATTERNS.filter(([, pattern]) => pattern.test(char)).map(([script]) => script);
}

// UTS 39's writing systems made of several scripts: Han is shared by Japanese, Korean and Chinese.
const WRITING_SYSTEMS: Readonly<Record<string, readonly string[]>> = {
  Han: ['Japanese', 'Korean', 'Chinese'],
  Hiragana: ['Japanese'],
  Katakana: ['Japanese'],
  Hangul: ['Korean'],
  Bopomofo: ['Chinese'],
};

/** Whether one script (or one CJK writing system) covers every script-bearing character. */
function isSingleScript(scripts: readonly string[][]): boolean {
  const augmented = scripts.map(
    (set) => new Set(set.flatMap((script) => [script, ...(WRITING_SYSTEMS[script] ?? [])])),
  );
  const [first, ...rest] = augmented;
  if (first === undefined) return true;
  return [...first].some((script) => rest.every((set) => set.has(script)));
}

// UTS 39 "highly restrictive", as Chromium uses it: Latin may join one CJK writing system.
const LATIN_CJK = [
  ['Latin', 'Han', 'Hiragana', 'Katakana'],
  ['Latin', 'Han', 'Hangul'],
  ['Latin', 'Han', 'Bopomofo'],
];

function isCjkWithLatin(scripts: readonly string[][]): boolean {
  return LATIN_CJK.some((allowed) => scripts.every((set) => set.some((script) => allowed.includes(script))));
}

// Chromium's whole-script confusables: letters of a script that look like Latin ones, and the TLDs
// (besides TLDs written in that script) where a label made only of them is ordinary.
const WHOLE_SCRIPT_CONFUSABLES: readonly { script: RegExp; lookalikes: string; tlds: readonly string[] }[] = [
  { script: /\p{sc=Armenian}/u, lookalikes: 'ագզէլհյոսւօՙ', tlds: ['am'] },
  {
    script: /\p{sc=Cyrillic}/u,
    lookalikes: 'аысԁеԍһіюкјӏорԗԛѕԝхуъьҽпгѵѡ',
    tlds: ['bg', 'by', 'kz', 'pyc', 'ru', 'su', 'ua', 'uz'],
  },
  { script: /\p{sc=Ethiopic}/u, lookalikes: 'ሀሠሰስበነተከዐዕዘጠፐꬅ', tlds: ['er', 'et'] },
  { script: /\p{sc=Georgian}/u, lookalikes: 'იოყძხჽჿ', tlds: ['ge'] },
  { script: /\p{sc=Greek}/u, lookalikes: 'αικνρυωηοτ', tlds: ['gr'] },
  { script: /\p{sc=Hebrew}/u, lookalikes: 'דוחיןסװײ׳ﬦ', tlds: ['il'] },
  { script: /\p{sc=Thai}/u, lookalikes: 'บพเแ๐', tlds: ['th'] },
];

function isWholeScriptConfusable(label: string, tld: string): boolean {
  const tldUnicode = toUnicodeLabel(tld);
  return WHOLE_SCRIPT_CONFUSABLES.some(({ script, lookalikes, tlds }) => {
    const letters = [...label].filter((char) => script.test(char));
    const allowedTld = tlds.includes(tld) || [...tldUnicode].some((char) => script.test(char));
    return letters.length > 0 && letters.every((char) => lookalikes.includes(char)) && !allowedTld;
  });
}

// Names worth spoofing. A label that folds to one of them is a lookalike; a subdomain that carries one
// in front of a public suffix embeds it.
const WELL_KNOWN_NAMES: ReadonlySet<string> = new Set([
  'amazon',
  'anthropic',
  'apple',
  'binance',
  'coinbase',
  'dropbox',
  'ebay',
  'facebook',
  'github',
  'gitlab',
  'gmail',
  'google',
  'icloud',
  'instagram',
  'linkedin',
  'microsoft',
  'netflix',
  'okta',
  'openai',
  'outlook',
  'paypal',
  'stripe',
  'twitter',
  'whatsapp',
  'yahoo',
  'youtube',
]);

// A small confusables fold for the Latin-lookalike case: each Latin letter and what imitates it.
const LATIN_LOOKALIKES: readonly (readonly [string, string])[] = [
  ['a', 'аαɑ'],
  ['b', 'ьъβƀ'],
  ['c', 'сϲ'],
  ['d', 'ԁđ'],
  ['e', 'еҽε'],
  ['g', 'ԍɡց'],
  ['h', 'һհħ'],
  ['i', 'іιıɩ'],
  ['j', 'јյ'],
  ['k', 'кκ'],
  ['l', 'ӏլł1'],
  ['n', 'пηո'],
  ['o', 'оοօ0ø'],
  ['p', 'рρþ'],
  ['q', 'ԛզգ'],
  ['r', 'г'],
  ['s', 'ѕ'],
  ['t', 'τŧ'],
  ['u', 'υս'],
  ['v', 'νѵ'],
  ['w', 'ԝѡωա'],
  ['x', 'хχ'],
  ['y', 'уγ'],
];

const LATIN_FOLD: ReadonlyMap<string, string> = new Map(
  LATIN_LOOKALIKES.flatMap(([latin, lookalikes]) => [...lookalikes].map((char) => [char, latin] as const)),
);

/** The label with diacritics removed (NFD, marks dropped) and Latin lookalikes folded to Latin. */
function skeleton(label: string): string {
  let folded = '';
  for (const char of label.normalize('NFD').replace(/\p{M}/gu, '')) folded += LATIN_FOLD.get(char) ?? char;
  return folded;
}

// ---- Embedded domains

// Suffixes that make `name.<suffix>` read as a domain in front of the real one.
const GENERIC_TLDS: ReadonlySet<string> = new Set(['com', 'net', 'org', 'edu', 'gov', 'mil', 'int']);
// DNS allows 127 labels; deeper hosts are reported as deep and scanned no further.
const MAX_DNS_LABELS = 127;

/**
 * Whether the labels below the registrable domain spell another domain: a well-known name before any
 * ICANN suffix, any name before a generic TLD, or any name before a multi-label suffix like `co.uk`.
 */
function hasEmbeddedDomain(subdomain: readonly string[]): boolean {
  const labels = subdomain.slice(-MAX_DNS_LABELS);
  for (let start = 1; start < labels.length; start++) {
    for (let end = start + 1; end <= Math.min(labels.length, start + 3); end++) {
      const suffix = labels.slice(start, end).join('.');
      if (!isIcannSuffix(suffix)) continue;
      if (WELL_KNOWN_NAMES.has(labels[start - 1]!) || GENERIC_TLDS.has(suffix) || end - start > 1) return true;
    }
  }
  return false;
}

function isIcannSuffix(name: string): boolean {
  const parsed = parseHostname(name, { allowPrivateDomains: false });
  return parsed.isIcann === true && parsed.publicSuffix === name;
}
