/**
 * `aria-describedby` for a widget: only ids of parts that are actually rendered, in reading order.
 */
import { descriptionId, errorId, helpId, type StrictRJSFSchema, type UiSchema } from '@rjsf/utils';

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
