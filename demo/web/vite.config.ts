import { getRequestListener } from '@hono/node-server';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { sourceAliases } from '../../scripts/sourceAliases.ts';
import type { DemoHost } from '../host/index';

const demoServer = `http://127.0.0.1:${process.env.DEMO_SERVER_PORT ?? 3001}`;
const everything = `http://127.0.0.1:${process.env.EVERYTHING_PORT ?? 3002}`;
const targets = (process.env.VITE_DEMO_TARGETS ?? 'demo,demo2026').split(',');

/**
 * The host's server half in the dev server's Node process: server-side MCP clients to the demo
 * server and the elicitation bridge their requests reach the page through (`/host/*`).
 */
function serverSideClients(): Plugin {
  return {
    name: 'demo-host:server-side-clients',
    configureServer(server) {
      // DEMO_SERVER_SIDE=off leaves them out (the page then shows no server-side section). With
      // server-everything alone (`npm run start:everything`) the host's SDK v1 client talks to it.
      const alone = !targets.includes('demo') && targets.includes('everything');
      if ((!targets.includes('demo') && !alone) || process.env.DEMO_SERVER_SIDE === 'off') return;
      let host: Promise<DemoHost> | undefined;
      // Loaded through Vite so the TypeScript sources run as they are.
      const load = () => {
        host ??= server
          .ssrLoadModule(`${import.meta.dirname}/../host/index.ts`)
          .then((module) =>
            (module as typeof import('../host/index')).createDemoHost(
              alone
                ? { mcpUrl: `${everything}/mcp` }
                : { mcpUrl: `${demoServer}/mcp`, mcp2026Url: `${demoServer}/mcp-2026` },
            ),
          );
        return host;
      };
      const listener = getRequestListener(
        async (request) => (await (await load()).handle(request)) ?? new Response('Not found', { status: 404 }),
      );
      server.middlewares.use((req, res, next) => {
        if (!req.url?.startsWith('/host/')) return next();
        void listener(req, res);
      });
      server.httpServer?.once('close', () => {
        void host?.then((loaded) => loaded.close());
      });
    },
  };
}

/** The demo host page: the MCP endpoints are proxied so the page talks to one origin. */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), serverSideClients()],
  resolve: { alias: sourceAliases },
  server: {
    host: '127.0.0.1',
    port: Number(process.env.DEMO_PAGE_PORT ?? 5173),
    proxy: {
      '/mcp-2026': { target: demoServer },
      '/mcp': { target: demoServer },
      '/everything': { target: everything, rewrite: (path) => path.replace(/^\/everything/, '') },
    },
  },
});
