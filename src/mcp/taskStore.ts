/**
 * A task store that runs in browsers as well as on servers: SDK v1's `InMemoryTaskStore` needs
 * Node's `crypto`, so a page that holds its own SDK v1 client (and answers task-augmented
 * elicitations) passes this one as the `Client`'s `taskStore` instead. It implements the SDK's
 * `TaskStore` contract without importing the SDK: tasks are kept per transport session, for their
 * `ttl` from creation and again from when they end, and at most `maxTasks` at a time.
 */
import type { ElicitResult } from 'mcp-elicitation-react/core';
import type { ElicitationTaskStatus } from './tasks';

/** A task as the SDK's `Task` type has it. */
export interface MemoryTask {
  taskId: string;
  status: ElicitationTaskStatus;
  ttl: number | null;
  createdAt: string;
  lastUpdatedAt: string;
  pollInterval?: number;
  statusMessage?: string;
}

/** What the task was created with, as the SDK passes it. */
export interface MemoryTaskParams {
  ttl?: number | null;
  pollInterval?: number;
}

/** The SDK v1 `TaskStore` contract, for `new Client(info, { taskStore })`. */
export interface MemoryTaskStore {
  createTask(params: MemoryTaskParams, requestId: unknown, request: unknown, sessionId?: string): Promise<MemoryTask>;
  getTask(taskId: string, sessionId?: string): Promise<MemoryTask | null>;
  storeTaskResult(
    taskId: string,
    status: 'completed' | 'failed',
    result: ElicitResult | Record<string, unknown>,
    sessionId?: string,
  ): Promise<void>;
  getTaskResult(taskId: string, sessionId?: string): Promise<Record<string, unknown>>;
  updateTaskStatus(
    taskId: string,
    status: ElicitationTaskStatus,
    statusMessage?: string,
    sessionId?: string,
  ): Promise<void>;
  listTasks(cursor?: string, sessionId?: string): Promise<{ tasks: MemoryTask[]; nextCursor?: string }>;
  /** Forgets every task and stops their timers (at shutdown). */
  cleanup(): void;
}

/** Options of `createMemoryTaskStore`. */
export interface MemoryTaskStoreOptions {
  /**
   * At most this many tasks are kept; creating one more fails (the server gets an error), so a
   * server cannot fill the page's memory.
   * @default 100
   */
  maxTasks?: number;
  /**
   * The longest `ttl` granted, in milliseconds; a task asked for without one, or for longer, gets this.
   * @default 3_600_000 (an hour)
   */
  maxTtl?: number;
}

interface Kept {
  task: MemoryTask;
  sessionId: string | undefined;
  result?: Record<string, unknown>;
  timer?: ReturnType<typeof setTimeout>;
}

const TERMINAL: ReadonlySet<ElicitationTaskStatus> = new Set(['completed', 'failed', 'cancelled']);

/** An in-memory task store for SDK v1 clients, in browsers and on servers. */
export function createMemoryTaskStore({
  maxTasks = 100,
  maxTtl = 3_600_000,
}: MemoryTaskStoreOptions = {}): MemoryTaskStore {
  const tasks = new Map<string, Kept>();
  const copy = (task: MemoryTask): MemoryTask => ({ ...task });
  /**
   * Whether a task belongs to `sessionId`: another session's task is as unknown as a missing one;
   * a call without a session (the host's own) and a task without one match any, as in the SDK's store.
   */
  const mine = (kept: Kept, sessionId: string | undefined) =>
    sessionId === undefined || kept.sessionId === undefined || kept.sessionId === sessionId;
  const find = (taskId: string, sessionId: string | undefined): Kept | undefined => {
    const kept = tasks.get(taskId);
    return kept && mine(kept, sessionId) ? kept : undefined;
  };
  const expireIn = (kept: Kept) => {
    if (kept.timer !== undefined) clearTimeout(kept.timer);
    if (kept.task.ttl === null) return;
    kept.timer = setTimeout(() => tasks.delete(kept.task.taskId), kept.task.ttl);
  };
  const existing = (taskId: string, sessionId: string | undefined): Kept => {
    const kept = find(taskId, sessionId);
    if (!kept) throw new Error(`Task ${taskId} not found.`);
    return kept;
  };
  const change = (kept: Kept, status: ElicitationTaskStatus, statusMessage?: string) => {
    if (TERMINAL.has(kept.task.status)) {
      throw new Error(`Task ${kept.task.taskId} is already ${kept.task.status}; it cannot become ${status}.`);
    }
    kept.task.status = status;
    kept.task.lastUpdatedAt = new Date().toISOString();
    if (statusMessage !== undefined) kept.task.statusMessage = statusMessage;
    // An ended task is kept for its ttl again, so that the server can still read its result.
    if (TERMINAL.has(status)) expireIn(kept);
  };
  return {
    async createTask(params, _requestId, _request, sessionId) {
      if (tasks.size >= maxTasks) throw new Error(`At most ${maxTasks} tasks are kept at a time.`);
      const requested =
        typeof params.ttl === 'number' && Number.isFinite(params.ttl) && params.ttl >= 0 ? params.ttl : maxTtl;
      const now = new Date().toISOString();
      const task: MemoryTask = {
        taskId: crypto.randomUUID(),
        status: 'working',
        ttl: Math.min(requested, maxTtl),
        createdAt: now,
        lastUpdatedAt: now,
      };
      if (typeof params.pollInterval === 'number') task.pollInterval = params.pollInterval;
      const kept: Kept = { task, sessionId };
      tasks.set(task.taskId, kept);
      expireIn(kept);
      return copy(task);
    },
    async getTask(taskId, sessionId) {
      const kept = find(taskId, sessionId);
      return kept ? copy(kept.task) : null;
    },
    async storeTaskResult(taskId, status, result, sessionId) {
      const kept = existing(taskId, sessionId);
      change(kept, status);
      kept.result = { ...result };
    },
    async getTaskResult(taskId, sessionId) {
      const kept = existing(taskId, sessionId);
      if (!kept.result) throw new Error(`Task ${taskId} has no result yet.`);
      return { ...kept.result };
    },
    async updateTaskStatus(taskId, status, statusMessage, sessionId) {
      change(existing(taskId, sessionId), status, statusMessage);
    },
    async listTasks(_cursor, sessionId) {
      return {
        tasks: [...tasks.values()].filter((kept) => mine(kept, sessionId)).map((kept) => copy(kept.task)),
      };
    },
    cleanup() {
      for (const kept of tasks.values()) if (kept.timer !== undefined) clearTimeout(kept.timer);
      tasks.clear();
    },
  };
}
