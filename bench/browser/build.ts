/**
 * Builds the benchmark's pages as production bundles and weighs them. Two sets:
 * - project: each page built with Vite and `mcp-elicitation-react` resolved to this repository's
 *   source, the bundles that are timed;
 * - host: a fresh Vite app with Vite's default settings that installs the package as published
 *   (its `dist/` and `package.json`) and imports its public entries and stylesheet, as hosts do.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { InlineConfig } from 'vite';
import { buildPage } from '../../harness/page.ts';
import { bundleRjsfCore } from '../../scripts/bundle-rjsf.ts';
import { buildLibrary } from '../../scripts/host-bundle.ts';
import type { VariantId } from './variants';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PAGES = fileURLToPath(new URL('./pages/', import.meta.url));

/** Which build a bundle comes from. */
export type BuildSet = 'project' | 'host';

/** Gzip (level 9) bytes of some of a page's scripts and stylesheets: by kind, in all, and per file. */
export interface WeighedFiles {
  js: number;
  css: number;
  total: number;
  files: string[];
  /** Gzip bytes of each file, by its path in the build. */
  sizes: Record<string, number>;
}

/** Gzip (level 9) bytes of the scripts and stylesheets a page loads, split by when. */
export interface BundleBytes {
  upFront: WeighedFiles;
  lazy: WeighedFiles;
}

/** One built page. */
export interface BuiltPage {
  variant: VariantId;
  set: BuildSet;
  /** URL path prefix the page's assets are built for, e.g. `/panel/`. */
  base: string;
  outDir: string;
  html: string;
  bytes: BundleBytes;
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const gzipBytes = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * Splits a build's scripts and stylesheets into those the page loads up front (entries and what
 * they import statically) and those behind a dynamic import, from Vite's manifest.
 */
export function weighBuild(outDir: string): BundleBytes {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const upFront = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || upFront.has(chunk.file)) return;
    upFront.add(chunk.file);
    for (const css of chunk.css ?? []) upFront.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  const all = new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]));
  const weigh = (files: string[]): WeighedFiles => {
    const kinds = { js: 0, css: 0 };
    const sizes: Record<string, number> = {};
    for (const file of files) {
      sizes[file] = gzipBytes(join(outDir, file));
      kinds[extname(file) === '.css' ? 'css' : 'js'] += sizes[file];
    }
    return { ...kinds, total: kinds.js + kinds.css, files: files.sort(), sizes };
  };
  return {
    upFront: weigh([...upFront]),
    lazy: weigh([...all].filter((file) => !upFront.has(file))),
  };
}

/** What the build of one page may change besides the set: unminified output for profiling. */
export interface PageBuildOptions {
  minify?: boolean;
}

async function buildVariant(
  variant: VariantId,
  set: BuildSet,
  pagesDir: string,
  config: InlineConfig,
): Promise<BuiltPage> {
  const base = set === 'project' ? `/${variant}/` : `/host-${variant}/`;
  const outDir = await buildPage(join(pagesDir, variant), `mer-bench-${set}-${variant}-`, {
    base,
    ...config,
    build: { manifest: true, ...config.build },
  });
  return {
    variant,
    set,
    base,
    outDir,
    html: readFileSync(join(outDir, 'index.html'), 'utf8'),
    bytes: weighBuild(outDir),
  };
}

/**
 * Builds the pages with the package resolved to this repository's source. Pages of the package get
 * the package build's treatment of @rjsf/core (scripts/bundle-rjsf.ts), so the timed bundle carries
 * what a host of the published package ships; the other pages use @rjsf/core as published.
 */
export async function buildProjectPages(
  variants: readonly VariantId[],
  { minify = true }: PageBuildOptions = {},
): Promise<BuiltPage[]> {
  const built: BuiltPage[] = [];
  for (const variant of variants) {
    built.push(
      await buildVariant(variant, 'project', PAGES, {
        resolve: {
          alias: [
            { find: /^mcp-elicitation-react\/styles\.css$/, replacement: join(ROOT, 'src/styles/elicitation.css') },
            { find: /^mcp-elicitation-react$/, replacement: join(ROOT, 'src/index.ts') },
          ],
        },
        plugins: variant.startsWith('panel') ? [bundleRjsfCore({ anyBuild: true })] : [],
        build: { minify },
      }),
    );
  }
  return built;
}

/** Entries of the repository's node_modules a fresh app links to: packages, not tool state. */
const isLinkedPackage = (name: string) =>
  !['.bin', '.cache', '.vite', '.package-lock.json', 'mcp-elicitation-react'].includes(name);

/**
 * A fresh host app in a temporary folder: the package as published (built with the repository's
 * own `vite.config.ts` into `node_modules/mcp-elicitation-react/dist`), every other package linked
 * from the repository's `node_modules`, and copies of the benchmark pages.
 */
async function createHostApp(): Promise<string> {
  const app = mkdtempSync(join(tmpdir(), 'mer-bench-host-app-'));
  const modules = join(app, 'node_modules');
  mkdirSync(modules);
  for (const name of readdirSync(join(ROOT, 'node_modules')).filter(isLinkedPackage)) {
    symlinkSync(join(ROOT, 'node_modules', name), join(modules, name));
  }
  const pkg = join(modules, 'mcp-elicitation-react');
  mkdirSync(pkg);
  cpSync(join(ROOT, 'package.json'), join(pkg, 'package.json'));
  // As `npm run build` makes it (its type declarations aside: bundlers do not read them).
  await buildLibrary(join(pkg, 'dist'), { sourcemap: false });
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'bench-host', private: true, type: 'module' }));
  cpSync(PAGES, join(app, 'pages'), { recursive: true });
  return app;
}

/** Builds the pages inside a fresh Vite app with Vite's default settings, against the published package. */
export async function buildHostPages(variants: readonly VariantId[]): Promise<{ app: string; pages: BuiltPage[] }> {
  const app = await createHostApp();
  const pages: BuiltPage[] = [];
  // Nothing but `base` (to serve several apps from one origin) and the manifest (to weigh them) is set.
  for (const variant of variants) pages.push(await buildVariant(variant, 'host', join(app, 'pages'), {}));
  return { app, pages };
}
