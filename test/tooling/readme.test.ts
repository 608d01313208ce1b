import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The README shows the integration snippets in full; they are type-checked as files, so the
// README must say exactly what the files say.
const root = new URL('../../', import.meta.url);
const readme = readFileSync(new URL('README.md', root), 'utf8');
const includes = [...readme.matchAll(/<!-- include: (\S+) -->\n```\w*\n([\s\S]*?)```/g)];

describe('README integration snippets', () => {
  it('includes the Next.js root layout, both SDK integrations, the server-side bridge examples and the AI SDK chat', () => {
    expect(includes.map(([, path]) => path)).toEqual([
      'examples/nextjs/app/layout.tsx',
      'examples/integration/sdk-v1.tsx',
      'examples/integration/sdk-v2.tsx',
      'examples/server/hono.ts',
      'examples/server/next/bridge.ts',
      'examples/server/next/route.ts',
      'examples/server/ai-sdk.ts',
      'examples/server/page.tsx',
      'examples/ai-chat/app/api/chat/route.ts',
      'examples/ai-chat/app/chat/[id]/Chat.tsx',
    ]);
  });

  it.each(includes.map(([, path, code]) => [path, code]))('%s matches the compiled file', (path, code) => {
    expect(code).toBe(readFileSync(new URL(path as string, root), 'utf8'));
  });

  const integrations = includes.filter(([, path]) => path?.startsWith('examples/integration/'));
  it.each(integrations.map(([, path]) => [path]))('%s is about twenty lines of integration', (path) => {
    const lines = readFileSync(new URL(path as string, root), 'utf8').split('\n');
    const body = lines.filter(
      (line) => line.trim() !== '' && !line.startsWith('import') && !/^\s+\w+,$|^} from/.test(line),
    );
    expect(body.length).toBeLessThanOrEqual(22);
  });
});
