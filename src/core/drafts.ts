/**
 * Drafts: the answers a person typed into a form that ended without their choosing (withdrawn by
 * the server, timed out, dismissed, or the page went away), kept for a while so that an
 * equivalent request from the same server can offer them back. Answered and declined requests
 * keep nothing, and fields that look like they ask for secrets are never kept.
 */
import type { ElicitationValues, FormElicitationRequest } from './model';
import { isObject, own } from './object';
import { findSensitiveFields, type SensitiveWords } from './sensitive';
import type { ServerInfo } from './server';

/** The part of the Web Storage API drafts use: `sessionStorage` fits, and so does any look-alike. */
export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Options of `ElicitationDrafts`. */
export interface ElicitationDraftsOptions {
  /**
   * Where drafts live. The default keeps them in this object's memory, gone with the page; pass
   * `sessionStorage` to keep them across reloads of the tab (never across tabs or browser restarts).
   * @default in memory
   */
  storage?: DraftStorage;
  /** How long, in milliseconds, a draft is offered back after it was kept. @default 600000 (10 minutes) */
  keepFor?: number;
  /** At most this many drafts are kept; the oldest go first. @default 20 */
  maxDrafts?: number;
  /** The storage key all drafts are kept under. @default 'mcp-elicitation-react:drafts' */
  storageKey?: string;
}

/** A kept draft. */
export interface ElicitationDraft {
  /** The name of the server whose request it answered (`ServerInfo.name`). */
  readonly server: string;
  /** The request's schema, canonical JSON: a request with the same schema is equivalent. */
  readonly schema: string;
  /** The answers typed, only those that differ from the starting values, never sensitive ones. */
  readonly values: ElicitationValues;
  /** When it was kept (epoch milliseconds). */
  readonly savedAt: number;
}

const DEFAULT_STORAGE_KEY = 'mcp-elicitation-react:drafts';
const DEFAULT_KEEP_FOR = 10 * 60_000;
const DEFAULT_MAX_DRAFTS = 20;

/** JSON with object keys sorted at every level, so equal schemas give equal text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isObject(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The identity of a request's schema: two requests with the same one are equivalent. */
export function draftSchemaKey(request: FormElicitationRequest): string {
  return canonicalJson(request.requestedSchema);
}

