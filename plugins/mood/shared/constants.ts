import { defineRules } from '@atrium/sdk/rules';

/** Limits of spec core §9 and features §9: a rating from 1 to 10, analysed over one or two weeks. */
export const RATING_MIN = 1;
export const RATING_MAX = 10;
export const PERIOD_DAYS = [7, 14] as const;
export type PeriodDays = (typeof PERIOD_DAYS)[number];
/** A department's average shows only from this many answers in a period, so nobody's rating can be told. */
export const MIN_ANSWERS = 3;
/** The longest statistics range: a year of weeks is 53 columns. */
export const STAT_MAX_DAYS = 366;

/** The module administrator role: sees the statistics, like an admin. */
export const MOOD_ADMIN_ROLE = 'mood_admin';

/** The texts of the rules, shared by server and UI. */
export const RULES = defineRules('mood', {
  ratingRange: `rating must be from ${RATING_MIN} to ${RATING_MAX}`,
  alreadyRated: 'the mood was already rated in this period',
  noAccess: 'No access',
  dateInvalid: 'date as yyyy-mm-dd',
  rangeReversed: 'the end of the period is before its start',
  rangeTooLong: `the period is at most ${STAT_MAX_DAYS} days`,
});

const DAY_MS = 24 * 60 * 60 * 1000;
/** A day as a whole number (days since 1970-01-01 UTC): the database groups answers into periods by arithmetic on it. */
export const dayNumber = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
export const isoOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
export const today = (now = Date.now()) => Math.floor(now / DAY_MS);
