/**
 * The package's public entry names resolved to their sources, read from tsconfig.json's `paths`
 * (one list for the type checker, the demo and any Vite config), so code outside `src` imports the
 * library exactly as a host does: `mcp-elicitation-react/mcp`, never `../../src/mcp/index`.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = new URL('..', import.meta.url);
const tsconfig = JSON.parse(readFileSync(new URL('tsconfig.json', ROOT), 'utf8')) as {
  compilerOptions: { paths: Record<string, [string]> };
};

/** Vite `resolve.alias` entries: each public entry name to its source file. */
export const sourceAliases = Object.entries(tsconfig.compilerOptions.paths).map(([name, [path]]) => ({
  find: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`),
  replacement: fileURLToPath(new URL(path, ROOT)),
}));
