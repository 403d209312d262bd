import { fillPeriods, periodBounds, periodSql, type FigureProviders } from '@atrium/sdk/server';
import { AdaptUserTrack } from './entities/index.js';

/** The analytics screen's adaptations: how many started and how many finished per period, counted by the database. */
export const figures: FigureProviders = {
  adaptations: async (ctx, p) => {
    const { start, end } = periodBounds(p);
    const count = (column: 'start' | 'end') =>
      ctx.db
        .repo(AdaptUserTrack)
        .qb('u')
        .select(periodSql(`u.${column}`, p.detail), 'period')
        .addSelect('COUNT(*)', 'n')
        .andWhere(`u.${column} >= :start AND u.${column} < :end`, { start, end })
        .groupBy('period')
        .getRawMany<{ period: string; n: string }>();
    const started = new Map((await count('start')).map((r) => [r.period, r.n]));
    const finished = new Map((await count('end')).map((r) => [r.period, r.n]));
    const periods = [...new Set([...started.keys(), ...finished.keys()])];
    const rows = periods.map((period) => ({ period, started: started.get(period) ?? 0, finished: finished.get(period) ?? 0 }));
    return { available: true, rows: fillPeriods(p, rows, ['started', 'finished'] as const) };
  },
};
