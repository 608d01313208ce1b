/**
 * Stands in for `markdown-to-jsx` inside the @rjsf/core that the package build bundles (vite.config.ts):
 * this library shows every server string as plain text, so the markdown engine rjsf imports for
 * opt-in markdown descriptions and its own error notes would be dead weight in hosts' bundles.
 */
import type { ReactNode } from 'react';

/** The props @rjsf/core passes to markdown-to-jsx's `Markdown`. */
export interface MarkdownProps {
  children?: ReactNode;
  /** markdown-to-jsx's parser options; nothing is parsed here. */
  options?: unknown;
  'data-testid'?: string;
}

/** Renders the text as is, in the `<span>` markdown-to-jsx wraps inline content in. */
export function Markdown({ children, options: _options, ...props }: MarkdownProps) {
  return <span {...props}>{children}</span>;
}
