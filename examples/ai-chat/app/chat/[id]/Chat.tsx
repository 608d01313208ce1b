'use client';
// The chat page: useChat, with each `data-elicitation` part shown in the transcript as a card that
// collapses to its receipt. The answer goes to the bridge endpoint; the chat's stream brings the rest.
import { useChat } from '@ai-sdk/react';
import { DefaultChatTransport, type UIMessage } from 'ai';
import { ElicitationMessagePart } from 'mcp-elicitation-react';
import { answerElicitation } from 'mcp-elicitation-react/bridge';
import { ElicitationDrafts, type ElicitationPartData } from 'mcp-elicitation-react/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';

type ChatMessage = UIMessage<never, { elicitation: ElicitationPartData }>;

const transport = new DefaultChatTransport<ChatMessage>({
  api: '/api/chat',
  // The server keeps the chat: send only its id and the new message.
  prepareSendMessagesRequest: ({ id, messages }) => ({ body: { id, message: messages.at(-1) } }),
});

/** What a tool call looks like to the person: the app's words, never a raw tool name. */
const TOOL_WORDS: Record<string, { working: string; done: string }> = {
  save_contact: { working: 'Saving to your contacts…', done: 'Saved to your contacts' },
};
const toolWords = (name: string) => TOOL_WORDS[name] ?? { working: 'Working…', done: 'Done' };

/** The prompt the empty chat suggests: the mock model always saves a contact, whatever is asked. */
const SUGGESTED = 'Please save my contact details';

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
  // A question waiting in the transcript holds the turn: the model goes on once it is answered.
  const asking = messages.some((message) =>
    message.parts.some((part) => part.type === 'data-elicitation' && part.data.state === 'pending'),
  );
  const end = useRef<HTMLDivElement>(null);
  // The newest turn in view while it grows (a question with its buttons, above the composer), as chat apps do.
  const lastMessage = messages.at(-1);
  const lastParts = lastMessage?.parts.length ?? 0;
  useEffect(() => {
    if (lastMessage) end.current?.scrollIntoView?.({ block: 'end' });
  }, [lastMessage, lastParts]);

  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = input.trim();
    if (!text || busy) return;
    void sendMessage({ text });
    setInput('');
  };
  const hintId = 'composer-hint';
  const hint = asking
    ? 'Answer the Contacts question above, or decline it, to continue.'
    : busy
      ? 'The assistant is answering…'
      : null;

  return (
    <main>
      <h1>Contacts assistant</h1>
      <section aria-label="Conversation" data-chat-transcript="">
        {messages.length === 0 ? (
          <div data-chat-welcome="">
            <p>
              Ask the assistant to save a contact. It asks you for the details in the conversation, and you decide what
              it gets.
            </p>
            <p data-chat-note="">
              The model here is a mock that needs no network: whatever you write, it calls the Contacts server's tool,
              whose question you answer here.
            </p>
            <button type="button" onClick={() => void sendMessage({ text: SUGGESTED })}>
              {SUGGESTED}
            </button>
          </div>
        ) : null}
        {messages.map((message) => (
          <article key={message.id} data-role={message.role} aria-label={message.role === 'user' ? 'You' : 'Assistant'}>
            {message.parts.map((part, index) => {
              const key = `${message.id}-${index}`;
              if (part.type === 'text') return <p key={key}>{part.text}</p>;
              if (part.type === 'dynamic-tool') {
                const done = part.state === 'output-available' || part.state === 'output-error';
                const words = toolWords(part.toolName);
                return (
                  <p key={key} data-tool-call="" data-state={done ? 'done' : 'working'}>
                    {done ? words.done : words.working}
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
        <div ref={end} />
      </section>
      <form onSubmit={send} data-chat-composer="">
        <label htmlFor="composer" data-visually-hidden="">
          Message
        </label>
        <textarea
          id="composer"
          value={input}
          rows={1}
          placeholder="Message the assistant"
          aria-describedby={hint ? hintId : undefined}
          // biome-ignore lint/a11y/noAutofocus: the composer is where a chat page starts
          autoFocus
          onChange={(event) => setInput(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) send(event);
          }}
        />
        <button type="submit" disabled={busy} aria-describedby={hint ? hintId : undefined}>
          Send
        </button>
        <p id={hintId} data-chat-hint="" aria-live="polite">
          {hint}
        </p>
      </form>
    </main>
  );
}
