/**
 * Issue 10, defect 1: the consent screen shows exactly the URL the browser would open, as the
 * WHATWG parser serialises it, for every URL of the corpus: character for character, with the real
 * host highlighted wherever it is (after a user part too) and the user part marked.
 */

import { cleanup, render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Elicitation } from '../../src';
import { parseElicitationRequest } from '../../src/core/complete';
import { assessUrl } from '../../src/core/url';
import { BLOCK, OK, WARN } from '../fixtures/url-cases';
import corpus from '../fixtures/url-vectors.json';

// Hundreds of consent screens one after another: generous on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const server = { name: 'probe-server', title: 'Probe' };
const request = (url: string) => ({ mode: 'url', message: 'Open this', url });
// Every URL of both corpora that makes a URL request at all (an empty string does not).
const URLS = [
  ...new Set([...[...OK, ...WARN, ...BLOCK].map(([url]) => url), ...corpus.map((vector) => vector.url)]),
].filter((url) => parseElicitationRequest(request(url)).ok);

/** What the consent screen shows for `url`, once the checker has run. */
async function shown(url: string) {
  render(
    <Elicitation.Root params={request(url)} server={server} onResult={() => {}}>
      <Elicitation.UrlConsent />
    </Elicitation.Root>,
  );
  const full = await waitFor(() => {
    const element = document.querySelector('[data-slot="elicitation-url-full"]');
    // A blocked address shown as the server wrote it has no tidy "Full address" line (issue 36).
    const writtenOnly = document.querySelector(
      '[data-verdict="block"] [data-slot="elicitation-url-written"], [data-slot="elicitation-url-address"]:has([data-slot="elicitation-url-written"])',
    );
    if (!element && !writtenOnly) throw new Error(`no full address for ${JSON.stringify(url)}`);
    return element as HTMLElement | null;
  });
  if (full === null) {
    cleanup();
    return null;
  }
  const slot = (name: string) => full.querySelector<HTMLElement>(`[data-slot="elicitation-url-${name}"]`);
  const view = {
    text: full.textContent,
    host: slot('host')?.textContent ?? null,
    domain: slot('domain-highlight')?.textContent ?? null,
    userinfo: slot('userinfo')?.textContent ?? null,
    // Everything before the host element: the scheme and any user part.
    beforeHost: (() => {
      const host = slot('host');
      if (!host) return null;
      const range = document.createRange();
      range.setStart(full, 0);
      range.setEndBefore(host);
      return range.toString();
    })(),
  };
  cleanup();
  return view;
}

describe('the full address on the consent screen (issue 10, defect 1)', () => {
  it(`shows each of ${URLS.length} URLs exactly as serialised, the real host highlighted and the user part marked`, async () => {
    expect(URLS.length).toBeGreaterThan(250);
    let withHost = 0;
    let withUserinfo = 0;
    for (const url of URLS) {
      const assessment = assessUrl(url);
      const view = await shown(url);
      const label = JSON.stringify(url).slice(0, 120);
      if (view === null) {
        // Only a blocked address, shown as written, goes without its serialised form.
        expect(assessment.verdict, label).toBe('block');
        continue;
      }
      // Character for character: the href, or the text sent when the parser refused it.
      expect(view.text, label).toBe(assessment.href ?? url);
      if (assessment.href === null) continue;
      const parsed = new URL(assessment.href);
      if (!parsed.hostname) {
        expect(view.host, label).toBeNull();
        continue;
      }
      withHost += 1;
      // The highlighted host is the host the browser would connect to, wherever it stands.
      expect(view.host, label).toBe(parsed.hostname);
      expect(view.beforeHost, label).toBe(
        assessment.href.slice(0, assessment.href.indexOf(parsed.hostname, parsed.protocol.length + 2)),
      );
      expect(view.domain && parsed.hostname.endsWith(view.domain), label).toBe(true);
      if (assessment.registrableDomain !== null) {
        // The strongest mark covers the registrable domain's labels, as serialised.
        const labels = assessment.registrableDomain.replace(/\.$/, '').split('.').length;
        expect(view.domain?.replace(/\.$/, '').split('.').length, label).toBe(labels);
      }
      if (parsed.username || parsed.password) {
        withUserinfo += 1;
        expect(view.userinfo, label).toBe(view.beforeHost?.slice(`${parsed.protocol}//`.length));
        expect(view.userinfo?.endsWith('@'), label).toBe(true);
      } else {
        expect(view.userinfo, label).toBeNull();
      }
    }
    // The corpus reaches every branch: hosts, and user parts before them.
    expect(withHost).toBeGreaterThan(200);
    expect(withUserinfo).toBeGreaterThanOrEqual(5);
  });

  it('keeps the user part visible and marks the real host in the issue’s two examples', async () => {
    const portal = await shown('http://accounts.example.com@192.0.2.10:8080/portal');
    expect(portal).toMatchObject({
      text: 'http://accounts.example.com@192.0.2.10:8080/portal',
      userinfo: 'accounts.example.com@',
      host: '192.0.2.10',
    });
    const paypal = await shown('https://www.paypal.com@evil.example/login');
    expect(paypal).toMatchObject({
      text: 'https://www.paypal.com@evil.example/login',
      userinfo: 'www.paypal.com@',
      host: 'evil.example',
      domain: 'evil.example',
    });
  });
});
