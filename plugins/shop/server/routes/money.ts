import type { RouteBuilder } from '@atrium/sdk/server';
import { MANUAL_CAUSE, RULES } from '../../shared/constants.js';
import { shopRoutes } from '../../shared/routes.js';
import { ShopAccrual } from '../entities/accrual.js';
import { ShopAchievement } from '../entities/achievement.js';
import { ShopPurchase } from '../entities/purchase.js';
import { managerOnly, shopSettings } from '../services/access.js';
import { announceAccrual, announcePurchase } from '../services/announce.js';
import { accrue, buy, cancelAccrual } from '../services/money.js';
import { accrualViews, purchaseViews } from '../services/views.js';

export function moneyRoutes(r: RouteBuilder) {
  r.route(shopRoutes.accrue, { summary: 'Give an employee coins for an achievement (managers); optionally on the wall' }, async (ctx) => {
    const settings = await managerOnly(ctx);
    const [recipient] = await ctx.employees.cards([ctx.body.user]);
    if (!recipient || recipient.deleted) throw RULES.recipientUnknown.badRequest([RULES.recipientUnknown.field('user')]);
    const achievement = await ctx.db.repo(ShopAchievement).get(ctx.body.achievement);
    const accrual = (await accrue(ctx, {
      userId: recipient.id,
      amount: ctx.body.amount,
      cause: MANUAL_CAUSE,
      achievementId: achievement.id,
      comment: ctx.body.comment,
      authorId: ctx.me.user.id,
    }))!;
    await ctx.journal('shop', 'accrue', { accrualId: accrual.id, userId: recipient.id, amount: accrual.amount });
    await announceAccrual(ctx, settings, accrual, achievement, ctx.body.publish);
    return (await accrualViews(ctx, [accrual]))[0]!;
  });

  r.route(
    shopRoutes.cancelAccrual,
    { summary: 'Cancel an accrual: its coins are taken back unless they are spent (managers)' },
    async (ctx) => {
      await managerOnly(ctx);
      const accrual = await cancelAccrual(ctx, ctx.params.id);
      await ctx.journal('shop', 'accrue.cancel', { accrualId: accrual.id, userId: accrual.userId, amount: accrual.amount });
      return (await accrualViews(ctx, [accrual]))[0]!;
    },
  );

  r.route(shopRoutes.accruals, { summary: 'Accruals, newest first (managers)' }, async (ctx) => {
    await managerOnly(ctx);
    const page = await ctx.db
      .repo(ShopAccrual)
      .page({ order: { createdAt: 'DESC', id: 'DESC' }, page: ctx.query.page, limit: ctx.query.limit });
    return { ...page, result: await accrualViews(ctx, page.result) };
  });

  r.route(shopRoutes.buy, { summary: 'Buy one item with coins' }, async (ctx) => {
    const { purchase, item, balance, rest } = await buy(ctx, { userId: ctx.me.user.id, isSuperadmin: ctx.me.isSuperadmin }, ctx.body.item);
    await ctx.journal('shop', 'buy', { purchaseId: purchase.id, itemId: purchase.itemId, cost: purchase.cost });
    await announcePurchase(ctx, await shopSettings(ctx), { itemName: item.name, cost: purchase.cost });
    return { ...(await purchaseViews(ctx, [purchase]))[0]!, balance, rest };
  });

  r.route(shopRoutes.purchases, { summary: 'Orders: purchases, newest first, to hand the items over (managers)' }, async (ctx) => {
    await managerOnly(ctx);
    const page = await ctx.db
      .repo(ShopPurchase)
      .page({ order: { createdAt: 'DESC', id: 'DESC' }, page: ctx.query.page, limit: ctx.query.limit });
    return { ...page, result: await purchaseViews(ctx, page.result) };
  });
}
