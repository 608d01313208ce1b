/**
 * HTTP plumbing shared by both endpoints: loopback-only Host and Origin checks (DNS rebinding
 * protection), CORS for a demo page on another localhost port, body reading, and a bridge from
 * Node's `(req, res)` to the web-standard `fetch` handler SDK v2 serves.
 */

/** Host names a request may be addressed to: the server only ever listens on loopback. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Request headers an MCP client (SDK v1 or v2, in a browser) sends. */
const ALLOWED_HEADERS = [
  'accept',
  'authorization',
  'content-type',
  'last-event-id',
  'mcp-method',
  'mcp-name',
  'mcp-protocol-version',
  'mcp-session-id',
];

/** Response headers a browser client must be able to read. */
const EXPOSED_HEADERS = ['mcp-session-id', 'mcp-protocol-version', 'www-authenticate'];

const MAX_BODY_BYTES = 4 * 1024 * 1024;

/**
 * Whether a `Host` header names this machine's loopback interface (any port). Requests proxied by
 * Vite keep the page's `Host` (`localhost:5173`) unless `changeOrigin` is set; both pass.
 * @param {string | undefined} host
 */
export function isLoopbackHost(host) {
  if (!host) return false;
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':')[0] ?? '');
  return LOOPBACK_HOSTS.has(name.toLowerCase());
}

/**
 * Whether a browser `Origin` may call this server: `http://127.0.0.1:*`, `http://localhost:*` or
 * `http://[::1]:*`.
 * @param {string} origin
 */
export function isAllowedOrigin(origin) {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname) && url.origin === origin;
  } catch {
    return false;
  }
}

/**
 * Checks Host and Origin and sets the CORS headers. Answers preflights and refused requests itself.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @returns {boolean} whether the caller should go on serving the request
 */
export function guardAndCors(req, res) {
  if (!isLoopbackHost(req.headers.host)) {
    sendJson(res, 403, jsonRpcError(-32000, `Forbidden: Host ${JSON.stringify(req.headers.host)} is not loopback`));
    return false;
  }
  const origin = req.headers.origin;
  if (origin !== undefined) {
    if (!isAllowedOrigin(origin)) {
      sendJson(res, 403, jsonRpcError(-32000, `Forbidden: Origin ${JSON.stringify(origin)} is not http://localhost:*`));
      return false;
    }
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS.join(', '));
  }
  res.setHeader('Vary', 'Origin');
  if (req.method === 'OPTIONS') {
    const requested = String(req.headers['access-control-request-headers'] ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter((name) => name.startsWith('mcp-param-'));
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', [...ALLOWED_HEADERS, ...requested].join(', '));
    res.setHeader('Access-Control-Max-Age', '600');
    res.writeHead(204).end();
    return false;
  }
  return true;
}

/**
 * Reads a request body (bounded).
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<Buffer>}
 */
export async function readBody(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw Object.assign(new Error('request body too large'), { status: 413 });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Parses a JSON body; `undefined` when it is empty or not JSON.
 * @param {Buffer} body
 */
export function parseJson(body) {
  if (body.length === 0) return undefined;
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * @param {number} code
 * @param {string} message
 */
export function jsonRpcError(code, message) {
  return { jsonrpc: '2.0', id: null, error: { code, message } };
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 */
export function sendJson(res, status, body) {
  if (res.headersSent) return void res.end();
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

/**
 * Serves a Node request through a web-standard `fetch` handler (SDK v2's `createMcpHandler`),
 * streaming the response (JSON or SSE) back and aborting the exchange if the client goes away.
 * @param {(request: Request) => Promise<Response>} handler
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {Buffer} body the already-read body
 * @returns {Promise<{ status: number, contentType: string, text: string }>} what was sent, for the log
 *   (the body is kept only up to 256 KiB)
 */
export async function serveThroughFetch(handler, req, res, body) {
  const abort = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) abort.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
  const method = req.method ?? 'GET';
  const request = new Request(url, {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(body),
    signal: abort.signal,
  });
  const response = await handler(request);
  /** @type {Record<string, string>} */
  const responseHeaders = {};
  response.headers.forEach((value, name) => {
    responseHeaders[name] = value;
  });
  res.writeHead(response.status, responseHeaders);
  /** @type {Buffer[]} */
  const kept = [];
  let keptBytes = 0;
  if (response.body) {
    try {
      for await (const chunk of /** @type {AsyncIterable<Uint8Array>} */ (/** @type {unknown} */ (response.body))) {
        res.write(chunk);
        if (keptBytes < 256 * 1024) {
          kept.push(Buffer.from(chunk));
          keptBytes += chunk.length;
        }
      }
    } catch {
      // The client went away mid-stream.
    }
  }
  res.end();
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    text: Buffer.concat(kept).toString('utf8'),
  };
}
