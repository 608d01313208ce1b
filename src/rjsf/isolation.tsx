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

/**
 * @internal A filled message template as React nodes, each value isolated from the words around
 * it where that matters (a right-to-left value, or a right-to-left message around any value).
 */
export function fillTemplateNodes(template: string, params: MessageParams, locale: string): ReactNode {
  const parts = splitTemplate(template, params, locale);
  if (!parts.some((part) => part.filled)) return template;
  const rtlTemplate = isBidiSensitive(template);
  return parts.map((part, index) =>
    part.filled ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one template never move
      <Isolated key={index} text={part.text} always={rtlTemplate} />
    ) : (
      part.text
    ),
  );
}
