// @vitest-environment jsdom
/**
 * What the person is told about the page's connection, through `ElicitationProvider`'s `bridge`
 * prop and the real browser half against a real bridge over HTTP: "Reconnecting…" while the endpoint
 * is away, and "reload to continue" when it no longer speaks the page's protocol.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ElicitationProvider, en } from '../../src';
import { connectElicitationBridge, createElicitationBridge } from '../../src/bridge';
import { BRIDGE_PROTOCOL_HEADER } from '../../src/bridge/wire';
import { ElicitationQueue } from '../../src/mcp';
import { as, authorizeBySessionHeader, serveBridge, until } from './support';

const cleanups: (() => void | Promise<void>)[] = [];

afterEach(async () => {
  cleanup();
  for (const step of cleanups.splice(0).reverse()) await step();
});

async function served() {
  const bridge = createElicitationBridge({ authorize: authorizeBySessionHeader, heartbeatMs: 60_000 });
  const endpoint = await serveBridge(bridge);
  cleanups.push(async () => {
    await bridge.close();
    await endpoint.close();
  });
  return endpoint;
}

function show(url: string, fetchImpl: typeof fetch = fetch, backoff = { initialMs: 50, maxMs: 200 }) {
  const queue = new ElicitationQueue();
  const connection = connectElicitationBridge({
    url,
    queue,
    headers: as('ada'),
    backoff,
    fetch: fetchImpl,
  });
  cleanups.push(() => connection.close());
  render(createElement(ElicitationProvider, { queue, bridge: connection }));
  return connection;
}

describe('ElicitationProvider with a bridge connection', () => {
  it('says nothing while the connection is open, and “Reconnecting…” once the endpoint is gone', async () => {
    const endpoint = await served();
    const connection = show(endpoint.url);
    await until(() => connection.getState().status === 'open');
    expect(screen.queryByText(en.connection.reconnecting)).toBeNull();
    await endpoint.close();
    await until(() => connection.getState().status === 'reconnecting');
    const notice = await screen.findByText(en.connection.reconnecting);
    expect(notice.closest('[role="status"]')?.getAttribute('data-state')).toBe('reconnecting');
  });

  it('asks an outdated page to reload, with a Reload button', async () => {
    const endpoint = await served();
    // A page that speaks protocol 0: older than any the endpoint serves.
    const olderPage: typeof fetch = (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set(BRIDGE_PROTOCOL_HEADER, '0');
      return fetch(input, { ...init, headers });
    };
    show(endpoint.url, olderPage);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(en.connection.outdated);
    expect(screen.getByRole('button', { name: en.connection.reload })).toBeTruthy();
  });

  it('offers “Try again now” while reconnecting, which connects at once instead of after the wait (issue 37)', async () => {
    const endpoint = await served();
    let down = true;
    const flaky: typeof fetch = (input, init) =>
      down ? Promise.reject(new TypeError('Failed to fetch')) : fetch(input, init);
    // A minute's wait before the next attempt: only the button can make it sooner.
    const connection = show(endpoint.url, flaky, { initialMs: 60_000, maxMs: 60_000 });
    await until(() => connection.getState().status === 'reconnecting');
    const retry = await screen.findByRole('button', { name: en.connection.retry });
    // Words, never the error's text.
    expect(retry.closest('[role="status"]')?.textContent).not.toContain('Failed to fetch');
    down = false;
    retry.click();
    await until(() => connection.getState().status === 'open', 2000);
    await until(() => screen.queryByRole('button', { name: en.connection.retry }) === null);
  });
});
