/**
 * 2026-07-28 ("multi round-trip"): no session, no server-to-client requests. A tool call may come
 * back as an `InputRequiredResult`; the client answers its `inputRequests` and re-sends the ORIGINAL
 * request (same method and params, new JSON-RPC id) with `inputResponses` and the echoed
 * `requestState`, until the result is complete.
 *
 * The transport is a few lines of JSON-RPC over `fetch`, so every step of the protocol is visible.
 */
import {
  buildRetryParams,
  elicitationInputRequests,
  isInputRequiredResult,
  withClientCapabilities,
} from 'mcp-elicitation-react/core';
import { answerElicitation, CLIENT_CAPABILITIES, CLIENT_INFO, log } from './answer.mjs';

export const PROTOCOL_VERSION = '2026-07-28';

/** How many times one request may come back asking for input before we give up. */
const MAX_ROUNDS = 10;

const PROTOCOL_VERSION_META_KEY = 'io.modelcontextprotocol/protocolVersion';
const CLIENT_INFO_META_KEY = 'io.modelcontextprotocol/clientInfo';
const HEADER_SAFE = /^[\x21-\x7E]+$/;

/** A JSON-RPC error response, kept with its code and data. */
export class JsonRpcError extends Error {
  name = 'JsonRpcError';

  constructor(method, error) {
    super(`${method}: JSON-RPC error ${error.code}: ${error.message}`);
    this.code = error.code;
    this.data = error.data;
  }
}

/** A stateless 2026-07-28 connection: each request is one HTTP POST. */
export class StatelessConnection {
  #nextId = 1;

  /**
   * @param {URL} url the MCP endpoint
   * @param {{ timeoutMs: number }} options per-request timeout
   */
  constructor(url, { timeoutMs }) {
    this.url = url;
    this.timeoutMs = timeoutMs;
  }

  /**
   * Sends one request with a fresh id. Its `_meta` always carries the protocol version, the client
   * info and, through core's `withClientCapabilities`, the client capabilities (retries included).
   * @param {string} method
   * @param {Record<string, unknown>} [params]
   * @returns {Promise<Record<string, unknown>>} the JSON-RPC result
   */
  async request(method, params = {}) {
    const id = this.#nextId++;
    const withMeta = {
      ...params,
      _meta: { ...params._meta, [PROTOCOL_VERSION_META_KEY]: PROTOCOL_VERSION, [CLIENT_INFO_META_KEY]: CLIENT_INFO },
    };
    const message = { jsonrpc: '2.0', id, method, params: withClientCapabilities(withMeta, CLIENT_CAPABILITIES) };

    const headers = {
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
      'MCP-Protocol-Version': PROTOCOL_VERSION,
      'Mcp-Method': method,
    };
    const name = method === 'resources/read' ? params.uri : params.name;
    if (typeof name === 'string' && HEADER_SAFE.test(name)) headers['Mcp-Name'] = name;

    const response = await fetch(this.url, {
      method: 'POST',
      headers,
      body: JSON.stringify(message),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const reply = await readReply(response, id, method);
    if (reply.error) throw new JsonRpcError(method, reply.error);
    if (reply.result === undefined || reply.result === null || typeof reply.result !== 'object') {
      throw new Error(`${method}: the response (HTTP ${response.status}) has no result object`);
    }
    return reply.result;
  }
}

/** The JSON-RPC response for `id`, from a JSON body or an SSE stream. */
async function readReply(response, id, method) {
  const type = response.headers.get('content-type') ?? '';
  const text = await response.text();
  let messages;
  try {
    messages = type.includes('text/event-stream')
      ? text
          .split(/\r?\n/)
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).trim())
          .filter(Boolean)
          .map((data) => JSON.parse(data))
      : [JSON.parse(text)];
  } catch {
    throw new Error(`${method}: HTTP ${response.status}, not JSON-RPC: ${text.slice(0, 200)}`);
  }
  const reply = messages.find((message) => message?.id === id && ('result' in message || 'error' in message));
  // An error before the server could read our id comes back with `id: null`.
  const early = messages.find((message) => message?.id === null && message.error);
  if (reply ?? early) return reply ?? early;
  throw new Error(`${method}: HTTP ${response.status}, no response with id ${id}`);
}

