#!/usr/bin/env node
/**
 * `npm test`: runs each named npm script in order, every one of them even after one fails, so the
 * last (the conformance run) still runs and reports when an earlier step broke; then prints one
 * line per step and exits non-zero if any failed.
 *
 *   node scripts/test.mjs <script>...      e.g. node scripts/test.mjs typecheck lint test:unit conformance
 */
import { spawn } from 'node:child_process';

const steps = process.argv.slice(2);
if (steps.length === 0) {
  console.error('Usage: node scripts/test.mjs <npm script>...');
  process.exit(2);
}

/** Runs `npm run <script>` with the terminal attached; resolves to its exit code. */
/** @param {string} script */
function runScript(script) {
  return new Promise((resolve) => {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const child = spawn(npm, ['run', '--silent', script], { stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`could not start npm run ${script}: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

const results = [];
for (const step of steps) {
  const started = Date.now();
  console.log(`\n> ${step}`);
  const code = await runScript(step);
  results.push({ step, code, seconds: (Date.now() - started) / 1000 });
}

console.log('');
for (const { step, code, seconds } of results) {
  console.log(
    `${code === 0 ? 'pass' : 'FAIL'}  ${step.padEnd(12)} ${seconds.toFixed(1)} s${code === 0 ? '' : `  (exit ${code})`}`,
  );
}
const failed = results.filter((result) => result.code !== 0);
console.log(failed.length === 0 ? '\nAll steps passed.' : `\n${failed.length} of ${results.length} steps failed.`);
process.exitCode = failed.length === 0 ? 0 : 1;
