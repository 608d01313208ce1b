import { type ElicitationMessages, ElicitationProvider, en } from 'mcp-elicitation-react';
import { ElicitationDrafts } from 'mcp-elicitation-react/core';
import { ar } from 'mcp-elicitation-react/locales/ar';
import { ko } from 'mcp-elicitation-react/locales/ko';
import { callWithTimeBudget, ElicitationQueue } from 'mcp-elicitation-react/mcp';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  connect,
  type DemoConnection,
  type DemoTool,
  type ElicitationExchange,
  TARGETS,
  type TargetId,
} from './connections';
import { DIRECTION, FeaturedScenarios, type Latest, LatestResult, WORDS } from './Featured';
import { ServerSideSection } from './ServerSide';
import { GroupedTools } from './toolGroups';

type Entry =
  | { kind: 'call'; id: number; server: string; tool: string; args: Record<string, unknown>; resumed?: boolean }
  | { kind: 'elicitation'; id: number; server: string; exchange: ElicitationExchange }
  | { kind: 'result'; id: number; server: string; tool: string; result: unknown }
  | { kind: 'error'; id: number; server: string; tool: string; message: string };

type NewEntry = Entry extends infer E ? (E extends Entry ? Omit<E, 'id'> : never) : never;

/** Arguments a demo user would pass; tools that need none get `{}`. */
const DEFAULT_ARGS: Record<string, Record<string, unknown>> = {
  'trigger-url-elicitation': {
    url: 'https://modelcontextprotocol.io/specification',
    message: 'Read the specification.',
  },
};

function defaultArgs(tool: DemoTool): string {
  return JSON.stringify(DEFAULT_ARGS[tool.name] ?? {}, null, 0);
}

function textOf(result: unknown): string {
  const content = (result as { content?: { type: string; text?: string }[] } | null)?.content;
  if (!Array.isArray(content)) return JSON.stringify(result, null, 2);
  return content.map((part) => (part.type === 'text' ? part.text : `[${part.type}]`)).join('\n');
}

/** `args` with `name` set to `value`, or `{ name: value }` when `args` is not a JSON object. */
function withArgument(args: string, name: string, value: unknown): string {
  let current: unknown;
  try {
    current = JSON.parse(args || '{}');
  } catch {
    current = {};
  }
  const base = typeof current === 'object' && current !== null && !Array.isArray(current) ? current : {};
  return JSON.stringify({ ...base, [name]: value });
}

