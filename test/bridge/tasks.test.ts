/**
 * Task-augmented elicitation (issue 23), 2025-11-25: the client answers `elicitation/create` with
 * `params.task` at once with a `CreateTaskResult`, the task sits in `input_required` while the
 * person answers, and the server polls `tasks/get` and fetches `tasks/result`. Real SDK v1 clients
 * with the SDK's in-memory task store, against real `@modelcontextprotocol/server-everything`
 * (`trigger-elicitation-request-async`) and, for `tasks/cancel` and `ttl`, a real SDK v1 server of
 * the test's own. Through the SDK v1 adapter (a queue, as the dialog answers it) and the bridge (the
 * real browser half, several tabs, a reload).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { InMemoryTaskStore } from '@modelcontextprotocol/sdk/experimental/tasks/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { CreateTaskResultSchema, ElicitRequestSchema, GetTaskResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort, waitForHttp } from '../../harness/net.ts';
import { connectElicitationBridge, createElicitationBridge, type ElicitationBridge } from '../../src/bridge';
import {
  createMemoryTaskStore,
  ElicitationQueue,
  type ElicitationRequestItem,
  ElicitationTaskUnsupportedError,
  elicitationTasksCapability,
  type MemoryTaskStore,
} from '../../src/mcp';
import { createSdkV1ElicitationHandler } from '../../src/mcp/sdkV1';
import { as, authorizeBySessionHeader, type ServedBridge, serveBridge, until } from './support';

const server = { name: 'everything', title: 'Everything' };
const clientInfo = { name: 'tasks-test', version: '0.0.0' };
const capabilities = { elicitation: {}, tasks: elicitationTasksCapability() };
const ASYNC_TOOL = 'trigger-elicitation-request-async';

let everything: ChildProcess;
let everythingUrl: string;
let bridge: ElicitationBridge;
let served: ServedBridge;
const cleanups: (() => unknown)[] = [];

beforeAll(async () => {
  const port = await freePort();
  everything = spawn(
    process.execPath,
    [fileURLToPath(import.meta.resolve('@modelcontextprotocol/server-everything/dist/index.js')), 'streamableHttp'],
    { env: { ...process.env, PORT: String(port) }, stdio: 'ignore' },
  );
  everythingUrl = `http://127.0.0.1:${port}/mcp`;
  await waitForHttp(everythingUrl, {
    timeoutMs: 30_000,
    exited: () => (everything.exitCode === null ? null : 'exited'),
  });
  bridge = createElicitationBridge({ authorize: authorizeBySessionHeader, heartbeatMs: 60_000 });
  served = await serveBridge(bridge);
}, 60_000);

afterAll(async () => {
  await bridge?.close();
  await served?.close();
  everything?.kill();
});

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** An SDK v1 client of server-everything that keeps tasks in the SDK's in-memory store. */
async function everythingClient(
  handler: Parameters<Client['setRequestHandler']>[1],
  taskStore: InMemoryTaskStore | MemoryTaskStore = new InMemoryTaskStore(),
) {
  const client = new Client(clientInfo, { capabilities, taskStore });
  client.setRequestHandler(ElicitRequestSchema, handler);
  await client.connect(new StreamableHTTPClientTransport(new URL(everythingUrl)));
  cleanups.push(
    () => client.close(),
    () => taskStore.cleanup(),
  );
  return { client, taskStore };
}

async function shown(queue: ElicitationQueue): Promise<ElicitationRequestItem> {
  await until(() => queue.getSnapshot().current?.kind === 'elicitation', 15_000, 'the task’s elicitation');
  return queue.getSnapshot().current as ElicitationRequestItem;
}

const textOf = (result: unknown) =>
  (result as { content: { text?: string }[] }).content.map((part) => part.text ?? '').join('\n');

/** The only task in the store, once it has one. */
async function onlyTask(taskStore: InMemoryTaskStore | MemoryTaskStore) {
  await until(async () => (await taskStore.listTasks()).tasks.length === 1, 10_000, 'the task');
  return (await taskStore.listTasks()).tasks[0]!;
}

