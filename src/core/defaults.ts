/**
 * Initial values of a form from the schema's defaults.
 */
import type { ElicitationRequest, ElicitationValues } from './model';

/**
 * The values a form starts with: every usable `default`, including `false`, `0` and `""`. Fields
 * without a default are absent, never invented as an empty value. A URL request has none.
 */
export function defaultValues(request: ElicitationRequest): ElicitationValues {
  if (request.mode === 'url') return {};
  return Object.fromEntries(
    request.fields.flatMap((field) =>
      field.default === undefined
        ? []
        : [[field.name, Array.isArray(field.default) ? [...field.default] : field.default]],
    ),
  );
}
