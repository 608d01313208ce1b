import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

// Dependencies and peers stay imports: the host's bundler dedupes them.
const externals = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
const isExternal = (id: string) => externals.some((name) => id === name || id.startsWith(`${name}/`));

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

export default defineConfig({
  plugins: [react(), stylesheet()],
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
      },
      formats: ['es'],
    },
    rolldownOptions: {
      external: isExternal,
      output: { chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});
