/** Types for `index.mjs`, so TypeScript tests can start the demo server in-process. */

export * as requests from './requests.mjs';

export declare const DEFAULT_PORT: number;

export interface DemoServerOptions {
  /** TCP port; `0` picks a free one. Default 3001. */
  port?: number;
  /** A loopback address (default `127.0.0.1`); anything else is refused. */
  host?: string;
  /** Stdout (default), `false` for silence, or a function that receives each log line. */
  log?: boolean | ((line: string) => void);
}

export interface DemoServer {
  /** The 2025-11-25 endpoint, e.g. `http://127.0.0.1:3001/mcp`. */
  url: string;
  /** The 2026-07-28 endpoint, e.g. `http://127.0.0.1:3001/mcp-2026`. */
  url2026: string;
  /** The port actually bound. */
  port: number;
  /** Closes every session and the listener. */
  close(): Promise<void>;
}

export declare function startDemoServer(options?: DemoServerOptions): Promise<DemoServer>;
