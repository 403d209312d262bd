import { defineRules } from '@atrium/sdk/rules';
/** Repeat periods of an event. */
export const PERIODS = ['day', 'week', 'month', 'year'] as const;
export type Period = (typeof PERIODS)[number];

/** Weekdays as RFC 5545 names them, Monday first. */
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** An event's name: more than 5 and at most 100 characters. */
export const NAME_MIN = 6;
export const NAME_MAX = 100;
/** A comment's length is limited; the limit is ours (README, Rules). */
export const COMMENT_MAX = 1000;
export const LINK_MAX = 500;
export const MAX_PARTICIPANTS = 500;
/**
 * A series is bounded (our rule): at most this many occurrences, the last starting at
 * most `SERIES_MAX_YEARS` after the first, whichever comes first. Every expansion of a series stays inside it.
 */
export const SERIES_MAX_OCCURRENCES = 1000;
export const SERIES_MAX_YEARS = 5;
/** Changed, deleted and new occurrences one series keeps. */
export const EXCEPTIONS_MAX = 500;
/** The longest window one range call expands: a year view with its edges. */
export const WINDOW_MAX_DAYS = 400;
/** The reminder goes out when under 10 minutes remain. */
export const REMIND_BEFORE_MS = 10 * 60_000;
export const DEFAULT_COLOUR = '#1c7ed6';

/** The texts of the rules, shared by server and UI; the locales translate them. */
export const RULES = defineRules('calendar', {
  nameRequired: 'event name required',
  nameShort: 'event name must be more than 5 characters',
  nameLong: 'event name must be at most 100 characters',
  dateRequired: 'date required',
  timeRequired: 'time required',
  endRequired: 'end time required',
  endInvalid: 'end time must be after start time',
  endPassed: 'end time already passed',
  pastDate: 'event in past date',
  noEmployees: 'no employees',
  linkInvalid: 'link must be a valid URL',
  commentLong: 'comment is too long',
  colourInvalid: 'colour must be like #1c7ed6',
  timeZoneInvalid: 'unknown time zone',
  periodRequired: 'repeat needs a period',
  weekdaysRequired: 'weekly repeat needs weekdays',
  endOrCount: 'repeat needs an end date or a count',
  countMin: 'repeat count must be more than 1',
  untilInvalid: 'repeat end date must be a valid date',
  untilBeforeDate: 'repeat end date must not be before the event date',
  seriesTooLong: 'a series repeats at most 1000 times within 5 years',
  endInGap: 'end time must be after start time once the clocks go forward',
  instantInvalid: 'must be a date and time with an offset',
  cannotCreate: 'cannot create events',
  cannotOpenToAll: 'cannot open events to everyone',
  noAccess: 'No access',
  notPeriodic: 'the event does not repeat',
  periodic: 'the event repeats, change it as a series',
  noOccurrence: 'no such occurrence',
  windowInvalid: 'the range must end after it starts and span at most 400 days',
  tooManyExceptions: 'too many changed occurrences in this series',
});
