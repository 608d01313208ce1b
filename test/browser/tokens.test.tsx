/**
 * The Storybook tokens page reads the stylesheet's tokens with `parseTokens` (.storybook/tokens.ts):
 * here that reading is held to the stylesheet itself, in Chromium, so the page cannot show a token
 * that is not there, miss one, or give a value the stylesheet does not paint.
 */
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import { documentedTokens, parseTokens } from '../../.storybook/tokens';
import { ElicitationPanel } from '../../src';
import css from '../../src/styles/elicitation.css?raw';
import { DesignTokens, sameInBothThemes } from '../../stories/docs/DesignTokens';
import { requestFixtures } from '../fixtures';
import '../../src/styles/elicitation.css';
import { computedColor, contrast } from '../support/colors';

const tokens = parseTokens(css);
const byName = new Map(tokens.map((token) => [token.name, token]));

afterEach(async () => {
  cleanup();
  document.documentElement.style.colorScheme = '';
  await commands.colorScheme('light');
});

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Chromium's prefers-color-scheme emulation (Playwright `page.emulateMedia({ colorScheme })`). */
    colorScheme: (scheme: 'light' | 'dark') => Promise<void>;
  }
}

/** Every way a part can come to use a palette: on itself, from an ancestor, from the host page. */
const CHOICES = {
  light: [
    { name: 'no attribute (a page that declares nothing)', part: {}, ancestor: {} },
    { name: 'data-theme="light" on the part', part: { theme: 'light' }, ancestor: {} },
    { name: 'data-theme="light" on an ancestor', part: {}, ancestor: { theme: 'light' } },
    { name: 'data-color-scheme="light" (a light page)', part: { colorScheme: 'light' }, ancestor: {} },
    { name: 'data-theme="light" inside data-theme="dark"', part: { theme: 'light' }, ancestor: { theme: 'dark' } },
    { name: 'data-theme="light" over a dark page', part: { theme: 'light', colorScheme: 'dark' }, ancestor: {} },
  ],
  dark: [
    { name: 'data-theme="dark" on the part', part: { theme: 'dark' }, ancestor: {} },
    { name: 'data-theme="dark" on an ancestor', part: { colorScheme: 'light' }, ancestor: { theme: 'dark' } },
    { name: 'data-color-scheme="dark" (a dark page)', part: { colorScheme: 'dark' }, ancestor: {} },
  ],
} as const;

/** The colour tokens a part computes when its palette is chosen this way. */
function paletteOf(choice: { part: Record<string, string>; ancestor: Record<string, string> }) {
  const ancestor = document.createElement('div');
  Object.assign(ancestor.dataset, choice.ancestor);
  const part = document.createElement('div');
  part.dataset.slot = 'elicitation';
  Object.assign(part.dataset, choice.part);
  ancestor.append(part);
  document.body.append(ancestor);
  try {
    const style = getComputedStyle(part);
    return Object.fromEntries(
      tokens
        .filter(({ kind }) => kind === 'color')
        .map((token) => [token.name, computedColor(style.getPropertyValue(token.name))]),
    );
  } finally {
    ancestor.remove();
  }
}

/** Text on its background, at 4.5:1 at least; control boundaries and focus rings at 3:1. */
const PAIRS = [
  ['--mer-color-fg', '--mer-color-bg', 4.5],
  ['--mer-color-fg', '--mer-color-surface', 4.5],
  ['--mer-color-muted', '--mer-color-bg', 4.5],
  ['--mer-color-muted', '--mer-color-surface', 4.5],
  ['--mer-color-accent-fg', '--mer-color-accent', 4.5],
  ['--mer-color-accent-fg', '--mer-color-accent-hover', 4.5],
  ['--mer-color-danger', '--mer-color-bg', 4.5],
  ['--mer-color-danger', '--mer-color-danger-bg', 4.5],
  ['--mer-color-fg', '--mer-color-danger-bg', 4.5],
  ['--mer-color-warning-fg', '--mer-color-warning-bg', 4.5],
  ['--mer-color-success', '--mer-color-bg', 4.5],
  ['--mer-color-success', '--mer-color-success-bg', 4.5],
  ['--mer-color-fg', '--mer-color-success-bg', 4.5],
  ['--mer-color-highlight-fg', '--mer-color-highlight-bg', 4.5],
  ['--mer-color-border', '--mer-color-bg', 3],
  ['--mer-color-focus', '--mer-color-bg', 3],
  ['--mer-color-focus', '--mer-color-surface', 3],
] as const;

