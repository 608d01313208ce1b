import { describe, expect, it, vi } from 'vitest';
import {
  buildRetryParams,
  CLIENT_CAPABILITIES_META_KEY,
  clientCapabilitiesMeta,
  ElicitationCompletionTracker,
  elicitationCapability,
  elicitationInputRequests,
  type InputRequiredResult,
  isInputRequiredResult,
  RetryParamsError,
  supportsElicitationMode,
  URL_ELICITATION_REQUIRED,
  urlElicitationsFromError,
  withClientCapabilities,
} from '../../src/core';

describe('elicitationCapability', () => {
  it.each([
    [undefined, { form: {} }],
    [{ form: true }, { form: {} }],
    [{ url: true }, { form: {}, url: {} }],
    [{ form: false, url: true }, { url: {} }],
    [
      { form: true, url: true },
      { form: {}, url: {} },
    ],
  ])('%j → %j', (modes, expected) => {
    expect(elicitationCapability(modes)).toEqual(expected);
  });

  it('refuses a capability with no mode', () => {
    expect(() => elicitationCapability({ form: false })).toThrow(RangeError);
  });
});

describe('the 2026-07-28 per-request _meta entry', () => {
  const capabilities = { elicitation: elicitationCapability({ url: true }) };

  it('uses the io.modelcontextprotocol/clientCapabilities key', () => {
    expect(CLIENT_CAPABILITIES_META_KEY).toBe('io.modelcontextprotocol/clientCapabilities');
    expect(clientCapabilitiesMeta(capabilities)).toEqual({
      'io.modelcontextprotocol/clientCapabilities': { elicitation: { form: {}, url: {} } },
    });
  });

  it('merges into existing params without losing other _meta keys', () => {
    const params = { name: 'tool', arguments: {}, _meta: { progressToken: 7 } };
    expect(withClientCapabilities(params, capabilities)).toEqual({
      name: 'tool',
      arguments: {},
      _meta: { progressToken: 7, 'io.modelcontextprotocol/clientCapabilities': { elicitation: { form: {}, url: {} } } },
    });
    expect(params._meta).toEqual({ progressToken: 7 });
  });
});

describe('supportsElicitationMode', () => {
  it.each([
    [{}, 'form', true],
    [{}, 'url', false],
    [{ form: {} }, 'url', false],
    [{ url: {} }, 'form', false],
    [{ url: {} }, 'url', true],
    [{ form: {}, url: {} }, 'form', true],
    [undefined, 'form', false],
  ] as const)('%j supports %s: %s', (capability, mode, expected) => {
    expect(supportsElicitationMode(capability, mode)).toBe(expected);
  });
});

describe('isInputRequiredResult', () => {
  it.each([
    [{ resultType: 'input_required', inputRequests: {} }, true],
    [{ resultType: 'complete', content: [] }, false],
    [{ content: [] }, false],
    [{ resultType: 'input_required' }, false],
    [null, false],
    ['input_required', false],
  ])('%j → %s', (result, expected) => {
    expect(isInputRequiredResult(result)).toBe(expected);
  });
});

