import {
  type DescriptionFieldProps,
  type ErrorListProps,
  errorId,
  type FieldErrorProps,
  type FieldHelpProps,
  getSubmitButtonOptions,
  helpId,
  type ObjectFieldTemplateProps,
  type SubmitButtonProps,
  type TitleFieldProps,
  TranslatableString,
} from '@rjsf/utils';
import { themeContext } from '../formContext';
import { isolate } from '../isolation';
import { RequiredMarker } from './RequiredMarker';

// Every server-supplied text below is rendered as plain text: no markdown, no HTML, no links.

/**
 * A field's description, newlines kept, isolated like every server string: an English description
 * in an Arabic form keeps its full stop at its end, on the right, while the line stays aligned with
 * the form.
 */
export function DescriptionFieldTemplate({ id, description, registry }: DescriptionFieldProps) {
  if (!description) return null;
  return (
    <p id={id} data-slot="elicitation-field-description">
      {typeof description === 'string' ? isolate(description, themeContext(registry).dir) : description}
    </p>
  );
}

/** A group title (nested objects and arrays in hosts' own forms). */
export function TitleFieldTemplate({ id, title, required, registry }: TitleFieldProps) {
  return (
    <div id={id} data-slot="elicitation-title">
      {title}
      {required ? <RequiredMarker registry={registry} /> : null}
    </div>
  );
}

/** A field's errors, referenced by the control's `aria-describedby`. */
export function FieldErrorTemplate({ errors, fieldPathId }: FieldErrorProps) {
  // One message per field: the first thing to fix (the summary and the next submit bring the rest).
  const first = (errors ?? []).find((error) => error !== '' && error !== undefined);
  if (first === undefined) return null;
  return (
    <div id={errorId(fieldPathId)} data-slot="elicitation-field-error">
      <p>{first}</p>
    </div>
  );
}

/** A field's hint (allowed range, length, format). */
export function FieldHelpTemplate({ help, fieldPathId }: FieldHelpProps) {
  if (!help) return null;
  return (
    <p id={helpId(fieldPathId)} data-slot="elicitation-field-help">
      {help}
    </p>
  );
}

/** The fields of an object: flat at the root, a fieldset when nested (hosts' own forms). */
export function ObjectFieldTemplate({ title, description, properties, fieldPathId }: ObjectFieldTemplateProps) {
  const fields = properties.map((property) => property.content);
  if (fieldPathId.path.length === 0) return <div data-slot="elicitation-fields">{fields}</div>;
  return (
    <fieldset data-slot="elicitation-fieldset">
      {title ? <legend data-slot="elicitation-legend">{title}</legend> : null}
      {description ? <p data-slot="elicitation-field-description">{description}</p> : null}
      <div data-slot="elicitation-fields">{fields}</div>
    </fieldset>
  );
}

/** The list of all errors, for hosts that enable rjsf's `showErrorList`. */
export function ErrorListTemplate({ errors, registry }: ErrorListProps) {
  return (
    <div role="alert" data-slot="elicitation-error-list">
      <p>{registry.translateString(TranslatableString.ErrorsLabel)}</p>
      <ul>
        {errors.map((error) => (
          <li key={`${error.property}\u0000${error.stack}`}>{error.stack}</li>
        ))}
      </ul>
    </div>
  );
}

/** The submit button of hosts' own forms. */
export function SubmitButton({ uiSchema }: SubmitButtonProps) {
  const { submitText, norender, props } = getSubmitButtonOptions(uiSchema);
  if (norender) return null;
  return (
    <button type="submit" data-slot="elicitation-button" data-variant="primary" {...props}>
      {submitText}
    </button>
  );
}
