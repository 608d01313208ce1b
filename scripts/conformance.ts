/**
 * `npm run conformance`: builds dist (the example imports `mcp-elicitation-react/core` from it), then
 * runs the headless example client (examples/headless-client) against client scenarios of
 * `@modelcontextprotocol/conformance`, prints one table of checks and exits non-zero when a check
 * fails or a scenario did not run to the end.
 *
 *   tsx scripts/conformance.ts [--skip-build] [--scenario <name>]...
 *
 * The conformance CLI needs Node 22: it and the binary of the npm package `node@22` are installed from
 * their own lock in tools/node22 (on first use, when missing), and the CLI runs on that Node by path,
 * never put on PATH (nor in the project's install, whose `npm ci` would then ask for Node 22). The
 * client itself runs on the Node that runs this script, the system Node a host would use. Mock servers are reached on localhost only. Results go to
 * results/conformance/<run>/<scenario>-<time>/ (checks.json, stdout.txt, stderr.txt, cli.log).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const NODE22_PACKAGE = join(ROOT, 'tools/node22');
const NODE22 = join(NODE22_PACKAGE, 'node_modules/node/bin/node');
const CONFORMANCE_CLI = join(NODE22_PACKAGE, 'node_modules/@modelcontextprotocol/conformance/dist/index.js');
const CLIENT = join(ROOT, 'examples/headless-client/client.mjs');
const CORE_BUNDLE = join(ROOT, 'dist/core.js');
const RESULTS = join(ROOT, 'results/conformance');

const DEFAULT_SCENARIOS = ['elicitation-sep1034-client-defaults', 'sep-2322-client-request-state'];
const BUILD_TIMEOUT_MS = 180_000;
const INSTALL_TIMEOUT_MS = 300_000;
// The CLI kills the client after this; sized for a machine still busy with the steps before it.
const CLIENT_TIMEOUT_MS = 60_000;
// The CLI's own timeout kills only the shell around the client, not the client, and then waits for
// the client's output to close: a hung client hangs the CLI. This is the guard that ends both.
const SCENARIO_TIMEOUT_MS = CLIENT_TIMEOUT_MS + 15_000;

const USAGE = 'tsx scripts/conformance.ts [--skip-build] [--scenario <name>]...';

class FatalError extends Error {}

/** Children we started, each leading its own process group: Ctrl+C must end them too. */
const running = new Set<ChildProcess>();

/** Ends a child we started and everything it started (its process group, by id). */
function killGroup(child: ChildProcess) {
  try {
    process.kill(-(child.pid ?? 0), 'SIGKILL');
  } catch {
    // already gone
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) killGroup(child);
    process.exit(130);
  });
}

/**
 * Runs a command to completion with a hard timeout, capturing its output. The child leads its own
 * process group so that a timeout ends it and everything it started (the CLI spawns the client).
 */
interface RunResult {
  code: number;
  output: string;
  timedOut: boolean;
}

function run(
  command: string,
  args: string[],
  { timeoutMs, env = process.env }: { timeoutMs: number; env?: NodeJS.ProcessEnv },
): Promise<RunResult> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    running.add(child);
    let output = '';
    let timedOut = false;
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child);
    }, timeoutMs);
    child.on('error', (error) => {
      running.delete(child);
      clearTimeout(timer);
      resolve({ code: -1, output: `${output}\n${error.message}`, timedOut });
    });
    child.on('close', (code, signal) => {
      running.delete(child);
      clearTimeout(timer);
      resolve({ code: code ?? (signal ? 128 : -1), output, timedOut });
    });
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const tail = (text: string, lines = 30) => text.trimEnd().split('\n').slice(-lines).join('\n');

