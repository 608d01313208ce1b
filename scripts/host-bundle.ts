/**
 * What a host ships: builds a fresh Vite app with Vite's default settings (plus the React plugin, as
 * `create-vite`'s React template has) that imports the package's built entry and stylesheet, and
 * reports its bytes per package, up front and lazy, beside plain rjsf + ajv8 with rjsf's default theme.
 * `npm run bench:host` prints the tables; `test/e2e/host-bundle.test.ts` holds the ratio to its target.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type DecodedSourceMap, decodedMappings, originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { inProduction } from './production.ts';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const PACKAGE = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  name: string;
  exports: Record<string, string | { import: string }>;
};
/** The form request every host app renders: the specification's structured-data example. */
export const FORM_REQUEST = JSON.parse(
  readFileSync(join(ROOT, 'test/fixtures/requests/seed-structured-data.json'), 'utf8'),
).params as { requestedSchema: unknown };

/** Bytes of one part of a host bundle: minified JS and CSS, and both gzipped together (level 9). */
export interface Bytes {
  js: number;
  css: number;
  gzip: number;
}

/** A host app's production build, measured. */
export interface HostBundle {
  label: string;
  /** What the page loads before it renders: entry chunks, their static imports and the CSS. */
  upFront: Bytes;
  /** Chunks behind a dynamic import. */
  lazy: Bytes;
  /** Minified JS bytes per npm package (or `mcp-elicitation-react`, `host app`), up front and lazy. */
  packages: Map<string, { upFront: number; lazy: number }>;
  /** Each chunk behind a dynamic import: gzip bytes (level 9), and the packages its code comes from. */
  lazyChunks: { fileName: string; gzip: number; packages: string[] }[];
}

/** A host app to build: the source of its `main.tsx`. */
export interface HostApp {
  label: string;
  main: string;
}

const render = (element: string) =>
  `import { createRoot } from 'react-dom/client';\n${element}\ncreateRoot(document.getElementById('root')!).render(<App />);\n`;

/** The host apps compared: the panel for a form request (default validator, then ajv8) and plain rjsf. */
export const HOST_APPS = {
  panel: {
    label: 'ElicitationPanel, default validator',
    main: render(
      `import { ElicitationPanel } from '${PACKAGE.name}';\nimport '${PACKAGE.name}/styles.css';\n` +
        `const App = () => <ElicitationPanel params={${JSON.stringify(FORM_REQUEST)}} server={{ name: 'host' }} onResult={(result) => console.log(JSON.stringify(result))} />;`,
    ),
  },
  panelAjv8: {
    label: 'ElicitationPanel, form={{ validator: ajv8 }}',
    main: render(
      `import validator from '@rjsf/validator-ajv8';\nimport { ElicitationPanel } from '${PACKAGE.name}';\nimport '${PACKAGE.name}/styles.css';\n` +
        `const App = () => <ElicitationPanel params={${JSON.stringify(FORM_REQUEST)}} server={{ name: 'host' }} form={{ validator }} onResult={(result) => console.log(JSON.stringify(result))} />;`,
    ),
  },
  rjsf: {
    label: 'plain @rjsf/core + validator-ajv8, default theme',
    main: render(
      `import Form from '@rjsf/core';\nimport validator from '@rjsf/validator-ajv8';\n` +
        `const App = () => <Form schema={${JSON.stringify(FORM_REQUEST.requestedSchema)}} validator={validator} onSubmit={({ formData }) => console.log(JSON.stringify(formData))} />;`,
    ),
  },
} satisfies Record<string, HostApp>;

/** A scratch folder inside this project's node_modules, so host apps resolve its packages. */
export function scratchFolder(prefix: string): string {
  mkdirSync(join(ROOT, 'node_modules/.cache'), { recursive: true });
  return mkdtempSync(join(ROOT, 'node_modules/.cache', prefix));
}

/**
 * Builds the library with its own `vite.config.ts` into `outDir`, as `npm run build` does into
 * `dist/` (source maps included unless `sourcemap` is false; bundlers do not need them).
 */
export async function buildLibrary(outDir: string, { sourcemap }: { sourcemap?: boolean } = {}): Promise<void> {
  await inProduction(() =>
    build({
      root: ROOT,
      configFile: join(ROOT, 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true, ...(sourcemap === undefined ? {} : { sourcemap }) },
    }),
  );
}

