import type { Extension, ServiceContext, UserContext } from '@atrium/sdk/server';
import { Lang } from '@atrium/sdk/shared';
import { RULES } from '../../shared/constants.js';
import { rewardCauses, type RewardCause } from '../../shared/extension-points.js';
import type { RewardView } from '../../shared/types.js';
import { ShopReward } from '../entities/reward.js';

/** What the client's shop pays for a cause: the amount its managers set, else the cause's default. */
export async function causeAmount(ctx: ServiceContext, cause: Extension<RewardCause>): Promise<number> {
  return (await ctx.db.repo(ShopReward).findOne({ cause: cause.key }))?.amount ?? cause.defaultAmount;
}

/** The causes of the installed plugins with this shop's amounts, titled in the caller's language (one query). */
export async function rewardViews(ctx: UserContext): Promise<RewardView[]> {
  const lang = Lang.safeParse(ctx.me.user.lang).data ?? 'ru';
  const set = new Map((await ctx.db.repo(ShopReward).find({})).map((r) => [r.cause, r.amount]));
  return ctx.extensions
    .of(rewardCauses)
    .installed.map((c) => ({ cause: c.key, title: c.titles[lang], amount: set.get(c.key) ?? c.defaultAmount }));
}

/** Refuses amounts for causes no installed plugin registered (400, before anything is written). */
export function checkRewardCauses(ctx: ServiceContext, amounts: Record<string, number>): void {
  const known = new Set(ctx.extensions.of(rewardCauses).installed.map((c) => c.key));
  const unknown = Object.keys(amounts).filter((cause) => !known.has(cause));
  if (unknown.length) throw RULES.unknownCause.badRequest(unknown.map((cause) => RULES.unknownCause.field(`rewards.${cause}`)));
}

/** Stores the amounts sent (checked by `checkRewardCauses`); the other causes keep theirs. */
export async function saveRewardAmounts(ctx: ServiceContext, amounts: Record<string, number>): Promise<void> {
  const repo = ctx.db.repo(ShopReward);
  for (const [cause, amount] of Object.entries(amounts))
    if (!(await repo.insertOnce({ cause, amount }))) await repo.update({ cause }, { amount });
}
