import type { Me, ServiceContext, UserContext } from '@atrium/sdk/server';
import { DEFAULT_SHOP_NAME, RULES } from '../../shared/constants.js';
import { ShopSettings, type ShopSettingsRow } from '../entities/settings.js';

/** The client's shop settings; the first read stores the defaults (the unique key keeps one row). */
export async function shopSettings(ctx: ServiceContext): Promise<ShopSettingsRow> {
  const repo = ctx.db.repo(ShopSettings);
  const found = await repo.findOne({});
  if (found) return found;
  await repo.insertOnce({ name: DEFAULT_SHOP_NAME, coin: 'rub', coinShort: '', description: '', pic: null, managers: [] });
  return (await repo.findOne({}))!;
}

/** Admins and the managers the settings list manage the shop: achievements, items, accruals, balances, statistics. */
export const isManager = (me: Me, settings: ShopSettingsRow) => me.isAdmin || settings.managers.includes(me.user.id);

/** The settings, when the caller manages the shop; 403 otherwise. */
export async function managerOnly(ctx: UserContext): Promise<ShopSettingsRow> {
  const settings = await shopSettings(ctx);
  if (!isManager(ctx.me, settings)) throw RULES.noAccess.forbidden();
  return settings;
}
