import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type DraftStorage,
  ElicitationDrafts,
  type ElicitationValues,
  type FormElicitationRequest,
  parseElicitationRequest,
} from '../../src/core';
import { draftSchemaKey, draftValues } from '../../src/core/drafts';
import { requestFixtures, uiFixtures } from '../fixtures';

const weather = { name: 'weather-server', title: 'Weather' };
const calendar = { name: 'calendar-server', title: 'Calendar' };
const MINUTE = 60_000;
const START = Date.UTC(2026, 10, 30, 9, 0, 0);

function form(params: unknown): FormElicitationRequest {
  const parsed = parseElicitationRequest(params);
  if (!parsed.ok || parsed.request.mode !== 'form') throw new Error('not a form request');
  return parsed.request;
}

const contact = form(requestFixtures.seedStructuredData.params);
const secrets = form(uiFixtures.secretsForm.params);
const everything = form(requestFixtures.serverEverything.params);

/** A Web Storage look-alike that records what was written. */
function recordingStorage(): DraftStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

beforeEach(() => {
  vi.useFakeTimers({ now: START });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('draftValues', () => {
  it.each<[string, FormElicitationRequest, ElicitationValues, ElicitationValues, ElicitationValues]>([
    [
      'typed answers',
      contact,
      { name: 'Ada', email: 'ada@example.org' },
      {},
      { name: 'Ada', email: 'ada@example.org' },
    ],
    ['nothing typed', contact, {}, {}, {}],
    ['an unchanged default is not an answer', contact, { name: 'Ada', age: 30 }, { age: 30 }, { name: 'Ada' }],
    ['a changed default is', contact, { age: 31 }, { age: 30 }, { age: 31 }],
    ['an emptied default is', contact, { name: '' }, { name: 'Grace' }, { name: '' }],
    ['keys the schema does not have are dropped', contact, { name: 'Ada', extra: 'x' }, {}, { name: 'Ada' }],
    ['not a number is dropped', contact, { age: Number.NaN }, {}, {}],
    ['objects are dropped', contact, { name: { text: 'Ada' } }, {}, {}],
    [
      'the password and the API key are never kept',
      secrets,
      { username: 'ada', password: 'hunter2', apiKey: 'sk-1' },
      {},
      { username: 'ada' },
    ],
    [
      'lists and yes/no answers are kept, an unchanged list is not',
      everything,
      { check: true, untitledMultipleSelectEnum: ['Guitar'], titledMultipleSelectEnum: ['value1'] },
      { titledMultipleSelectEnum: ['value1'] },
      { check: true, untitledMultipleSelectEnum: ['Guitar'] },
    ],
  ])('%s', (_name, request, values, initial, kept) => {
    expect(draftValues(request, values, initial)).toEqual(kept);
  });

  it('keeps a field named __proto__ as an ordinary answer', () => {
    const request = form({
      message: 'Odd names',
      requestedSchema: { type: 'object', properties: { ['__proto__']: { type: 'string' } } },
    });
    const values = JSON.parse('{"__proto__":"kept"}') as ElicitationValues;
    const kept = draftValues(request, values);
    expect(Object.hasOwn(kept, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(kept)).toBe(Object.prototype);
  });
});

describe('draftSchemaKey', () => {
  it.each([
    [
      'the same schema, keys in another order',
      {
        required: ['name', 'email'],
        properties: {
          age: { minimum: 18, type: 'number', description: 'Your age' },
          email: { format: 'email', type: 'string', description: 'Your email address' },
          name: { description: 'Your full name', type: 'string' },
        },
        type: 'object',
      },
      'Another message',
      true,
    ],
    ['another message only', undefined, 'Tell us who you are', true],
    [
      'a field more',
      {
        type: 'object',
        properties: {
          name: { type: 'string' },
          email: { type: 'string', format: 'email' },
          age: { type: 'number', minimum: 18 },
          city: { type: 'string' },
        },
      },
      undefined,
      false,
    ],
    [
      'another constraint',
      {
        type: 'object',
        properties: {
          name: { type: 'string', description: 'Your full name' },
          email: { type: 'string', format: 'email', description: 'Your email address' },
          age: { type: 'number', minimum: 21, description: 'Your age' },
        },
        required: ['name', 'email'],
      },
      undefined,
      false,
    ],
  ] as const)('%s: equivalent %s', (_name, requestedSchema, message, equivalent) => {
    const original = requestFixtures.seedStructuredData.params as { message: string; requestedSchema: unknown };
    const other = form({
      message: message ?? original.message,
      requestedSchema: requestedSchema ?? original.requestedSchema,
    });
    expect(draftSchemaKey(other) === draftSchemaKey(contact)).toBe(equivalent);
  });
});

describe('ElicitationDrafts', () => {
  it('offers a draft back for an equivalent request from the same server, not from another server', () => {
    const drafts = new ElicitationDrafts();
    expect(drafts.save(weather, contact, { name: 'Ada', email: 'ada@example.org' })).toMatchObject({
      server: 'weather-server',
      values: { name: 'Ada', email: 'ada@example.org' },
      savedAt: START,
    });
    const again = form({ ...(requestFixtures.seedStructuredData.params as object), message: 'Once more, please' });
    expect(drafts.find(weather, again)?.values).toEqual({ name: 'Ada', email: 'ada@example.org' });
    expect(drafts.find(calendar, again)).toBeNull();
    expect(drafts.find(weather, secrets)).toBeNull();
  });

  it.each([
    ['just before the window closes', 10 * MINUTE - 1, true],
    ['once the window has closed', 10 * MINUTE, false],
    ['an hour later', 60 * MINUTE, false],
  ])('with the default 10-minute window, %s: offered %s', (_name, later, offered) => {
    const drafts = new ElicitationDrafts();
    drafts.save(weather, contact, { name: 'Ada' });
    vi.setSystemTime(START + later);
    expect(drafts.find(weather, contact) !== null).toBe(offered);
  });

  it('follows the host-set window', () => {
    const drafts = new ElicitationDrafts({ keepFor: 30_000 });
    drafts.save(weather, contact, { name: 'Ada' });
    vi.setSystemTime(START + 29_999);
    expect(drafts.find(weather, contact)).not.toBeNull();
    vi.setSystemTime(START + 30_000);
    expect(drafts.find(weather, contact)).toBeNull();
  });

  it.each<[string, (drafts: ElicitationDrafts) => void]>([
    ['discarded (answered, declined, or the user said so)', (drafts) => drafts.discard(weather, contact)],
    ['saved again with nothing typed', (drafts) => drafts.save(weather, contact, {})],
    ['cleared', (drafts) => drafts.clear()],
  ])('keeps nothing once %s', (_name, step) => {
    const storage = recordingStorage();
    const drafts = new ElicitationDrafts({ storage });
    drafts.save(weather, contact, { name: 'Ada' });
    step(drafts);
    expect(drafts.find(weather, contact)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('a second save replaces the first', () => {
    const drafts = new ElicitationDrafts();
    drafts.save(weather, contact, { name: 'Ada' });
    vi.setSystemTime(START + MINUTE);
    drafts.save(weather, contact, { name: 'Ada Lovelace', email: 'ada@example.org' });
    expect(drafts.find(weather, contact)).toEqual({
      server: 'weather-server',
      schema: draftSchemaKey(contact),
      values: { name: 'Ada Lovelace', email: 'ada@example.org' },
      savedAt: START + MINUTE,
    });
  });

  it('writes sessionStorage-shaped storage as JSON under one key, without sensitive answers, and reads it back in a new page', () => {
    const storage = recordingStorage();
    new ElicitationDrafts({ storage }).save(weather, secrets, { username: 'ada', password: 'hunter2', apiKey: 'sk-1' });
    expect([...storage.items.keys()]).toEqual(['mcp-elicitation-react:drafts']);
    const stored = storage.items.get('mcp-elicitation-react:drafts') ?? '';
    expect(stored).not.toContain('hunter2');
    expect(stored).not.toContain('sk-1');
    // A reload: a new object over the same storage.
    expect(new ElicitationDrafts({ storage }).find(weather, secrets)?.values).toEqual({ username: 'ada' });
  });

  it('keeps at most maxDrafts, dropping the oldest', () => {
    const drafts = new ElicitationDrafts({ maxDrafts: 2 });
    const servers = ['a', 'b', 'c'].map((name) => ({ name }));
    for (const [index, server] of servers.entries()) {
      vi.setSystemTime(START + index);
      drafts.save(server, contact, { name: server.name });
    }
    expect(servers.map((server) => drafts.find(server, contact)?.values.name ?? null)).toEqual([null, 'b', 'c']);
  });

  it.each<[string, string]>([
    ['not JSON', '{'],
    ['not a list', '{"server":"weather-server"}'],
    ['entries of the wrong shape', '[{"server":1},{"server":"weather-server","schema":"x","values":[],"savedAt":1}]'],
  ])('reads storage holding %s as no drafts, and removes it', (_name, text) => {
    const storage = recordingStorage();
    storage.items.set('mcp-elicitation-react:drafts', text);
    const drafts = new ElicitationDrafts({ storage });
    expect(drafts.find(weather, contact)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('drops stored answers that are not answers', () => {
    const storage = recordingStorage();
    const drafts = new ElicitationDrafts({ storage });
    storage.items.set(
      'mcp-elicitation-react:drafts',
      JSON.stringify([
        {
          server: 'weather-server',
          schema: draftSchemaKey(contact),
          values: { name: 'Ada', age: { n: 1 } },
          savedAt: START,
        },
      ]),
    );
    expect(drafts.find(weather, contact)?.values).toEqual({ name: 'Ada' });
  });

  it('keeps nothing, and throws nothing, when the storage refuses', () => {
    const refusing: DraftStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    const drafts = new ElicitationDrafts({ storage: refusing });
    expect(() => drafts.save(weather, contact, { name: 'Ada' })).not.toThrow();
    expect(drafts.find(weather, contact)).toBeNull();
    expect(() => drafts.discard(weather, contact)).not.toThrow();
    expect(() => drafts.clear()).not.toThrow();
  });
});
