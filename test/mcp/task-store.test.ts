/**
 * `createMemoryTaskStore` (issue 23): the SDK v1 `TaskStore` contract in memory, for pages that hold
 * their own client. Tasks expire `ttl` after creation and again `ttl` after they end, sessions are
 * kept apart, ended tasks cannot change, and a server cannot make it keep more than `maxTasks`.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryTaskStore } from '../../src/mcp';

afterEach(() => {
  vi.useRealTimers();
});

describe('createMemoryTaskStore', () => {
  it('creates working tasks with the requested ttl, capped at maxTtl', async () => {
    const store = createMemoryTaskStore({ maxTtl: 60_000 });
    const short = await store.createTask({ ttl: 1000, pollInterval: 500 }, 1, {}, 's');
    const long = await store.createTask({ ttl: 10_000_000 }, 2, {}, 's');
    const unset = await store.createTask({}, 3, {}, 's');
    expect(short).toMatchObject({ status: 'working', ttl: 1000, pollInterval: 500 });
    expect(long.ttl).toBe(60_000);
    expect(unset.ttl).toBe(60_000);
    expect(new Set([short.taskId, long.taskId, unset.taskId]).size).toBe(3);
    store.cleanup();
  });

  it('forgets a task ttl after its creation, and keeps an answered one ttl after it ended', async () => {
    vi.useFakeTimers();
    const store = createMemoryTaskStore();
    const unanswered = await store.createTask({ ttl: 1000 }, 1, {}, undefined);
    const answered = await store.createTask({ ttl: 1000 }, 2, {}, undefined);
    await vi.advanceTimersByTimeAsync(800);
    await store.storeTaskResult(answered.taskId, 'completed', { action: 'decline' });
    await vi.advanceTimersByTimeAsync(300);
    expect(await store.getTask(unanswered.taskId)).toBeNull();
    expect(await store.getTaskResult(answered.taskId)).toEqual({ action: 'decline' });
    await vi.advanceTimersByTimeAsync(800);
    expect(await store.getTask(answered.taskId)).toBeNull();
    await expect(store.getTaskResult(answered.taskId)).rejects.toThrow(/not found/);
  });

  it('keeps sessions apart: another session’s task is not found, nor listed', async () => {
    const store = createMemoryTaskStore();
    const task = await store.createTask({ ttl: 1000 }, 1, {}, 'alice');
    expect(await store.getTask(task.taskId, 'mallory')).toBeNull();
    await expect(store.updateTaskStatus(task.taskId, 'cancelled', undefined, 'mallory')).rejects.toThrow(/not found/);
    expect((await store.listTasks(undefined, 'mallory')).tasks).toEqual([]);
    expect((await store.listTasks(undefined, 'alice')).tasks.map((listed) => listed.taskId)).toEqual([task.taskId]);
    store.cleanup();
  });

  it('lets an ended task change no more, and has no result before one is stored', async () => {
    const store = createMemoryTaskStore();
    const task = await store.createTask({ ttl: 1000 }, 1, {}, undefined);
    await expect(store.getTaskResult(task.taskId)).rejects.toThrow(/no result yet/);
    await store.updateTaskStatus(task.taskId, 'input_required', 'Waiting.');
    expect(await store.getTask(task.taskId)).toMatchObject({ status: 'input_required', statusMessage: 'Waiting.' });
    await store.updateTaskStatus(task.taskId, 'cancelled');
    await expect(store.storeTaskResult(task.taskId, 'completed', { action: 'accept' })).rejects.toThrow(
      /already cancelled/,
    );
    await expect(store.getTaskResult(task.taskId)).rejects.toThrow(/no result yet/);
    store.cleanup();
  });

  it('refuses a task beyond maxTasks', async () => {
    const store = createMemoryTaskStore({ maxTasks: 2 });
    await store.createTask({ ttl: 1000 }, 1, {}, undefined);
    await store.createTask({ ttl: 1000 }, 2, {}, undefined);
    await expect(store.createTask({ ttl: 1000 }, 3, {}, undefined)).rejects.toThrow(/At most 2 tasks/);
    store.cleanup();
  });
});
