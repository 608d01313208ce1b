/**
 * A local Redis Cluster on loopback for the bridge's cluster tests and benchmark: Debian's
 * `redis-server` in cluster mode, three primaries with one replica each, without persistence unless
 * asked, created with `redis-cli --cluster create`. Nodes can be killed (a primary, for a failover)
 * and the whole cluster restarted on the same ports (its nodes.conf keeps who is who; the data is
 * gone, as after a restart without persistence).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from 'redis';
import { waitUntil } from './net.ts';

/** A running local cluster. */
export interface RedisCluster {
  /** The folder of the nodes' files (their nodes.conf and logs). */
  dir: string;
  /** The nodes' `host:port`s, primaries first as created (a cluster client needs one or more). */
  nodes: { host: string; port: number }[];
  /** Kills one node (SIGKILL: no goodbye to the cluster), by port. */
  kill(port: number): Promise<void>;
  /** Starts a killed node again on its port. */
  revive(port: number): Promise<void>;
  /** The port of the primary that serves `key`'s slot now. */
  primaryFor(key: string): Promise<number>;
  /** Stops every node and starts them again (no persistence: every key is gone), waiting for `cluster_state:ok`. */
  restart(): Promise<void>;
  /** Stops every node and removes their folders. */
  stop(): Promise<void>;
}

const HOST = '127.0.0.1';

/** Whether `port` can be listened on. */
function available(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, HOST, () => probe.close(() => resolve(true)));
  });
}

/** Six ports whose cluster-bus ports (port + 10000) are free too. */
async function clusterPorts(): Promise<number[]> {
  for (let tries = 0; tries < 50; tries++) {
    const base = 20_000 + Math.floor(Math.random() * 20_000);
    const ports = Array.from({ length: 6 }, (_, index) => base + index);
    const free = await Promise.all(ports.flatMap((port) => [available(port), available(port + 10_000)]));
    if (free.every(Boolean)) return ports;
  }
  throw new Error('no six free ports (and bus ports) for a local Redis Cluster');
}

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} failed: ${output}`))));
  });
}

/** Whether the node at `port` says the cluster is whole and, if it is a replica, that it is in sync with its primary. */
async function clusterOk(port: number): Promise<boolean> {
  const probe = createClient({ socket: { host: HOST, port, reconnectStrategy: false } });
  probe.on('error', () => {});
  try {
    await probe.connect();
    const info = (await probe.sendCommand(['CLUSTER', 'INFO']))?.toString() ?? '';
    const replication = (await probe.sendCommand(['INFO', 'replication']))?.toString() ?? '';
    return (
      info.includes('cluster_state:ok') &&
      (!replication.includes('role:slave') || replication.includes('master_link_status:up'))
    );
  } catch {
    return false;
  } finally {
    probe.destroy();
  }
}

/** Starts six nodes, makes them a cluster of three primaries with a replica each, and waits until it is whole. */
export async function startRedisCluster({
  nodeTimeoutMs = 1500,
}: {
  nodeTimeoutMs?: number;
} = {}): Promise<RedisCluster> {
  const ports = await clusterPorts();
  const dir = mkdtempSync(join(tmpdir(), 'mer-redis-cluster-'));
  const children = new Map<number, ChildProcess>();

  async function start(port: number): Promise<void> {
    const child = spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        HOST,
        '--dir',
        dir,
        '--cluster-enabled',
        'yes',
        '--cluster-config-file',
        `nodes-${port}.conf`,
        '--cluster-node-timeout',
        String(nodeTimeoutMs),
        '--save',
        '',
        '--appendonly',
        'no',
        '--logfile',
        `node-${port}.log`,
        // A replica is synchronised at once, not after Redis's default 5 s wait for more replicas:
        // one that never synchronised is never promoted.
        '--repl-diskless-sync-delay',
        '0',
      ],
      { stdio: 'ignore' },
    );
    children.set(port, child);
    await new Promise<void>((resolve, reject) => {
      child.once('error', (error) =>
        reject(new Error(`redis-server could not start (${error.message}); install Debian's redis-server package`)),
      );
      child.once('spawn', () => resolve());
    });
    await waitUntil(
      async () => {
        const probe = createClient({ socket: { host: HOST, port, reconnectStrategy: false } });
        probe.on('error', () => {});
        try {
          await probe.connect();
          return (await probe.ping()) === 'PONG';
        } catch {
          return false;
        } finally {
          probe.destroy();
        }
      },
      { timeoutMs: 20_000, intervalMs: 50, what: `redis-server on ${port}` },
    );
  }

  async function kill(port: number): Promise<void> {
    const child = children.get(port);
    children.delete(port);
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  const whole = () =>
    waitUntil(async () => (await Promise.all(ports.map(clusterOk))).every(Boolean), {
      timeoutMs: 30_000,
      intervalMs: 100,
      what: 'cluster_state:ok on every node, every replica in sync',
    });

  await Promise.all(ports.map(start));
  await run('redis-cli', [
    '--cluster',
    'create',
    ...ports.map((port) => `${HOST}:${port}`),
    '--cluster-replicas',
    '1',
    '--cluster-yes',
  ]);
  await whole();

  return {
    dir,
    nodes: ports.map((port) => ({ host: HOST, port })),
    kill,
    revive: start,
    async primaryFor(key) {
      for (const port of ports) {
        if (!children.has(port)) continue;
        const probe = createClient({ socket: { host: HOST, port, reconnectStrategy: false } });
        probe.on('error', () => {});
        try {
          await probe.connect();
          const slot = Number(await probe.sendCommand(['CLUSTER', 'KEYSLOT', key]));
          const shards = (await probe.sendCommand(['CLUSTER', 'SLOTS'])) as [number, number, [string, number]][];
          const owner = shards.find(([from, to]) => slot >= from && slot <= to);
          if (owner) return Number(owner[2][1]);
        } catch {
          // this node is down; ask another
        } finally {
          probe.destroy();
        }
      }
      throw new Error(`no node knows who serves ${key}`);
    },
    async restart() {
      await Promise.all(ports.map(kill));
      await Promise.all(ports.map(start));
      await whole();
    },
    async stop() {
      await Promise.all(ports.map(kill));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
