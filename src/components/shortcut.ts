/**
 * The keyboard path to the newest waiting card of a transcript: one document listener for every
 * card, the most recently shown one first. Focus stays where the person is typing until they press it.
 */

/** A key combination such as `Alt+Shift+A`: modifiers, then one key (a letter, digit or `KeyboardEvent.key` name). */
interface Combination {
  alt: boolean;
  ctrl: boolean;
  meta: boolean;
  shift: boolean;
  key: string;
}

/** @internal Reads `Alt+Shift+A`-style text; null when it names no key. */
export function parseShortcut(text: string): Combination | null {
  const parts = text.split('+').map((part) => part.trim());
  const key = parts.pop();
  if (!key) return null;
  const modifiers = new Set(parts.map((part) => part.toLowerCase()));
  return {
    alt: modifiers.has('alt') || modifiers.has('option'),
    ctrl: modifiers.has('ctrl') || modifiers.has('control'),
    meta: modifiers.has('meta') || modifiers.has('cmd'),
    shift: modifiers.has('shift'),
    key,
  };
}

/** Whether `event` is `combination`; letters and digits by physical key, so Option on a Mac still matches. */
function matches(event: KeyboardEvent, combination: Combination): boolean {
  if (
    event.altKey !== combination.alt ||
    event.ctrlKey !== combination.ctrl ||
    event.metaKey !== combination.meta ||
    event.shiftKey !== combination.shift
  ) {
    return false;
  }
  const { key } = combination;
  if (/^[a-z]$/i.test(key)) return event.code === `Key${key.toUpperCase()}`;
  if (/^\d$/.test(key)) return event.code === `Digit${key}`;
  return event.key.toLowerCase() === key.toLowerCase();
}

interface Target {
  shortcut: Combination;
  focus(): void;
}

const targets: Target[] = [];

function onKeyDown(event: KeyboardEvent) {
  if (event.defaultPrevented || event.repeat) return;
  for (let index = targets.length - 1; index >= 0; index--) {
    const target = targets[index] as Target;
    if (!matches(event, target.shortcut)) continue;
    event.preventDefault();
    target.focus();
    return;
  }
}

/** @internal Makes `shortcut` move focus to `focus`'s target (the newest registration wins); returns the unregister function. */
export function registerShortcut(shortcut: string, focus: () => void): () => void {
  const combination = parseShortcut(shortcut);
  if (!combination || typeof document === 'undefined') return () => {};
  const target: Target = { shortcut: combination, focus };
  if (targets.length === 0) document.addEventListener('keydown', onKeyDown);
  targets.push(target);
  return () => {
    const index = targets.indexOf(target);
    if (index >= 0) targets.splice(index, 1);
    if (targets.length === 0) document.removeEventListener('keydown', onKeyDown);
  };
}
