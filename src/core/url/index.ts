/**
 * URL mode's safety check: a verdict on the URL a server asks the user to open, with stable reason
 * codes a UI can translate. Offline by design (MCP specification, elicitation, URL mode security
 * considerations: clients must show the full URL and must not prefetch it): no DNS, no fetch, no
 * reputation service; the Public Suffix List and the popular domains ship in `data/`. The policy
 * follows Chromium's URL display guidelines and IDN spoof checks, Mozilla's IDN display policy, UTS #39
 * and the MCP specification.
 */
import { ASCII_ONLY, BIDI_CONTROL } from './chars';
import { decodeLabel, idnLabelReasons } from './idn';
import { imitatedName, imitatedTopDomain, WELL_KNOWN } from './lookalike';
import { publicSuffix } from './public-suffix';

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
  | 'empty-label'
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
  | 'local-host'
  | 'non-default-port'
  | 'idn-invalid'
  | 'idn-restricted-character'
  | 'idn-mixed-script'
  | 'idn-whole-script-confusable'
  | 'idn-tld-specific-character'
  | 'idn-digit-lookalike'
  | 'idn-dangerous-pattern'
  | 'idn-lookalike'
  | 'ascii-lookalike'
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

/**
 * Whether each reason blocks the URL or warns about it; keys are in the order reasons are reported:
 * blocking ones first, then warnings by risk (impersonation before plain http).
 */
