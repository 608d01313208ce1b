/**
 * Task-augmented elicitation (2025-11-25, "Tasks"): a server sends `elicitation/create` with
 * `params.task` to a client that declared `tasks.requests.elicitation.create`; the client answers at
 * once with a `CreateTaskResult`, the task sits in `input_required` while the person answers, and
 * the server polls `tasks/get` and fetches `tasks/result`. No request is held open while a person
 * is slow. The SDK keeps the task (its `taskStore`: `tasks/get`, `tasks/result`, `tasks/list` and
 * `tasks/cancel` are answered from it); this module creates it, asks the person, and settles it with
 * their answer exactly once. No SDK is imported here, at runtime or as a type.
 */
import type { ElicitResult } from 'mcp-elicitation-react/core';
import { isObject, own } from '../core/object';
import type { ElicitationAsk } from './handler';

/** A task's status, as the specification names them. */
export type ElicitationTaskStatus = 'working' | 'input_required' | 'completed' | 'failed' | 'cancelled';

/** A task as a task store returns it (the fields read here). */
export interface ElicitationTask {
  taskId: string;
  status: ElicitationTaskStatus;
  /** Milliseconds the task is kept from its creation; null keeps it until removed. */
  ttl: number | null;
  /** ISO 8601. */
  createdAt: string;
  pollInterval?: number;
  statusMessage?: string;
}

/**
 * The task store the SDK hands a request handler for one request (SDK v1: `extra.taskStore`, when
 * the `Client` was given a `taskStore`), the methods used here.
 */
export interface ElicitationTaskStore {
  createTask(params: { ttl?: number | null; pollInterval?: number }): Promise<ElicitationTask>;
  /** Resolves with the task, or null (or rejects) when it is gone. */
  getTask(taskId: string): Promise<ElicitationTask | null>;
  storeTaskResult(taskId: string, status: 'completed' | 'failed', result: ElicitResult): Promise<void>;
  updateTaskStatus(taskId: string, status: ElicitationTaskStatus, statusMessage?: string): Promise<void>;
}

/** What a client declares to receive task-augmented elicitation: `capabilities.tasks`. */
// A type, not an interface, so that it fits the SDKs' capability types (which carry index signatures).
export type ElicitationTasksCapability = {
  list: Record<string, never>;
  cancel: Record<string, never>;
  requests: { elicitation: { create: Record<string, never> } };
};

/**
 * The `tasks` client capability for task-augmented elicitation, beside `elicitation` at
 * `initialize`: `new Client(info, { capabilities: { elicitation, tasks: elicitationTasksCapability() }, taskStore })`.
 * It declares `tasks/list` and `tasks/cancel` as well, which the SDK's task store answers.
 */
export function elicitationTasksCapability(): ElicitationTasksCapability {
  return { list: {}, cancel: {}, requests: { elicitation: { create: {} } } };
}

/**
 * Thrown for a task-augmented request the handler cannot make a task of: its `tasks` option is off,
 * or the client holds no task store. The SDK sends the server the error (`code`, -32603).
 */
export class ElicitationTaskUnsupportedError extends Error {
  override readonly name = 'ElicitationTaskUnsupportedError';
  /** JSON-RPC "Internal error": the client was sent a task it cannot keep. */
  readonly code = -32603;
  readonly reason: 'not-enabled' | 'no-task-store';

  constructor(reason: 'not-enabled' | 'no-task-store') {
    super(
      reason === 'not-enabled'
        ? 'This handler does not answer task-augmented elicitations; create it with `tasks: true`.'
        : 'This client was sent a task-augmented elicitation but has no task store; give the Client a `taskStore`.',
    );
    this.reason = reason;
  }
}

/** The `CreateTaskResult` a task-augmented `elicitation/create` is answered with at once. */
export interface CreateElicitationTaskResult {
  task: ElicitationTask;
  [key: string]: unknown;
}

/** The `task` of task-augmented params: `{ ttl? }`, or undefined for an ordinary request. */
export function taskOf(params: unknown): { ttl?: number } | undefined {
  const task = isObject(params) ? own(params, 'task') : undefined;
  if (!isObject(task)) return undefined;
  const ttl = own(task, 'ttl');
  return typeof ttl === 'number' && Number.isFinite(ttl) && ttl >= 0 ? { ttl } : {};
}

function taskStoreOf(extra: unknown): ElicitationTaskStore | undefined {
  const store = isObject(extra) ? own(extra, 'taskStore') : undefined;
  return isObject(store) && typeof own(store, 'createTask') === 'function'
    ? (store as unknown as ElicitationTaskStore)
    : undefined;
}

/** How often the task is read back while the person answers, to notice `tasks/cancel` and expiry. */
const WATCH_INTERVAL_MS = 500;
/** The most by which a task's answer is due before the task expires. */
const EXPIRY_MARGIN_MS = 5000;
const TERMINAL: ReadonlySet<ElicitationTaskStatus> = new Set(['completed', 'failed', 'cancelled']);

