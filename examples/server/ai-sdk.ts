// Where the chat route creates its MCP tools (e.g. app/api/chat/route.ts, before streamText).
import { createMCPClient, ElicitationRequestSchema } from '@ai-sdk/mcp';
import { getBridge } from './next/bridge';

const server = { name: 'travel', title: 'Travel' }; // who is asking, as your host knows it

export async function travelToolsFor(sessionId: string) {
  const bridge = await getBridge();
  const client = await createMCPClient({
    transport: { type: 'http', url: 'https://travel.example/mcp' },
    capabilities: { elicitation: {} },
  });
  // Form requests, and 2026-07-28 inputRequests, go to this user's browser and back.
  client.onElicitationRequest(ElicitationRequestSchema, bridge.handlerFor(sessionId, server));
  // Pass to streamText({ tools }); close the client when the response is finished.
  return { tools: await client.tools(), close: () => client.close() };
}
