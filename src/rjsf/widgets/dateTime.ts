/**
 * Conversions between a `datetime-local` input (wall-clock time, no zone) and RFC 3339 with the
 * user's offset, which is what `format: "date-time"` answers carry.
 */
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
