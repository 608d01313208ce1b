/**
 * The suite runs on a Node that `engines` promises, never on a Node binary installed in node_modules
 * (npm puts node_modules/.bin first on PATH in every script: see tools/node22). CI runs it on the
 * lowest major `engines` names (.ci/run arranges it).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { expect, it } from 'vitest';
import { PROJECT_ROOT } from '../support/host-app.ts';

const { engines } = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
  engines: { node: string };
};
const lowest = semver.minVersion(engines.node);

it('runs on a Node that engines allows, not one from node_modules', () => {
  expect(semver.satisfies(process.versions.node, engines.node), `${process.version} vs ${engines.node}`).toBe(true);
  expect(process.execPath).not.toMatch(/[\\/]node_modules[\\/]/);
});

it.runIf(process.env.CI)('in CI, runs on the lowest major that engines names', () => {
  expect(lowest).not.toBeNull();
  expect(semver.major(process.versions.node)).toBe(lowest?.major);
});
