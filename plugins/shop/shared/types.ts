import type { EmployeeCard, Lang } from '@atrium/sdk/shared';
import type { Currency } from './constants.js';
import type { ShopTexts } from './schemas.js';

/** Wire types: what the shop API answers, `_id` included (see ./routes.ts). */

export interface PicView {
  _id: string;
  url: string;
  thumb: string | null;
}

export interface ShopSettingsView {
  _id: string;
  /** Name, short coin name and description in the reader's language: its own text, else the default. */
  name: string;
  coin: Currency;
  coinShort: string;
  description: string;
  /** What the managers edit: the default texts and those of each language. */
  defaults: ShopTexts;
  texts: Partial<Record<Lang, ShopTexts>>;
  pic: PicView | null;
  managers: EmployeeCard[];
  hideUnavailable: boolean;
  /** The reward causes of the installed plugins, in installation order, with what this shop pays for each. */
  rewards: RewardView[];
  /** The caller manages the shop (an admin or one of the managers). */
  canManage: boolean;
}

/** One reward cause in the settings: its key, its title in the caller's language, and the amount (0: off). */
export interface RewardView {
  cause: string;
  title: string;
  amount: number;
}

export interface AchievementView {
  _id: string;
  name: string;
  description: string;
  pic: PicView | null;
}

export interface ItemView {
  _id: string;
  name: string;
  description: string;
  cost: number;
  startAmount: number;
  /** Everything ever put on sale: the start amount and every addition. */
  amount: number;
  /** What is left to buy. */
  rest: number;
  available: boolean;
  pics: PicView[];
  sold: number;
}

export interface AccrualView {
  _id: string;
  user: EmployeeCard | null;
  author: EmployeeCard | null;
  amount: number;
  /** `manual` or a reward cause's key (its title is in the settings' `rewards`). */
  cause: string;
  achievement: AchievementView | null;
  comment: string;
  cancelled: boolean;
  createdAt: string;
}

export interface PurchaseView {
  _id: string;
  user: EmployeeCard | null;
  item: { _id: string; name: string } | null;
  cost: number;
  createdAt: string;
}

/** GET api/shop/balance/{user}: the coins and the achievements received (with how many times). */
export interface BalanceView {
  amount: number;
  ach: { achievement: AchievementView; count: number }[];
}

export interface BalanceRowView {
  user: EmployeeCard | null;
  amount: number;
}

export interface StatsDay {
  day: string;
  earned: number;
  spent: number;
}

export interface StatsView {
  earned: number;
  spent: number;
  purchases: number;
  accruals: number;
  days: StatsDay[];
  topItems: { _id: string; name: string; sold: number; coins: number }[];
}
