import { DEFAULT_COLOUR, type Period, type Weekday } from '../shared/constants.js';
import { EventInput, PeriodicEventInput } from '../shared/schemas.js';
import { timingProblems, wallClock } from '../shared/timing.js';
import type { EventOccurrence } from '../shared/types.js';

/** What the dialog edits; `period` '' means the event happens once. */
export interface EventForm {
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
}

export const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const WEEKDAY_OF_DAY: Weekday[] = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

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
    weekdays: [WEEKDAY_OF_DAY[new Date(`${s.date}T12:00:00Z`).getUTCDay()]!],
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

/** The field problems the server would answer: the same schemas and the same time rules. */
export function problemsOf(f: EventForm, checkTiming = true): Record<string, string> {
  const b = bodyOf(f);
  const parsed = b.kind === 'single' ? EventInput.safeParse(b.body) : PeriodicEventInput.safeParse(b.body);
  const out: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) out[issue.path.join('.')] ??= issue.message;
  if (checkTiming && !out.date && !out.end) for (const p of timingProblems(b.body)) out[p.path] ??= p.message;
  return out;
}