/**
 * Sends a request and keeps answering `InputRequiredResult`s until the result is complete.
 * The retry is always built from the ORIGINAL params: answers and state of one request are never
 * carried to another, nor accumulated across rounds.
 * @param {StatelessConnection} connection
 * @param {string} method `tools/call`, `prompts/get` or `resources/read`
 * @param {Record<string, unknown>} params the original params
 * @returns {Promise<{ result: Record<string, unknown>, rounds: number }>}
 */
export async function requestWithInput(connection, method, params) {
  let sent = params;
  for (let round = 1; round <= MAX_ROUNDS; round++) {
    const result = await connection.request(method, sent);
    // A missing `resultType` means "complete".
    if (!isInputRequiredResult(result)) return { result, rounds: round };

    const label = `${method} ${params.name ?? params.uri ?? ''} round ${round}`.replace(/\s+/g, ' ');
    const elicitations = elicitationInputRequests(result);
    const unsupported = Object.entries(result.inputRequests)
      .filter(([key]) => !elicitations.some(([asked]) => asked === key))
      .map(([key, request]) => `${key} (${request?.method ?? 'no method'})`);
    if (unsupported.length > 0) {
      throw new Error(`${label}: the server asks for input this client did not declare: ${unsupported.join(', ')}`);
    }
    const responses = Object.fromEntries(
      elicitations.map(([key, elicitParams]) => [key, answerElicitation(elicitParams, `${label} [${key}]`)]),
    );
    sent = buildRetryParams(params, result, responses);
  }
  throw new Error(`${method}: the server still asks for input after ${MAX_ROUNDS} rounds`);
}

/**
 * Discovers the server, lists its tools and calls each one with no arguments, all at once.
 * @param {URL} serverUrl
 * @param {{ timeoutMs: number }} options per-request timeout
 * @returns {Promise<number>} how many requests failed at the protocol level
 */
export async function runMultiRoundTrip(serverUrl, { timeoutMs }) {
  const connection = new StatelessConnection(serverUrl, { timeoutMs });

  const discovery = await connection.request('server/discover');
  const versions = Array.isArray(discovery.supportedVersions) ? discovery.supportedVersions : [];
  if (!versions.includes(PROTOCOL_VERSION)) {
    throw new Error(`the server supports ${JSON.stringify(versions)}, not ${PROTOCOL_VERSION}`);
  }
  log(`discovered ${JSON.stringify(discovery._meta?.['io.modelcontextprotocol/serverInfo'] ?? discovery.serverInfo)}`);

  const tools = [];
  let cursor;
  do {
    const page = await connection.request('tools/list', cursor === undefined ? {} : { cursor });
    tools.push(...(Array.isArray(page.tools) ? page.tools : []));
    cursor = typeof page.nextCursor === 'string' ? page.nextCursor : undefined;
  } while (cursor !== undefined);

  // The calls run concurrently, as they would in a host: each one keeps its own answers and
  // `requestState`, so an unrelated call made between two rounds of another never carries them.
  const outcomes = await Promise.allSettled(
    tools.map(async (tool) => {
      const { result, rounds } = await requestWithInput(connection, 'tools/call', { name: tool.name, arguments: {} });
      const text = (Array.isArray(result.content) ? result.content : [])
        .filter((block) => block?.type === 'text')
        .map((block) => block.text)
        .join(' ');
      log(
        `tools/call ${tool.name}: ${result.resultType ?? '(no resultType: complete)'} after ${rounds} round(s): ${text}`,
      );
    }),
  );
  let failures = 0;
  outcomes.forEach((outcome, index) => {
    if (outcome.status === 'fulfilled') return;
    failures += 1;
    const reason = outcome.reason instanceof Error ? outcome.reason.message : String(outcome.reason);
    log(`tools/call ${tools[index].name} failed: ${reason}`);
  });
  return failures;
}