describe('SDK v1 adapter with tasks: true, against server-everything', () => {
  it('works the same with the library’s own memory task store (which runs in browsers)', async () => {
    const queue = new ElicitationQueue();
    const { client, taskStore } = await everythingClient(
      createSdkV1ElicitationHandler(queue, { server, tasks: true }),
      createMemoryTaskStore(),
    );
    const call = client.callTool({ name: ASYNC_TOOL, arguments: {} }, undefined, { timeout: 60_000 });
    const item = await shown(queue);
    const task = await onlyTask(taskStore);
    expect(task).toMatchObject({ status: 'input_required', ttl: 600_000 });
    queue.respond(item.id, { action: 'accept', content: { name: 'Lin' } });
    expect(textOf(await call)).toContain('- Name: Lin');
    expect(await taskStore.getTaskResult(task.taskId)).toEqual({ action: 'accept', content: { name: 'Lin' } });
    // Another transport session cannot see it, and an ended task cannot change.
    expect(await taskStore.getTask(task.taskId, 'another session')).toBeNull();
    await expect(taskStore.updateTaskStatus(task.taskId, 'cancelled')).rejects.toThrow(/already completed/);
  }, 60_000);

  it('lists the async tool once the client declares tasks.requests.elicitation.create', async () => {
    const { client } = await everythingClient(
      createSdkV1ElicitationHandler(new ElicitationQueue(), { server, tasks: true }),
    );
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toContain(ASYNC_TOOL);
  });

  it('answers with a task at once, keeps it input_required, and settles it with the person’s accept', async () => {
    const queue = new ElicitationQueue();
    const { client, taskStore } = await everythingClient(createSdkV1ElicitationHandler(queue, { server, tasks: true }));
    const call = client.callTool({ name: ASYNC_TOOL, arguments: {} }, undefined, { timeout: 60_000 });
    const item = await shown(queue);
    expect(item.server).toEqual(server);
    const task = await onlyTask(taskStore);
    expect(task).toMatchObject({ status: 'input_required', ttl: 600_000 });
    // The dialog knows when the answer is due: 5 s before the task expires (its creation plus its ttl).
    expect(item.deadline).toBe(Date.parse(task.createdAt) + 600_000 - 5000);
    queue.respond(item.id, { action: 'accept', content: { name: 'Ada', favoriteColor: 'Blue', agreeToTerms: true } });
    const text = textOf(await call);
    expect(text).toContain('[COMPLETED] User provided the requested information!');
    expect(text).toContain('- Name: Ada');
    expect(text).toContain('- Favorite Color: Blue');
    expect(text).toContain(`Task created: ${task.taskId}`);
    expect(await taskStore.getTask(task.taskId)).toMatchObject({ status: 'completed' });
    expect(await taskStore.getTaskResult(task.taskId)).toEqual({
      action: 'accept',
      content: { name: 'Ada', favoriteColor: 'Blue', agreeToTerms: true },
    });
    // Exactly once: a second answer changes nothing.
    queue.respond(item.id, { action: 'decline' });
    expect(await taskStore.getTaskResult(task.taskId)).toMatchObject({ action: 'accept' });
  }, 60_000);

  it.each([
    ['decline', '[DECLINED] User declined to provide the requested information.'],
    ['cancel', '[CANCELLED] User cancelled the elicitation dialog.'],
  ] as const)(
    'settles the task with %s, which the server reads as such',
    async (action, said) => {
      const queue = new ElicitationQueue();
      const { client, taskStore } = await everythingClient(
        createSdkV1ElicitationHandler(queue, { server, tasks: true }),
      );
      const call = client.callTool({ name: ASYNC_TOOL, arguments: {} }, undefined, { timeout: 60_000 });
      queue.respond((await shown(queue)).id, { action });
      expect(textOf(await call)).toContain(said);
      const task = await onlyTask(taskStore);
      expect(await taskStore.getTaskResult(task.taskId)).toEqual({ action });
    },
    60_000,
  );

  it('refuses a task-augmented request without tasks: true, naming the option', async () => {
    const queue = new ElicitationQueue();
    const { client } = await everythingClient(createSdkV1ElicitationHandler(queue, { server }));
    const result = await client.callTool({ name: ASYNC_TOOL, arguments: {} }, undefined, { timeout: 60_000 });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain('tasks: true');
    expect(queue.getSnapshot().items).toEqual([]);
  }, 60_000);
});

