import type { RouteBuilder } from '@atrium/sdk/server';
import { shopRoutes } from '../../shared/routes.js';
import { ShopAchievement } from '../entities/achievement.js';
import { managerOnly } from '../services/access.js';
import { achievementUpdate, deleteAchievement, saveAchievement } from '../services/catalog.js';
import { achievementView } from '../services/views.js';

export function achievementRoutes(r: RouteBuilder) {
  r.route(shopRoutes.achievements, { summary: 'Achievements of the shop, by name, 25 a page' }, async (ctx) => {
    const page = await ctx.db
      .repo(ShopAchievement)
      .page({ order: { name: 'ASC', id: 'ASC' }, page: ctx.query.page, limit: ctx.query.limit });
    return { ...page, result: page.result.map(achievementView) };
  });

  r.route(shopRoutes.createAchievement, { summary: 'Add an achievement (managers)' }, async (ctx) => {
    await managerOnly(ctx);
    const row = await saveAchievement(ctx, ctx.body, null);
    await ctx.journal('shop', 'achievement.create', { achievementId: row.id });
    return achievementView(row);
  });

  r.route(
    shopRoutes.updateAchievement,
    { summary: 'Change an achievement named by `_id`: the fields sent (managers)', example: { _id: '', name: 'Mentor' } },
    async (ctx) => {
      await managerOnly(ctx);
      const before = await ctx.db.repo(ShopAchievement).get(ctx.body._id);
      const row = await saveAchievement(ctx, achievementUpdate(before, ctx.body), before);
      await ctx.journal('shop', 'achievement.update', { achievementId: row.id });
      return achievementView(row);
    },
  );

  r.route(shopRoutes.deleteAchievement, { summary: 'Delete an achievement nobody has received (managers)' }, async (ctx) => {
    await managerOnly(ctx);
    const row = await deleteAchievement(ctx, ctx.params.id);
    await ctx.journal('shop', 'achievement.delete', { achievementId: row.id, name: row.name });
    return { id: row.id };
  });
}
