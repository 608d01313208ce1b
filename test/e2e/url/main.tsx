/// <reference types="vite/client" />
/**
 * A page for the URL-mode end-to-end test: one URL request in an `ElicitationPanel`.
 * `?url=<encoded>` chooses the URL (default: the seed's `https://mcp.example.com/ui/set_api_key`);
 * `&opener=blocked` passes an opener that reports a blocked popup, `&opener=default` (or nothing)
 * leaves the library's default opener (`window.open` with noopener,noreferrer).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ElicitationPanel, type OpenUrl } from '../../../src';
import type { ElicitResult } from '../../../src/core';

declare global {
  interface Window {
    /** Every result `onResult` received, in order. */
    __results: ElicitResult[];
    /** How many times the user asked to retry the original request. */
    __retries: number;
    /** How many times the user gave up waiting. */
    __cancels: number;
  }
}

// Stylesheets are picked up when they exist, so the axe check sees the real styles.
import.meta.glob('../../../src/styles/*.css', { eager: true });

const SEED_URL = 'https://mcp.example.com/ui/set_api_key';

window.__results = [];
window.__retries = 0;
window.__cancels = 0;

const query = new URLSearchParams(window.location.search);
const url = query.get('url') ?? SEED_URL;
const blockedOpener: OpenUrl = () => false;
const openUrl = query.get('opener') === 'blocked' ? blockedOpener : undefined;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ElicitationPanel
      params={{ mode: 'url', message: 'Please sign in to continue.', url }}
      server={{ name: 'url-e2e', title: 'URL e2e' }}
      url={{
        openUrl,
        onRetry: () => {
          window.__retries += 1;
        },
        onStop: () => {
          window.__cancels += 1;
        },
      }}
      onResult={(result) => {
        window.__results.push(result);
      }}
    />
  </StrictMode>,
);