/**
 * Creates the task of a task-augmented `elicitation/create`, puts it in `input_required` and
 * resolves with the `CreateTaskResult`; in the background it asks the person through `ask` and
 * settles the task once: `completed` with their `ElicitResult` (accept, decline or cancel), or
 * `failed` when asking failed. When the server cancels the task (`tasks/cancel`), the person's
 * dialog is withdrawn and nothing more is stored; the answer is due a little before the task's
 * `ttl` runs out, and time running out completes it with `cancel`.
 */
export async function startElicitationTask(
  ask: ElicitationAsk,
  params: unknown,
  store: ElicitationTaskStore,
  requested: { ttl?: number | null } = {},
): Promise<CreateElicitationTaskResult> {
  const created = await store.createTask({ ttl: requested.ttl ?? null, pollInterval: 1000 });
  const { taskId } = created;
  await store.updateTaskStatus(taskId, 'input_required', 'Waiting for the person to answer.');
  const createdAt = Date.parse(created.createdAt);
  const expiresAt =
    typeof created.ttl === 'number' ? (Number.isFinite(createdAt) ? createdAt : Date.now()) + created.ttl : undefined;
  // The answer is due a little before the task expires (a fifth of its ttl, at most 5 s), so that
  // running out of time is answered with cancel, which the server can still read, not a vanished task.
  const margin = created.ttl === null ? 0 : Math.min(EXPIRY_MARGIN_MS, created.ttl / 5);
  const deadline = expiresAt === undefined ? undefined : expiresAt - margin;
  const withdrawn = new AbortController();
  let settled = false;
  const watch = setInterval(() => {
    store.getTask(taskId).then(
      (task) => {
        if (!task) withdrawn.abort(new Error('The task is gone.'));
        else if (TERMINAL.has(task.status)) withdrawn.abort(new Error(`The task is ${task.status}.`));
      },
      () => withdrawn.abort(new Error('The task is gone.')),
    );
  }, WATCH_INTERVAL_MS);
  const stop = () => {
    settled = true;
    clearInterval(watch);
    if (overdue !== undefined) clearTimeout(overdue);
  };
  // The queue's deadline closes the dialog and answers cancel itself; an ask without deadlines (the
  // bridge's) is withdrawn here, halfway through the margin, and the task completed with cancel.
  const overdue =
    deadline === undefined
      ? undefined
      : setTimeout(
          () => {
            if (settled) return;
            stop();
            withdrawn.abort(new Error('Time ran out to answer.'));
            store.storeTaskResult(taskId, 'completed', { action: 'cancel' }).catch(() => {});
          },
          Math.max(0, deadline - Date.now()) + margin / 2,
        );
  ask(params, { signal: withdrawn.signal, deadline }).then(
    (result) => {
      if (settled) return;
      stop();
      // A task that was cancelled or expired meanwhile refuses the result: nothing more to do.
      store.storeTaskResult(taskId, 'completed', result).catch(() => {});
    },
    (error: unknown) => {
      if (settled) return;
      stop();
      if (withdrawn.signal.aborted) return;
      // An infrastructure failure is the task's failure, never the person's cancel.
      const message = error instanceof Error ? error.message : String(error);
      store.updateTaskStatus(taskId, 'failed', `The elicitation could not be shown: ${message}`).catch(() => {});
    },
  );
  return { task: { ...created, status: 'input_required', statusMessage: 'Waiting for the person to answer.' } };
}

/**
 * Wraps an `elicitation/create` handler so that a task-augmented request (`params.task`, with the
 * SDK's `extra.taskStore`) is answered with a `CreateTaskResult` and settled later through `ask`;
 * other requests go to `handler` as before.
 * @throws {ElicitationTaskUnsupportedError} for a task-augmented request when `enabled` is false or
 *   the SDK gave no task store.
 */
export function answeringTasks<R>(
  ask: ElicitationAsk,
  handler: (request: { params?: unknown }, extra?: unknown) => Promise<R>,
  enabled: boolean,
): (request: { params?: unknown }, extra?: unknown) => Promise<R | CreateElicitationTaskResult> {
  return async (request, extra) => {
    const task = taskOf(request.params);
    if (!task) return handler(request, extra);
    if (!enabled) throw new ElicitationTaskUnsupportedError('not-enabled');
    const store = taskStoreOf(extra);
    if (!store) throw new ElicitationTaskUnsupportedError('no-task-store');
    const ttl = isObject(extra) ? own(extra, 'taskRequestedTtl') : undefined;
    return startElicitationTask(ask, request.params, store, { ttl: typeof ttl === 'number' ? ttl : task.ttl });
  };
}
