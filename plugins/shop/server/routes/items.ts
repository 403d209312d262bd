import type { RouteBuilder } from '@atrium/sdk/server';
import { shopRoutes } from '../../shared/routes.js';
import { ShopItem } from '../entities/item.js';
import { isManager, managerOnly, shopSettings } from '../services/access.js';
import { itemUpdate, releaseItemPics, saveItem } from '../services/catalog.js';
import { addStock, deleteUnsoldItem } from '../services/money.js';
import { itemPage } from '../services/reads.js';
import { itemView } from '../services/views.js';

export function itemRoutes(r: RouteBuilder) {
  r.route(shopRoutes.items, { summary: 'Items for sale, sorted by name, cost, rest or date' }, async (ctx) => {
    const s = await shopSettings(ctx);
    return itemPage(ctx, ctx.query, s, isManager(ctx.me, s));
  });

  r.route(shopRoutes.createItem, { summary: 'Put an item on sale with its start amount (managers)' }, async (ctx) => {
    await managerOnly(ctx);
    const item = await saveItem(ctx, ctx.body, null);
    await ctx.journal('shop', 'item.create', { itemId: item.id });
    return itemView(item);
  });

  r.route(
    shopRoutes.updateItem,
    {
      summary: 'Change an item named by `_id`: the fields sent (managers); its stock changes by adding',
      example: { _id: '', name: 'Mug', cost: 10, startAmount: 0 },
    },
    async (ctx) => {
      await managerOnly(ctx);
      const before = await ctx.db.repo(ShopItem).get(ctx.body._id);
      const item = await saveItem(ctx, itemUpdate(before, ctx.body), before);
      await ctx.journal('shop', 'item.update', { itemId: item.id });
      return itemView(item);
    },
  );

  r.route(shopRoutes.deleteItem, { summary: 'Delete an item nobody has bought (managers)' }, async (ctx) => {
    await managerOnly(ctx);
    const item = await deleteUnsoldItem(ctx, ctx.params.id);
    await releaseItemPics(ctx, item);
    await ctx.journal('shop', 'item.delete', { itemId: item.id, name: item.name });
    return { id: item.id };
  });

  r.route(shopRoutes.itemRest, { summary: 'What is left of an item' }, async (ctx) => ({
    rest: (await ctx.db.repo(ShopItem).get(ctx.params.id)).rest,
  }));

  r.route(shopRoutes.addStock, { summary: 'Put more of an item on sale (managers)' }, async (ctx) => {
    await managerOnly(ctx);
    const item = await addStock(ctx, ctx.params.id, ctx.params.amount);
    await ctx.journal('shop', 'item.add', { itemId: item.id, amount: ctx.params.amount });
    return itemView(item);
  });
}
