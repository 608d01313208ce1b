/**
 * Loopback helpers shared by `npm start`, the benchmarks and the tests: a free port on 127.0.0.1,
 * and waiting until a just-started server answers HTTP.
 */
import { createServer } from 'node:net';

/** A port nothing listens on at 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Resolves once `url` answers any HTTP response; rejects after `timeoutMs`, or at once when
 * `exited()` says the server's process has gone (its message then says why).
 */
export async function waitForHttp(
  url: string,
  { timeoutMs = 20_000, exited = () => null }: { timeoutMs?: number; exited?: () => string | null } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const gone = exited();
    if (gone) throw new Error(`${url} will not answer: ${gone}`);
    try {
      await fetch(url, { method: 'GET' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Polls `check` every `intervalMs` until it returns true; rejects after `timeoutMs`, naming `what`. */
export async function waitUntil(
  check: () => boolean | Promise<boolean>,
  {
    timeoutMs = 10_000,
    intervalMs = 10,
    what = 'condition',
  }: { timeoutMs?: number; intervalMs?: number; what?: string } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
