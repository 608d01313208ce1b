/**
 * How the package build bundles @rjsf/core instead of leaving it to hosts: rjsf's Form reaches its
 * whole default registry statically, so a host's bundler keeps all of it, markdown-to-jsx included
 * (84 KiB minified, for opt-in markdown this library never enables). Our own bundle can drop:
 * - markdown-to-jsx, replaced by `src/rjsf/plainTextMarkdown.tsx` (text as is);
 * - rjsf's default templates and widgets that the theme always supplies under the same registry
 *   names (`src/rjsf/registryKeys.ts`), so they could never render;
 * - rjsf's defaults that only a host's own schemas reach (layout grids, add/remove arrays, files,
 *   widgets picked by name): `ElicitationThemedForm` registers them itself, so they stay out of a
 *   host's bundle unless it renders that form (the elicitation form never needs them).
 * Nothing in @rjsf/core is patched or copied; a new version is picked up by bumping the dependency.
 * If rjsf moves or reshapes its registry factories the build fails and says where to look.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import {
  HOST_ONLY_BUTTON_TEMPLATES,
  HOST_ONLY_FIELDS,
  HOST_ONLY_TEMPLATES,
  HOST_ONLY_WIDGETS,
  THEME_BUTTON_TEMPLATES,
  THEME_TEMPLATES,
  THEME_WIDGETS,
} from '../src/rjsf/registryKeys.ts';

/** The package the build bundles. */
export const RJSF_CORE = '@rjsf/core';

const PLAIN_TEXT_MARKDOWN = fileURLToPath(new URL('../src/rjsf/plainTextMarkdown.tsx', import.meta.url));
const LICENSE = new URL(`../node_modules/${RJSF_CORE}/LICENSE.md`, import.meta.url);

/**
 * rjsf's default registry factories (`return { Name, Name: Module, ... }`) and the entries left out:
 * those the theme supplies, and those only a host's own schemas reach, which `ElicitationThemedForm`
 * registers itself (src/rjsf/registryKeys.ts).
 */
const REGISTRY_FACTORIES: Record<string, { theme: readonly string[]; hostOnly: readonly string[] }> = {
  'components/fields/index.js': { theme: [], hostOnly: HOST_ONLY_FIELDS },
  'components/templates/index.js': { theme: THEME_TEMPLATES, hostOnly: HOST_ONLY_TEMPLATES },
  'components/templates/ButtonTemplates/index.js': {
    theme: THEME_BUTTON_TEMPLATES,
    hostOnly: HOST_ONLY_BUTTON_TEMPLATES,
  },
  'components/widgets/index.js': { theme: THEME_WIDGETS, hostOnly: HOST_ONLY_WIDGETS },
};

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** The object literal a registry factory returns: `function templates() { return { ... }; }`. */
function returnedObject(program: Node): Node | undefined {
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'FunctionDeclaration') continue;
    for (const inner of (statement.body as { body: Node[] }).body) {
      const argument = inner.argument as Node | undefined;
      if (inner.type === 'ReturnStatement' && argument?.type === 'ObjectExpression') return argument;
    }
  }
  return undefined;
}

const propertyName = (property: Node) => {
  const key = property.key as Node | undefined;
  return property.type === 'Property' && key?.type === 'Identifier' ? (key.name as string) : undefined;
};

/**
 * Bundles @rjsf/core's Form without markdown-to-jsx and without the defaults the theme replaces.
 * By default in the package build only; `anyBuild` also applies it to a page built from the source
 * (the browser benchmark's timed pages), so that they carry what the published package carries.
 */
export function bundleRjsfCore({ anyBuild = false }: { anyBuild?: boolean } = {}): Plugin {
  const seen = new Set<string>();
  return {
    name: 'mcp-elicitation-react:bundle-rjsf-core',
    enforce: 'pre',
    // The package build only: Storybook reads this config too, and serves rjsf from node_modules.
    apply: (config, { command }) => command === 'build' && (anyBuild || Boolean(config.build?.lib)),
    buildStart() {
      seen.clear();
    },
    resolveId(source) {
      return /^markdown-to-jsx(\/|$)/.test(source) ? PLAIN_TEXT_MARKDOWN : null;
    },
    transform(code, id) {
      const factory = Object.keys(REGISTRY_FACTORIES).find((file) => id.endsWith(`/${RJSF_CORE}/lib/${file}`));
      if (!factory) return null;
      seen.add(factory);
      const object = returnedObject(this.parse(code) as unknown as Node);
      const properties = (object?.properties as Node[] | undefined) ?? [];
      if (!object || properties.some((property) => propertyName(property) === undefined)) {
        this.error(`${RJSF_CORE}/lib/${factory} no longer returns a plain { Name, Name: value } registry object`);
      }
      const { theme, hostOnly } = REGISTRY_FACTORIES[factory]!;
      // The theme may add names rjsf lacks; a host-only name rjsf no longer has would go missing from the form.
      const absent = hostOnly.filter((name) => !properties.some((property) => propertyName(property) === name));
      if (absent.length > 0) {
        this.error(
          `${RJSF_CORE}/lib/${factory} no longer registers ${absent.join(', ')}: update src/rjsf/registryKeys.ts`,
        );
      }
      const replaced = new Set([...theme, ...hostOnly]);
      const kept = properties.filter((property) => !replaced.has(propertyName(property)!));
      const literal = `{ ${kept.map((property) => code.slice(property.start, property.end)).join(', ')} }`;
      return { code: code.slice(0, object.start) + literal + code.slice(object.end), map: null };
    },
    buildEnd(error) {
      const missing = Object.keys(REGISTRY_FACTORIES).filter((factory) => !seen.has(factory));
      if (!error && missing.length > 0) {
        this.error(`${RJSF_CORE} no longer has ${missing.join(', ')}: update scripts/bundle-rjsf.ts`);
      }
    },
    generateBundle() {
      // Apache-2.0, section 4: the licence travels with the code that contains rjsf.
      this.emitFile({ type: 'asset', fileName: 'licenses/rjsf-core.md', source: readFileSync(LICENSE, 'utf8') });
    },
  };
}
