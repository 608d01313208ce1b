/**
 * Exactly-once probe (issue 9): random interaction sequences (fixed seed) on the public
 * `ElicitationPanel` and `ElicitationDialog`, found by role and name as a user would. Whatever the
 * user does, `onResult` is called at most once while shown and exactly once after unmount, with an
 * answer the server's schema accepts.
 */
import { type Schema, Validator } from '@cfworker/json-schema';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it } from 'vitest';
import { ElicitationDialog, ElicitationPanel } from '../../src';
import type { ElicitResult } from '../../src/core';
import { Probe, seeded } from './probe';

const SEQUENCES = 48;
const STEPS = 10;
const server = { name: 'probe-server', title: 'Probe Server' };

const formRequest = {
  message: 'Tell us about your trip',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name', minLength: 2 },
      email: { type: 'string', format: 'email', title: 'Email' },
      seats: { type: 'integer', title: 'Seats', minimum: 1, maximum: 4 },
      window: { type: 'boolean', title: 'Window seat' },
      meal: { type: 'string', title: 'Meal', enum: ['none', 'vegetarian', 'vegan'] },
      extras: { type: 'array', title: 'Extras', items: { enum: ['bag', 'lounge'] }, maxItems: 1 },
    },
    required: ['name', 'seats'],
  },
};
const urlRequest = {
  mode: 'url',
  message: 'Sign in to continue',
  url: 'https://auth.example.com/start',
  elicitationId: 'e-1',
};
const oracle = new Validator(formRequest.requestedSchema as Schema, '2020-12', false);

const TEXTS = ['Ada', 'a', 'ada@example.com', 'not an email', '2', '9', '-1', '', '3.5'];

function acceptable(result: ElicitResult, url: boolean): boolean {
  if (result.action !== 'accept') return result.content === undefined;
  if (url) return result.content === undefined;
  return oracle.validate(result.content ?? {}).valid;
}

describe('random interaction sequences: onResult exactly once', () => {
  const probe = new Probe('exactly-once sequences');
  const actions = new Map<string, number>();
  const outcomes = new Map<string, number>();
  afterAll(() =>
    probe.report(
      `${SEQUENCES} sequences of up to ${STEPS} steps; actions ${JSON.stringify(Object.fromEntries(actions))}; ` +
        `results ${JSON.stringify(Object.fromEntries(outcomes))}`,
    ),
  );

  it(`${SEQUENCES} sequences on the panel and the dialog, form and URL mode`, async () => {
    const random = seeded(2026);
    const pick = <T,>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    for (let sequence = 0; sequence < SEQUENCES; sequence++) {
      const Component = sequence % 2 === 0 ? ElicitationPanel : ElicitationDialog;
      const url = sequence % 4 >= 2;
      const request = url ? urlRequest : formRequest;
      const asynchronous = random() < 0.3;
      const log: string[] = [`${Component.name} ${url ? 'url' : 'form'}${asynchronous ? ' async' : ''}`];
      await probe.attempt(`sequence ${sequence}`, async () => {
        const results: ElicitResult[] = [];
        const onResult = (result: ElicitResult) => {
          results.push(result);
          return asynchronous ? new Promise((resolve) => setTimeout(resolve, 5)) : undefined;
        };
        const openUrl = () => (random() < 0.3 ? false : undefined);
        const user = userEvent.setup();
        const element = () => <Component server={server} params={request} onResult={onResult} url={{ openUrl }} />;
        const view = render(element());
        await act(async () => {
          await import('../../src/core/url');
        });
        for (let step = 0; step < STEPS; step++) {
          const buttons = screen.queryAllByRole('button').filter((button) => !button.hasAttribute('disabled'));
          const choices = [
            // Buttons and fields weigh more than keys, so that sequences often get as far as sending.
            ...buttons.flatMap((button) =>
              Array<readonly ['click', HTMLElement]>(
                /Decline|Cancel|Close|Stop/.test(button.textContent ?? '') ? 1 : 5,
              ).fill(['click', button]),
            ),
            ...[...screen.queryAllByRole('textbox'), ...screen.queryAllByRole('spinbutton')].flatMap((box) => [
              ['type', box] as const,
              ['type', box] as const,
            ]),
            ...[...screen.queryAllByRole('radio'), ...screen.queryAllByRole('checkbox')].map(
              (box) => ['check', box] as const,
            ),
            ['Enter', null] as const,
            ['Escape', null] as const,
            ['rerender', null] as const,
          ];
          const [kind, target] = pick(choices);
          const name = target
            ? `${kind} ${target.getAttribute('aria-label') ?? target.textContent?.trim() ?? ''}`
            : kind;
          log.push(name);
          actions.set(kind, (actions.get(kind) ?? 0) + 1);
          if (kind === 'click' && target) await (random() < 0.2 ? user.dblClick(target) : user.click(target));
          else if (kind === 'type' && target) {
            await user.clear(target);
            const text = pick(TEXTS);
            if (text !== '') await user.type(target, text);
          } else if (kind === 'check' && target) await user.click(target);
          else if (kind === 'rerender') view.rerender(element());
          else await user.keyboard(`{${kind}}`);
          if (results.length > 1) throw new Error(`onResult called ${results.length} times: ${log.join(' → ')}`);
        }
        view.unmount();
        await act(async () => {});
        const outcome = results[0];
        if (results.length !== 1 || !outcome)
          throw new Error(`onResult called ${results.length} times: ${log.join(' → ')}`);
        outcomes.set(outcome.action, (outcomes.get(outcome.action) ?? 0) + 1);
        if (!acceptable(outcome, url)) throw new Error(`sent ${JSON.stringify(outcome)}: ${log.join(' → ')}`);
        return true;
      });
      cleanup();
    }
    expect(probe.tried).toBe(SEQUENCES);
    expect(probe.failures).toEqual([]);
  });
});