/** Whether `value` is an answer a form field can hold: text, a finite number, yes/no, or a list of texts. */
function isAnswer(value: unknown): boolean {
  if (typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/**
 * What of `values` a draft keeps: answers to the request's fields that differ from `initial` (the
 * schema defaults and the host's starting values), except fields `findSensitiveFields` flags.
 */
export function draftValues(
  request: FormElicitationRequest,
  values: ElicitationValues,
  initial: ElicitationValues = {},
  sensitiveWords: readonly SensitiveWords[] = [],
): ElicitationValues {
  const sensitive = new Set(findSensitiveFields(request, sensitiveWords).map((field) => field.name));
  const kept: [string, unknown][] = [];
  for (const { name } of request.fields) {
    const value = own(values, name);
    if (sensitive.has(name) || !isAnswer(value)) continue;
    if (canonicalJson(value) === canonicalJson(own(initial, name))) continue;
    kept.push([name, value]);
  }
  return Object.fromEntries(kept);
}

function readDraft(value: unknown): ElicitationDraft | null {
  if (!isObject(value)) return null;
  const server = own(value, 'server');
  const schema = own(value, 'schema');
  const values = own(value, 'values');
  const savedAt = own(value, 'savedAt');
  if (typeof server !== 'string' || typeof schema !== 'string' || typeof savedAt !== 'number' || !isObject(values)) {
    return null;
  }
  const answers = Object.fromEntries(Object.entries(values).filter(([, answer]) => isAnswer(answer)));
  return { server, schema, values: answers, savedAt };
}

/** In-memory storage: the default, gone with the page. */
function memoryStorage(): DraftStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

/** Whether `draft` was kept for an equivalent request: the same server name and schema. */
function isDraftOf(draft: ElicitationDraft, server: ServerInfo, schema: string): boolean {
  return draft.server === server.name && draft.schema === schema;
}

/**
 * Kept drafts, looked up by server name and schema. Best effort: when the storage refuses
 * (disabled, full), drafts are simply not kept. Expired drafts are removed whenever drafts are read.
 */
export class ElicitationDrafts {
  private readonly storage: DraftStorage;
  private readonly storageKey: string;
  /** How long a draft is offered back, in milliseconds. */
  readonly keepFor: number;
  private readonly maxDrafts: number;

  constructor({
    storage,
    keepFor = DEFAULT_KEEP_FOR,
    maxDrafts = DEFAULT_MAX_DRAFTS,
    storageKey = DEFAULT_STORAGE_KEY,
  }: ElicitationDraftsOptions = {}) {
    this.storage = storage ?? memoryStorage();
    this.keepFor = keepFor;
    this.maxDrafts = maxDrafts;
    this.storageKey = storageKey;
  }

  /**
   * Keeps what the user typed for `request` from `server` (see `draftValues`), replacing an
   * earlier draft of the same request. `sensitiveWords` are the catalogue's (secret-looking fields
   * are never kept; English words are always checked). Returns the draft, or null when there was nothing to keep
   * (any earlier draft is then removed).
   */
  save(
    server: ServerInfo,
    request: FormElicitationRequest,
    values: ElicitationValues,
    initial?: ElicitationValues,
    sensitiveWords?: readonly SensitiveWords[],
  ): ElicitationDraft | null {
    const kept = draftValues(request, values, initial, sensitiveWords);
    if (Object.keys(kept).length === 0) {
      this.discard(server, request);
      return null;
    }
    const schema = draftSchemaKey(request);
    const others = this.read().filter((draft) => !isDraftOf(draft, server, schema));
    const draft: ElicitationDraft = { server: server.name, schema, values: kept, savedAt: Date.now() };
    this.write([...others, draft].slice(-this.maxDrafts));
    return draft;
  }

  /** The draft kept for an equivalent request (same server name, same schema), if not expired. */
  find(server: ServerInfo, request: FormElicitationRequest): ElicitationDraft | null {
    const schema = draftSchemaKey(request);
    return this.read().find((draft) => isDraftOf(draft, server, schema)) ?? null;
  }

  /** Removes the draft of an equivalent request: it was answered or declined, or the user discarded it. */
  discard(server: ServerInfo, request: FormElicitationRequest): void {
    const schema = draftSchemaKey(request);
    const drafts = this.read();
    const others = drafts.filter((draft) => !isDraftOf(draft, server, schema));
    if (others.length !== drafts.length) this.write(others);
  }

  /** Removes every draft. */
  clear(): void {
    try {
      this.storage.removeItem(this.storageKey);
    } catch {
      // A storage that refuses has nothing of ours to remove.
    }
  }

  /** The drafts not yet expired; expired and unreadable ones are dropped from the storage. */
  private read(): ElicitationDraft[] {
    let text: string | null;
    try {
      text = this.storage.getItem(this.storageKey);
    } catch {
      return [];
    }
    if (text === null) return [];
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
    const entries = Array.isArray(parsed) ? parsed : [];
    const oldest = Date.now() - this.keepFor;
    const drafts = entries
      .map(readDraft)
      .filter((draft): draft is ElicitationDraft => draft !== null && draft.savedAt > oldest);
    if (drafts.length !== entries.length || !Array.isArray(parsed)) this.write(drafts);
    return drafts;
  }

  private write(drafts: readonly ElicitationDraft[]): void {
    try {
      if (drafts.length === 0) this.storage.removeItem(this.storageKey);
      else this.storage.setItem(this.storageKey, JSON.stringify(drafts));
    } catch {
      // Full or disabled storage: the draft is not kept; nothing else depends on it.
    }
  }
}
