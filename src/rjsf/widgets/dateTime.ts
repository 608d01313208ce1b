/**
 * Conversions between a `datetime-local` input (wall-clock time, no zone) and RFC 3339 with the
 * user's offset, which is what `format: "date-time"` answers carry.
 */
import { useEffect, useReducer } from 'react';
import { dateTimeFormat } from '../../i18n/format';

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/;

const pad = (value: number, length = 2) => String(Math.abs(value)).padStart(length, '0');

/** `+09:00` / `-05:00` / `+00:00` for a Date's local offset. */
export function offsetOf(date: Date): string {
  const minutes = -date.getTimezoneOffset();
  const sign = minutes < 0 ? '-' : '+';
  return `${sign}${pad(Math.trunc(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
}

/** RFC 3339 (`2024-05-01T10:30:00+09:00`) for a `datetime-local` value, or undefined if incomplete. */
export function localInputToRfc3339(text: string): string | undefined {
  const match = LOCAL.exec(text);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as number[];
  // The Date normalises wall-clock times that do not exist (DST gaps); read the parts back from it.
  // setFullYear, unlike the Date constructor, does not turn years 0–99 into 1900–1999.
  const date = new Date(2000, 0, 1);
  date.setFullYear(year!, month! - 1, day!);
  date.setHours(hour!, minute!, second!, 0);
  return (
    `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}${offsetOf(date)}`
  );
}

/** The `datetime-local` value showing an RFC 3339 instant in the user's time zone. */
export function rfc3339ToLocalInput(value: unknown): string {
  if (typeof value !== 'string') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const seconds = date.getSeconds() === 0 ? '' : `:${pad(date.getSeconds())}`;
  return (
    `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}${seconds}`
  );
}

let userZone: string | undefined;

/** `Temporal`, where the browser has it (Chromium 144, Firefox 139): TypeScript does not declare it yet. */
const temporal = () => (globalThis as { Temporal?: { Now?: { timeZoneId?: () => string } } }).Temporal;

/** The user's IANA time zone, e.g. `Asia/Seoul`. */
function currentZone(): string {
  // Read once: every date-time field asks. Temporal names it without an Intl.DateTimeFormat.
  userZone ??= temporal()?.Now?.timeZoneId?.() ?? dateTimeFormat().resolvedOptions().timeZone;
  return userZone;
}

/** How the locale names `timeZone` at `now` in the given style ("한국 표준시", "GMT+09:00"). */
function zoneName(locale: string, style: 'long' | 'longOffset', timeZone: string, now: Date): string {
  const parts = dateTimeFormat(locale, { timeZoneName: style, timeZone }).formatToParts(now);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/**
 * The user's time zone and its offset at `now`, in the locale's words and digits: `한국 표준시
 * (GMT+09:00)`, `Eastern Standard Time (GMT-05:00)`; the IANA name where the locale has no name for
 * the zone (`Etc/GMT-3 (GMT+03:00)`).
 */
export function describeTimeZone(locale: string, now = new Date(), timeZone = currentZone()): string {
  const offset = zoneName(locale, 'longOffset', timeZone, now);
  const name = zoneName(locale, 'long', timeZone, now);
  return `${name === offset ? timeZone : name} (${offset})`;
}

/**
 * The user's zone as it reads before the locale's words for it are ready: its IANA name and offset
 * (`Asia/Seoul (GMT+09:00)`), read without `Intl`.
 */
export function plainTimeZone(now = new Date(), timeZone = currentZone()): string {
  return `${timeZone} (GMT${offsetOf(now)})`;
}

/** Descriptions made so far, by locale and offset (a change of offset, as at a DST switch, renames the zone). */
const described = new Map<string, string>();
/** Who waits for a description still to be made, by the same key. */
const waiting = new Map<string, Set<() => void>>();

/**
 * Runs `job` once the browser is idle after painting: the first `Intl.DateTimeFormat` on a page loads
 * the locale's calendar and zone data (about 40 ms on a desktop CPU, four times that on a slow
 * phone), which the first picture of a form should not wait for.
 */
function afterPaint(job: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(job, { timeout: 500 });
  else if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(job, 0));
  else setTimeout(job, 0);
}

/**
 * The user's zone described in the locale's words ({@link describeTimeZone}) for a date-time field's
 * hint, and whether that is still to come. The first field on a page shows {@link plainTimeZone}
 * until the browser is idle after painting; from then on every field shows the locale's words at once.
 */
export function useTimeZoneDescription(locale: string, active: boolean): { text: string; pending: boolean } {
  const now = new Date();
  const key = `${locale}\n${offsetOf(now)}`;
  const ready = described.get(key);
  const [, refresh] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!active || described.has(key)) return;
    let listeners = waiting.get(key);
    if (!listeners) {
      const made = new Set<() => void>();
      listeners = made;
      waiting.set(key, made);
      afterPaint(() => {
        let text: string;
        try {
          text = describeTimeZone(locale);
        } catch {
          // An engine without the zone's names keeps the IANA name and offset.
          text = plainTimeZone();
        }
        described.set(key, text);
        waiting.delete(key);
        for (const listener of made) listener();
      });
    }
    listeners.add(refresh);
    return () => void listeners.delete(refresh);
  }, [active, key, locale]);
  if (ready !== undefined) return { text: ready, pending: false };
  // On the server (and while hydrating) the user's zone is unknown: nothing to read yet.
  return { text: active ? plainTimeZone(now) : '', pending: true };
}
