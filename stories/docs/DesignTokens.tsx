import type { CSSProperties, ReactNode } from 'react';
import type { DesignToken, TokenKind } from '../../.storybook/tokens';
import './docs.css';

/** Props of the tokens page's tables. */
export interface DesignTokensProps {
  /** The stylesheet's tokens, as `parseTokens` reads them. */
  tokens: DesignToken[];
}

const SECTIONS: { kinds: TokenKind[]; title: string; intro: string }[] = [
  { kinds: ['color'], title: 'Colours', intro: 'Swatches painted by the stylesheet itself, on its own background.' },
  { kinds: ['shadow'], title: 'Shadow', intro: 'The dialog and the select list float on it.' },
  { kinds: ['font', 'type'], title: 'Type', intro: 'Samples set in the token, in English and Korean.' },
  { kinds: ['length'], title: 'Sizes and spacing', intro: 'Bars as long as the token.' },
  { kinds: ['value'], title: 'Other values', intro: 'Used as they are.' },
];

const KOREAN = '배송 정보를 입력해 주세요. 예 아니요';

/** What a token looks like in one theme: `var(name)` resolved by the stylesheet in that theme. */
function Sample({ token }: { token: DesignToken }): ReactNode {
  const value = `var(${token.name})`;
  switch (token.kind) {
    case 'color':
      return <span data-token-sample="color" style={{ background: value }} />;
    case 'shadow':
      return <span data-token-sample="shadow" style={{ boxShadow: value }} />;
    case 'font':
      return (
        <span data-token-sample="font" style={{ fontFamily: value }}>
          <span>Request for information from Contacts</span>
          <strong>{KOREAN}</strong>
        </span>
      );
    case 'type': {
      const style: CSSProperties =
        token.name === '--mer-line-height' ? { lineHeight: value } : { fontSize: value, lineHeight: 1.2 };
      return (
        <span data-token-sample="type" style={style}>
          Please sign in to continue. 계속하려면 로그인하세요.
        </span>
      );
    }
    case 'length':
      return token.name === '--mer-radius' ? (
        <span data-token-sample="radius" style={{ borderRadius: value }} />
      ) : (
        <span data-token-sample="length" style={{ inlineSize: value }} />
      );
    default:
      return null;
  }
}

/** One theme's cell: a card in that theme, with the sample and the value; `both` spans the two columns. */
function ThemeCell({ token, theme, both = false }: { token: DesignToken; theme: 'light' | 'dark'; both?: boolean }) {
  return (
    <td colSpan={both ? 2 : undefined}>
      <div data-slot="elicitation" data-theme={theme} data-token-cell="">
        <Sample token={token} />
        <code>{theme === 'light' ? token.light : token.dark}</code>
      </div>
    </td>
  );
}

/** Fonts, sizes and lengths with one value for both themes get one wide cell; colours always show both. */
export const sameInBothThemes = (token: DesignToken) =>
  token.light === token.dark && token.kind !== 'color' && token.kind !== 'shadow';

/**
 * Every `--mer-*` custom property of the stylesheet with its light and dark value: colours as
 * swatches, fonts and sizes as type samples, lengths as bars.
 */
export function DesignTokens({ tokens }: DesignTokensProps) {
  return (
    <div data-slot="design-tokens">
      {SECTIONS.map(({ kinds, title, intro }) => {
        const shown = tokens.filter((token) => kinds.includes(token.kind));
        if (shown.length === 0) return null;
        return (
          <section key={title} aria-labelledby={`tokens-${kinds[0]}`}>
            <h2 id={`tokens-${kinds[0]}`}>{title}</h2>
            <p>{intro}</p>
            <table>
              <thead>
                <tr>
                  <th scope="col">Token</th>
                  <th scope="col">Light</th>
                  <th scope="col">Dark</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((token) => (
                  <tr key={token.name} data-token={token.name}>
                    <th scope="row">
                      <code>{token.name}</code>
                      <span>
                        {token.description || 'Set by the theme blocks: the colour scheme of native controls.'}
                      </span>
                    </th>
                    {sameInBothThemes(token) ? (
                      <ThemeCell token={token} theme="light" both />
                    ) : (
                      <>
                        <ThemeCell token={token} theme="light" />
                        <ThemeCell token={token} theme="dark" />
                      </>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        );
      })}
    </div>
  );
}
