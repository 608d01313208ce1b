/** Colour arithmetic for the Chromium tests: computed colours and WCAG contrast. */

/** A colour as Chromium computes it (`rgb(…)`), for comparing values written differently. */
export function computedColor(value: string): string {
  const probe = document.createElement('span');
  probe.style.color = value;
  document.body.append(probe);
  try {
    return getComputedStyle(probe).color;
  } finally {
    probe.remove();
  }
}

/** WCAG 2 contrast ratio of two opaque `rgb()` colours. */
export function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, blue] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
      const channel = Number(part) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * blue;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
