'use client';
import { ElicitationProvider } from 'mcp-elicitation-react';
import { connectElicitationBridge, type ElicitationBridgeConnection } from 'mcp-elicitation-react/bridge';
import { ElicitationQueue } from 'mcp-elicitation-react/mcp';
import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import 'mcp-elicitation-react/styles.css';

const queue = new ElicitationQueue();
const unsubscribed = () => () => {};

export function HostElicitations({ children }: { children: ReactNode }) {
  const [connection, setConnection] = useState<ElicitationBridgeConnection | null>(null);
  useEffect(() => {
    const opened = connectElicitationBridge({ url: '/api/elicitations', queue });
    setConnection(opened);
    return () => opened.close();
  }, []);
  const status = useSyncExternalStore(
    connection?.subscribe ?? unsubscribed,
    () => connection?.getState().status ?? 'connecting',
    () => 'connecting',
  );
  return (
    <ElicitationProvider queue={queue}>
      {status === 'reconnecting' ? <p role="status">Reconnecting…</p> : null}
      {children}
    </ElicitationProvider>
  );
}
