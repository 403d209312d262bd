import { z } from 'zod';
import { DEFAULT_COLOUR, WEEKDAYS, type Period, type Weekday } from '../shared/constants.js';
import { EventInput, PeriodicEventInput } from '../shared/schemas.js';
import { timingProblems, wallClock } from '../shared/timing.js';
import type { EventOccurrence } from '../shared/types.js';

/** What the dialog edits; `period` '' means the event happens once. */
export type EventForm = {
  name: string;
  date: string;
  start: string;
  end: string;
  timeZone: string;
  colour: string;
  comment: string;
  link: string;
  participants: string[];
  forAll: boolean;
  period: Period | '';
  weekdays: Weekday[];
  ends: 'until' | 'count';
  until: string;
  count: number;
};

export const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const WEEKDAY_OF_DAY: Weekday[] = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];
/** The weekday of a yyyy-mm-dd date; undefined while the date is being typed. */
const weekdayOf = (date: string): Weekday | undefined => WEEKDAY_OF_DAY[new Date(`${date}T12:00:00Z`).getUTCDay()];

/**
 * The weekdays of a weekly series when its date changes: the old date's weekday gives way to the new one's. The
 * event's own day is always one of them; left behind, the series gained a day nobody chose.
 */
export function weekdaysForDate(f: Pick<EventForm, 'date' | 'weekdays'>, date: string): Weekday[] {
  const after = weekdayOf(date);
  if (!after) return f.weekdays;
  const kept = f.weekdays.filter((d) => d !== weekdayOf(f.date));
  return WEEKDAYS.filter((d) => d === after || kept.includes(d));
}

/** An hour later on the same day, at most 23:59. */
const hourAfter = (time: string) =>
  time >= '23:00' ? '23:59' : `${String(Number(time.slice(0, 2)) + 1).padStart(2, '0')}${time.slice(2)}`;

/** A new event in the slot the user selected, on their own clock. */
export function newForm(start: Date, end: Date, me: string): EventForm {
  const zone = browserZone();
  const s = wallClock(start, zone);
  const e = wallClock(end, zone);
  return {
    name: '',
    date: s.date,
    start: s.time,
    end: e.date === s.date && e.time > s.time ? e.time : hourAfter(s.time),
    timeZone: zone,
    colour: DEFAULT_COLOUR,
    comment: '',
    link: '',
    participants: [me],
    forAll: false,
    period: '',
    weekdays: [weekdayOf(s.date)!],
    ends: 'count',
    until: '',
    count: 5,
  };
}

/** The event as the dialog shows it; `at` is the occurrence to edit (its own date and times) or the series' first. */
export function formOf(o: EventOccurrence, at: 'occurrence' | 'series'): EventForm {
  const s = at === 'occurrence' ? wallClock(new Date(o.start), o.timeZone) : { date: o.series.date, time: o.series.start };
  const end = at === 'occurrence' ? wallClock(new Date(o.end), o.timeZone).time : o.series.end;
  // The series' own values where this occurrence has its own.
  const fields = at === 'series' ? { ...o, ...o.series.base } : o;
  return {
    name: fields.name,
    date: s.date,
    start: s.time,
    end,
    timeZone: o.timeZone,
    colour: fields.colour,
    comment: fields.comment,
    link: fields.link,
    participants: o.participants.map((p) => p._id),
    forAll: o.forAll,
    period: o.repeat?.period ?? '',
    weekdays: o.repeat?.weekdays ?? [],
    ends: o.repeat?.until ? 'until' : 'count',
    until: o.repeat?.until ?? '',
    count: o.repeat?.count ?? 5,
  };
}

/** The request body of the form: a single event, or a series with its repeat. */
export function bodyOf(f: EventForm) {
  const base = {
    name: f.name,
    date: f.date,
    start: f.start,
    end: f.end,
    timeZone: f.timeZone,
    colour: f.colour,
    comment: f.comment,
    link: f.link.trim(),
    participants: f.participants,
    forAll: f.forAll,
  };
  if (!f.period) return { kind: 'single' as const, body: base };
  const repeat = {
    period: f.period,
    weekdays: f.weekdays,
    until: f.ends === 'until' ? f.until || null : null,
    count: f.ends === 'count' ? f.count : null,
  };
  return { kind: 'series' as const, body: { ...base, repeat } };
}

/** The body the dialog sends: a single event, or a series with its repeat. */
export const eventBody = (f: EventForm) => bodyOf(f).body;

/**
 * The dialog's check, as the server's: the schema of a single event or of a series, then the time rules
 * it applies on save (no past date, no end already passed) once the date and the end are valid.
 */
export const EventFormSchema = z.custom<ReturnType<typeof eventBody>>().superRefine((body, ctx) => {
  const parsed = ('repeat' in body ? PeriodicEventInput : EventInput).safeParse(body);
  const issues = parsed.error?.issues ?? [];
  // The issues keep their rule's key (`addIssue` copies every property), so their text is translated.
  for (const issue of issues) ctx.addIssue({ ...issue, code: 'custom' });
  if (issues.some((i) => i.path[0] === 'date' || i.path[0] === 'end')) return;
  for (const p of timingProblems(body)) ctx.addIssue({ ...p, code: 'custom', path: [p.path] });
});