describe('each palette, however it is chosen (issue 36)', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`${theme}: every way of choosing it gives the stylesheet's values, and text reads at 4.5:1`, () => {
      const expected = Object.fromEntries(
        tokens.filter(({ kind }) => kind === 'color').map((token) => [token.name, computedColor(token[theme])]),
      );
      for (const choice of CHOICES[theme]) expect(paletteOf(choice), choice.name).toEqual(expected);
      for (const [fg, bg, ratio] of PAIRS) {
        expect(contrast(expected[fg]!, expected[bg]!), `${theme}: ${fg} on ${bg}`).toBeGreaterThanOrEqual(ratio);
      }
    });
  }

  it('follows the host page: light when it declares nothing, the system when it declares "light dark"', async () => {
    await commands.colorScheme('dark');
    expect(matchMedia('(prefers-color-scheme: dark)').matches).toBe(true);
    const bg = () =>
      getComputedStyle(document.querySelector('[data-slot="elicitation"]') as HTMLElement).backgroundColor;
    render(
      <ElicitationPanel params={requestFixtures.seedSimpleText.params} server={{ name: 'x' }} onResult={() => {}} />,
    );
    expect(bg()).toBe(computedColor(byName.get('--mer-color-bg')!.light));
    // The host says it supports both: the parts follow the system, at once.
    document.documentElement.style.colorScheme = 'light dark';
    await expect.poll(bg).toBe(computedColor(byName.get('--mer-color-bg')!.dark));
    await commands.colorScheme('light');
    await expect.poll(bg).toBe(computedColor(byName.get('--mer-color-bg')!.light));
  });
});

describe('parseTokens on the stylesheet', () => {
  it('finds every custom property the stylesheet uses', () => {
    const used = new Set([...css.matchAll(/var\((--mer-[\w-]+)/g)].map(([, name]) => name as string));
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((name) => !byName.has(name))).toEqual([]);
  });

  it('finds every token the header documents, with its sentence', () => {
    const documented = documentedTokens(css);
    expect(documented.size).toBeGreaterThan(25);
    for (const [name, description] of documented) expect(byName.get(name)?.description).toBe(description);
  });

  it('gives every token a light and a dark value', () => {
    for (const token of tokens) {
      expect(token.light, token.name).not.toBe('');
      expect(token.dark, token.name).not.toBe('');
    }
    expect(byName.get('--mer-color-bg')).toMatchObject({ kind: 'color', light: '#ffffff', dark: '#1b1b21' });
    expect(byName.get('--mer-space')).toMatchObject({ kind: 'length', light: '1rem', dark: '1rem' });
    expect(byName.get('--mer-font')?.light).toContain('"Noto Sans CJK KR"');
  });

  it('reads values the stylesheet really paints in each theme', () => {
    for (const theme of ['light', 'dark'] as const) {
      const root = document.createElement('div');
      root.dataset.slot = 'elicitation';
      root.dataset.theme = theme;
      document.body.append(root);
      const style = getComputedStyle(root);
      for (const token of tokens.filter(({ kind }) => kind === 'color')) {
        expect(computedColor(style.getPropertyValue(token.name)), `${token.name} (${theme})`).toBe(
          computedColor(token[theme]),
        );
      }
      root.remove();
    }
  });
});

describe('the tokens page', () => {
  it('has a row for every token, with the value of each theme', () => {
    const { container } = render(<DesignTokens tokens={tokens} />);
    const rows = container.querySelectorAll<HTMLElement>('tr[data-token]');
    expect([...rows].map((row) => row.dataset.token)).toEqual(
      expect.arrayContaining(tokens.map((token) => token.name)),
    );
    expect(rows).toHaveLength(tokens.length);
    for (const row of rows) {
      const token = byName.get(row.dataset.token as string);
      if (!token) throw new Error(`no token ${row.dataset.token}`);
      const values = [...row.querySelectorAll('[data-token-cell] code')].map((code) => code.textContent);
      expect(values).toEqual(sameInBothThemes(token) ? [token.light] : [token.light, token.dark]);
    }
  });

  it('paints each colour swatch with the theme value', () => {
    const { container } = render(<DesignTokens tokens={tokens} />);
    for (const token of tokens.filter(({ kind }) => kind === 'color')) {
      const swatches = container.querySelectorAll(`tr[data-token="${token.name}"] [data-token-sample="color"]`);
      expect(swatches).toHaveLength(2);
      const [light, dark] = [...swatches].map((swatch) => getComputedStyle(swatch).backgroundColor);
      expect(light, token.name).toBe(computedColor(token.light));
      expect(dark, token.name).toBe(computedColor(token.dark));
    }
  });
});
