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

let zoneName: string | undefined;

/** `Temporal`, where the browser has it (Chromium 144, Firefox 139): TypeScript does not declare it yet. */
const temporal = () => (globalThis as { Temporal?: { Now?: { timeZoneId?: () => string } } }).Temporal;

/** The user's IANA time zone and its current offset, e.g. `Asia/Seoul (UTC+09:00)`. */
export function describeTimeZone(now = new Date()): string {
  // Read once: the shared formatter keeps the zone it was made in, and every date-time field asks.
  // Temporal names it without building an Intl.DateTimeFormat, costly the first time on a page.
  zoneName ??= temporal()?.Now?.timeZoneId?.() ?? dateTimeFormat().resolvedOptions().timeZone;
  return `${zoneName} (UTC${offsetOf(now)})`;
}
