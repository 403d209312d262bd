import { RULES, SERIES_MAX_YEARS } from './constants.js';

/** A wall-clock date and time in a time zone: `date` is YYYY-MM-DD, `time` HH:mm. */
export interface WallClock {
  date: string;
  time: string;
}

const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(zone: string): Intl.DateTimeFormat {
  let f = formats.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(zone, f);
  }
  return f;
}

/** What a clock on the wall in `zone` shows at `at`. */
export function wallClock(at: Date, zone: string): WallClock {
  const parts = Object.fromEntries(
    formatIn(zone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

const DAY = 86_400_000;

/** The wall clock's fields at `at` written as a UTC instant: `floating - at` is the zone's offset. */
function floatingAt(at: number, zone: string): number {
  const p = Object.fromEntries(
    formatIn(zone)
      .formatToParts(at)
      .map((x) => [x.type, Number(x.value)]),
  );
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
}

/** The zone's offset from UTC at an instant, in milliseconds (Berlin in summer: 7 200 000). */
export function offsetAt(at: Date, zone: string): number {
  const whole = Math.floor(at.getTime() / 1000) * 1000;
  return floatingAt(whole, zone) - whole;
}

/**
 * The instant a wall clock in `zone` shows `date` `time` (YYYY-MM-DD, HH:mm), as RFC 5545 §3.3.5 reads a
 * local time: in the hour the clocks skip (spring) it moves forward by the gap's length (Berlin 02:30 is
 * 03:30 CEST), and in the hour they repeat (autumn) it is the first of the two. The offsets a day before
 * and after are the only candidates (no zone changes its offset twice within two days); when they agree,
 * there is no change to look for.
 */
export function instantOf(date: string, time: string, zone: string): Date {
  const floating = Date.parse(`${date}T${time}:00Z`);
  const before = offsetAt(new Date(floating - DAY), zone);
  const after = offsetAt(new Date(floating + DAY), zone);
  if (before === after) return new Date(floating - before);
  const fits = [before, after].map((o) => floating - o).filter((t) => floatingAt(t, zone) === floating);
  // None fits in the gap: the offset before it moves the time forward by the gap.
  return new Date(fits.length ? Math.min(...fits) : floating - before);
}

/** The last day a series beginning on `date` may reach: the same day 5 years on (28 February for the 29th). */
export function lastSeriesDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const year = y + SERIES_MAX_YEARS;
  if (year > 9999) return '9999-12-31';
  const day = Math.min(d, new Date(Date.UTC(year, m, 0)).getUTCDate());
  return `${year}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function isTimeZone(zone: string): boolean {
  try {
    formatIn(zone);
    return true;
  } catch {
    return false;
  }
}

/**
 * The rules that depend on the moment: the date not in the past and, today, the end
 * not already passed, both on the organiser's wall clock. Server and dialog run this same check.
 */
export function timingProblems(input: { date: string; end: string; timeZone: string }, now: Date = new Date()) {
  const today = wallClock(now, input.timeZone);
  if (input.date < today.date) return [{ ...RULES.pastDate.field('date'), code: 'custom' }];
  if (input.date === today.date && input.end <= today.time) return [{ ...RULES.endPassed.field('end'), code: 'custom' }];
  return [];
}
