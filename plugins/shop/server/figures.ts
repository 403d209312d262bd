import { fillPeriods, periodBounds, periodSql, type FigureProviders } from '@atrium/sdk/server';
import { ShopLedgerEntry } from './entities/ledger.js';

/** The analytics screen's coin movements: coins into balances and out of them per period, summed from the ledger. */
export const figures: FigureProviders = {
  coins: async (ctx, p) => {
    const { start, end } = periodBounds(p);
    const rows = await ctx.db
      .repo(ShopLedgerEntry)
      .qb('e')
      .select(periodSql('e.createdAt', p.detail), 'period')
      .addSelect('COALESCE(SUM(CASE WHEN e.delta > 0 THEN e.delta ELSE 0 END), 0)', 'accrued')
      .addSelect('COALESCE(SUM(CASE WHEN e.delta < 0 THEN -e.delta ELSE 0 END), 0)', 'spent')
      .andWhere('e.createdAt >= :start AND e.createdAt < :end', { start, end })
      .groupBy('period')
      .getRawMany<{ period: string; accrued: string; spent: string }>();
    return { available: true, rows: fillPeriods(p, rows, ['accrued', 'spent'] as const) };
  },
};
