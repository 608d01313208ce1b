/**
 * Starts Debian's `redis-server` on a free 127.0.0.1 port, without persistence unless asked, for the
 * bridge tests and the bridge benchmark; `.ci/run` installs the package when it is missing. The
 * fault tests take it down and bring it back on the same port (`down`, `up`).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from 'redis';
import { freePort, waitUntil } from './net.ts';

/** Options of `startRedisServer`. */
export interface RedisServerOptions {
  /** Keep an append-only file (in a temporary folder removed at `stop`), so a restart keeps the data. @default false */
  appendonly?: boolean;
}

/** A `redis-server` child process on a free 127.0.0.1 port. */
export interface RedisServer {
  url: string;
  /** Stops the process (SIGTERM, then SIGKILL after 5 s); the port stays reserved for `up`. */
  down(): Promise<void>;
  /** Starts it again on the same port and waits until it answers; `extraArgs` go on its command line. */
  up(extraArgs?: readonly string[]): Promise<void>;
  /** `down`, then `up`. */
  restart(extraArgs?: readonly string[]): Promise<void>;
  /** Stops it for good and removes its folder. */
  stop(): Promise<void>;
}

/** Starts Debian's `redis-server` (installed by `.ci/run` when missing) and waits until it answers. */
export async function startRedisServer({ appendonly = false }: RedisServerOptions = {}): Promise<RedisServer> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'mer-redis-'));
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let output = '';

  async function up(extraArgs: readonly string[] = []): Promise<void> {
    if (child) return;
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--protected-mode', 'yes', '--dir', dir];
    args.push('--save', '', '--appendonly', appendonly ? 'yes' : 'no', ...extraArgs);
    const started = spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child = started;
    const spawned = new Promise<void>((resolve, reject) => {
      started.once('error', (error) =>
        reject(new Error(`redis-server could not start (${error.message}); install Debian's redis-server package`)),
      );
      started.once('spawn', () => resolve());
    });
    const collect = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
    };
    started.stdout?.on('data', collect);
    started.stderr?.on('data', collect);
    await spawned;
    await waitUntil(
      async () => {
        if (started.exitCode !== null) throw new Error(`redis-server exited: ${output}`);
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
  }

  async function down(): Promise<void> {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    const timer = setTimeout(() => running.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  }

  await up();
  return {
    url,
    down,
    up,
    async restart(extraArgs) {
      await down();
      await up(extraArgs);
    },
    async stop() {
      await down();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
