import { z } from 'zod';
import { isoDate } from './values.js';
import { defineRoute, wire } from './wire.js';

/** A year the work calendar keeps. */
const Year = z.coerce.number().int().min(2000, 'year from 2000 to 2100').max(2100, 'year from 2000 to 2100');

/** An admin's change to the work calendar: a working day made a day off, or a day off made a working day. */
export const WorkdayOverride = z.object({ day: isoDate(), workday: z.boolean() }).strict();
export type WorkdayOverride = z.infer<typeof WorkdayOverride>;

export const WorkdaysUpdate = z
  .object({ overrides: z.array(WorkdayOverride).max(366, 'at most 366 days') })
  .strict()
  .superRefine((b, c) => {
    const seen = new Set<string>();
    b.overrides.forEach((o, i) => {
      if (seen.has(o.day)) c.addIssue({ code: 'custom', path: ['overrides', i, 'day'], message: 'a day is given twice' });
      seen.add(o.day);
    });
  });
export type WorkdaysUpdate = z.infer<typeof WorkdaysUpdate>;

/** `GET api/workdays/{year}`: the client's work calendar of a year. */
export interface WorkdaysView {
  year: number;
  /** The company's country (its public holidays), or null: weekends only. */
  country: string | null;
  /** Public holidays of the country that fall on the year, each a day off unless an admin made it a working day. */
  holidays: { day: string; name: string }[];
  /** The admins' changes, by day. */
  overrides: WorkdayOverride[];
}

/** The work calendar (docs/architecture.md, Work calendar): admins read and change a year's days. */
export const workdayRoutes = {
  /** The codes of the countries whose public holidays the calendar knows; the UI names them in the reader's language. */
  countries: defineRoute('get', '/workdays/countries', { answer: wire.result<string[]>() }),
  get: defineRoute('get', '/workdays/:year', { params: z.object({ year: Year }), answer: wire.result<WorkdaysView>() }),
  update: defineRoute('put', '/workdays/:year', {
    params: z.object({ year: Year }),
    body: WorkdaysUpdate,
    answer: wire.result<WorkdaysView>(),
  }),
};
