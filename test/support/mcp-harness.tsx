/** Shared pieces of the `/mcp` tests: servers as the host knows them, requests, and user steps. */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { ElicitationProvider } from '../../src';
import { ElicitationQueue } from '../../src/mcp';

export const weather = { name: 'weather-server', title: 'Weather' };
export const calendar = { name: 'calendar-server', title: 'Calendar' };

/** A form request for one required text field titled `label`. */
export function textRequest(label: string, message = `Please tell us your ${label.toLowerCase()}.`) {
  return {
    message,
    requestedSchema: {
      type: 'object' as const,
      properties: { answer: { type: 'string' as const, title: label } },
      required: ['answer'],
    },
  };
}

/** A URL-mode request, with an `elicitationId` when given (2025-11-25). */
export function urlRequest(url: string): { mode: 'url'; message: string; url: string };
export function urlRequest(
  url: string,
  elicitationId: string,
): { mode: 'url'; message: string; url: string; elicitationId: string };
export function urlRequest(url: string, elicitationId?: string) {
  const request = { mode: 'url' as const, message: 'Connect your account to continue.', url };
  return elicitationId === undefined ? request : { ...request, elicitationId };
}

/** How long to wait for a dialog: the first rjsf form in jsdom is slow on a busy machine. */
export const PATIENCE = { timeout: 5000 };

/** The elicitation dialog for a form request from `serverTitle`. */
export function formDialog(serverTitle: string) {
  return screen.findByRole('dialog', { name: `Request for information from ${serverTitle}` }, PATIENCE);
}

/** The elicitation dialog for a URL request from `serverTitle`. */
export function urlDialog(serverTitle: string) {
  return screen.findByRole('dialog', { name: `Request from ${serverTitle} to open a web page` }, PATIENCE);
}

/** Types `text` into the field labelled `label` of `dialog`, reviews and sends. */
export async function answerText(user: UserEvent, dialog: HTMLElement, label: string, text: string) {
  await user.type(within(dialog).getByRole('textbox', { name: `${label} (required)` }), text);
  await user.click(within(dialog).getByRole('button', { name: 'Review answers' }));
  await user.click(await within(dialog).findByRole('button', { name: 'Send' }));
}

/** Waits until no dialog is open (RTL's waitFor, so updates from SDK callbacks need no act()). */
export async function noDialog() {
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

/** Records how a promise settled, to prove it settles once and with what. */
export function track<T>(promise: Promise<T>) {
  const settled: { status: 'resolved' | 'rejected'; value: unknown }[] = [];
  promise.then(
    (value) => settled.push({ status: 'resolved', value }),
    (value) => settled.push({ status: 'rejected', value }),
  );
  return settled;
}

/** The host: one queue and its provider, with an opener that always succeeds. */
export function host({ noticeDuration }: { noticeDuration?: number } = {}) {
  const queue = new ElicitationQueue();
  const user = userEvent.setup();
  const openUrl = vi.fn(() => true);
  const view = render(<ElicitationProvider queue={queue} url={{ openUrl }} noticeDuration={noticeDuration} />);
  return { queue, user, openUrl, ...view };
}
