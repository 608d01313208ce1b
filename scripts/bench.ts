/**
 * `npm run bench`: bundle sizes and validation speed, each printed beside a baseline measured in
 * the same run. Sizes are minified + gzipped (level 9) ES bundles built with Vite.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { ValidatorType } from '@rjsf/utils';
import react from '@vitejs/plugin-react';
import { build, type Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
// Inside node_modules so the entries resolve the project's packages.
mkdirSync(join(root, 'node_modules/.cache'), { recursive: true });
const work = mkdtempSync(join(root, 'node_modules/.cache/mer-bench-'));

const PEERS = Object.keys(pkg.peerDependencies ?? {});
const DEPENDENCIES = Object.keys(pkg.dependencies ?? {});
const matches = (names: string[]) => (id: string) => names.some((name) => id === name || id.startsWith(`${name}/`));

/** Minified and gzipped size of everything an entry pulls in, except `external` imports. */
interface Size {
  minified: number;
  gzip: number;
  code: string;
}

interface Bundle extends Size {
  label: string;
  upFront: Size;
  lazy: Size;
  lazyChunks: OutputChunk[];
}

async function bundleSize(label: string, code: string, external: (id: string) => boolean): Promise<Bundle> {
  const entry = join(work, `${label.replace(/\W+/g, '-')}.tsx`);
  writeFileSync(entry, code);
  const output = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [react()],
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      lib: { entry, formats: ['es'], fileName: 'bundle' },
      rolldownOptions: { external },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output as Rolldown.RolldownOutput])
    .flatMap((result) => result.output)
    .filter((chunk): chunk is OutputChunk => chunk.type === 'chunk');
  const measure = (selected: OutputChunk[]): Size => {
    const joined = selected.map((chunk) => chunk.code).join('\n');
    return { minified: Buffer.byteLength(joined), gzip: gzipSync(joined, { level: 9 }).length, code: joined };
  };
  // Chunks behind a dynamic import load later, only when needed; report them apart.
  return {
    label,
    ...measure(chunks),
    upFront: measure(chunks.filter((chunk) => chunk.isEntry)),
    lazy: measure(chunks.filter((chunk) => !chunk.isEntry)),
    lazyChunks: chunks.filter((chunk) => !chunk.isEntry),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const src = (path: string) => JSON.stringify(join(root, 'src', path));

function table(rows: unknown[][], header: string[]) {
  const widths = header.map((title, index) => Math.max(title.length, ...rows.map((row) => String(row[index]).length)));
  const line = (cells: unknown[]) => cells.map((cell, index) => String(cell).padEnd(widths[index] ?? 0)).join('  ');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}

async function sizes() {
  const everythingButOwn = matches([...PEERS, ...DEPENDENCIES, 'react/jsx-runtime']);
  const onlyReact = matches(['react', 'react-dom', 'react/jsx-runtime']);
  const measured = [
    await bundleSize('core entry, own code', `export * from ${src('core/index.ts')};`, everythingButOwn),
    await bundleSize(
      'core without assessUrl (form and protocol), own code',
      `export { parseElicitationRequest, defaultValues, validateAnswers, normalizeAnswers, buildResult, ` +
        `elicitationCapability, clientCapabilitiesMeta, withClientCapabilities, buildRetryParams, ` +
        `isInputRequiredResult, urlElicitationsFromError, findSensitiveFields } from ${src('core/index.ts')};`,
      everythingButOwn,
    ),
    await bundleSize(
      'core assessUrl alone, own code',
      `export { assessUrl } from ${src('core/index.ts')};`,
      everythingButOwn,
    ),
    await bundleSize('. entry, own code', `export * from ${src('index.ts')};`, everythingButOwn),
    await bundleSize('/mcp entry, own code', `export * from ${src('mcp/index.ts')};`, everythingButOwn),
    await bundleSize(
      'form mode, all a host ships beside React',
      `import { ElicitationPanel } from ${src('index.ts')};\nexport { ElicitationPanel };`,
      onlyReact,
    ),
    await bundleSize(
      'baseline: URL checker before issue 11 (tldts + punycode, PSL included)',
      `export { parse } from 'tldts';\nexport { default as punycode } from 'punycode/punycode.js';`,
      onlyReact,
    ),
    await bundleSize(
      'baseline: @rjsf/core + validator-ajv8 + default theme',
      `import Form from '@rjsf/core';\nimport validator from '@rjsf/validator-ajv8';\nexport { Form, validator };`,
      onlyReact,
    ),
    await bundleSize(
      'baseline: @rjsf/validator-ajv8 alone',
      `import validator from '@rjsf/validator-ajv8';\nexport { validator };`,
      onlyReact,
    ),
    await bundleSize(
      'our cfworker validator alone',
      `export { createCfworkerValidator } from ${src('rjsf/validator.ts')};`,
      onlyReact,
    ),
  ];
  console.log('\nBundle sizes (minified + gzip -9)\n');
  table(
    measured.map((row) => [
      row.label,
      kb(row.minified),
      kb(row.gzip),
      row.lazy.minified > 0 ? `${kb(row.upFront.gzip)} + ${kb(row.lazy.gzip)} lazy` : '',
    ]),
    ['bundle', 'minified', 'gzip', 'gzip up front + loaded on demand'],
  );
  const find = (prefix: string) => {
    const found = measured.find((row) => row.label.startsWith(prefix));
    if (!found) throw new Error(`no bundle labelled ${prefix}…`);
    return found;
  };
  const host = find('form mode');
  const before = find('baseline: URL checker');
  // The pattern engine's chunk (re2js and its ECMA-262 translation), told by an RE2 error message.
  const isPatternChunk = (chunk: OutputChunk) => chunk.code.includes('invalid repeat count');
  const measureChunks = (chunks: OutputChunk[]) => {
    const joined = chunks.map((chunk) => chunk.code).join('\n');
    return { minified: Buffer.byteLength(joined), gzip: gzipSync(joined, { level: 9 }).length };
  };
  const patternLazy = measureChunks(host.lazyChunks.filter(isPatternChunk));
  const urlLazy = measureChunks(host.lazyChunks.filter((chunk) => !isPatternChunk(chunk)));
  const re2UpFront = host.upFront.code.includes('invalid repeat count');
  // Strings only the Public Suffix List and the popular-domain data contain.
  const pslUpFront = host.upFront.code.includes('blogspot');
  const topDomainsUpFront = host.upFront.code.includes('googletagmanager');
  console.log('\nLazy loading of URL assessment (the same host bundle, split by when it loads)\n');
  table(
    [
      ['form-only path: loaded up front', kb(host.upFront.minified), kb(host.upFront.gzip)],
      [
        'URL mode adds on first URL request (assessUrl + PSL + popular domains)',
        kb(urlLazy.minified),
        kb(urlLazy.gzip),
      ],
      ['a request with a pattern adds (re2js + ECMA-262 translation)', kb(patternLazy.minified), kb(patternLazy.gzip)],
      // The checker's own code was about 4 KB gzip on top of these two packages.
      ['  before issue 11: tldts + punycode alone', kb(before.minified), kb(before.gzip)],
    ],
    ['path', 'minified', 'gzip'],
  );
  console.log('Lazy loading of the pattern engine: the chunk above loads only for a request with a pattern.');
  console.log(`URL-mode chunk budget (60 KB gzip): ${urlLazy.gzip <= 60 * 1024 ? 'met' : 'EXCEEDED'}`);
  console.log(`re2js in the up-front path: ${re2UpFront ? 'YES (regression)' : 'no'}`);
  console.log(`Public Suffix List in the up-front path: ${pslUpFront ? 'YES (regression)' : 'no'}`);
  console.log(`Popular-domain list in the up-front path: ${topDomainsUpFront ? 'YES (regression)' : 'no'}`);
  return measured;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function speed() {
  // Run the library's own TypeScript through Vite's SSR loader so the numbers are for the source.
  const { createServer } = await import('vite');
  const server = await createServer({ configFile: false, root, logLevel: 'silent', server: { middlewareMode: true } });
  try {
    const core = await server.ssrLoadModule('/src/core/index.ts');
    const theme = await server.ssrLoadModule('/src/rjsf/index.ts');
    const i18n = await server.ssrLoadModule('/src/i18n/index.ts');
    const { default: ajv8 } = await import('@rjsf/validator-ajv8');
    const fifty = JSON.parse(readFileSync(join(root, 'test/fixtures/requests/fifty-fields.json'), 'utf8')).params;
    const parsed = core.parseElicitationRequest(fifty);
    const form = theme.toRjsfForm(parsed.request, i18n.en, 'en');
    const formData = theme.toFormData(form, core.defaultValues(parsed.request));

    const runs = 15;
    const firstValidation = (makeValidator: () => ValidatorType) => {
      const times: number[] = [];
      for (let run = 0; run < runs; run++) {
        const validator = makeValidator();
        // A fresh schema object each run, so no cache survives: this is the first-validation cost.
        const schema = structuredClone(form.schema);
        const start = performance.now();
        validator.validateFormData(formData, schema);
        times.push(performance.now() - start);
      }
      return median(times);
    };
    const repeated = (validator: ValidatorType) => {
      validator.validateFormData(formData, form.schema);
      const start = performance.now();
      for (let run = 0; run < 200; run++) validator.validateFormData(formData, form.schema);
      return (performance.now() - start) / 200;
    };
    const parseTimes: number[] = [];
    for (let run = 0; run < 200; run++) {
      const start = performance.now();
      core.parseElicitationRequest(fifty);
      parseTimes.push(performance.now() - start);
    }
    const cfworker = () => theme.createCfworkerValidator();
    const ajv = () => {
      ajv8.reset?.();
      return ajv8;
    };
    const rows: [string, number][] = [
      ['first validation, 50 fields: cfworker (ours)', firstValidation(cfworker)],
      ['first validation, 50 fields: ajv8 (baseline)', firstValidation(ajv)],
      ['repeat validation, 50 fields: cfworker (ours)', repeated(theme.createCfworkerValidator())],
      ['repeat validation, 50 fields: ajv8 (baseline)', repeated(ajv8)],
      ['parseElicitationRequest, 50 fields', median(parseTimes)],
    ];
    console.log(`\nSpeed in Node ${process.version} (median of ${runs} fresh validators; repeats averaged over 200)\n`);
    table(
      rows.map(([label, ms]) => [label, `${ms.toFixed(2)} ms`]),
      ['measurement', 'time'],
    );
    return rows;
  } finally {
    await server.close();
  }
}

try {
  await sizes();
  await speed();
} finally {
  rmSync(work, { recursive: true, force: true });
}
