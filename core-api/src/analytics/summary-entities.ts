import { defineEntity, type ClientRow } from '@atrium/sdk/server';

/*
 * The visit summary (docs/architecture.md, Analytics): browser visits (`module_visit` without the mobile
 * app's) summed so that a year of a large client is counted from thousands of rows, not millions. Kept in
 * step by `recordVisits` as visits are stored; filled from `module_visit` by the migration.
 *
 * A person's visits of a day count for the department they were in at their first visit of that day (so a
 * person-day is in one department only, and the departments' daily visitors add up); people without a
 * department count under `NO_DEPARTMENT`.
 */

/** The rows of a visitor or a day over every module. */
export const ANY_MODULE = '';
/** The department of people without one. */
export const NO_DEPARTMENT = '';
/** The daily sums over every department (a department id is a UUID, never this). */
export const ALL_DEPARTMENTS = '*';

/**
 * Visits, seconds and distinct visitors of one module (or any) on one day (UTC) in one department (or all):
 * visits and seconds add up over any period; distinct visitors only over the departments of one day (a
 * person-day is in one department), never over days or modules. The rows of all departments also hold the
 * day's visitors as `people`, a bit set of their visitor numbers (people-set.ts), which do add up: a union.
 */
export interface VisitDayRow extends ClientRow {
  day: string;
  module: string;
  departmentId: string;
  visits: number;
  seconds: number;
  visitors: number;
  /** Of `ALL_DEPARTMENTS` rows; null on a department's. */
  people: Buffer | null;
}

export const VisitDay = defineEntity<VisitDayRow>({
  name: 'VisitDay',
  table: 'visit_day',
  // A figure reads one department (or all) over a range of days.
  indices: [{ columns: ['departmentId', 'day', 'module'], name: 'ux_visit_day', unique: true }],
  columns: {
    day: { type: 'varchar', length: 10 },
    module: { type: 'varchar', length: 60 },
    departmentId: { type: 'varchar', length: 36 },
    visits: { type: 'int' },
    seconds: { type: 'int' },
    visitors: { type: 'int' },
    // MariaDB's `blob` stops at 64 KB (half a million people); SQLite's `blob` (sqliteEntity) has no limit.
    people: { type: 'mediumblob', nullable: true },
  },
});

/**
 * The days (bit d − 1 for day d, UTC) of one month on which one employee, in one department, visited one
 * module, or any module (`ANY_MODULE`). Distinct visitors of a period cannot be added up from daily counts
 * (one person on two days is one visitor); a bit mask per person and month answers them for any range of
 * days from a row a month (two when the person moved to another department that month).
 */
export interface VisitorMonthRow extends ClientRow {
  month: string;
  module: string;
  userId: string;
  departmentId: string;
  days: number;
}

export const VisitorMonth = defineEntity<VisitorMonthRow>({
  name: 'VisitorMonth',
  table: 'visitor_month',
  indices: [
    { columns: ['module', 'month', 'userId', 'departmentId'], name: 'ux_visitor_month', unique: true },
    // Every count reads a module (or any) over a range of months, and only days and the person: from the index alone.
    { columns: ['module', 'month', 'days', 'userId'], name: 'ix_visitor_month_days' },
    // The same for the departments of a filter.
    { columns: ['module', 'departmentId', 'month', 'days', 'userId'], name: 'ix_visitor_month_department' },
  ],
  columns: {
    month: { type: 'varchar', length: 7 },
    module: { type: 'varchar', length: 60 },
    userId: { type: 'varchar', length: 36 },
    departmentId: { type: 'varchar', length: 36 },
    days: { type: 'int' },
  },
});

/**
 * The visitors of one module (or any) in one month over every department, as a bit set of their visitor
 * numbers: a period's distinct visitors are the union of its whole months' sets and its edge days' (from
 * `visit_day`), at most a row a month and module whatever the number of people.
 */
export interface VisitMonthRow extends ClientRow {
  month: string;
  module: string;
  people: Buffer;
}

export const VisitMonth = defineEntity<VisitMonthRow>({
  name: 'VisitMonth',
  table: 'visit_month',
  indices: [{ columns: ['month', 'module'], name: 'ux_visit_month', unique: true }],
  columns: {
    month: { type: 'varchar', length: 7 },
    module: { type: 'varchar', length: 60 },
    people: { type: 'mediumblob' },
  },
});

/**
 * Each visitor's number in their client, 0 up, given at their first visit in the browser: the bit of them in
 * the summary's people sets, which stay as short as the client's visitors are few.
 */
export interface VisitorNumberRow extends ClientRow {
  userId: string;
  number: number;
}

export const VisitorNumber = defineEntity<VisitorNumberRow>({
  name: 'VisitorNumber',
  table: 'visitor_number',
  indices: [
    { columns: ['userId'], name: 'ux_visitor_number_user', unique: true },
    // The backstop against two numberings of one number.
    { columns: ['number'], name: 'ux_visitor_number', unique: true },
  ],
  columns: {
    userId: { type: 'varchar', length: 36 },
    number: { type: 'int' },
  },
});
