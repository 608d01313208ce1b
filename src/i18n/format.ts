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

/** The direction a language is written in. */
export type TextDirection = 'ltr' | 'rtl';

/**
 * The locale to format with: `locale` when `Intl` accepts it as a BCP 47 tag, else `fallback` (the
 * catalogue's own), with a console warning once per tag: a host's typo must not stop a request from
 * being shown (`Intl` throws a RangeError on such a tag).
 */
export const usableLocale = memoized((locale: string, fallback: string): string => {
  try {
    Intl.getCanonicalLocales(locale);
    return locale;
  } catch {
    console.warn(`mcp-elicitation-react: "${locale}" is not a BCP 47 language tag; using "${fallback}".`);
    return fallback;
  }
});

// Scripts written right to left (ISO 15924), living and historical: Adlam, Arabic (and Nastaliq),
// Imperial Aramaic, Avestan, Chorasmian, Cypriot, Elymaic, Garay, Hatran, Hebrew, Old Hungarian,
// Kharoshthi, Lydian, Mandaic, Manichaean, Mende Kikakui, Meroitic, Old North and South Arabian,
// Nabataean, N'Ko, Old Turkic, Old Uyghur, Palmyrene, Pahlavi, Phoenician, Parthian, Hanifi Rohingya,
// Samaritan, Sogdian, Syriac, Thaana, Yezidi.
const RTL_SCRIPTS =
  /^(?:Adlm|Ara[bn]|Armi|Avst|Chrs|Cprt|Elym|Gara|Hatr|Hebr|Hung|Khar|Lydi|Man[di]|Mend|Mer[co]|Narb|Nbat|Nkoo|Orkh|Ougr|Palm|Phl[ipv]|Phnx|Prti|Rohg|Samr|Sarb|Sog[do]|Syrc|Thaa|Yezi)$/;

/** `Intl.Locale`'s text info where the engine has it: a method in newer engines, a getter before. */
type WithTextInfo = Intl.Locale & { getTextInfo?: () => { direction?: string }; textInfo?: { direction?: string } };

/**
 * The direction `locale` is written in: that of the script written in the tag (`az-Arab` → rtl), else
 * the engine's text info for the tag (`ar` → rtl, `pa-PK` → rtl, `az` → ltr), else that of the script
 * `Intl.Locale` infers. The order is for speed as much as for truth: the text info of a common
 * language is a table look-up, while the first `maximize()` on a page loads the likely-subtags data
 * (15–25 ms in Chromium, on a form's first render). An explicit script is read here because older
 * engines' text info ignored it. An unreadable tag is left to right.
 */
export const localeDirection = memoized((locale: string): TextDirection => {
  try {
    const tag = new Intl.Locale(locale) as WithTextInfo;
    if (tag.script) return RTL_SCRIPTS.test(tag.script) ? 'rtl' : 'ltr';
    const direction = (tag.getTextInfo?.() ?? tag.textInfo)?.direction;
    if (direction === 'rtl' || direction === 'ltr') return direction;
    return RTL_SCRIPTS.test(tag.maximize().script ?? '') ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
});

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

// A letter of a left-to-right script: any letter outside the right-to-left blocks above.
const STRONG_LTR = /(?![\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}])\p{L}/u;

/**
 * Whether text placed among words written in `direction` could reorder them or be reordered by
 * them: in left-to-right text, right-to-left letters or bidi controls; in right-to-left text, also
 * left-to-right letters ("Email (work)" would lose its closing parenthesis to the line's end).
 */
export function needsIsolation(text: string, direction: TextDirection = 'ltr'): boolean {
  return BIDI_SENSITIVE.test(text) || (direction === 'rtl' && STRONG_LTR.test(text));
}
