/**
 * examples/ai-chat as a host installs it: the library built and packed, the example copied to a
 * temporary folder with the tarball in place of the registry's package, `npm install`, `next build`.
 * For `npm run example:ai-chat` and the e2e suite that drives it.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  createHostApp,
  type HostApp,
  PROJECT_ROOT,
  packLibrary,
  type Service,
  startService,
} from '../test/support/host-app.ts';

/** Next.js asks to send telemetry and checks for updates unless told not to; nothing leaves the machine. */
export const NEXT_ENV = { NEXT_TELEMETRY_DISABLED: '1' };

/** The example, installed from the packed library and built with `next build`. */
export interface AiChatBuild {
  app: HostApp;
  /** Starts `next start` on 127.0.0.1:`port` with `env` (e.g. `REDIS_URL`); resolves once it answers. */
  start(port: number, env?: Record<string, string>): Promise<Service>;
  remove(): void;
}

export async function buildAiChat(log: (line: string) => void = console.log): Promise<AiChatBuild> {
  let started = Date.now();
  const packed = await packLibrary();
  log(`ai-chat: library built and packed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  started = Date.now();
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
  return {
    app,
    start: (port, env = {}) =>
      startService(app.bin('next'), ['start', '--hostname', '127.0.0.1', '--port', String(port)], {
        cwd: app.dir,
        env: { ...NEXT_ENV, ...env },
        readyUrl: `http://127.0.0.1:${port}/api/elicitations`,
        timeoutMs: 60_000,
      }),
    remove() {
      app.remove();
      rmSync(packed.dir, { recursive: true, force: true });
    },
  };
}
