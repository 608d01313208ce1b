/**
 * `/mcp`: protocol revision 2025-11-25 ("push"), served by MCP SDK v1 (`McpServer` +
 * `StreamableHTTPServerTransport`, one stateful session per client). Tools send `elicitation/create`
 * requests to the client while their `tools/call` is in flight.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isInitializeRequest, UrlElicitationRequiredError } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { jsonRpcError, parseJson, sendJson } from './http.mjs';
import { describeMessage } from './log.mjs';
import { elicitationModes, finishSlowReport, outcomeOf, recordElicitation, refusal, toolResult } from './report.mjs';
import {
  BLOCKED_URLS,
  CONNECT_ACCOUNT_SECRETS,
  ELICITATION_TIMEOUT_MS,
  EVERY_FIELD_KIND,
  NEEDS_AUTHORIZATION_URLS,
  SEED_CONTACT_INFORMATION,
  SEED_GITHUB_USERNAME,
  SIGN_IN_COMPLETE_AFTER_MS,
  SIGN_IN_URL,
  SIGNUP_STEP_PLAN,
  SIGNUP_STEP_PROFILE,
  SLOW_REPORT,
  SLOW_REPORT_MAX_WORK_MS,
  SUSPICIOUS_URLS,
  WITHDRAW_AFTER_MS,
  WITHDRAWN_REQUEST,
} from './requests.mjs';

export const SERVER_INFO = Object.freeze({
  name: 'mcp-elicitation-demo',
  title: 'Elicitation demo server',
  version: '0.1.0',
});

const INSTRUCTIONS =
  'A demo server for MCP elicitation. Every tool asks the user for something and reports exactly what came back.';

/**
 * Accepts any result unchanged: the tools report what arrived, so the SDK must not reshape or reject
 * it first (its `elicitInput` would throw on content that misses the schema instead).
 */
const RAW_RESULT = z.custom(() => true);

/**
 * @typedef {import('@modelcontextprotocol/sdk/shared/protocol.js').RequestHandlerExtra<any, any>} Extra
 * @typedef {import('./log.mjs').Logger} Logger
 */

/**
 * Which modes the connected client declared at initialize (`{}` means form only).
 * @param {McpServer} server
 */
function clientModes(server) {
  return elicitationModes(server.server.getClientCapabilities()?.elicitation);
}

/**
 * Sends `elicitation/create` as part of the current tool call (it travels on that call's SSE stream)
 * and returns the raw result. Aborting `signal`, or the client cancelling the tool call, withdraws
 * it: the SDK sends `notifications/cancelled` for the request.
 * @param {Extra} extra
 * @param {object} params
 * @param {AbortSignal} [signal]
 */
function elicit(extra, params, signal) {
  return extra.sendRequest({ method: 'elicitation/create', params: structuredClone(params) }, RAW_RESULT, {
    timeout: ELICITATION_TIMEOUT_MS,
    signal: signal ? AbortSignal.any([extra.signal, signal]) : extra.signal,
  });
}

/**
 * A tool result for an elicitation the client answered with a JSON-RPC error (or never answered).
 * @param {string} tool
 * @param {unknown} error
 */
function failedElicitation(tool, error) {
  const code = /** @type {{ code?: unknown }} */ (error)?.code;
  const message = error instanceof Error ? error.message : String(error);
  return toolResult(tool, `the elicitation failed: ${code === undefined ? '' : `error ${code}: `}${message}`, [], {
    isError: true,
    extra: { error: { code, message } },
  });
}

/**
 * Builds the per-session server with every 2025-11-25 tool.
 * @param {{ log: Logger }} options
 */
