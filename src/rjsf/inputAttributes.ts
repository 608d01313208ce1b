/**
 * The attributes every text-like control of the theme carries: id and name, state, and ARIA wiring
 * (`aria-describedby` lists only parts that are actually rendered, in reading order).
 */
import { descriptionId, errorId, helpId, type StrictRJSFSchema, type UiSchema, type WidgetProps } from '@rjsf/utils';

interface DescribedParts {
  id: string;
  schema: StrictRJSFSchema;
  uiSchema?: UiSchema;
  rawErrors?: string[];
  hideError?: boolean;
}

/** Ids of the description, help and error elements of a field, when present. */
export function describedBy({ id, schema, uiSchema, rawErrors, hideError }: DescribedParts, ...extra: string[]) {
  const ids: string[] = [];
  if (schema.description) ids.push(descriptionId(id));
  if (uiSchema?.['ui:help']) ids.push(helpId(id));
  ids.push(...extra);
  if (!hideError && rawErrors && rawErrors.length > 0) ids.push(errorId(id));
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** Whether rjsf reported errors for the field. */
export function isInvalid(rawErrors: string[] | undefined): boolean {
  return rawErrors !== undefined && rawErrors.length > 0;
}

/** The attributes shared by the theme's `<input>`s: id, name, required, disabled, read-only, autofocus, ARIA. */
export function inputAttributes(
  props: Pick<
    WidgetProps,
    | 'id'
    | 'htmlName'
    | 'required'
    | 'disabled'
    | 'readonly'
    | 'autofocus'
    | 'rawErrors'
    | 'schema'
    | 'uiSchema'
    | 'hideError'
  >,
  ...describedByExtra: string[]
) {
  const { id, htmlName, required, disabled, readonly, autofocus, rawErrors } = props;
  return {
    id,
    name: htmlName || id,
    required,
    disabled,
    readOnly: readonly,
    // Only when the host asks for it through ui:autofocus.
    autoFocus: autofocus,
    'aria-invalid': isInvalid(rawErrors),
    'aria-describedby': describedBy(props, ...describedByExtra),
  };
}
