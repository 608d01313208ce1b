import type { ErrorSchema } from '@rjsf/utils';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FormElicitationRequest } from 'mcp-elicitation-react/core';
import { useMemo, useState } from 'react';
import { parseElicitationRequest } from '../core/complete';
import { resolveMessages } from '../i18n/format';
import type { ElicitationMessages } from '../i18n/messages';
import { createErrorTransformer, messageForCode } from './errorMessages';
import { NO_INVENTED_ANSWERS, type RjsfForm, toFormData, toRjsfForm } from './schema';
import { ElicitationThemedForm } from './ThemedForm';
import { createCfworkerValidator } from './validator';

type FieldState = 'empty' | 'prefilled' | 'invalid' | 'disabled';

interface FieldKindProps {
  /** The property schema of the one field shown. */
  schema: Record<string, unknown>;
  /** A valid answer, shown in the prefilled and disabled states. */
  answer: unknown;
  /** An answer that fails validation, shown with its error in the invalid state. */
  wrong?: unknown;
  state: FieldState;
  required?: boolean;
  /** The toolbar's locale (set by the decorator; the catalogue names its own). */
  locale?: string;
  /** The catalogue of the labels, hints and errors. @default en */
  messages?: ElicitationMessages;
}

const validator = createCfworkerValidator();

function parse(schema: Record<string, unknown>, required: boolean): FormElicitationRequest {
  const parsed = parseElicitationRequest({
    message: 'One field',
    requestedSchema: { type: 'object', properties: { answer: schema }, required: required ? ['answer'] : [] },
  });
  if (!parsed.ok || parsed.request.mode !== 'form') throw new Error('story schema must be valid');
  return parsed.request;
}

function invalidErrors(form: RjsfForm, value: unknown, messages: ElicitationMessages, locale: string) {
  const { errors } = validator.validateFormData(
    toFormData(form, value === undefined ? {} : { answer: value }),
    form.schema,
    undefined,
    createErrorTransformer(form.schema, messages, locale),
  );
  const first = errors[0];
  const message = first?.message ?? messageForCode('required', {}, undefined, messages, locale);
  return { field_0: { __errors: [message] } } as unknown as ErrorSchema;
}

/** One field of one kind in one state, rendered by the theme alone. */
function FieldKind({ schema, answer, wrong, state, required = true, messages: catalogue }: FieldKindProps) {
  const messages = useMemo(() => resolveMessages(catalogue), [catalogue]);
  const { locale } = messages;
  const request = useMemo(() => parse(schema, required), [schema, required]);
  const form = useMemo(() => toRjsfForm(request, messages, locale), [request, messages, locale]);
  const initial = state === 'empty' ? undefined : state === 'invalid' ? wrong : answer;
  const [formData, setFormData] = useState(() => toFormData(form, initial === undefined ? {} : { answer: initial }));
  return (
    <div data-slot="elicitation" lang={locale}>
      <ElicitationThemedForm
        schema={form.schema}
        uiSchema={form.uiSchema}
        formData={formData}
        validator={validator}
        formContext={{ messages, locale }}
        extraErrors={state === 'invalid' ? invalidErrors(form, wrong, messages, locale) : undefined}
        disabled={state === 'disabled'}
        // As the elicitation form does: an empty field stays empty, so no state shows an answer nobody gave.
        experimental_defaultFormStateBehavior={NO_INVENTED_ANSWERS}
        noHtml5Validate
        showErrorList={false}
        onChange={({ formData: next }) => setFormData(next)}
      />
    </div>
  );
}

const meta = {
  title: 'Theme/Field kinds',
  component: FieldKind,
} satisfies Meta<typeof FieldKind>;

export default meta;
type Story = StoryObj<typeof meta>;

