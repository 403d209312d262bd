import { fillPeriods, periodSql, type FigureProviders } from '@atrium/sdk/server';
import { ShopCoinDay } from './entities/coin-day.js';

/** The analytics screen's coin movements: coins into balances and out of them per period, from the ledger's daily sums. */
export const figures: FigureProviders = {
  coins: async (ctx, p) => {
    const rows = await ctx.db
      .repo(ShopCoinDay)
      .qb('d')
      .select(periodSql('d.day', p.detail), 'period')
      .addSelect('SUM(d.accrued)', 'accrued')
      .addSelect('SUM(d.spent)', 'spent')
      .andWhere('d.day >= :from AND d.day <= :to', { from: p.from, to: p.to })
      .groupBy('period')
      .getRawMany<{ period: string; accrued: string; spent: string }>();
    return { available: true, rows: fillPeriods(p, rows, ['accrued', 'spent'] as const) };
  },
};
