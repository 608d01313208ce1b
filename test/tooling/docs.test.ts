/**
 * The documentation says what the code does (issue 35): the README stays short; every code block of
 * the README, the guides in `docs/` and CONTRIBUTING.md is compiled (an `<!-- include: file -->` block
 * must be that file, which `npm run typecheck` compiles; any other TypeScript block is compiled here,
 * against the package's entries); every relative link leads to a file; the styling guide lists every
 * token of the stylesheet and every part the components render, and nothing else.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DOCS = [
  'README.md',
  'CONTRIBUTING.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

interface Block {
  doc: string;
  line: number;
  lang: string;
  code: string;
  include: string | undefined;
}

const blocks: Block[] = DOCS.flatMap((doc) =>
  [...read(doc).matchAll(/(?:<!-- include: (\S+) -->\n)?```(\w*)\n([\s\S]*?)```/g)].map((match) => ({
    doc,
    line: read(doc).slice(0, match.index).split('\n').length,
    include: match[1],
    lang: match[2] ?? '',
    code: match[3] ?? '',
  })),
);
const compiled = blocks.filter((block) => !block.include && /^(ts|tsx|js|jsx|mjs)$/.test(block.lang));

describe('the documentation', () => {
  it('keeps the README short: what it is, install, one example, the entries, links', () => {
    expect(read('README.md').split('\n').length).toBeLessThanOrEqual(300);
    expect(blocks.filter((block) => block.doc === 'README.md').map((block) => block.include)).toContain(
      'examples/integration/sdk-v2.tsx',
    );
  });

  it.each(blocks.filter((block) => block.include).map((block) => [`${block.doc}:${block.line}`, block]))(
    'the included block at %s is its file, as compiled',
    (_where, block) => {
      expect(block.code).toBe(read(block.include as string));
    },
  );

  it('gives every code block a language, and compiles every TypeScript one', async () => {
    expect(blocks.filter((block) => block.lang === '').map((block) => `${block.doc}:${block.line}`)).toEqual([]);
    const dir = join(ROOT, 'node_modules/.cache/mcp-elicitation-react/doc-blocks');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const files = compiled.map((block, index) => {
      const name = `${block.doc.replace(/[/.]/g, '_')}_${block.line}_${index}.${block.lang === 'tsx' || block.lang === 'jsx' ? 'tsx' : 'ts'}`;
      // Each block is a module of its own, whatever it imports.
      writeFileSync(join(dir, name), `${block.code}\nexport {};\n`);
      return [name, block] as const;
    });
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        extends: relative(dir, join(ROOT, 'tsconfig.json')),
        compilerOptions: { noUnusedLocals: false },
        include: ['./*.ts', './*.tsx', relative(dir, join(ROOT, 'src/core/whatwg-url.d.ts'))],
      }),
    );
    const tsc = join(ROOT, 'node_modules/.bin/tsc');
    const errors = await promisify(execFile)(tsc, ['-p', join(dir, 'tsconfig.json'), '--pretty', 'false']).then(
      () => '',
      (error: { stdout?: string }) => error.stdout ?? String(error),
    );
    // Name the document and line of each failing block, not the generated file's.
    const located = errors
      .split('\n')
      .filter(Boolean)
      .map((message) => {
        const found = files.find(([name]) => message.includes(name));
        return found ? `${found[1].doc}:${found[1].line}: ${message.slice(message.indexOf('error'))}` : message;
      });
    expect(compiled.length).toBeGreaterThan(0);
    expect(located).toEqual([]);
  }, 120_000);

  it('links only to files that exist', () => {
    const broken = DOCS.flatMap((doc) =>
      [...read(doc).matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)]
        .map((match) => match[1] as string)
        .filter((target) => !/^[a-z]+:/.test(target))
        .filter((target) => !existsSync(resolve(dirname(join(ROOT, doc)), target)))
        .map((target) => `${doc} → ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it('lists every warning code of the dialects schema generators write, in the README and the security guide', () => {
    const union =
      read('src/core/problems.ts').split('// warnings: what a schema generator wrote')[1]?.split('//')[0] ?? '';
    const codes = [...union.matchAll(/'([a-z-]+)'/g)].map((match) => match[1] as string);
    expect(codes.length).toBeGreaterThanOrEqual(7);
    for (const doc of ['README.md', 'docs/security.md']) {
      expect(codes.filter((code) => !read(doc).includes(`\`${code}\``)).map((code) => `${doc}: ${code}`)).toEqual([]);
    }
  });
});

describe('the styling guide', () => {
  const guide = read('docs/styling.md');
  const listed = (pattern: RegExp) => new Set([...guide.matchAll(pattern)].map((match) => match[1]));

  it('lists every token of the stylesheet, and no other', () => {
    const css = read('src/styles/elicitation.css');
    const defined = new Set([...css.matchAll(/(--mer-[a-z0-9-]+)\s*:/g)].map((match) => match[1]));
    const documented = listed(/\|\s*`(--mer-[a-z0-9-]+)`\s*\|/g);
    documented.add('--mer-color-scheme');
    expect([...defined].sort()).toEqual([...documented].sort());
  });

  it('lists every part the components render, and no other', () => {
    const sources = (dir: string): string[] =>
      readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? sources(join(dir, entry.name))
          : /\.tsx?$/.test(entry.name) && !entry.name.includes('.stories.')
            ? [join(dir, entry.name)]
            : [],
      );
    const rendered = new Set(
      sources('src').flatMap((file) =>
        [...read(file).matchAll(/['"]?data-slot['"]?\s*[=:]\s*\{?\s*[`'"](elicitation[a-z0-9-]*)[`'"]/g)].map(
          (match) => match[1],
        ),
      ),
    );
    const documented = listed(/\|\s*`(elicitation[a-z0-9-]*)`\s*\|/g);
    expect([...rendered].sort()).toEqual([...documented].sort());
  });
});

describe('the errors guide', () => {
  it('lists every error class of the public API, under the entry that exports it, and no other', () => {
    const reports: Record<string, string> = {
      'core.api.md': 'mcp-elicitation-react/core',
      'mcp.api.md': 'mcp-elicitation-react/mcp',
      'bridge.api.md': 'mcp-elicitation-react/bridge',
      'mcp-elicitation-react.api.md': 'mcp-elicitation-react',
    };
    const exported = Object.entries(reports).flatMap(([report, entry]) =>
      [...read(`api/${report}`).matchAll(/export class (\w+Error) extends Error/g)].map(
        (match) => `${match[1]} ${entry}`,
      ),
    );
    const documented = [...read('docs/errors.md').matchAll(/^\|\s*`(\w+Error)`\s*\|\s*`([\w/-]+)`/gm)].map(
      (match) => `${match[1]} ${match[2]}`,
    );
    expect(documented.sort()).toEqual(exported.sort());
  });
});
