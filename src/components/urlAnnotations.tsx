/**
 * The address as a person must read it: characters that cannot be seen drawn as visible tokens
 * (`⟨U+200B⟩`), wide and styled look-alike letters marked, and one note per trick found, so the
 * address never contradicts the verdict above it (specification: "URL Mode Security").
 */
import type { UrlAssessment, UrlHostDetails, UrlReason } from 'mcp-elicitation-react/core';
import type { ReactNode } from 'react';
import type { ElicitationMessages } from '../i18n/messages';

// Characters a person cannot see or tell from a space: controls, format characters, default
// ignorables, every kind of space, lone surrogates, noncharacters and the braille blank.
const HIDDEN = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\p{White_Space}\p{Cs}\p{Noncharacter_Code_Point}\u2800]/u;
const NON_ASCII = /[^\0-\x7f]/;

/** `⟨U+200B⟩` for one code point. */
export function codePointToken(char: string): string {
  return `⟨U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}⟩`;
}

/** Whether a character is a wide or styled form of another (NFKC folds it), or the ideographic full stop. */
function isWide(char: string): boolean {
  return char === '\u3002' || (NON_ASCII.test(char) && char.normalize('NFKC') !== char);
}

/** How much of a written address is marked character by character; the rest is cut with a note. */
export const WRITTEN_LIMIT = 2048;

/** The written text with hidden characters as tokens and wide letters marked. */
export function annotatedText(text: string): { nodes: ReactNode[]; hidden: boolean; wide: boolean } {
  const nodes: ReactNode[] = [];
  let plain = '';
  let hidden = false;
  let wide = false;
  let index = 0;
  const flush = () => {
    if (plain) nodes.push(plain);
    plain = '';
  };
  for (const char of text) {
    if (HIDDEN.test(char)) {
      flush();
      hidden = true;
      nodes.push(
        <mark key={index} data-slot="elicitation-url-char" data-kind="hidden">
          {codePointToken(char)}
        </mark>,
      );
    } else if (isWide(char)) {
      flush();
      wide = true;
      nodes.push(
        <mark key={index} data-slot="elicitation-url-char" data-kind="wide">
          {char}
        </mark>,
      );
    } else {
      plain += char;
    }
    index += char.length;
  }
  flush();
  return { nodes, hidden, wide };
}

// Reasons whose trick is in the text as written, which the serialised href no longer shows.
const WRITTEN_REASONS: ReadonlySet<UrlReason> = new Set<UrlReason>([
  'control-character',
  'whitespace',
  'bidi-control',
  'invisible-character',
  'invalid-unicode',
  'backslash',
  'fullwidth-host',
  'percent-encoded-host',
  'ip-obfuscated',
]);

/** Whether the consent screen shows the address as the server wrote it, beside what would open. */
export function showsWritten(assessment: UrlAssessment, url: string): boolean {
  return url !== (assessment.href ?? url) && assessment.reasons.some((reason) => WRITTEN_REASONS.has(reason));
}

/** The host as written in `url` (after any user part, before the port), for the disguised-IP note. */
function writtenHost(url: string): string {
  const authority = url.replace(/^[A-Za-z][\w+.-]*:[/\\]*/, '').split(/[/\\?#]/, 1)[0] ?? '';
  const host = authority.slice(authority.lastIndexOf('@') + 1);
  return host.replace(/:\d*$/, '');
}

/** One sentence under the address. */
export interface AddressNote {
  kind: 'hidden' | 'wide' | 'userinfo' | 'ip' | 'punycode' | 'imitates';
  template: string;
  params: Record<string, string>;
}

/** The notes under the address: what each mark means and what each trick hides. */
export function addressNotes(
  assessment: UrlAssessment,
  url: string,
  marks: { hidden: boolean; wide: boolean; userinfo: boolean },
  details: UrlHostDetails | null,
  messages: ElicitationMessages['url'],
): AddressNote[] {
  const notes: AddressNote[] = [];
  if (marks.hidden) notes.push({ kind: 'hidden', template: messages.noteHidden, params: {} });
  if (marks.wide) notes.push({ kind: 'wide', template: messages.noteWide, params: {} });
  if (marks.userinfo) notes.push({ kind: 'userinfo', template: messages.noteUserinfo, params: {} });
  const { unicodeHost, imitates } = details ?? { unicodeHost: null, imitates: null };
  if (assessment.reasons.includes('ip-obfuscated') && assessment.displayHost) {
    notes.push({
      kind: 'ip',
      template: messages.noteIp,
      params: { written: writtenHost(url), dotted: assessment.displayHost },
    });
  }
  const encoded = assessment.displayHost;
  if (encoded?.includes('xn--') && unicodeHost && unicodeHost !== encoded) {
    // A lookalike's Unicode form reads as the site it imitates: say only its real name.
    notes.push(
      imitates
        ? { kind: 'punycode', template: messages.noteRealName, params: { encoded } }
        : { kind: 'punycode', template: messages.notePunycode, params: { encoded, unicode: unicodeHost } },
    );
  }
  if (imitates) notes.push({ kind: 'imitates', template: messages.noteImitates, params: { site: imitates } });
  return notes;
}

/**
 * The sentence for a reason: the lookalike one names the imitated site when the check can tell, and
 * the embedded-domain one names the site spelled in front and the site that really opens.
 */
export function reasonSentence(
  reason: UrlReason,
  imitates: string | null,
  messages: ElicitationMessages['url'],
  domain: string | null = null,
): { template: string; params: Record<string, string> } {
  if (imitates && (reason === 'idn-lookalike' || reason === 'ascii-lookalike')) {
    return { template: messages.imitates, params: { site: imitates } };
  }
  if (imitates && domain && reason === 'embedded-domain') {
    return { template: messages.embeddedImitates, params: { site: imitates, domain } };
  }
  return { template: messages.reasons[reason], params: {} };
}

/** The short name of the first reason's danger, for the button that opens a warned URL anyway. */
export function dangerName(
  assessment: UrlAssessment,
  imitates: string | null,
  messages: ElicitationMessages['url'],
  t: (template: string, params: Record<string, string>) => string,
): string {
  const [first] = assessment.reasons;
  if (first === undefined) return '';
  // A named imitation is the clearest danger there is.
  if (imitates) return t(messages.dangerImitates, { site: imitates });
  return messages.dangers[first];
}
