/** The `Intl` constructors a test can count. */
type Counted = 'NumberFormat' | 'DateTimeFormat';

/**
 * Counts the `Intl` objects of the given kinds built from now on (by default `Intl.NumberFormat`,
 * the costliest to make): each constructor is swapped for a counting subclass until `restore()`.
 */
export function countIntlFormats(...kinds: Counted[]): { readonly made: number; restore(): void } {
  const swapped = (kinds.length > 0 ? kinds : (['NumberFormat'] as const)).map((kind) => [kind, Intl[kind]] as const);
  const counter = {
    made: 0,
    restore() {
      for (const [kind, real] of swapped) Object.assign(Intl, { [kind]: real });
    },
  };
  for (const [kind, Real] of swapped) {
    const Counting = class extends (Real as unknown as new (...args: unknown[]) => object) {
      constructor(...args: unknown[]) {
        super(...args);
        counter.made += 1;
      }
    };
    Object.assign(Intl, { [kind]: Counting });
  }
  return counter;
}
