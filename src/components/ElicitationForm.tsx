import { type ErrorSchema, englishStringTranslator, type RJSFValidationError, TranslatableString } from '@rjsf/utils';
import { type ComponentPropsWithoutRef, forwardRef, useCallback, useMemo, useRef, useState } from 'react';
import { fillPlural, type TextDirection } from '../i18n/format';
import { checksPatterns } from '../rjsf/answerValidator';
import { createErrorTransformer, fieldKeyOf, fieldSchema, messageForCode } from '../rjsf/errorMessages';
import { ElicitationRequestForm } from '../rjsf/Form';
import { Isolated } from '../rjsf/isolation';
import { withPatternChecks } from '../rjsf/patternChecks';
import { fromFormData, NO_INVENTED_ANSWERS, toFormData, toRjsfForm } from '../rjsf/schema';
import { composeRefs } from './compose';
import { selectPhase, useElicitationConfig, useElicitationSelector } from './context';
import { type AsChildProp, renderPart } from './Part';
import type { RequestSnapshot } from './RequestStore';

/** Props of `ElicitationForm`. */
export interface ElicitationFormProps extends ComponentPropsWithoutRef<'div'>, AsChildProp {}

const FOCUSABLE = 'input:not([type="hidden"]), button, select, textarea, [tabindex]:not([tabindex="-1"])';

const selectAnswerErrors = (snapshot: RequestSnapshot) => snapshot.answerErrors;
const selectRevision = (snapshot: RequestSnapshot) => snapshot.revision;
const selectPatterns = (snapshot: RequestSnapshot) => snapshot.patterns;

/** The rjsf key of the field an error belongs to (`field_0`), or '' for an error of the whole form. */
const fieldKey = (error: RJSFValidationError) => fieldKeyOf(error.property);

/** One line of the error summary: the field's label and its message. */
interface SummaryItem {
  key: string;
  label: string | null;
  message: string;
}

/** Moves focus to the control of a field (the checked or first one of a group). */
function focusField(container: HTMLElement | null, idPrefix: string, key: string) {
  if (!container || !key) return;
  const element = container.querySelector<HTMLElement>(`[id="${idPrefix}_${key}"]`);
  if (!element) return;
  const target = element.matches(FOCUSABLE)
    ? element
    : (element.querySelector<HTMLElement>('input:checked') ?? element.querySelector<HTMLElement>(FOCUSABLE));
  target?.focus();
}

/**
 * The answers that need attention, at the top of the form: how many, and per field its label (a
 * button that moves focus to the field) and its message, which the field also shows beside itself.
 * Announced again on every failed attempt (a new `key` remounts the alert).
 */
