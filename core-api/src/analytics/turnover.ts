import type { AnalyticsPeriod, ClientDb, TurnoverFigure } from '@atrium/sdk/server';
import { periodOf, periodsOf } from '@atrium/sdk/shared';
import { DISMISSED_SQL, START_SQL, employees } from './employment.js';

const DAY_MS = 86_400_000;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** Counts per day of a grouped query, as a map. */
async function perDay(rows: Promise<{ label: string; n: string | number }[]>) {
  return new Map((await rows).map((r) => [String(r.label), Number(r.n)]));
}

/**
 * Turnover (spec features §9): dismissals in a period ÷ the average of the daily active headcounts of the
 * period × 100. The database answers the headcount on the first day and the hires and dismissals per day
 * (grouped); the daily headcounts follow from those by walking the days, at most 20 years of them.
 */
export async function turnover(db: ClientDb, p: AnalyticsPeriod): Promise<TurnoverFigure> {
  const base = await employees(db)
    .andWhere(`${START_SQL} < :from AND (u.dismissedAt IS NULL OR ${DISMISSED_SQL} >= :from)`, { from: p.from })
    .getCount();
  const hires = await perDay(
    employees(db)
      .select(START_SQL, 'label')
      .addSelect('COUNT(*)', 'n')
      .andWhere(`${START_SQL} >= :from AND ${START_SQL} <= :to`, { from: p.from, to: p.to })
      .groupBy('label')
      .getRawMany(),
  );
  const dismissals = await perDay(
    employees(db)
      .select(DISMISSED_SQL, 'label')
      .addSelect('COUNT(*)', 'n')
      .andWhere(`u.dismissedAt IS NOT NULL AND ${DISMISSED_SQL} >= :from AND ${DISMISSED_SQL} <= :to`, { from: p.from, to: p.to })
      .groupBy('label')
      .getRawMany(),
  );

  const sums = new Map(periodsOf(p.from, p.to, p.detail).map((period) => [period, { hired: 0, dismissed: 0, days: 0, headcounts: 0 }]));
  let active = base;
  for (let t = Date.parse(p.from); t <= Date.parse(p.to); t += DAY_MS) {
    const day = new Date(t).toISOString().slice(0, 10);
    const s = sums.get(periodOf(day, p.detail))!;
    const hired = hires.get(day) ?? 0;
    const dismissed = dismissals.get(day) ?? 0;
    active += hired;
    s.hired += hired;
    s.dismissed += dismissed;
    s.days += 1;
    s.headcounts += active;
    // The dismissal day is the last working day: they leave the headcount from the next one.
    active -= dismissed;
  }
  const figure = (s: { hired: number; dismissed: number; days: number; headcounts: number }) => {
    const headcount = s.days ? s.headcounts / s.days : 0;
    return {
      hired: s.hired,
      dismissed: s.dismissed,
      headcount: round2(headcount),
      turnover: headcount ? round2((s.dismissed / headcount) * 100) : 0,
    };
  };
  const all = [...sums.values()].reduce(
    (a, s) => ({
      hired: a.hired + s.hired,
      dismissed: a.dismissed + s.dismissed,
      days: a.days + s.days,
      headcounts: a.headcounts + s.headcounts,
    }),
    { hired: 0, dismissed: 0, days: 0, headcounts: 0 },
  );
  return { rows: [...sums].map(([period, s]) => ({ period, ...figure(s) })), total: figure(all) };
}
