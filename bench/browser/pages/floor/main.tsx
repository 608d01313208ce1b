/**
 * The floor: a hand-written React form for the same request, as a careful engineer writes one by
 * hand. One native control per property, answers in one state object, each field memoised so a
 * keystroke re-renders only its own field; submit checks required answers and shows the answers.
 */
import { type ChangeEvent, memo, useCallback, useState } from 'react';
import type { BenchProperty } from '../../request';
import { AnswersScreen, mount, readRequest } from '../shared';

type Answers = Record<string, unknown>;
type SetAnswer = (name: string, value: unknown) => void;

const INPUT_TYPES: Record<string, string> = { email: 'email', uri: 'url', date: 'date', 'date-time': 'datetime-local' };

function options(schema: BenchProperty): string[] {
  const items = schema.items as { enum?: string[] } | undefined;
  return (schema.enum as string[] | undefined) ?? items?.enum ?? [];
}

function Control({ name, schema, value, setAnswer }: FieldProps) {
  const id = `f-${name}`;
  if (schema.type === 'boolean') {
    return (
      <input
        id={id}
        type="checkbox"
        checked={value === true}
        onChange={(event) => setAnswer(name, event.target.checked)}
      />
    );
  }
  if (schema.type === 'array') {
    const chosen = (value as string[] | undefined) ?? [];
    return (
      <fieldset id={id}>
        {options(schema).map((option) => (
          <label key={option}>
            <input
              type="checkbox"
              checked={chosen.includes(option)}
              onChange={(event) =>
                setAnswer(name, event.target.checked ? [...chosen, option] : chosen.filter((other) => other !== option))
              }
            />
            {option}
          </label>
        ))}
      </fieldset>
    );
  }
  if (schema.enum) {
    return (
      <select
        id={id}
        value={(value as string | undefined) ?? ''}
        onChange={(event) => setAnswer(name, event.target.value || undefined)}
      >
        <option value="" />
        {options(schema).map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  }
  const numeric = schema.type === 'number' || schema.type === 'integer';
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { value: typed } = event.target;
    setAnswer(name, typed === '' ? undefined : numeric ? Number(typed) : typed);
  };
  return (
    <input
      id={id}
      type={numeric ? 'number' : (INPUT_TYPES[schema.format as string] ?? 'text')}
      value={value === undefined ? '' : String(value)}
      onChange={onChange}
    />
  );
}

interface FieldProps {
  name: string;
  schema: BenchProperty;
  required: boolean;
  value: unknown;
  setAnswer: SetAnswer;
}

const Field = memo(function Field(props: FieldProps) {
  const { name, schema, required } = props;
  return (
    <div>
      <label htmlFor={`f-${name}`}>
        {schema.title}
        {required ? ' *' : null}
      </label>
      {typeof schema.description === 'string' ? <p>{schema.description}</p> : null}
      <Control {...props} />
    </div>
  );
});

function App() {
  const [request] = useState(readRequest);
  const { properties, required } = request.requestedSchema;
  const [answers, setAnswers] = useState<Answers>(() =>
    Object.fromEntries(
      Object.entries(properties).flatMap(([name, schema]) => ('default' in schema ? [[name, schema.default]] : [])),
    ),
  );
  const [reviewing, setReviewing] = useState(false);
  const setAnswer = useCallback<SetAnswer>(
    (name, value) => setAnswers((previous) => ({ ...previous, [name]: value })),
    [],
  );
  if (reviewing) return <AnswersScreen answers={answers} onBack={() => setReviewing(false)} />;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (required.every((name) => answers[name] !== undefined)) setReviewing(true);
      }}
    >
      <p>{request.message}</p>
      {Object.entries(properties).map(([name, schema]) => (
        <Field
          key={name}
          name={name}
          schema={schema}
          required={required.includes(name)}
          value={answers[name]}
          setAnswer={setAnswer}
        />
      ))}
      <button type="submit" id="submit">
        Review answers
      </button>
    </form>
  );
}

mount(<App />);