function ErrorSummary({
  title,
  items,
  separator,
  direction,
  onPick,
}: {
  title: string;
  items: readonly SummaryItem[];
  separator: string;
  direction: TextDirection;
  onPick: (key: string) => void;
}) {
  return (
    <div role="alert" data-slot="elicitation-form-errors-summary">
      <p data-slot="elicitation-form-errors-title">{title}</p>
      <ul data-slot="elicitation-form-errors-list">
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: errors of the whole form share the empty key
          <li key={`${item.key}:${index}`}>
            {item.label !== null ? (
              <>
                <button type="button" data-slot="elicitation-form-errors-link" onClick={() => onPick(item.key)}>
                  <Isolated text={item.label} direction={direction} />
                </button>
                {/* A pause between the field and what is wrong with it, seen and heard. */}
                <span data-slot="elicitation-form-errors-separator">{separator}</span>
              </>
            ) : null}
            <span data-slot="elicitation-form-errors-message">{item.message}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The summary's line for each error: the field it is on (its key and label) and what is wrong. */
function summaryItems(errors: readonly RJSFValidationError[], labelOf: (key: string) => string | null): SummaryItem[] {
  return errors.map((error) => ({
    key: fieldKey(error),
    label: labelOf(fieldKey(error)),
    message: error.message ?? '',
  }));
}

/**
 * The request's form: one accessible control per field on the rjsf theme, validated before review.
 * The form keeps the answers while the user types, so a keystroke re-renders nothing else.
 */
export const ElicitationForm = /* @__PURE__ */ forwardRef<HTMLElement, ElicitationFormProps>(
  function ElicitationForm(props, ref) {
    const { store, request, messages, locale, dir, t, validator, ids, sensitiveFields } =
      useElicitationConfig('<ElicitationForm>');
    const phase = useElicitationSelector(store, selectPhase);
    const answerErrors = useElicitationSelector(store, selectAnswerErrors);
    const revision = useElicitationSelector(store, selectRevision);
    const patterns = useElicitationSelector(store, selectPatterns);
    const container = useRef<HTMLElement | null>(null);
    const setRefs = useMemo(() => composeRefs(ref, container), [ref]);
    const [failedAttempt, setFailedAttempt] = useState<{ attempt: number; items: SummaryItem[] } | null>(null);
    const form = useMemo(
      () => (request?.mode === 'form' ? toRjsfForm(request, messages, locale) : null),
      [request, messages, locale],
    );
    // `patterns` changes once, when the engine has loaded (or failed to): the hints follow it. The
    // default validator checks patterns itself; a host's is given the fields' patterns to check.
    const checkedValidator = useMemo(
      () =>
        form && patterns !== 'loading' && !checksPatterns(validator) ? withPatternChecks(validator, form) : validator,
      [validator, form, patterns],
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
    // The form's own keys of the secret-looking fields (rjsf names fields by key, not by the server's name).
    const secrets = useMemo(() => {
      const names = new Set(sensitiveFields.map((field) => field.name));
      return form ? form.keys.filter((_, index) => names.has(form.fields[index]?.name ?? '')) : [];
    }, [form, sensitiveFields]);
    const formContext = useMemo(() => ({ messages, locale, dir, secrets }), [messages, locale, dir, secrets]);
    const labelOf = (key: string) => (form ? (form.fields[form.keys.indexOf(key)]?.label ?? null) : null);
    // Answers the final check in core refused: shown on their fields like any other error.
    const extraErrors = useMemo(() => {
      if (!form || answerErrors.length === 0) return undefined;
      const schema: Record<string, { __errors: string[] }> = {};
      for (const error of answerErrors) {
        const index = form.fields.findIndex((field) => field.name === error.name);
        const key = form.keys[index];
        if (!key) continue;
        const message = messageForCode(error.code, error.params, fieldSchema(form.schema, key), messages, locale);
        schema[key] = { __errors: [message] };
      }
      return schema as ErrorSchema;
    }, [form, answerErrors, messages, locale]);

    if (!form || (phase !== 'editing' && phase !== 'sending')) return null;
    if (patterns === 'loading') {
      // A moment, once per page: the engine that checks the server's `pattern` is loading.
      const preparing = (
        <p role="status" data-slot="elicitation-form-preparing">
          {messages.form.preparing}
        </p>
      );
      return renderPart('div', { 'data-slot': 'elicitation-form', 'aria-busy': true }, props, setRefs, preparing);
    }
    const refused = Object.entries(extraErrors ?? {}).map(([key, entry]) => ({
      key,
      label: labelOf(key),
      message: (entry as { __errors: string[] }).__errors[0] ?? '',
    }));
    const announced = failedAttempt ?? (refused.length > 0 ? { attempt: 0, items: refused } : null);
    const content = (
      <>
        {announced ? (
          <ErrorSummary
            key={announced.attempt}
            title={fillPlural(
              messages.form.errorsSummary,
              new Set(announced.items.map((item) => item.key)).size,
              {},
              locale,
            )}
            items={announced.items}
            separator={messages.form.errorSeparator}
            direction={dir}
            onPick={(key) => focusField(container.current, ids.idPrefix, key)}
          />
        ) : null}
        <ElicitationRequestForm
          // Answers put in from outside (a restored draft) refill the form.
          key={revision}
          id={ids.form}
          idPrefix={ids.idPrefix}
          schema={form.schema}
          uiSchema={form.uiSchema}
          // Uncontrolled: rjsf keeps the answers while the user types (one commit per keystroke); the
          // store follows through onChange, and refills the form each time it mounts (back from review).
          initialFormData={toFormData(form, store.getValues())}
          validator={checkedValidator}
          transformErrors={transformErrors}
          extraErrors={extraErrors}
          translateString={translateString}
          formContext={formContext}
          experimental_defaultFormStateBehavior={NO_INVENTED_ANSWERS}
          noHtml5Validate
          showErrorList={false}
          disabled={phase !== 'editing'}
          focusOnFirstError={(error) => focusField(container.current, ids.idPrefix, fieldKey(error))}
          // Once a submit has flagged answers, each is checked again as it changes, and the summary
          // follows at once (the same summary: it is not announced anew, and focus stays put).
          liveValidate={failedAttempt ? 'onChange' : undefined}
          onChange={({ formData, errors }) => {
            store.setValues(fromFormData(form, formData));
            if (failedAttempt) {
              setFailedAttempt(
                (previous) => previous && { attempt: previous.attempt, items: summaryItems(errors, labelOf) },
              );
            }
          }}
          onError={(errors) => {
            const items = summaryItems(errors, labelOf);
            setFailedAttempt((previous) => ({ attempt: (previous?.attempt ?? 0) + 1, items }));
          }}
          onSubmit={({ formData }) => {
            setFailedAttempt(null);
            store.submit(fromFormData(form, formData));
          }}
          aria-label={t(messages.form.label)}
        />
      </>
    );
    return renderPart('div', { 'data-slot': 'elicitation-form' }, props, setRefs, content);
  },
);
