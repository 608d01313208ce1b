/**
 * Package lint on the packed tarball: publint (package.json against the shipped files: exports,
 * conditions, `files`, types) and Are the Types Wrong (attw, ESM-only profile: every entry's types
 * resolve under `node16` from ESM and `bundler`, and so does every import inside them). Both must
 * report nothing, suggestions included.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { expect, inject, it } from 'vitest';
import { PROJECT_ROOT, run } from '../support/host-app.ts';

/** The CLI's bin (the package exports no entry for it). */
/** The packed package.json (the project's own: npm packs it as it is). */
const manifest = () =>
  JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { exports: Record<string, unknown> };

const ATTW = join(PROJECT_ROOT, 'node_modules', '@arethetypeswrong', 'cli', 'dist', 'index.js');

it('publint reports nothing', async () => {
  const tarball = readFileSync(inject('tarball'));
  const { messages, pkg } = await publint({
    pack: { tarball: tarball.buffer.slice(tarball.byteOffset, tarball.byteOffset + tarball.byteLength) },
    level: 'suggestion',
    strict: true,
  });
  expect(messages.map((message) => `${message.type}: ${formatMessage(message, pkg)}`)).toEqual([]);
});

it('attw (ESM-only profile) reports nothing', async () => {
  // The profile leaves out CommonJS resolution (node10, node16 from require): the package is ESM only.
  // The stylesheet is an asset, not a module: it has no types to resolve.
  // Entries name each other's types by their public paths (`mcp-elicitation-react/core`), which node10
  // cannot resolve: attw files that under node10, a resolution the profile ignores, yet counts it
  // in its exit code. The rule is left out here; the per-entry verdicts below still require every
  // import to resolve under node16 (from ESM) and bundler.
  const args = [
    ATTW,
    inject('tarball'),
    '--profile',
    'esm-only',
    '--exclude-entrypoints',
    './styles.css',
    '--ignore-rules',
    'internal-resolution-error',
  ];
  const { code, output } = await run(process.execPath, [...args, '--format', 'ascii', '--no-color', '--no-emoji'], {
    cwd: PROJECT_ROOT,
    timeoutMs: 120_000,
    allowFailure: true,
  });
  expect(code, output).toBe(0);
  // Each entry's verdict per resolution the profile keeps: all OK, for every entry of the exports map.
  const verdicts = output.split('\n').filter((line) => /^(node16 \(from ESM\)|bundler):/.test(line));
  expect(verdicts).toHaveLength(2 * (Object.keys(manifest().exports).length - 1));
  expect(verdicts.filter((line) => !/^[^:]+: OK\b/.test(line))).toEqual([]);
});
