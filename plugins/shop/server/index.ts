import { definePlugin } from '@atrium/sdk/server';
import { manifest } from '../shared/manifest.js';
import {
  ShopAccrual,
  ShopAchievement,
  ShopBalance,
  ShopCoinDay,
  ShopItem,
  ShopLedgerEntry,
  ShopPurchase,
  ShopReward,
  ShopSettings,
} from './entities/index.js';
import { Shop1732400000000 } from './migrations/1732400000000-shop.js';
import { ShopAccrualSource1732400000100 } from './migrations/1732400000100-shop-accrual-source.js';
import { ShopRewards1732400000200 } from './migrations/1732400000200-shop-rewards.js';
import { ShopTexts1732400000300 } from './migrations/1732400000300-shop-texts.js';
import { ShopLedgerDelta1732400000400 } from './migrations/1732400000400-shop-ledger-delta.js';
import { ShopCoinDays1732400000500 } from './migrations/1732400000500-shop-coin-days.js';
import { figures } from './figures.js';
import { notifications } from './notifications.js';
import { CELEBRATIONS_JOB, celebrations, rewardHandlers, shopCauses } from './rewards.js';
import { routes } from './routes/index.js';
import { seed } from './seed.js';

/** The shop: coins for achievements and for what employees do, items bought with them, balances and statistics. */
export default definePlugin(manifest, {
  entities: [ShopSettings, ShopReward, ShopAchievement, ShopItem, ShopAccrual, ShopPurchase, ShopBalance, ShopLedgerEntry, ShopCoinDay],
  migrations: [
    Shop1732400000000,
    ShopAccrualSource1732400000100,
    ShopRewards1732400000200,
    ShopTexts1732400000300,
    ShopLedgerDelta1732400000400,
    ShopCoinDays1732400000500,
  ],
  routes,
  notifications,
  on: rewardHandlers,
  // Its own reward causes, registered as any plugin's are (extension-points.ts).
  extends: [shopCauses],
  jobs: { [CELEBRATIONS_JOB]: celebrations },
  figures,
  // Birthdays and work anniversaries are paid by a daily job of each client that has the shop on.
  onClientEnable: (ctx) => ctx.jobs.every('1 day', CELEBRATIONS_JOB),
  seed,
});
