import { assessUrl } from 'mcp-elicitation-react/core';
import { ElicitationHost } from './ElicitationHost';

const SIGN_IN_URL = 'https://accounts.example.com/connect';

/**
 * A Server Component. `mcp-elicitation-react/core` has no React and no 'use client': it runs here, on
 * the server. The components run in the client component below.
 */
export default function Page() {
  const destination = assessUrl(SIGN_IN_URL).registrableDomain;
  return (
    <main>
      <h1>Weather</h1>
      <p id="destination">Signing in goes to {destination}.</p>
      <ElicitationHost signInUrl={SIGN_IN_URL} />
    </main>
  );
}
