/**
 * A bridge served over HTTP on a free 127.0.0.1 port, as a Hono or Express host serves it: for the
 * bridge tests and the bridge benchmark.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { ElicitationBridge } from '../src/bridge';

/** A bridge served on 127.0.0.1 at `/elicitations`. */
export interface ServedBridge {
  url: string;
  origin: string;
  close(): Promise<void>;
}

/** Serves `bridge.fetch` over HTTP (the way a Hono or Express host would). */
export async function serveBridge(bridge: ElicitationBridge): Promise<ServedBridge> {
  const listener = getRequestListener((request) => bridge.fetch(request));
  const server: Server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${origin}/elicitations`,
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
