import { fillPeriods, periodBounds, periodSql, type ClientDb } from '@atrium/sdk/server';
import { GROUPS_MAX, type AnalyticsFilter, type ModulesFigure, type VisitorsFigure } from '@atrium/sdk/shared';
import { ModuleVisit } from '../reports/entities.js';
import { User } from '../users/entity.js';

/** Visits of the period in the browser (the mobile app's are not counted), narrowed by the filter's departments and modules. */
function visits(db: ClientDb, f: AnalyticsFilter) {
  const { start, end } = periodBounds(f);
  const q = db
    .repo(ModuleVisit)
    .qb('v')
    .andWhere('v.time >= :start AND v.time < :end AND v.mobile = :mobile', { start, end, mobile: false });
  if (f.modules?.length) q.andWhere('v.module IN (:...modules)', { modules: f.modules });
  if (f.departments?.length)
    q.andWhere(
      `v.userId IN (${q.sub(User, 'du', (s) => s.select('du.id').andWhere('du.departmentId IN (:...departments)', { departments: f.departments }))})`,
    );
  return q;
}

/** Visits and distinct visitors per period, and over the whole period (a visitor of two periods counts once there). */
export async function visitors(db: ClientDb, f: AnalyticsFilter): Promise<VisitorsFigure> {
  const rows = await visits(db, f)
    .select(periodSql('v.time', f.detail), 'period')
    .addSelect('COUNT(*)', 'visits')
    .addSelect('COUNT(DISTINCT v.userId)', 'visitors')
    .groupBy('period')
    .getRawMany<{ period: string; visits: string; visitors: string }>();
  const total = await visits(db, f)
    .select('COUNT(*)', 'visits')
    .addSelect('COUNT(DISTINCT v.userId)', 'visitors')
    .getRawOne<{ visits: string; visitors: string }>();
  return {
    rows: fillPeriods(f, rows, ['visits', 'visitors'] as const),
    total: { visits: Number(total?.visits ?? 0), visitors: Number(total?.visitors ?? 0) },
  };
}

/** Visits, visitors and time spent per module over the whole period, the most visited first. */
export async function modules(db: ClientDb, f: AnalyticsFilter): Promise<ModulesFigure> {
  const rows = await visits(db, f)
    .select('v.module', 'module')
    .addSelect('COUNT(*)', 'visits')
    .addSelect('COUNT(DISTINCT v.userId)', 'visitors')
    .addSelect('COALESCE(SUM(v.seconds), 0)', 'seconds')
    .groupBy('v.module')
    .orderBy('visits', 'DESC')
    .addOrderBy('module', 'ASC')
    .limit(GROUPS_MAX)
    .getRawMany<{ module: string; visits: string; visitors: string; seconds: string }>();
  return {
    rows: rows.map((r) => ({ module: r.module, visits: Number(r.visits), visitors: Number(r.visitors), seconds: Number(r.seconds) })),
  };
}
