/**
 * The Python that runs the tests' Python MCP servers and the schema corpus's pydantic half: a
 * virtual environment with `test/e2e/python/requirements.txt` installed, made the first time one is
 * asked for and kept under `node_modules/.cache` (a new pin list makes a new one). Needs `python3`
 * with its `venv` module (`.ci/run` installs Debian's `python3-venv` where it is missing) and pip's
 * registry.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The pins: the Python SDK, FastMCP, pydantic and everything they pull in. */
export const PYTHON_REQUIREMENTS = join(ROOT, 'test/e2e/python/requirements.txt');

/** Where the environment for these exact pins lives. */
function environmentDir(): string {
  const pins = createHash('sha256').update(readFileSync(PYTHON_REQUIREMENTS)).digest('hex').slice(0, 12);
  return join(ROOT, 'node_modules/.cache/mcp-elicitation-react', `python-${pins}`);
}

const pythonIn = (dir: string) => join(dir, 'bin', 'python');

let made: Promise<string> | undefined;

/**
 * The path of a Python with the pinned packages, installing them first if this machine has none yet
 * (about 20 s). Several test files may ask at once, in several processes: each builds in a folder of
 * its own and the first to finish is kept.
 */
export function pythonWithMcp(): Promise<string> {
  made ??= make();
  return made;
}

async function make(): Promise<string> {
  const dir = environmentDir();
  if (existsSync(pythonIn(dir))) return pythonIn(dir);
  const building = `${dir}.${process.pid}-${Date.now()}`;
  mkdirSync(dirname(dir), { recursive: true });
  const python = process.env.PYTHON ?? 'python3';
  try {
    await run(python, ['-m', 'venv', building]);
  } catch (error) {
    throw new Error(
      `${python} -m venv failed (${(error as Error).message.split('\n')[0]}): install Python 3.10 or later with its venv module (Debian: python3-venv)`,
    );
  }
  try {
    // No retries: where the default index cannot be reached but another configured one can
    // (a mirror), each of some 70 packages would otherwise wait through five retries first.
    await run(
      pythonIn(building),
      ['-m', 'pip', 'install', '--quiet', '--no-input', '--retries', '0', '--timeout', '30', '-r', PYTHON_REQUIREMENTS],
      { maxBuffer: 16 * 1024 * 1024, timeout: 600_000 },
    );
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    const { stderr = '' } = error as { stderr?: string };
    throw new Error(`pip could not install ${PYTHON_REQUIREMENTS}: ${stderr.split('\n').slice(-5).join('\n')}`);
  }
  try {
    renameSync(building, dir);
  } catch {
    // Another process finished first: use its environment.
    rmSync(building, { recursive: true, force: true });
  }
  return pythonIn(dir);
}
