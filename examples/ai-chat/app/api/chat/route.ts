// app/api/chat/route.ts: one chat turn. The model calls an MCP tool; the tool's elicitations are
// parked in the bridge and ride this response's UI message stream as `data-elicitation` parts.
import { createMCPClient, ElicitationRequestSchema } from '@ai-sdk/mcp';
import {
  convertToModelMessages,
  createUIMessageStream,
  createUIMessageStreamResponse,
  generateId,
  isStepCount,
  streamText,
  type ToolSet,
  toUIMessageStream,
  type UIMessage,
} from 'ai';
import { createChatElicitations } from 'mcp-elicitation-react/bridge';
import { callWithTimeBudget, type TimeBudgetQueue } from 'mcp-elicitation-react/mcp';
import { getBridge } from '../../../lib/bridge';
import { readChat, streamContext, writeChat } from '../../../lib/chats';
import { CONTACTS_SERVER_INFO } from '../../../lib/contacts-server';
import { model } from '../../../lib/model';
import { isId, sessionIdFrom } from '../../../lib/session';

export const dynamic = 'force-dynamic';
// The platform's limit: the turn's own time (TURN_BUDGET_MS) plus the longest a question waits for
// the person (TIME_TO_ANSWER_MS, 10 min). The budgets below pause while the person answers.
export const maxDuration = 720;

const server = { name: CONTACTS_SERVER_INFO.name, title: CONTACTS_SERVER_INFO.title }; // as your host knows it
/** The whole turn's own time, not counting the person's: the model's steps and the tools' work. */
const TURN_BUDGET_MS = Number(process.env.TURN_BUDGET_MS ?? 60_000);
/** Each MCP tool call's own time, not counting the person's. */
const TOOL_BUDGET_MS = Number(process.env.TOOL_BUDGET_MS ?? 20_000);

/** The MCP tools, each call with a time budget that stops while one of its questions waits for the person. */
function withTimeBudget(tools: ToolSet, questions: TimeBudgetQueue): ToolSet {
  const budgeted: ToolSet = {};
  for (const [name, tool] of Object.entries(tools)) {
    const { execute } = tool;
    if (!execute) {
      budgeted[name] = tool;
      continue;
    }
    budgeted[name] = {
      ...tool,
      execute: (input, options) =>
        callWithTimeBudget(questions, server, ({ signal }) => execute(input, { ...options, abortSignal: signal }), {
          budget: TOOL_BUDGET_MS,
          signal: options.abortSignal,
        }),
    };
  }
  return budgeted;
}

export async function POST(request: Request): Promise<Response> {
  const sessionId = sessionIdFrom(request);
  if (!sessionId) return Response.json({ error: 'sign in first' }, { status: 401 });
  const { id: chatId, message } = (await request.json()) as { id?: unknown; message?: UIMessage };
  if (!isId(chatId) || message?.role !== 'user') return Response.json({ error: 'malformed' }, { status: 400 });
  const chat = (await readChat(chatId)) ?? { owner: sessionId, messages: [], activeStreamId: null };
  if (chat.owner !== sessionId) return Response.json({ error: 'unknown chat' }, { status: 404 });
  const messages = [...chat.messages, message];
  await writeChat(chatId, { ...chat, messages, activeStreamId: null });
  const bridge = await getBridge();

  const stream = createUIMessageStream({
    originalMessages: messages,
    generateId,
    execute: async ({ writer }) => {
      // The questions of this turn: written into this stream, answered through the bridge endpoint.
      const questions = createChatElicitations(bridge, { sessionId, write: (part) => writer.write(part) });
      const client = await createMCPClient({
        transport: { type: 'http', url: new URL('/mcp', request.url).href },
        capabilities: { elicitation: {} },
      });
      client.onElicitationRequest(ElicitationRequestSchema, questions.handlerFor(server));
      try {
        const tools = withTimeBudget(await client.tools(), questions);
        await callWithTimeBudget(
          questions,
          server,
          async ({ signal }) => {
            const result = streamText({
              model,
              messages: await convertToModelMessages(messages),
              tools,
              stopWhen: isStepCount(3),
              abortSignal: signal,
            });
            writer.merge(toUIMessageStream({ stream: result.stream, sendStart: false }));
            await result.text;
          },
          { budget: TURN_BUDGET_MS },
        );
      } finally {
        await client.close();
      }
    },
    onEnd: async ({ messages: finished }) => {
      await writeChat(chatId, { owner: sessionId, messages: finished, activeStreamId: null });
    },
  });

  return createUIMessageStreamResponse({
    stream,
    // A reload or another tab replays this stream from GET /api/chat/[id]/stream while it is written.
    async consumeSseStream({ stream: sse }) {
      const streamId = generateId();
      await (await streamContext()).createNewResumableStream(streamId, () => sse);
      await writeChat(chatId, { owner: sessionId, messages, activeStreamId: streamId });
    },
  });
}
