/** The levels the URL verdict band can show; each has an icon of its own shape. */
export type VerdictLevel = 'ok' | 'open' | 'warn' | 'block' | 'info' | 'pending';

/**
 * @internal The band's icon, drawn inline (no url(), no icon font: a strict CSP allows it) in
 * `currentColor`, so forced-colors mode keeps it: a circle with a check (ok: finished), a box with an
 * arrow leaving it (open: an ordinary link, neutral, never a "safe" badge), a triangle with an
 * exclamation mark (warn), an octagon with a cross (block), a circle with an "i" (info) and an open
 * ring (pending). The shapes, not the colours, tell the levels apart.
 */
export function VerdictIcon({ level }: { level: VerdictLevel }) {
  return (
    <svg
      data-slot="elicitation-url-verdict-icon"
      data-shape={SHAPES[level]}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[level]}
    </svg>
  );
}

const SHAPES: Record<VerdictLevel, string> = {
  ok: 'circle-check',
  open: 'box-arrow',
  warn: 'triangle-exclamation',
  block: 'octagon-cross',
  info: 'circle-info',
  pending: 'ring',
};

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const PATHS: Record<VerdictLevel, React.ReactNode> = {
  ok: (
    <>
      <circle cx="12" cy="12" r="10" {...stroke} />
      <path d="M7.5 12.5l3 3 6-6.5" {...stroke} strokeWidth={2.5} />
    </>
  ),
  open: (
    <>
      <path d="M13 4H5.5A1.5 1.5 0 0 0 4 5.5v13A1.5 1.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5V11" {...stroke} />
      <path d="M11 13l9-9M14.5 4H20v5.5" {...stroke} strokeWidth={2.5} />
    </>
  ),
  warn: (
    <>
      <path d="M12 2.5L22.5 21h-21z" {...stroke} />
      <path d="M12 9v5.5" {...stroke} strokeWidth={2.5} />
      <circle cx="12" cy="18" r="1.4" fill="currentColor" />
    </>
  ),
  block: (
    <>
      <path d="M7.9 2h8.2L22 7.9v8.2L16.1 22H7.9L2 16.1V7.9z" {...stroke} />
      <path d="M8.5 8.5l7 7M15.5 8.5l-7 7" {...stroke} strokeWidth={2.5} />
    </>
  ),
  info: (
    <>
      <circle cx="12" cy="12" r="10" {...stroke} />
      <path d="M12 11v6" {...stroke} strokeWidth={2.5} />
      <circle cx="12" cy="7.5" r="1.4" fill="currentColor" />
    </>
  ),
  pending: <circle cx="12" cy="12" r="9" {...stroke} strokeDasharray="4 3" />,
};
