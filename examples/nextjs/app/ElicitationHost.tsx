'use client';

/**
 * The host's client side. Requests from MCP servers go into the provider's queue (pass it to the SDK
 * handlers of `mcp-elicitation-react/mcp`) and the provider shows them; a request the app raises
 * itself is shown with `ElicitationDialog`. Here two buttons stand in for a server.
 */
import { ElicitationDialog, useElicitationQueue } from 'mcp-elicitation-react';
import type { ElicitResult, ServerInfo } from 'mcp-elicitation-react/core';
import { useState } from 'react';

const server: ServerInfo = { name: 'weather', title: 'Weather' };

const forecastRequest = {
  mode: 'form',
  message: 'Which city should the forecast be for?',
  requestedSchema: {
    type: 'object',
    properties: { city: { type: 'string', title: 'City' } },
    required: ['city'],
  },
};

export function ElicitationHost({ signInUrl }: { signInUrl: string }) {
  const { queue } = useElicitationQueue();
  const [signingIn, setSigningIn] = useState(false);
  const [answers, setAnswers] = useState<ElicitResult[]>([]);
  const keep = (answer: ElicitResult) => setAnswers((earlier) => [...earlier, answer]);
  return (
    <>
      <button type="button" onClick={() => void queue.enqueue({ server, params: forecastRequest }).then(keep)}>
        Ask for a city
      </button>
      <button type="button" onClick={() => setSigningIn(true)}>
        Sign in
      </button>
      {signingIn && (
        <ElicitationDialog
          params={{ mode: 'url', message: 'Sign in to Weather to see your places.', url: signInUrl }}
          server={server}
          onResult={(answer) => {
            keep(answer);
            setSigningIn(false);
          }}
        />
      )}
      <pre id="answers">{JSON.stringify(answers)}</pre>
    </>
  );
}
