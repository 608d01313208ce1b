import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import config from '../../vitest.config';
import { propertyParams, propertyTimeout } from '../support/properties';

const TEST_ROOT = fileURLToPath(new URL('..', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The text of each `fc.assert(...)` call in `source`, found by balancing parentheses. */
function assertCalls(source: string): string[] {
  const calls: string[] = [];
  for (let start = source.indexOf('fc.assert('); start !== -1; start = source.indexOf('fc.assert(', start + 1)) {
    let depth = 0;
    let end = start + 'fc.assert'.length;
    for (; end < source.length; end++) {
      if (source[end] === '(') depth++;
      if (source[end] === ')' && --depth === 0) break;
    }
    calls.push(source.slice(start, end + 1));
  }
  return calls;
}

interface Project {
  test?: { name?: string; include?: string[]; testTimeout?: number };
}

/** The Vitest projects as the config declares them (the config module itself, not its text). */
const projects = (config.test?.projects ?? []) as Project[];

/** The projects that run `path` (relative to the repository), by their include globs' fixed prefixes. */
function projectsOf(path: string): Project[] {
  return projects.filter((project) =>
    (project.test?.include ?? []).some((glob) => path.startsWith(glob.split('*')[0] as string)),
  );
}
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('property tests hold on a busy CI machine', () => {
  it('every fc.assert has a fixed seed, and sits in a test with its own time limit', () => {
    const self = fileURLToPath(import.meta.url);
    const files = testFiles(TEST_ROOT).filter(
      (path) => path !== self && readFileSync(path, 'utf8').includes('fc.assert('),
    );
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const path of files) {
      const source = readFileSync(path, 'utf8');
      const name = relative(TEST_ROOT, path);
      for (const call of assertCalls(source)) {
        expect(/propertyParams\(|\bPARAMS\b|seed: /.test(call), `${name}: ${call.slice(0, 80)}`).toBe(true);
      }
      // A project's own limit of 30 s covers its files; a file in any other project names its own.
      const owners = projectsOf(relative(REPO_ROOT, path));
      expect(owners.length, `${name}: in no Vitest project`).toBeGreaterThan(0);
      if (owners.some((project) => (project.test?.testTimeout ?? 0) < 30_000)) {
        expect(/propertyTimeout\(|testTimeout/.test(source), `${name}: no time limit`).toBe(true);
      }
    }
  });

  it('runs as many times as FC_NUM_RUNS asks, with a time limit scaled to match', () => {
    expect(propertyParams(500, 7)).toEqual({ seed: 7, numRuns: 500 });
    expect(propertyTimeout(500, 1000)).toBe(30_000);
    vi.stubEnv('FC_NUM_RUNS', '5000');
    expect(propertyParams(500, 7)).toEqual({ seed: 7, numRuns: 5000 });
    expect(propertyTimeout(500, 1000)).toBe(300_000);
  });
});
