/**
 * The SDKs are optional peers: no `/mcp` module may import either at runtime, and each adapter
 * must load without React and without the other adapter.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');
const STATEMENT = /^(?:import|export)\s+(type\s+)?([^;]*?)\s*from\s*'([^']+)'/gm;

/** Every `from '...'` of a module, and whether it is erased at runtime (type-only). */
function importsOf(file: string) {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(STATEMENT)].map(([, typeKeyword, clause = '', specifier = '']) => {
    const braced = /^\{([\s\S]*)\}$/.exec(clause.trim())?.[1];
    const names = braced
      ?.split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    const typeOnly = typeKeyword !== undefined || (names?.every((name) => name.startsWith('type ')) ?? false);
    return { specifier, typeOnly };
  });
}

function resolveModule(from: string, specifier: string) {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    try {
      readFileSync(candidate);
      return candidate;
    } catch {}
  }
  throw new Error(`Cannot resolve ${specifier} from ${from}`);
}

/** The runtime module graph from `entry`: project files (relative to src) and packages. */
function runtimeGraph(entry: string) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const { specifier, typeOnly } of importsOf(file)) {
      if (typeOnly) continue;
      if (specifier.startsWith('.')) visit(resolveModule(file, specifier));
      else packages.add(specifier);
    }
  };
  visit(join(SRC, entry));
  return { files: [...files].map((file) => relative(SRC, file)).sort(), packages: [...packages].sort() };
}

describe('the /mcp modules', () => {
  it('never import an MCP SDK, not even as a type', () => {
    const files = readdirSync(join(SRC, 'mcp'));
    expect(files).toEqual(expect.arrayContaining(['index.ts', 'sdkV1.ts', 'sdkV2.ts', 'ElicitationProvider.tsx']));
    for (const file of files) {
      const specifiers = importsOf(join(SRC, 'mcp', file)).map(({ specifier }) => specifier);
      expect(
        specifiers.filter((specifier) => specifier.startsWith('@modelcontextprotocol')),
        file,
      ).toEqual([]);
    }
  });

  it.each([
    ['mcp/sdkV1.ts', 'mcp/sdkV2.ts'],
    ['mcp/sdkV2.ts', 'mcp/sdkV1.ts'],
  ])('%s loads without React, rjsf, Radix or %s', (entry, other) => {
    const graph = runtimeGraph(entry);
    expect(
      graph.packages.filter((name) => /^(react|react-dom|radix-ui|@rjsf\/|@modelcontextprotocol\/)/.test(name)),
    ).toEqual([]);
    expect(graph.files).not.toContain(other);
    expect(graph.files.every((file) => file.startsWith('mcp/') || file.startsWith('core/'))).toBe(true);
  });

  it('the whole /mcp entry needs only the library’s own dependencies and React', () => {
    const { packages } = runtimeGraph('mcp/index.ts');
    expect(packages.filter((name) => name.includes('modelcontextprotocol'))).toEqual([]);
    expect(packages).toContain('react');
  });

  it('the /bridge entry loads without React, the DOM layers or any SDK, and imports no Redis client', () => {
    const { files, packages } = runtimeGraph('bridge/index.ts');
    expect(
      packages.filter((name) =>
        /^(react|react-dom|radix-ui|@rjsf\/|@modelcontextprotocol\/|@ai-sdk\/|redis|ioredis)/.test(name),
      ),
    ).toEqual([]);
    expect(files.every((file) => /^(bridge|core|mcp)\//.test(file) && !file.endsWith('.tsx'))).toBe(true);
    expect(files).not.toContain('mcp/bridgeClient.ts');
  });
});
