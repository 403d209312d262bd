import { In, type ClientDb } from '@atrium/sdk/server';
import {
  AGE_BUCKETS,
  GROUPS_MAX,
  WORKING_PERIOD_BUCKETS,
  shiftYears,
  type BucketRow,
  type DemographyFigure,
  type PositionsFigure,
} from '@atrium/sdk/shared';
import { Department } from '../structure/entities.js';
import { activeOn } from './employment.js';

/**
 * A CASE that puts a `YYYY-MM-DD` column into buckets by whole years before `day`: `edges` are the buckets'
 * lower edges in years after the first (20, 30 … for ages), each included in its bucket, so someone whose
 * 20th birthday is `day` counts in 20-30. An empty or missing date counts apart, as `unknown`.
 */
function bucketSql(column: string, day: string, edges: number[], names: readonly string[], prefix: string) {
  const params: Record<string, string> = {};
  const whens = edges.map((years, i) => {
    params[`${prefix}${i}`] = shiftYears(day, -years);
    // Born after the edge's date: not yet that many years old, so still in the bucket below.
    return `WHEN ${column} > :${prefix}${i} THEN '${names[i]}'`;
  });
  const sql = `CASE WHEN ${column} IS NULL OR ${column} = '' THEN 'unknown' ${whens.join(' ')} ELSE '${names[edges.length]}' END`;
  return { sql, params };
}

async function buckets<B extends string>(db: ClientDb, day: string, column: string, edges: number[], names: readonly B[], prefix: string) {
  const { sql, params } = bucketSql(column, day, edges, names, prefix);
  const rows = await activeOn(db, day)
    .select(sql, 'bucket')
    .addSelect('COUNT(*)', 'n')
    .setParameters(params)
    .groupBy('bucket')
    .getRawMany<{ bucket: string; n: string | number }>();
  const counts = new Map(rows.map((r) => [r.bucket, Number(r.n)]));
  return names.map((bucket): BucketRow<B> => ({ bucket, count: counts.get(bucket) ?? 0 }));
}

/** The employees active on the period's last day by age and working period (spec features §9). */
export async function demography(db: ClientDb, p: { to: string }): Promise<DemographyFigure> {
  return {
    day: p.to,
    age: await buckets(db, p.to, 'u.birthDate', [20, 30, 40, 50], AGE_BUCKETS, 'age'),
    workingPeriod: await buckets(db, p.to, 'u.workingSince', [1, 3, 5, 10], WORKING_PERIOD_BUCKETS, 'wp'),
  };
}

/** The employees active on the period's last day by position or department, the largest groups first. */
export async function positions(db: ClientDb, p: { to: string; by: 'position' | 'department' }): Promise<PositionsFigure> {
  const column = p.by === 'position' ? "NULLIF(u.position, '')" : 'u.departmentId';
  const rows = await activeOn(db, p.to)
    .select(column, 'grp')
    .addSelect('COUNT(*)', 'n')
    .groupBy('grp')
    .orderBy('n', 'DESC')
    .addOrderBy('grp', 'ASC')
    .limit(GROUPS_MAX)
    .getRawMany<{ grp: string | null; n: string | number }>();
  const all = await activeOn(db, p.to).getCount();
  const names =
    p.by === 'department'
      ? new Map(
          (await db.repo(Department).find({ where: { id: In(rows.flatMap((r) => (r.grp ? [r.grp] : []))) } as never })).map((d) => [
            d.id,
            d.name,
          ]),
        )
      : null;
  const shown = rows.map((r) => ({ key: r.grp, name: names ? (r.grp ? (names.get(r.grp) ?? null) : null) : r.grp, count: Number(r.n) }));
  return { day: p.to, rows: shown, other: all - shown.reduce((a, r) => a + r.count, 0) };
}
