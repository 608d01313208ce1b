/**
 * Finds text that Chromium draws as empty boxes ("tofu"): characters no installed font has. Each
 * character is drawn on a canvas in its element's computed font (family stack, weight, style), where
 * Chromium falls back through fonts exactly as it does for the page, and compared with the box drawn
 * for a code point that no font has.
 */

/** An unassigned code point (Greek block): every font lacks it, so Chromium draws its .notdef box. */
const NO_GLYPH = '\u0378';
/** Characters that draw nothing by design: white space, zero-width and bidi controls. */
const INVISIBLE = /[\s\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/u;
/** Hangul, CJK and Arabic letters, which must draw some ink. */
const MUST_INK = /[\p{Script=Hangul}\p{Script=Han}]|(?=\p{Script=Arabic})\p{L}/u;
const SIZE = 40;

/** A character drawn as a box, and where. */
export interface Tofu {
  char: string;
  codePoint: string;
  font: string;
  text: string;
}

/** A character that was checked, in the weight it is drawn in. */
export interface CheckedGlyph {
  char: string;
  weight: number;
}

function sameImage(a: Uint8ClampedArray, b: Uint8ClampedArray) {
  for (let index = 3; index < a.length; index += 4) if (a[index] !== b[index]) return false;
  return true;
}

const blank = (image: Uint8ClampedArray) => image.every((value, index) => index % 4 !== 3 || value === 0);

/** Every visible character under `root` that draws as a box (or, for Hangul, Han and Arabic, draws nothing). */
export function findTofu(root: Element): { tofu: Tofu[]; checked: CheckedGlyph[] } {
  const canvas = document.createElement('canvas');
  canvas.width = SIZE * 2;
  canvas.height = SIZE * 2;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2D canvas');
  const draw = (font: string, char: string) => {
    context.clearRect(0, 0, canvas.width, canvas.height);
    context.font = font;
    context.fillText(char, SIZE / 2, SIZE * 1.5);
    return context.getImageData(0, 0, canvas.width, canvas.height).data;
  };

  const boxes = new Map<string, Uint8ClampedArray>();
  const seen = new Set<string>();
  const tofu: Tofu[] = [];
  const checked: CheckedGlyph[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!element?.checkVisibility()) continue;
    const style = getComputedStyle(element);
    const font = `${style.fontStyle} ${style.fontWeight} ${SIZE}px ${style.fontFamily}`;
    const box = boxes.get(font) ?? draw(font, NO_GLYPH);
    boxes.set(font, box);
    for (const char of node.textContent ?? '') {
      if (INVISIBLE.test(char) || seen.has(`${font}\n${char}`)) continue;
      seen.add(`${font}\n${char}`);
      const glyph = draw(font, char);
      checked.push({ char, weight: Number(style.fontWeight) });
      if (sameImage(glyph, box) || (MUST_INK.test(char) && blank(glyph))) {
        const codePoint = `U+${char.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`;
        tofu.push({ char, codePoint, font, text: (node.textContent ?? '').trim().slice(0, 60) });
      }
    }
  }
  return { tofu, checked };
}
