/**
 * `/mcp-2026`: protocol revision 2026-07-28 ("multi round-trip"), served by MCP SDK v2
 * (`@modelcontextprotocol/server`: `createMcpHandler` in modern-only mode, `Server`, `inputRequired`,
 * `createRequestStateCodec`). No sessions and no server→client requests: a tool returns an
 * `InputRequiredResult`; the client answers its `inputRequests` and re-sends the original
 * `tools/call` with `inputResponses` and the `requestState` echoed byte for byte.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import {
  CLIENT_CAPABILITIES_META_KEY,
  createMcpHandler,
  createRequestStateCodec,
  inputRequired,
  ProtocolError,
  ProtocolErrorCode,
  Server,
} from '@modelcontextprotocol/server';
import { parseJson, serveThroughFetch } from './http.mjs';
import { brief, describeMessage } from './log.mjs';
import { elicitationModes, finishSlowReport, outcomeOf, recordElicitation, refusal, toolResult } from './report.mjs';
import {
  MRTR_NO_STATE,
  MRTR_PROFILE,
  MRTR_VERIFY_URL,
  SEED_API_KEY_URL,
  SEED_CONTACT_INFORMATION,
  SEED_GITHUB_USERNAME,
  SIGNUP_STEP_PLAN,
  SLOW_REPORT,
  SLOW_REPORT_MAX_WORK_MS,
} from './requests.mjs';

const SERVER_INFO = Object.freeze({
  name: 'mcp-elicitation-demo-2026',
  title: 'Elicitation demo server (2026-07-28)',
  version: '0.1.0',
});

const INSTRUCTIONS =
  'A demo server for MCP elicitation over the 2026-07-28 multi round-trip. Tools answer with input_required results; retry with inputResponses and the echoed requestState.';

/** How long a requestState stays valid. */
const STATE_TTL_SECONDS = 30 * 60;

/**
 * @typedef {import('./log.mjs').Logger} Logger
 * @typedef {import('@modelcontextprotocol/server').ServerContext} ServerContext
 * @typedef {{ tool: string, round: number, asked: string[], second?: string, profile?: unknown, flow?: string }} FlowState
 * @typedef {{
 *   definition: import('@modelcontextprotocol/server').Tool,
 *   call: (args: Record<string, any>, ctx: ServerContext) => Promise<import('@modelcontextprotocol/server').CallToolResult | ReturnType<typeof inputRequired>>,
 * }} Tool
 */

/**
 * Builds an embedded `elicitation/create` request with the SDK's builders.
 * @param {import('./requests.mjs').FormParams | import('./requests.mjs').UrlParams} params
 */
function elicitation(params) {
  if (params.mode === 'url') {
    const { mode: _mode, ...rest } = params;
    return inputRequired.elicitUrl(structuredClone(rest));
  }
  return inputRequired.elicit(
    /** @type {import('@modelcontextprotocol/server').ElicitRequestFormParams} */ (structuredClone(params)),
  );
}

/**
 * Which modes the client declared in this request's `_meta` (`{}` means form only).
 * @param {ServerContext} ctx
 */
function clientModes(ctx) {
  const capabilities = /** @type {Record<string, any> | undefined} */ (ctx.mcpReq.envelope)?.[
    CLIENT_CAPABILITIES_META_KEY
  ];
  return elicitationModes(capabilities?.elicitation);
}

/**
 * Whether the client may be sent this request's mode.
 * @param {ServerContext} ctx
 * @param {{ mode?: string }} params
 */
function supports(ctx, params) {
  const modes = clientModes(ctx);
  return params.mode === 'url' ? modes.url : modes.form;
}

/**
 * Refuses a retry whose `inputResponses` does not answer exactly the keys asked in the last round.
 * @param {ServerContext} ctx
 * @param {string[]} asked
 * @returns {Record<string, unknown>}
 */
