/**
 * Fresh host applications for packaging tests: the library is built and packed as it would be
 * published, then installed from its tarball into an app made in a temporary folder with its own
 * package.json, toolchain and `npm install`, as a team that adopts the package would. Commands run
 * with the project's own `node_modules/.bin` and `npm_*` settings removed, so the app sees only
 * what it installed itself. Only the npm registry is reached, and the install prefers npm's cache.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitForHttp } from '../../harness/net.ts';

/** The repository root (where package.json is). */
export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));

const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';
/** How much of a failed command's output an error quotes. */
const TAIL_CHARS = 6_000;

/** What a finished command printed, and how it ended. */
export interface RunResult {
  code: number;
  output: string;
}

/** Options of `run`. */
export interface RunOptions {
  cwd: string;
  env?: Record<string, string | undefined>;
  /** The command is ended (its whole process group) after this long. */
  timeoutMs: number;
  /** Resolve with a non-zero exit instead of throwing. */
  allowFailure?: boolean;
}

/**
 * The environment for a command in a host app: the project's `node_modules/.bin` is taken off PATH
 * (npm puts it first in every script) and npm's per-run settings (`npm_*`, which would point npm at
 * this project) are dropped.
 */
export function hostEnv(extra: Record<string, string | undefined> = {}): Record<string, string> {
  const projectBin = join(PROJECT_ROOT, 'node_modules', '.bin');
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value === undefined || /^npm_/i.test(name)) continue;
    env[name] = value;
  }
  env.PATH = (process.env.PATH ?? '')
    .split(delimiter)
    .filter((dir) => dir && !dir.startsWith(projectBin) && !dir.endsWith(`${sep}node_modules${sep}.bin`))
    .join(delimiter);
  // Vitest runs tests with NODE_ENV=test; a host's tools decide it themselves.
  delete env.NODE_ENV;
  for (const [name, value] of Object.entries(extra)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return env;
}

const tail = (text: string) => (text.length > TAIL_CHARS ? `…${text.slice(-TAIL_CHARS)}` : text);

/** Starts a command in its own process group (so ending it ends whatever it started), capturing its output. */
function spawnCaptured(command: string, args: string[], cwd: string, env?: Record<string, string | undefined>) {
  const child = spawn(command, args, { cwd, env: hostEnv(env), detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output: () => output };
}

/** Runs a command to its end with a hard timeout; throws with its output when it fails. */
export function run(command: string, args: string[], options: RunOptions): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const { child, output } = spawnCaptured(command, args, options.cwd, options.env);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child);
    }, options.timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      const described = `\`${command} ${args.join(' ')}\` in ${options.cwd}`;
      if (timedOut) {
        reject(new Error(`${described} did not finish within ${options.timeoutMs / 1000} s:\n${tail(output())}`));
        return;
      }
      const result = { code: code ?? (signal ? 128 : -1), output: output() };
      if (result.code !== 0 && !options.allowFailure) {
        reject(new Error(`${described} failed (exit ${result.code}):\n${tail(result.output)}`));
        return;
      }
      resolve(result);
    });
  });
}

