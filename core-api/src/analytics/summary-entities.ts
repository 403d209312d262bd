import { defineEntity, type ClientRow } from '@atrium/sdk/server';

/*
 * The visit summary (docs/architecture.md, Analytics): browser visits (`module_visit` without the mobile
 * app's) summed so that a year of a large client is counted from thousands of rows, not millions. Kept in
 * step by `recordVisits` as visits are stored; filled from `module_visit` by the migration.
 */

/** Visits and seconds of one module on one day (UTC): sums, so any period adds them up. */
export interface VisitDayRow extends ClientRow {
  day: string;
  module: string;
  visits: number;
  seconds: number;
}

export const VisitDay = defineEntity<VisitDayRow>({
  name: 'VisitDay',
  table: 'visit_day',
  indices: [{ columns: ['day', 'module'], name: 'ux_visit_day', unique: true }],
  columns: {
    day: { type: 'varchar', length: 10 },
    module: { type: 'varchar', length: 60 },
    visits: { type: 'int' },
    seconds: { type: 'int' },
  },
});

/** The row of a visitor's month over every module. */
export const ANY_MODULE = '';

/**
 * The days (bit d − 1 for day d, UTC) of one month on which one employee visited one module, or any module
 * (`ANY_MODULE`). Distinct visitors of a period cannot be added up from daily counts (one person on two days
 * is one visitor); a bit mask per person and month answers them for any range of days from a row a month.
 */
export interface VisitorMonthRow extends ClientRow {
  month: string;
  module: string;
  userId: string;
  days: number;
}

export const VisitorMonth = defineEntity<VisitorMonthRow>({
  name: 'VisitorMonth',
  table: 'visitor_month',
  indices: [
    { columns: ['module', 'month', 'userId'], name: 'ux_visitor_month', unique: true },
    // Every count reads a module (or any) over a range of months, and only days and the person: from the index alone.
    { columns: ['module', 'month', 'days', 'userId'], name: 'ix_visitor_month_days' },
  ],
  columns: {
    month: { type: 'varchar', length: 7 },
    module: { type: 'varchar', length: 60 },
    userId: { type: 'varchar', length: 36 },
    days: { type: 'int' },
  },
});
