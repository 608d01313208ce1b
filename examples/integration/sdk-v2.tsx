import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { ElicitationProvider } from 'mcp-elicitation-react';
import { elicitationCapability } from 'mcp-elicitation-react/core';
import { createElicitationCompleteHandler, ElicitationQueue } from 'mcp-elicitation-react/mcp';
import { createSdkV2ElicitationHandler } from 'mcp-elicitation-react/mcp/sdk-v2';
import type { ReactNode } from 'react';
import 'mcp-elicitation-react/styles.css';

const queue = new ElicitationQueue();
const server = { name: 'travel', title: 'Travel' }; // who is asking, as your host knows it
const capability = elicitationCapability({ form: true, url: true });

export async function connectTravel(url: string) {
  const client = new Client({ name: 'my-host', version: '1.0.0' }, { capabilities: { elicitation: capability } });
  // 2025-11-25 elicitation/create requests and 2026-07-28 inputRequests both arrive here.
  client.setRequestHandler('elicitation/create', createSdkV2ElicitationHandler(queue, { server, capability }));
  client.setNotificationHandler(
    'notifications/elicitation/complete',
    createElicitationCompleteHandler(queue, { server }),
  );
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  return (name: string, args: Record<string, unknown>) => client.callTool({ name, arguments: args });
}

export function HostApp({ children }: { children: ReactNode }) {
  return <ElicitationProvider queue={queue}>{children}</ElicitationProvider>;
}
