import type { ServiceContext } from '@atrium/sdk/server';
import { dayNumber, isoOfDay, MIN_ANSWERS } from '../../shared/constants.js';
import type { MoodSettings } from '../../shared/settings.js';
import type { MoodDepartmentView, MoodPeriodView, MoodStatView } from '../../shared/types.js';
import { MoodEntry } from '../entities/index.js';

interface StatRow {
  departmentId: string | null;
  start: number | string;
  average: number | string | null;
  answers: number | string;
}

/**
 * Average ratings by department and period (a week or two from `from`, the last cut at `to`), counted in SQL: a
 * period is the answer's day less its remainder from `from`, and a cell of fewer than 3 answers has no average.
 */
export async function moodStat(ctx: ServiceContext, fromIso: string, toIso: string): Promise<MoodStatView> {
  const { periodDays } = await ctx.settings<MoodSettings>();
  const from = dayNumber(fromIso);
  const to = dayNumber(toIso);
  // Grouped by the alias: SQLite and MariaDB both accept it, and the expression's placeholders appear once.
  const rows = await ctx.db
    .repo(MoodEntry)
    .qb('e')
    .select('e.departmentId', 'departmentId')
    .addSelect('e.day - ((e.day - :from) % :n)', 'start')
    .addSelect(`CASE WHEN COUNT(*) >= :min THEN AVG(e.rating) END`, 'average')
    .addSelect('COUNT(*)', 'answers')
    .andWhere('e.day BETWEEN :from AND :to', { from, to, n: periodDays, min: MIN_ANSWERS })
    .groupBy('e.departmentId')
    .addGroupBy('start')
    .getRawMany<StatRow>();

  const periods: MoodPeriodView[] = [];
  for (let start = from; start <= to; start += periodDays) {
    periods.push({ from: isoOfDay(start), to: isoOfDay(Math.min(start + periodDays - 1, to)) });
  }
  const byDepartment = new Map<string | null, MoodDepartmentView>();
  for (const r of rows) {
    const key = r.departmentId ?? null;
    let dep = byDepartment.get(key);
    if (!dep) {
      dep = { departmentId: key, name: null, cells: periods.map(() => ({ average: null, answers: 0 })) };
      byDepartment.set(key, dep);
    }
    const index = Math.round((Number(r.start) - from) / periodDays);
    dep.cells[index] = {
      average: r.average === null ? null : Math.round(Number(r.average) * 10) / 10,
      answers: Number(r.answers),
    };
  }
  const departments = [...byDepartment.values()];
  const names = await ctx.org.departmentNames(departments.flatMap((d) => d.departmentId ?? []));
  for (const d of departments) d.name = d.departmentId === null ? null : (names.get(d.departmentId) ?? null);
  return { periodDays, minAnswers: MIN_ANSWERS, periods, departments };
}
