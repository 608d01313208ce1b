// The language model: the AI SDK's own mock (`ai/test`), deterministic, no network and no key. It
// calls the Contacts tool for any prompt, then answers with what the tool reported.
import type { LanguageModelV4CallOptions, LanguageModelV4StreamPart } from '@ai-sdk/provider';
import { simulateReadableStream } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 10, text: 10, reasoning: undefined },
};

/** The text of the last tool result in the prompt, or null when the model has not called a tool yet. */
function lastToolResult(prompt: LanguageModelV4CallOptions['prompt']): string | null {
  const last = prompt.at(-1);
  if (last?.role !== 'tool') return null;
  const texts: string[] = [];
  const collect = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (typeof value === 'object' && value !== null) {
      const { type, text } = value as { type?: unknown; text?: unknown };
      if (type === 'text' && typeof text === 'string') texts.push(text);
      else Object.values(value).forEach(collect);
    }
  };
  for (const part of last.content) if (part.type === 'tool-result') collect(part.output);
  return texts.join(' ') || 'The tool returned nothing.';
}

function answer(text: string): LanguageModelV4StreamPart[] {
  return [
    { type: 'text-start', id: 'answer' },
    ...text.split(/(?<= )/).map((delta): LanguageModelV4StreamPart => ({ type: 'text-delta', id: 'answer', delta })),
    { type: 'text-end', id: 'answer' },
    { type: 'finish', finishReason: { unified: 'stop', raw: undefined }, usage },
  ];
}

const callTool: LanguageModelV4StreamPart[] = [
  { type: 'tool-call', toolCallId: 'call-save-contact', toolName: 'save_contact', input: '{}' },
  { type: 'finish', finishReason: { unified: 'tool-calls', raw: undefined }, usage },
];

export const model = new MockLanguageModelV4({
  modelId: 'mock-contacts-assistant',
  doStream: async ({ prompt }) => {
    const result = lastToolResult(prompt);
    return {
      stream: simulateReadableStream({
        chunks: result === null ? callTool : answer(`Done. ${result}`),
        chunkDelayInMs: 20,
      }),
    };
  },
});
