import { z } from 'zod';
import { idOf, isIsoDate, isIsoDateTime, isoDate, isoDateTime, nameText, safeUrl, updateOf, wallTime } from '@atrium/sdk/shared';
import {
  COMMENT_MAX,
  DEFAULT_COLOUR,
  LINK_MAX,
  MAX_PARTICIPANTS,
  RULES,
  NAME_MAX,
  NAME_MIN,
  PERIODS,
  SERIES_MAX_OCCURRENCES,
  WEEKDAYS,
  WINDOW_MAX_DAYS,
} from './constants.js';
import { instantOf, isTimeZone, lastSeriesDay } from './timing.js';

/** Repeat: a period, weekdays (weekly), and an end date or a count of more than 1. */
export const RepeatInput = z
  .object(
    {
      period: z.enum(PERIODS, RULES.periodRequired),
      weekdays: z.array(z.enum(WEEKDAYS)).max(7).default([]),
      until: isoDate(RULES.untilInvalid).nullable().default(null),
      count: z.number(RULES.countMin).int(RULES.countMin).max(SERIES_MAX_OCCURRENCES, RULES.seriesTooLong).nullable().default(null),
    },
    RULES.periodRequired,
  )
  .strict()
  .superRefine((r, ctx) => {
    if (r.period === 'week' && r.weekdays.length === 0) ctx.addIssue(RULES.weekdaysRequired.issue(['weekdays']));
    if ((r.until === null) === (r.count === null)) ctx.addIssue(RULES.endOrCount.issue(['until']));
    if (typeof r.count === 'number' && r.count < 2) ctx.addIssue(RULES.countMin.issue(['count']));
  });
export type RepeatInput = z.output<typeof RepeatInput>;

/** The fields of every event: wall-clock date and times in the organiser's time zone. */
const fields = {
  name: nameText(RULES.nameRequired).min(NAME_MIN, RULES.nameShort).max(NAME_MAX, RULES.nameLong),
  date: isoDate(RULES.dateRequired),
  start: wallTime(RULES.timeRequired),
  end: wallTime(RULES.endRequired),
  /** The organiser's IANA time zone: a weekly 10:00 stays 10:00 on their clock across daylight saving. */
  timeZone: z.string().max(64).refine(isTimeZone, RULES.timeZoneInvalid).default('UTC'),
  colour: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, RULES.colourInvalid)
    .default(DEFAULT_COLOUR),
  comment: z.string().max(COMMENT_MAX, RULES.commentLong).default(''),
  /** The web-conference link; '' for none. */
  link: z.union([z.literal(''), safeUrl(RULES.linkInvalid, LINK_MAX)], RULES.linkInvalid).default(''),
  participants: z.array(idOf('User'), RULES.noEmployees).min(1, RULES.noEmployees).max(MAX_PARTICIPANTS),
  /** Open to everyone of the client: it shows in every calendar, participants are still the invited. */
  forAll: z.boolean().default(false),
};

/** What "this one" of a series takes of its own (its date, times and the fields an occurrence may override). */
const occurrenceFields = {
  name: fields.name,
  date: fields.date,
  start: fields.start,
  end: fields.end,
  timeZone: fields.timeZone,
  colour: fields.colour,
  comment: fields.comment,
  link: fields.link,
};

type Timed = { date?: unknown; start?: unknown; end?: unknown; timeZone?: unknown; repeat?: Partial<RepeatInput> | null };
const text = (v: unknown): v is string => typeof v === 'string';

/**
 * The rules between fields. They run even when a field failed (zod goes on to the object's checks), so each
 * looks only at values that passed: an impossible date never reaches the clock arithmetic.
 */
function timeRules(e: Timed, ctx: z.RefinementCtx) {
  const { date, start, end, timeZone } = e;
  if (!text(start) || !text(end)) return;
  if (end <= start) return ctx.addIssue(RULES.endInvalid.issue(['end']));
  if (!text(date) || !isIsoDate(date)) return;
  // The clocks skip an hour: a start inside it moves forward by the gap, and may pass the end (02:30–03:15).
  if (text(timeZone) && isTimeZone(timeZone) && instantOf(date, end, timeZone) <= instantOf(date, start, timeZone))
    ctx.addIssue(RULES.endInGap.issue(['end']));
  const until = e.repeat?.until;
  if (!text(until) || !isIsoDate(until)) return;
  if (until < date) ctx.addIssue(RULES.untilBeforeDate.issue(['repeat', 'until']));
  else if (until > lastSeriesDay(date)) ctx.addIssue(RULES.seriesTooLong.issue(['repeat', 'until']));
}

const EventFields = z.object(fields).strict();
const PeriodicEventFields = z.object({ ...fields, repeat: RepeatInput }).strict();

/** POST api/event: an event that happens once. */
export const EventInput = EventFields.superRefine(timeRules);
export type EventInput = z.output<typeof EventInput>;

/** POST api/event/periodic_event: a repeating event. */
export const PeriodicEventInput = PeriodicEventFields.superRefine(timeRules);
export type PeriodicEventInput = z.output<typeof PeriodicEventInput>;

/**
 * The bodies of PUT api/event/{id} and PUT api/event/periodic_event/{id}: partial updates (the platform's
 * rule). A field left out keeps its stored value; the server checks the rules between fields on the event
 * as it would be after the change (`server/services/inputs.ts`).
 */
export const EventUpdate = updateOf(EventFields);
export type EventUpdate = z.output<typeof EventUpdate>;
export const PeriodicEventUpdate = updateOf(PeriodicEventFields);
export type PeriodicEventUpdate = z.output<typeof PeriodicEventUpdate>;

/** One occurrence of a series after a "this one" edit: its date, times and own fields, with the time rules. */
export const OccurrenceInput = z.object(occurrenceFields).strict().superRefine(timeRules);
export type OccurrenceInput = z.output<typeof OccurrenceInput>;

const instant = isoDateTime(RULES.instantInvalid);

/** The window a range call expands: ISO instants, `to` after `from`, at most 400 days. */
export const RangeQuery = z.object({ from: instant, to: instant }).superRefine((q, ctx) => {
  if (!isIsoDateTime(q.from) || !isIsoDateTime(q.to)) return;
  const span = Date.parse(q.to) - Date.parse(q.from);
  if (!(span > 0 && span <= WINDOW_MAX_DAYS * 86_400_000)) ctx.addIssue(RULES.windowInvalid.issue(['to']));
});
export type RangeQuery = z.output<typeof RangeQuery>;

/**
 * `?all=` of the periodic calls: `true` means the whole series; otherwise `occurrence` (the ISO start the
 * series gave it) names the one meant. A PUT with `all=false` and no occurrence adds a new occurrence.
 */
export const SeriesQuery = z.object({
  all: z.stringbool().default(false),
  occurrence: isoDateTime(RULES.noOccurrence).optional(),
});
export type SeriesQuery = z.output<typeof SeriesQuery>;

/** GET api/event/upcoming: the next occurrences of the caller's events (the wall widget). */
export const UpcomingQuery = z.object({ limit: z.coerce.number().int().min(1).max(20).default(5) });