/** Ends a process we started and everything it started (its process group, by id). */
function killGroup(child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL') {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** A long-running command (a server) and how to stop it. */
export interface Service {
  stop(): Promise<void>;
}

/** Starts a server command and waits until `readyUrl` answers over HTTP. */
export async function startService(
  command: string,
  args: string[],
  options: { cwd: string; env?: Record<string, string | undefined>; readyUrl: string; timeoutMs: number },
): Promise<Service> {
  const { child, output } = spawnCaptured(command, args, options.cwd, options.env);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const service: Service = {
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      killGroup(child, 'SIGTERM');
      const timer = setTimeout(() => killGroup(child), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
  try {
    await waitForHttp(options.readyUrl, {
      timeoutMs: options.timeoutMs,
      exited: () =>
        child.exitCode === null ? null : `\`${command} ${args.join(' ')}\` exited early:\n${tail(output())}`,
    });
  } catch (error) {
    await service.stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${tail(output())}`);
  }
  return service;
}

/** The version of `name` installed in this project, so a host app installs the same one from npm's cache. */
export function installedVersion(name: string): string {
  const manifest = join(PROJECT_ROOT, 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** `{ name: installedVersion(name) }` for each name. */
export function installedVersions(...names: string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, installedVersion(name)]));
}

/** The packed library: the tarball npm would publish. */
export interface PackedLibrary {
  /** Absolute path of the `.tgz`. */
  tarball: string;
  /** The temporary folder holding it. */
  dir: string;
}

/** Builds the library (`npm run build`) and packs it (`npm pack`) into a temporary folder. */
export async function packLibrary(): Promise<PackedLibrary> {
  const dir = mkdtempSync(join(tmpdir(), 'mcp-elicitation-react-pack-'));
  // The build and npm itself run as in the project (its own toolchain), not as in a host app.
  await run(NPM, ['run', 'build'], { cwd: PROJECT_ROOT, timeoutMs: 300_000, env: { PATH: process.env.PATH } });
  const packed = await run(NPM, ['pack', '--json', '--ignore-scripts', '--pack-destination', dir], {
    cwd: PROJECT_ROOT,
    timeoutMs: 120_000,
  });
  const [{ filename }] = JSON.parse(packed.output.slice(packed.output.indexOf('['))) as [{ filename: string }];
  return { tarball: join(dir, filename), dir };
}

/** What a host app is made of. */
export interface HostAppOptions {
  /** Prefix of its temporary folder's name. */
  prefix: string;
  /** A folder whose files are copied in first (its own node_modules, if any, is not). */
  template?: string;
  /** Files to write, relative path → content (after the template). */
  files?: Record<string, string>;
  /** package.json `dependencies`; the library is usually `file:<tarball>`. */
  dependencies: Record<string, string>;
  devDependencies?: Record<string, string>;
  /** The whole install's timeout. @default 300 s */
  installTimeoutMs?: number;
}

/** A host app in a temporary folder, installed. */
export interface HostApp {
  dir: string;
  /** Path of an installed command of the app (`node_modules/.bin/<name>`). */
  bin(name: string): string;
  /** Runs a command in the app's folder, as the app's own scripts would. */
  run(command: string, args: string[], options?: Omit<RunOptions, 'cwd'>): Promise<RunResult>;
  /** How long `npm install` took, in milliseconds. */
  installMs: number;
  remove(): void;
}

/**
 * Makes a host app in a temporary folder: copies the template, writes the files and a package.json,
 * then `npm install --prefer-offline` (scripts off: nothing the checks need runs at install, and no
 * install script may reach beyond the registry).
 */
export async function createHostApp(options: HostAppOptions): Promise<HostApp> {
  const dir = mkdtempSync(join(tmpdir(), options.prefix));
  if (options.template) {
    cpSync(options.template, dir, {
      recursive: true,
      filter: (source) => !source.split(/[\\/]/).includes('node_modules'),
    });
  }
  for (const [path, content] of Object.entries(options.files ?? {})) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  const manifestPath = join(dir, 'package.json');
  const manifest = existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, unknown>)
    : { name: 'host-app', private: true, type: 'module' };
  manifest.dependencies = { ...(manifest.dependencies as object | undefined), ...options.dependencies };
  manifest.devDependencies = { ...(manifest.devDependencies as object | undefined), ...options.devDependencies };
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);

  const started = Date.now();
  const install = ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'];
  try {
    await run(NPM, install, { cwd: dir, timeoutMs: options.installTimeoutMs ?? 300_000 });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const installMs = Date.now() - started;
  return {
    dir,
    installMs,
    bin: (name) => join(dir, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name),
    run: (command, args, runOptions = { timeoutMs: 300_000 }) => run(command, args, { ...runOptions, cwd: dir }),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
