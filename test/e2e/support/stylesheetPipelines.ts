/**
 * The CSS pipelines hosts put the package's stylesheet through, each run the way a host's build
 * runs it, returning the CSS a browser would load. Scratch apps live in this project's
 * node_modules/.cache (so they resolve its packages), except Next.js's, which refuses app code
 * inside node_modules and gets a temporary folder linked to them.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import tailwindcss from '@tailwindcss/vite';
import autoprefixer from 'autoprefixer';
import { build as esbuild } from 'esbuild';
import postcss from 'postcss';
import { type InlineConfig, build as viteBuild } from 'vite';

const ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
/** The stylesheet the package ships: `vite.config.ts` copies it to `dist/styles.css` unchanged. */
export const STYLESHEET = join(ROOT, 'src/styles/elicitation.css');
/** Browsers older than `:where()` (Vite 5's former default `modules` target), for "old target" builds. */
const OLD_BROWSERS = ['chrome61', 'edge79', 'firefox60', 'safari11'];

function scratch(prefix: string): string {
  mkdirSync(join(ROOT, 'node_modules/.cache'), { recursive: true });
  return mkdtempSync(join(ROOT, 'node_modules/.cache', prefix));
}

/** Every `.css` file under `dir`, concatenated in name order. */
function collectCss(dir: string): string {
  const files = (readdirSync(dir, { recursive: true }) as string[]).filter((file) => file.endsWith('.css')).sort();
  if (files.length === 0) throw new Error(`no CSS was emitted under ${dir}`);
  return files.map((file) => readFileSync(join(dir, file), 'utf8')).join('\n');
}

/** A Vite app whose entry imports `entryCss` (written beside the stylesheet), built with `config`. */
async function viteApp(prefix: string, entryCss: string, config: InlineConfig = {}): Promise<string> {
  const dir = scratch(prefix);
  try {
    writeFileSync(join(dir, 'elicitation.css'), readFileSync(STYLESHEET));
    writeFileSync(join(dir, 'styles.css'), entryCss);
    writeFileSync(join(dir, 'main.js'), "import './styles.css';\n");
    writeFileSync(join(dir, 'index.html'), '<!doctype html>\n<script type="module" src="/main.js"></script>\n');
    await viteBuild({
      root: dir,
      configFile: false,
      envFile: false,
      logLevel: 'error',
      cacheDir: join(dir, '.vite'),
      ...config,
      build: { outDir: join(dir, 'dist'), ...config.build },
    });
    return collectCss(join(dir, 'dist'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A Next.js app (App Router, `next build`, Turbopack by default) whose root layout imports the stylesheet. */
async function nextApp(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'mer-next-css-'));
  try {
    mkdirSync(join(dir, 'app'));
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
    writeFileSync(join(dir, 'package.json'), '{ "private": true }\n');
    // The linked node_modules lie outside the app folder: let Turbopack read them.
    writeFileSync(join(dir, 'next.config.mjs'), "export default { turbopack: { root: '/' } };\n");
    writeFileSync(join(dir, 'app/elicitation.css'), readFileSync(STYLESHEET));
    writeFileSync(
      join(dir, 'app/layout.jsx'),
      'import \'./elicitation.css\';\n\nexport default function RootLayout({ children }) {\n  return (\n    <html lang="en">\n      <body>{children}</body>\n    </html>\n  );\n}\n',
    );
    writeFileSync(join(dir, 'app/page.jsx'), 'export default function Page() {\n  return <main />;\n}\n');
    await promisify(execFile)(join(ROOT, 'node_modules/.bin/next'), ['build'], {
      cwd: dir,
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
      maxBuffer: 16 * 1024 * 1024,
    });
    return collectCss(join(dir, '.next/static'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One way a host builds its CSS. */
export interface StylesheetPipeline {
  name: string;
  /** Returns the processed stylesheet. */
  run(): Promise<string>;
}

/** The pipelines under test, cheapest first. */
export const PIPELINES: StylesheetPipeline[] = [
  {
    name: 'PostCSS + autoprefixer (browserslist defaults)',
    run: async () =>
      (await postcss([autoprefixer()]).process(readFileSync(STYLESHEET, 'utf8'), { from: STYLESHEET })).css,
  },
  {
    name: 'esbuild minifier, old browser targets',
    run: async () => {
      const result = await esbuild({
        entryPoints: [STYLESHEET],
        bundle: true,
        minify: true,
        target: OLD_BROWSERS,
        write: false,
        logLevel: 'silent',
      });
      return result.outputFiles[0]!.text;
    },
  },
  {
    name: 'Vite 8 defaults (Lightning CSS)',
    run: () => viteApp('mer-css-vite-', "@import './elicitation.css';\n"),
  },
  {
    name: 'Vite 8, build.cssTarget for old browsers',
    run: () => viteApp('mer-css-vite-old-', "@import './elicitation.css';\n", { build: { cssTarget: OLD_BROWSERS } }),
  },
  {
    name: 'Tailwind CSS v4 (@tailwindcss/vite), importing it',
    run: () =>
      viteApp('mer-css-tailwind-', '@import "tailwindcss";\n@import "./elicitation.css";\n', {
        plugins: [tailwindcss()],
      }),
  },
  {
    name: 'Next.js 16 (next build)',
    run: nextApp,
  },
];
