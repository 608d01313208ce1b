/**
 * examples/ai-chat as a host installs it: the library built and packed, the example copied to a
 * temporary folder with the tarball in place of the registry's package, `npm install`, `next build`.
 * For `npm run example:ai-chat` and the e2e suite that drives it.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { createHostApp, PROJECT_ROOT, packLibrary, type Service, startService } from '../test/support/host-app.ts';

/** Next.js asks to send telemetry and checks for updates unless told not to; nothing leaves the machine. */
export const NEXT_ENV = { NEXT_TELEMETRY_DISABLED: '1' };

/** The example, installed from the packed library and built with `next build`. */
export interface AiChatBuild {
  /** The app's folder. */
  dir: string;
  /**
   * Starts `next start` on 127.0.0.1:`port` with `env` (e.g. `REDIS_URL`; `PUBLIC_ORIGIN` is the
   * instance's own address); resolves once it answers.
   */
  start(port: number, env?: Record<string, string>): Promise<Service>;
  /** Removes the app and the packed library. */
  remove(): void;
}

/** A built app in `dir` (from `buildAiChat`), started with its own `next`. */
export function builtAiChat(dir: string, remove: () => void = () => {}): AiChatBuild {
  return {
    dir,
    start: (port, env = {}) =>
      startService(
        join(dir, 'node_modules', '.bin', 'next'),
        ['start', '--hostname', '127.0.0.1', '--port', String(port)],
        {
          cwd: dir,
          // The page's origin: Next.js hands route handlers a `localhost` URL, the page is on 127.0.0.1.
          env: { ...NEXT_ENV, PUBLIC_ORIGIN: `http://127.0.0.1:${port}`, ...env },
          readyUrl: `http://127.0.0.1:${port}/api/elicitations`,
          timeoutMs: 60_000,
        },
      ),
    remove,
  };
}

/** Packs the library, installs the example in a temporary folder and builds it (a few minutes on 2 cores). */
export async function buildAiChat(log: (line: string) => void = console.log): Promise<AiChatBuild> {
  let started = Date.now();
  const packed = await packLibrary();
  log(`ai-chat: library built and packed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const app = await createHostApp({
    prefix: 'mcp-elicitation-ai-chat-',
    template: join(PROJECT_ROOT, 'examples', 'ai-chat'),
    dependencies: { 'mcp-elicitation-react': `file:${packed.tarball}` },
    installTimeoutMs: 600_000,
  });
  log(`ai-chat: npm install took ${(app.installMs / 1000).toFixed(1)} s`);
  started = Date.now();
  await app.run(app.bin('next'), ['build'], { timeoutMs: 900_000, env: NEXT_ENV });
  log(`ai-chat: next build took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return builtAiChat(app.dir, () => {
    app.remove();
    rmSync(packed.dir, { recursive: true, force: true });
  });
}
