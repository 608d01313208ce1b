import {
  connectElicitationBridge,
  type ElicitationBridgeConnection,
  type ElicitationBridgeState,
} from 'mcp-elicitation-react/bridge';
import type { ElicitationQueue } from 'mcp-elicitation-react/mcp';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { HostClientId, HostClientInfo } from '../host/index';

/** What the section adds to the page's transcript. */
export type ServerSideEntry =
  | { kind: 'call'; server: string; tool: string; args: Record<string, unknown> }
  | { kind: 'result'; server: string; tool: string; result: unknown }
  | { kind: 'error'; server: string; tool: string; message: string };

let hostTools: Promise<Response> | undefined;
/** One tools request per page load (StrictMode runs effects twice): it issues the session cookie. */
const fetchHostTools = () => {
  hostTools ??= fetch('/host/tools');
  return hostTools.then((response) => response.clone());
};

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
  // A drop a few seconds ahead, so it can land while a question is open (the dialog makes the page
  // behind it inert: no button there can be pressed then).
  const [dropIn, setDropIn] = useState<number | null>(null);
  useEffect(() => {
    if (dropIn === null) return;
    if (dropIn === 0) {
      void fetch('/host/drop', { method: 'POST' });
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
        const body = (await response.json()) as { clients?: HostClientInfo[]; error?: string };
        if (!live) return;
        if (!body.clients) throw new Error(body.error ?? `HTTP ${response.status}`);
        setClients(body.clients);
        opened = connectElicitationBridge({ url: '/host/bridge', queue });
        setConnection(opened);
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
    try {
      const response = await fetch('/host/call', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ client: client.id satisfies HostClientId, tool, args: {} }),
      });
      const body = (await response.json()) as { result?: unknown; error?: string };
      if (body.error !== undefined) onEntry({ kind: 'error', server, tool, message: body.error });
      else onEntry({ kind: 'result', server, tool, result: body.result });
    } catch (error) {
      onEntry({ kind: 'error', server, tool, message: String(error) });
    }
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
      <button type="button" className="drop-stream" onClick={() => void fetch('/host/drop', { method: 'POST' })}>
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
          <ul className="tools">
            {client.tools.map((tool) => (
              <li key={tool.name} className="tool">
                <div className="tool-head">
                  <strong>{tool.title ?? tool.name}</strong> <code>{tool.name}</code>
                </div>
                <button type="button" onClick={() => void call(client, tool.name)}>
                  Call {tool.name}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