/**
 * A real SDK v1 server whose tool asks for a task with `ttl`, then either cancels it after `cancelAfter`
 * ms (`tasks/cancel`) or polls it until it is gone; it reports what it saw.
 */
async function taskServer(client: Client, options: { ttl: number; cancelAfter?: number }) {
  const mcp = new McpServer({ name: 'task-server', version: '0.0.0' });
  const seen: string[] = [];
  mcp.registerTool('ask_later', { inputSchema: {} }, async (_args, extra) => {
    const created = await extra.sendRequest(
      {
        method: 'elicitation/create',
        params: {
          task: { ttl: options.ttl },
          message: 'Later, please.',
          requestedSchema: { type: 'object', properties: { name: { type: 'string' } } },
        },
      },
      CreateTaskResultSchema,
    );
    const { taskId } = created.task;
    seen.push(`created ${created.task.status}`);
    if (options.cancelAfter !== undefined) {
      await new Promise((resolve) => setTimeout(resolve, options.cancelAfter));
      const cancelled = await extra.sendRequest({ method: 'tasks/cancel', params: { taskId } }, GetTaskResultSchema);
      seen.push(`cancelled ${cancelled.status}`);
    }
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      try {
        const task = await extra.sendRequest({ method: 'tasks/get', params: { taskId } }, GetTaskResultSchema);
        if (task.status !== 'input_required') {
          seen.push(`polled ${task.status}`);
          break;
        }
      } catch (error) {
        seen.push(`polled ${(error as Error).message}`);
        break;
      }
    }
    return { content: [{ type: 'text', text: seen.join('\n') }] };
  });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await mcp.connect(serverSide);
  await client.connect(clientSide);
  cleanups.push(() => mcp.close());
  return { seen };
}

/** An SDK v1 client with the adapter (tasks on) and the SDK's task store, not yet connected. */
function adapterClient() {
  const queue = new ElicitationQueue();
  const taskStore = new InMemoryTaskStore();
  const client = new Client(clientInfo, { capabilities, taskStore });
  client.setRequestHandler(ElicitRequestSchema, createSdkV1ElicitationHandler(queue, { server, tasks: true }));
  cleanups.push(
    () => client.close(),
    () => taskStore.cleanup(),
  );
  return { queue, taskStore, client };
}

