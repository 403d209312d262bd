import { z } from 'zod';
import { idOf, isoDate } from '@atrium/sdk/shared';
import { dayNumber, RATING_MAX, RATING_MIN, RULES, STAT_MAX_DAYS } from './constants.js';

/** `POST api/mood`: one rating, a whole number from 1 to 10. */
export const MoodInput = z
  .object({
    rating: z.number(RULES.ratingRange).int(RULES.ratingRange).min(RATING_MIN, RULES.ratingRange).max(RATING_MAX, RULES.ratingRange),
  })
  .strict();
export type MoodInput = z.infer<typeof MoodInput>;

/** The statistics' path: the caller's client and a range of days, at most a year, its end not before its start. */
export const MoodStatParams = z
  .object({ client: idOf('Client'), from: isoDate(RULES.dateInvalid), to: isoDate(RULES.dateInvalid) })
  .superRefine((p, ctx) => {
    const days = dayNumber(p.to) - dayNumber(p.from);
    if (days < 0) ctx.addIssue(RULES.rangeReversed.issue(['to']));
    else if (days >= STAT_MAX_DAYS) ctx.addIssue(RULES.rangeTooLong.issue(['to']));
  });
