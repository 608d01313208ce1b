import { useState } from 'react';

interface Shown {
  text: string;
  /** The value and the formatter the text was last reconciled with. */
  value: unknown;
  format: (value: unknown) => string;
}

/**
 * The text of an input whose answer is derived from what is typed (a number, an RFC 3339 time):
 * the text is kept while it still means the current value, so partial input such as `-` or `1.`
 * survives re-renders, and it follows outside changes (reset, defaults) otherwise.
 * Returns the text and a function that takes newly typed text and returns the answer it means.
 */
export function useTypedText(
  value: unknown,
  parse: (text: string) => unknown,
  format: (value: unknown) => string,
): readonly [string, (text: string) => unknown] {
  const [shown, setShown] = useState<Shown>(() => ({ text: format(value), value, format }));
  let { text } = shown;
  // Reconciled while rendering, not in an effect: no extra commit, and nothing runs on mount.
  if (!Object.is(shown.value, value) || shown.format !== format) {
    text = parse(shown.text) === value && shown.format === format ? shown.text : format(value);
    setShown({ text, value, format });
  }
  const type = (next: string) => {
    const answer = parse(next);
    setShown({ text: next, value: answer, format });
    return answer;
  };
  return [text, type] as const;
}
