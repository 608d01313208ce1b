#!/usr/bin/env node
/**
 * Runs a TypeScript script of this repository on the system Node (20 has no type stripping): Vite
 * loads the file as it is and this calls its exported `main(args)`.
 * Usage: `node scripts/run.mjs scripts/host-bundle.ts [args...]`.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

/** Loads a TypeScript module through Vite; `close` ends the loader once the module is done with. */
export async function loadTypeScript(path) {
  const vite = await createServer({
    configFile: false,
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, watch: null },
  });
  const module = await vite.ssrLoadModule(resolve(path));
  return { module, close: () => vite.close() };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [path, ...args] = process.argv.slice(2);
  if (!path) throw new Error('Usage: node scripts/run.mjs <file.ts> [args...]');
  const { module, close } = await loadTypeScript(path);
  try {
    await module.main(args);
  } finally {
    await close();
  }
}
