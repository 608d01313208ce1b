/**
 * The rjsf registry entries this theme always supplies. Kept apart from the components so that the
 * package build (scripts/bundle-rjsf.ts) can leave rjsf's own versions of them out of the bundle.
 */

/** Template names the theme supplies (`theme.ts` checks it supplies exactly these). */
export const THEME_TEMPLATES = [
  'BaseInputTemplate',
  'DescriptionFieldTemplate',
  'ErrorListTemplate',
  'FieldErrorTemplate',
  'FieldHelpTemplate',
  'FieldTemplate',
  'ObjectFieldTemplate',
  'TitleFieldTemplate',
] as const;

/** Button template names the theme supplies. */
export const THEME_BUTTON_TEMPLATES = ['SubmitButton'] as const;

/** Widget names the theme supplies. */
export const THEME_WIDGETS = [
  'CheckboxWidget',
  'CheckboxesWidget',
  'DateTimeWidget',
  'NumberWidget',
  'RadioWidget',
  'SelectWidget',
  'YesNoWidget',
] as const;
