/**
 * A property name as a person reads it, for fields the server gave no title: `first_name` and
 * `firstName` read "First name", `apiKey` reads "API key". Only the label changes; the name is
 * still the key sent in `content`.
 */

// Abbreviations that read as letters, kept in capitals wherever they appear in a name.
const ABBREVIATIONS = new Set([
  'api',
  'cvv',
  'dns',
  'html',
  'http',
  'https',
  'id',
  'ip',
  'json',
  'mcp',
  'otp',
  'pin',
  'sms',
  'ssh',
  'ssn',
  'uri',
  'url',
  'utc',
  'uuid',
  'vpn',
]);

// ASCII snake_case, camelCase or a single word: anything else (spaces, dashes, dots, other scripts,
// leading underscores such as `__proto__`) is shown exactly as written.
const READABLE = /^[A-Za-z][A-Za-z0-9]*(?:_+[A-Za-z0-9]+)*$/;

/** The words of `name` as a sentence-case label, or `name` itself when it is not snake or camel case. */
export function readablePropertyName(name: string): string {
  if (!READABLE.test(name)) return name;
  const words = name
    .split(/_+/)
    .flatMap((part) => part.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g) ?? [part])
    .map((word) => {
      const lower = word.toLowerCase();
      if (ABBREVIATIONS.has(lower)) return lower.toUpperCase();
      // An all-capitals word of two or more letters is an abbreviation the server wrote as one.
      return word.length > 1 && word === word.toUpperCase() && /[A-Z]/.test(word) ? word : lower;
    });
  const sentence = words.join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
