/** The stylesheet's design tokens, parsed when Storybook builds (see main.ts). */
declare module 'virtual:mer-tokens' {
  const tokens: import('./tokens').DesignToken[];
  export default tokens;
}
