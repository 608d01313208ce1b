/**
 * The demo server (`demo/server`) in-process on a free port, driven by real clients; this was
 * `demo/server/smoke.mjs`, now part of `npm test`.
 *
 * - `/mcp` (2025-11-25): MCP SDK v1 `Client` + `StreamableHTTPClientTransport`, an elicitation
 *   handler that accepts with the schema's defaults (through the library's core), every tool.
 * - `/mcp-2026` (2026-07-28): JSON-RPC over `fetch`, retries built with core's `buildRetryParams`;
 *   then MCP SDK v2's `Client`, which fulfils `input_required` rounds by itself.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Client as ClientV2, StreamableHTTPClientTransport as TransportV2 } from '@modelcontextprotocol/client';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ElicitationCompleteNotificationSchema, ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { type DemoServer, startDemoServer } from '../../demo/server/index.mjs';
import * as requests from '../../demo/server/requests.mjs';
import * as core from '../../src/core';

/**
 * Tool results and JSON-RPC replies, as JSON: the assertions below check their shape.
 */
// biome-ignore lint/suspicious/noExplicitAny: the wire's JSON, checked field by field by the assertions.
type Json = any;

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../test/fixtures/requests/${name}.json`, import.meta.url), 'utf8')).params;

const PROTOCOL_VERSION = '2026-07-28';
const CLIENT_INFO = { name: 'demo-server-smoke', version: '0.0.0' };
const BOTH_MODES = { elicitation: core.elicitationCapability({ form: true, url: true }) };
const FORM_ONLY = { elicitation: core.elicitationCapability({ form: true, url: false }) };

/** Sample answers for required fields that have no default. */
const SAMPLES: Record<string, string> = {
  text: 'octocat',
  email: 'octo@example.com',
  uri: 'https://example.com',
  date: '2026-07-28',
};

/** Accepts like a person who only fills in what is required and keeps every default; `overrides` are typed in. */
function acceptWithDefaults(params: unknown, overrides: Record<string, unknown> = {}) {
  const parsed = core.parseElicitationRequest(params);
  if (!parsed.ok) throw new Error(`unparseable request: ${JSON.stringify(parsed.problems)}`);
  if (parsed.request.mode === 'url') return core.buildResult(parsed.request, 'accept');
  const values = core.defaultValues(parsed.request);
  for (const field of parsed.request.fields) {
    if (field.required && values[field.name] === undefined) values[field.name] = SAMPLES[field.kind] ?? 'x';
  }
  return core.buildResult(parsed.request, 'accept', { ...values, ...overrides });
}

/** The text of a tool result. */
const textOf = (result: Json): string => result.content.map((block: Json) => block.text).join('\n');

const logLines: string[] = [];
let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemoServer({ port: 0, log: (line) => logLines.push(line) });
});
afterAll(async () => {
  await demo?.close();
  // The server's log, for a failure's context.
  if (process.env.SMOKE_LOG) for (const line of logLines) console.log(`  ${line}`);
});

describe('2025-11-25 (/mcp, SDK v1 client)', () => {
  /** Every elicitation/create the handler saw, in order. */
  const received: Json[] = [];
  /** notifications/elicitation/complete, with arrival times. */
  const completions: { id: string; at: number }[] = [];
  /** What the handler does with the next request. */
  let behave: (params: Json, extra: Json) => Json = (params) => acceptWithDefaults(params);

  const client = new Client(CLIENT_INFO, { capabilities: BOTH_MODES });
  client.setRequestHandler(ElicitRequestSchema, (request, extra) => {
    received.push(request.params);
    return behave(request.params, extra);
  });
  client.setNotificationHandler(ElicitationCompleteNotificationSchema, (notification) => {
    completions.push({ id: notification.params.elicitationId, at: Date.now() });
  });
  let transport: StreamableHTTPClientTransport;
  beforeAll(async () => {
    transport = new StreamableHTTPClientTransport(new URL(demo.url));
    await client.connect(transport);
  });
  afterAll(async () => {
    await transport.terminateSession();
    await client.close();
  });

  /** Calls a tool with a given behaviour and returns the result and what the handler received. */
  async function call(
    name: string,
    args: Record<string, unknown> = {},
    behaviour: (params: Json, extra: Json) => Json = (params) => acceptWithDefaults(params),
  ): Promise<{ result: Json; asked: Json[]; at: number }> {
    behave = behaviour;
    const start = received.length;
    const result = await client.callTool({ name, arguments: args });
    return { result, asked: received.slice(start), at: Date.now() };
  }

  it('tools/list: eleven tools, each with a title and a description', async () => {
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((tool) => tool.name).sort(), [
      'blocked_url',
      'connect_account_secrets',
      'every_field_kind',
      'multi_step_signup',
      'needs_authorization',
      'seed_contact_information',
      'seed_github_username',
      'sign_in_url',
      'slow_report',
      'suspicious_url',
      'withdrawn_request',
    ]);
    for (const tool of tools) assert.ok(tool.title && tool.description, tool.name);
  });

  it('every form speaks to the person: no schema notes in a field description (issue 38)', () => {
    const jargon = /\b(format:|enum|enumNames|oneOf|anyOf|items\.|const|boolean|single select|multi select|default)\b/i;
    for (const [name, request] of Object.entries(requests)) {
      const properties = (request as { requestedSchema?: { properties?: Record<string, { description?: string }> } })
        .requestedSchema?.properties;
      for (const [field, schema] of Object.entries(properties ?? {})) {
        assert.doesNotMatch(schema.description ?? '', jargon, `${name}.${field}`);
      }
    }
  });

  it('every_field_kind: params arrive intact; defaults come back with their JSON types', async () => {
    let sent: Json;
    const { result, asked } = await call('every_field_kind', {}, (params) => {
      sent = acceptWithDefaults(params);
      return sent;
    });
    assert.deepEqual(asked, [structuredClone(requests.EVERY_FIELD_KIND)]);
    const [record] = result.structuredContent.elicitations;
    assert.deepEqual(record.result, sent);
    assert.deepEqual(record.fieldTypes, {
      displayName: 'string',
      email: 'string',
      website: 'string',
      birthday: 'string',
      meetingAt: 'string',
      score: 'number',
      seats: 'number',
      newsletter: 'boolean',
      color: 'string',
      size: 'string',
      pet: 'string',
      toppings: 'array',
      languages: 'array',
    });
    assert.deepEqual(record.unanswered, ['agreeToTerms']);
    assert.deepEqual(record.schemaCheck, { valid: true });
    const text = textOf(result);
    assert.ok(text.includes(`Received ElicitResult: ${JSON.stringify(sent)}`), text);
    assert.ok(text.includes('  score: number = 7.5'), text);
    assert.ok(text.includes('  toppings: object (array) = ["cheese","olives"]'), text);
  });

  it('every_field_kind: wrong types are reported as received, and flagged by the schema check', async () => {
    const bad = {
      action: 'accept',
      content: { displayName: 'A', email: 'nope', seats: 2.5, score: '7', toppings: 'x' },
    };
    const { result } = await call('every_field_kind', {}, () => bad);
    const [record] = result.structuredContent.elicitations;
    assert.deepEqual(record.result, bad);
    assert.equal(record.fieldTypes.score, 'string');
    assert.equal(record.fieldTypes.toppings, 'string');
    assert.equal(record.schemaCheck.valid, false);
    assert.match(textOf(result), /does NOT match requestedSchema/);
  });

  it('seed_github_username: exactly the seed example; the answer comes back', async () => {
    const { result, asked } = await call('seed_github_username', {}, (params) =>
      acceptWithDefaults(params, { name: 'octocat' }),
    );
    assert.deepEqual(asked, [fixture('seed-simple-text')]);
    assert.deepEqual(result.structuredContent.elicitations[0].result, {
      action: 'accept',
      content: { name: 'octocat' },
    });
  });

  it('seed_contact_information: exactly the seed example; age arrives as a number', async () => {
    const answer = { name: 'Monalisa Octocat', email: 'octocat@github.com', age: 30 };
    const { result, asked } = await call('seed_contact_information', {}, (params) =>
      acceptWithDefaults(params, answer),
    );
    assert.deepEqual(asked, [fixture('seed-structured-data')]);
    const [record] = result.structuredContent.elicitations;
    assert.deepEqual(record.result, { action: 'accept', content: answer });
    assert.deepEqual(record.fieldTypes, { name: 'string', email: 'string', age: 'number' });
    assert.ok(textOf(result).includes('  age: number = 30'));
  });

  it('decline and cancel are reported as such', async () => {
    for (const action of ['decline', 'cancel']) {
      const { result } = await call('seed_github_username', {}, () => ({ action }));
      assert.equal(result.structuredContent.elicitations[0].action, action);
      assert.ok(textOf(result).includes(`Received ElicitResult: {"action":"${action}"}`));
      assert.match(textOf(result), action === 'decline' ? /the user declined/ : /the user cancelled/);
    }
  });

  it('connect_account_secrets: core flags the password and the API key', async () => {
    const { result, asked } = await call('connect_account_secrets', {}, () => ({ action: 'decline' }));
    assert.deepEqual(asked, [structuredClone(requests.CONNECT_ACCOUNT_SECRETS)]);
    const parsed = core.parseElicitationRequest(asked[0]);
    assert.ok(parsed.ok);
    const flagged = core.findSensitiveFields(parsed.request).map((field) => field.name);
    assert.ok(flagged.includes('password') && flagged.includes('apiKey'), JSON.stringify(flagged));
    assert.match(textOf(result), /forbids/);
  });

  it('sign_in_url: https URL with an elicitationId; completion notification 1.5 s after accept', async () => {
    const accepted: number[] = [];
    const { result, asked, at } = await call('sign_in_url', {}, () => {
      accepted.push(Date.now());
      return { action: 'accept' };
    });
    assert.equal(asked.length, 1);
    const { elicitationId, ...rest } = asked[0];
    assert.deepEqual(rest, structuredClone(requests.SIGN_IN_URL));
    assert.match(elicitationId, /^[0-9a-f-]{36}$/);
    const completion = completions.find((entry) => entry.id === elicitationId);
    assert.ok(completion, 'no notifications/elicitation/complete for the id');
    assert.ok(
      completion.at - (accepted[0] ?? Number.NaN) >= requests.SIGN_IN_COMPLETE_AFTER_MS - 50,
      'completion came too early',
    );
    assert.ok(completion.at <= at, 'completion after the tool result');
    assert.equal(result.structuredContent.completionSent, true);
  });

  it('sign_in_url declined: no completion notification', async () => {
    const before = completions.length;
    const { result } = await call('sign_in_url', {}, () => ({ action: 'decline' }));
    assert.equal(result.structuredContent.completionSent, false);
    assert.equal(completions.length, before);
  });

  it('suspicious_url: every variant arrives as sent', async () => {
    for (const [variant, params] of Object.entries(requests.SUSPICIOUS_URLS)) {
      const { result, asked } = await call('suspicious_url', { variant }, () => ({ action: 'decline' }));
      assert.equal(asked[0].url, params.url, variant);
      assert.equal(result.structuredContent.variant, variant);
    }
    const { asked } = await call('suspicious_url', {}, () => ({ action: 'cancel' }));
    assert.equal(asked[0].url, requests.SUSPICIOUS_URLS['lookalike-subdomain'].url);
  });

  it('blocked_url: javascript:, data: and file: URLs reach the client handler', async () => {
    for (const [variant, params] of Object.entries(requests.BLOCKED_URLS)) {
      const { result, asked } = await call('blocked_url', { variant }, () => ({ action: 'decline' }));
      assert.equal(asked.length, 1, `${variant}: ${textOf(result)}`);
      assert.equal(asked[0].url, params.url);
      assert.equal(result.structuredContent.elicitations[0].action, 'decline');
    }
  });

  it('multi_step_signup: two elicitations in one call and a summary', async () => {
    const { result, asked } = await call('multi_step_signup', {}, (params) =>
      acceptWithDefaults(params, params.requestedSchema.properties.plan ? { plan: 'pro', seats: 3 } : {}),
    );
    assert.deepEqual(asked, [
      structuredClone(requests.SIGNUP_STEP_PROFILE),
      structuredClone(requests.SIGNUP_STEP_PLAN),
    ]);
    assert.equal(result.structuredContent.elicitations.length, 2);
    assert.equal(result.structuredContent.elicitations[1].fieldTypes.seats, 'number');
    assert.match(textOf(result), /signed up name "octocat", email "octo@example.com", plan "pro", seats 3\./);
  });

  it('multi_step_signup: declining step 1 stops there', async () => {
    const { result, asked } = await call('multi_step_signup', {}, () => ({ action: 'decline' }));
    assert.equal(asked.length, 1);
    assert.match(textOf(result), /stopped at step 1/);
  });

  it('needs_authorization: -32042 with two URL elicitations, then the retry succeeds', async () => {
    const error: Json = await client.callTool({ name: 'needs_authorization', arguments: {} }).then(
      () => null,
      (caught: unknown) => caught,
    );
    assert.equal(error?.code, -32042);
    const elicitations = core.urlElicitationsFromError(error) ?? [];
    assert.deepEqual(
      elicitations.map(({ elicitationId, ...rest }) => rest),
      requests.NEEDS_AUTHORIZATION_URLS.map((params) => structuredClone(params)),
    );
    assert.ok(elicitations.every((params) => typeof params.elicitationId === 'string'));
    const retry: Json = await client.callTool({ name: 'needs_authorization', arguments: {} });
    assert.equal(retry.isError, undefined);
    assert.equal(retry.structuredContent.retried, true);
  });

  it('withdrawn_request: the server cancels its request after ~3 s (notifications/cancelled)', async () => {
    let abortedAfter = Number.NaN;
    let reason: unknown;
    const started = Date.now();
    const { result } = await call('withdrawn_request', {}, (_params, extra) => {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('never withdrawn')), 8000);
        extra.signal.addEventListener('abort', () => {
          clearTimeout(timer);
          abortedAfter = Date.now() - started;
          reason = extra.signal.reason;
          resolve({ action: 'cancel' });
        });
      });
    });
    assert.ok(abortedAfter >= requests.WITHDRAW_AFTER_MS - 100 && abortedAfter < requests.WITHDRAW_AFTER_MS + 2000);
    assert.match(String(reason), /withdrew/);
    assert.equal(result.structuredContent.withdrawn, true);
  });

  it('a form-only client gets no URL requests (refused with isError)', async () => {
    const formOnly = new Client(CLIENT_INFO, { capabilities: FORM_ONLY });
    let asked = 0;
    formOnly.setRequestHandler(ElicitRequestSchema, () => {
      asked += 1;
      return { action: 'decline' };
    });
    const formTransport = new StreamableHTTPClientTransport(new URL(demo.url));
    await formOnly.connect(formTransport);
    for (const name of ['sign_in_url', 'suspicious_url', 'blocked_url', 'needs_authorization']) {
      const result = await formOnly.callTool({ name, arguments: {} });
      assert.equal(result.isError, true, name);
      assert.match(textOf(result), /did not declare URL-mode/);
    }
    assert.equal(asked, 0);
    await formTransport.terminateSession();
    await formOnly.close();
  });
});

describe('2026-07-28 (/mcp-2026, fetch + buildRetryParams)', () => {
  let nextId = 1;

  /** One JSON-RPC request over fetch with the 2026-07-28 `_meta` envelope and headers. */
  async function rpc(
    method: string,
    params: Record<string, Json> = {},
    capabilities: Record<string, unknown> = BOTH_MODES,
  ): Promise<{ result?: Json; error?: Json }> {
    const withMeta = core.withClientCapabilities(
      {
        ...params,
        _meta: {
          ...params._meta,
          'io.modelcontextprotocol/protocolVersion': PROTOCOL_VERSION,
          'io.modelcontextprotocol/clientInfo': CLIENT_INFO,
        },
      },
      capabilities,
    );
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
      'MCP-Protocol-Version': PROTOCOL_VERSION,
      'Mcp-Method': method,
      Origin: 'http://localhost:5173',
    };
    if (typeof params.name === 'string') headers['Mcp-Name'] = params.name;
    const id = nextId++;
    const response = await fetch(demo.url2026, {
      method: 'POST',
      headers,
      body: JSON.stringify({ jsonrpc: '2.0', id, method, params: withMeta }),
    });
    assert.equal(response.headers.get('access-control-allow-origin'), 'http://localhost:5173');
    const text = await response.text();
    const messages = (response.headers.get('content-type') ?? '').includes('text/event-stream')
      ? text
          .split(/\r?\n/)
          .filter((line) => line.startsWith('data:'))
          .map((line) => JSON.parse(line.slice(5)))
      : [JSON.parse(text)];
    const reply = messages.find((message) => message.id === id || message.id === null);
    assert.ok(reply, `no reply to #${id}: ${text}`);
    return reply;
  }

  /** Calls a tool and answers every round with `answer(key, params)`; returns every round's result. */
  async function callWithRounds(
    name: string,
    answer: (key: string, params: Json) => Json,
    { args = {}, capabilities = BOTH_MODES }: { args?: object; capabilities?: Record<string, unknown> } = {},
  ) {
    const original = { name, arguments: args };
    const rounds: { sent: Json; result: Json }[] = [];
    let params: Json = original;
    for (let round = 0; round < 5; round++) {
      const reply = await rpc('tools/call', params, capabilities);
      if (reply.error) throw Object.assign(new Error(reply.error.message), reply.error);
      rounds.push({ sent: params, result: reply.result });
      if (!core.isInputRequiredResult(reply.result)) return rounds;
      const responses = Object.fromEntries(
        core.elicitationInputRequests(reply.result).map(([key, elicitParams]) => [key, answer(key, elicitParams)]),
      );
      params = core.buildRetryParams(original, reply.result, responses);
    }
    throw new Error('too many rounds');
  }

  it('server/discover offers 2026-07-28; tools/list has six tools', async () => {
    const discovery = await rpc('server/discover');
    assert.ok(discovery.result.supportedVersions.includes(PROTOCOL_VERSION), JSON.stringify(discovery));
    const { result } = await rpc('tools/list');
    assert.deepEqual(result.tools.map((tool: Json) => tool.name).sort(), [
      'mrtr_no_state',
      'mrtr_two_rounds',
      'seed_api_key_url',
      'seed_contact_information',
      'seed_github_username',
      'slow_report',
    ]);
    for (const tool of result.tools as Json[]) assert.ok(tool.title && tool.description, tool.name);
  });

  it('mrtr_two_rounds: form, then URL, state changes every round, then complete', async () => {
    const rounds = await callWithRounds('mrtr_two_rounds', (key, params) =>
      acceptWithDefaults(params, key === 'profile' ? { name: 'Ada', email: 'ada@example.com' } : {}),
    );
    assert.equal(rounds.length, 3);
    assert.deepEqual(Object.keys(rounds[0]!.result.inputRequests), ['profile']);
    assert.deepEqual(rounds[0]!.result.inputRequests.profile.params, structuredClone(requests.MRTR_PROFILE));
    assert.deepEqual(Object.keys(rounds[1]!.result.inputRequests), ['verify_email']);
    assert.equal(rounds[1]!.result.inputRequests.verify_email.params.url, requests.MRTR_VERIFY_URL.url);
    assert.equal(rounds[1]!.sent.requestState, rounds[0]!.result.requestState);
    assert.equal(rounds[2]!.sent.requestState, rounds[1]!.result.requestState);
    assert.notEqual(rounds[0]!.result.requestState, rounds[1]!.result.requestState);
    const final = rounds[2]!.result;
    assert.equal(final.resultType ?? 'complete', 'complete');
    assert.match(textOf(final), /done after two rounds for name "Ada"/);
    const [profile, verify] = final.structuredContent.elicitations;
    assert.deepEqual(profile.result, { action: 'accept', content: { name: 'Ada', email: 'ada@example.com' } });
    assert.deepEqual(verify.result, { action: 'accept' });
  });

  it('mrtr_two_rounds without URL mode: round 2 is the plan form', async () => {
    const rounds = await callWithRounds('mrtr_two_rounds', (_key, params) => acceptWithDefaults(params), {
      capabilities: FORM_ONLY,
    });
    assert.deepEqual(Object.keys(rounds[1]!.result.inputRequests), ['plan']);
    const [, plan] = rounds[2]!.result.structuredContent.elicitations;
    assert.deepEqual(plan.fieldTypes, { plan: 'string', seats: 'number' });
  });

  it('mrtr_two_rounds: declining round 1 ends the call', async () => {
    const rounds = await callWithRounds('mrtr_two_rounds', () => ({ action: 'decline' }));
    assert.equal(rounds.length, 2);
    assert.match(textOf(rounds[1]!.result), /stopped after round 1: the user declined/);
  });

  it('mrtr_no_state: two keys in one round, no requestState either way', async () => {
    const rounds = await callWithRounds('mrtr_no_state', (key, params) =>
      acceptWithDefaults(params, key === 'username' ? { name: 'octocat' } : { subscribe: true }),
    );
    assert.equal(rounds.length, 2);
    assert.equal(Object.hasOwn(rounds[0]!.result, 'requestState'), false);
    assert.equal(Object.hasOwn(rounds[1]!.sent, 'requestState'), false);
    assert.deepEqual(rounds[0]!.result.inputRequests.username.params, fixture('seed-simple-text'));
    const records: Json[] = rounds[1]?.result.structuredContent.elicitations;
    assert.deepEqual(
      records.map((record) => record.fieldTypes),
      [{ name: 'string' }, { subscribe: 'boolean', frequency: 'string' }],
    );
  });

  it('seed tools on /mcp-2026 carry exactly the seed examples', async () => {
    for (const [name, key, fixtureName] of <[string, string, string][]>[
      ['seed_github_username', 'github_username', 'seed-simple-text'],
      ['seed_contact_information', 'contact_information', 'seed-structured-data'],
      ['seed_api_key_url', 'api_key', 'seed-url-api-key'],
    ]) {
      const rounds = await callWithRounds(name, (_key, params) =>
        acceptWithDefaults(params, params.mode === 'url' ? {} : { name: 'x', email: 'x@example.com' }),
      );
      assert.deepEqual(rounds[0]!.result.inputRequests[key].params, fixture(fixtureName), name);
      assert.equal(rounds.length, 2);
    }
  });

  /** Round 1 of mrtr_two_rounds, for the negative checks. */
  async function firstRound(): Promise<{ original: Json; result: Json; retry: Json }> {
    const original = { name: 'mrtr_two_rounds', arguments: {} };
    const { result } = await rpc('tools/call', original);
    const responses = { profile: { action: 'accept', content: { name: 'Ada', email: 'ada@example.com' } } };
    return { original, result, retry: core.buildRetryParams(original, result, responses) };
  }

  it('a requestState changed by one character is refused (-32602)', async () => {
    const { retry } = await firstRound();
    const state = String(retry.requestState);
    const index = Math.floor(state.length / 2);
    const changed = state.slice(0, index) + (state[index] === 'A' ? 'B' : 'A') + state.slice(index + 1);
    const reply = await rpc('tools/call', { ...retry, requestState: changed });
    assert.equal(reply.error?.code, -32602, JSON.stringify(reply));
    const dropped = await rpc('tools/call', { ...retry, requestState: undefined });
    assert.equal(dropped.error?.code, -32602, JSON.stringify(dropped));
    assert.match(dropped.error.message, /without the requestState/);
  });

  it('a retry that leaves an inputRequests key unanswered is refused (-32602)', async () => {
    const { retry } = await firstRound();
    const reply = await rpc('tools/call', { ...retry, inputResponses: {} });
    assert.equal(reply.error?.code, -32602);
    assert.match(reply.error.message, /no answer for "profile"/);
    const extra = await rpc('tools/call', {
      ...retry,
      inputResponses: { ...retry.inputResponses, bonus: { action: 'decline' } },
    });
    assert.equal(extra.error?.code, -32602);
  });

  it('a requestState sent to a tool that issued none is refused (-32602)', async () => {
    const { retry } = await firstRound();
    const reply = await rpc('tools/call', {
      name: 'mrtr_no_state',
      arguments: {},
      inputResponses: { username: { action: 'decline' }, newsletter: { action: 'decline' } },
      requestState: retry.requestState,
    });
    assert.equal(reply.error?.code, -32602, JSON.stringify(reply));
  });
});

describe('2026-07-28 (/mcp-2026, SDK v2 client with automatic input_required fulfilment)', () => {
  it('SDK v2 Client pinned to 2026-07-28 completes mrtr_two_rounds through its elicitation handler', async () => {
    const v2 = new ClientV2(CLIENT_INFO, {
      capabilities: BOTH_MODES,
      versionNegotiation: { mode: { pin: PROTOCOL_VERSION } },
    });
    const seen: string[] = [];
    v2.setRequestHandler('elicitation/create', (request) => {
      seen.push(request.params.mode ?? 'form');
      return acceptWithDefaults(
        request.params,
        request.params.mode === 'url' ? {} : { name: 'Grace', email: 'g@example.com' },
      );
    });
    await v2.connect(new TransportV2(new URL(demo.url2026)));
    const result = await v2.callTool({ name: 'mrtr_two_rounds', arguments: {} });
    assert.deepEqual(seen, ['form', 'url']);
    assert.match(textOf(result), /done after two rounds for name "Grace"/);
    await v2.close();
  });
});
