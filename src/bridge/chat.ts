/**
 * Elicitations in a chat transcript: the request rides the chat's own UI message stream as a typed
 * data part (`data-elicitation`), and the answer comes back through the bridge's answer endpoint.
 * The part's id is the bridge item's id, so a reload, a second tab or another server instance
 * (with the Redis store) answers the same item the bridge holds. No chat SDK is imported: `write`
 * takes plain objects in the shape the AI SDK's `writer.write` accepts.
 */
import type {
  ElicitationCapability,
  ElicitationPart,
  ElicitationPartData,
  ElicitResult,
  SensitiveWords,
  ServerInfo,
} from 'mcp-elicitation-react/core';
import type { ElicitationHandlerOptions } from 'mcp-elicitation-react/mcp';
import { parseElicitationRequest } from '../core/complete';
import { ELICITATION_PART_TYPE, withholdSensitive } from '../core/transcript';
import { resolveServer } from '../mcp/handler';
import type { BridgeElicitationHandler, ElicitationBridge } from './bridge';
import type { BridgeOutcome, PendingElicitation } from './wire';

/** Options of `createChatElicitations`. */
export interface ChatElicitationsOptions {
  /** The session the chat belongs to: the id the bridge's `authorize` returns for this user's requests. */
  sessionId: string;
  /**
   * Writes one part into the chat response's UI message stream, e.g. the AI SDK's
   * `createUIMessageStream({ execute: ({ writer }) => ... })` `writer.write`. A part is written when
   * the request is parked (state `pending`) and again, with the same id, when it settles.
   */
  write: (part: ElicitationPart) => void;
  /** Called when `write` throws (the chat's stream was closed). @default console.error */
  onError?: (error: unknown) => void;
  /**
   * Words of the chat's languages that mark a field as secret-looking, beside the English ones,
   * e.g. `[ko.sensitiveWords]` from `mcp-elicitation-react/locales/ko`: such answers reach the
   * server but are left out of the transcript's part.
   * @default []
   */
  sensitiveWords?: readonly SensitiveWords[];
}

/** A question of this chat turn that waits for the person. */
export interface ChatElicitationItem {
  readonly server: ServerInfo;
}

/** What `getSnapshot` returns: the questions of this turn that wait for the person (for `callWithTimeBudget`). */
export interface ChatElicitationsSnapshot {
  readonly items: readonly ChatElicitationItem[];
}

/** The elicitations of one chat turn (one response stream). */
export interface ChatElicitations {
  /**
   * The `elicitation/create` handler for an MCP client used in this turn (SDK v1, SDK v2 and
   * `@ai-sdk/mcp`'s `onElicitationRequest` alike): each request is parked in the bridge and
   * written into the chat's stream as a `data-elicitation` part.
   */
  handlerFor(
    server: ElicitationHandlerOptions['server'],
    options?: { capability?: ElicitationCapability },
  ): BridgeElicitationHandler;
  /** Registers a listener for changes to the waiting questions; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /**
   * The questions waiting now. With `subscribe`, this is the queue shape `callWithTimeBudget`
   * takes, so a tool's or the turn's budget stops counting while the person answers.
   */
  getSnapshot(): ChatElicitationsSnapshot;
}

function partOf(data: ElicitationPartData): ElicitationPart {
  return { type: ELICITATION_PART_TYPE, id: data.id, data };
}

/** The part's data once its item settled: what reached the server, secrets left out of the transcript. */
function settledData(
  pending: ElicitationPartData,
  outcome: BridgeOutcome,
  sensitiveWords: readonly SensitiveWords[],
): ElicitationPartData {
  const settledAt = Date.now();
  if (outcome.type === 'withdrawn') {
    return { ...pending, state: outcome.reason === 'timeout' ? 'expired' : 'withdrawn', settledAt };
  }
  const parsed = parseElicitationRequest(pending.params);
  const { result, withheld } = withholdSensitive(
    parsed.ok ? parsed.request : null,
    outcome.answer as ElicitResult,
    sensitiveWords,
  );
  return { ...pending, state: 'answered', result, ...(withheld.length > 0 ? { withheld } : {}), settledAt };
}

/**
 * Creates the elicitation side of one chat turn: pass `handlerFor(server)` to the turn's MCP
 * clients, and write what it produces into the turn's UI message stream. The browser renders the
 * part (`ElicitationMessagePart` from `mcp-elicitation-react`) and answers through the bridge
 * endpoint (`answerElicitation` from `mcp-elicitation-react/mcp`).
 */
export function createChatElicitations(
  bridge: Pick<ElicitationBridge, 'handlerFor'>,
  {
    sessionId,
    write,
    onError = (error) => console.error('chat elicitations:', error),
    sensitiveWords = [],
  }: ChatElicitationsOptions,
): ChatElicitations {
  const listeners = new Set<() => void>();
  const written = new Map<string, ElicitationPartData>();
  let snapshot: ChatElicitationsSnapshot = { items: [] };

  const emit = (data: ElicitationPartData) => {
    try {
      write(partOf(data));
    } catch (error) {
      onError(error);
    }
  };
  const setItems = (items: readonly ChatElicitationItem[]) => {
    snapshot = { items };
    for (const listener of [...listeners]) listener();
  };

  const observer = {
    pending(elicitation: PendingElicitation, deadline: number) {
      if (elicitation.kind !== 'elicitation') return;
      const data: ElicitationPartData = {
        id: elicitation.id,
        server: elicitation.server,
        params: elicitation.params,
        state: 'pending',
        deadline,
      };
      written.set(elicitation.id, data);
      emit(data);
    },
    settled(elicitation: PendingElicitation, outcome: BridgeOutcome) {
      const pending = written.get(elicitation.id);
      if (!pending) return;
      written.delete(elicitation.id);
      emit(settledData(pending, outcome, sensitiveWords));
    },
  };

  return {
    handlerFor(server, { capability } = {}) {
      const handler = bridge.handlerFor(sessionId, server, { capability, observer });
      return async (request, extra) => {
        // The person's time starts when the question is asked, before the bridge has stored it.
        const item: ChatElicitationItem = { server: resolveServer(server) };
        setItems([...snapshot.items, item]);
        try {
          return await handler(request, extra);
        } finally {
          setItems(snapshot.items.filter((other) => other !== item));
        }
      };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
  };
}
