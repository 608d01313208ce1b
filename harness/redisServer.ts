/**
 * Starts Debian's `redis-server` on a free 127.0.0.1 port without persistence, for the bridge tests
 * and the bridge benchmark; `.ci/run` installs the package when it is missing.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createClient } from 'redis';
import { freePort, waitUntil } from './net.ts';

/** A `redis-server` child process on a free 127.0.0.1 port, without persistence. */
export interface RedisServer {
  url: string;
  stop(): Promise<void>;
}

/** Starts Debian's `redis-server` (installed by `.ci/run` when missing) and waits until it answers. */
export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  let output = '';
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const spawned = new Promise<void>((resolve, reject) => {
    child.once('error', (error) =>
      reject(new Error(`redis-server could not start (${error.message}); install Debian's redis-server package`)),
    );
    child.once('spawn', () => resolve());
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  });
  await spawned;
  const url = `redis://127.0.0.1:${port}`;
  await waitUntil(
    async () => {
      if (child.exitCode !== null) throw new Error(`redis-server exited: ${output}`);
      const probe = createClient({ url, socket: { reconnectStrategy: false } });
      probe.on('error', () => {});
      try {
        await probe.connect();
        await probe.ping();
        return true;
      } catch {
        return false;
      } finally {
        probe.destroy();
      }
    },
    { timeoutMs: 20_000, intervalMs: 50, what: 'redis-server' },
  );
  return {
    url,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}
