import type { ReactNode } from 'react';
import { isBidiSensitive, type MessageParams, needsIsolation, splitTemplate, type TextDirection } from '../i18n/format';

/** @internal Props of `Isolated`. */
export interface IsolatedProps {
  text: string;
  /** Isolate whatever the text holds. */
  always?: boolean;
  /** The direction of the words around the text. @default 'ltr' */
  direction?: TextDirection;
}

/**
 * @internal Server-controlled text placed inside a sentence or next to a mark: isolated in a
 * `<bdi>` when it could reorder the words around it or be reordered by them (right-to-left letters
 * or bidi controls; in right-to-left surroundings, left-to-right letters too); plain text otherwise
 * (nothing to isolate, and a whole text node for assistive tech).
 */
export function Isolated({ text, always = false, direction = 'ltr' }: IsolatedProps): ReactNode {
  return always ? <bdi>{text}</bdi> : isolate(text, direction);
}

/**
 * @internal What `Isolated` renders, as a plain call: for the text of every field and option, which
 * then costs the form no component of its own.
 */
export function isolate(text: string, direction: TextDirection = 'ltr'): ReactNode {
  return needsIsolation(text, direction) ? <bdi>{text}</bdi> : text;
}

/** The params that hold a host name (`{domain}`, `{site}`): kept whole on one line where they fit. */
const HOST_PARAMS = new Set(['domain', 'site']);

/**
 * @internal A filled message template as React nodes, each value isolated from the words around
 * it where that matters (a right-to-left value, or a right-to-left message around any value). With
 * `hosts` (a button's label), a host name is its own left-to-right element
 * (`data-slot="elicitation-host"`), which the stylesheet keeps from breaking at a hyphen:
 * `account-` / `verify.example` on two lines reads as two names.
 */
export function fillTemplateNodes(
  template: string,
  params: MessageParams,
  locale: string,
  { hosts = false }: { hosts?: boolean } = {},
): ReactNode {
  const parts = splitTemplate(template, params, locale);
  if (!parts.some((part) => part.filled)) return template;
  const rtlTemplate = isBidiSensitive(template);
  return parts.map((part, index) =>
    hosts && part.param !== undefined && HOST_PARAMS.has(part.param) ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one template never move
      <span key={index} data-slot="elicitation-host" dir="ltr">
        {part.text}
      </span>
    ) : part.filled ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one template never move
      <Isolated key={index} text={part.text} always={rtlTemplate} />
    ) : (
      part.text
    ),
  );
}

/**
 * @internal A button's label that names a host ("Open {domain}"): one element, so the button's flex
 * layout keeps it one run of words, with the host name kept whole where it fits.
 */
export function HostLabel({ template, params, locale }: { template: string; params: MessageParams; locale: string }) {
  return <span>{fillTemplateNodes(template, params, locale, { hosts: true })}</span>;
}
