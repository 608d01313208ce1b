/**
 * The pure logic behind the date-time and number widgets. Time-zone independent: offsets are
 * checked on stub dates, and real conversions against the same Date APIs in whatever zone the
 * worker runs (expectations are computed, never hard-coded local times).
 */
import { describe, expect, it } from 'vitest';
import { describeTimeZone, localInputToRfc3339, offsetOf, rfc3339ToLocalInput } from '../../src/rjsf/widgets/dateTime';
import { parseTypedNumber } from '../../src/rjsf/widgets/NumberWidget';

const RFC3339_WITH_OFFSET = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})([+-])(\d{2}):(\d{2})$/;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');
/** `YYYY-MM-DDTHH:MM:SS` of a Date's local wall clock. */
const wallClock = (date: Date) =>
  `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
  `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
/** Minutes east of UTC written in an offset like `-09:30`. */
const offsetMinutes = (offset: string) => {
  const [, sign, hours, minutes] = /^([+-])(\d{2}):(\d{2})$/.exec(offset) ?? [];
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
};

describe('offsetOf', () => {
  const stub = (timezoneOffset: number) => ({ getTimezoneOffset: () => timezoneOffset }) as Date;

  it.each([
    [0, '+00:00'],
    [-540, '+09:00'], // Asia/Seoul
    [300, '-05:00'], // America/New_York, winter
    [240, '-04:00'],
    [-330, '+05:30'], // Asia/Kolkata
    [-345, '+05:45'], // Asia/Kathmandu
    [570, '-09:30'], // Pacific/Marquesas
    [-840, '+14:00'], // Pacific/Kiritimati
    [720, '-12:00'],
    [30, '-00:30'],
  ])('getTimezoneOffset %i → %s', (timezoneOffset, expected) => {
    expect(offsetOf(stub(timezoneOffset))).toBe(expected);
  });

  it('matches the local zone for real dates', () => {
    for (const date of [new Date(0), new Date(Date.UTC(2024, 0, 15, 12)), new Date(Date.UTC(2024, 6, 15, 12))]) {
      const offset = offsetOf(date);
      expect(offset).toMatch(/^[+-]\d{2}:\d{2}$/);
      expect(offsetMinutes(offset) + date.getTimezoneOffset()).toBe(0);
    }
  });
});

describe('localInputToRfc3339', () => {
  it.each([
    '2024-01-15T09:05',
    '2024-07-15T23:59',
    '2024-05-01T10:30:45',
    '2000-02-29T00:00',
    '1999-12-31T23:59:59',
    '2038-01-19T03:14:07',
  ])('%s: the same wall clock with the offset of that moment', (input) => {
    const result = localInputToRfc3339(input);
    expect(result).toMatch(RFC3339_WITH_OFFSET);
    const [y, mo, d, h, mi, s = 0] = input.split(/[-T:]/).map(Number) as number[];
    const local = new Date(y!, mo! - 1, d!, h!, mi!, s);
    // The same instant as the local wall-clock time …
    expect(new Date(result!).getTime()).toBe(local.getTime());
    // … written as that wall clock (the input, unless it falls in a DST gap) and its offset.
    expect(result).toBe(`${wallClock(local)}${offsetOf(local)}`);
    if (wallClock(local).startsWith(input)) expect(rfc3339ToLocalInput(result)).toBe(input);
  });

  it('reads seconds as 00 when absent and drops milliseconds', () => {
    expect(localInputToRfc3339('2024-05-01T10:30')).toMatch(/^2024-05-01T10:30:00[+-]/);
    expect(localInputToRfc3339('2024-05-01T10:30:15.250')).toMatch(/^2024-05-01T10:30:15[+-]/);
  });

  it('keeps years before 100 (the Date constructor would make 0050 into 1950)', () => {
    const result = localInputToRfc3339('0050-06-15T12:00');
    expect(result).toMatch(RFC3339_WITH_OFFSET);
    expect(result?.slice(0, 19)).toBe('0050-06-15T12:00:00');
    // Within a day of noon UTC on that date, whatever the (historical) local offset.
    const noonUtc = new Date('0050-06-15T12:00:00Z').getTime();
    expect(Math.abs(new Date(result!).getTime() - noonUtc)).toBeLessThan(24 * 3600 * 1000);
  });

  it.each(['', '2024-05-01', '2024-05-01T10', '2024-5-1T10:30', 'T10:30', 'tomorrow', '10:30'])(
    'is undefined for incomplete input %j',
    (input) => {
      expect(localInputToRfc3339(input)).toBeUndefined();
    },
  );
});