/** The package's exports map pointed at a built library folder, as a host's resolver sees it. */
function packageAliases(library: string): { find: RegExp; replacement: string }[] {
  const aliases: { find: RegExp; replacement: string }[] = [];
  for (const [subpath, target] of Object.entries(PACKAGE.exports)) {
    const file = typeof target === 'string' ? target : target.import;
    if (!file.startsWith('./dist/')) continue;
    const specifier = join(PACKAGE.name, subpath).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    aliases.push({ find: new RegExp(`^${specifier}$`), replacement: join(library, file.slice('./dist/'.length)) });
  }
  return aliases;
}

/** The npm package a source file belongs to (the innermost `node_modules`), else this library or the app. */
function packageOf(file: string): string {
  const match = /.*node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file);
  if (match && match[1] !== '.cache') return match[1]!;
  if (file.startsWith(join(ROOT, 'src') + sep)) return PACKAGE.name;
  return 'host app';
}

interface OutputChunk {
  type: 'chunk';
  fileName: string;
  code: string;
  isEntry: boolean;
  imports: string[];
  map: DecodedSourceMap | { mappings: string; sources: (string | null)[] } | null;
}
interface OutputAsset {
  type: 'asset';
  fileName: string;
  source: string | Uint8Array;
}

/** Attributes every byte of a minified chunk to a package through its source map, and the library's own maps. */
function attribute(chunk: OutputChunk, outDir: string, library: string, add: (pkg: string, bytes: number) => void) {
  // Bundler glue (a runtime chunk) may come without a map.
  if (!chunk.map) {
    add('unmapped', Buffer.byteLength(chunk.code));
    return;
  }
  const map = new TraceMap(chunk.map as ConstructorParameters<typeof TraceMap>[0]);
  const libraryMaps = new Map<string, TraceMap | null>();
  const origin = (source: string, line: number, column: number): string => {
    const file = resolve(outDir, dirname(chunk.fileName), source);
    if (!file.startsWith(library + sep)) return packageOf(file);
    // Bytes from the built library: follow its own source map back to src/ or a bundled package.
    if (!libraryMaps.has(file)) {
      const mapFile = `${file}.map`;
      libraryMaps.set(
        file,
        (() => {
          try {
            return new TraceMap(readFileSync(mapFile, 'utf8'));
          } catch {
            return null;
          }
        })(),
      );
    }
    const inner = libraryMaps.get(file);
    const position = inner ? originalPositionFor(inner, { line: line + 1, column }) : null;
    return position?.source ? packageOf(resolve(dirname(file), position.source)) : PACKAGE.name;
  };
  const lines = chunk.code.split('\n');
  decodedMappings(map).forEach((segments, index) => {
    const line = lines[index] ?? '';
    let covered = 0;
    segments.forEach((segment, position) => {
      const end = segments[position + 1]?.[0] ?? line.length;
      const text = line.slice(segment[0], end);
      covered += text.length;
      const pkg = segment.length === 1 ? 'unmapped' : origin(map.resolvedSources[segment[1]]!, segment[2], segment[3]);
      add(pkg, Buffer.byteLength(text));
    });
    if (covered < line.length) add('unmapped', Buffer.byteLength(line.slice(0, line.length - covered)));
  });
}

/**
 * Builds one host app against the library built in `library` and measures it; with `outDir`, the
 * built page is also written there (to be served).
 */
