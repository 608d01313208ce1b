/**
 * The layers point one way (CONTRIBUTING.md, Layout: core ← i18n ← rjsf ← components; core ← mcp ← bridge; the
 * components render mcp's queue): every import of every source file, static, dynamic and type-only,
 * by relative path or through the package's own name (`mcp-elicitation-react/mcp`), goes to its own
 * layer or one below it. A type import through the package's name is still an import.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SRC = join(ROOT, 'src');

type Layer = 'core' | 'i18n' | 'rjsf' | 'components' | 'mcp' | 'bridge' | 'locales' | 'styles' | 'entry';

/** What each layer may import besides itself. */
const BELOW: Record<Layer, readonly Layer[]> = {
  core: [],
  styles: [],
  i18n: ['core'],
  rjsf: ['core', 'i18n'],
  mcp: ['core'],
  components: ['core', 'i18n', 'rjsf', 'mcp', 'styles'],
  bridge: ['core', 'mcp'],
  // A catalogue names its type through the package's root entry, and nothing else.
  locales: ['entry'],
  // The root entry (src/index.ts) re-exports the layers a React host uses.
  entry: ['core', 'i18n', 'rjsf', 'components'],
};

/** The package's own entries, as `package.json`'s exports name them, and the layer each belongs to. */
const ENTRIES: Record<string, Layer> = {
  'mcp-elicitation-react': 'entry',
  'mcp-elicitation-react/core': 'core',
  'mcp-elicitation-react/mcp': 'mcp',
  'mcp-elicitation-react/mcp/sdk-v1': 'mcp',
  'mcp-elicitation-react/mcp/sdk-v2': 'mcp',
  'mcp-elicitation-react/bridge': 'bridge',
  'mcp-elicitation-react/bridge/testing': 'bridge',
};

function layerOf(file: string): Layer {
  const path = relative(SRC, file);
  if (path === 'index.ts') return 'entry';
  const folder = path.split('/')[0] as string;
  if (folder in BELOW) return folder as Layer;
  throw new Error(`${path} is in no layer: add its folder to test/tooling/layers.test.ts`);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.stories\.tsx$/.test(entry.name) && !entry.name.endsWith('.d.ts')
      ? [path]
      : [];
  });
}

/** Every module specifier a file imports or re-exports, statically, as a type, or with `import()`. */
function specifiers(code: string): string[] {
  const found: string[] = [];
  const withoutComments = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const patterns = [
    /\b(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]/g,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\btypeof\s+import\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) for (const match of withoutComments.matchAll(pattern)) found.push(match[1] as string);
  return found;
}

/** The layer a specifier of `file` reaches, or null for a package outside this one. */
function targetLayer(file: string, specifier: string): Layer | null {
  if (specifier in ENTRIES) return ENTRIES[specifier] as Layer;
  if (specifier.startsWith('mcp-elicitation-react/locales/')) return 'locales';
  if (specifier.startsWith('mcp-elicitation-react')) throw new Error(`${specifier}: not an entry of the package`);
  if (!specifier.startsWith('.')) return null;
  return layerOf(resolve(dirname(file), specifier));
}

const imports = sourceFiles(SRC).flatMap((file) =>
  specifiers(readFileSync(file, 'utf8')).map((specifier) => ({ file, specifier })),
);

describe('the layers point one way', () => {
  it('reads the imports of every kind', () => {
    expect(
      specifiers(
        "import a from './a';\nimport type { B } from 'mcp-elicitation-react/mcp';\nexport { c } from '../c';\nconst d = import('./d');\ntype E = typeof import('./e');\n// import x from './commented';",
      ),
    ).toEqual(['./a', 'mcp-elicitation-react/mcp', '../c', './d', './e', './e']);
    expect(imports.length).toBeGreaterThan(300);
  });

  it('every import goes to the importing layer or one below it', () => {
    const against = imports.flatMap(({ file, specifier }) => {
      const from = layerOf(file);
      const to = targetLayer(file, specifier);
      return to === null || to === from || BELOW[from].includes(to)
        ? []
        : [`${relative(ROOT, file)} (${from}) imports ${specifier} (${to})`];
    });
    expect(against).toEqual([]);
  });

  it('the allowed directions have no circle', () => {
    const visiting = new Set<Layer>();
    const done = new Set<Layer>();
    const visit = (layer: Layer, path: Layer[]): void => {
      if (done.has(layer)) return;
      if (visiting.has(layer)) throw new Error(`circle: ${[...path, layer].join(' → ')}`);
      visiting.add(layer);
      for (const below of BELOW[layer]) visit(below, [...path, layer]);
      visiting.delete(layer);
      done.add(layer);
    };
    for (const layer of Object.keys(BELOW) as Layer[]) visit(layer, []);
  });
});
