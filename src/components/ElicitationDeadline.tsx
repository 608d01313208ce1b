import type { DeadlineStatus, ElicitationPhase } from 'mcp-elicitation-react/core';
import { type ComponentPropsWithoutRef, forwardRef, useEffect, useRef, useState } from 'react';
import { deadlineStatus, runAt } from '../core/protocol';
import { fillPlural } from '../i18n/format';
import type { ElicitationMessages } from '../i18n/messages';
import { selectPhase, useElicitationConfig, useElicitationSelector } from './context';
import { type AsChildProp, renderPart } from './Part';

/** Props of `ElicitationDeadline`. */
export interface ElicitationDeadlineProps extends ComponentPropsWithoutRef<'div'>, AsChildProp {}

/** Phases in which the user can still act before the deadline. */
const OPEN: ReadonlySet<ElicitationPhase> = new Set(['editing', 'reviewing', 'popup-blocked', 'waiting']);

function describe(status: DeadlineStatus, messages: ElicitationMessages, locale: string): string {
  if (status.unit === 'hour') return fillPlural(messages.deadline.hours, status.count, {}, locale);
  if (status.unit === 'minute') return fillPlural(messages.deadline.minutes, status.count, {}, locale);
  return messages.deadline.warning;
}

/**
 * The time left to answer, when the host gave a `deadline`: in words that change at most once a
 * minute, a warning in the last minute. A polite live region repeats it only at a few moments
 * (every hour, at 30, 15, 10, 5 and 2 minutes, and the last minute), so a screen reader is not
 * interrupted every minute (WCAG 2.2.1 "Timing Adjustable": warn before time runs out).
 */
export const ElicitationDeadline = /* @__PURE__ */ forwardRef<HTMLElement, ElicitationDeadlineProps>(
  function ElicitationDeadline(props, ref) {
    const { store, deadline, messages, locale, ids } = useElicitationConfig('<ElicitationDeadline>');
    const phase = useElicitationSelector(store, selectPhase);
    const [now, setNow] = useState(Date.now);
    const status = deadline === null ? null : deadlineStatus(deadline, now);
    const changesAt = status?.changesAt ?? null;
    // No ticking every second: the next render is when the words change.
    useEffect(() => (changesAt === null ? undefined : runAt(changesAt, () => setNow(Date.now()))), [changesAt]);
    const text = status && status.state !== 'expired' ? describe(status, messages, locale) : null;
    // What the live region says: set on a change worth announcing, never on the first render.
    const [announced, setAnnounced] = useState('');
    const shown = useRef(text);
    useEffect(() => {
      if (text === shown.current) return;
      shown.current = text;
      if (text !== null && status?.announce) setAnnounced(text);
    }, [text, status?.announce]);
    if (status === null || text === null || !OPEN.has(phase)) return null;
    const content = (
      <>
        <p id={ids.deadline} data-slot="elicitation-deadline-text">
          {text}
        </p>
        <p role="status" data-slot="elicitation-visually-hidden">
          {announced}
        </p>
      </>
    );
    return renderPart('div', { 'data-slot': 'elicitation-deadline', 'data-state': status.state }, props, ref, content);
  },
);
