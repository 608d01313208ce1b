// GET /api/chat/[id]/stream: the answer still being written for this chat, replayed from its start
// (useChat's `resume`), or 204 when none is.
import { UI_MESSAGE_STREAM_HEADERS } from 'ai';
import { readChat, streamContext } from '../../../../../lib/chats';
import { sessionIdFrom } from '../../../../../lib/session';

export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  const chat = await readChat(id);
  if (!chat || chat.owner !== sessionIdFrom(request)) return new Response(null, { status: 204 });
  if (!chat.activeStreamId) return new Response(null, { status: 204 });
  const stream = await (await streamContext()).resumeExistingStream(chat.activeStreamId);
  if (!stream) return new Response(null, { status: 204 });
  return new Response(stream.pipeThrough(new TextEncoderStream()), { headers: UI_MESSAGE_STREAM_HEADERS });
}
