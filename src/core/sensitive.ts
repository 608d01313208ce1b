/**
 * Spotting form fields that look like they ask for secrets. Servers MUST NOT ask for passwords, API
 * keys, tokens or payment credentials in form mode (they must use URL mode); a careful client warns.
 */
import type { ElicitationRequest, FieldModel } from './model';

/** What kind of secret a field seems to ask for. */
export type SensitiveKind = 'password' | 'apiKey' | 'token' | 'secret' | 'cardNumber' | 'cvv' | 'oneTimeCode';

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

// Checked in order: the more specific kinds first so "API key" is not reported as a plain "key".
// English patterns run on text whose camelCase, snake_case and kebab-case words were split apart.
const PATTERNS: readonly [SensitiveKind, RegExp][] = [
  ['cvv', /\b(cvv2?|cvc2?|cvn|card verification( value| code)?|security code)\b|보안\s?코드|카드\s?인증\s?번호/iu],
  [
    'cardNumber',
    /\b(credit ?card|debit ?card|card ?(number|num|no)|cc ?(number|num|no)|ccnum)\b|(신용|체크)?\s?카드\s?번호|신용\s?카드/iu,
  ],
  [
    'apiKey',
    /\b(api ?key|apikey|access ?key|secret ?key|private ?key|signing ?key|license ?key)\b|api\s?키|액세스\s?키|비밀\s?키|개인\s?키|인증\s?키/iu,
  ],
  ['token', /\b(token|bearer|jwt|session ?id|oauth code|refresh code)s?\b|토큰/iu],
  ['oneTimeCode', /\b(otp|totp|2fa|mfa|one ?time (password|code|passcode))\b|일회용\s?(비밀번호|코드)|인증\s?번호/iu],
  ['password', /\b(pass ?words?|passwd|pass ?phrase|passcode|pwd)\b|비밀\s?번호|패스워드|암호/iu],
  ['secret', /\b(secrets?|client ?secret|credentials?)\b|시크릿|자격\s?증명/iu],
];

// Only fields a secret could be typed into: text and numbers (card numbers, CVVs).
const CHECKED_KINDS = new Set<FieldModel['kind']>(['text', 'number', 'integer']);

/** Splits identifiers into words: `apiKey`, `api_key`, `API-KEY` all become `api key`. */
function splitWords(text: string): string {
  return text
    .replace(/([\p{Ll}\d])(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
    .replace(/[_\-.]+/g, ' ');
}

// All of them at once (they share the flags `iu`): most fields match none, and one pass tells.
const ANY_PATTERN = new RegExp(PATTERNS.map(([, pattern]) => `(?:${pattern.source})`).join('|'), 'iu');

function findKind(text: string): { kind: SensitiveKind; match: string } | undefined {
  const words = splitWords(text);
  if (!ANY_PATTERN.test(words)) return undefined;
  for (const [kind, pattern] of PATTERNS) {
    const found = pattern.exec(words);
    if (found) return { kind, match: found[0].trim() };
  }
  return undefined;
}

/**
 * Fields of a form request that look like they ask for a password, API key, token, secret, card
 * number, CVV or one-time code, judged by name, title and description (English and Korean).
 * A URL request has none: that is where secrets belong.
 */
export function findSensitiveFields(request: ElicitationRequest): SensitiveField[] {
  if (request.mode !== 'form') return [];
  const found: SensitiveField[] = [];
  for (const field of request.fields) {
    if (!CHECKED_KINDS.has(field.kind)) continue;
    const sources: [SensitiveSource, string | undefined][] = [
      ['name', field.name],
      ['title', field.schema.title],
      ['description', field.description],
    ];
    for (const [source, text] of sources) {
      const hit = text === undefined ? undefined : findKind(text);
      if (hit) {
        found.push({ name: field.name, label: field.label, source, ...hit });
        break;
      }
    }
  }
  return found;
}
