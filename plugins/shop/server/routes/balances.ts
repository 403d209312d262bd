import type { RouteBuilder } from '@atrium/sdk/server';
import { RULES } from '../../shared/constants.js';
import { shopRoutes } from '../../shared/routes.js';
import { isManager, managerOnly, shopSettings } from '../services/access.js';
import { nullifyBalances } from '../services/money.js';
import { balanceOf, balancePage, stats } from '../services/reads.js';

export function balanceRoutes(r: RouteBuilder) {
  r.route(shopRoutes.balance, { summary: "An employee's coins and achievements (the employee or a manager)" }, async (ctx) => {
    if (ctx.params.user !== ctx.me.user.id && !isManager(ctx.me, await shopSettings(ctx))) throw RULES.noAccess.forbidden();
    return balanceOf(ctx, ctx.params.user);
  });

  r.route(shopRoutes.balances, { summary: "Employees' balances, largest first (managers)" }, async (ctx) => {
    await managerOnly(ctx);
    return balancePage(ctx, ctx.query.page, ctx.query.limit);
  });

  r.route(shopRoutes.nullify, { summary: 'Reset every balance of the client to 0 (managers)' }, async (ctx) => {
    await managerOnly(ctx);
    const nullified = await nullifyBalances(ctx);
    await ctx.journal('shop', 'balances.nullify', { nullified });
    return { nullified };
  });

  r.route(
    shopRoutes.stats,
    { summary: 'Coins earned and spent in a period, by day, and the most bought items (managers)' },
    async (ctx) => {
      await managerOnly(ctx);
      return stats(ctx, ctx.body);
    },
  );
}