export const URL_REASON_VERDICTS: Readonly<Record<UrlReason, Exclude<UrlVerdict, 'ok'>>> = Object.freeze({
  'too-long': 'block', // longer than MAX_URL_LENGTH
  'not-absolute': 'block', // no scheme: relative URLs are never resolved against a base
  'invalid-url': 'block', // the WHATWG URL parser rejects it
  'scheme-not-allowed': 'block', // anything but https: and http: (javascript:, data:, file:, blob:...)
  credentials: 'block', // user info or any `@` in the authority
  'malformed-authority': 'block', // not written `scheme://host` (`https:host`, `https:/host`, `https:///host`)
  'empty-label': 'block', // `a..com` or `.example.com`: shows a different destination and never resolves in DNS
  backslash: 'block', // parsers disagree on `\`; WHATWG reads it as `/`
  'control-character': 'block', // C0, DEL or C1 controls, tabs and newlines included
  whitespace: 'block', // spaces of any kind
  'bidi-control': 'block', // bidirectional overrides, embeddings, isolates and marks
  'invisible-character': 'block', // zero-width, soft hyphen, fillers and other default-ignorable characters
  'invalid-unicode': 'block', // lone surrogates and noncharacters
  // Warnings by risk: a site made to look like another first, then a connection others can read.
  'idn-lookalike': 'warn', // an IDN whose skeleton is a popular domain's or a well-known name's
  'ascii-lookalike': 'warn', // an ASCII host spelled to imitate one (`g00gle.com`, `paypa1.com`, `rnicrosoft.com`)
  'embedded-domain': 'warn', // the subdomain spells another domain (`paypal.com.evil.example`)
  'idn-whole-script-confusable': 'warn', // a label made only of Latin lookalikes from another script
  'idn-mixed-script': 'warn', // mixed scripts (Latin + Cyrillic), accented Latin beside CJK, or two digit systems
  'idn-digit-lookalike': 'warn', // only digits and characters that look like digits (`1з3`)
  'idn-dangerous-pattern': 'warn', // a Kana, CJK or combining mark placed to imitate Latin letters or slashes
  'idn-tld-specific-character': 'warn', // `þ` or `ð` outside `.is`/`.fo`, `ə` outside `.az`
  'fullwidth-host': 'warn', // full-width or other compatibility characters (𝐠, ①, 。) in the host as written
  'percent-encoded-host': 'warn', // `%` escapes in the host as written
  'ip-obfuscated': 'warn', // IPv4 written in decimal, hex, octal or shortened form
  'insecure-http': 'warn', // http: to anything but loopback
  'ip-address': 'warn', // an IP literal instead of a name
  'ip-private': 'warn', // loopback, private, link-local, carrier-grade NAT or unspecified address
  'local-host': 'warn', // a name for the user's own machine: `localhost`, `*.localhost`, `ip6-loopback`...
  'non-default-port': 'warn', // a port other than 443 for https: or 80 for http:
  'idn-invalid': 'warn', // an `xn--` label that does not decode to a valid Unicode label
  'idn-restricted-character': 'warn', // a label character outside the identifier profile (symbols, rare scripts, `·`)
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

// Checked on the raw text: the URL parser silently drops or rewrites several of these.
const RAW_CHECKS: readonly (readonly [RegExp, UrlReason])[] = [
  [/\p{Cc}/u, 'control-character'],
  [/[^\P{White_Space}\p{Cc}]/u, 'whitespace'],
  [BIDI_CONTROL, 'bidi-control'],
  // Invisible characters other than the bidi controls, which have their own reason.
  [
    new RegExp(`(?!${BIDI_CONTROL.source})[\\p{Default_Ignorable_Code_Point}\\p{Cf}\\u2800]`, 'u'),
    'invisible-character',
  ],
  [/[\p{Cs}\p{Noncharacter_Code_Point}]/u, 'invalid-unicode'],
  [/\\/, 'backslash'],
];

// What the URL parser strips before parsing; the raw checks have already reported it.
const PARSER_IGNORED = /^[\0-\x20]+|[\0-\x20]+$|[\t\n\r]/g;
const SCHEME = /^([A-Za-z][A-Za-z\d+.-]*):/;
const AUTHORITY_START = /^\/\/[^/\\]/;

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
  if (scheme === undefined) return assessment(reasons.add('not-absolute'), null, NO_HOST);
  const isWeb = scheme === 'https' || scheme === 'http';
  if (!isWeb) reasons.add('scheme-not-allowed');
  const parsed = parseAbsolute(text);
  if (parsed === null) reasons.add('invalid-url');
  if (!isWeb) return assessment(reasons, parsed?.href ?? null, NO_HOST);
  const rawHost = hostOf(rawAuthority(cleaned.slice(scheme.length + 1), reasons));
  if (parsed === null) return assessment(reasons, null, NO_HOST);
  if (parsed.username !== '' || parsed.password !== '') reasons.add('credentials');
  if (scheme === 'http' && !isLoopback(parsed.hostname)) reasons.add('insecure-http');
  if (parsed.port !== '') reasons.add('non-default-port');
  return assessment(reasons, parsed.href, assessHost(parsed.hostname, rawHost, reasons));
}

const NO_HOST: HostDisplay = { displayHost: null, registrableDomain: null };

function assessment(found: ReadonlySet<UrlReason>, href: string | null, host: HostDisplay): UrlAssessment {
  const reasons = REASON_ORDER.filter((reason) => found.has(reason));
  const blocked = reasons.some((reason) => URL_REASON_VERDICTS[reason] === 'block');
  const verdict: UrlVerdict = blocked ? 'block' : reasons.length > 0 ? 'warn' : 'ok';
  return { verdict, reasons, href, displayHost: host.displayHost, registrableDomain: host.registrableDomain };
}

/** A URL's host beyond what {@link UrlAssessment} carries, for a consent screen that explains it. */
export interface UrlHostDetails {
  /** The host with every `xn--` label decoded, even where `displayHost` keeps it encoded; null without a host. */
  unicodeHost: string | null;
  /**
   * The popular domain (`paypal.com`) or well-known name (`google`) the host imitates when a
   * lookalike reason applies and the check can tell which, or the domain it spells in front of the
   * real one (`embedded-domain`: `paypal.com` in `paypal.com.account-verify.example`); null otherwise.
   */
  imitates: string | null;
}

/** The Unicode form of an assessed URL's host and the site it imitates (never touches the network). */
export function urlHostDetails(assessment: UrlAssessment): UrlHostDetails {
  const hostname = assessment.href === null ? '' : (parseAbsolute(assessment.href)?.hostname ?? '');
  if (hostname === '' || ipAddress(hostname) !== null) return { unicodeHost: hostname || null, imitates: null };
  const labels = hostname.replace(/\.$/, '').split('.');
  const suffixLabels = publicSuffix(labels).labels;
  const lookalike = assessment.reasons.some((reason) => reason === 'idn-lookalike' || reason === 'ascii-lookalike')
    ? lookalikeReasons(labels.join('.'), labels, suffixLabels).imitates
    : null;
  const embedded = assessment.reasons.includes('embedded-domain')
    ? embeddedDomain(labels.slice(0, labels.length - suffixLabels - 1))
    : null;
  return { unicodeHost: decodedHost(hostname), imitates: lookalike ?? (embedded && decodedHost(embedded)) };
}

function decodedHost(host: string): string {
  return host
    .split('.')
    .map((label) => decodeLabel(label) ?? label)
    .join('.');
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

/**
 * Loopback names and addresses (W3C Secure Contexts, "potentially trustworthy"): `localhost`,
 * `*.localhost`, 127.0.0.0/8 and `[::1]`. Plain http to them never leaves the machine.
 */
function isLoopback(hostname: string): boolean {
  const name = hostname.replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost') || name === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(name);
}

// Names that hosts files map to this machine or its own link (RFC 6761 section 6.3 for `localhost`).
const LOCAL_NAMES: ReadonlySet<string> = new Set([
  'localhost',
  'localhost.localdomain',
  'localhost4',
  'localhost4.localdomain4',
  'localhost6',
  'localhost6.localdomain6',
  'ip6-localhost',
  'ip6-loopback',
  'ip6-localnet',
  'ip6-mcastprefix',
  'ip6-allnodes',
  'ip6-allrouters',
]);

/**
 * Whether a name (no trailing dot) points to the user's own machine. Reported as `local-host`, not
 * folded into `ip-private`: the user sees that a server sends them to their own services by name, and
 * `ip-private` keeps meaning a numeric address.
 */
function isLocalName(name: string): boolean {
  return LOCAL_NAMES.has(name) || name.endsWith('.localhost');
}

interface HostDisplay {
  displayHost: string | null;
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
  if (labels.includes('')) reasons.add('empty-label');
  const local = isLocalName(name);
  if (local) reasons.add('local-host');
  const tld = labels.at(-1) ?? '';
  const unsafe = new Set(labels.flatMap((label) => idnLabelReasons(label, tld)));
  const suffix = publicSuffix(labels);
  for (const reason of lookalikeReasons(name, labels, suffix.labels).reasons) unsafe.add(reason);
  for (const reason of unsafe) reasons.add(reason);
  // Like Firefox, one unsafe label keeps the whole host in its `xn--` form.
  const display = (host: string) =>
    [...unsafe].some((reason) => reason.startsWith('idn-')) ? host : decodedHost(host);
  if (suffix.labels >= labels.length) {
    if (!local) reasons.add('no-registrable-domain');
    return { displayHost: display(hostname), registrableDomain: null };
  }
  // An unknown last label still counts as the suffix (the list's implicit `*` rule): `evil.example` gets a
  // registrable domain, kept so the UI singles out the name in front of the TLD, but it never resolves publicly.
  if (suffix.section === null && !local) reasons.add('unknown-tld');
  const subdomain = labels.slice(0, labels.length - suffix.labels - 1);
  if (subdomain.length > MAX_SUBDOMAIN_DEPTH) reasons.add('deep-host');
  if (embeddedDomain(subdomain) !== null) reasons.add('embedded-domain');
  return {
    displayHost: display(hostname),
    registrableDomain: display(labels.slice(-suffix.labels - 1).join('.')),
  };
}

/**
 * Skeleton look-alikes (UTS #39 section 4): a label that imitates a well-known name under any TLD,
 * or a host whose last labels imitate a popular domain it is not. `idn-lookalike` when the imitation
 * uses non-ASCII characters, `ascii-lookalike` when digits or letter pairs do it (`0` for `o`, `rn` for `m`).
 */
function lookalikeReasons(
  name: string,
  labels: readonly string[],
  suffixLabels: number,
): { reasons: UrlReason[]; imitates: string | null } {
  const unicode = labels.slice(-MAX_DNS_LABELS).map((label) => decodeLabel(label) ?? label);
  const kind = (parts: readonly string[]): UrlReason =>
    parts.every((part) => ASCII_ONLY.test(part)) ? 'ascii-lookalike' : 'idn-lookalike';
  const names = unicode
    .slice(0, Math.max(0, unicode.length - suffixLabels))
    .map((label) => [label, imitatedName(label)] as const)
    .filter((entry): entry is readonly [string, string] => entry[1] !== null);
  const reasons = names.map(([label]) => kind([label]));
  const imitated = imitatedTopDomain(name, unicode);
  if (imitated !== null) reasons.push(kind(unicode.slice(-imitated.labels)));
  // A whole domain names the site better than a bare name.
  return { reasons, imitates: imitated?.domain ?? names.at(-1)?.[1] ?? null };
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

// ---- Embedded domains

// Suffixes that make `name.<suffix>` read as a domain in front of the real one.
const GENERIC_TLDS: ReadonlySet<string> = new Set(['com', 'net', 'org', 'edu', 'gov', 'mil', 'int']);
// DNS allows 127 labels; deeper hosts are reported as deep and scanned no further.
const MAX_DNS_LABELS = 127;

/**
 * The domain the labels below the registrable domain spell, if they spell one (`paypal.com` in
 * `paypal.com.account-verify.example`): a well-known name before any ICANN suffix, any name before a
 * generic TLD, or any name before a multi-label suffix like `co.uk`. The first one found; null for none.
 */
function embeddedDomain(subdomain: readonly string[]): string | null {
  const labels = subdomain.slice(-MAX_DNS_LABELS);
  for (let start = 1; start < labels.length; start++) {
    for (let end = start + 1; end <= Math.min(labels.length, start + 3); end++) {
      const suffix = labels.slice(start, end).join('.');
      if (!isIcannSuffix(labels.slice(start, end))) continue;
      if (WELL_KNOWN.has(labels[start - 1]!) || GENERIC_TLDS.has(suffix) || end - start > 1) {
        return labels.slice(start - 1, end).join('.');
      }
    }
  }
  return null;
}

function isIcannSuffix(labels: readonly string[]): boolean {
  const suffix = publicSuffix(labels, true);
  return suffix.section === 'icann' && suffix.labels === labels.length;
}
