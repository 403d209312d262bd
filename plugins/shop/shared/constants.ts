import { defineRules } from '@atrium/sdk/rules';
/** The shop's name until its managers give another (the spec's), and how each language reads it meanwhile. */
export const DEFAULT_SHOP_NAME = 'Shop!';
export const DEFAULT_SHOP_NAMES: Record<string, string> = { ru: 'Магазин!', en: DEFAULT_SHOP_NAME, uk: 'Магазин!' };
export const COIN_SHORT_MAX = 10;

/** Currencies the coin can be shown as; four of them have an icon, the others show their code. */
export const CURRENCIES = ['rub', 'usd', 'eur', 'uah', 'gbp', 'kzt', 'pln', 'brl', 'gel', 'ils', 'inr', 'uzs', 'aed'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const CURRENCY_ICONS = ['eur', 'rub', 'uah', 'usd'] as const satisfies readonly Currency[];

/** Bounds of coin amounts: one accrual, an item's cost, a reward (shop README, Rules). */
export const MAX_COINS = 100_000;
/** An item's cost. */
export const MAX_COST = 1_000_000;
/** An item's stock: the start amount and one addition. */
export const MAX_STOCK = 100_000;
export const MAX_PICS = 10;
export const NAME_MAX = 200;
export const DESCRIPTION_MAX = 2000;
export const COMMENT_MAX = 1000;
export const MAX_MANAGERS = 50;
/** The picture size an item's form recommends. */
export const PICTURE_SIZE = { width: 200, height: 360 };

/** The longest statistics period, in days. */
export const MAX_STATS_DAYS = 366;

/** Item list orders (`GET api/shop/{client}/shop_items?sort=&order=`). */
export const ITEM_SORTS = ['name', 'cost', 'rest', 'createdAt'] as const;

/**
 * What paid an accrual: `manual` (a manager's, for an achievement) or the key of a reward cause a plugin
 * registered (`rewardCauses`, extension-points.ts).
 */
export const MANUAL_CAUSE = 'manual';

/** What moved a balance: one ledger entry each. */
export const LEDGER_KINDS = ['accrual', 'cancel', 'purchase', 'nullify'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** The texts of the rules (shop README, Rules), shared by server and UI. */
export const RULES = defineRules('shop', {
  nameRequired: 'name required',
  idRequired: 'required field',
  achievementRequired: 'achievement required',
  recipientRequired: 'recipient required',
  amountRequired: 'coin amount required',
  amountBounds: `coin amount must be from 1 to ${MAX_COINS}`,
  rewardBounds: `reward must be from 0 to ${MAX_COINS}`,
  unknownCause: 'unknown reward cause',
  costBounds: `price must be from 1 to ${MAX_COST}`,
  stockBounds: `balance must be from 0 to ${MAX_STOCK}`,
  addBounds: `amount must be from 1 to ${MAX_STOCK}`,
  noAccess: 'No access',
  superadminCannotBuy: 'superadmin cannot buy',
  notEnoughCoins: 'not enough coins',
  itemNotAvailable: 'item not available',
  soldOut: 'item sold out',
  itemHasSales: 'item has sales',
  achievementInUse: 'achievement has accruals',
  coinsNotCancelled: 'coins not cancelled',
  alreadyCancelled: 'accrual already cancelled',
  recipientUnknown: 'recipient not found',
  badDay: 'a day as yyyy-mm-dd that exists',
  badPeriod: 'the period must end after it starts',
  longPeriod: `the period is at most ${MAX_STATS_DAYS} days`,
});
