/** Where Chromium actually draws text (Range geometry), for tests of order and bidi in the browser projects. */

/** The box of a drawn run of text. */
export interface DrawnBox {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** A range over `length` code units of `element`'s text from `offset`, across its text nodes. */
function rangeOf(element: Element, text: string, from = 0, length = text.length): Range {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  let whole = '';
  const nodes: { node: Text; start: number }[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    nodes.push({ node: node as Text, start: whole.length });
    whole += node.textContent ?? '';
  }
  const index = whole.indexOf(text);
  if (index === -1) throw new Error(`"${text}" is not in "${whole}"`);
  const at = (offset: number) => {
    const found = [...nodes].reverse().find(({ start }) => start <= offset)!;
    return [found.node, offset - found.start] as const;
  };
  const range = document.createRange();
  range.setStart(...at(index + from));
  range.setEnd(...at(index + from + length));
  return range;
}

/** Where the first occurrence of `text` inside `element` is drawn: its leftmost and rightmost x, top and bottom. */
export function drawn(element: Element, text: string): DrawnBox {
  const rects = [...rangeOf(element, text).getClientRects()].filter((rect) => rect.width > 0);
  return {
    left: Math.min(...rects.map((rect) => rect.left)),
    right: Math.max(...rects.map((rect) => rect.right)),
    top: Math.min(...rects.map((rect) => rect.top)),
    bottom: Math.max(...rects.map((rect) => rect.bottom)),
  };
}

/** Where each code unit of the first occurrence of `text` inside `element` is drawn, in logical order. */
export function drawnChars(element: Element, text: string): DrawnBox[] {
  return [...text].map((_, index) => {
    const { left, right, top, bottom } = rangeOf(element, text, index, 1).getBoundingClientRect();
    return { left, right, top, bottom };
  });
}