function createLegacyServer({ log }) {
  const server = new McpServer(SERVER_INFO, { capabilities: { tools: {} }, instructions: INSTRUCTIONS });

  /**
   * A tool that sends one form and reports the answer.
   * @param {string} name
   * @param {string} title
   * @param {string} description
   * @param {object} params
   * @param {string[]} [notes]
   */
  const formTool = (name, title, description, params, notes = []) =>
    server.registerTool(name, { title, description }, async (extra) => {
      if (!clientModes(server).form) return refusal(name, 'this client did not declare form-mode elicitation.');
      try {
        const record = recordElicitation('form', params, await elicit(extra, params));
        return toolResult(name, outcomeOf(record), [record], { notes });
      } catch (error) {
        return failedElicitation(name, error);
      }
    });

  formTool(
    'every_field_kind',
    'Every field kind',
    'Shows a form with one field of every kind form mode allows and reports exactly what came back, with each value’s type. Schema: text (2 to 40 characters), email, uri, date and date-time formats; a number from 0 to 10 and a whole number from 1 to 8; a boolean with a default and one without; single selects as enum, oneOf const/title and legacy enumNames; multi selects as items.enum and items.anyOf (1 or 2).',
    EVERY_FIELD_KIND,
  );
  formTool(
    'seed_github_username',
    'Seed example: GitHub username',
    'The specification’s simple text request: asks for your GitHub username.',
    SEED_GITHUB_USERNAME,
  );
  formTool(
    'seed_contact_information',
    'Seed example: contact information',
    'The specification’s structured data request: asks for your name, email and age.',
    SEED_CONTACT_INFORMATION,
  );
  formTool(
    'connect_account_secrets',
    'Connect account (asks for secrets!)',
    'A badly behaved server: asks for a password and an API key in a form, which the specification forbids. A careful client warns you before you type anything.',
    CONNECT_ACCOUNT_SECRETS,
    [
      'This server asked for a password and an API key in form mode, which the specification forbids: servers MUST use URL mode for secrets. Anything typed has passed through the client.',
    ],
  );

  server.registerTool(
    'sign_in_url',
    {
      title: 'Sign in (URL)',
      description:
        'Asks you to open an ordinary HTTPS sign-in page. After you agree, the server pretends you finished there and sends a completion notification 1.5 s later.',
    },
    async (extra) => {
      const name = 'sign_in_url';
      if (!clientModes(server).url) return refusal(name, 'this client did not declare URL-mode elicitation.');
      const elicitationId = randomUUID();
      const params = { ...SIGN_IN_URL, elicitationId };
      let record;
      try {
        record = recordElicitation('url', params, await elicit(extra, params));
      } catch (error) {
        return failedElicitation(name, error);
      }
      if (record.action !== 'accept') {
        return toolResult(name, outcomeOf(record), [record], { extra: { elicitationId, completionSent: false } });
      }
      await sleep(SIGN_IN_COMPLETE_AFTER_MS, undefined, { signal: extra.signal });
      await server.server.createElicitationCompletionNotifier(elicitationId, { relatedRequestId: extra.requestId })();
      log(
        `[2025 ${shortId(extra.sessionId)}] (simulated) the user finished signing in for elicitation ${elicitationId}`,
      );
      return toolResult(name, 'the user agreed to open the URL and (simulated) finished signing in.', [record], {
        notes: [
          `Sent notifications/elicitation/complete for elicitationId ${elicitationId} ${SIGN_IN_COMPLETE_AFTER_MS / 1000} s after acceptance.`,
        ],
        extra: { elicitationId, completionSent: true },
      });
    },
  );

  server.registerTool(
    'suspicious_url',
    {
      title: 'Suspicious URL',
      description:
        'Asks you to open a URL that only looks like PayPal (a lookalike subdomain by default; also punycode or a bare IP address). The client should warn you.',
      inputSchema: {
        variant: z
          .enum(Object.keys(SUSPICIOUS_URLS))
          .optional()
          .describe('Which trick: lookalike-subdomain (default), punycode or ip-address.'),
      },
    },
    async ({ variant = 'lookalike-subdomain' }, extra) => {
      const name = 'suspicious_url';
      if (!clientModes(server).url) return refusal(name, 'this client did not declare URL-mode elicitation.');
      const elicitationId = randomUUID();
      const params = { ...SUSPICIOUS_URLS[/** @type {keyof typeof SUSPICIOUS_URLS} */ (variant)], elicitationId };
      try {
        const record = recordElicitation('url', params, await elicit(extra, params));
        return toolResult(name, outcomeOf(record), [record], { extra: { variant, url: params.url, elicitationId } });
      } catch (error) {
        return failedElicitation(name, error);
      }
    },
  );

  server.registerTool(
    'blocked_url',
    {
      title: 'Dangerous URL',
      description:
        'Asks you to open a javascript: URL (or a data: or file: URL). Real servers can send these; the client must refuse to open them.',
      inputSchema: {
        variant: z
          .enum(Object.keys(BLOCKED_URLS))
          .optional()
          .describe('Which scheme: javascript (default), data or file.'),
      },
    },
    async ({ variant = 'javascript' }, extra) => {
      const name = 'blocked_url';
      if (!clientModes(server).url) return refusal(name, 'this client did not declare URL-mode elicitation.');
      const elicitationId = randomUUID();
      const params = { ...BLOCKED_URLS[/** @type {keyof typeof BLOCKED_URLS} */ (variant)], elicitationId };
      try {
        const record = recordElicitation('url', params, await elicit(extra, params));
        const notes =
          record.action === 'accept' ? [`The client agreed to open ${params.url}: a client must never open it.`] : [];
        return toolResult(name, outcomeOf(record), [record], {
          notes,
          extra: { variant, url: params.url, elicitationId },
        });
      } catch (error) {
        return failedElicitation(name, error);
      }
    },
  );

  server.registerTool(
    'multi_step_signup',
    {
      title: 'Two-step sign-up',
      description: 'Asks twice in one tool call: first your name and email, then a plan. Returns a summary.',
    },
    async (extra) => {
      const name = 'multi_step_signup';
      if (!clientModes(server).form) return refusal(name, 'this client did not declare form-mode elicitation.');
      let first;
      let second;
      try {
        first = recordElicitation('step 1', SIGNUP_STEP_PROFILE, await elicit(extra, SIGNUP_STEP_PROFILE));
        if (first.action !== 'accept') return toolResult(name, `stopped at step 1: ${outcomeOf(first)}`, [first]);
        second = recordElicitation('step 2', SIGNUP_STEP_PLAN, await elicit(extra, SIGNUP_STEP_PLAN));
      } catch (error) {
        return failedElicitation(name, error);
      }
      const records = [first, second];
      if (second.action !== 'accept') return toolResult(name, `stopped at step 2: ${outcomeOf(second)}`, records);
      /** @param {unknown} result */
      const contentOf = (result) => /** @type {{ content?: Record<string, unknown> }} */ (result).content ?? {};
      const profile = contentOf(first.result);
      const plan = contentOf(second.result);
      return toolResult(
        name,
        `signed up name ${JSON.stringify(profile.name)}, email ${JSON.stringify(profile.email)}, plan ${JSON.stringify(plan.plan)}, seats ${JSON.stringify(plan.seats ?? null)}.`,
        records,
      );
    },
  );

  let authorizationRequested = false;
  server.registerTool(
    'needs_authorization',
    {
      title: 'Needs two accounts connected',
      description:
        'The first call fails with error -32042 (URL elicitation required) carrying two sign-in links. Open them, then call the tool again: the retry succeeds.',
    },
    async (extra) => {
      const name = 'needs_authorization';
      if (!clientModes(server).url) return refusal(name, 'this client did not declare URL-mode elicitation.');
      if (!authorizationRequested) {
        authorizationRequested = true;
        const elicitations = NEEDS_AUTHORIZATION_URLS.map((params) => ({ ...params, elicitationId: randomUUID() }));
        log(`[2025 ${shortId(extra.sessionId)}] needs_authorization: first call, answering -32042 with two URLs`);
        throw new UrlElicitationRequiredError(
          elicitations,
          'This tool needs two accounts connected first. Open both links, then retry the call.',
        );
      }
      return toolResult(name, 'both accounts are connected: the retry after the -32042 error succeeded.', [], {
        notes: ['The -32042 flow has no ElicitResult: the retry itself is the signal that the user is done.'],
        extra: { retried: true },
      });
    },
  );

  server.registerTool(
    'withdrawn_request',
    {
      title: 'Withdrawn request',
      description:
        'Shows a form, then changes its mind: about 3 s later the server withdraws the request (notifications/cancelled) while you are still typing.',
    },
    async (extra) => {
      const name = 'withdrawn_request';
      if (!clientModes(server).form) return refusal(name, 'this client did not declare form-mode elicitation.');
      const withdraw = new AbortController();
      const reason = 'The server withdrew this request: it no longer needs the answer.';
      const timer = setTimeout(() => {
        log(
          `[2025 ${shortId(extra.sessionId)}] withdrawn_request: withdrawing the elicitation after ${WITHDRAW_AFTER_MS} ms`,
        );
        withdraw.abort(reason);
      }, WITHDRAW_AFTER_MS);
      try {
        const record = recordElicitation(
          'form',
          WITHDRAWN_REQUEST,
          await elicit(extra, WITHDRAWN_REQUEST, withdraw.signal),
        );
        return toolResult(name, `answered before the server withdrew it: ${outcomeOf(record)}`, [record], {
          extra: { withdrawn: false },
        });
      } catch (error) {
        if (!withdraw.signal.aborted || extra.signal.aborted) return failedElicitation(name, error);
        return toolResult(
          name,
          `the server withdrew its request after ${WITHDRAW_AFTER_MS / 1000} s (notifications/cancelled sent); no answer was used.`,
          [],
          { notes: [`Cancellation reason sent: ${JSON.stringify(reason)}`], extra: { withdrawn: true, reason } },
        );
      } finally {
        clearTimeout(timer);
      }
    },
  );

  server.registerTool(
    'slow_report',
    {
      title: 'Slow report',
      description:
        'Asks which report to prepare, then works on it for a while (3 s unless workMs says otherwise). A host with a short time budget still gets the report however long you take to answer, when its budget pauses while you do.',
      inputSchema: {
        workMs: z
          .number()
          .min(0)
          .max(SLOW_REPORT_MAX_WORK_MS)
          .optional()
          .describe('How long to work after the answer, in milliseconds (default 3000).'),
      },
    },
    async ({ workMs }, extra) => {
      const name = 'slow_report';
      if (!clientModes(server).form) return refusal(name, 'this client did not declare form-mode elicitation.');
      let record;
      try {
        record = recordElicitation('form', SLOW_REPORT, await elicit(extra, SLOW_REPORT));
      } catch (error) {
        return failedElicitation(name, error);
      }
      if (record.action !== 'accept') return toolResult(name, `no report: ${outcomeOf(record)}`, [record]);
      // The client may cancel the call meanwhile (notifications/cancelled).
      return finishSlowReport(record, workMs, extra.signal, (worked) =>
        log(`[2025 ${shortId(extra.sessionId)}] slow_report: cancelled by the client after ${worked} ms of work`),
      );
    },
  );

  return server;
}

