/**
 * What the theme's widgets read from rjsf's `formContext`: the message catalogue and the locale.
 * Hosts using the theme in their own forms may omit it; English is used then.
 */
import type { Registry } from '@rjsf/utils';
import { en } from '../i18n/en';
import { localeDirection, type TextDirection } from '../i18n/format';
import type { ElicitationMessages } from '../i18n/messages';

const NO_SECRETS: readonly string[] = [];

/** The `formContext` the theme understands. */
export interface ElicitationFormContext {
  messages?: ElicitationMessages;
  /** BCP 47 locale for numbers and dates. @default 'en' */
  locale?: string;
  /** The form's writing direction, for isolating server text. @default the locale's */
  dir?: TextDirection;
  /**
   * Names of the fields whose answers look like secrets (`findSensitiveFields`): their text is
   * masked as it is typed, with a button to show it.
   * @default none
   */
  secrets?: readonly string[];
}

/** The theme's messages, locale and direction from a registry, with English defaults. */
export function themeContext(registry: Registry): Required<ElicitationFormContext> {
  const context = (registry.formContext ?? {}) as ElicitationFormContext;
  const locale = context.locale ?? 'en';
  return {
    messages: context.messages ?? en,
    locale,
    dir: context.dir ?? localeDirection(locale),
    secrets: context.secrets ?? NO_SECRETS,
  };
}
