import { useEffect, useState } from 'react';

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
  const [text, setText] = useState(() => format(value));
  useEffect(() => {
    setText((current) => (parse(current) === value ? current : format(value)));
  }, [value, parse, format]);
  const type = (next: string) => {
    setText(next);
    return parse(next);
  };
  return [text, type] as const;
}
