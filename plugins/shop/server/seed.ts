import type { EventContext, SeedContext } from '@atrium/sdk/server';
import { MANUAL_CAUSE } from '../shared/constants.js';
import { ShopAccrual } from './entities/accrual.js';
import { ShopAchievement } from './entities/achievement.js';
import { ShopItem } from './entities/item.js';
import { coins, ShopLedgerEntry } from './entities/ledger.js';
import { ShopPurchase } from './entities/purchase.js';
import { ShopSettings } from './entities/settings.js';
import { CELEBRATIONS_JOB } from './rewards.js';
import { shopSettings } from './services/access.js';
import { countCoinDay } from './services/coin-days.js';
import { accrue, buy } from './services/money.js';

const DAY_MS = 86_400_000;

const ACHIEVEMENTS = [
  { name: 'Mentor', description: 'Helped a newcomer find their feet' },
  { name: 'Project launch', description: 'Shipped a project on time' },
  { name: 'Helping hand', description: 'Stepped in for a colleague' },
];
const ITEMS = [
  { name: 'Branded mug', description: 'A ceramic mug with the company logo', cost: 50, stock: 20 },
  { name: 'Hoodie', description: 'A warm hoodie, sizes S to XXL', cost: 300, stock: 6 },
  { name: 'Extra day off', description: 'One more day of paid leave', cost: 1000, stock: 3 },
  { name: 'Notebook', description: 'A dotted A5 notebook', cost: 30, stock: 15 },
];

/**
 * Moves a seeded record and its ledger entry back in time, so the statistics show a month of activity; the
 * entry's coins move from today's sums to that day's.
 */
async function backdate(ctx: EventContext, entity: typeof ShopAccrual | typeof ShopPurchase, id: string, at: Date) {
  await ctx.db.transaction(async (tx) => {
    await tx.repo(entity as typeof ShopAccrual).update({ id }, { createdAt: at });
    for (const entry of await tx.repo(ShopLedgerEntry).find({ where: { refId: id } })) {
      await countCoinDay(tx, entry, -1);
      await countCoinDay(tx, { ...entry, createdAt: at });
    }
    await tx.repo(ShopLedgerEntry).update({ refId: id }, { createdAt: at });
  });
}

/**
 * Demo and isolation-suite data for one client: settings with the admin as manager (the automatic rewards
 * are their causes' defaults), achievements, items, and a month of accruals and purchases. Nobody is notified.
 */
export async function seed(ctx: SeedContext): Promise<void> {
  const manager = ctx.users.find((u) => u.roles.includes('admin')) ?? ctx.users[0];
  if (!manager) return;
  const settings = await shopSettings(ctx);
  await ctx.db.repo(ShopSettings).update(
    { id: settings.id },
    {
      coinShort: 'coins',
      description: 'Coins for achievements, spent on company goods',
      managers: [manager.id],
    },
  );
  await ctx.jobs.every('1 day', CELEBRATIONS_JOB);
  const achievements = await ctx.db.repo(ShopAchievement).insertMany(ACHIEVEMENTS.map((a) => ({ ...a, pic: null })));
  await ctx.db
    .repo(ShopItem)
    .insertMany(ITEMS.map(({ stock, ...i }) => ({ ...i, startAmount: stock, amount: stock, rest: stock, available: true, pics: [] })));
  const people = ctx.users.filter((u) => u !== manager);
  const earners = people.length ? people : [manager];
  const start = Date.now() - 30 * DAY_MS;
  for (let day = 0; day < 30; day += 2) {
    const who = earners[(day / 2) % earners.length]!;
    const achievement = achievements[day % achievements.length]!;
    const accrual = await accrue(ctx, {
      userId: who.id,
      amount: 100 + (day % 5) * 50,
      cause: MANUAL_CAUSE,
      achievementId: achievement.id,
      comment: '',
      authorId: manager.id,
    });
    await backdate(ctx, ShopAccrual, accrual!.id, new Date(start + day * DAY_MS + 10 * 3_600_000));
    // Every other accrual its recipient spends on the dearest item they can afford that is still in stock.
    if (day % 4 === 0) {
      const coinsNow = (await coins.amounts(ctx.db, [who.id])).get(who.id) ?? 0;
      const stock = await ctx.db.repo(ShopItem).find({ order: { cost: 'DESC' } });
      const item = stock.find((i) => i.rest > 0 && i.cost <= coinsNow);
      if (item) {
        const bought = await buy(ctx, { userId: who.id, isSuperadmin: false }, item.id);
        await backdate(ctx, ShopPurchase, bought.purchase.id, new Date(start + day * DAY_MS + 15 * 3_600_000));
      }
    }
  }
}
