/**
 * The packed tarball beside a host's own copy of a runtime dependency: the package asks for ranges
 * (as Radix and TanStack publish), so a host on a newer patch installs one copy, not two. A newer
 * patch of `radix-ui` than the registry has is made by packing the installed one with its version
 * raised (only npm's resolution is under test: the host installs it from that file).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createHostApp, type HostApp, PROJECT_ROOT, run } from '../support/host-app.ts';

const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const PACKAGE = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

let app: HostApp;
let newer: string;

/** `radix-ui` as installed here, repacked as the next patch: the version a host moved on to. */
async function nextRadixPatch(): Promise<{ tarball: string; version: string }> {
  const scratch = await createHostApp({ prefix: 'mcp-elicitation-radix-patch-', dependencies: {} });
  const source = join(PROJECT_ROOT, 'node_modules', 'radix-ui');
  const manifest = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8')) as { version: string };
  const [major, minor, patch] = manifest.version.split('.').map(Number) as [number, number, number];
  const version = `${major}.${minor}.${patch + 1}`;
  await scratch.run('cp', ['-R', source, join(scratch.dir, 'radix-ui')]);
  const copied = join(scratch.dir, 'radix-ui', 'package.json');
  writeFileSync(
    copied,
    readFileSync(copied, 'utf8').replace(`"version": "${manifest.version}"`, `"version": "${version}"`),
  );
  await run(NPM, ['pack', '--ignore-scripts', '--pack-destination', scratch.dir], {
    cwd: join(scratch.dir, 'radix-ui'),
    timeoutMs: 120_000,
  });
  const tarball = readdirSync(scratch.dir).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error('npm pack made no tarball');
  return { tarball: join(scratch.dir, tarball), version };
}

beforeAll(async () => {
  const patch = await nextRadixPatch();
  newer = patch.version;
  app = await createHostApp({
    prefix: 'mcp-elicitation-dedupe-',
    dependencies: {
      'mcp-elicitation-react': `file:${inject('tarball')}`,
      'radix-ui': `file:${patch.tarball}`,
      react: '^19.0.0',
      'react-dom': '^19.0.0',
    },
  });
}, 600_000);

afterAll(() => app?.remove());

/** Every installed copy of `name` in the app: its folder and version. */
function copiesOf(name: string): { path: string; version: string }[] {
  const found: { path: string; version: string }[] = [];
  const visit = (dir: string) => {
    let entries: string[];
    try {
      entries = readdirSync(dir);
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(dir, entry);
      if (entry.startsWith('@')) visit(path);
      else if (entry === name) {
        const { version } = JSON.parse(readFileSync(join(path, 'package.json'), 'utf8')) as { version: string };
        found.push({ path, version });
      }
      visit(join(path, 'node_modules'));
    }
  };
  visit(join(app.dir, 'node_modules'));
  return found;
}

describe('a host on a newer patch of a runtime dependency', () => {
  it('every runtime dependency is a range, not one exact version', () => {
    for (const [name, range] of Object.entries(PACKAGE.dependencies)) expect(range, name).toMatch(/^[~^]/);
  });

  it('installs one copy of radix-ui: the host’s newer patch', () => {
    expect(copiesOf('radix-ui').map((copy) => copy.version)).toEqual([newer]);
  });
});
