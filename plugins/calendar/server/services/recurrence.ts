import { RULES, SERIES_MAX_OCCURRENCES, type Period } from '../../shared/constants.js';
import { instantOf, lastSeriesDay, wallClock } from '../../shared/timing.js';
import type { CalendarEventRow, OccurrenceOverride } from '../entities/event.js';
import { utcValue } from './ics.js';
import { ruleDays, ruleTime } from './rule.js';

const DAY = 86_400_000;

/** One occurrence: `occurrence` is the key the series gave it (its ISO start by the rule), null for a single event. */
export interface Slot {
  occurrence: string | null;
  start: Date;
  end: Date;
  moved: boolean;
  /** Fields this occurrence has of its own ("this one" edits). */
  own?: OccurrenceOverride;
}

type Series = Pick<
  CalendarEventRow,
  'startsAt' | 'endsAt' | 'timeZone' | 'period' | 'weekdays' | 'until' | 'count' | 'changed' | 'deleted' | 'added'
>;

/**
 * The series' limit (at most 1000 occurrences, the last within 5 years of the first) as a field problem,
 * or null when it fits. Counting stops one past the limit, so a refused series costs no more than an allowed one.
 */
export function seriesProblem(s: Series) {
  if (!s.period) return null;
  const problem = { ...RULES.seriesTooLong.field(s.count === null ? 'repeat.until' : 'repeat.count'), code: 'custom' };
  if (s.until && s.until > lastSeriesDay(wallClock(s.startsAt, s.timeZone).date)) return problem;
  let days = 0;
  for (const _ of ruleDays(s)) if (++days > SERIES_MAX_OCCURRENCES) break;
  // More than allowed before the end date, or the count not reached within 5 years.
  return days > SERIES_MAX_OCCURRENCES || (s.count !== null && days < s.count) ? problem : null;
}

/**
 * Starts the rule gives between two instants (inclusive), as real instants: each day's wall time is turned
 * into an instant in the organiser's zone, so a weekly 10:00 stays 10:00 across a daylight-saving change.
 */
function ruleStarts(s: Series, from: Date, to: Date): Date[] {
  // Days a day either side of the window (no zone is further than 14 h from UTC), then cut exactly.
  const first = new Date(from.getTime() - DAY).toISOString().slice(0, 10);
  const last = new Date(to.getTime() + DAY).toISOString().slice(0, 10);
  const time = ruleTime(s);
  const out: Date[] = [];
  for (const day of ruleDays(s)) {
    if (day > last) break;
    const at = day < first ? null : instantOf(day, time, s.timeZone);
    if (at && at >= from && at <= to) out.push(at);
  }
  return out;
}

const overlaps = (start: Date, end: Date, from: Date, to: Date) => start < to && end > from;

/** The occurrences of an event that overlap [from, to), in time order, with its moved, deleted and new ones applied. */
export function expand(s: Series, from: Date, to: Date): Slot[] {
  const length = s.endsAt.getTime() - s.startsAt.getTime();
  if (!s.period)
    return overlaps(s.startsAt, s.endsAt, from, to) ? [{ occurrence: null, start: s.startsAt, end: s.endsAt, moved: false }] : [];
  const deleted = new Set(s.deleted);
  const changed = new Set(s.changed.map((c) => c.occurrence));
  const out: Slot[] = [];
  for (const start of ruleStarts(s, new Date(from.getTime() - length), to)) {
    const key = start.toISOString();
    const end = new Date(start.getTime() + length);
    if (!deleted.has(key) && !changed.has(key) && overlaps(start, end, from, to)) out.push({ occurrence: key, start, end, moved: false });
  }
  for (const c of s.changed) {
    const start = new Date(c.start);
    const end = new Date(c.end);
    const own = { name: c.name, comment: c.comment, colour: c.colour, link: c.link };
    if (!deleted.has(c.occurrence) && overlaps(start, end, from, to))
      out.push({ occurrence: c.occurrence, start, end, moved: start.getTime() !== Date.parse(c.occurrence), own });
  }
  for (const a of s.added) {
    const start = new Date(a.start);
    const end = new Date(a.end);
    if (!deleted.has(a.start) && !changed.has(a.start) && overlaps(start, end, from, to))
      out.push({ occurrence: a.start, start, end, moved: false });
  }
  return out.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** Whether the series has an occurrence keyed `occurrence` (by its rule or added), deleted or not. */
export function hasOccurrence(s: Series, occurrence: string): boolean {
  if (s.added.some((a) => a.start === occurrence)) return true;
  const at = new Date(occurrence);
  return ruleStarts(s, at, at).some((d) => d.getTime() === at.getTime());
}

/** The occurrence keyed `key` as it now is: moved and given its own fields, added, or where the rule put it. */
export function slotOf(s: Series, key: string): Slot {
  const c = s.changed.find((x) => x.occurrence === key);
  if (c)
    return {
      occurrence: key,
      start: new Date(c.start),
      end: new Date(c.end),
      moved: c.start !== key,
      own: { name: c.name, comment: c.comment, colour: c.colour, link: c.link },
    };
  const start = new Date(key);
  const added = s.added.find((a) => a.start === key);
  const end = added ? new Date(added.end) : new Date(start.getTime() + s.endsAt.getTime() - s.startsAt.getTime());
  return { occurrence: key, start, end, moved: false };
}

/** The end of the rule's last occurrence; an event that happens once, its end. */
export function ruleEnd(s: Series): Date {
  let last: string | undefined;
  if (s.period) for (const day of ruleDays(s)) last = day;
  if (!last) return s.endsAt;
  return new Date(instantOf(last, ruleTime(s), s.timeZone).getTime() + s.endsAt.getTime() - s.startsAt.getTime());
}

/** From the earliest start to the latest end of every occurrence: what range reads compare in SQL. */
export function spanOf(s: Series): { spanStart: Date; spanEnd: Date } {
  const extra = [...s.changed, ...s.added];
  const spanStart = new Date(Math.min(s.startsAt.getTime(), ...extra.map((x) => Date.parse(x.start))));
  const spanEnd = new Date(Math.max(ruleEnd(s).getTime(), ...extra.map((x) => Date.parse(x.end))));
  return { spanStart, spanEnd };
}

/**
 * The first start the rule gives, or null when it gives none. RFC 5545 counts DTSTART as the first
 * occurrence whether or not it fits the rule, the calendar only when it does: the feed writes this as DTSTART.
 */
export function firstRuleStart(s: Series): Date | null {
  const { value: day } = ruleDays(s).next();
  return day ? instantOf(day, ruleTime(s), s.timeZone) : null;
}

const FREQ: Record<Period, string> = { day: 'DAILY', week: 'WEEKLY', month: 'MONTHLY', year: 'YEARLY' };

/** The series' rule as an RRULE value, bounded as `ruleDays` bounds it (UNTIL in UTC, as RFC 5545 wants with a TZID). */
export function ruleText(s: Series): string {
  const lastDay = lastSeriesDay(wallClock(s.startsAt, s.timeZone).date);
  const parts = [`FREQ=${FREQ[s.period!]}`];
  if (s.weekdays.length && (s.period === 'week' || s.period === 'day')) parts.push(`BYDAY=${s.weekdays.join(',')}`);
  // A count the limit cuts short (a row stored before the limit) ends on the last day allowed instead.
  if (s.count !== null && !seriesProblem(s)) parts.push(`COUNT=${s.count}`);
  else parts.push(`UNTIL=${utcValue(instantOf(s.until && s.until < lastDay ? s.until : lastDay, '23:59', s.timeZone))}`);
  return parts.join(';');
}
