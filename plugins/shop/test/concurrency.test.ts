import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp, TestClient, TestUser } from '@atrium/sdk/testing';
import { ShopBalance, ShopCoinDay, ShopItem, ShopLedgerEntry, ShopPurchase } from '../server/entities/index.js';
import { balanceOf, managerOf, shopApp } from './helpers.js';

// Runs on SQLite and, with TEST_MYSQL_URL, on MariaDB: no sequence of concurrent requests creates or loses a coin.
let t: TestApp;
let acme: TestClient;
let m: ReturnType<typeof managerOf>;
let ach: string;

beforeAll(async () => {
  ({ t, acme } = await shopApp());
  m = managerOf(acme);
  ach = await m.achievement();
});
afterAll(() => t?.close());

it("eight accruals at once to eight employees who never had coins, the client's first of the day: every one is paid", async () => {
  const people: TestUser[] = [];
  for (let i = 0; i < 8; i++) people.push(await acme.user());
  // No balance row yet: each accrual makes its person's, and the day's sums row, beside the others.
  const answers = await Promise.all(
    people.map((p) => acme.admin.api.post('/api/shop/accrue', { user: p.id, amount: 10, achievement: ach })),
  );
  expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
  expect(await Promise.all(people.map(balanceOf))).toEqual(Array(8).fill(10));
});

it('of eight employees buying the last item at once, exactly one gets it', async () => {
  const buyers: TestUser[] = [];
  for (let i = 0; i < 8; i++) buyers.push(await acme.user());
  for (const b of buyers) await m.accrue(b, 100, ach);
  const item = await m.item({ cost: 100, startAmount: 1 });
  const answers = await Promise.all(buyers.map((b) => b.api.post('/api/shop/buy', { item })));
  expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
  expect(answers.filter((a) => a.status === 409).map((a) => a.body.message)).toEqual(Array(7).fill('item sold out'));
  expect((await acme.admin.api.get(`/api/shop/item_rest/${item}`)).body.result.rest).toBe(0);
  expect(await t.rows(acme, ShopPurchase, { itemId: item })).toHaveLength(1);
  const balances = await Promise.all(buyers.map(balanceOf));
  expect(balances.sort((x, y) => x - y)).toEqual([0, 100, 100, 100, 100, 100, 100, 100]);
});

it('spending the last coins twice at once succeeds once, whatever is bought', async () => {
  const eva = await acme.user();
  await m.accrue(eva, 100, ach);
  const items = [await m.item({ cost: 100 }), await m.item({ cost: 70 }), await m.item({ cost: 100 }), await m.item({ cost: 60 })];
  const answers = await Promise.all(items.map((item) => eva.api.post('/api/shop/buy', { item })));
  expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
  expect(answers.filter((a) => a.status === 409).every((a) => a.body.message === 'not enough coins')).toBe(true);
  const spent = answers.find((a) => a.status === 200)!.body.result.cost as number;
  expect(await balanceOf(eva)).toBe(100 - spent);
});

it('a cancel racing a purchase of the same coins: one of them wins, never both', async () => {
  const bob = await acme.user();
  const accrual = await m.accrue(bob, 80, ach);
  const item = await m.item({ cost: 80 });
  const [bought, cancelled] = await Promise.all([
    bob.api.post('/api/shop/buy', { item }),
    acme.admin.api.delete(`/api/shop/accrue/${accrual}`),
  ]);
  expect([bought.status, cancelled.status].sort()).toEqual([200, 409]);
  expect(await balanceOf(bob)).toBe(0);
});

it('after all that, every balance is the sum of its ledger entries and none is negative; the day sums hold every entry', async () => {
  const entries = await t.rows(acme, ShopLedgerEntry);
  for (const b of await t.rows(acme, ShopBalance)) {
    expect(b.amount).toBeGreaterThanOrEqual(0);
    expect(entries.filter((e) => e.account === b.account).reduce((s, e) => s + e.delta, 0)).toBe(b.amount);
  }
  const sum = (deltas: number[]) => deltas.reduce((s, d) => s + d, 0);
  const days = await t.rows(acme, ShopCoinDay);
  expect(days.map((d) => ({ accrued: d.accrued, spent: d.spent }))).toEqual([
    { accrued: sum(entries.map((e) => Math.max(e.delta, 0))), spent: sum(entries.map((e) => Math.max(-e.delta, 0))) },
  ]);
});

it("the SDK's locked read holds until its transaction ends, even when the transaction waits on I/O", async () => {
  const ctx = await t.context(acme);
  const item = await m.item({ startAmount: 1 });
  // Read, wait for a timer (other requests run meanwhile), then write what was read: the lost-update pattern.
  const takeOne = () =>
    ctx.db.transaction(async (tx) => {
      const row = await tx.repo(ShopItem).get(item, { lock: 'write' });
      await new Promise((r) => setTimeout(r, 30));
      if (row.rest < 1) return false;
      await tx.repo(ShopItem).update({ id: item }, { rest: row.rest - 1 });
      return true;
    });
  expect((await Promise.all([takeOne(), takeOne(), takeOne()])).filter(Boolean)).toHaveLength(1);
  expect((await ctx.db.repo(ShopItem).get(item)).rest).toBe(0);
});

it('a locked read outside a transaction is refused', async () => {
  const ctx = await t.context(acme);
  await expect(ctx.db.repo(ShopItem).find({ lock: 'write' })).rejects.toThrow('a locked read needs ctx.db.transaction');
});
