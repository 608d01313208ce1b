import { type FieldTemplateProps, getUiOptions, titleId } from '@rjsf/utils';
import { themeContext } from '../formContext';
import { isInvalid } from '../inputAttributes';
import { isolate } from '../isolation';
import { RequiredMarker } from './RequiredMarker';

// Widgets that render several controls: their label names the group (aria-labelledby), not one input.
const GROUP_WIDGETS = new Set(['radio', 'RadioWidget', 'checkboxes', 'CheckboxesWidget', 'YesNoWidget']);
// Widgets that carry their own label next to the control.
const SELF_LABELLED_WIDGETS = new Set(['checkbox', 'CheckboxWidget']);

/** One field: label, description, control, hint and errors, with state in data attributes. */
export function FieldTemplate(props: FieldTemplateProps) {
  const {
    id,
    fieldPathId,
    label,
    children,
    errors,
    help,
    description,
    rawDescription,
    rawErrors,
    rawHelp,
    hidden,
    required,
    displayLabel,
    disabled,
    schema,
    uiSchema,
    registry,
    classNames,
    style,
  } = props;
  if (hidden) return <div hidden>{children}</div>;
  const widget = getUiOptions(uiSchema).widget;
  const widgetName = typeof widget === 'string' ? widget : undefined;
  const selfLabelled =
    (widgetName !== undefined && SELF_LABELLED_WIDGETS.has(widgetName)) || (schema.type === 'boolean' && !widgetName);
  const grouped = (widgetName !== undefined && GROUP_WIDGETS.has(widgetName)) || schema.type === 'array';
  const showLabel = displayLabel !== false && !selfLabelled && label !== '';
  // Nested objects and add/remove arrays show their own description (ObjectFieldTemplate, ArrayFieldTemplate).
  const listArray = schema.type === 'array' && widget === undefined && !registry.schemaUtils.isMultiSelect(schema);
  const ownDescription = (schema.type === 'object' && fieldPathId.path.length > 0) || listArray;
  const { messages, dir } = themeContext(registry);
  const labelContent = (
    <>
      {isolate(label, dir)}
      {required ? <RequiredMarker registry={registry} /> : null}
    </>
  );
  const invalid = isInvalid(rawErrors);
  // "Enter an answer" says nothing the hint does; any other error restates the rule the hint gives.
  const { errors: errorMessages } = messages;
  const brokeTheRule =
    invalid &&
    (rawErrors ?? []).some((error) => error !== errorMessages.required && error !== errorMessages.requiredChoice);
  return (
    <div
      data-slot="elicitation-field"
      data-kind={schema.type === undefined ? undefined : String(schema.type)}
      data-invalid={invalid ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      // A single checkbox is labelled beside its box; its description follows, under that label.
      data-layout={selfLabelled ? 'inline' : undefined}
      className={classNames}
      style={style}
    >
      {showLabel && grouped ? (
        <div id={titleId(id)} data-slot="elicitation-field-label">
          {labelContent}
        </div>
      ) : null}
      {showLabel && !grouped ? (
        <label htmlFor={id} id={titleId(id)} data-slot="elicitation-field-label">
          {labelContent}
        </label>
      ) : null}
      {rawDescription && !ownDescription && !selfLabelled ? description : null}
      {children}
      {rawDescription && !ownDescription && selfLabelled ? description : null}
      {/* The hint states the rule, an error about the rule states it again: then the error alone. */}
      {rawHelp && !brokeTheRule ? help : null}
      {errors}
    </div>
  );
}
