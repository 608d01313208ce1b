import { cookies } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { readChat } from '../../../lib/chats';
import { isId, SESSION_COOKIE } from '../../../lib/session';
import { Chat } from './Chat';

export const dynamic = 'force-dynamic';

/** A Server Component: the chat's stored messages; `Chat` resumes the answer still being written, if any. */
export default async function ChatPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!isId(id)) notFound();
  const session = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!isId(session)) redirect(`/?chat=${id}`);
  const chat = await readChat(id);
  if (chat && chat.owner !== session) notFound();
  return <Chat id={id} initialMessages={chat?.messages ?? []} />;
}