function options(argv: string[]): { build: boolean; scenarios: string[] } {
  try {
    const { values } = parseArgs({
      args: argv,
      options: { 'skip-build': { type: 'boolean' }, scenario: { type: 'string', multiple: true } },
    });
    return { build: !values['skip-build'], scenarios: values.scenario?.length ? values.scenario : DEFAULT_SCENARIOS };
  } catch (error) {
    throw new FatalError(`${(error as Error).message}. Usage: ${USAGE}`);
  }
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Installs Node 22 and the conformance CLI from tools/node22's own lock when they are not there yet. */
function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

async function installNode22() {
  if (executable(NODE22) && existsSync(CONFORMANCE_CLI)) return;
  console.log(`installing Node 22 and the conformance CLI (npm ci --prefix ${relative(ROOT, NODE22_PACKAGE)})...`);
  const args = ['ci', '--prefix', NODE22_PACKAGE, '--no-audit', '--no-fund'];
  const result = await run(npm, args, { timeoutMs: INSTALL_TIMEOUT_MS });
  if (result.code !== 0 || result.timedOut) {
    throw new FatalError(
      `Node 22 or the conformance CLI is missing and \`npm ${args.join(' ')}\` failed (exit ${result.code}):\n${tail(result.output)}`,
    );
  }
}

async function preflight() {
  await installNode22();
  const version = await run(NODE22, ['--version'], { timeoutMs: 15_000 });
  const major = Number(/^v(\d+)\./.exec(version.output.trim())?.[1]);
  if (version.code !== 0 || !(major >= 22)) {
    throw new FatalError(`${relative(ROOT, NODE22)} is not a working Node 22 or newer: ${version.output.trim()}`);
  }
  if (!existsSync(CONFORMANCE_CLI)) {
    throw new FatalError(
      `${relative(ROOT, CONFORMANCE_CLI)} is missing. Run \`npm ci --prefix ${relative(ROOT, NODE22_PACKAGE)}\`.`,
    );
  }
  if (!existsSync(CLIENT)) throw new FatalError(`The example client ${relative(ROOT, CLIENT)} is missing.`);
  // The CLI splits --command on spaces, so no path in it may contain one.
  if (/\s/.test(process.execPath) || /\s/.test(CLIENT)) {
    throw new FatalError(
      `A path contains a space, which the conformance CLI cannot pass on: ${process.execPath} ${CLIENT}`,
    );
  }
  return version.output.trim();
}

async function build() {
  const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
  const result = await run(npx, ['vite', 'build'], { timeoutMs: BUILD_TIMEOUT_MS });
  if (result.timedOut) throw new FatalError(`\`npx vite build\` did not finish within ${seconds(BUILD_TIMEOUT_MS)}.`);
  if (result.code !== 0) {
    throw new FatalError(`\`npx vite build\` failed (exit ${result.code}):\n${tail(result.output)}`);
  }
}

/** The example imports the package by name: check that this resolves to a usable dist/core.js. */
async function checkCoreBundle() {
  if (!existsSync(CORE_BUNDLE)) {
    throw new FatalError(
      `${relative(ROOT, CORE_BUNDLE)} is missing: the example imports 'mcp-elicitation-react/core' from dist.\n` +
        'Build first (`npm run build` or `npx vite build`), or run without --skip-build.',
    );
  }
  try {
    // By path: tsx maps the package's name to src (tsconfig paths), and this checks dist.
    const core: Record<string, unknown> = await import(pathToFileURL(CORE_BUNDLE).href);
    const needed = ['parseElicitationRequest', 'defaultValues', 'buildResult', 'buildRetryParams'];
    const missing = needed.filter((name) => typeof core[name] !== 'function');
    if (missing.length > 0) throw new Error(`it does not export ${missing.join(', ')}`);
  } catch (error) {
    throw new FatalError(`'mcp-elicitation-react/core' cannot be used: ${(error as Error).message}. Rebuild dist.`);
  }
}

/** Runs one scenario; never throws. */
interface Check {
  id: string;
  status: string;
  errorMessage?: string;
  details?: { message?: string };
}

interface Outcome {
  scenario: string;
  checks: Check[];
  problems: string[];
  elapsed: number;
  resultDir: string;
  cliExit: number;
}

interface Row {
  scenario: string;
  id: string;
  status: string;
  count: number;
  errors: string[];
}

async function runScenario(scenario: string, runDir: string): Promise<Outcome> {
  const outDir = join(runDir, scenario);
  await mkdir(outDir, { recursive: true });
  const args = [
    CONFORMANCE_CLI,
    'client',
    '--command',
    `${process.execPath} ${CLIENT}`,
    '--scenario',
    scenario,
    '--timeout',
    String(CLIENT_TIMEOUT_MS),
    '-o',
    outDir,
  ];
  const started = Date.now();
  const cli = await run(NODE22, args, { timeoutMs: SCENARIO_TIMEOUT_MS });
  const elapsed = Date.now() - started;
  writeFileSync(join(outDir, 'cli.log'), cli.output);

  const problems: string[] = [];
  if (cli.timedOut)
    problems.push(`the conformance CLI did not finish within ${seconds(SCENARIO_TIMEOUT_MS)} (a hung client?)`);
  const clientExit = /Client exited with code (-?\d+)/.exec(cli.output)?.[1];
  if (clientExit !== undefined) problems.push(`the client exited with code ${clientExit}`);
  if (/Client timed out after/.test(cli.output))
    problems.push(`the client timed out after ${seconds(CLIENT_TIMEOUT_MS)}`);

  // The CLI writes <outDir>/<scenario>-<timestamp>/checks.json.
  const resultDir = readdirSync(outDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith(`${scenario}-`))
    .map((entry) => join(outDir, entry.name))
    .sort()
    .at(-1);
  let checks: Check[] = [];
  if (!resultDir || !existsSync(join(resultDir, 'checks.json'))) {
    problems.push('no checks.json was written');
  } else {
    try {
      checks = JSON.parse(readFileSync(join(resultDir, 'checks.json'), 'utf8'));
      if (!Array.isArray(checks)) throw new Error('not an array');
    } catch (error) {
      problems.push(`checks.json cannot be read: ${(error as Error).message}`);
      checks = [];
    }
    if (checks.length === 0 && problems.length === 0) problems.push('the scenario reported no checks');
  }
  if (problems.length > 0) problems.push(`CLI output (exit ${cli.code}):\n${tail(cli.output, 40)}`);
  return { scenario, checks, problems, elapsed, resultDir: resultDir ?? outDir, cliExit: cli.code };
}

/** One row per (check id, status), repeated INFO records folded into a count. */
function rows(outcome: Outcome): Row[] {
  const byKey = new Map<string, Row>();
  for (const check of outcome.checks) {
    const key = `${check.id}\u0000${check.status}`;
    const row = byKey.get(key) ?? {
      scenario: outcome.scenario,
      id: check.id,
      status: check.status,
      count: 0,
      errors: [],
    };
    row.count += 1;
    const reason = check.errorMessage ?? check.details?.message;
    if (reason) row.errors.push(reason);
    byKey.set(key, row);
  }
  return [...byKey.values()];
}

function printTable(outcomes: Outcome[]) {
  const all = outcomes.flatMap(rows);
  const head = { scenario: 'scenario', id: 'check', status: 'status' };
  const width = (key: 'scenario' | 'id' | 'status') => Math.max(head[key].length, ...all.map((row) => row[key].length));
  const [ws, wi, wt] = [width('scenario'), width('id'), width('status')];
  const line = (row: Pick<Row, 'scenario' | 'id' | 'status'>, count = '') =>
    `${row.scenario.padEnd(ws)}  ${row.id.padEnd(wi)}  ${row.status.padEnd(wt)}  ${count}`;
  console.log(line(head).trimEnd());
  console.log(`${'-'.repeat(ws)}  ${'-'.repeat(wi)}  ${'-'.repeat(wt)}`);
  for (const row of all) {
    console.log(line(row, row.count > 1 ? `x${row.count}` : '').trimEnd());
    if (row.status !== 'SUCCESS' && row.status !== 'INFO') {
      for (const error of row.errors) console.log(`    ${error.split('\n').join('\n    ')}`);
    }
  }
}

async function main() {
  const started = Date.now();
  const { build: shouldBuild, scenarios } = options(process.argv.slice(2));
  const node22 = await preflight();

  let buildMs = 0;
  if (shouldBuild) {
    console.log('building dist (npx vite build)...');
    const buildStarted = Date.now();
    await build();
    buildMs = Date.now() - buildStarted;
  }
  await checkCoreBundle();

  const runDir = join(RESULTS, new Date().toISOString().replace(/[:.]/g, '-'));
  await mkdir(runDir, { recursive: true });
  console.log(`conformance CLI on ${node22} (${relative(ROOT, NODE22)}), client on ${process.version}`);

  const outcomes: Outcome[] = [];
  for (const scenario of scenarios) {
    console.log(`running ${scenario}...`);
    outcomes.push(await runScenario(scenario, runDir));
  }

  console.log('');
  printTable(outcomes);
  console.log('');

  const counts: Record<string, number> = {};
  for (const outcome of outcomes) {
    for (const check of outcome.checks) counts[check.status] = (counts[check.status] ?? 0) + 1;
    const failed = outcome.checks.filter((check) => check.status === 'FAILURE').length;
    const verdict = failed > 0 || outcome.problems.length > 0 ? 'FAIL' : 'pass';
    console.log(`${verdict}  ${outcome.scenario}  ${seconds(outcome.elapsed)}  ${relative(ROOT, outcome.resultDir)}`);
    for (const problem of outcome.problems) console.log(`    ${problem.split('\n').join('\n    ')}`);
  }

  const failedScenarios = outcomes.filter(
    (outcome) => outcome.problems.length > 0 || outcome.checks.some((check) => check.status === 'FAILURE'),
  );
  const elapsedMs = Date.now() - started;
  const tally = ['SUCCESS', 'FAILURE', 'WARNING', 'INFO', 'SKIPPED']
    .concat(
      Object.keys(counts).filter((status) => !['SUCCESS', 'FAILURE', 'WARNING', 'INFO', 'SKIPPED'].includes(status)),
    )
    .filter((status) => counts[status] || status === 'SUCCESS' || status === 'FAILURE')
    .map((status) => `${counts[status] ?? 0} ${status}`)
    .join(', ');
  const ok = failedScenarios.length === 0;
  console.log(
    `\n${ok ? 'PASSED' : 'FAILED'}: ${outcomes.length - failedScenarios.length}/${outcomes.length} scenarios, ` +
      `checks: ${tally}; elapsed ${seconds(elapsedMs)}${shouldBuild ? ` (build ${seconds(buildMs)})` : ''}`,
  );

  writeFileSync(
    join(runDir, 'summary.json'),
    JSON.stringify(
      {
        ok,
        elapsedMs,
        buildMs,
        node: { cli: node22, client: process.version },
        scenarios: outcomes.map(({ scenario, elapsed, resultDir, problems, checks, cliExit }) => ({
          scenario,
          elapsedMs: elapsed,
          resultDir: relative(ROOT, resultDir),
          cliExit,
          problems,
          checks: checks.map(({ id, status, errorMessage }) => ({ id, status, errorMessage })),
        })),
      },
      null,
      2,
    ),
  );
  return ok ? 0 : 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.error(error instanceof FatalError ? `conformance: ${error.message}` : error);
    process.exitCode = 1;
  },
);
