import type { RouteBuilder } from '@atrium/sdk/server';
import { shopRoutes } from '../../shared/routes.js';
import { isManager, managerOnly, shopSettings } from '../services/access.js';
import { saveSettings } from '../services/catalog.js';
import { settingsView } from '../services/views.js';

export function settingsRoutes(r: RouteBuilder) {
  r.route(shopRoutes.settings, { summary: "The client's shop: name, coin, managers, automatic rewards" }, async (ctx) => {
    const s = await shopSettings(ctx);
    return settingsView(ctx, s, isManager(ctx.me, s));
  });

  r.route(shopRoutes.saveSettings, { summary: 'Change the shop settings (managers)' }, async (ctx) => {
    const s = await saveSettings(ctx, await managerOnly(ctx), ctx.body);
    await ctx.journal('shop', 'settings.update');
    return settingsView(ctx, s, isManager(ctx.me, s));
  });
}
