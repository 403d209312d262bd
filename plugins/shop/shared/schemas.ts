import { z } from 'zod';
import { EXTENSION_KEY, isoDate, nameText, PageQuery, updateOf, type Rule } from '@atrium/sdk/shared';
import {
  COIN_SHORT_MAX,
  COMMENT_MAX,
  CURRENCIES,
  DESCRIPTION_MAX,
  ITEM_SORTS,
  MAX_COINS,
  MAX_COST,
  MAX_MANAGERS,
  MAX_PICS,
  MAX_STATS_DAYS,
  MAX_STOCK,
  RULES,
  NAME_MAX,
} from './constants.js';

/** An id of `entity` (tagged for the isolation suite) whose absence reads as the rule's own text. */
const requiredId = (entity: string, rule: Rule) => z.string(rule).min(1, rule).max(64).meta({ entity });
/** An id of `entity`, tagged like the SDK's `idOf`. */
const entityId = (entity: string) => z.string().min(1).max(64).meta({ entity });
const fileId = () => entityId('File');
const name = () => nameText(RULES.nameRequired).max(NAME_MAX);
const description = () => z.string().max(DESCRIPTION_MAX).default('');
/** A reward of an automatic cause; 0 switches the cause off. */
const reward = () => z.number(RULES.rewardBounds).int(RULES.rewardBounds).min(0, RULES.rewardBounds).max(MAX_COINS, RULES.rewardBounds);

/** The shop's texts in one language; an empty one reads as the default text. */
export const ShopTexts = z
  .object({
    name: z.string().trim().max(NAME_MAX).default(''),
    coinShort: z.string().trim().max(COIN_SHORT_MAX).default(''),
    description: description(),
  })
  .strict();
export type ShopTexts = z.output<typeof ShopTexts>;

/**
 * The shop's settings (PUT api/shop): its name and coin, who manages it, and the automatic rewards. `name`,
 * `coinShort` and `description` are the default texts; `texts` gives them per interface language.
 */
export const SettingsInput = z
  .object({
    name: name(),
    coin: z.enum(CURRENCIES),
    coinShort: z.string().trim().max(COIN_SHORT_MAX).default(''),
    description: description(),
    texts: z.object({ ru: ShopTexts.optional(), en: ShopTexts.optional(), uk: ShopTexts.optional() }).strict().default({}),
    pic: fileId().nullable().default(null),
    managers: z.array(requiredId('User', RULES.recipientUnknown)).max(MAX_MANAGERS).default([]),
    hideUnavailable: z.boolean().default(false),
    /**
     * Amounts by reward cause (the keys the settings list); a cause not sent keeps its amount, one that no
     * installed plugin registered is refused ("unknown reward cause").
     */
    rewards: z
      .record(z.string().regex(EXTENSION_KEY), reward(), {
        error: (i) => (i.code === 'invalid_key' ? RULES.unknownCause.error(i) : undefined),
      })
      .default({}),
  })
  .strict();
export type SettingsInput = z.output<typeof SettingsInput>;
/** PUT api/shop changes the settings sent and keeps the others (the platform's rule for every PUT). */
export const SettingsUpdate = updateOf(SettingsInput);
export type SettingsUpdate = z.output<typeof SettingsUpdate>;

/** An achievement as created (POST api/shop/{client_id}/achievements; an `_id` sent is ignored). */
export const AchievementInput = z
  .object({
    _id: entityId('ShopAchievement').optional(),
    name: name(),
    description: description(),
    pic: fileId().nullable().default(null),
  })
  .strict();
export type AchievementInput = z.output<typeof AchievementInput>;
/** PUT api/shop/{client_id}/achievements: the achievement named by `_id`, the fields sent changed, the others kept. */
export const AchievementUpdate = updateOf(AchievementInput).extend({ _id: requiredId('ShopAchievement', RULES.idRequired) });
export type AchievementUpdate = z.output<typeof AchievementUpdate>;

/** An item as created (POST api/shop/{client_id}/shop_items; an `_id` sent is ignored; stock grows by "add"). */
export const ItemInput = z
  .object({
    _id: entityId('ShopItem').optional(),
    name: name(),
    description: description(),
    cost: z.number(RULES.costBounds).int(RULES.costBounds).min(1, RULES.costBounds).max(MAX_COST, RULES.costBounds),
    /** The initial balance (stock) of a new item; ignored on update. */
    startAmount: z.number(RULES.stockBounds).int(RULES.stockBounds).min(0, RULES.stockBounds).max(MAX_STOCK, RULES.stockBounds),
    available: z.boolean().default(true),
    pics: z.array(fileId()).max(MAX_PICS).default([]),
  })
  .strict();
export type ItemInput = z.output<typeof ItemInput>;
/** PUT api/shop/{client_id}/shop_items: the item named by `_id`, the fields sent changed, the others kept. */
export const ItemUpdate = updateOf(ItemInput).extend({ _id: requiredId('ShopItem', RULES.idRequired) });
export type ItemUpdate = z.output<typeof ItemUpdate>;

export const ItemListQuery = PageQuery.extend({
  sort: z.enum(ITEM_SORTS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type ItemListQuery = z.output<typeof ItemListQuery>;

/** POST api/shop/accrue: coins to one employee for an achievement. */
export const AccrueInput = z
  .object({
    user: requiredId('User', RULES.recipientRequired),
    amount: z.number(RULES.amountRequired).int(RULES.amountBounds).min(1, RULES.amountBounds).max(MAX_COINS, RULES.amountBounds),
    achievement: requiredId('ShopAchievement', RULES.achievementRequired),
    comment: z.string().trim().max(COMMENT_MAX).default(''),
    /** Also publish the accrual on the company wall (when the wall is on). */
    publish: z.boolean().default(false),
  })
  .strict();
export type AccrueInput = z.output<typeof AccrueInput>;

export const BuyInput = z.object({ item: requiredId('ShopItem', RULES.itemNotAvailable) }).strict();
export type BuyInput = z.output<typeof BuyInput>;

/** POST api/shop/shop_items/{id}/add/{amount}. */
export const AddAmount = z.coerce.number().int(RULES.addBounds).min(1, RULES.addBounds).max(MAX_STOCK, RULES.addBounds);

/** POST api/shop/stats: a period of days (yyyy-mm-dd that exist, both included). */
const day = isoDate(RULES.badDay);
export const StatsInput = z
  .object({ from: day, to: day })
  .strict()
  .refine((p) => p.from <= p.to, { path: ['to'], error: RULES.badPeriod.error })
  .refine((p) => (Date.parse(p.to) - Date.parse(p.from)) / 86_400_000 < MAX_STATS_DAYS, { path: ['to'], error: RULES.longPeriod.error });
export type StatsInput = z.output<typeof StatsInput>;
