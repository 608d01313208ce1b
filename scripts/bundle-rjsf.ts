/**
 * How the package build bundles @rjsf/core and @rjsf/utils instead of leaving them to hosts: rjsf's
 * Form reaches its whole default registry statically, and @rjsf/utils its JSON Schema machinery, so a
 * host's bundler keeps all of it, markdown-to-jsx included (84 KiB minified, for opt-in markdown this
 * library never enables). Our own bundle can drop:
 * - markdown-to-jsx, replaced by `src/rjsf/plainTextMarkdown.tsx` (text as is);
 * - rjsf's default templates and widgets that the theme always supplies under the same registry
 *   names (`src/rjsf/registryKeys.ts`), so they could never render;
 * - rjsf's defaults that only a host's own schemas reach (layout grids, add/remove arrays, files,
 *   widgets picked by name): `ElicitationThemedForm` registers them itself, so they stay out of a
 *   host's bundle unless it renders that form (the elicitation form never needs them);
 * - @rjsf/utils's `$ref` resolution (with fast-uri and jsonpointer) and `allOf` merging (with
 *   @x0k/json-schema-merge), 36 KiB minified, for schema keywords an elicitation request never has
 *   (the parser refuses them): stand-ins (`src/rjsf/standIns/`) hand over to rjsf's own modules,
 *   which `ElicitationThemedForm` imports as @rjsf/utils ships them (left to the host's bundler,
 *   which drops them when that form is not rendered: @rjsf/utils declares no side effects).
 * - `fast-equals` (7.6 KiB minified) behind @rjsf/utils's `deepEquals`: a stand-in compares the
 *   values rjsf compares (JSON, functions always equal, circular references) the same way;
 * And @rjsf/utils's `getDecimalSeparator`, which builds an `Intl.NumberFormat` on every render of a
 * number field, is rjsf's own remembered per list of languages.
 * Nothing in rjsf is patched or copied; a new version is picked up by bumping the dependencies.
 * If rjsf moves or reshapes what is replaced the build fails and says where to look.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
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

/** The packages the build bundles. */
export const RJSF_CORE = '@rjsf/core';
export const RJSF_UTILS = '@rjsf/utils';
export const BUNDLED_PACKAGES = [RJSF_CORE, RJSF_UTILS] as const;

const PLAIN_TEXT_MARKDOWN = fileURLToPath(new URL('../src/rjsf/plainTextMarkdown.tsx', import.meta.url));
const standIn = (file: string) => fileURLToPath(new URL(`../src/rjsf/standIns/${file}`, import.meta.url));

/**
 * The modules of @rjsf/utils that its own modules get stand-ins for (by path in `@rjsf/utils/lib/`).
 * Our own code imports the originals by their public path, `@rjsf/utils/lib/<module>`, and those
 * imports stay imports (`RJSF_UTILS_ORIGINALS`).
 */
const UTILS_STAND_INS: Record<string, string> = {
  'findSchemaDefinition.js': standIn('findSchemaDefinition.ts'),
  'schema/shallowAllOfMerge.js': standIn('allOfMerge.ts'),
  'getDecimalSeparator.js': standIn('decimalSeparator.ts'),
  'deepEquals.js': standIn('deepEquals.ts'),
};
const UTILS_LIB = `/node_modules/${RJSF_UTILS}/lib/`;

/** The originals behind the stand-ins, as our own code imports them: left to the host's bundler. */
export const RJSF_UTILS_ORIGINALS = Object.keys(UTILS_STAND_INS).map((module) => `${RJSF_UTILS}/lib/${module}`);

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

/** The stand-in for a relative import `source` made by one of @rjsf/utils's own modules, if it has one. */
function utilsStandIn(source: string, importer: string | undefined): string | null {
  const at = importer?.indexOf(UTILS_LIB) ?? -1;
  if (!importer || at < 0 || !source.startsWith('.')) return null;
  const target = resolve(dirname(importer), source).slice(at + UTILS_LIB.length);
  return Object.hasOwn(UTILS_STAND_INS, target) ? (UTILS_STAND_INS[target] as string) : null;
}

/**
 * Bundles @rjsf/core's Form without markdown-to-jsx and without the defaults the theme replaces,
 * and @rjsf/utils with its stand-ins. By default in the package build only; `anyBuild` also applies
 * it to a page built from the source (the browser benchmark's timed pages), so that they carry what
 * the published package carries.
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
    resolveId(source, importer) {
      if (/^markdown-to-jsx(\/|$)/.test(source)) return PLAIN_TEXT_MARKDOWN;
      const replacement = utilsStandIn(source, importer);
      if (replacement) seen.add(replacement);
      return replacement;
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
      const unused = Object.keys(UTILS_STAND_INS).filter((module) => !seen.has(UTILS_STAND_INS[module] as string));
      if (!error && unused.length > 0) {
        this.error(`${RJSF_UTILS} no longer imports ${unused.join(', ')}: update scripts/bundle-rjsf.ts`);
      }
    },
    generateBundle() {
      // Apache-2.0, section 4: the licence travels with the code that contains rjsf.
      for (const name of BUNDLED_PACKAGES) {
        const license = new URL(`../node_modules/${name}/LICENSE.md`, import.meta.url);
        this.emitFile({
          type: 'asset',
          fileName: `licenses/${name.replace('@rjsf/', 'rjsf-')}.md`,
          source: readFileSync(license, 'utf8'),
        });
      }
    },
  };
}
