/**
 * One short stdout line per JSON-RPC message, so a demo user can follow what the server did.
 */

const MAX_JSON = 240;

/**
 * @typedef {(line: string) => void} Logger
 */

/**
 * The logger `startDemoServer` uses: `true`/absent → stdout with a timestamp, `false` → silent,
 * a function → that function.
 * @param {boolean | Logger | undefined} option
 * @returns {Logger}
 */
export function makeLogger(option) {
  if (typeof option === 'function') return option;
  if (option === false) return () => {};
  return (line) => {
    process.stdout.write(`${new Date().toISOString().slice(11, 23)} ${line}\n`);
  };
}

/**
 * JSON, cut short for a log line.
 * @param {unknown} value
 * @param {number} [max]
 */
export function brief(value, max = MAX_JSON) {
  const json = JSON.stringify(value) ?? String(value);
  return json.length > max ? `${json.slice(0, max)}…(${json.length} chars)` : json;
}

/**
 * A one-line summary of elicitation params.
 * @param {Record<string, unknown> | undefined} params
 */
export function describeElicitParams(params) {
  if (!params || typeof params !== 'object') return '(no params)';
  const message = typeof params.message === 'string' ? brief(params.message, 70) : '(no message)';
  if (params.mode === 'url') {
    const id = typeof params.elicitationId === 'string' ? ` id=${params.elicitationId.slice(0, 8)}` : '';
    return `url ${brief(params.url, 120)}${id} ${message}`;
  }
  const schema = /** @type {{ properties?: Record<string, unknown> } | undefined} */ (params.requestedSchema);
  const fields = Object.keys(schema?.properties ?? {});
  return `form [${fields.join(', ')}] ${message}`;
}

/**
 * A one-line description of a JSON-RPC message.
 * @param {Record<string, any>} message
 */
export function describeMessage(message) {
  if (!message || typeof message !== 'object') return brief(message);
  const id = 'id' in message ? `#${message.id} ` : '';
  if (typeof message.method === 'string') {
    const params = message.params ?? {};
    switch (message.method) {
      case 'tools/call':
        // (inputResponses and requestState, on a 2026-07-28 retry, are logged by the endpoint.)
        return `${id}tools/call ${params.name}${params.arguments && Object.keys(params.arguments).length ? ` ${brief(params.arguments, 80)}` : ''}`;
      case 'elicitation/create':
        return `${id}elicitation/create ${describeElicitParams(params)}`;
      case 'initialize':
        return `${id}initialize ${brief(params.clientInfo, 80)} capabilities ${brief(params.capabilities, 120)}`;
      default: {
        // The 2026-07-28 `_meta` envelope is the same on every request: leave it out.
        const { _meta, ...rest } = params;
        return `${id}${message.method}${Object.keys(rest).length ? ` ${brief(rest, 120)}` : ''}`;
      }
    }
  }
  if (message.error) {
    return `${id}error ${message.error.code} ${brief(message.error.message, 120)}${message.error.data === undefined ? '' : ` data ${brief(message.error.data)}`}`;
  }
  if ('result' in message) return `${id}result ${describeResult(message.result)}`;
  return brief(message);
}

/**
 * A one-line description of a result: an ElicitResult in full, a tool result by its first line.
 * @param {Record<string, any>} result
 */
export function describeResult(result) {
  if (!result || typeof result !== 'object') return brief(result);
  if (typeof result.action === 'string') return `ElicitResult ${brief(result)}`;
  if (result.resultType === 'input_required') {
    const keys = Object.entries(result.inputRequests ?? {}).map(
      ([key, request]) => `${key}: ${describeElicitParams(request?.params)}`,
    );
    const state =
      typeof result.requestState === 'string' ? `requestState ${result.requestState.length} chars` : 'no requestState';
    return `input_required {${keys.join('; ')}} ${state}`;
  }
  if (Array.isArray(result.content)) {
    const text = result.content.find((block) => block?.type === 'text')?.text ?? '';
    return `${result.isError ? 'tool error' : 'tool result'}: ${brief(String(text).split('\n')[0], 160)}`;
  }
  if (Array.isArray(result.tools)) return `${result.tools.length} tools`;
  return brief(result, 120);
}
