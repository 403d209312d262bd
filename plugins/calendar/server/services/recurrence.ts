import rrule from 'rrule';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import type { Period, Weekday } from '../../shared/constants.js';
import type { CalendarEventRow, OccurrenceOverride } from '../entities/event.js';

dayjs.extend(utc);
dayjs.extend(timezone);
// rrule is a CommonJS bundle: its classes come off the default export under Node's ESM.
const { RRule } = rrule;

const FREQ: Record<Period, number> = { day: RRule.DAILY, week: RRule.WEEKLY, month: RRule.MONTHLY, year: RRule.YEARLY };
const DAY: Record<Weekday, InstanceType<typeof rrule.Weekday>> = {
  MO: RRule.MO,
  TU: RRule.TU,
  WE: RRule.WE,
  TH: RRule.TH,
  FR: RRule.FR,
  SA: RRule.SA,
  SU: RRule.SU,
};
const HOUR = 3_600_000;

/** The instant a wall clock in `zone` shows `date` `time` (YYYY-MM-DD, HH:mm). */
export function instantOf(date: string, time: string, zone: string): Date {
  return dayjs.tz(`${date} ${time}`, zone).toDate();
}

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
 * The rule on the organiser's wall clock: rrule works in "floating" time (wall-clock fields written as
 * UTC), and each floating start is turned into a real instant in the organiser's zone, so a weekly
 * 10:00 stays 10:00 across a daylight-saving change. Months without the start's day are skipped (RFC 5545).
 */
function ruleOf(s: Series) {
  const local = dayjs(s.startsAt).tz(s.timeZone);
  const floating = (d: dayjs.Dayjs) => new Date(Date.UTC(d.year(), d.month(), d.date(), d.hour(), d.minute()));
  return new RRule({
    freq: FREQ[s.period!],
    dtstart: floating(local),
    byweekday: s.weekdays.length && (s.period === 'week' || s.period === 'day') ? s.weekdays.map((w) => DAY[w]) : null,
    until: s.until ? new Date(`${s.until}T23:59:59Z`) : null,
    count: s.count,
  });
}
const real = (floating: Date, zone: string) => instantOf(floating.toISOString().slice(0, 10), floating.toISOString().slice(11, 16), zone);

/** Starts the rule gives between two instants (inclusive), as real instants. */
function ruleStarts(s: Series, from: Date, to: Date): Date[] {
  // The floating window is widened by a day on each side (no zone is further than 14 h from UTC), then cut exactly.
  const starts = ruleOf(s)
    .between(new Date(from.getTime() - 24 * HOUR), new Date(to.getTime() + 24 * HOUR), true)
    .map((f) => real(f, s.timeZone));
  return starts.filter((d) => d >= from && d <= to);
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

/** From the earliest start to the latest end of every occurrence: what range reads compare in SQL. */
export function spanOf(s: Series): { spanStart: Date; spanEnd: Date } {
  const length = s.endsAt.getTime() - s.startsAt.getTime();
  let last = s.endsAt;
  if (s.period) {
    const rule = ruleOf(s);
    // The series is bounded (an end date or a count): its last start is the rule's last.
    const starts = rule.all();
    const final = starts.at(-1);
    if (final) last = new Date(real(final, s.timeZone).getTime() + length);
  }
  const extra = [...s.changed, ...s.added];
  const spanStart = new Date(Math.min(s.startsAt.getTime(), ...extra.map((x) => Date.parse(x.start))));
  const spanEnd = new Date(Math.max(last.getTime(), ...extra.map((x) => Date.parse(x.end))));
  return { spanStart, spanEnd };
}
