/**
 * The `pattern` engine: `re2js` (linear time, pure JavaScript), fed an RE2 translation of the
 * server's ECMA-262 pattern so that the answer means what JSON Schema says it means: a search unless
 * anchored, code points as with the `u` flag, and ECMA's `.`, `\s` and `\S`, which differ from RE2's.
 * Loaded on demand (`loadPatternEngine`); nothing else imports `re2js`.
 */
import { RE2JS } from 're2js';
import {
  type CompiledPattern,
  isEcmaPattern,
  MAX_PATTERN_REPEAT,
  type PatternEngine,
  type PatternRefusal,
} from './pattern';

/** ECMA-262 WhiteSpace and LineTerminator, what `\s` matches there (RE2's `\s` is ASCII only). */
const WHITE_SPACE =
  '\\t\\n\\v\\f\\r \\x{A0}\\x{1680}\\x{2000}-\\x{200A}\\x{2028}\\x{2029}\\x{202F}\\x{205F}\\x{3000}\\x{FEFF}';
/** ECMA's `.` without the `s` flag: anything but a line terminator (RE2's excludes only `\n`). */
const ANY_BUT_LINE_TERMINATOR = '[^\\n\\r\\x{2028}\\x{2029}]';
const ANY = '\\x{0}-\\x{10FFFF}';

/** General categories by their long names, which ECMA accepts and RE2 knows only by the short ones. */
const CATEGORY_NAMES: Record<string, string> = {
  Letter: 'L',
  Cased_Letter: 'LC',
  Uppercase_Letter: 'Lu',
  Lowercase_Letter: 'Ll',
  Titlecase_Letter: 'Lt',
  Modifier_Letter: 'Lm',
  Other_Letter: 'Lo',
  Mark: 'M',
  Combining_Mark: 'M',
  Nonspacing_Mark: 'Mn',
  Spacing_Mark: 'Mc',
  Enclosing_Mark: 'Me',
  Number: 'N',
  Decimal_Number: 'Nd',
  digit: 'Nd',
  Letter_Number: 'Nl',
  Other_Number: 'No',
  Punctuation: 'P',
  punct: 'P',
  Connector_Punctuation: 'Pc',
  Dash_Punctuation: 'Pd',
  Open_Punctuation: 'Ps',
  Close_Punctuation: 'Pe',
  Initial_Punctuation: 'Pi',
  Final_Punctuation: 'Pf',
  Other_Punctuation: 'Po',
  Symbol: 'S',
  Math_Symbol: 'Sm',
  Currency_Symbol: 'Sc',
  Modifier_Symbol: 'Sk',
  Other_Symbol: 'So',
  Separator: 'Z',
  Space_Separator: 'Zs',
  Line_Separator: 'Zl',
  Paragraph_Separator: 'Zp',
  Other: 'C',
  Control: 'Cc',
  cntrl: 'Cc',
  Format: 'Cf',
  Surrogate: 'Cs',
  Private_Use: 'Co',
  Unassigned: 'Cn',
};

class Refused extends Error {
  constructor(readonly refusal: PatternRefusal) {
    super(refusal);
  }
}

const hex = (codePoint: number) => `\\x{${codePoint.toString(16).toUpperCase()}}`;

/**
 * Translates a valid ECMA-262 (`u` flag) pattern to RE2 syntax with the same meaning, or throws
 * `Refused` for what RE2 cannot express. The input has passed `isEcmaPattern`, so its syntax is known
 * to be well formed.
 */
