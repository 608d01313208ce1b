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

// rjsf defaults that no elicitation request's form reaches: they render only for a host's own schemas
// and uiSchema (layout grids, add/remove arrays, `anyOf`/`oneOf` that is not a select, `null`, cyclic
// references, optional-data controls, fields without a type, files, ratings, widgets picked by name,
// none of which a parsed request has). The package
// build leaves them out of its bundled Form's default registry and `ElicitationThemedForm` puts them
// back (`Form.ts`), so a host's bundle carries them only when it renders `ElicitationThemedForm`.

/**
 * Field names only a host's own schemas or uiSchema reach: layouts picked by `ui:field`, `anyOf` and
 * `oneOf` other than a select, `type: "null"`, cyclic `$ref`s, optional-data controls (opt-in) and
 * schemas without a known type; and rjsf's `NumberField`, which a request's form replaces with its
 * own (`fields/NumberField.tsx`).
 */
export const HOST_ONLY_FIELDS = [
  'AnyOfField',
  'CyclicSchemaField',
  'FallbackField',
  'LayoutGridField',
  'LayoutHeaderField',
  'LayoutMultiSchemaField',
  'NullField',
  'NumberField',
  'OneOfField',
  'OptionalDataControlsField',
] as const;

/** Template names of add/remove arrays, layout grids, additional properties and the host-only fields. */
export const HOST_ONLY_TEMPLATES = [
  'ArrayFieldDescriptionTemplate',
  'ArrayFieldItemButtonsTemplate',
  'ArrayFieldItemTemplate',
  'ArrayFieldTemplate',
  'ArrayFieldTitleTemplate',
  'CyclicSchemaExpandTemplate',
  'FallbackFieldTemplate',
  'GridTemplate',
  'MultiSchemaFieldTemplate',
  'OptionalDataControlsTemplate',
  'WrapIfAdditionalTemplate',
] as const;

/** Button template names of add/remove arrays and clearable inputs. */
export const HOST_ONLY_BUTTON_TEMPLATES = [
  'AddButton',
  'ClearButton',
  'CopyButton',
  'MoveDownButton',
  'MoveUpButton',
  'RemoveButton',
] as const;

/** Widget names only a host's own uiSchema (`ui:widget`) or file and alternative date schemas reach. */
export const HOST_ONLY_WIDGETS = [
  'AltDateTimeWidget',
  'AltDateWidget',
  'ColorWidget',
  'FileWidget',
  'HiddenWidget',
  'PasswordWidget',
  'RangeWidget',
  'RatingWidget',
  'TextareaWidget',
  'TimeWidget',
  'UpDownWidget',
] as const;
