/** Server rendering, as a host's Node server does it: `vite build --ssr` keeps the package external. */

import { createElicitationBridge } from 'mcp-elicitation-react/bridge';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Requests } from './Requests';

export function render(): string {
  return renderToString(
    <StrictMode>
      <Requests onResult={() => {}} />
    </StrictMode>,
  );
}

/**
 * The bridge's server half, as a host's Node server mounts it: one Web-standard endpoint. Returns the
 * statuses of a request without a session and of an answer to an elicitation nobody asked.
 */
export async function bridgeStatuses(): Promise<number[]> {
  const bridge = createElicitationBridge({
    authorize: (request) => (request.headers.get('cookie') === 'session=s1' ? 's1' : null),
  });
  const stranger = await bridge.fetch(new Request('http://127.0.0.1/elicitations'));
  const unknown = await bridge.fetch(
    new Request('http://127.0.0.1/elicitations', {
      method: 'POST',
      headers: { cookie: 'session=s1', 'content-type': 'application/json', origin: 'http://127.0.0.1' },
      body: JSON.stringify({ id: 'nobody-asked', result: { action: 'cancel' } }),
    }),
  );
  await bridge.close();
  return [stranger.status, unknown.status];
}
