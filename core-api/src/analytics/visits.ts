import { fillPeriods, periodBounds, periodSql, type ClientDb } from '@atrium/sdk/server';
import { GROUPS_MAX, type AnalyticsFilter, type ModulesFigure, type VisitorsFigure } from '@atrium/sdk/shared';
import { ModuleVisit } from '../reports/entities.js';
import { User } from '../users/entity.js';
import { ANY_MODULE, VisitDay, VisitorMonth } from './summary-entities.js';

/*
 * Visits in the browser (the mobile app's are not counted). Without a department filter they are counted from
 * the visit summary (summary-entities.ts): visits and seconds from the daily sums, distinct visitors from each
 * person's days of a month. A department filter names people by their department now, which the summary does
 * not keep, so it counts the visits themselves, read by person (ix_module_visit_user).
 */

/** The visits of the filter's departments in the period, narrowed by its modules. */
function departmentVisits(db: ClientDb, f: AnalyticsFilter) {
  const { start, end } = periodBounds(f);
  const q = db
    .repo(ModuleVisit)
    .qb('v')
    .andWhere('v.time >= :start AND v.time < :end AND v.mobile = :mobile', { start, end, mobile: false });
  if (f.modules?.length) q.andWhere('v.module IN (:...modules)', { modules: f.modules });
  return q.andWhere(
    `v.userId IN (${q.sub(User, 'du', (s) => s.select('du.id').andWhere('du.departmentId IN (:...departments)', { departments: f.departments }))})`,
  );
}

/** The daily sums of the period, narrowed by the filter's modules. */
function visitDays(db: ClientDb, f: AnalyticsFilter) {
  const q = db.repo(VisitDay).qb('d').andWhere('d.day >= :from AND d.day <= :to', { from: f.from, to: f.to });
  return f.modules?.length ? q.andWhere('d.module IN (:...modules)', { modules: f.modules }) : q;
}

const ALL_DAYS = 2 ** 31 - 1;

/**
 * People's months with a visit in the period: of the filter's modules, or of any (`perModule` to keep them
 * apart). The first and last month count only the days of the period in them.
 */
function visitorMonths(db: ClientDb, f: AnalyticsFilter, perModule = false) {
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
  if (f.modules?.length) return q.andWhere('m.module IN (:...modules)', { modules: f.modules });
  return perModule ? q.andWhere('m.module <> :any', { any: ANY_MODULE }) : q.andWhere('m.module = :any', { any: ANY_MODULE });
}

/** Distinct visitors per day: a month's row answers each of its days from its bits (months with none are left out). */
async function visitorsPerDay(db: ClientDb, f: AnalyticsFilter) {
  const q = visitorMonths(db, f).select('m.month', 'month').groupBy('m.month');
  for (let bit = 0; bit < 31; bit++)
    q.addSelect(
      // One row a person and month over any module; with modules, a person's rows are counted once.
      f.modules?.length ? `COUNT(DISTINCT CASE WHEN ((m.days >> ${bit}) & 1) = 1 THEN m.userId END)` : `SUM((m.days >> ${bit}) & 1)`,
      `d${bit + 1}`,
    );
  const rows = await q.getRawMany<Record<string, string | number>>();
  return rows.flatMap((r) =>
    Array.from({ length: 31 }, (_, i) => ({ period: `${r.month}-${String(i + 1).padStart(2, '0')}`, visitors: Number(r[`d${i + 1}`]) })),
  );
}

/** Visits and distinct visitors per period, and over the whole period (a visitor of two periods counts once there). */
export async function visitors(db: ClientDb, f: AnalyticsFilter): Promise<VisitorsFigure> {
  if (f.departments?.length) {
    const rows = await departmentVisits(db, f)
      .select(periodSql('v.time', f.detail), 'period')
      .addSelect('COUNT(*)', 'visits')
      .addSelect('COUNT(DISTINCT v.userId)', 'visitors')
      .groupBy('period')
      .getRawMany<{ period: string; visits: string; visitors: string }>();
    const total = await departmentVisits(db, f)
      .select('COUNT(*)', 'visits')
      .addSelect('COUNT(DISTINCT v.userId)', 'visitors')
      .getRawOne<{ visits: string; visitors: string }>();
    return {
      rows: fillPeriods(f, rows, ['visits', 'visitors'] as const),
      total: { visits: Number(total?.visits ?? 0), visitors: Number(total?.visitors ?? 0) },
    };
  }
  const visits = await visitDays(db, f)
    .select(periodSql('d.day', f.detail), 'period')
    .addSelect('SUM(d.visits)', 'visits')
    .groupBy('period')
    .getRawMany<{ period: string; visits: string }>();
  const people =
    f.detail === 'day'
      ? await visitorsPerDay(db, f)
      : await visitorMonths(db, f)
          .select(periodSql('m.month', f.detail), 'period')
          .addSelect('COUNT(DISTINCT m.userId)', 'visitors')
          .groupBy('period')
          .getRawMany<{ period: string; visitors: string }>();
  const total = await visitorMonths(db, f).select('COUNT(DISTINCT m.userId)', 'visitors').getRawOne<{ visitors: string }>();
  const byPeriod = new Map(people.map((r) => [String(r.period), r.visitors]));
  const rows = fillPeriods(
    f,
    visits.map((r) => ({ ...r, visitors: byPeriod.get(String(r.period)) ?? 0 })),
    ['visits', 'visitors'] as const,
  );
  return { rows, total: { visits: rows.reduce((n, r) => n + r.visits, 0), visitors: Number(total?.visitors ?? 0) } };
}

/** Visits, visitors and time spent per module over the whole period, the most visited first. */
export async function modules(db: ClientDb, f: AnalyticsFilter): Promise<ModulesFigure> {
  type Row = { module: string; visits: string; visitors?: string; seconds: string };
  const rows = f.departments?.length
    ? await departmentVisits(db, f)
        .select('v.module', 'module')
        .addSelect('COUNT(*)', 'visits')
        .addSelect('COUNT(DISTINCT v.userId)', 'visitors')
        .addSelect('COALESCE(SUM(v.seconds), 0)', 'seconds')
        .groupBy('v.module')
        .orderBy('visits', 'DESC')
        .addOrderBy('module', 'ASC')
        .limit(GROUPS_MAX)
        .getRawMany<Row>()
    : await visitDays(db, f)
        .select('d.module', 'module')
        .addSelect('SUM(d.visits)', 'visits')
        .addSelect('SUM(d.seconds)', 'seconds')
        .groupBy('d.module')
        .orderBy('visits', 'DESC')
        .addOrderBy('module', 'ASC')
        .limit(GROUPS_MAX)
        .getRawMany<Row>();
  if (!f.departments?.length && rows.length) {
    const people = await visitorMonths(db, f, true)
      .andWhere('m.module IN (:...shown)', { shown: rows.map((r) => r.module) })
      .select('m.module', 'module')
      .addSelect('COUNT(DISTINCT m.userId)', 'visitors')
      .groupBy('m.module')
      .getRawMany<{ module: string; visitors: string }>();
    const byModule = new Map(people.map((p) => [p.module, p.visitors]));
    for (const r of rows) r.visitors = byModule.get(r.module) ?? '0';
  }
  return {
    rows: rows.map((r) => ({ module: r.module, visits: Number(r.visits), visitors: Number(r.visitors), seconds: Number(r.seconds) })),
  };
}
