import { type ErrorSchema, englishStringTranslator, type RJSFValidationError, TranslatableString } from '@rjsf/utils';
import { type ComponentPropsWithoutRef, useCallback, useMemo, useRef, useState } from 'react';
import { fillPlural } from '../i18n/format';
import { createErrorTransformer, messageForCode } from '../theme/errorMessages';
import { fromFormData, toFormData, toRjsfForm } from '../theme/rjsfForm';
import { ElicitationThemedForm } from '../theme/ThemedForm';
import { useElicitation } from './ElicitationRoot';

const FOCUSABLE = 'input:not([type="hidden"]), button, select, textarea, [tabindex]:not([tabindex="-1"])';

// Keep rjsf from inventing answers: no first-option default for titled selects, no `false` for
// required booleans. Explicit schema defaults still apply (they come in as values).
const DEFAULT_FORM_STATE = { constAsDefaults: 'skipOneOf', requiredBooleanDefault: 'skip' } as const;

/** Moves focus to the control of the field an error belongs to (the checked or first one of a group). */
function focusField(container: HTMLElement | null, idPrefix: string, error: RJSFValidationError) {
  const key = (error.property ?? '').replace(/^\./, '').split('.')[0];
  if (!container || !key) return;
  const element = container.querySelector<HTMLElement>(`[id="${idPrefix}_${key}"]`);
  if (!element) return;
  const target = element.matches(FOCUSABLE)
    ? element
    : (element.querySelector<HTMLElement>('[data-state="checked"]') ?? element.querySelector<HTMLElement>(FOCUSABLE));
  target?.focus();
}

/** The request's form: one accessible control per field on the rjsf theme, validated before review. */
export function ElicitationForm(props: ComponentPropsWithoutRef<'div'>) {
  const { request, messages, locale, t, validator, values, setValues, submit, phase, ids, answerErrors } =
    useElicitation('ElicitationForm');
  const container = useRef<HTMLDivElement | null>(null);
  const [failedAttempt, setFailedAttempt] = useState<{ attempt: number; count: number } | null>(null);
  const form = useMemo(
    () => (request?.mode === 'form' ? toRjsfForm(request, messages, locale) : null),
    [request, messages, locale],
  );
  const transformErrors = useMemo(
    () => (form ? createErrorTransformer(form.schema, messages, locale) : undefined),
    [form, messages, locale],
  );
  const translateString = useCallback(
    (key: TranslatableString, params?: string[]) => {
      if (key === TranslatableString.YesLabel) return messages.form.yes;
      if (key === TranslatableString.NoLabel) return messages.form.no;
      if (key === TranslatableString.ErrorsLabel) return messages.form.errorsLabel;
      if (key === TranslatableString.ClearLabel) return messages.form.clearAnswer;
      return englishStringTranslator(key, params);
    },
    [messages],
  );
  // Answers the final check in core refused: shown on their fields like any other error.
  const extraErrors = useMemo(() => {
    if (!form || answerErrors.length === 0) return undefined;
    const schema: Record<string, { __errors: string[] }> = {};
    for (const error of answerErrors) {
      const index = form.fields.findIndex((field) => field.name === error.name);
      const key = form.keys[index];
      if (!key) continue;
      const fieldSchema = form.schema.properties?.[key];
      const message = messageForCode(
        error.code,
        error.params,
        typeof fieldSchema === 'object' ? fieldSchema : undefined,
        messages,
        locale,
      );
      schema[key] = { __errors: [message] };
    }
    return schema as ErrorSchema;
  }, [form, answerErrors, messages, locale]);

  if (!form || (phase !== 'editing' && phase !== 'sending')) return null;
  const announced = failedAttempt ?? (answerErrors.length > 0 ? { attempt: 0, count: answerErrors.length } : null);
  return (
    <div ref={container} data-slot="form" {...props}>
      <ElicitationThemedForm
        id={ids.form}
        idPrefix={ids.idPrefix}
        schema={form.schema}
        uiSchema={form.uiSchema}
        formData={toFormData(form, values)}
        validator={validator}
        transformErrors={transformErrors}
        extraErrors={extraErrors}
        translateString={translateString}
        formContext={{ messages, locale }}
        experimental_defaultFormStateBehavior={DEFAULT_FORM_STATE}
        noHtml5Validate
        showErrorList={false}
        disabled={phase !== 'editing'}
        focusOnFirstError={(error) => focusField(container.current, ids.idPrefix, error)}
        onChange={({ formData }) => setValues(fromFormData(form, formData))}
        onError={(errors) => {
          const count = new Set(errors.map((error) => error.property)).size;
          setFailedAttempt((previous) => ({ attempt: (previous?.attempt ?? 0) + 1, count }));
        }}
        onSubmit={({ formData }) => {
          setFailedAttempt(null);
          submit(fromFormData(form, formData));
        }}
        aria-label={t(messages.form.label)}
      />
      {announced ? (
        <p key={announced.attempt} role="alert" data-slot="form-errors-summary">
          {fillPlural(messages.form.errorsSummary, announced.count, {}, locale)}
        </p>
      ) : null}
    </div>
  );
}
