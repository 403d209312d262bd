import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp, TestClient } from '@atrium/sdk/testing';
import shop from '../server/index.js';
import { MAX_STATS_DAYS } from '../shared/constants.js';
import { ShopAccrual, ShopBalance, ShopItem, ShopLedgerEntry, ShopPurchase } from '../server/entities/index.js';
import { managerOf, shopApp } from './helpers.js';

let t: TestApp;
let acme: TestClient;

beforeAll(async () => {
  ({ t, acme } = await shopApp());
});
afterAll(() => t?.close());

const day = (offset = 0) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

it('statistics count coins earned and spent by day, and the most bought items; cancelled accruals do not count', async () => {
  const m = managerOf(acme);
  const ach = await m.achievement();
  const eva = await acme.user();
  await m.accrue(eva, 200, ach);
  const cancelled = await m.accrue(eva, 50, ach);
  await acme.admin.api.delete(`/api/shop/accrue/${cancelled}`);
  const mug = await m.item({ name: 'Mug', cost: 40 });
  const cap = await m.item({ name: 'Cap', cost: 30 });
  for (const item of [mug, mug, cap]) expect((await eva.api.post('/api/shop/buy', { item })).status).toBe(200);
  expect((await eva.api.post('/api/shop/stats', { from: day(-6), to: day() })).status).toBe(403);
  const res = await acme.admin.api.post('/api/shop/stats', { from: day(-6), to: day() });
  expect(res.body.result).toMatchObject({ earned: 200, spent: 110, accruals: 1, purchases: 3 });
  expect(res.body.result.days).toHaveLength(7);
  expect(res.body.result.days.at(-1)).toEqual({ day: day(), earned: 200, spent: 110 });
  expect(res.body.result.topItems).toEqual([
    { _id: mug, name: 'Mug', sold: 2, coins: 80 },
    { _id: cap, name: 'Cap', sold: 1, coins: 30 },
  ]);
  const before = await acme.admin.api.post('/api/shop/stats', { from: day(-6), to: day(-1) });
  expect(before.body.result).toMatchObject({ earned: 0, spent: 0 });
});

it(`a period is at most ${MAX_STATS_DAYS} days and ends after it starts`, async () => {
  const stats = (from: string, to: string) => acme.admin.api.post('/api/shop/stats', { from, to });
  expect((await stats(day(-(MAX_STATS_DAYS - 1)), day())).status).toBe(200);
  const long = await stats(day(-MAX_STATS_DAYS), day());
  expect(long.status).toBe(400);
  expect(long.body.details[0].message).toBe(`the period is at most ${MAX_STATS_DAYS} days`);
  expect((await stats(day(), day(-1))).body.details[0].message).toBe('the period must end after it starts');
});

it('a day that does not exist is refused, never answered as a day', async () => {
  for (const [from, to] of [
    ['2026-02-30', '2026-03-02'],
    ['2026-02-27', '2026-02-29'],
    ['2026-13-01', '2026-13-02'],
    ['2026-00-10', '2026-01-10'],
    ['abc', '2026-01-10'],
  ]) {
    const res = await acme.admin.api.post('/api/shop/stats', { from, to });
    expect(res.status).toBe(400);
    expect(res.body.details[0].message).toBe('a day as yyyy-mm-dd that exists');
  }
  const leap = await acme.admin.api.post('/api/shop/stats', { from: '2028-02-28', to: '2028-03-01' });
  expect(leap.body.result.days.map((d: { day: string }) => d.day)).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
});

it('the demo data: items, achievements and a month of accruals and purchases, every balance explained', async () => {
  const demo = await t.client({ features: [{ feature: 'shop', active: true }] });
  const people = [demo.admin];
  for (let i = 0; i < 3; i++) people.push(await demo.user());
  await t.seed(shop, demo, people);
  expect((await t.rows(demo, ShopItem)).length).toBeGreaterThanOrEqual(4);
  const accruals = await t.rows(demo, ShopAccrual);
  const days = new Set(accruals.map((a) => a.createdAt.toISOString().slice(0, 10)));
  expect(days.size).toBeGreaterThanOrEqual(14);
  expect((await t.rows(demo, ShopPurchase)).length).toBeGreaterThan(0);
  const month = await demo.admin.api.post('/api/shop/stats', { from: day(-30), to: day() });
  expect(month.body.result.earned).toBeGreaterThan(0);
  expect(month.body.result.spent).toBeGreaterThan(0);
  const entries = await t.rows(demo, ShopLedgerEntry);
  for (const b of await t.rows(demo, ShopBalance))
    expect(entries.filter((e) => e.account === b.account).reduce((s, e) => s + e.delta, 0)).toBe(b.amount);
});
