import { defineExtensionPoint, type Titles } from '@atrium/sdk/shared';
import { MANUAL_CAUSE } from './constants.js';

/*
 * Coins for what employees do, offered to every plugin (shop README, Reward causes). A plugin that names
 * the shop in its manifest's `dependsOn` or `optionalDependsOn` declares its causes here,
 *   definePlugin(manifest, { extends: [rewardCauses.register({ idea: { titles, defaultAmount: 10 } })] })
 * and asks for payment with the typed events below (`ctx.events.emit('shop.pay', …)`): they reach the
 * shop only where it is installed and on, and the payer imports nothing of the shop's server.
 */

/** One kind of thing a plugin pays coins for. */
export interface RewardCause {
  /** How the shop's settings and statistics name it. */
  titles: Titles;
  /** What a client's shop pays until its managers set another amount; 0 is off (MAX_COINS at most). */
  defaultAmount: number;
}

/** Reward causes by key (2–30 lower-case letters, digits or `_`): the key is what `shop.pay` names. */
export const rewardCauses = defineExtensionPoint<RewardCause>('shop.rewardCauses', { reserved: [MANUAL_CAUSE] });

/** The longest `key` of a payment (stored after its cause) and `source` (stored as it is). */
export const PAY_KEY_MAX = 128;
export const PAY_SOURCE_MAX = 80;

/**
 * Pays the employee the client's amount for a registered cause, once for each cause and key ever: the same
 * key again (a second node, a retried job, a deleted thing done again) pays nothing, and neither does a
 * reward cancelled since. An amount of 0 pays nothing; a cause no installed plugin registered is refused
 * (logged). Raised after the payer's own change is stored.
 */
export interface ShopPay {
  /** A key of `rewardCauses`. */
  cause: string;
  /** What makes this payment one (`<poll>:<user>`, `<author>:<thanked>:<day>`); at most PAY_KEY_MAX characters. */
  key: string;
  /** The employee paid. */
  userId: string;
  /** What the reward stands on (`poll:<id>`), at most PAY_SOURCE_MAX characters: `shop.withdraw` of it takes the reward back. */
  source?: string;
  /**
   * One of the client's achievements (the shop's list), granted with the coins, as a manager's accrual grants one:
   * the payer's own settings name it (an onboarding step). Unknown in the client: refused (logged).
   */
  achievementId?: string;
}

/**
 * The thing rewards of a cause stood on is gone (a deleted poll): each reward paid for it is cancelled and
 * its coins are taken back as far as the employee's balance goes (never below 0).
 */
export interface ShopWithdraw {
  cause: string;
  source: string;
}

declare module '@atrium/sdk/shared' {
  interface AtriumEvents {
    'shop.pay': ShopPay;
    'shop.withdraw': ShopWithdraw;
  }
}
