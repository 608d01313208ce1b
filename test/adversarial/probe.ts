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
