import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ElicitationCompleteNotificationSchema, ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { ElicitationProvider } from 'mcp-elicitation-react';
import { elicitationCapability } from 'mcp-elicitation-react/core';
import { callWithUrlElicitation, createElicitationCompleteHandler, ElicitationQueue } from 'mcp-elicitation-react/mcp';
import { createSdkV1ElicitationHandler } from 'mcp-elicitation-react/mcp/sdk-v1';
import type { ReactNode } from 'react';
import 'mcp-elicitation-react/styles.css';

const queue = new ElicitationQueue();
const server = { name: 'weather', title: 'Weather' }; // who is asking, as your host knows it
const capability = elicitationCapability({ form: true, url: true });

export async function connectWeather(url: string) {
  const client = new Client({ name: 'my-host', version: '1.0.0' }, { capabilities: { elicitation: capability } });
  client.setRequestHandler(ElicitRequestSchema, createSdkV1ElicitationHandler(queue, { server, capability }));
  client.setNotificationHandler(
    ElicitationCompleteNotificationSchema,
    createElicitationCompleteHandler(queue, { server }),
  );
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  // A -32042 URLElicitationRequired error walks the user through its URLs, then retries.
  return (name: string, args: Record<string, unknown>) =>
    callWithUrlElicitation(queue, server, () => client.callTool({ name, arguments: args }));
}

export function HostApp({ children }: { children: ReactNode }) {
  return <ElicitationProvider queue={queue}>{children}</ElicitationProvider>;
}
