import { z } from 'zod';
import { defineRoute, wire } from '@atrium/sdk/contract';
import { idOf, PageQuery } from '@atrium/sdk/shared';
import {
  AccrueInput,
  AchievementInput,
  AchievementUpdate,
  AddAmount,
  BuyInput,
  ItemInput,
  ItemListQuery,
  ItemUpdate,
  SettingsUpdate,
  StatsInput,
} from './schemas.js';
import type {
  AccrualView,
  AchievementView,
  BalanceRowView,
  BalanceView,
  ItemView,
  PurchaseView,
  ShopSettingsView,
  StatsView,
} from './types.js';

const ClientParam = z.object({ client: idOf('Client') });
const ItemId = z.object({ id: idOf('ShopItem') });
const Done = wire.result<{ _id: string }>();

/** Every route of the shop, declared once: the server registers their handlers, the UI calls them. */
export const shopRoutes = {
  settings: defineRoute('get', '/shop/byClient/:client', { params: ClientParam, answer: wire.result<ShopSettingsView>() }),
  saveSettings: defineRoute('put', '/shop', { body: SettingsUpdate, answer: wire.result<ShopSettingsView>() }),

  achievements: defineRoute('get', '/shop/:client/achievements', {
    params: ClientParam,
    query: PageQuery,
    answer: wire.page<AchievementView>(),
  }),
  createAchievement: defineRoute('post', '/shop/:client/achievements', {
    params: ClientParam,
    body: AchievementInput,
    answer: wire.result<AchievementView>(),
  }),
  updateAchievement: defineRoute('put', '/shop/:client/achievements', {
    params: ClientParam,
    body: AchievementUpdate,
    answer: wire.result<AchievementView>(),
  }),
  deleteAchievement: defineRoute('delete', '/shop/achievements/:id', { params: z.object({ id: idOf('ShopAchievement') }), answer: Done }),

  items: defineRoute('get', '/shop/:client/shop_items', { params: ClientParam, query: ItemListQuery, answer: wire.page<ItemView>() }),
  createItem: defineRoute('post', '/shop/:client/shop_items', { params: ClientParam, body: ItemInput, answer: wire.result<ItemView>() }),
  updateItem: defineRoute('put', '/shop/:client/shop_items', { params: ClientParam, body: ItemUpdate, answer: wire.result<ItemView>() }),
  deleteItem: defineRoute('delete', '/shop/shop_items/:id', { params: ItemId, answer: Done }),
  itemRest: defineRoute('get', '/shop/item_rest/:id', { params: ItemId, answer: wire.result<{ rest: number }>() }),
  addStock: defineRoute('post', '/shop/shop_items/:id/add/:amount', {
    params: z.object({ id: idOf('ShopItem'), amount: AddAmount }),
    answer: wire.result<ItemView>(),
  }),

  accrue: defineRoute('post', '/shop/accrue', { body: AccrueInput, answer: wire.result<AccrualView>() }),
  cancelAccrual: defineRoute('delete', '/shop/accrue/:id', {
    params: z.object({ id: idOf('ShopAccrual') }),
    answer: wire.result<AccrualView>(),
  }),
  // The list of accruals (to find one to cancel) is our own design, recorded in the shop README (API).
  accruals: defineRoute('get', '/shop/accruals', { query: PageQuery, answer: wire.page<AccrualView>() }),
  // Orders to hand over: our own call, recorded in the shop README (API).
  purchases: defineRoute('get', '/shop/purchases', { query: PageQuery, answer: wire.page<PurchaseView>() }),
  buy: defineRoute('post', '/shop/buy', { body: BuyInput, answer: wire.result<PurchaseView & { balance: number; rest: number }>() }),

  balance: defineRoute('get', '/shop/balance/:user', { params: z.object({ user: idOf('User') }), answer: wire.result<BalanceView>() }),
  balances: defineRoute('get', '/shop/balances/:client', { params: ClientParam, query: PageQuery, answer: wire.page<BalanceRowView>() }),
  nullify: defineRoute('post', '/shop/balances/nullify/:client', { params: ClientParam, answer: wire.result<{ nullified: number }>() }),
  stats: defineRoute('post', '/shop/stats', { body: StatsInput, answer: wire.result<StatsView>() }),
};
