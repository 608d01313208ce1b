/**
 * Server rendering then hydration of a form with a date-time field: what depends on the user's time
 * zone (the wall-clock time in the input, the zone's name) is left out of the server's HTML, which
 * cannot know the zone, and filled in once hydrated, so hydration never mismatches. Runs on React 19
 * and, in the react18 project, on React 18. The Chromium check with different zones is in
 * test/package/tarball.test.ts.
 */
import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { ElicitationPanel } from '../../src';

const request = {
  mode: 'form',
  message: 'When should it start?',
  requestedSchema: {
    type: 'object',
    properties: { from: { type: 'string', format: 'date-time', title: 'From', default: '2026-03-01T09:30:00Z' } },
  },
};

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

const panel = <ElicitationPanel params={request} server={{ name: 'calendar' }} onResult={() => {}} />;

it('leaves the zone-dependent parts out of the server HTML', () => {
  const html = renderToString(panel);
  expect(html).toContain('When should it start?');
  expect(html).not.toContain('Time zone');
  expect(html).toMatch(/type="datetime-local"[^>]*value=""/);
});

it('hydrates that HTML without a mismatch, then shows the time and zone', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(panel);
  document.body.append(container);
  const recoverable = vi.fn();
  const consoleError = vi.spyOn(console, 'error');
  await act(async () => {
    root = hydrateRoot(container, panel, { onRecoverableError: recoverable });
  });
  expect(recoverable).not.toHaveBeenCalled();
  expect(consoleError).not.toHaveBeenCalled();
  // The project pins TZ=UTC.
  expect(screen.getByLabelText('From')).toHaveValue('2026-03-01T09:30');
  // The zone's name in the locale's words follows once the browser is idle after painting.
  expect(await screen.findByText('Time zone: Coordinated Universal Time (GMT+00:00)')).toBeVisible();
  consoleError.mockRestore();
});