export async function buildHostApp(app: HostApp, library: string, outDir?: string): Promise<HostBundle> {
  const dir = scratchFolder('mer-host-');
  try {
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html>\n<html lang="en"><body><div id="root"></div><script type="module" src="/main.tsx"></script></body></html>\n',
    );
    writeFileSync(join(dir, 'main.tsx'), app.main);
    const result = await inProduction(() =>
      build({
        root: dir,
        configFile: false,
        envFile: false,
        logLevel: 'silent',
        cacheDir: join(dir, '.vite'),
        plugins: [react()],
        resolve: { alias: packageAliases(library) },
        // Only the source map is added (hidden: the code is the same), to attribute bytes to packages.
        build: outDir ? { outDir, emptyOutDir: true, sourcemap: 'hidden' } : { write: false, sourcemap: 'hidden' },
      }),
    );
    const output = (Array.isArray(result) ? result : [result]).flatMap(
      (entry) => (entry as { output: (OutputChunk | OutputAsset)[] }).output,
    );
    const chunks = new Map(
      output.filter((item): item is OutputChunk => item.type === 'chunk').map((chunk) => [chunk.fileName, chunk]),
    );
    // Up front: the entries and everything they import statically.
    const upFrontNames = new Set<string>();
    const visit = (name: string) => {
      if (upFrontNames.has(name)) return;
      upFrontNames.add(name);
      for (const imported of chunks.get(name)?.imports ?? []) visit(imported);
    };
    for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
    const css = output
      .filter((item): item is OutputAsset => item.type === 'asset' && item.fileName.endsWith('.css'))
      .map((asset) => String(asset.source))
      .join('\n');
    const measure = (code: string, styles: string): Bytes => ({
      js: Buffer.byteLength(code),
      css: Buffer.byteLength(styles),
      gzip: gzipSync(code + styles, { level: 9 }).length,
    });
    const pick = (upFront: boolean) =>
      [...chunks.values()]
        .filter((chunk) => upFrontNames.has(chunk.fileName) === upFront)
        .map((chunk) => chunk.code)
        .join('\n');
    const packages = new Map<string, { upFront: number; lazy: number }>();
    const lazyChunks: HostBundle['lazyChunks'] = [];
    for (const chunk of chunks.values()) {
      const upFront = upFrontNames.has(chunk.fileName);
      const inChunk = new Set<string>();
      attribute(chunk, outDir ?? join(dir, 'dist'), library, (pkg, bytes) => {
        const entry = packages.get(pkg) ?? { upFront: 0, lazy: 0 };
        if (upFront) entry.upFront += bytes;
        else entry.lazy += bytes;
        packages.set(pkg, entry);
        if (pkg !== 'unmapped') inChunk.add(pkg);
      });
      if (!upFront) {
        const gzip = gzipSync(chunk.code, { level: 9 }).length;
        lazyChunks.push({ fileName: chunk.fileName, gzip, packages: [...inChunk].sort() });
      }
    }
    return {
      label: app.label,
      upFront: measure(pick(true), css),
      lazy: measure(pick(false), ''),
      packages,
      lazyChunks,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, index) => Math.max(title.length, ...rows.map((row) => row[index]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, index) => cell.padEnd(widths[index]!))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/** The comparison as text: totals and ratios, then KiB per package for each app. */
export function report(bundles: HostBundle[], baseline: HostBundle): string {
  const totals = table(
    ['host app (fresh Vite 8, defaults)', 'up-front JS+CSS min', 'gzip', 'ratio (gzip)', 'ratio (min)', 'lazy JS min'],
    bundles.map((bundle) => [
      bundle.label,
      kib(bundle.upFront.js + bundle.upFront.css),
      kib(bundle.upFront.gzip),
      (bundle.upFront.gzip / baseline.upFront.gzip).toFixed(3),
      ((bundle.upFront.js + bundle.upFront.css) / (baseline.upFront.js + baseline.upFront.css)).toFixed(3),
      kib(bundle.lazy.js),
    ]),
  );
  const names = [...new Set(bundles.flatMap((bundle) => [...bundle.packages.keys()]))];
  const upFront = (bundle: HostBundle, name: string) => bundle.packages.get(name)?.upFront ?? 0;
  names.sort((a, b) => Math.max(...bundles.map((x) => upFront(x, b))) - Math.max(...bundles.map((x) => upFront(x, a))));
  const composition = table(
    ['package (minified KiB, up front; lazy in brackets)', ...bundles.map((_bundle, index) => `app ${index + 1}`)],
    [
      ...names
        .filter((name) =>
          bundles.some(
            (bundle) =>
              (bundle.packages.get(name)?.upFront ?? 0) >= 512 || (bundle.packages.get(name)?.lazy ?? 0) >= 512,
          ),
        )
        .map((name) => [
          name,
          ...bundles.map((bundle) => {
            const entry = bundle.packages.get(name);
            if (!entry) return '-';
            return entry.lazy > 0 ? `${kib(entry.upFront)} [${kib(entry.lazy)}]` : kib(entry.upFront);
          }),
        ]),
      ['CSS', ...bundles.map((bundle) => kib(bundle.upFront.css))],
    ],
  );
  const legend = bundles.map((bundle, index) => `app ${index + 1}: ${bundle.label}`).join('\n');
  const lazy = table(
    ['lazy chunk (loaded only when needed)', 'gzip KiB', 'packages', 'app'],
    bundles.flatMap((bundle, index) =>
      bundle.lazyChunks.map((chunk) => [chunk.fileName, kib(chunk.gzip), chunk.packages.join(', '), String(index + 1)]),
    ),
  );
  return `${totals}\n\n${legend}\n\n${composition}\n\n${lazy}\n`;
}

/** `npm run bench:host`: builds the host apps and prints the tables. */
export async function main() {
  const library = scratchFolder('mer-library-');
  try {
    await buildLibrary(library);
    const bundles: HostBundle[] = [];
    for (const app of Object.values(HOST_APPS)) bundles.push(await buildHostApp(app, library));
    console.log(report(bundles, bundles.at(-1)!));
  } finally {
    rmSync(library, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
