import {
  connectElicitationBridge,
  type ElicitationBridgeConnection,
  type ElicitationBridgeState,
} from 'mcp-elicitation-react/bridge';
import type { ElicitationQueue } from 'mcp-elicitation-react/mcp';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { HostCall, HostClientId, HostClientInfo } from '../host/index';
import { GroupedTools } from './toolGroups';

/** What the section adds to the page's transcript (`resumed`: a call an earlier load of the page started). */
export type ServerSideEntry =
  | { kind: 'call'; server: string; tool: string; args: Record<string, unknown>; resumed?: boolean }
  | { kind: 'result'; server: string; tool: string; result: unknown }
  | { kind: 'error'; server: string; tool: string; message: string };

/** This load of the page: the host hands it the calls an earlier load started and did not see end. */
const PAGE = Array.from(crypto.getRandomValues(new Uint32Array(4)), (part) => part.toString(36)).join('');

let hostTools: Promise<Response> | undefined;
/** One tools request per page load (StrictMode runs effects twice): it issues the session cookie. */
const fetchHostTools = () => {
  hostTools ??= fetch(`/host/tools?page=${PAGE}`);
  return hostTools.then((response) => response.clone());
};

/** A call's outcome as the host words it (`{ result }` or `{ error }`), as a transcript entry. */
function entryOf(server: string, tool: string, body: { result?: unknown; error?: string }): ServerSideEntry {
  return body.error !== undefined
    ? { kind: 'error', server, tool, message: body.error }
    : { kind: 'result', server, tool, result: body.result };
}

/** The outcome the host answers with (`/host/call`, `/host/wait`), as a transcript entry. */
async function outcomeEntry(server: string, tool: string, response: Promise<Response>): Promise<ServerSideEntry> {
  try {
    return entryOf(server, tool, await (await response).json());
  } catch (error) {
    return { kind: 'error', server, tool, message: String(error) };
  }
}

const dropStream = () => void fetch('/host/drop', { method: 'POST' });

const post = (path: string, body: unknown) =>
  fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

const IDLE: ElicitationBridgeState = {
  status: 'connecting',
  attempt: 0,
  retryAt: null,
  lastError: null,
  unsent: 0,
  leader: null,
};
const noConnection = () => () => {};

function statusText({ status, attempt }: ElicitationBridgeState): string {
  switch (status) {
    case 'connecting':
      return 'connecting…';
    case 'open':
      return 'connected';
    case 'reconnecting':
      return `reconnecting… (attempt ${attempt})`;
    case 'unauthorized':
      return 'not signed in';
    case 'outdated':
      return 'out of date: reload the page';
    case 'closed':
      return 'closed';
  }
}

/**
 * MCP clients that run on the host's server (SDK v1 and `@ai-sdk/mcp`): the page calls tools
 * through them, and their elicitations arrive through the bridge into the same queue and dialog.
 */
export function ServerSideSection({
  queue,
  onEntry,
}: {
  queue: ElicitationQueue;
  onEntry: (entry: ServerSideEntry) => void;
}) {
  const [clients, setClients] = useState<HostClientInfo[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [absent, setAbsent] = useState(false);
  const [connection, setConnection] = useState<ElicitationBridgeConnection | null>(null);
  const onEntryRef = useRef(onEntry);
  onEntryRef.current = onEntry;
  // A drop a few seconds ahead, so it can land while a question is open (the dialog makes the page
  // behind it inert: no button there can be pressed then).
  const [dropIn, setDropIn] = useState<number | null>(null);
  useEffect(() => {
    if (dropIn === null) return;
    if (dropIn === 0) {
      dropStream();
      setDropIn(null);
      return;
    }
    const timer = setTimeout(() => setDropIn(dropIn - 1), 1000);
    return () => clearTimeout(timer);
  }, [dropIn]);
  const state = useSyncExternalStore(
    connection?.subscribe ?? noConnection,
    () => connection?.getState() ?? IDLE,
    () => IDLE,
  );

  useEffect(() => {
    let live = true;
    let opened: ElicitationBridgeConnection | null = null;
    // The tools request issues the session cookie the bridge's `authorize` reads: connect after it.
    fetchHostTools()
      .then(async (response) => {
        // Without the host's server half (DEMO_SERVER_SIDE=off) the dev server has no such route.
        if (!response.headers.get('content-type')?.includes('application/json')) return setAbsent(true);
        const body = (await response.json()) as { clients?: HostClientInfo[]; calls?: HostCall[]; error?: string };
        if (!live) return;
        if (!body.clients) throw new Error(body.error ?? `HTTP ${response.status}`);
        setClients(body.clients);
        opened = connectElicitationBridge({ url: '/host/bridge', queue });
        setConnection(opened);
        // Calls started before a reload: their questions come back through the bridge, and their
        // outcomes here, in the transcript and the latest result, as if this load had started them.
        for (const started of body.calls ?? []) {
          const { server, tool, args } = started;
          onEntryRef.current({ kind: 'call', server, tool, args, resumed: true });
          if (started.outcome) onEntryRef.current(entryOf(server, tool, started.outcome));
          else
            void outcomeEntry(server, tool, post('/host/wait', { id: started.id })).then((entry) =>
              onEntryRef.current(entry),
            );
        }
      })
      .catch((error: unknown) => {
        if (live) setFailure(String(error));
      });
    return () => {
      live = false;
      opened?.close();
    };
  }, [queue]);

  const call = async (client: HostClientInfo, tool: string) => {
    const { server } = client;
    onEntry({ kind: 'call', server, tool, args: {} });
    const response = post('/host/call', { client: client.id satisfies HostClientId, tool, args: {}, page: PAGE });
    onEntry(await outcomeEntry(server, tool, response));
  };

  if (absent) return null;
  return (
    <section aria-labelledby="server-side-heading" className="server-side">
      <h2 id="server-side-heading">Server-side clients</h2>
      <p>
        These MCP clients run in the host’s Node process, as in most chat apps. Their elicitations reach this page
        through the bridge; open a second tab to see one answered in either.
      </p>
      <p role="status" aria-label="Bridge connection" data-state={state.status}>
        Bridge: {statusText(state)}
      </p>
      <button type="button" className="drop-stream" onClick={dropStream}>
        Drop the event stream
      </button>{' '}
      <button type="button" className="drop-stream" disabled={dropIn !== null} onClick={() => setDropIn(5)}>
        Drop it in 5 s
      </button>
      {dropIn !== null ? (
        <p role="status" data-drop-countdown="">
          The event stream drops in {dropIn} s: call a tool below now, and watch the page reconnect while it asks.
        </p>
      ) : null}
      {failure ? <p role="alert">Server-side clients unavailable: {failure}</p> : null}
      {clients.map((client) => (
        <section key={client.id} aria-label={client.title} className="server">
          <h3>
            {client.title} <small className="protocol">protocol {client.protocol}</small>
          </h3>
          <GroupedTools
            tools={client.tools}
            renderTool={(tool) => (
              <li key={tool.name} className="tool">
                <div className="tool-head">
                  <strong>{tool.title ?? tool.name}</strong> <code>{tool.name}</code>
                </div>
                <button type="button" onClick={() => void call(client, tool.name)}>
                  Call {tool.name}
                </button>
              </li>
            )}
          />
        </section>
      ))}
    </section>
  );
}
