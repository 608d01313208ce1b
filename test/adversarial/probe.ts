/** Counts what an adversarial probe tried and what failed, and prints it: issue 9 asks for both. */
export class Probe {
  tried = 0;
  readonly failures: string[] = [];

  constructor(readonly name: string) {}

  /** Runs one attempt; an exception or a false result is a failure, recorded with `what`. */
  async attempt(what: string, run: () => unknown): Promise<void> {
    this.tried++;
    try {
      const outcome = await run();
      if (outcome === false) this.failures.push(what);
    } catch (error) {
      this.failures.push(`${what}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    }
  }

  /** Prints the counts and the first failures. */
  report(extra = ''): void {
    const shown = this.failures.slice(0, 5).map((failure) => `\n    ${failure.slice(0, 300)}`);
    console.info(
      `[adversarial] ${this.name}: tried ${this.tried}, failed ${this.failures.length}${extra ? ` (${extra})` : ''}${shown.join('')}`,
    );
  }
}

/** mulberry32: a small seeded generator, so every run draws the same answers and sequences. */
export function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
