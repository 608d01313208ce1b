/**
 * 2025-11-25 ("push"): the server sends `elicitation/create` to the client as a JSON-RPC request
 * while a tool call is in flight. The MCP TypeScript SDK v1 does the transport, the session and the
 * handshake; core answers the request.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { answerElicitation, CLIENT_CAPABILITIES, CLIENT_INFO, log } from './answer.mjs';

/**
 * Connects, lists the tools and calls each one with no arguments, answering every elicitation the
 * server pushes meanwhile.
 * @param {URL} serverUrl the Streamable HTTP endpoint
 * @param {{ timeoutMs: number }} options per-request timeout
 * @returns {Promise<number>} how many requests failed at the protocol level
 */
export async function runSdkV1(serverUrl, { timeoutMs }) {
  // `capabilities.elicitation` comes from core's `elicitationCapability(...)`: `{ form: {} }`.
  const client = new Client(CLIENT_INFO, { capabilities: CLIENT_CAPABILITIES });

  // The SDK has already checked the request's shape and mode against our capability; core parses
  // it again (the SDK strips unknown keys but does not validate answers) and builds the answer.
  client.setRequestHandler(ElicitRequestSchema, (request) => answerElicitation(request.params, 'elicitation/create'));

  const transport = new StreamableHTTPClientTransport(serverUrl);
  const requestOptions = { timeout: timeoutMs };
  await client.connect(transport, requestOptions);
  log(`connected to ${serverUrl} with protocol ${transport.protocolVersion ?? '(unknown)'}`);

  let failures = 0;
  try {
    const tools = [];
    let cursor;
    do {
      const page = await client.listTools(cursor === undefined ? undefined : { cursor }, requestOptions);
      tools.push(...page.tools);
      cursor = page.nextCursor;
    } while (cursor !== undefined);

    for (const tool of tools) {
      try {
        const result = await client.callTool({ name: tool.name, arguments: {} }, undefined, requestOptions);
        log(`tools/call ${tool.name}: ${result.isError ? 'tool error' : 'ok'}: ${summarize(result)}`);
      } catch (error) {
        failures += 1;
        log(`tools/call ${tool.name} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  } finally {
    // End the session politely (HTTP DELETE), then close the transport.
    await transport.terminateSession().catch(() => {});
    await client.close();
  }
  return failures;
}

/** The text of a tool result, shortened for the log. */
function summarize(result) {
  const text = (result.content ?? [])
    .filter((block) => block.type === 'text')
    .map((block) => block.text)
    .join(' ');
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}