/** @param {string | undefined} sessionId */
function shortId(sessionId) {
  return sessionId ? sessionId.slice(0, 8) : 'new';
}

/**
 * Logs every JSON-RPC message the transport carries, both ways, one line each.
 * @param {StreamableHTTPServerTransport} transport
 * @param {Logger} log
 */
function logTraffic(transport, log) {
  const send = transport.send.bind(transport);
  transport.send = (message, options) => {
    log(`[2025 ${shortId(transport.sessionId)}] → ${describeMessage(message)}`);
    return send(message, options);
  };
  const onmessage = transport.onmessage;
  transport.onmessage = (message, extra) => {
    log(`[2025 ${shortId(transport.sessionId)}] ← ${describeMessage(message)}`);
    onmessage?.(message, extra);
  };
}

/**
 * The `/mcp` endpoint: routes each HTTP request to its session's transport, creating a session on
 * `initialize`.
 * @param {{ log: Logger }} options
 */
export function createLegacyEndpoint({ log }) {
  /** @type {Map<string, { transport: StreamableHTTPServerTransport, server: McpServer }>} */
  const sessions = new Map();

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {Buffer} body
   */
  async function handle(req, res, body) {
    const parsed = parseJson(body);
    if (req.method === 'POST' && parsed === undefined) {
      return sendJson(res, 400, jsonRpcError(-32700, 'Parse error: the body is not JSON'));
    }
    // No standalone event stream: everything this server sends belongs to a request and travels on
    // that request's response. A GET stream per page would hold one of the browser's six HTTP/1.1
    // connections per host for nothing, and three tabs would use them up (the client takes 405 as "none").
    if (req.method === 'GET') {
      res.setHeader('Allow', 'POST, DELETE');
      return sendJson(res, 405, jsonRpcError(-32000, 'Method not allowed: this server offers no standalone stream'));
    }
    const sessionId = req.headers['mcp-session-id'];
    if (typeof sessionId === 'string') {
      const session = sessions.get(sessionId);
      if (!session) return sendJson(res, 404, jsonRpcError(-32001, 'Session not found: initialize again'));
      return session.transport.handleRequest(req, res, parsed);
    }
    if (req.method !== 'POST' || !isInitializeRequest(parsed)) {
      return sendJson(res, 400, jsonRpcError(-32000, 'Bad Request: no Mcp-Session-Id header; start with initialize'));
    }
    const server = createLegacyServer({ log });
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (id) => {
        sessions.set(id, { transport, server });
        log(`[2025 ${shortId(id)}] session opened (${sessions.size} open)`);
      },
    });
    transport.onclose = () => {
      if (transport.sessionId && sessions.delete(transport.sessionId)) {
        log(`[2025 ${shortId(transport.sessionId)}] session closed (${sessions.size} open)`);
      }
    };
    await server.connect(transport);
    logTraffic(transport, log);
    await transport.handleRequest(req, res, parsed);
  }

  async function close() {
    const open = [...sessions.values()];
    sessions.clear();
    await Promise.allSettled(open.map(({ server }) => server.close()));
  }

  return { handle, close, sessions };
}
