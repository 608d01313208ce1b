/** What every validator of the form does after finding its errors, the way rjsf's own validators do. */
import {
  type CustomValidator,
  createErrorHandler,
  type ErrorTransformer,
  type RJSFSchema,
  type RJSFValidationError,
  toErrorSchema,
  type UiSchema,
  unwrapErrorHandler,
  type ValidationData,
  validationDataMerge,
} from '@rjsf/utils';

/**
 * @internal The end of rjsf's `validateFormData` for any validator: `transformErrors`, the error
 * schema, then `customValidate`'s errors merged in.
 */
export function completeValidation<T>(
  found: RJSFValidationError[],
  formData: T | undefined,
  customValidate?: CustomValidator<T, RJSFSchema>,
  transformErrors?: ErrorTransformer<T, RJSFSchema>,
  uiSchema?: UiSchema<T, RJSFSchema>,
): ValidationData<T> {
  const errors = transformErrors ? transformErrors(found, uiSchema) : found;
  const errorSchema = toErrorSchema<T>(errors);
  if (!customValidate) return { errors, errorSchema };
  const userErrors = unwrapErrorHandler(
    customValidate(formData, createErrorHandler<T>(formData as T), uiSchema, errorSchema),
  );
  return validationDataMerge({ errors, errorSchema }, userErrors);
}
