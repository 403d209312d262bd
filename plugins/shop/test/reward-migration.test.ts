import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp, TestClient } from '@atrium/sdk/testing';
import wall from '@atrium/plugin-wall/server/index.js';
import { ShopAccrual, ShopReward } from '../server/entities/index.js';
import { ShopRewards1732400000200 } from '../server/migrations/1732400000200-shop-rewards.js';
import { amounts, managerOf, shopApp } from './helpers.js';

let t: TestApp;
let acme: TestClient;

beforeAll(async () => {
  ({ t, acme } = await shopApp([wall]));
});
afterAll(() => t?.close());

it("carries each shop's five reward amounts over to its rows, 0 (off) included, instead of the causes' defaults", async () => {
  const eva = await acme.user();
  const m = managerOf(acme);
  await m.accrue(eva, 12, await m.achievement());
  const accruals = await t.rows(acme, ShopAccrual, {});
  const ctx = await t.context(acme);
  // The data source of the test database, reached the way a migration is: through a query runner.
  const q = ctx.db.repo(ShopReward).qb('r').connection.createQueryRunner();
  const migration = new ShopRewards1732400000200();
  const e = (n: string) => q.connection.driver.escape(n);
  try {
    await migration.down(q);
    const before = { thanksReward: 7, pollReward: 4, profileReward: 0, birthdayReward: 0, anniversaryReward: 30 };
    const set = Object.keys(before).map((c) => `${e(c)} = ?`);
    await q.query(`UPDATE ${e('shop')} SET ${set.join(', ')} WHERE ${e('clientId')} = ?`, [...Object.values(before), acme.id]);
    await migration.up(q);
  } finally {
    await q.release();
  }
  const settings = (await acme.admin.api.get(`/api/shop/byClient/${acme.id}`)).body.result;
  expect(amounts(settings)).toEqual({ thanks: 7, profile: 0, birthday: 0, anniversary: 30 });
  // The polls' cause is kept for when polls are installed.
  expect((await t.rows(acme, ShopReward, { cause: 'poll' })).map((r) => r.amount)).toEqual([4]);
  // Widening the accruals' cause columns kept their rows.
  expect(await t.rows(acme, ShopAccrual, {})).toEqual(accruals);
});
