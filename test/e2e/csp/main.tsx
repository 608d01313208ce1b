/// <reference types="vite/client" />
/**
 * A page for the CSP end-to-end test: the seed structured-data request in an `ElicitationPanel`,
 * served with `script-src 'self'` (no 'unsafe-eval'). `?validator=ajv8` swaps in rjsf's ajv8
 * validator to show the trap the default validator (core's own checks) avoids.
 */
import type { ValidatorType } from '@rjsf/utils';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ElicitationPanel } from '../../../src';
import type { ElicitResult } from '../../../src/core';
import { requestFixtures } from '../../fixtures';

declare global {
  interface Window {
    /** Every result `onResult` received, in order. */
    __results: ElicitResult[];
    /** Every `securitypolicyviolation` seen by the page. */
    __violations: { directive: string; blockedURI: string; sample: string }[];
  }
}

// Stylesheets are picked up when they exist, so the axe check sees the real styles.
import.meta.glob('../../../src/styles/*.css', { eager: true });

window.__results = [];
window.__violations = [];
document.addEventListener('securitypolicyviolation', (event) => {
  window.__violations.push({
    directive: event.effectiveDirective,
    blockedURI: event.blockedURI,
    sample: event.sample,
  });
});

async function chooseValidator(): Promise<ValidatorType | undefined> {
  if (new URLSearchParams(window.location.search).get('validator') !== 'ajv8') return undefined;
  const { default: ajv8 } = await import('@rjsf/validator-ajv8');
  return ajv8;
}

async function start() {
  const output = document.getElementById('result')!;
  const validator = await chooseValidator();
  document.documentElement.dataset.validator = validator ? 'ajv8' : 'default';
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ElicitationPanel
        params={requestFixtures.seedStructuredData.params}
        server={{ name: 'csp-e2e' }}
        form={{ validator }}
        onResult={(result) => {
          window.__results.push(result);
          output.textContent = JSON.stringify(result);
        }}
      />
    </StrictMode>,
  );
}

void start();
