/**
 * Whether an internationalized label is safe to show in Unicode: the checks of Chromium's
 * `IDNSpoofChecker::SafeToDisplayAsUnicode` (components/url_formatter/spoof_checks), UTS #39's
 * identifier profile and "highly restrictive" level, and Mozilla's IDN display policy, written from
 * their descriptions. Every label that fails keeps the whole host in its `xn--` form.
 */

import punycode from 'punycode/punycode.js';
import { ASCII_ONLY } from './chars';
import type { UrlReason } from './index';
import { DIGIT_LOOKALIKE_SET, FOLDS } from './lookalike';

/** The Unicode form of an `xn--` label, any other label as is; null when the A-label is invalid. */
export function decodeLabel(label: string): string | null {
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

/** The reasons an internationalized label is unsafe; none for ASCII labels. `tld` is the host's last label, ASCII. */
export function idnLabelReasons(label: string, tld: string): UrlReason[] {
  const unicode = decodeLabel(label);
  if (unicode === null) return ['idn-invalid'];
  if (ASCII_ONLY.test(unicode)) return [];
  const reasons: UrlReason[] = [];
  if (!isIdentifier(unicode) || hasUnsafeMiddleDot(unicode, tld)) reasons.push('idn-restricted-character');
  const scripts = [...unicode].map(scriptsOf).filter((set) => set.length > 0);
  const mixed =
    (!isSingleScript(scripts) && !isCjkWithLatin(scripts)) ||
    mixesLatinLetters(unicode, scripts) ||
    mixesDigits(unicode);
  if (mixed) reasons.push('idn-mixed-script');
  else if (isWholeScriptConfusable(unicode, tld)) reasons.push('idn-whole-script-confusable');
  if (hasTldSpecificCharacter(unicode, tld)) reasons.push('idn-tld-specific-character');
  if (isDigitLookalike(unicode)) reasons.push('idn-digit-lookalike');
  if (DANGEROUS_PATTERNS.some((pattern) => pattern.test(unicode))) reasons.push('idn-dangerous-pattern');
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
// Refused by Chromium and Mozilla although Unicode allows them: kra, apostrophe-like letters, the long
// solidus overlay, and the rarely used blocks Pinyin (Latin Extended-B), Latin Extended Additional up
// to U+1E9B (dotted letters such as ḃ), Greek Extended, Cyrillic Extended-B and -C, Latin Extended-D.
const REFUSED_CHARACTERS =
  /\u0338|[\u0138\u02bb\u02bc\u02ec\u01cd-\u01dc\u1c80-\u1c8f\u1e00-\u1e9b\u1f00-\u1fff\ua640-\ua69f\ua720-\ua7ff]/u;
// UTS 39 allows only these script-less combining marks (grave, acute, circumflex, tilde, macron, ...).
const ALLOWED_INHERITED_MARK =
  /[\u0300-\u0304\u0306-\u030c\u030f\u0311\u0313\u0314\u031b\u0323-\u0328\u032d\u032e\u0330\u0331\u0335\u0339]/u;
const MIDDLE_DOT = '\u00b7';

function isIdentifier(label: string): boolean {
  if (REFUSED_CHARACTERS.test(label)) return false;
  return [...label].every((char) => {
    if (char === MIDDLE_DOT) return true;
    if (/^\p{scx=Zinh}$/u.test(char) && !ALLOWED_INHERITED_MARK.test(char)) return false;
    return (
      IDENTIFIER_CHARACTER.test(char) &&
      (scriptsOf(char).length > 0 || (COMMON_OR_INHERITED.test(char) && /^[\p{M}\p{N}-]$/u.test(char)))
    );
  });
}

/**
 * Chromium's `HasUnsafeMiddleDot`: the middle dot is Catalan's ela geminada (`l·l`, RFC 5892 appendix
 * A.3), allowed only between two `l`s and only under `.cat`.
 */
function hasUnsafeMiddleDot(label: string, tld: string): boolean {
  for (let index = label.indexOf(MIDDLE_DOT); index !== -1; index = label.indexOf(MIDDLE_DOT, index + 1)) {
    if (tld !== 'cat' || label[index - 1] !== 'l' || label[index + 1] !== 'l') return true;
  }
  return false;
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

const NON_ASCII_LATIN_LETTER = /(?![a-z])\p{sc=Latn}/u;

/**
 * Chromium's "Disallow non-ASCII Latin letters to mix with a non-Latin script": Latin may join a CJK
 * script only in plain ASCII (`sony-ストア` yes, `sönү-ストア` or `é한국` no).
 */
function mixesLatinLetters(label: string, scripts: readonly string[][]): boolean {
  return NON_ASCII_LATIN_LETTER.test(label) && scripts.some((set) => !set.includes('Latin'));
}

/** UTS 39's mixed-numbers check: ASCII digits beside digits of another numbering system (`1১`). */
function mixesDigits(label: string): boolean {
  return /[0-9]/.test(label) && /(?![0-9])\p{Nd}/u.test(label);
}

/** A script's letters that pass for Latin, from the same fold as the skeletons. */
const foldedLetters = (script: RegExp) => [...FOLDS.keys()].filter((char) => script.test(char)).join('');

// Chromium's whole-script confusables: letters of a script that look like Latin ones, and the TLDs
// (besides TLDs written in that script) where a label made only of them is ordinary. The Indic scripts,
// Myanmar and Thai take their letters from the confusables fold; Thai adds those that pass for u, w, l.
// Built on first use: the folded letters scan the whole fold once per script.
type WholeScriptConfusable = { script: RegExp; lookalikes: string; tlds: readonly string[] };
let wholeScriptConfusables: readonly WholeScriptConfusable[] | undefined;
const WHOLE_SCRIPT_CONFUSABLES = (): readonly WholeScriptConfusable[] =>
  (wholeScriptConfusables ??= [
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
    ...['Bengali', 'Devanagari', 'Gujarati', 'Gurmukhi', 'Kannada', 'Malayalam', 'Oriya', 'Tamil', 'Telugu'].map(
      (name) => {
        const script = new RegExp(`\\p{sc=${name}}`, 'u');
        return { script, lookalikes: foldedLetters(script), tlds: [] };
      },
    ),
    { script: /\p{sc=Myanmar}/u, lookalikes: foldedLetters(/\p{sc=Myanmar}/u), tlds: ['mm'] },
    { script: /\p{sc=Thai}/u, lookalikes: `บพเแทนรหม${foldedLetters(/\p{sc=Thai}/u)}`, tlds: ['th'] },
  ]);

function isWholeScriptConfusable(label: string, tld: string): boolean {
  const tldUnicode = decodeLabel(tld) ?? tld;
  return WHOLE_SCRIPT_CONFUSABLES().some(({ script, lookalikes, tlds }) => {
    const letters = [...label].filter((char) => script.test(char));
    const allowedTld = tlds.includes(tld) || [...tldUnicode].some((char) => script.test(char));
    return letters.length > 0 && letters.every((char) => lookalikes.includes(char)) && !allowedTld;
  });
}

/**
 * Chromium's TLD-specific characters: thorn `þ` (passes for b and p) and eth `ð` (for o) only under
 * Iceland's and the Faroes' `.is` and `.fo`, schwa `ə` only under Azerbaijan's `.az`; a one-letter
 * label is left alone.
 */
function hasTldSpecificCharacter(label: string, tld: string): boolean {
  if ([...label].length <= 1) return false;
  return (/[þð]/u.test(label) && tld !== 'is' && tld !== 'fo') || (label.includes('ə') && tld !== 'az');
}

/** Chromium's `IsDigitLookalike`: only ASCII digits and characters that show as digits, at least one of those. */
function isDigitLookalike(label: string): boolean {
  const chars = [...label];
  return (
    chars.some((char) => DIGIT_LOOKALIKE_SET.has(char)) &&
    chars.every((char) => /[0-9]/.test(char) || DIGIT_LOOKALIKE_SET.has(char))
  );
}

const JAPANESE = '\\p{scx=Kana}\\p{scx=Hira}\\p{scx=Hani}';
const CJK = `${JAPANESE}\\p{scx=Bopo}`;
// Ideographs and Bopomofo letters that pass for Latin letters or punctuation (一 for a dash, 丁 for T, 工 for I).
const CJK_LOOKALIKES =
  '[\u4e00\u3127\u4e28\u4e5b\u4e03\u4e05\u5341\u3007\u3112\u311a\u311f\u3128\u3129\u3108\u31ba\u31b3\u5de5\u31b2\u8ba0\u4e01]';

/** Chromium's dangerous patterns, one line each. */
const DANGEROUS_PATTERNS: readonly RegExp[] = [
  // Katakana no, so, zo, n and four ideographs pass for slashes between letters of other scripts.
  new RegExp(`[^${JAPANESE}][\u30ce\u30f3\u30bd\u30be\u4e36\u4e40\u4e41\u4e3f][^${JAPANESE}]`, 'u'),
  // Katakana iteration marks only after Katakana.
  /(?:^|[^\p{scx=Kana}])[\u30fd\u30fe]/u,
  // Hiragana he, be, pe and Katakana he, be, pe look the same: not one of them inside the other script.
  /^\p{scx=Kana}+[\u3078-\u307a]\p{scx=Kana}+$/u,
  /^\p{scx=Hira}+[\u30d8-\u30da]\p{scx=Hira}+$/u,
  // The prolonged sound mark only after Kana, the Katakana middle dot never beside ASCII letters.
  /(?:^|[^\p{scx=Kana}\p{scx=Hira}])\u30fc/u,
  /[a-z]\u30fb|\u30fb[a-z]/u,
  // CJK look-alikes of Latin letters and dashes beside anything but CJK.
  new RegExp(`[^${CJK}]${CJK_LOOKALIKES}|${CJK_LOOKALIKES}[^${CJK}]`, 'u'),
  // Combining diacritics only on Latin, Greek and Cyrillic letters, and never on a dotless i.
  /[^\p{scx=Latn}\p{scx=Grek}\p{scx=Cyrl}][\u0300-\u0339]/u,
  /\u0131[\u0300-\u0339]/u,
  // Combining Kana voiced sound marks.
  /[\u3099\u309a]/u,
  // A dot above on i, j or l, and (beyond Chromium) any mark an ASCII letter keeps after NFC: no such letter exists.
  /[a-z][\u0300-\u036f]/u,
];
