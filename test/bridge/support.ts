/**
 * Helpers of the bridge tests: serve a bridge over real HTTP on 127.0.0.1, read its event stream,
 * and (from harness/redisServer.ts) run a real `redis-server` on a free loopback port.
 */
export { type RedisServer, startRedisServer } from '../../harness/redisServer.ts';

export { type ServedBridge, serveBridge } from '../../harness/serveBridge';

import { waitUntil } from '../../harness/net.ts';

/** The headers a test client of `session` sends (the tests' `authorize` reads `x-session`). */
export function as(session: string, headers: Record<string, string> = {}): Record<string, string> {
  return { 'x-session': session, ...headers };
}

/** `authorize` for the tests: the `x-session` header, or 401 without it. */
export const authorizeBySessionHeader = (request: Request) => request.headers.get('x-session');

/** A parsed Server-Sent Event. */
export interface ReadEvent {
  id?: string;
  event: string;
  data: Record<string, unknown>;
}

/** Opens the stream and collects its events until `close()`. */
export function readEvents(url: string, headers: Record<string, string>) {
  const events: ReadEvent[] = [];
  const controller = new AbortController();
  /** Whether the server ended the stream (not our own `close()`). */
  let ended = false;
  let resolveOpen: (status: number) => void = () => {};
  const opened = new Promise<number>((resolve) => {
    resolveOpen = resolve;
  });
  const done = (async () => {
    try {
      const response = await fetch(url, { headers, signal: controller.signal });
      resolveOpen(response.status);
      if (!response.body) return;
      const decoder = new TextDecoder();
      let buffer = '';
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) {
          ended = true;
          break;
        }
        buffer += decoder.decode(value, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((line) => !line.startsWith(':') && line.includes(': '))
              .map((line) => [line.slice(0, line.indexOf(': ')), line.slice(line.indexOf(': ') + 2)]),
          );
          if (fields.event) events.push({ id: fields.id, event: fields.event, data: JSON.parse(fields.data ?? '{}') });
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  return {
    events,
    opened,
    get ended() {
      return ended;
    },
    async close() {
      controller.abort();
      await done;
    },
  };
}

/** The id of the `index`th pending item among `events`. */
export function pendingIdOf(events: readonly ReadEvent[], index = 0): string {
  const event = events.filter((candidate) => candidate.event === 'pending')[index];
  const elicitation = event?.data.elicitation as { id?: unknown } | undefined;
  if (typeof elicitation?.id !== 'string') throw new Error(`no pending event #${index}`);
  return elicitation.id;
}

/** Polls `check` until it returns true (or throws after `timeoutMs`). */
export function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000, what = 'condition') {
  return waitUntil(check, { timeoutMs, what });
}
