/**
 * Spotting form fields that look like they ask for secrets. Servers MUST NOT ask for passwords, API
 * keys, tokens or payment credentials in form mode (they must use URL mode); a careful client warns.
 */
import type { ElicitationRequest, FieldKind } from './model';

/** What kind of secret a field seems to ask for. */
export type SensitiveKind = 'password' | 'api-key' | 'token' | 'secret' | 'card-number' | 'cvv' | 'one-time-code';

/** Where the tell-tale words were found. */
export type SensitiveSource = 'name' | 'title' | 'description';

/** A field that looks like it asks for a secret. */
export interface SensitiveField {
  /** The property name. */
  name: string;
  /** The field's label, as shown. */
  label: string;
  kind: SensitiveKind;
  source: SensitiveSource;
  /** The words that matched, as written. */
  match: string;
}

/**
 * Words that tell a field asks for a secret, in one language: at most one regular expression per kind,
 * run (case-insensitively, with the `u` flag) on a field's name, title and description after
 * identifiers are split into words (`apiKey`, `api_key` and `API-KEY` all read `api key`). English is
 * built in (`ENGLISH_SENSITIVE_WORDS`, always checked: field names are identifiers); each message
 * catalogue brings its language's words (`ko.sensitiveWords`), so a new language needs no change here.
 */
export type SensitiveWords = Readonly<Partial<Record<SensitiveKind, RegExp>>>;

/** The kinds, most specific first, so that "API key" is not reported as a plain "key". */
const KIND_ORDER: readonly SensitiveKind[] = [
  'cvv',
  'card-number',
  'api-key',
  'token',
  'one-time-code',
  'password',
  'secret',
];

/** The English words, always checked. */
export const ENGLISH_SENSITIVE_WORDS: SensitiveWords = {
  cvv: /\b(cvv2?|cvc2?|cvn|card verification( value| code)?|security code)\b/iu,
  'card-number': /\b(credit ?card|debit ?card|card ?(number|num|no)|cc ?(number|num|no)|ccnum)\b/iu,
  'api-key': /\b(api ?key|apikey|access ?key|secret ?key|private ?key|signing ?key|license ?key)\b/iu,
  token: /\b(token|bearer|jwt|session ?id|oauth code|refresh code)s?\b/iu,
  'one-time-code': /\b(otp|totp|2fa|mfa|one ?time (password|code|passcode))\b/iu,
  password: /\b(pass ?words?|passwd|pass ?phrase|passcode|pwd)\b/iu,
  secret: /\b(secrets?|client ?secret|credentials?)\b/iu,
};

interface Matcher {
  /** Every pattern at once: most fields match none, and one pass tells. */
  any: RegExp;
  /** Per kind in order, the languages' patterns joined. */
  kinds: readonly [SensitiveKind, RegExp][];
}

const matchers = new Map<string, Matcher>();

/** One matcher per combination of word lists (cached by their patterns' sources). */
function matcherFor(words: readonly SensitiveWords[]): Matcher {
  const lists = [ENGLISH_SENSITIVE_WORDS, ...words];
  const key = lists.map((list) => KIND_ORDER.map((kind) => list[kind]?.source ?? '').join('\u0000')).join('\u0001');
  const cached = matchers.get(key);
  if (cached) return cached;
  const kinds: [SensitiveKind, RegExp][] = [];
  for (const kind of KIND_ORDER) {
    const sources = lists.flatMap((list) => {
      const pattern = list[kind];
      return pattern ? [`(?:${pattern.source})`] : [];
    });
    if (sources.length > 0) kinds.push([kind, new RegExp(sources.join('|'), 'iu')]);
  }
  const matcher = { any: new RegExp(kinds.map(([, pattern]) => `(?:${pattern.source})`).join('|'), 'iu'), kinds };
  // A host passes one or two catalogues; the bound only keeps a misuse from growing without end.
  if (matchers.size >= 32) matchers.clear();
  matchers.set(key, matcher);
  return matcher;
}

// Only fields a secret could be typed into: text and numbers (card numbers, CVVs). Every kind is
// listed, so a new one is a decision here, not a silent omission.
const CHECKED_KINDS: Record<FieldKind, boolean> = {
  text: true,
  number: true,
  integer: true,
  email: false,
  uri: false,
  date: false,
  'date-time': false,
  boolean: false,
  'single-select': false,
  'multi-select': false,
};

/** Splits identifiers into words: `apiKey`, `api_key`, `API-KEY` all become `api key`. */
function splitWords(text: string): string {
  return text
    .replace(/([\p{Ll}\d])(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
    .replace(/[_\-.]+/g, ' ');
}

function findKind(text: string, matcher: Matcher): { kind: SensitiveKind; match: string } | undefined {
  const words = splitWords(text);
  if (!matcher.any.test(words)) return undefined;
  for (const [kind, pattern] of matcher.kinds) {
    const found = pattern.exec(words);
    if (found) return { kind, match: found[0].trim() };
  }
  return undefined;
}

/**
 * Fields of a form request that look like they ask for a password, API key, token, secret, card
 * number, CVV or one-time code, judged by name, title and description: in English, and in the
 * languages of `words` (a catalogue's `sensitiveWords`, e.g. `[ko.sensitiveWords]`).
 * A URL request has none: that is where secrets belong.
 */
export function findSensitiveFields(
  request: ElicitationRequest,
  words: readonly SensitiveWords[] = [],
): SensitiveField[] {
  if (request.mode !== 'form') return [];
  const matcher = matcherFor(words);
  const found: SensitiveField[] = [];
  for (const field of request.fields) {
    if (!CHECKED_KINDS[field.kind]) continue;
    const sources: [SensitiveSource, string | undefined][] = [
      ['name', field.name],
      ['title', field.schema.title],
      ['description', field.description],
    ];
    for (const [source, text] of sources) {
      const hit = text === undefined ? undefined : findKind(text, matcher);
      if (hit) {
        found.push({ name: field.name, label: field.label, source, ...hit });
        break;
      }
    }
  }
  return found;
}
