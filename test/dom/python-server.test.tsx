/**
 * A real server in another language (issue 34): a FastMCP server on the Python SDK elicits each
 * pydantic model of the corpus, with the schema plain pydantic writes (as older SDKs and hand-rolled
 * servers send it), the Python SDK writes, and FastMCP writes; `@ai-sdk/mcp` (which passes every
 * schema through to its handler) carries the request to the library's queue and dialog, a person
 * answers through the form, once every field and once the required fields only, and the server's
 * own `model_validate` accepts each answer.
 */
import { resolve } from 'node:path';
import { createMCPClient, ElicitationRequestSchema, type MCPClient } from '@ai-sdk/mcp';
import { Experimental_StdioMCPTransport } from '@ai-sdk/mcp/mcp-stdio';
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pythonWithMcp } from '../../harness/python';
import { type FormElicitationRequest, parseElicitationRequest } from '../../src/core';
import { SCHEMA_CORPORA } from '../fixtures/schemas';
import { fillField, formReady, sampleAnswer } from '../support/answer-form';
import { formDialog, host } from '../support/mcp-harness';

vi.setConfig({ testTimeout: 30_000 });

const SERVER = { name: 'python-elicitation', title: 'Python' };
let client: MCPClient;

beforeAll(async () => {
  const python = await pythonWithMcp();
  client = await createMCPClient({
    transport: new Experimental_StdioMCPTransport({
      command: python,
      args: [resolve(import.meta.dirname, '../e2e/python/server.py')],
      stderr: 'pipe',
    }),
    capabilities: { elicitation: {} },
    // The Python SDK speaks 2025-11-25 over stdio: `initialize` first, as it expects.
    protocolVersionDiscovery: false,
  });
}, 600_000);

afterAll(async () => {
  await client?.close();
});

const STYLES = ['pydantic', 'python-sdk', 'fastmcp'] as const;
const ANSWERS = ['every field', 'the required fields only'] as const;
const CALLS = STYLES.flatMap((style) =>
  (SCHEMA_CORPORA[style]?.cases ?? []).flatMap((entry) =>
    ANSWERS.map((answers) => [style, entry.name, answers] as const),
  ),
);

describe('a Python MCP server elicits its pydantic models; model_validate accepts every answer', () => {
  it.each(CALLS)('%s schema of %s, %s answered', async (style, model, answers) => {
    const { queue, user } = host();
    let asked: FormElicitationRequest | undefined;
    client.onElicitationRequest(ElicitationRequestSchema, (request) => {
      const parsed = parseElicitationRequest(request.params);
      if (parsed.ok && parsed.request.mode === 'form') asked = parsed.request;
      return queue.enqueue({ server: SERVER, params: request.params });
    });
    const call = client.callTool({ name: 'ask', arguments: { model, style } });
    const dialog = await formDialog('Python');
    if (!asked) throw new Error('The request did not parse');
    await formReady();
    const answered = answers === 'every field' ? asked.fields : asked.fields.filter((field) => field.required);
    for (const field of answered) await fillField(user, field, sampleAnswer(field));
    await user.click(within(dialog).getByRole('button', { name: 'Review answers' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Send' }));
    const result = (await call) as { structuredContent?: { valid?: boolean; error?: string }; isError?: boolean };
    expect(result.isError ?? false).toBe(false);
    expect(result.structuredContent).toMatchObject({ action: 'accept', valid: true });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