describe('a server that cancels the task, and a task that expires', () => {
  it('tasks/cancel closes the dialog with a notice, and nothing is stored', async () => {
    const { queue, taskStore, client } = adapterClient();
    await taskServer(client, { ttl: 60_000, cancelAfter: 300 });
    const call = client.callTool({ name: 'ask_later', arguments: {} });
    const item = await shown(queue);
    const task = await onlyTask(taskStore);
    await until(() => queue.getSnapshot().current === null, 5_000, 'the dialog to close');
    expect(queue.getSnapshot().notices).toEqual([expect.objectContaining({ kind: 'withdrawn', server })]);
    expect(textOf(await call)).toBe('created input_required\ncancelled cancelled\npolled cancelled');
    // An answer that comes anyway (a slow tab) changes nothing: the task stays cancelled, with no result.
    queue.respond(item.id, { action: 'accept', content: { name: 'late' } });
    expect((await taskStore.getTask(task.taskId))?.status).toBe('cancelled');
  }, 30_000);

  it('a task whose ttl runs out closes the dialog (time ran out) just before, and completes with cancel', async () => {
    const { queue, taskStore, client } = adapterClient();
    const { seen } = await taskServer(client, { ttl: 2000 });
    const call = client.callTool({ name: 'ask_later', arguments: {} });
    const item = await shown(queue);
    const task = await onlyTask(taskStore);
    // Due a fifth of the ttl before the task expires.
    expect(item.deadline).toBe(Date.parse(task.createdAt) + 1600);
    await until(() => queue.getSnapshot().current === null, 10_000, 'the dialog to close');
    expect(queue.getSnapshot().notices).toEqual([expect.objectContaining({ kind: 'expired', server })]);
    expect(textOf(await call)).toBe('created input_required\npolled completed');
    expect(seen).toEqual(['created input_required', 'polled completed']);
    expect(await taskStore.getTaskResult(task.taskId)).toEqual({ action: 'cancel' });
    // A late answer changes nothing.
    queue.respond(item.id, { action: 'accept', content: { name: 'too late' } });
    expect(await taskStore.getTaskResult(task.taskId)).toEqual({ action: 'cancel' });
  }, 30_000);

  it('through the bridge too (which has no deadlines): the page’s request is withdrawn, the task completes with cancel', async () => {
    const queue = new ElicitationQueue();
    const connection = connectElicitationBridge({ url: served.url, queue, headers: as('expiry') });
    cleanups.push(() => connection.close());
    const taskStore = new InMemoryTaskStore();
    const client = new Client(clientInfo, { capabilities, taskStore });
    client.setRequestHandler(ElicitRequestSchema, bridge.handlerFor('expiry', server, { tasks: true }));
    cleanups.push(
      () => client.close(),
      () => taskStore.cleanup(),
    );
    await taskServer(client, { ttl: 2000 });
    const call = client.callTool({ name: 'ask_later', arguments: {} });
    await shown(queue);
    await until(() => queue.getSnapshot().current === null, 10_000, 'the page to close it');
    expect(queue.getSnapshot().notices).toEqual([expect.objectContaining({ kind: 'withdrawn', server })]);
    expect(textOf(await call)).toBe('created input_required\npolled completed');
    const task = await onlyTask(taskStore);
    expect(await taskStore.getTaskResult(task.taskId)).toEqual({ action: 'cancel' });
  }, 30_000);
});

describe('the bridge with tasks: true (the task lives on the host’s server)', () => {
  function tab(session: string) {
    const queue = new ElicitationQueue();
    const connection = connectElicitationBridge({ url: served.url, queue, headers: as(session) });
    return { queue, close: () => connection.close() };
  }

  it('shows the task’s elicitation in every tab, after a reload too, and the answer from any tab settles it once', async () => {
    const first = tab('tasks');
    const second = tab('tasks');
    cleanups.push(first.close, second.close);
    const { client, taskStore } = await everythingClient(bridge.handlerFor('tasks', server, { tasks: true }));
    const call = client.callTool({ name: ASYNC_TOOL, arguments: {} }, undefined, { timeout: 60_000 });
    await shown(first.queue);
    await shown(second.queue);
    expect((await onlyTask(taskStore)).status).toBe('input_required');
    // The first tab reloads: a new page on the same session sees the task's elicitation again.
    first.close();
    const reloaded = tab('tasks');
    cleanups.push(reloaded.close);
    const item = await shown(reloaded.queue);
    reloaded.queue.respond(item.id, { action: 'accept', content: { name: 'Grace', favoriteColor: 'Green' } });
    const text = textOf(await call);
    expect(text).toContain('[COMPLETED]');
    expect(text).toContain('- Name: Grace');
    // The other tab closes it as answered elsewhere; its late answer reaches nobody.
    await until(() => second.queue.getSnapshot().current === null, 10_000, 'the other tab to close it');
    const task = await onlyTask(taskStore);
    expect(await taskStore.getTaskResult(task.taskId)).toEqual({
      action: 'accept',
      content: { name: 'Grace', favoriteColor: 'Green' },
    });
  }, 60_000);

  it('refuses a task-augmented request on a handler without tasks: true', async () => {
    const handler = bridge.handlerFor('plain', server);
    await expect(
      handler(
        { params: { task: { ttl: 1000 }, message: 'm', requestedSchema: { type: 'object', properties: {} } } },
        {},
      ),
    ).rejects.toBeInstanceOf(ElicitationTaskUnsupportedError);
  });
});
