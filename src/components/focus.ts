/**
 * Where focus goes when the form appears or its answers come back: the form's first field control
 * (native inputs, radios and checkboxes included, and selects).
 */
export const FIRST_FORM_CONTROL = '[data-slot="elicitation-form"] :is(input:not([type="hidden"]), select)';