/** What each argument of a tool is, and for a choice, its values as buttons that fill the box. */
function ToolArguments({
  tool,
  id,
  onPick,
}: {
  tool: DemoTool;
  id: string;
  onPick: (name: string, value: unknown) => void;
}) {
  const properties = Object.entries(tool.inputSchema?.properties ?? {});
  const required = new Set(tool.inputSchema?.required ?? []);
  return (
    <dl id={id} className="tool-arg-list">
      {properties.map(([name, property]) => (
        <div key={name}>
          <dt>
            <code>{name}</code> {required.has(name) ? '(required)' : '(optional)'}
          </dt>
          <dd>
            {property.description ? <span>{property.description}</span> : null}
            {Array.isArray(property.enum) ? (
              <span className="tool-arg-values">
                {property.enum.map((value) => (
                  <button
                    key={String(value)}
                    type="button"
                    aria-label={`Use ${name} ${String(value)}`}
                    onClick={() => onPick(name, value)}
                  >
                    {String(value)}
                  </button>
                ))}
              </span>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function ToolCard({
  tool,
  connection,
  onCall,
}: {
  tool: DemoTool;
  connection: DemoConnection;
  onCall: (args: string) => void;
}) {
  const [args, setArgs] = useState(() => defaultArgs(tool));
  const hasArgs = Object.keys(tool.inputSchema?.properties ?? {}).length > 0;
  const argsId = `${connection.id}-${tool.name}-args`;
  return (
    <li className="tool">
      <div className="tool-head">
        <strong>{tool.title ?? tool.name}</strong> <code>{tool.name}</code>
      </div>
      {tool.description ? <p className="tool-description">{tool.description}</p> : null}
      {hasArgs ? (
        <div className="tool-args">
          <label htmlFor={argsId}>Arguments (JSON)</label>
          <input
            id={argsId}
            value={args}
            onChange={(event) => setArgs(event.target.value)}
            spellCheck={false}
            aria-describedby={`${argsId}-help`}
          />
          <ToolArguments
            tool={tool}
            id={`${argsId}-help`}
            onPick={(name, value) => setArgs((current) => withArgument(current, name, value))}
          />
        </div>
      ) : null}
      <button type="button" onClick={() => onCall(args)}>
        Call {tool.name}
      </button>
    </li>
  );
}

function TranscriptEntry({ entry }: { entry: Entry }) {
  switch (entry.kind) {
    case 'call':
      return (
        <li className="entry entry-call">
          <span className="entry-server">{entry.server}</span> → <code>tools/call {entry.tool}</code>{' '}
          <code>{JSON.stringify(entry.args)}</code>
          {entry.resumed ? ' (started before this page was reloaded)' : null}
        </li>
      );
    case 'elicitation':
      return (
        <li className="entry entry-elicitation">
          <span className="entry-server">{entry.server}</span> asked: “
          {String((entry.exchange.params as { message?: unknown })?.message ?? '')}”
          <div>The exact result that went back:</div>
          <pre data-testid="elicit-result">{JSON.stringify(entry.exchange.result, null, 2)}</pre>
        </li>
      );
    case 'result':
      return (
        <li className="entry entry-result">
          <span className="entry-server">{entry.server}</span> ← <code>{entry.tool}</code> result (what the server did):
          <pre data-testid="tool-result">{textOf(entry.result)}</pre>
        </li>
      );
    case 'error':
      return (
        <li className="entry entry-error">
          <span className="entry-server">{entry.server}</span> ← <code>{entry.tool}</code> failed: {entry.message}
        </li>
      );
  }
}

/** The latest call as the transcript tells it: under way (its last word is the call), done or failed. */
function latestOf(entries: readonly Entry[]): Latest | null {
  for (let index = entries.length - 1; index >= 0; index--) {
    const entry = entries[index] as Entry;
    if (entry.kind === 'call') return { state: 'running', tool: entry.tool };
    if (entry.kind === 'result') return { state: 'done', tool: entry.tool, text: textOf(entry.result) };
    if (entry.kind === 'error') return { state: 'failed', tool: entry.tool, text: entry.message };
  }
  return null;
}

const PRODUCT = 'mcp-elicitation-react';

/** `text` with the library's name kept whole and left to right (never split at its hyphens). */
function withProduct(text: string) {
  const [before, after] = text.split(PRODUCT);
  if (after === undefined) return text;
  return (
    <>
      {before}
      <bdi className="product">{PRODUCT}</bdi>
      {after}
    </>
  );
}

type Theme = 'system' | 'light' | 'dark';
const THEMES: Record<Theme, string> = WORDS.en.themes;

/** The catalogues a person can switch the library to: English is built in, the others are imported. */
const LANGUAGES = { en: 'English', ko: '한국어', ar: 'العربية' } as const;
type Language = keyof typeof LANGUAGES;
const CATALOGUES: Record<Language, ElicitationMessages> = { en, ko, ar };

/** A choice kept in the address (`?theme=dark`, `?lang=ar`), so a reload or a shared link keeps it. */
function useChoice<T extends string>(param: string, options: Record<T, string>, fallback: T): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => {
    const asked = new URLSearchParams(window.location.search).get(param);
    return asked !== null && Object.hasOwn(options, asked) ? (asked as T) : fallback;
  });
  return [value, setValue];
}

/** The page's colour scheme: the system's, or one chosen here (also `?theme=dark` in the address). */
function useTheme(): [Theme, (theme: Theme) => void] {
  const [theme, setTheme] = useChoice<Theme>('theme', THEMES, 'system');
  useEffect(() => {
    // On the root element: the page, the library's dialogs and its notices (portalled to the body) all follow.
    if (theme === 'system') delete document.documentElement.dataset.theme;
    else document.documentElement.dataset.theme = theme;
  }, [theme]);
  return [theme, setTheme];
}

/** Radio buttons for one of the page's choices (theme, language). */
function Picker<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="theme-picker">
      <legend>{legend}</legend>
      {(Object.keys(options) as T[]).map((option) => (
        <label key={option}>
          <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />{' '}
          {options[option]}
        </label>
      ))}
    </fieldset>
  );
}

/** The demo host: connects to the configured MCP servers, lists their tools, calls them, shows everything. */
export function App({ targets }: { targets: TargetId[] }) {
  const queue = useMemo(() => new ElicitationQueue(), []);
  // Kept in the tab's sessionStorage, so a reload in the middle of a form offers the answers back.
  const drafts = useMemo(() => new ElicitationDrafts({ storage: window.sessionStorage }), []);
  const [budgetSeconds, setBudgetSeconds] = useState('60');
  const [theme, setTheme] = useTheme();
  // The library's language (and so its direction: Arabic is right to left), and the page's own words
  // around it (the scenarios, the latest result); the tool list is developer material and stays English.
  const [language, setLanguage] = useChoice<Language>('lang', LANGUAGES, 'en');
  const words = WORDS[language];
  useEffect(() => {
    // The whole page in the chosen language's direction; the developers' part says it is English.
    document.documentElement.lang = language;
    document.documentElement.dir = DIRECTION[language];
  }, [language]);
  const [connections, setConnections] = useState<DemoConnection[]>([]);
  const [failures, setFailures] = useState<string[]>([]);
  const [entries, setEntries] = useState<Entry[]>([]);
  const nextId = useRef(0);
  const transcript = useRef<HTMLOListElement>(null);
  useEffect(() => {
    // The newest entry in view inside the transcript's own scroll box (never the whole page).
    const list = transcript.current;
    if (list && entries.length > 0) list.scrollTop = list.scrollHeight;
  }, [entries]);
  // Derived once per transcript change: a render for any other reason keeps the panel where it is.
  const latest = useMemo(() => latestOf(entries), [entries]);
  const add = useCallback(
    (entry: NewEntry) => setEntries((current) => [...current, { ...entry, id: nextId.current++ } as Entry]),
    [],
  );

  useEffect(() => {
    let live = true;
    const opened: DemoConnection[] = [];
    for (const target of targets) {
      connect(target, queue, (exchange) => add({ kind: 'elicitation', server: TARGETS[target].server.title, exchange }))
        .then((connection) => {
          opened.push(connection);
          // Listed in the configured order, whichever connects first.
          if (live)
            setConnections((current) =>
              [...current, connection].sort(
                (a, b) => targets.indexOf(a.id as TargetId) - targets.indexOf(b.id as TargetId),
              ),
            );
          else void connection.close();
        })
        .catch((error: unknown) => {
          if (live) setFailures((current) => [...current, `${TARGETS[target].server.title}: ${String(error)}`]);
        });
    }
    // A reload or a closed tab runs no cleanup: end the servers' sessions on the way out.
    const release = () => {
      for (const connection of opened) connection.release();
    };
    window.addEventListener('pagehide', release);
    return () => {
      live = false;
      window.removeEventListener('pagehide', release);
      for (const connection of opened) void connection.close();
    };
  }, [targets, queue, add]);

  const call = async (connection: DemoConnection, tool: string, argsText: string) => {
    const server = connection.server.title ?? connection.server.name;
    let args: Record<string, unknown>;
    try {
      args = JSON.parse(argsText || '{}');
    } catch (error) {
      add({ kind: 'error', server, tool, message: `arguments are not JSON: ${String(error)}` });
      return;
    }
    add({ kind: 'call', server, tool, args });
    // The budget does not count time spent answering this server's questions.
    const budget = Math.max(0, Number(budgetSeconds) || 0) * 1000;
    try {
      const result = await callWithTimeBudget(
        queue,
        connection.server,
        (options) => connection.call(tool, args, options),
        { budget },
      );
      add({ kind: 'result', server, tool, result });
    } catch (error) {
      add({ kind: 'error', server, tool, message: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <ElicitationProvider queue={queue} form={{ drafts }} messages={CATALOGUES[language]}>
      <main className="demo">
        <header>
          <div className="demo-title">
            <h1>{withProduct(words.title)}</h1>
            <Picker legend={words.theme} name="theme" options={words.themes} value={theme} onChange={setTheme} />
            <Picker
              legend={words.language}
              name="language"
              options={LANGUAGES}
              value={language}
              onChange={setLanguage}
            />
          </div>
          <p>{words.intro}</p>
        </header>
        {failures.length > 0 ? (
          <div role="alert" className="failures">
            {failures.map((failure) => (
              <p key={failure}>Could not connect: {failure}</p>
            ))}
          </div>
        ) : null}
        <FeaturedScenarios
          language={language}
          available={(scenario) => connections.some((connection) => connection.id === scenario.target)}
          onTry={(scenario) => {
            const connection = connections.find((candidate) => candidate.id === scenario.target);
            if (connection) void call(connection, scenario.tool, '{}');
          }}
        />
        <p className="developers">{words.developers}</p>
        <div className="columns">
          <section aria-labelledby="tools-heading" lang="en" dir="ltr">
            <h2 id="tools-heading">Every tool, by server</h2>
            <p className="budget">
              <label htmlFor="budget">Time budget per call, in seconds (time spent answering does not count)</label>
              <input
                id="budget"
                type="number"
                min="1"
                inputMode="numeric"
                value={budgetSeconds}
                onChange={(event) => setBudgetSeconds(event.target.value)}
              />
            </p>
            {connections.length === 0 && failures.length === 0 ? <p role="status">Connecting…</p> : null}
            {connections.map((connection) => (
              <section key={connection.id} aria-label={connection.server.title} className="server">
                <h3>
                  {connection.server.title} <small className="protocol">protocol {connection.protocol}</small>
                </h3>
                <GroupedTools
                  tools={connection.tools}
                  renderTool={(tool) => (
                    <ToolCard
                      key={tool.name}
                      tool={tool}
                      connection={connection}
                      onCall={(args) => call(connection, tool.name, args)}
                    />
                  )}
                />
              </section>
            ))}
            {targets.includes('demo') || targets.includes('everything') ? (
              <ServerSideSection queue={queue} onEntry={add} />
            ) : null}
          </section>
          <section aria-labelledby="transcript-heading" lang="en" dir="ltr">
            <h2 id="transcript-heading">Transcript</h2>
            <ol ref={transcript} className="transcript" aria-live="polite">
              {entries.map((entry) => (
                <TranscriptEntry key={entry.id} entry={entry} />
              ))}
            </ol>
          </section>
        </div>
        <LatestResult language={language} latest={latest} />
      </main>
    </ElicitationProvider>
  );
}
