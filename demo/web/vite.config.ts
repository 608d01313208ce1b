import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const demoServer = `http://127.0.0.1:${process.env.DEMO_SERVER_PORT ?? 3001}`;
const everything = `http://127.0.0.1:${process.env.EVERYTHING_PORT ?? 3002}`;

/** The demo host page: the MCP endpoints are proxied so the page talks to one origin. */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
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
