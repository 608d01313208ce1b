/**
 * The Storybook tokens page reads the stylesheet's tokens with `parseTokens` (.storybook/tokens.ts):
 * here that reading is held to the stylesheet itself, in Chromium, so the page cannot show a token
 * that is not there, miss one, or give a value the stylesheet does not paint.
 */
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { documentedTokens, parseTokens } from '../../.storybook/tokens';
import css from '../../src/styles/elicitation.css?raw';
import { DesignTokens, sameInBothThemes } from '../../stories/docs/DesignTokens';
import '../../src/styles/elicitation.css';

const tokens = parseTokens(css);
const byName = new Map(tokens.map((token) => [token.name, token]));

/** A colour as Chromium computes it, for comparing values written differently. */
function computedColor(value: string) {
  const probe = document.createElement('span');
  probe.style.color = value;
  document.body.append(probe);
  try {
    return getComputedStyle(probe).color;
  } finally {
    probe.remove();
  }
}

afterEach(() => {
  cleanup();
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

  it('reads the system dark theme the same as data-theme="dark" (the stylesheet keeps them equal)', () => {
    expect(tokens.filter((token) => token.systemDark !== token.dark).map((token) => token.name)).toEqual([]);
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