describe('rfc3339ToLocalInput', () => {
  it.each([
    '2024-05-01T10:30:00+09:00',
    '2024-05-01T01:30:00Z',
    '2024-01-15T12:00:00-05:00',
    '2024-07-15T12:00:00.000Z',
    '2024-07-15T12:00:07+05:45',
    '1999-12-31T23:59:59-09:30',
  ])('%s: shown as the local wall clock of that instant', (value) => {
    const date = new Date(value);
    const shown = rfc3339ToLocalInput(value);
    const expected = wallClock(date);
    // Seconds only when there are any, as a datetime-local input writes them.
    expect(shown).toBe(date.getSeconds() === 0 ? expected.slice(0, 16) : expected);
    // And back to the same instant.
    expect(new Date(localInputToRfc3339(shown)!).getTime()).toBe(date.getTime());
  });

  it.each([undefined, null, 42, '', 'not a date', '2024-13-45T99:99:99Z', {}])('is empty for %j', (value) => {
    expect(rfc3339ToLocalInput(value)).toBe('');
  });
});

describe('describeTimeZone', () => {
  const winter = new Date(Date.UTC(2024, 0, 15, 12));
  const summer = new Date(Date.UTC(2024, 6, 15, 12));

  it.each<[string, Date, string, string]>([
    ['en', winter, 'Asia/Seoul', 'Korean Standard Time (GMT+09:00)'],
    ['ko', winter, 'Asia/Seoul', '한국 표준시 (GMT+09:00)'],
    ['en', winter, 'America/New_York', 'Eastern Standard Time (GMT-05:00)'],
    ['en', summer, 'America/New_York', 'Eastern Daylight Time (GMT-04:00)'],
    ['de', summer, 'Europe/Berlin', 'Mitteleuropäische Sommerzeit (GMT+02:00)'],
    // The locale's own digits and words, the offset included.
    ['ar-EG', winter, 'Asia/Seoul', 'توقيت كوريا الرسمي (غرينتش+٠٩:٠٠)'],
    // A zone the locale has no name for keeps its IANA name.
    ['en', winter, 'Etc/GMT-3', 'Etc/GMT-3 (GMT+03:00)'],
  ])('in %s at %s, %s is "%s"', (locale, now, zone, expected) => {
    expect(describeTimeZone(locale, now, zone)).toBe(expected);
  });

  it("names the user's own zone by default", () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(describeTimeZone('en', winter)).toBe(describeTimeZone('en', winter, zone));
  });
});

describe('parseTypedNumber', () => {
  it.each<[string, boolean, number | string | undefined]>([
    // nothing typed
    ['', false, undefined],
    ['   ', true, undefined],
    // partial input stays text (validation says "enter a number") or is already a number
    ['-', false, '-'],
    ['-', true, '-'],
    ['+', false, '+'],
    ['1.', false, 1],
    ['1.', true, 1],
    ['.5', false, 0.5],
    ['.5', true, '.5'],
    ['1e', false, '1e'],
    ['1e-', false, '1e-'],
    // exponents
    ['1e3', false, 1000],
    ['1e3', true, 1000],
    ['1E-2', false, 0.01],
    ['2.5e1', true, 25],
    // beyond double range: never Infinity
    ['1e400', false, '1e400'],
    ['-1e400', true, '-1e400'],
    // integers must be safe
    [String(2 ** 53 - 1), true, 2 ** 53 - 1],
    [String(2 ** 53), true, String(2 ** 53)],
    [String(2 ** 53), false, 2 ** 53],
    ['1e21', true, '1e21'],
    ['1.5', true, '1.5'],
    ['1.0', true, 1],
    // signs and whitespace
    ['+7', true, 7],
    ['-42', true, -42],
    [' 42 ', true, 42],
    ['\t3.5\n', false, 3.5],
    // garbage is returned as typed, untrimmed
    ['abc', false, 'abc'],
    ['1,5', false, '1,5'],
    ['1 000', false, '1 000'],
    [' 1 2 ', false, ' 1 2 '],
    ['1_000', false, '1_000'],
    ['0x10', false, '0x10'],
    ['0b1', true, '0b1'],
    ['Infinity', false, 'Infinity'],
    ['-Infinity', false, '-Infinity'],
    ['NaN', false, 'NaN'],
    ['--1', false, '--1'],
    ['1..2', false, '1..2'],
    // digits of other scripts are digits: Arabic-Indic, Persian, Devanagari, full-width
    ['١٢', false, 12],
    ['-١٫٥', false, -1.5],
    ['۴۲', true, 42],
    ['१०', true, 10],
    ['３', true, 3],
    ['١٫٥', true, '١٫٥'],
    ['١٢a', false, '١٢a'],
  ])('%j (integer: %s) → %j', (text, integer, expected) => {
    expect(parseTypedNumber(text, integer)).toBe(expected);
  });

  it('keeps negative zero as a number', () => {
    // (JSON sends it as 0.)
    expect(Object.is(parseTypedNumber('-0', false), -0)).toBe(true);
    expect(Object.is(parseTypedNumber('-0', true), -0)).toBe(true);
  });

  it('never returns NaN or an infinite number', () => {
    for (const text of ['1e308', '1e309', '-1e309', '9'.repeat(400), `0.${'0'.repeat(400)}1`, 'Infinity']) {
      for (const integer of [false, true]) {
        const result = parseTypedNumber(text, integer);
        if (typeof result === 'number') expect(Number.isFinite(result)).toBe(true);
        else expect(result).toBe(text);
      }
    }
  });
});
