import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { BUNDLED_PACKAGES, bundleRjsfCore, RJSF_UTILS_ORIGINALS } from './scripts/bundle-rjsf.ts';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

// Dependencies and peers stay imports, so the host's bundler dedupes them; except @rjsf/core and
// @rjsf/utils, which the build bundles to leave out code hosts would otherwise ship unused
// (scripts/bundle-rjsf.ts), all but the modules of @rjsf/utils its stand-ins hand over to. Their patch range in
// `dependencies` (`~`) still provides their types; every other dependency is a caret range, so a host's
// own copy (a newer patch) is the one copy installed.
const bundled: readonly string[] = BUNDLED_PACKAGES;
const externals = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})].filter(
  (name) => !bundled.includes(name),
);
const originals: readonly string[] = RJSF_UTILS_ORIGINALS;
const isExternal = (id: string) =>
  originals.includes(id) || externals.some((name) => id === name || id.startsWith(`${name}/`));

/** Ships the stylesheet as `dist/styles.css`, untouched: hosts import it as `mcp-elicitation-react/styles.css`. */
function stylesheet(): Plugin {
  return {
    name: 'mcp-elicitation-react:stylesheet',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'styles.css',
        source: readFileSync(new URL('./src/styles/elicitation.css', import.meta.url), 'utf8'),
      });
    },
  };
}

/** Entries whose exports are React components or hooks: the `.` entry (`/mcp` is React-free). */
const CLIENT_ENTRIES = new Set(['index']);
/** Imports that make a chunk client code: React state, effects, context, and the UI libraries built on them. */
const CLIENT_IMPORTS = /^(react|react-dom|radix-ui|@rjsf\/core)(\/|$)/;

/**
 * Marks the component and `/mcp` entries, and every shared chunk holding React code, as client modules
 * for React Server Components hosts (Next.js App Router). Source-level directives are dropped when modules
 * are bundled, so the directive is added to the output, after minification, as each chunk's first line.
 */
function useClientDirective(chunk: { isEntry: boolean; name: string; imports: string[] }): string {
  const client = chunk.isEntry ? CLIENT_ENTRIES.has(chunk.name) : chunk.imports.some((id) => CLIENT_IMPORTS.test(id));
  return client ? "'use client';" : '';
}

export default defineConfig({
  plugins: [react(), stylesheet(), bundleRjsfCore()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    lib: {
      entry: {
        index: 'src/index.ts',
        core: 'src/core/index.ts',
        mcp: 'src/mcp/index.ts',
        'mcp-sdk-v1': 'src/mcp/sdkV1.ts',
        'mcp-sdk-v2': 'src/mcp/sdkV2.ts',
        bridge: 'src/bridge/index.ts',
        'bridge-testing': 'src/bridge/testing.ts',
        'locales-ar': 'src/locales/ar.ts',
        'locales-ko': 'src/locales/ko.ts',
      },
      formats: ['es'],
    },
    rolldownOptions: {
      external: isExternal,
      output: { chunkFileNames: 'chunks/[name]-[hash].js', postBanner: useClientDirective },
    },
  },
});
