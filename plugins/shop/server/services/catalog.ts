import type { UserContext } from '@atrium/sdk/server';
import { RULES } from '../../shared/constants.js';
import type { AchievementInput, AchievementUpdate, ItemInput, ItemUpdate, SettingsUpdate } from '../../shared/schemas.js';
import { ShopAccrual } from '../entities/accrual.js';
import { ShopAchievement, type ShopAchievementRow } from '../entities/achievement.js';
import { ShopItem, type ShopItemRow } from '../entities/item.js';
import { ShopSettings, type ShopSettingsRow } from '../entities/settings.js';
import { resolvePics, syncPics } from './pics.js';
import { checkRewardCauses, saveRewardAmounts } from './reward-amounts.js';

/**
 * Stores the settings sent, keeping the others; managers must be active employees of the client, and
 * rewards name registered causes (checked before anything is written).
 */
export async function saveSettings(ctx: UserContext, current: ShopSettingsRow, input: SettingsUpdate): Promise<ShopSettingsRow> {
  const { rewards, ...fields } = input;
  if (rewards) checkRewardCauses(ctx, rewards);
  const managers = fields.managers && [...new Set(fields.managers)];
  if (managers) {
    const active = new Set((await ctx.employees.cards(managers)).filter((c) => !c.deleted).map((c) => c.id));
    const unknown = managers.filter((m) => !active.has(m));
    if (unknown.length) throw RULES.recipientUnknown.badRequest([RULES.recipientUnknown.field('managers', unknown)]);
  }
  const owner = { type: 'shop' as const, id: current.id };
  const pic = fields.pic === undefined ? current.pic : ((await resolvePics(ctx, fields.pic ? [fields.pic] : [], owner))[0] ?? null);
  const patch = { ...fields, ...(managers && { managers }), pic };
  await ctx.db.repo(ShopSettings).update({ id: current.id }, patch);
  if (rewards) await saveRewardAmounts(ctx, rewards);
  await syncPics(ctx, current.pic ? [current.pic] : [], pic ? [pic] : [], owner);
  return { ...current, ...patch };
}

/** A PUT of an achievement: the stored one with the fields sent (the platform's rule for every PUT). */
export const achievementUpdate = (before: ShopAchievementRow, input: AchievementUpdate): AchievementInput => ({
  name: before.name,
  description: before.description,
  pic: before.pic?.id ?? null,
  ...input,
});

/** A PUT of an item: the stored one with the fields sent; the stock is not a field (it changes by adding and buying). */
export const itemUpdate = (before: ShopItemRow, input: ItemUpdate): ItemInput => ({
  name: before.name,
  description: before.description,
  cost: before.cost,
  startAmount: before.startAmount,
  available: before.available,
  pics: before.pics.map((p) => p.id),
  ...input,
});

/** Creates an achievement (`before` null) or writes the one given. */
export async function saveAchievement(
  ctx: UserContext,
  input: AchievementInput,
  before: ShopAchievementRow | null,
): Promise<ShopAchievementRow> {
  const repo = ctx.db.repo(ShopAchievement);
  const [pic] = await resolvePics(ctx, input.pic ? [input.pic] : [], { type: 'shop_achievement', id: before?.id });
  const fields = { name: input.name, description: input.description, pic: pic ?? null };
  const row = before ? { ...before, ...fields } : await repo.insert(fields);
  if (before) await repo.update({ id: before.id }, fields);
  await syncPics(ctx, before?.pic ? [before.pic] : [], pic ? [pic] : [], { type: 'shop_achievement', id: row.id });
  return row;
}

/** Deletes an achievement nobody has received; accruals keep naming what they were paid for. */
export async function deleteAchievement(ctx: UserContext, id: string): Promise<ShopAchievementRow> {
  const row = await ctx.db.repo(ShopAchievement).get(id);
  if (await ctx.db.repo(ShopAccrual).exists({ achievementId: id })) throw RULES.achievementInUse.conflict();
  await ctx.db.repo(ShopAchievement).delete({ id });
  if (row.pic) await ctx.files.detach(row.pic.id, { type: 'shop_achievement', id });
  return row;
}

/** Creates an item with its start amount on sale (`before` null), or changes one (its stock changes only by adding and buying). */
export async function saveItem(ctx: UserContext, input: ItemInput, before: ShopItemRow | null): Promise<ShopItemRow> {
  const repo = ctx.db.repo(ShopItem);
  const pics = await resolvePics(ctx, input.pics, { type: 'shop_item', id: before?.id });
  const fields = { name: input.name, description: input.description, cost: input.cost, available: input.available, pics };
  const row = before
    ? { ...before, ...fields }
    : await repo.insert({ ...fields, startAmount: input.startAmount, amount: input.startAmount, rest: input.startAmount });
  if (before) await repo.update({ id: before.id }, fields);
  await syncPics(ctx, before?.pics ?? [], pics, { type: 'shop_item', id: row.id });
  return before ? await repo.get(before.id) : row;
}

export async function releaseItemPics(ctx: UserContext, item: ShopItemRow) {
  for (const p of item.pics) await ctx.files.detach(p.id, { type: 'shop_item', id: item.id });
}
