/**
 * The time zone under a date-time input: named in the locale's words (an `Intl.DateTimeFormat`, whose
 * first construction on a page loads the locale's zone data) once the browser is idle after the first
 * paint; until then its IANA name and offset, marked `data-pending`. Later forms name it at once.
 * (A fresh module per test file: the names made so far start empty here.)
 */
import { cleanup, render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ElicitationPanel } from '../../src';
import { ko } from '../../src/locales/ko';
import { describeTimeZone } from '../../src/rjsf/widgets/dateTime';

const request = {
  message: '언제가 좋으세요?',
  requestedSchema: {
    type: 'object' as const,
    properties: {
      from: { type: 'string' as const, format: 'date-time', title: '시작' },
      to: { type: 'string' as const, format: 'date-time', title: '끝' },
    },
  },
};

const panel = () => (
  <ElicitationPanel messages={ko} server={{ name: 'calendar' }} params={request} onResult={() => {}} />
);
const zones = () => [...document.querySelectorAll<HTMLElement>('[data-slot="elicitation-field-timezone"]')];

describe('the time zone under a date-time input', () => {
  it('reads its IANA name and offset first, then its name in the locale’s words, in every field', async () => {
    render(panel());
    // The project pins TZ=UTC.
    expect(zones().map((zone) => zone.textContent)).toEqual(['시간대: UTC (GMT+00:00)', '시간대: UTC (GMT+00:00)']);
    expect(zones().every((zone) => zone.hasAttribute('data-pending'))).toBe(true);

    const named = `시간대: ${describeTimeZone('ko')}`;
    expect(named).not.toBe('시간대: UTC (GMT+00:00)');
    // Testing Library's waitFor: the update comes from the idle callback, outside any act().
    await waitFor(() => expect(zones().map((zone) => zone.textContent)).toEqual([named, named]));
    expect(zones().some((zone) => zone.hasAttribute('data-pending'))).toBe(false);
    // Each input is still described by its zone.
    for (const zone of zones()) expect(document.querySelector(`[aria-describedby~="${zone.id}"]`)).not.toBeNull();
  });

  it('names it at once in a form shown after that', () => {
    cleanup();
    render(panel());
    expect(zones().map((zone) => zone.textContent)).toEqual(Array(2).fill(`시간대: ${describeTimeZone('ko')}`));
    expect(zones().some((zone) => zone.hasAttribute('data-pending'))).toBe(false);
  });
});
