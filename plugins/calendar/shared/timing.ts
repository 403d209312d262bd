import type { FieldError } from '@atrium/sdk/shared';
import { MSG } from './constants.js';

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

export function isTimeZone(zone: string): boolean {
  try {
    formatIn(zone);
    return true;
  } catch {
    return false;
  }
}

/**
 * The rules that depend on the moment (spec core §5): the date not in the past and, today, the end
 * not already passed, both on the organiser's wall clock. Server and dialog run this same check.
 */
export function timingProblems(input: { date: string; end: string; timeZone: string }, now: Date = new Date()): FieldError[] {
  const today = wallClock(now, input.timeZone);
  if (input.date < today.date) return [{ path: 'date', message: MSG.pastDate, code: 'custom' }];
  if (input.date === today.date && input.end <= today.time) return [{ path: 'end', message: MSG.endPassed, code: 'custom' }];
  return [];
}
