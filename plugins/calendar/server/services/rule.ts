import { WEEKDAYS } from '../../shared/constants.js';
import { lastSeriesDay, wallClock } from '../../shared/timing.js';
import type { CalendarEventRow } from '../entities/event.js';

/** What a series' rule is made of. */
export type Rule = Pick<CalendarEventRow, 'startsAt' | 'timeZone' | 'period' | 'weekdays' | 'until' | 'count'>;

const DAY = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY;
const dateOf = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);
/** 0 for Monday to 6 for Sunday, as WEEKDAYS lists them (1 January 1970, day 0, was a Thursday). */
const weekdayOf = (day: number) => (((day + 3) % 7) + 7) % 7;

/**
 * The days (YYYY-MM-DD, on the organiser's clock) of a series' rule, in order, as RFC 5545 reads the four
 * periods the calendar has: every day or the chosen weekdays for `day` and `week`; the first's day of the
 * month for `month`, skipping months without it; its day of the year for `year`, skipping 29 February in
 * other years. The first day counts only when it fits the rule (a Wednesday series dated a Monday begins
 * on the Wednesday). The rule ends after `count` days or on its end date, and never after the last day its
 * limit allows (5 years on), whatever the row says (one stored before the limit, say): a walk is a loop of
 * at most about 1830 steps, so no expansion of a series can hold the event loop.
 */
export function* ruleDays(s: Rule): Generator<string> {
  const first = wallClock(s.startsAt, s.timeZone).date;
  const limit = lastSeriesDay(first);
  const last = dayNumber(s.until && s.until < limit ? s.until : limit);
  let left = s.count ?? Infinity;
  if (s.period === 'day' || s.period === 'week') {
    const start = dayNumber(first);
    const chosen = new Set(s.weekdays.map((w) => WEEKDAYS.indexOf(w)));
    // A weekly rule without weekdays repeats on the first's weekday (RFC 5545 takes DTSTART's).
    if (!chosen.size && s.period === 'week') chosen.add(weekdayOf(start));
    for (let day = start; day <= last && left > 0; day++)
      if (!chosen.size || chosen.has(weekdayOf(day))) {
        left--;
        yield dateOf(day);
      }
    return;
  }
  const [y, m, d] = first.split('-').map(Number) as [number, number, number];
  for (let i = 0; left > 0; i++) {
    const at = s.period === 'month' ? Date.UTC(y, m - 1 + i, d) : Date.UTC(y + i, m - 1, d);
    if (at / DAY > last) return;
    // Date.UTC rolls 31 April over to 1 May: a month (or year) without the day has no occurrence.
    if (new Date(at).getUTCDate() === d) {
      left--;
      yield dateOf(at / DAY);
    }
  }
}

/** The wall time every occurrence of the rule starts at: its first's. */
export const ruleTime = (s: Rule) => wallClock(s.startsAt, s.timeZone).time;
