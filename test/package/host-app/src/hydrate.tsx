/** Hydrates the server-rendered requests; records what React reports and every answer. */
import type { ElicitResult } from 'mcp-elicitation-react/core';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import 'mcp-elicitation-react/styles.css';
import { Requests } from './Requests';

declare global {
  interface Window {
    /** Errors React recovered from while hydrating (a mismatch makes it render the client's tree instead). */
    __recoverableErrors: string[];
    __results: ElicitResult[];
  }
}

window.__recoverableErrors = [];
window.__results = [];

hydrateRoot(
  document.getElementById('root') as HTMLElement,
  <StrictMode>
    <Requests onResult={(result) => window.__results.push(result)} />
  </StrictMode>,
  { onRecoverableError: (error) => window.__recoverableErrors.push(String(error)) },
);
