#!/usr/bin/env node
/**
 * Part of `npm run build`, after `tsc` emits the declarations: gives every relative specifier in
 * dist/types a full `.js` path (`./core/index` → `./core/index.js`, `./theme` → `./theme/index.js`).
 * TypeScript keeps specifiers as written, and extensionless ones do not resolve for hosts that
 * type-check with `moduleResolution: node16` or `nodenext` (ECMAScript modules need full paths, as in
 * Node's ESM resolution), so their types would silently become `any`. A specifier that points at no
 * declaration file fails the build.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = fileURLToPath(new URL('../dist/types/', import.meta.url));
/** `from './x'`, `import './x'` and `import('./x')`: the quoted relative specifier is group 2. */
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(?\s*)(['"])(\.{1,2}\/[^'"]*)\2/g;

/**
 * @param {string} file
 * @param {string} specifier
 */
function fullPath(file, specifier) {
  if (/\.(js|mjs|cjs|json)$/.test(specifier)) return specifier;
  const base = join(dirname(file), specifier);
  if (existsSync(`${base}.d.ts`)) return `${specifier}.js`;
  if (existsSync(join(base, 'index.d.ts'))) return `${specifier.replace(/\/$/, '')}/index.js`;
  throw new Error(`${relative(TYPES, file)}: '${specifier}' points at no declaration file`);
}

let changed = 0;
for (const name of readdirSync(TYPES, { recursive: true, encoding: 'utf8' })) {
  if (!name.endsWith('.d.ts')) continue;
  const file = join(TYPES, name);
  const source = readFileSync(file, 'utf8');
  const rewritten = source.replace(SPECIFIER, (_, keyword, quote, specifier) => {
    return `${keyword}${quote}${fullPath(file, specifier)}${quote}`;
  });
  if (rewritten !== source) {
    writeFileSync(file, rewritten);
    changed += 1;
  }
}
console.log(`dts-specifiers: full .js paths in ${changed} declaration files`);
