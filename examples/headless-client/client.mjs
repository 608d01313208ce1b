#!/usr/bin/env node
/**
 * A headless MCP client that answers elicitation with `mcp-elicitation-react/core` alone.
 *
 *   node examples/headless-client/client.mjs <server-url>
 *
 * The server URL is the last argument (that is how `@modelcontextprotocol/conformance` calls a client).
 * The wire generation is chosen from MCP_CONFORMANCE_SCENARIO, else MCP_CONFORMANCE_PROTOCOL_VERSION:
 * 2026-07-28 uses the stateless multi round-trip client, anything else the MCP SDK v1 (2025-11-25).
 * Exit code: 0 when every request got a response, 1 otherwise, 2 on the overall timeout.
 */
import { log } from './answer.mjs';
import { PROTOCOL_VERSION, runMultiRoundTrip } from './multi-round-trip.mjs';
import { runSdkV1 } from './sdk-v1.mjs';

/** Scenarios of the conformance suite this example is checked against, and the generation each speaks. */
const SCENARIO_GENERATIONS = {
  'elicitation-sep1034-client-defaults': '2025-11-25',
  'sep-2322-client-request-state': '2026-07-28',
};

const REQUEST_TIMEOUT_MS = 10_000;
const OVERALL_TIMEOUT_MS = 25_000;

async function main() {
  const target = process.argv.at(-1);
  let serverUrl;
  try {
    serverUrl = new URL(target ?? '');
  } catch {
    serverUrl = undefined;
  }
  if (process.argv.length < 3 || !serverUrl || !['http:', 'https:'].includes(serverUrl.protocol)) {
    log('usage: node examples/headless-client/client.mjs <http(s) server url>');
    return 1;
  }

  const scenario = process.env.MCP_CONFORMANCE_SCENARIO;
  const generation =
    SCENARIO_GENERATIONS[scenario] ??
    (process.env.MCP_CONFORMANCE_PROTOCOL_VERSION === PROTOCOL_VERSION ? PROTOCOL_VERSION : '2025-11-25');
  log(`scenario ${scenario ?? '(none)'}, speaking ${generation} to ${serverUrl}`);

  const options = { timeoutMs: REQUEST_TIMEOUT_MS };
  const failures =
    generation === PROTOCOL_VERSION ? await runMultiRoundTrip(serverUrl, options) : await runSdkV1(serverUrl, options);
  if (failures > 0) log(`${failures} request(s) failed`);
  return failures > 0 ? 1 : 0;
}

const watchdog = setTimeout(() => {
  log(`gave up after ${OVERALL_TIMEOUT_MS} ms`);
  process.exit(2);
}, OVERALL_TIMEOUT_MS);
watchdog.unref();

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    log(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exitCode = 1;
  },
);
