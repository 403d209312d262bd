import { z } from 'zod';
import { idOf } from '@atrium/sdk/shared';
import {
  COMMENT_MAX,
  COUNT_MAX,
  DEFAULT_COLOUR,
  LINK_MAX,
  MAX_PARTICIPANTS,
  MSG,
  NAME_MAX,
  NAME_MIN,
  PERIODS,
  WEEKDAYS,
  WINDOW_MAX_DAYS,
} from './constants.js';
import { isTimeZone } from './timing.js';

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A calendar date YYYY-MM-DD that exists (no 31 April). */
const isoDate = (message: string) =>
  z
    .string({ error: message })
    .regex(DATE, message)
    .refine((d) => new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), message);
const wallTime = (message: string) => z.string({ error: message }).regex(TIME, message);

/** Repeat: a period, weekdays (weekly), and an end date or a count of more than 1 (spec core §5). */
export const RepeatInput = z
  .object(
    {
      period: z.enum(PERIODS, { error: MSG.periodRequired }),
      weekdays: z.array(z.enum(WEEKDAYS)).max(7).default([]),
      until: isoDate(MSG.endOrCount).nullable().default(null),
      count: z.number({ error: MSG.countMin }).int(MSG.countMin).max(COUNT_MAX).nullable().default(null),
    },
    { error: MSG.periodRequired },
  )
  .strict()
  .superRefine((r, ctx) => {
    if (r.period === 'week' && r.weekdays.length === 0) ctx.addIssue({ code: 'custom', path: ['weekdays'], message: MSG.weekdaysRequired });
    if ((r.until === null) === (r.count === null)) ctx.addIssue({ code: 'custom', path: ['until'], message: MSG.endOrCount });
    if (r.count !== null && r.count < 2) ctx.addIssue({ code: 'custom', path: ['count'], message: MSG.countMin });
  });
export type RepeatInput = z.output<typeof RepeatInput>;

/** The fields of every event (spec core §3): wall-clock date and times in the organiser's time zone. */
const fields = {
  name: z.string({ error: MSG.nameRequired }).trim().min(1, MSG.nameRequired).min(NAME_MIN, MSG.nameShort).max(NAME_MAX, MSG.nameLong),
  date: isoDate(MSG.dateRequired),
  start: wallTime(MSG.timeRequired),
  end: wallTime(MSG.endRequired),
  /** The organiser's IANA time zone: a weekly 10:00 stays 10:00 on their clock across daylight saving. */
  timeZone: z.string().max(64).refine(isTimeZone, MSG.timeZoneInvalid).default('UTC'),
  colour: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, MSG.colourInvalid)
    .default(DEFAULT_COLOUR),
  comment: z.string().max(COMMENT_MAX, MSG.commentLong).default(''),
  /** The web-conference link; '' for none. */
  link: z
    .union([z.literal(''), z.url({ protocol: /^https?$/, error: MSG.linkInvalid }).max(LINK_MAX, MSG.linkInvalid)], {
      error: MSG.linkInvalid,
    })
    .default(''),
  participants: z.array(idOf('User'), { error: MSG.noEmployees }).min(1, MSG.noEmployees).max(MAX_PARTICIPANTS),
  /** Open to everyone of the client: it shows in every calendar, participants are still the invited. */
  forAll: z.boolean().default(false),
};

type Timed = { date: string; start: string; end: string; repeat?: RepeatInput | null };
function timeRules(e: Timed, ctx: z.RefinementCtx) {
  if (e.end <= e.start) ctx.addIssue({ code: 'custom', path: ['end'], message: MSG.endInvalid });
  if (e.repeat?.until && e.repeat.until < e.date) ctx.addIssue({ code: 'custom', path: ['repeat', 'until'], message: MSG.untilBeforeDate });
}

/** POST api/event, PUT api/event/{id}: an event that happens once. */
export const EventInput = z.object(fields).strict().superRefine(timeRules);
export type EventInput = z.output<typeof EventInput>;

/** POST api/event/periodic_event, PUT api/event/periodic_event/{id}: a repeating event. */
export const PeriodicEventInput = z
  .object({ ...fields, repeat: RepeatInput })
  .strict()
  .superRefine(timeRules);
export type PeriodicEventInput = z.output<typeof PeriodicEventInput>;

/** The window a range call expands: ISO instants, `to` after `from`, at most 400 days. */
export const RangeQuery = z
  .object({ from: z.iso.datetime({ offset: true }), to: z.iso.datetime({ offset: true }) })
  .superRefine((q, ctx) => {
    const span = Date.parse(q.to) - Date.parse(q.from);
    if (!(span > 0 && span <= WINDOW_MAX_DAYS * 86_400_000)) ctx.addIssue({ code: 'custom', path: ['to'], message: MSG.windowInvalid });
  });
export type RangeQuery = z.output<typeof RangeQuery>;

/**
 * `?all=` of the periodic calls: `true` means the whole series; otherwise `occurrence` (the ISO start the
 * series gave it) names the one meant. A PUT with `all=false` and no occurrence adds a new occurrence.
 */
export const SeriesQuery = z.object({
  all: z.stringbool().default(false),
  occurrence: z.iso.datetime({ offset: true }).optional(),
});
export type SeriesQuery = z.output<typeof SeriesQuery>;

/** GET api/event/upcoming: the next occurrences of the caller's events (the wall widget). */
export const UpcomingQuery = z.object({ limit: z.coerce.number().int().min(1).max(20).default(5) });
