/**
 * 'use client' in the files the tarball ships, for React Server Components hosts (Next.js App
 * Router): the component entry (`.`) and `/mcp` start with the directive, as does every chunk that
 * imports React or a UI library built on it; `/core` and the SDK adapters do not, and nothing they
 * load does, so a Server Component or a server route can import them.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { run } from '../support/host-app.ts';

/** The entries of React components and hooks; every other JavaScript entry must stay server-importable. */
const CLIENT_ENTRIES = ['.'];
/** Imports that only work in client code under React Server Components. */
const CLIENT_IMPORT = /^(react|react-dom|radix-ui|@rjsf\/core)(\/|$)/;
/** Static `import … from '…'`, `export … from '…'` and `import '…'` of a bundled ES module. */
const STATIC_IMPORT = /(?:^|[;\n])\s*(?:import|export)\s*(?:[^'";]*?\bfrom\s*)?["']([^"']+)["']/g;

let unpacked = '';
let dist = '';
let exportsMap: Record<string, { import: string } | string> = {};

beforeAll(async () => {
  unpacked = mkdtempSync(join(tmpdir(), 'mcp-elicitation-use-client-'));
  await run('tar', ['-xzf', inject('tarball'), '-C', unpacked], { cwd: unpacked, timeoutMs: 60_000 });
  const root = join(unpacked, 'package');
  dist = join(root, 'dist');
  exportsMap = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { exports: typeof exportsMap }).exports;
});

afterAll(() => rmSync(unpacked, { recursive: true, force: true }));

const source = (file: string) => readFileSync(file, 'utf8');
/** The directive as the first statement: nothing but comments and blank lines may come before it. */
const startsWithUseClient = (code: string) => /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*(['"])use client\1;?/.test(code);
const importsOf = (code: string) => [...code.matchAll(STATIC_IMPORT)].map(([, specifier]) => specifier ?? '');
const entryFile = (entry: string) => {
  const target = exportsMap[entry];
  return join(dist, '..', typeof target === 'string' ? target : (target?.import ?? ''));
};

/** Every JavaScript entry of the exports map but the client ones (the stylesheet and package.json aside). */
const serverEntries = () =>
  Object.keys(exportsMap).filter((entry) => !CLIENT_ENTRIES.includes(entry) && entryFile(entry).endsWith('.js'));

/** Every shipped module that `file` loads statically, itself included. */
function staticClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const specifier of importsOf(source(file))) {
    if (specifier.startsWith('.')) staticClosure(join(dirname(file), specifier), seen);
  }
  return seen;
}

describe("'use client' in the built package", () => {
  it.each(CLIENT_ENTRIES)('the %s entry starts with the directive', (entry) => {
    expect(startsWithUseClient(source(entryFile(entry)))).toBe(true);
  });

  it('every other entry, and everything it loads, stays server-importable', () => {
    expect(serverEntries()).toEqual(
      expect.arrayContaining(['./core', './mcp/sdk-v1', './mcp/sdk-v2', './bridge', './bridge/testing']),
    );
    for (const entry of serverEntries()) {
      for (const file of staticClosure(entryFile(entry))) {
        const code = source(file);
        const where = `${entry}: ${relative(dist, file)}`;
        expect(startsWithUseClient(code), where).toBe(false);
        expect(
          importsOf(code).filter((specifier) => CLIENT_IMPORT.test(specifier)),
          where,
        ).toEqual([]);
      }
    }
  });

  it('the /bridge entry loads no test runner: the store contract suite is its own entry', () => {
    const loaded = [...staticClosure(entryFile('./bridge'))];
    expect(loaded.flatMap((file) => importsOf(source(file)).filter((id) => /^vitest(\/|$)/.test(id)))).toEqual([]);
    expect(loaded).not.toContain(entryFile('./bridge/testing'));
    expect(importsOf(source(entryFile('./bridge/testing')))).toContain('vitest');
  });

  it('every chunk that imports React or a UI library on it starts with the directive', () => {
    const modules = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.js'));
    const clientCode = modules.filter((name) =>
      importsOf(source(join(dist, name))).some((id) => CLIENT_IMPORT.test(id)),
    );
    // The components themselves are among them, or this check would prove nothing.
    expect(clientCode.length).toBeGreaterThan(0);
    expect(clientCode.filter((name) => !startsWithUseClient(source(join(dist, name))))).toEqual([]);
  });
});
