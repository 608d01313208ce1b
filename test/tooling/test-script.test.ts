import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const RUNNER = fileURLToPath(new URL('../../scripts/test.mjs', import.meta.url));
let dir: string | undefined;

afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** A throwaway package whose scripts fail or leave a mark, run through the `npm test` runner. */
function runSteps(scripts: Record<string, string>, steps: string[]) {
  dir = mkdtempSync(join(tmpdir(), 'mcp-elicitation-test-runner-'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'runner-probe', private: true, scripts }));
  const run = spawnSync(process.execPath, [RUNNER, ...steps], { cwd: dir, encoding: 'utf8', timeout: 60_000 });
  return { ...run, dir };
}

const mark = (name: string) => `node -e "require('fs').writeFileSync('${name}', '')"`;

describe('npm test (scripts/test.mjs)', () => {
  it('runs the last step even when an earlier one fails, then fails itself', () => {
    const run = runSteps({ unit: 'node -e "process.exit(3)"', conformance: mark('conformance-ran') }, [
      'unit',
      'conformance',
    ]);
    expect(existsSync(join(run.dir, 'conformance-ran'))).toBe(true);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/FAIL {2}unit .*\(exit 3\)/);
    expect(run.stdout).toMatch(/pass {2}conformance/);
    expect(run.stdout).toContain('1 of 2 steps failed.');
  }, 60_000);

  it('passes when every step passes', () => {
    const run = runSteps({ typecheck: mark('a'), lint: mark('b') }, ['typecheck', 'lint']);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('All steps passed.');
  }, 60_000);
});
