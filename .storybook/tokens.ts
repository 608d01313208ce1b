/**
 * The design tokens of `src/styles/elicitation.css`, read from the stylesheet itself so the tokens
 * page cannot drift from it: every `--mer-*` custom property with its light and dark value and the
 * description the stylesheet's header gives it. Storybook's build runs this (the `virtual:mer-tokens`
 * module in main.ts); the token test runs it in Chromium.
 */
import postcss, { type Comment, type Rule } from 'postcss';

/** How the tokens page shows a token. */
export type TokenKind = 'color' | 'shadow' | 'font' | 'type' | 'length' | 'value';

/** One `--mer-*` custom property. */
export interface DesignToken {
  name: string;
  /** The sentence the stylesheet's header gives it; empty for tokens the header leaves out. */
  description: string;
  kind: TokenKind;
  /** Its value under `data-theme="light"` (and in a light system theme). */
  light: string;
  /** Its value under `data-theme="dark"` (and on a page whose colour scheme is dark). */
  dark: string;
}

const TOKEN = /^--mer-[\w-]+$/;
const DOCUMENTED = /^\s*\*\s+(--mer-[\w-]+)\s+(.+?)\s*$/gm;
const COLOR = /^(#[\da-f]{3,8}|(rgb|hsl|oklch|oklab|lab|lch|color)a?\(.+\)|transparent)$/i;
const LENGTH = /^-?[\d.]+(rem|em|px|ch|vh|vw|%)$/;

/** Which themes a rule's values apply to. */
type Scope = 'all' | 'light' | 'dark';

function scopeOf(rule: Rule): Scope {
  // Only the first selector decides: each palette's second selector (parts outside any data-theme) is the same palette.
  const first = rule.selectors[0] ?? '';
  if (first.includes('[data-theme="dark"]')) return 'dark';
  if (first.includes('[data-theme="light"]')) return 'light';
  return 'all';
}

function kindOf(name: string, value: string): TokenKind {
  if (name.startsWith('--mer-font-size') || name === '--mer-line-height') return 'type';
  if (name.startsWith('--mer-font')) return 'font';
  if (name.startsWith('--mer-shadow')) return 'shadow';
  if (COLOR.test(value)) return 'color';
  if (LENGTH.test(value)) return 'length';
  return 'value';
}

const normalise = (value: string) => value.replace(/\s+/g, ' ').trim();

/** The sentences of the header comment's token list, by token name. */
function descriptionsIn(root: postcss.Root): Map<string, string> {
  const header = root.nodes.find((node): node is Comment => node.type === 'comment');
  return new Map(
    [...(header?.text ?? '').matchAll(DOCUMENTED)].map(([, name, text]) => [name as string, text as string]),
  );
}

/** Every `--mer-*` custom property the stylesheet defines, in the order it first defines them. */
export function parseTokens(css: string): DesignToken[] {
  const root = postcss.parse(css);
  const descriptions = descriptionsIn(root);
  const values = new Map<string, Partial<Record<Scope, string>>>();
  root.walkRules((rule) => {
    const scope = scopeOf(rule);
    rule.each((node) => {
      if (node.type !== 'decl' || !TOKEN.test(node.prop)) return;
      // A token's value in a scope is its first declaration there; later ones are local overrides
      // (the compact density of a transcript card), not the theme's value.
      const known = values.get(node.prop);
      if (known?.[scope] !== undefined) return;
      values.set(node.prop, { ...known, [scope]: normalise(node.value) });
    });
  });
  return [...values].map(([name, byScope]) => {
    const light = byScope.light ?? byScope.all ?? '';
    const dark = byScope.dark ?? byScope.all ?? '';
    return {
      name,
      description: descriptions.get(name) ?? '',
      kind: kindOf(name, light),
      light,
      dark,
    };
  });
}

/** The tokens the stylesheet's header documents, by name, with their sentence. */
export function documentedTokens(css: string): Map<string, string> {
  return descriptionsIn(postcss.parse(css));
}
