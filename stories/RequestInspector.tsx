import { useId, useMemo, useState } from 'react';
import { ElicitationPanel } from '../src/components';
import {
  type ElicitResult,
  type FieldModel,
  type ParseResult,
  type Problem,
  parseElicitationRequest,
} from '../src/core';
import type { ElicitationMessages } from '../src/i18n/messages';
import './inspector.css';

/** A named request the inspector can load. */
export interface InspectorFixture {
  title: string;
  params: unknown;
}

/** Props of the Request inspector. */
export interface RequestInspectorProps {
  /** Requests to pick from. */
  fixtures: InspectorFixture[];
  /** Title of the fixture shown first. @default the first fixture */
  initialFixture?: string;
  /** Language of the rendered request (the inspector itself is in English). @default 'en' */
  locale?: string;
  /** The catalogue of the rendered request. @default en */
  messages?: ElicitationMessages;
}

type JsonState = { ok: true; value: unknown } | { ok: false; error: string };

function readJson(text: string): JsonState {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

function describeConstraints(field: FieldModel): string {
  const parts = Object.entries(field.constraints).map(([key, value]) => `${key}: ${value}`);
  return parts.length > 0 ? parts.join(', ') : '—';
}

function describeDefault(field: FieldModel): string {
  return field.default === undefined ? '—' : JSON.stringify(field.default);
}

function ProblemList({ problems, label }: { problems: Problem[]; label: string }) {
  if (problems.length === 0) return null;
  return (
    <section aria-label={label} className="inspector-problems">
      <h3>{label}</h3>
      <ul>
        {problems.map((problem) => (
          <li key={`${problem.path}:${problem.code}`} data-severity={problem.severity}>
            <code>{problem.code}</code> at <code>{problem.path || '(params)'}</code>: {problem.message}
          </li>
        ))}
      </ul>
    </section>
  );
}

function FieldTable({ fields }: { fields: FieldModel[] }) {
  if (fields.length === 0) return <p>This form has no fields: it only asks for confirmation.</p>;
  return (
    <table className="inspector-fields">
      <caption>Fields, in the order the form shows them</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Kind</th>
          <th scope="col">Label</th>
          <th scope="col">Required</th>
          <th scope="col">Constraints</th>
          <th scope="col">Default</th>
          <th scope="col">Options (value → label)</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <tr key={field.name}>
            <th scope="row">
              <code>{field.name}</code>
            </th>
            <td>{field.kind}</td>
            <td>
              {field.label}
              {field.description ? <div className="inspector-description">{field.description}</div> : null}
            </td>
            <td>{field.required ? 'yes' : 'no'}</td>
            <td>{describeConstraints(field)}</td>
            <td>
              <code>{describeDefault(field)}</code>
            </td>
            <td>
              {'options' in field ? field.options.map((option) => `${option.value} → ${option.label}`).join(', ') : '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ParseReport({ parsed }: { parsed: ParseResult }) {
  if (!parsed.ok) {
    return (
      <div role="status" className="inspector-result" data-state="invalid">
        <h2>This request cannot be rendered</h2>
        <ProblemList problems={parsed.problems} label="Problems" />
      </div>
    );
  }
  const { request } = parsed;
  return (
    <div role="status" className="inspector-result" data-state="valid">
      <h2>{request.mode === 'form' ? 'Form request' : 'URL request'}</h2>
      <p className="inspector-message">
        <strong>Message:</strong> {request.message}
      </p>
      {request.mode === 'form' ? (
        <FieldTable fields={request.fields} />
      ) : (
        <dl>
          <dt>URL</dt>
          <dd>
            <code>{request.url}</code>
          </dd>
          <dt>elicitationId</dt>
          <dd>{request.elicitationId ?? '— (2026-07-28 requests have none)'}</dd>
        </dl>
      )}
      <ProblemList problems={parsed.warnings} label="Repaired (warnings)" />
    </div>
  );
}

/** The request as a host shows it, and the exact result the last action would send. */
function RenderedRequest({
  params,
  locale,
  messages,
}: {
  params: unknown;
  locale: string;
  messages: ElicitationMessages | undefined;
}) {
  const [result, setResult] = useState<ElicitResult | null>(null);
  const [attempt, setAttempt] = useState(0);
  return (
    <section aria-labelledby="inspector-rendered" className="inspector-rendered">
      <h2 id="inspector-rendered">As the user sees it</h2>
      <ElicitationPanel
        // A fresh panel per request and per "Show again": each is answered exactly once.
        key={`${JSON.stringify(params)}:${attempt}`}
        params={params}
        locale={locale}
        messages={messages}
        server={{ name: 'inspected-server', title: 'Inspected server' }}
        onResult={setResult}
        url={{ openUrl: () => undefined }}
      />
      {result ? (
        <div className="inspector-result-json">
          <h3>Result that would be sent</h3>
          <pre>{JSON.stringify(result, null, 2)}</pre>
          <button
            type="button"
            onClick={() => {
              setResult(null);
              setAttempt((count) => count + 1);
            }}
          >
            Show again
          </button>
        </div>
      ) : null}
    </section>
  );
}

/** A designer's tool: pick a fixture or paste request JSON and see how `core` reads it. */
export function RequestInspector({ fixtures, initialFixture, locale = 'en', messages }: RequestInspectorProps) {
  const first = fixtures.find((fixture) => fixture.title === initialFixture) ?? fixtures[0];
  const [text, setText] = useState(() => JSON.stringify(first?.params ?? {}, null, 2));
  const [selected, setSelected] = useState(first?.title ?? '');
  const json = useMemo(() => readJson(text), [text]);
  const parsed = useMemo(() => (json.ok ? parseElicitationRequest(json.value) : null), [json]);
  const pickerId = useId();
  const editorId = useId();
  const jsonErrorId = useId();

  return (
    <main className="inspector">
      <h1>Request inspector</h1>
      <div className="inspector-controls">
        <label htmlFor={pickerId}>Fixture</label>
        <select
          id={pickerId}
          value={selected}
          onChange={(event) => {
            const fixture = fixtures.find((candidate) => candidate.title === event.target.value);
            setSelected(event.target.value);
            if (fixture) setText(JSON.stringify(fixture.params, null, 2));
          }}
        >
          {selected === '' ? <option value="">(pasted JSON)</option> : null}
          {fixtures.map((fixture) => (
            <option key={fixture.title} value={fixture.title}>
              {fixture.title}
            </option>
          ))}
        </select>
      </div>
      <div className="inspector-columns">
        <div className="inspector-editor">
          <label htmlFor={editorId}>Request params (JSON of elicitation/create params)</label>
          <textarea
            id={editorId}
            value={text}
            spellCheck={false}
            aria-invalid={!json.ok}
            aria-describedby={json.ok ? undefined : jsonErrorId}
            onChange={(event) => {
              setText(event.target.value);
              setSelected('');
            }}
          />
          {json.ok ? null : (
            <p id={jsonErrorId} className="inspector-json-error">
              Not valid JSON: {json.error}
            </p>
          )}
        </div>
        <div className="inspector-report">{parsed ? <ParseReport parsed={parsed} /> : null}</div>
      </div>
      {json.ok ? <RenderedRequest params={json.value} locale={locale} messages={messages} /> : null}
    </main>
  );
}
