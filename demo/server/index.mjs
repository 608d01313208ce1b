#!/usr/bin/env node
/**
 * The demo MCP server: one Node process, loopback only, two endpoints.
 *
 * - `/mcp`: 2025-11-25, MCP SDK v1 (`McpServer` + `StreamableHTTPServerTransport`, sessions).
 * - `/mcp-2026`: 2026-07-28 multi round-trip, MCP SDK v2 (`createMcpHandler`, modern only).
 *
 * Run: `node demo/server/index.mjs [--port 3001]`. Import: `startDemoServer({ port: 0 })`.
 */
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { guardAndCors, jsonRpcError, readBody, sendJson } from './http.mjs';
import { createLegacyEndpoint } from './legacy.mjs';
import { makeLogger } from './log.mjs';
import { createMrtrEndpoint } from './mrtr.mjs';

export * as requests from './requests.mjs';

export const DEFAULT_PORT = 3001;

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

/**
 * @typedef {object} DemoServer
 * @property {string} url the 2025-11-25 endpoint, e.g. `http://127.0.0.1:3001/mcp`
 * @property {string} url2026 the 2026-07-28 endpoint, e.g. `http://127.0.0.1:3001/mcp-2026`
 * @property {number} port the port actually bound (useful with `port: 0`)
 * @property {() => number} sessions how many 2025-11-25 sessions are open now
 * @property {() => Promise<void>} close closes every session and the listener
 */

/**
 * Starts the demo server.
 * @param {object} [options]
 * @param {number} [options.port] TCP port; `0` picks a free one (default 3001)
 * @param {string} [options.host] a loopback address (default `127.0.0.1`); anything else is refused
 * @param {boolean | ((line: string) => void)} [options.log] stdout (default), `false` for silence,
 *   or a function that receives each log line
 * @returns {Promise<DemoServer>}
 */
export async function startDemoServer({ port = DEFAULT_PORT, host = '127.0.0.1', log: logOption } = {}) {
  if (!LOOPBACK.has(host)) throw new Error(`The demo server only binds loopback addresses, not ${host}`);
  const log = makeLogger(logOption);
  const legacy = createLegacyEndpoint({ log });
  const mrtr = createMrtrEndpoint({ log });

  const server = createServer(async (req, res) => {
    try {
      if (!guardAndCors(req, res)) return;
      const path = new URL(req.url ?? '/', 'http://localhost').pathname;
      if (path === '/' && req.method === 'GET') return sendIndex(res, address());
      if (path !== '/mcp' && path !== '/mcp-2026') {
        return sendJson(res, 404, jsonRpcError(-32000, `Not found: ${path}; the endpoints are /mcp and /mcp-2026`));
      }
      const body = await readBody(req);
      if (path === '/mcp') await legacy.handle(req, res, body);
      else await mrtr.handle(req, res, body);
    } catch (error) {
      const status = /** @type {{ status?: number }} */ (error)?.status ?? 500;
      log(`! ${req.method} ${req.url}: ${error instanceof Error ? error.message : String(error)}`);
      sendJson(res, status, jsonRpcError(-32603, status === 500 ? 'Internal error' : String(error)));
    }
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(undefined);
    });
  });

  function address() {
    const bound = /** @type {import('node:net').AddressInfo} */ (server.address());
    const hostname = bound.family === 'IPv6' ? `[${bound.address}]` : bound.address;
    return { port: bound.port, base: `http://${hostname}:${bound.port}` };
  }

  const { port: boundPort, base } = address();
  return {
    url: `${base}/mcp`,
    url2026: `${base}/mcp-2026`,
    port: boundPort,
    /** How many 2025-11-25 sessions are open now (each browser client holds one until it ends it). */
    sessions: () => legacy.sessions.size,
    async close() {
      await Promise.allSettled([legacy.close(), mrtr.close()]);
      await new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      });
    },
  };
}

/**
 * `GET /`: where the endpoints are, for a person with a browser.
 * @param {import('node:http').ServerResponse} res
 * @param {{ base: string }} where
 */
function sendIndex(res, { base }) {
  res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(
    [
      'MCP elicitation demo server',
      '',
      `${base}/mcp       2025-11-25 (SDK v1, stateful Streamable HTTP): every_field_kind, seed_github_username,`,
      '                  seed_contact_information, connect_account_secrets, sign_in_url, suspicious_url, blocked_url,',
      '                  multi_step_signup, needs_authorization, withdrawn_request, slow_report',
      `${base}/mcp-2026  2026-07-28 (SDK v2, multi round-trip): mrtr_two_rounds, mrtr_no_state, seed_github_username,`,
      '                  seed_contact_information, seed_api_key_url, slow_report',
      '',
    ].join('\n'),
  );
}

/**
 * Reads `--port N` / `--port=N`.
 * @param {string[]} argv
 */
function parsePort(argv) {
  const { values } = parseArgs({ args: argv, options: { port: { type: 'string' } } });
  if (values.port === undefined) return DEFAULT_PORT;
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port: not a port number: ${values.port}`);
  return port;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const demo = await startDemoServer({ port: parsePort(process.argv.slice(2)) });
  console.log('MCP elicitation demo server (loopback only)');
  console.log(`  2025-11-25  ${demo.url}       SDK v1 McpServer, stateful Streamable HTTP`);
  console.log(`  2026-07-28  ${demo.url2026}  SDK v2, multi round-trip (input_required + requestState)`);
  console.log('  CORS: any http://localhost:* or http://127.0.0.1:* page. Ctrl+C to stop.');
  const stop = async () => {
    await demo.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
