import { z } from 'zod';
import { idOf, isoDate } from '@atrium/sdk/shared';
import { COMMENT_MAX, MAX_PEOPLE, MAX_SPAN_DAYS, RULES, SEARCH_MAX, SEARCH_MIN } from './constants.js';
import { spanDays, today } from './days.js';

/** A vacation's period: starts later than today, ends on or after its start, at most 400 calendar days. */
const period = <T extends { start: string; end: string }>(v: T, c: z.RefinementCtx<T>) => {
  if (v.start <= today()) c.addIssue(RULES.startInPast.issue(['start']));
  if (v.end < v.start) c.addIssue(RULES.endBeforeStart.issue(['end']));
  else if (spanDays(v.start, v.end) > MAX_SPAN_DAYS) c.addIssue(RULES.tooLong.issue(['end']));
};

const VacationFields = z
  .object({
    start: isoDate(RULES.startDate),
    end: isoDate(RULES.endDate),
    /** The spec's `planned`: a vacation planned ahead (the chart's plan), not one entered after the fact; new: true. */
    planned: z.boolean().optional(),
  })
  .strict();

/** `POST|PUT api/user/vacation`: a new vacation of `user` (default: the caller). */
export const VacationInput = VacationFields.extend({ user: idOf('User').optional() })
  .strict()
  .superRefine(period);
export type VacationInput = z.output<typeof VacationInput>;

/** `PUT|POST api/user/vacation/{id}`: the vacation's new period; its employee stays. */
export const VacationUpdate = VacationFields.superRefine(period);
export type VacationUpdate = z.output<typeof VacationUpdate>;

/** The chief's answer: approved, or returned with a comment. */
export const VacationDecision = z
  .object({
    status: z.enum(['approved', 'returned']),
    comment: z.string().trim().max(COMMENT_MAX).optional(),
  })
  .strict()
  .superRefine((v, c) => {
    if (v.status === 'returned' && !v.comment) c.addIssue(RULES.commentRequired.issue(['comment']));
  });
export type VacationDecision = z.output<typeof VacationDecision>;

/** `GET api/user/vacations?dept&search&from&to`: a department (deep) or a search, and the window (default: this year). */
export const VacationsQuery = z
  .object({
    dept: idOf('Department').optional(),
    search: z.string().trim().min(SEARCH_MIN, RULES.searchTooShort).max(SEARCH_MAX).optional(),
    from: isoDate().optional(),
    to: isoDate().optional(),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(MAX_PEOPLE).default(MAX_PEOPLE),
  })
  .transform((q) => {
    const year = today().slice(0, 4);
    return { ...q, from: q.from ?? `${year}-01-01`, to: q.to ?? `${year}-12-31` };
  })
  .superRefine((q, c) => {
    if (q.to < q.from) c.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
    else if (spanDays(q.from, q.to) > MAX_SPAN_DAYS) c.addIssue(RULES.windowTooLong.issue(['to']));
  });
export type VacationsQuery = z.output<typeof VacationsQuery>;