function translate(source: string): string {
  let out = '';
  let index = 0;
  const peek = (offset = 0) => source[index + offset] ?? '';

  /** `\u…`, `\x…`, `\c…`: one code point as an RE2 escape. */
  const codePointEscape = (letter: string): string => {
    if (letter === 'c') {
      const control = (source.codePointAt(index) ?? 0) % 32;
      index += 1;
      return hex(control);
    }
    if (letter === 'x') {
      const value = Number.parseInt(source.slice(index, index + 2), 16);
      index += 2;
      return hex(value);
    }
    if (peek() === '{') {
      const end = source.indexOf('}', index);
      const value = Number.parseInt(source.slice(index + 1, end), 16);
      index = end + 1;
      return hex(value);
    }
    let value = Number.parseInt(source.slice(index, index + 4), 16);
    index += 4;
    // A surrogate pair written as two escapes is one code point under the `u` flag.
    if (value >= 0xd800 && value <= 0xdbff && source.startsWith('\\u', index)) {
      const low = Number.parseInt(source.slice(index + 2, index + 6), 16);
      if (low >= 0xdc00 && low <= 0xdfff) {
        value = 0x10000 + ((value - 0xd800) << 10) + (low - 0xdc00);
        index += 6;
      }
    }
    return hex(value);
  };

  /** `\p{…}` / `\P{…}` with ECMA's property names mapped to RE2's. */
  const propertyEscape = (letter: string): string => {
    const end = source.indexOf('}', index);
    const body = source.slice(index + 1, end);
    index = end + 1;
    const [name, value] = body.includes('=') ? body.split('=') : [undefined, body];
    let mapped: string | undefined;
    if (name === undefined) mapped = CATEGORY_NAMES[value as string] ?? value;
    else if (name === 'General_Category' || name === 'gc') mapped = CATEGORY_NAMES[value as string] ?? value;
    else if (name === 'Script' || name === 'sc') mapped = value;
    if (mapped === undefined) throw new Refused('unsupported');
    return `\\${letter}{${mapped}}`;
  };

  /** One escape after its backslash; `inClass` changes `\b`, `\s` and `\S`. */
  const readEscape = (inClass: boolean): string => {
    const letter = source[index] as string;
    index += 1;
    switch (letter) {
      case 'd':
      case 'D':
      case 'w':
      case 'W':
      case 't':
      case 'n':
      case 'v':
      case 'f':
      case 'r':
        return `\\${letter}`;
      case 'b':
        return inClass ? hex(8) : '\\b';
      case 'B':
        return '\\B';
      case 's':
        return inClass ? WHITE_SPACE : `[${WHITE_SPACE}]`;
      case 'S':
        // A negated set inside a class has no RE2 spelling.
        if (inClass) throw new Refused('unsupported');
        return `[^${WHITE_SPACE}]`;
      case '0':
        return hex(0);
      case 'k':
        throw new Refused('backreference');
      case 'c':
      case 'x':
      case 'u':
        return codePointEscape(letter);
      case 'p':
      case 'P':
        return propertyEscape(letter);
      default:
        if (letter >= '1' && letter <= '9') throw new Refused('backreference');
        // An identity escape of a syntax character (or `-` in a class): RE2 accepts the same.
        return `\\${letter}`;
    }
  };

  const characterClass = (): string => {
    index += 1; // [
    let negated = false;
    if (peek() === '^') {
      negated = true;
      index += 1;
    }
    // ECMA's `[]` matches nothing and `[^]` anything; in RE2 a `]` there would be a literal.
    if (peek() === ']') {
      index += 1;
      return negated ? `[${ANY}]` : `[^${ANY}]`;
    }
    let body = '';
    while (index < source.length && peek() !== ']') {
      const char = peek();
      if (char === '\\') {
        index += 1;
        body += readEscape(true);
      } else if (char === '[') {
        // Literal in ECMA; RE2 could read `[:alpha:]` as a POSIX class.
        body += '\\[';
        index += 1;
      } else {
        body += char;
        index += 1;
      }
    }
    index += 1; // ]
    return `[${negated ? '^' : ''}${body}]`;
  };

  const group = (): string => {
    index += 1; // (
    if (peek() !== '?') return '(';
    const next = peek(1);
    if (next === ':') {
      index += 2;
      return '(?:';
    }
    if (next === '=' || next === '!') throw new Refused('lookaround');
    // Pattern modifiers (`(?i:…)`, newer engines only) have no meaning in JSON Schema's dialect.
    if (next !== '<') throw new Refused('unsupported');
    // `(?<`: a lookbehind, or a named group.
    const after = peek(2);
    if (after === '=' || after === '!') throw new Refused('lookaround');
    index += 2;
    return '(?P<';
  };

  const repeat = (): string => {
    const end = source.indexOf('}', index);
    const body = source.slice(index, end + 1);
    index = end + 1;
    for (const count of body.slice(1, -1).split(',')) {
      if (count !== '' && Number(count) > MAX_PATTERN_REPEAT) throw new Refused('unsupported');
    }
    return body;
  };

  while (index < source.length) {
    const char = peek();
    if (char === '\\') {
      index += 1;
      out += readEscape(false);
    } else if (char === '[') {
      out += characterClass();
    } else if (char === '(') {
      out += group();
    } else if (char === '{') {
      out += repeat();
    } else if (char === '.') {
      out += ANY_BUT_LINE_TERMINATOR;
      index += 1;
    } else {
      out += char;
      index += 1;
    }
  }
  return out;
}

/** How many compiled patterns are kept: a form has at most `MAX_FIELDS`, a page a few forms. */
const CACHE_SIZE = 256;
const cache = new Map<string, CompiledPattern>();

function compile(source: string): CompiledPattern {
  if (!isEcmaPattern(source)) return { ok: false, refusal: 'invalid' };
  let translated: string;
  try {
    translated = translate(source);
  } catch (error) {
    if (error instanceof Refused) return { ok: false, refusal: error.refusal };
    throw error;
  }
  try {
    const compiled = RE2JS.compile(translated);
    return { ok: true, test: (value) => compiled.test(value) };
  } catch {
    return { ok: false, refusal: 'unsupported' };
  }
}

/** The re2js engine, with compiled patterns cached by source. */
export const re2PatternEngine: PatternEngine = {
  compile(source) {
    const cached = cache.get(source);
    if (cached) return cached;
    const compiled = compile(source);
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    cache.set(source, compiled);
    return compiled;
  },
};
