import { fillPeriods, periodSql, type ClientDb } from '@atrium/sdk/server';
import { GROUPS_MAX, periodOf, type AnalyticsFilter, type ModulesFigure, type VisitorsFigure } from '@atrium/sdk/shared';
import { ALL_DEPARTMENTS, ANY_MODULE, VisitDay, VisitorMonth } from './summary-entities.js';
import { countBy, peopleSets } from './visitor-sets.js';

/*
 * Visits in the browser (the mobile app's are not counted), counted from the visit summary
 * (summary-entities.ts): visits, seconds and each day's distinct visitors from the daily sums; distinct
 * visitors of longer periods (and of a day over several modules) from the people sets over every department
 * (visitor-sets.ts), and under a department filter from each person's days of a month in its departments (a
 * person's day counts for the department they were in at their first visit of it).
 */

/** The daily sums of the period, of the filter's departments (or all) and modules (or any; `perModule`: each apart). */
function visitDays(db: ClientDb, f: AnalyticsFilter, perModule = false) {
  const q = db.repo(VisitDay).qb('d').andWhere('d.day >= :from AND d.day <= :to', { from: f.from, to: f.to });
  if (f.departments?.length) q.andWhere('d.departmentId IN (:...departments)', { departments: f.departments });
  else q.andWhere('d.departmentId = :all', { all: ALL_DEPARTMENTS });
  if (f.modules?.length) return q.andWhere('d.module IN (:...modules)', { modules: f.modules });
  return perModule ? q.andWhere('d.module <> :any', { any: ANY_MODULE }) : q.andWhere('d.module = :any', { any: ANY_MODULE });
}

const ALL_DAYS = 2 ** 31 - 1;

/**
 * People's months with a visit in the period: of the filter's departments (or all) and modules (or any).
 * The first and last month count only the days of the period in them.
 */
function visitorMonths(db: ClientDb, f: AnalyticsFilter) {
  const [first, last] = [f.from.slice(0, 7), f.to.slice(0, 7)];
  const fromOn = ALL_DAYS - (2 ** (Number(f.from.slice(8)) - 1) - 1);
  const upTo = 2 ** Number(f.to.slice(8)) - 1;
  const q = db
    .repo(VisitorMonth)
    .qb('m')
    .andWhere('m.month >= :first AND m.month <= :last', { first, last })
    .andWhere('(m.days & (CASE m.month WHEN :first THEN :firstDays WHEN :last THEN :lastDays ELSE :all END)) <> 0', {
      firstDays: first === last ? fromOn & upTo : fromOn,
      lastDays: upTo,
      all: ALL_DAYS,
    });
  if (f.departments?.length) q.andWhere('m.departmentId IN (:...departments)', { departments: f.departments });
  return q.andWhere('m.module IN (:...modules)', { modules: f.modules?.length ? f.modules : [ANY_MODULE] });
}

/**
 * Distinct visitors per day among several modules of the filter's departments, where a person of two of
 * them is one: each person's month first, a day's bit over their modules' rows (SQLite has no BIT_OR; one
 * grouping instead of 31 distinct counts), then each month's days summed (months with none are left out).
 */
async function visitorsPerDayOfModules(db: ClientDb, f: AnalyticsFilter) {
  const bits = Array.from({ length: 31 }, (_, bit) => bit);
  const people = visitorMonths(db, f).select('m.month', 'month').groupBy('m.month').addGroupBy('m.userId');
  for (const bit of bits) people.addSelect(`MAX((m.days >> ${bit}) & 1)`, `d${bit + 1}`);
  // The outer sum reads only the scoped query's rows.
  const q = people.connection
    .createQueryBuilder()
    .select('p.month', 'month')
    .from(`(${people.getQuery()})`, 'p')
    .setParameters(people.getParameters())
    .groupBy('p.month');
  for (const bit of bits) q.addSelect(`SUM(p.d${bit + 1})`, `d${bit + 1}`);
  const rows = await q.getRawMany<Record<string, string | number>>();
  return rows.flatMap((r) =>
    bits.map((bit) => ({ period: `${r.month}-${String(bit + 1).padStart(2, '0')}`, visitors: Number(r[`d${bit + 1}`]) })),
  );
}