const KINDS = {
  text: {
    schema: { type: 'string', title: 'Full name', description: 'As on your ID', minLength: 2, maxLength: 40 },
    answer: 'Ada Lovelace',
    wrong: 'A',
  },
  email: { schema: { type: 'string', format: 'email', title: 'Email' }, answer: 'ada@example.com', wrong: 'ada@' },
  uri: {
    schema: { type: 'string', format: 'uri', title: 'Homepage' },
    answer: 'https://example.com',
    wrong: 'example.com',
  },
  date: { schema: { type: 'string', format: 'date', title: 'Birth date' }, answer: '1815-12-10', wrong: undefined },
  dateTime: {
    schema: { type: 'string', format: 'date-time', title: 'Meeting time' },
    answer: '2026-12-01T09:30:00Z',
    wrong: undefined,
  },
  number: { schema: { type: 'number', title: 'Budget', minimum: 0, maximum: 1000 }, answer: 250.5, wrong: 1200 },
  integer: { schema: { type: 'integer', title: 'Seats', minimum: 1, maximum: 10 }, answer: 4, wrong: 11 },
  yesNo: { schema: { type: 'boolean', title: 'Subscribe to updates' }, answer: true, wrong: undefined },
  checkbox: {
    schema: { type: 'boolean', title: 'Remember this choice', default: false },
    answer: true,
    wrong: undefined,
  },
  radio: {
    schema: {
      type: 'string',
      title: 'Size',
      oneOf: [
        { const: 's', title: 'Small' },
        { const: 'm', title: 'Medium' },
        { const: 'l', title: 'Large' },
      ],
    },
    answer: 'm',
    wrong: undefined,
  },
  select: {
    schema: { type: 'string', title: 'Friend', enum: ['Monica', 'Rachel', 'Joey', 'Chandler', 'Ross', 'Phoebe'] },
    answer: 'Joey',
    wrong: undefined,
  },
  multi: {
    schema: {
      type: 'array',
      title: 'Instruments',
      minItems: 1,
      maxItems: 2,
      items: { type: 'string', enum: ['Guitar', 'Piano', 'Violin', 'Drums'] },
    },
    answer: ['Piano'],
    wrong: ['Guitar', 'Piano', 'Drums'],
  },
} as const;

const story = (kind: keyof typeof KINDS, state: FieldState): Story => ({
  args: { ...KINDS[kind], schema: KINDS[kind].schema as Record<string, unknown>, state },
});

export const TextEmpty = story('text', 'empty');
export const TextPrefilled = story('text', 'prefilled');
export const TextInvalid = story('text', 'invalid');
export const TextDisabled = story('text', 'disabled');
export const EmailEmpty = story('email', 'empty');
export const EmailPrefilled = story('email', 'prefilled');
export const EmailInvalid = story('email', 'invalid');
export const EmailDisabled = story('email', 'disabled');
export const UriEmpty = story('uri', 'empty');
export const UriPrefilled = story('uri', 'prefilled');
export const UriInvalid = story('uri', 'invalid');
export const UriDisabled = story('uri', 'disabled');
export const DateEmpty = story('date', 'empty');
export const DatePrefilled = story('date', 'prefilled');
export const DateInvalid = story('date', 'invalid');
export const DateDisabled = story('date', 'disabled');
export const DateTimeEmpty = story('dateTime', 'empty');
export const DateTimePrefilled = story('dateTime', 'prefilled');
export const DateTimeInvalid = story('dateTime', 'invalid');
export const DateTimeDisabled = story('dateTime', 'disabled');
export const NumberEmpty = story('number', 'empty');
export const NumberPrefilled = story('number', 'prefilled');
export const NumberInvalid = story('number', 'invalid');
export const NumberDisabled = story('number', 'disabled');
export const IntegerEmpty = story('integer', 'empty');
export const IntegerPrefilled = story('integer', 'prefilled');
export const IntegerInvalid = story('integer', 'invalid');
export const IntegerDisabled = story('integer', 'disabled');
export const YesNoEmpty = story('yesNo', 'empty');
export const YesNoPrefilled = story('yesNo', 'prefilled');
export const YesNoInvalid = story('yesNo', 'invalid');
export const YesNoDisabled = story('yesNo', 'disabled');
export const CheckboxEmpty = story('checkbox', 'empty');
export const CheckboxPrefilled = story('checkbox', 'prefilled');
export const CheckboxInvalid = story('checkbox', 'invalid');
export const CheckboxDisabled = story('checkbox', 'disabled');
export const RadioEmpty = story('radio', 'empty');
export const RadioPrefilled = story('radio', 'prefilled');
export const RadioInvalid = story('radio', 'invalid');
export const RadioDisabled = story('radio', 'disabled');
export const SelectEmpty = story('select', 'empty');
export const SelectPrefilled = story('select', 'prefilled');
export const SelectInvalid = story('select', 'invalid');
export const SelectDisabled = story('select', 'disabled');
export const MultiSelectEmpty = story('multi', 'empty');
export const MultiSelectPrefilled = story('multi', 'prefilled');
export const MultiSelectInvalid = story('multi', 'invalid');
export const MultiSelectDisabled = story('multi', 'disabled');
