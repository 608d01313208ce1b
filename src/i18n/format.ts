/**
 * Catalogues as components use them (resolved, merged), the shared date and list formatters, and the
 * template filling they share with core (`../core/template`).
 */
import type { Problem } from 'mcp-elicitation-react/core';
import { problemTemplate } from '../core/problemMessages';
import { fillTemplate, memoized } from '../core/template';
import { en } from './en';
import type { ElicitationMessages, ElicitationMessagesOverride } from './messages';

export {
  fillPlural,
  fillPluralRange,
  fillTemplate,
  formatNumber,
  type MessageParams,
  numberFormat,
  splitTemplate,
  type TemplatePart,
} from '../core/template';

/** A shared `Intl.DateTimeFormat` for a locale and options. */
export const dateTimeFormat = memoized(
  (locale?: string, options?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);
/** A shared `Intl.ListFormat` for a locale and options. */
export const listFormat = memoized(
  (locale?: string, options?: Intl.ListFormatOptions) => new Intl.ListFormat(locale, options),
);

/** Whether `messages` is a whole catalogue (it names its language) rather than overrides. */
function isCatalogue(messages: ElicitationMessages | ElicitationMessagesOverride): messages is ElicitationMessages {
  return typeof (messages as { locale?: unknown }).locale === 'string';
}

/**
 * A catalogue with a host's own wording applied section by section: `mergeMessages(ko, { actions:
 * { send: '제출' } })`. Entries the overrides leave out keep the catalogue's words.
 */
export function mergeMessages(
  catalogue: ElicitationMessages,
  overrides: ElicitationMessagesOverride,
): ElicitationMessages {
  const merged = { ...catalogue } as Record<string, unknown>;
  for (const [section, entries] of Object.entries(overrides)) {
    if (section === 'locale' || entries === undefined) continue;
    merged[section] = { ...(catalogue as unknown as Record<string, object>)[section], ...entries };
  }
  return merged as unknown as ElicitationMessages;
}

/**
 * @internal What a component's `messages` prop means: a whole catalogue as given, overrides on top of
 * English, or English when absent.
 */
export function resolveMessages(messages?: ElicitationMessages | ElicitationMessagesOverride): ElicitationMessages {
  if (!messages) return en;
  return isCatalogue(messages) ? messages : mergeMessages(en, messages);
}

/**
 * A problem of `parseElicitationRequest` in a catalogue's words: the sentence its `problems` give
 * the code (the variant, and the plural form for the locale), filled with the problem's params.
 * `Problem.message` is the same in English, for logs.
 */
export function formatProblem(problem: Problem, messages: ElicitationMessages, locale = messages.locale): string {
  const { template, params } = problemTemplate(problem, messages.problems, locale);
  return fillTemplate(template, params, locale);
}

// Strong right-to-left letters (Hebrew, Arabic, Syriac, Thaana, N'Ko, Samaritan, Mandaic and their
// presentation forms, and the RTL supplementary blocks) and the explicit bidi formatting characters.
const BIDI_SENSITIVE =
  /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u;

/**
 * Whether text could reorder the words around it when shown inside left-to-right text (or be
 * reordered by right-to-left text around it): it holds right-to-left letters or bidi controls.
 */
export function isBidiSensitive(text: string): boolean {
  return BIDI_SENSITIVE.test(text);
}