/** Distinct visitors of the filter's departments per period: a day's of one module (or any) add up over departments; longer periods count people. */
async function departmentVisitorsPerPeriod(db: ClientDb, f: AnalyticsFilter): Promise<{ period: string; visitors: string | number }[]> {
  if (f.detail !== 'day')
    return visitorMonths(db, f)
      .select(periodSql('m.month', f.detail), 'period')
      .addSelect('COUNT(DISTINCT m.userId)', 'visitors')
      .groupBy('period')
      .getRawMany();
  if ((f.modules?.length ?? 0) > 1) return visitorsPerDayOfModules(db, f);
  return visitDays(db, f).select('d.day', 'period').addSelect('SUM(d.visitors)', 'visitors').groupBy('d.day').getRawMany();
}

/** Distinct visitors of the filter's departments per period and over it all. */
async function departmentVisitors(db: ClientDb, f: AnalyticsFilter) {
  const total = await visitorMonths(db, f).select('COUNT(DISTINCT m.userId)', 'visitors').getRawOne<{ visitors: string }>();
  return { perPeriod: await departmentVisitorsPerPeriod(db, f), total: Number(total?.visitors ?? 0) };
}

/**
 * Distinct visitors over every department per period and over it all, of the filter's modules (or any):
 * a day's of one module from its sums; otherwise unions of people sets, of days for daily detail and of
 * whole months and edge days for the rest and the total (one read when they are the same rows).
 */
async function everyonesVisitors(db: ClientDb, f: AnalyticsFilter) {
  const modules = f.modules?.length ? f.modules : [ANY_MODULE];
  const sets = await peopleSets(db, f, modules);
  const total = countBy(sets, () => '').get('') ?? 0;
  if (f.detail !== 'day')
    return {
      perPeriod: [...countBy(sets, (r) => periodOf(r.period, f.detail))].map(([period, visitors]) => ({ period, visitors })),
      total,
    };
  if (modules.length === 1)
    return {
      perPeriod: await visitDays(db, f)
        .select('d.day', 'period')
        .addSelect('d.visitors', 'visitors')
        .getRawMany<{ period: string; visitors: number }>(),
      total,
    };
  const days = countBy(await peopleSets(db, f, modules, true), (r) => r.period);
  return { perPeriod: [...days].map(([period, visitors]) => ({ period, visitors })), total };
}

/** Visits and distinct visitors per period, and over the whole period (a visitor of two periods counts once there). */
export async function visitors(db: ClientDb, f: AnalyticsFilter): Promise<VisitorsFigure> {
  const visits = await visitDays(db, f)
    .select(periodSql('d.day', f.detail), 'period')
    .addSelect('SUM(d.visits)', 'visits')
    .groupBy('period')
    .getRawMany<{ period: string; visits: string }>();
  const people = f.departments?.length ? await departmentVisitors(db, f) : await everyonesVisitors(db, f);
  const byPeriod = new Map(people.perPeriod.map((r) => [String(r.period), r.visitors]));
  const rows = fillPeriods(
    f,
    visits.map((r) => ({ ...r, visitors: byPeriod.get(String(r.period)) ?? 0 })),
    ['visits', 'visitors'] as const,
  );
  return { rows, total: { visits: rows.reduce((n, r) => n + r.visits, 0), visitors: people.total } };
}

/** Distinct visitors of each of `modules` over the period: of the filter's departments from their people's months, else from people sets. */
async function visitorsPerModule(db: ClientDb, f: AnalyticsFilter, modules: string[]): Promise<Map<string, number>> {
  if (!f.departments?.length) return countBy(await peopleSets(db, f, modules), (r) => r.module);
  const people = await visitorMonths(db, { ...f, modules })
    .select('m.module', 'module')
    .addSelect('COUNT(DISTINCT m.userId)', 'visitors')
    .groupBy('m.module')
    .getRawMany<{ module: string; visitors: string }>();
  return new Map(people.map((p) => [p.module, Number(p.visitors)]));
}

/** Visits, visitors and time spent per module over the whole period, the most visited first. */
export async function modules(db: ClientDb, f: AnalyticsFilter): Promise<ModulesFigure> {
  const rows = await visitDays(db, f, true)
    .select('d.module', 'module')
    .addSelect('SUM(d.visits)', 'visits')
    .addSelect('SUM(d.seconds)', 'seconds')
    .groupBy('d.module')
    .orderBy('visits', 'DESC')
    .addOrderBy('module', 'ASC')
    .limit(GROUPS_MAX)
    .getRawMany<{ module: string; visits: string; seconds: string }>();
  if (!rows.length) return { rows: [] };
  const byModule = await visitorsPerModule(
    db,
    f,
    rows.map((r) => r.module),
  );
  return {
    rows: rows.map((r) => ({
      module: r.module,
      visits: Number(r.visits),
      visitors: byModule.get(r.module) ?? 0,
      seconds: Number(r.seconds),
    })),
  };
}