function requireAnswers(ctx, asked) {
  const responses = ctx.mcpReq.inputResponses ?? {};
  const dropped = ctx.mcpReq.droppedInputResponseKeys ?? [];
  if (dropped.length > 0) {
    throw new ProtocolError(
      ProtocolErrorCode.InvalidParams,
      `inputResponses ${dropped.map((key) => JSON.stringify(key)).join(', ')} are not bare ElicitResults (a {method, result} wrapper?)`,
    );
  }
  const missing = asked.filter((key) => !Object.hasOwn(responses, key));
  if (missing.length > 0) {
    throw new ProtocolError(
      ProtocolErrorCode.InvalidParams,
      `inputResponses has no answer for ${missing.map((key) => JSON.stringify(key)).join(', ')}: every inputRequests key must be answered`,
    );
  }
  const unexpected = Object.keys(responses).filter((key) => !asked.includes(key));
  if (unexpected.length > 0) {
    throw new ProtocolError(
      ProtocolErrorCode.InvalidParams,
      `inputResponses answers ${unexpected.map((key) => JSON.stringify(key)).join(', ')}, which this round did not ask`,
    );
  }
  return responses;
}

/**
 * The `/mcp-2026` endpoint.
 * @param {{ log: Logger }} options
 */
export function createMrtrEndpoint({ log }) {
  // requestState is signed with a per-process key (SDK codec: HMAC-SHA256, expiry) and, on top,
  // must be one of the exact strings this process issued: a byte-for-byte echo, nothing less.
  const codec = createRequestStateCodec({ key: randomBytes(32), ttlSeconds: STATE_TTL_SECONDS });
  /** @type {Map<string, number>} requestState → expiry (ms) */
  const issued = new Map();

  /**
   * @param {FlowState} payload
   */
  async function mintState(payload) {
    const state = await codec.mint(payload);
    const now = Date.now();
    for (const [old, expiry] of issued) if (expiry < now) issued.delete(old);
    issued.set(state, now + STATE_TTL_SECONDS * 1000);
    return state;
  }

  /**
   * The SDK calls this before the handler whenever a request carries a requestState; throwing
   * makes it answer -32602 "Invalid or expired requestState".
   * @param {string} state
   * @param {ServerContext} ctx
   */
  async function verifyState(state, ctx) {
    if (!issued.has(state)) {
      throw new Error(
        `requestState (${state.length} chars) is not byte for byte a requestState this server issued (changed, or sent where none was issued)`,
      );
    }
    return codec.verify(state, ctx);
  }

  /**
   * A tool that asks once (one or more keys in one round) and sends no requestState.
   * @param {string} name
   * @param {string} title
   * @param {string} description
   * @param {Record<string, import('./requests.mjs').FormParams | import('./requests.mjs').UrlParams>} requests key → elicitation params
   * @returns {Tool}
   */
  const oneRoundTool = (name, title, description, requests) => ({
    definition: { name, title, description, inputSchema: { type: 'object', properties: {} } },
    async call(_args, ctx) {
      const entries = Object.entries(requests);
      const keys = entries.map(([key]) => key);
      if (ctx.mcpReq.requestState() !== undefined) {
        throw new ProtocolError(
          ProtocolErrorCode.InvalidParams,
          `${name} never sends a requestState, yet the request carries one: it belongs to another call`,
        );
      }
      if (ctx.mcpReq.inputResponses === undefined) {
        const unsupported = entries.filter(([, params]) => !supports(ctx, params)).map(([key]) => key);
        if (unsupported.length > 0) {
          return refusal(name, `this client did not declare the elicitation mode ${unsupported.join(', ')} needs.`);
        }
        return inputRequired({
          inputRequests: Object.fromEntries(entries.map(([key, params]) => [key, elicitation(params)])),
        });
      }
      const responses = requireAnswers(ctx, keys);
      const records = entries.map(([key, params]) => recordElicitation(key, params, responses[key]));
      const [only] = records;
      const outcome =
        records.length === 1 && only
          ? outcomeOf(only)
          : `answered ${records.map((record) => `${record.label}: ${record.action}`).join(', ')}.`;
      return toolResult(name, outcome, records, { notes: ['Asked in one round, without requestState.'] });
    },
  });

  /** @type {Tool} */
  const twoRounds = {
    definition: {
      name: 'mrtr_two_rounds',
      title: 'Two rounds with state',
      description:
        'Round 1 asks for your name and email; round 2 asks you to open a verification page (or, without URL mode, to pick a plan). The server’s progress travels in requestState.',
      inputSchema: {
        type: 'object',
        properties: {
          second: {
            type: 'string',
            enum: ['auto', 'url', 'form'],
            description:
              'Round 2: a URL when the client supports URL mode (auto, the default), always a URL, or a form.',
          },
        },
      },
    },
    async call(args, ctx) {
      const name = 'mrtr_two_rounds';
      const second = args.second ?? 'auto';
      if (!['auto', 'url', 'form'].includes(second)) {
        throw new ProtocolError(
          ProtocolErrorCode.InvalidParams,
          `second must be auto, url or form, not ${brief(second)}`,
        );
      }
      const modes = clientModes(ctx);
      /** @type {FlowState | undefined} */
      const state = ctx.mcpReq.requestState();
      if (state === undefined) {
        if (ctx.mcpReq.inputResponses !== undefined) {
          throw new ProtocolError(
            ProtocolErrorCode.InvalidParams,
            'inputResponses arrived without the requestState this tool sent with its inputRequests: echo it byte for byte',
          );
        }
        if (!modes.form) return refusal(name, 'this client did not declare form-mode elicitation.');
        if (second === 'url' && !modes.url) {
          return refusal(name, 'round 2 would need URL mode, which this client did not declare.');
        }
        return inputRequired({
          inputRequests: { profile: elicitation(MRTR_PROFILE) },
          requestState: await mintState({ tool: name, round: 1, asked: ['profile'], second, flow: randomUUID() }),
        });
      }
      if (state.tool !== name) {
        throw new ProtocolError(
          ProtocolErrorCode.InvalidParams,
          `this requestState belongs to ${state.tool}, not ${name}`,
        );
      }
      const responses = requireAnswers(ctx, state.asked);
      if (state.round === 1) {
        const profile = recordElicitation('profile', MRTR_PROFILE, responses.profile);
        if (profile.action !== 'accept')
          return toolResult(name, `stopped after round 1: ${outcomeOf(profile)}`, [profile]);
        const useUrl = state.second === 'url' || (state.second === 'auto' && modes.url);
        const key = useUrl ? 'verify_email' : 'plan';
        return inputRequired({
          inputRequests: { [key]: elicitation(useUrl ? MRTR_VERIFY_URL : SIGNUP_STEP_PLAN) },
          requestState: await mintState({ ...state, round: 2, asked: [key], profile: responses.profile }),
        });
      }
      const [key] = state.asked;
      if (key === undefined)
        throw new ProtocolError(ProtocolErrorCode.InvalidParams, 'the requestState names no question');
      const answered = recordElicitation(key, key === 'plan' ? SIGNUP_STEP_PLAN : MRTR_VERIFY_URL, responses[key]);
      const records = [recordElicitation('profile', MRTR_PROFILE, state.profile), answered];
      const content = /** @type {Record<string, any>} */ (state.profile)?.content ?? {};
      const outcome =
        answered.action === 'accept'
          ? `done after two rounds for name ${JSON.stringify(content.name)}, email ${JSON.stringify(content.email)}; round 2 (${key}): ${outcomeOf(answered)}`
          : `stopped after round 2 (${key}): ${outcomeOf(answered)}`;
      return toolResult(name, outcome, records, {
        notes: ['Round 1’s answer came back inside the signed requestState, not from server memory.'],
        extra: { rounds: 2, flow: state.flow },
      });
    },
  };

  /** @type {Tool} */
  const slowReport = {
    definition: {
      name: 'slow_report',
      title: 'Slow report',
      description:
        'Asks which report to prepare (one round, no requestState), then, on the retry, works for a while (3 s unless workMs says otherwise) before answering.',
      inputSchema: {
        type: 'object',
        properties: {
          workMs: {
            type: 'number',
            minimum: 0,
            maximum: SLOW_REPORT_MAX_WORK_MS,
            description: 'How long to work after the answer, in milliseconds (default 3000).',
          },
        },
      },
    },
    async call(args, ctx) {
      const name = 'slow_report';
      if (ctx.mcpReq.inputResponses === undefined) {
        if (!clientModes(ctx).form) return refusal(name, 'this client did not declare form-mode elicitation.');
        return inputRequired({ inputRequests: { report: elicitation(SLOW_REPORT) } });
      }
      const record = recordElicitation('report', SLOW_REPORT, requireAnswers(ctx, ['report']).report);
      if (record.action !== 'accept') return toolResult(name, `no report: ${outcomeOf(record)}`, [record]);
      return finishSlowReport(record, args.workMs, ctx.mcpReq.signal, (worked) =>
        log(`[2026] slow_report: cancelled by the client after ${worked} ms of work`),
      );
    },
  };

  /** @type {Tool[]} */
  const tools = [
    twoRounds,
    slowReport,
    oneRoundTool(
      'mrtr_no_state',
      'Two questions, no state',
      'Asks two things in a single round (your GitHub username and a newsletter choice) and sends no requestState: the retry must answer both.',
      MRTR_NO_STATE,
    ),
    oneRoundTool(
      'seed_github_username',
      'Seed example: GitHub username',
      'The specification’s simple text request, as an input_required result.',
      { github_username: SEED_GITHUB_USERNAME },
    ),
    oneRoundTool(
      'seed_contact_information',
      'Seed example: contact information',
      'The specification’s structured data request, as an input_required result.',
      { contact_information: SEED_CONTACT_INFORMATION },
    ),
    oneRoundTool(
      'seed_api_key_url',
      'Seed example: API key page (URL)',
      'The specification’s URL request: asks you to open a page where you would enter an API key.',
      { api_key: SEED_API_KEY_URL },
    ),
  ];

  // The low-level SDK v2 `Server`, not `McpServer`: McpServer turns every error a tool throws into
  // an `isError` tool result, and a malformed retry deserves a JSON-RPC -32602 like the SDK's own
  // answer to a bad requestState.
  function createServer() {
    const server = new Server(SERVER_INFO, {
      capabilities: { tools: {} },
      instructions: INSTRUCTIONS,
      requestState: { verify: verifyState },
    });
    server.onerror = (error) => log(`[2026] ! ${error.message}`);
    server.setRequestHandler('tools/list', () => ({ tools: tools.map((tool) => tool.definition) }));
    server.setRequestHandler('tools/call', (request, ctx) => {
      const tool = tools.find((candidate) => candidate.definition.name === request.params.name);
      if (!tool) throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Unknown tool ${brief(request.params.name)}`);
      const args = request.params.arguments ?? {};
      return tool.call(args, ctx);
    });
    return server;
  }

  const handler = createMcpHandler(createServer, {
    legacy: 'reject',
    onerror: (error) => log(`[2026] ! ${error.message}`),
  });

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {Buffer} body
   */
  async function handle(req, res, body) {
    const message = parseJson(body);
    log(`[2026] ← ${req.method === 'POST' ? describeModernRequest(message) : `${req.method} (no body)`}`);
    const sent = await serveThroughFetch(handler.fetch, req, res, body);
    log(`[2026] → ${describeModernResponse(sent)}`);
  }

  return { handle, close: () => handler.close() };
}

/**
 * A request line: the method, and for a retry what it carries.
 * @param {Record<string, any> | undefined} message
 */
function describeModernRequest(message) {
  if (!message || typeof message !== 'object') return 'a body that is not JSON';
  let line = describeMessage(message);
  const params = message.params ?? {};
  if (params.inputResponses !== undefined) line += ` inputResponses ${brief(params.inputResponses, 400)}`;
  if (params.requestState !== undefined) line += ` requestState ${String(params.requestState).length} chars`;
  return line;
}

/**
 * A response line: the HTTP status and the JSON-RPC message(s) it carried.
 * @param {{ status: number, contentType: string, text: string }} sent
 */
function describeModernResponse(sent) {
  if (sent.text === '') return `HTTP ${sent.status} (no body)`;
  const messages = sent.contentType.includes('text/event-stream')
    ? sent.text
        .split(/\r?\n/)
        .filter((line) => line.startsWith('data:'))
        .map((line) => parseJson(Buffer.from(line.slice(5))))
    : [parseJson(Buffer.from(sent.text))];
  const described = messages.map((message) => (message ? describeMessage(message) : 'not JSON'));
  return `${sent.status === 200 ? '' : `HTTP ${sent.status} `}${described.join(' | ')}`;
}
