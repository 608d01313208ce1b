/**
 * The host app: every public entry of the package and its stylesheet, imported as the README shows.
 * "Ask" buttons hand a request to the SDK adapters as an MCP client would; the provider shows it in a
 * dialog, and each answer is printed in #results.
 */
import { ElicitationProvider, en } from 'mcp-elicitation-react';
import { assessUrl, type ElicitResult, elicitationCapability } from 'mcp-elicitation-react/core';
import { ar } from 'mcp-elicitation-react/locales/ar';
import { ko } from 'mcp-elicitation-react/locales/ko';
import { ElicitationQueue } from 'mcp-elicitation-react/mcp';
import { createSdkV1ElicitationHandler } from 'mcp-elicitation-react/mcp/sdk-v1';
import { createSdkV2ElicitationHandler } from 'mcp-elicitation-react/mcp/sdk-v2';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import 'mcp-elicitation-react/styles.css';
import { formRequest, server, urlRequest } from './requests';

const queue = new ElicitationQueue();
const capability = elicitationCapability({ form: true, url: true });
const askV1 = createSdkV1ElicitationHandler(queue, { server, capability });
const askV2 = createSdkV2ElicitationHandler(queue, { server, capability });

function App() {
  const [results, setResults] = useState<ElicitResult[]>([]);
  const keep = (result: ElicitResult) => setResults((earlier) => [...earlier, result]);
  const signal = new AbortController().signal;
  return (
    <main>
      <h1>Host app</h1>
      <p id="destination">{assessUrl(urlRequest.url).registrableDomain}</p>
      <p id="decline-label">{en.actions.decline}</p>
      <p id="decline-label-ko" lang={ko.locale}>
        {ko.actions.decline}
      </p>
      <p id="decline-label-ar" lang={ar.locale} dir="rtl">
        {ar.actions.decline}
      </p>
      <button type="button" onClick={() => void askV1({ params: formRequest }, { signal }).then(keep)}>
        Ask for a form
      </button>
      <button type="button" onClick={() => void askV2({ params: urlRequest }, { mcpReq: { signal } }).then(keep)}>
        Ask for a URL
      </button>
      <pre id="results">{JSON.stringify(results)}</pre>
    </main>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <ElicitationProvider queue={queue}>
      <App />
    </ElicitationProvider>
  </StrictMode>,
);