describe('buildRetryParams', () => {
  const original = {
    name: 'deploy',
    arguments: { env: 'prod' },
    _meta: { [CLIENT_CAPABILITIES_META_KEY]: { elicitation: {} } },
  };
  const result: InputRequiredResult = {
    resultType: 'input_required',
    inputRequests: {
      confirm: {
        method: 'elicitation/create',
        params: { message: 'Sure?', requestedSchema: { type: 'object', properties: {} } },
      },
      login: { method: 'elicitation/create', params: { mode: 'url', message: 'Sign in', url: 'https://a.example' } },
    },
    requestState: 'eyJub25jZSI6IiJ9\u00e9 \\"x"  ',
  };

  it('answers every key and echoes requestState untouched', () => {
    const retry = buildRetryParams(original, result, { login: { action: 'accept' }, confirm: { action: 'decline' } });
    expect(retry).toEqual({
      ...original,
      inputResponses: { confirm: { action: 'decline' }, login: { action: 'accept' } },
      requestState: result.requestState,
    });
    expect(retry.requestState).toBe(result.requestState);
    expect(Object.keys(retry.inputResponses)).toEqual(['confirm', 'login']);
  });

  it('omits requestState when the server sent none', () => {
    const { requestState: _none, ...stateless } = result;
    const retry = buildRetryParams(original, stateless, { confirm: { action: 'cancel' }, login: { action: 'cancel' } });
    expect(retry).not.toHaveProperty('requestState');
  });

  it('replaces the answers and state of an earlier round instead of accumulating them', () => {
    const earlier = { ...original, inputResponses: { old: { action: 'accept' as const } }, requestState: 'round-1' };
    const second: InputRequiredResult = {
      resultType: 'input_required',
      inputRequests: { next: result.inputRequests.confirm! },
    };
    expect(buildRetryParams(earlier, second, { next: { action: 'accept', content: {} } })).toEqual({
      ...original,
      inputResponses: { next: { action: 'accept', content: {} } },
    });
  });

  it('names the keys that have no response', () => {
    expect(() => buildRetryParams(original, result, { confirm: { action: 'accept' } })).toThrow(
      expect.objectContaining({
        code: 'missing-response',
        keys: ['login'],
        message: expect.stringContaining('"login"'),
      }),
    );
  });

  it('refuses responses to keys the server did not ask', () => {
    expect(() =>
      buildRetryParams(original, result, {
        confirm: { action: 'accept' },
        login: { action: 'accept' },
        other: { action: 'accept' },
      }),
    ).toThrow(RetryParamsError);
  });

  it('does not modify the original params', () => {
    const copy = structuredClone(original);
    buildRetryParams(original, result, { confirm: { action: 'accept' }, login: { action: 'accept' } });
    expect(original).toEqual(copy);
  });

  it('lists the elicitation entries only', () => {
    const mixed: InputRequiredResult = {
      resultType: 'input_required',
      inputRequests: { ...result.inputRequests, sample: { method: 'sampling/createMessage', params: {} } },
    };
    expect(elicitationInputRequests(mixed).map(([key]) => key)).toEqual(['confirm', 'login']);
  });
});

describe('urlElicitationsFromError', () => {
  const elicitation = { mode: 'url', message: 'Authorize', url: 'https://a.example/auth', elicitationId: 'e1' };

  it('reads a JSON-RPC -32042 error', () => {
    expect(
      urlElicitationsFromError({
        code: URL_ELICITATION_REQUIRED,
        message: 'needs auth',
        data: { elicitations: [elicitation] },
      }),
    ).toEqual([elicitation]);
  });

  it('reads an SDK error object with code and data', () => {
    const error = Object.assign(new Error('needs auth'), {
      code: -32042,
      data: { elicitations: [elicitation, { mode: 'form' }] },
    });
    expect(urlElicitationsFromError(error)).toEqual([elicitation]);
  });

  it.each([[{ code: -32602, data: {} }], [new Error('other')], ['-32042'], [null]])('returns null for %j', (error) => {
    expect(urlElicitationsFromError(error)).toBeNull();
  });
});

describe('ElicitationCompletionTracker', () => {
  it('ends the wait for a tracked id exactly once', () => {
    const tracker = new ElicitationCompletionTracker();
    const done = vi.fn();
    tracker.track('e-1', done);
    expect(tracker.isPending('e-1')).toBe(true);
    expect(tracker.complete({ elicitationId: 'e-1' })).toBe('e-1');
    expect(tracker.complete({ elicitationId: 'e-1' })).toBeNull();
    expect(done).toHaveBeenCalledTimes(1);
    expect(tracker.isPending('e-1')).toBe(false);
  });

  it.each([
    [{ elicitationId: 'unknown' }],
    [{ elicitationId: 'E-1' }],
    [{ elicitationId: ' e-1' }],
    [{ elicitationId: 1 }],
    [{}],
    [null],
    ['e-1'],
  ])('ignores %j', (params) => {
    const tracker = new ElicitationCompletionTracker();
    const done = vi.fn();
    tracker.track('e-1', done);
    expect(tracker.complete(params)).toBeNull();
    expect(done).not.toHaveBeenCalled();
    expect(tracker.isPending('e-1')).toBe(true);
  });

  it('ignores completions of forgotten ids and never re-tracks a finished one', () => {
    const tracker = new ElicitationCompletionTracker();
    const done = vi.fn();
    tracker.track('e-2', done);
    tracker.forget('e-2');
    expect(tracker.complete({ elicitationId: 'e-2' })).toBeNull();
    tracker.track('e-2', done);
    expect(tracker.isPending('e-2')).toBe(false);
    expect(done).not.toHaveBeenCalled();
  });
});
