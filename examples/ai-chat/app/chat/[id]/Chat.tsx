'use client';
// The chat page: useChat, with each `data-elicitation` part shown in the transcript as a card that
// collapses to its receipt. The answer goes to the bridge endpoint; the chat's stream brings the rest.
import { useChat } from '@ai-sdk/react';
import { DefaultChatTransport, type UIMessage } from 'ai';
import { ElicitationMessagePart } from 'mcp-elicitation-react';
import { answerElicitation } from 'mcp-elicitation-react/bridge';
import { ElicitationDrafts, type ElicitationPartData } from 'mcp-elicitation-react/core';
import { type FormEvent, useState } from 'react';

type ChatMessage = UIMessage<never, { elicitation: ElicitationPartData }>;

const transport = new DefaultChatTransport<ChatMessage>({
  api: '/api/chat',
  // The server keeps the chat: send only its id and the new message.
  prepareSendMessagesRequest: ({ id, messages }) => ({ body: { id, message: messages.at(-1) } }),
});

export function Chat({ id, initialMessages }: { id: string; initialMessages: UIMessage[] }) {
  const { messages, sendMessage, status, error } = useChat<ChatMessage>({
    id,
    messages: initialMessages as ChatMessage[],
    transport,
    resume: true, // a reload (or a second tab) picks up the answer still being written
  });
  // Typed answers survive a reload of this tab (never secrets, never across tabs).
  const [drafts] = useState(() =>
    typeof window === 'undefined' ? null : new ElicitationDrafts({ storage: window.sessionStorage }),
  );
  const [input, setInput] = useState('');
  const busy = status === 'submitted' || status === 'streaming';

  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = input.trim();
    if (!text || busy) return;
    void sendMessage({ text });
    setInput('');
  };

  return (
    <main>
      <h1>Contacts assistant</h1>
      <section aria-label="Conversation" data-chat-transcript="">
        {messages.map((message) => (
          <article key={message.id} data-role={message.role} aria-label={message.role === 'user' ? 'You' : 'Assistant'}>
            {message.parts.map((part, index) => {
              const key = `${message.id}-${index}`;
              if (part.type === 'text') return <p key={key}>{part.text}</p>;
              if (part.type === 'dynamic-tool') {
                const done = part.state === 'output-available' || part.state === 'output-error';
                return (
                  <p key={key} data-tool-call="">
                    {done ? `Used ${part.toolName}` : `Using ${part.toolName}…`}
                  </p>
                );
              }
              if (part.type === 'data-elicitation') {
                return (
                  <ElicitationMessagePart
                    key={part.data.id}
                    data={part.data}
                    form={{ drafts }}
                    onResult={(result, data) => answerElicitation({ url: '/api/elicitations', id: data.id, result })}
                  />
                );
              }
              return null;
            })}
          </article>
        ))}
        {status === 'submitted' ? <p role="status">Thinking…</p> : null}
        {error ? <p role="alert">Something went wrong: {error.message}</p> : null}
      </section>
      <form onSubmit={send} data-chat-composer="">
        <label htmlFor="composer">Message</label>
        <textarea
          id="composer"
          value={input}
          rows={2}
          // biome-ignore lint/a11y/noAutofocus: the composer is where a chat page starts
          autoFocus
          onChange={(event) => setInput(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) send(event);
          }}
        />
        <button type="submit" disabled={busy}>
          Send
        </button>
      </form>
    </main>
  );
}
