/**
 * Where focus goes when the form appears or its answers come back: the form's first field control
 * (native inputs, radios and checkboxes included, and selects).
 */
export const FIRST_FORM_CONTROL = '[data-slot="elicitation-form"] :is(input:not([type="hidden"]), select)';

/**
 * Where a dialog starts (WAI-ARIA APG, dialog pattern): the title of the warning of a form that asks
 * for secrets (so the warning is in view and read first, and a phone raises no keyboard); the first
 * field of a form; otherwise a
 * heading that says what this is, focusable from script only (the URL verdict's headline, the
 * "cannot be shown" title), so nothing risky is one key press away and a screen reader starts with
 * the app's judgement; failing those, the safest action, Cancel. Never the server's message.
 */
export const INITIAL_FOCUS = [
  '[data-slot="elicitation-sensitive-title"]',
  FIRST_FORM_CONTROL,
  '[data-slot="elicitation-url-verdict-title"]',
  '[data-slot="elicitation-problems-title"]',
  '[data-slot="elicitation-actions"] [data-action="cancel"]',
];

/** The element a dialog focuses first, by {@link INITIAL_FOCUS}; null leaves Radix's default. */
export function initialFocusTarget(root: HTMLElement | null): HTMLElement | null {
  if (!root) return null;
  for (const selector of INITIAL_FOCUS) {
    const found = root.querySelector<HTMLElement>(selector);
    if (found) return found;
  }
  return null;
}
