import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heard, openTab, type TestApp, type TestClient, type TestUser } from '@atrium/sdk/testing';
import { MAX_COINS } from '../shared/constants.js';
import { PUSH } from '../shared/events.js';
import { ShopBalance, ShopLedgerEntry } from '../server/entities/index.js';
import { balanceOf, managerOf, shopApp } from './helpers.js';

let t: TestApp;
let acme: TestClient;
let eva: TestUser;
let bob: TestUser;
let m: ReturnType<typeof managerOf>;
let mentor: string;

beforeAll(async () => {
  ({ t, acme } = await shopApp());
  eva = await acme.user({ fields: { firstName: 'Eva' } });
  bob = await acme.user({ fields: { firstName: 'Bob' } });
  m = managerOf(acme);
  mentor = await m.achievement();
});
afterAll(() => t?.close());

/** Every balance equals the sum of its ledger entries: a balance can always be explained. */
async function ledgerExplainsBalances() {
  const entries = await t.rows(acme, ShopLedgerEntry);
  for (const b of await t.rows(acme, ShopBalance)) {
    const sum = entries.filter((e) => e.account === b.account).reduce((s, e) => s + e.delta, 0);
    expect(sum).toBe(b.amount);
  }
}

describe('accruals', () => {
  it('a manager accrues coins for an achievement; the balance and the achievements show them', async () => {
    const user = await acme.user();
    await m.accrue(user, 120, mentor);
    const res = await user.api.get(`/api/shop/balance/${user.id}`);
    expect(res.body.result).toMatchObject({ amount: 120, ach: [{ achievement: { _id: mentor, name: 'Mentor' }, count: 1 }] });
    expect((await t.notifications(user)).map((n) => n.name)).toContain('shop.accrued');
    await ledgerExplainsBalances();
  });

  it('the amount is accepted at the limit and refused one past it, with nothing written', async () => {
    const user = await acme.user();
    expect((await acme.admin.api.post('/api/shop/accrue', { user: user.id, amount: MAX_COINS, achievement: mentor })).status).toBe(200);
    const past = await acme.admin.api.post('/api/shop/accrue', { user: user.id, amount: MAX_COINS + 1, achievement: mentor });
    expect(past.status).toBe(400);
    expect(past.body.details).toEqual([expect.objectContaining({ path: 'amount', message: `coin amount must be from 1 to ${MAX_COINS}` })]);
    expect((await acme.admin.api.post('/api/shop/accrue', { user: user.id, amount: 0, achievement: mentor })).status).toBe(400);
    expect(await balanceOf(user)).toBe(MAX_COINS);
  });

  it('recipient, achievement and amount are required', async () => {
    const res = await acme.admin.api.post('/api/shop/accrue', {});
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { message: string }) => d.message).sort()).toEqual([
      'achievement required',
      'coin amount required',
      'recipient required',
    ]);
  });

  it('only managers accrue: an employee gets 403; a manager named in the settings may', async () => {
    expect((await eva.api.post('/api/shop/accrue', { user: bob.id, amount: 5, achievement: mentor })).status).toBe(403);
    const settings = (await acme.admin.api.get(`/api/shop/byClient/${acme.id}`)).body.result;
    const put = await acme.admin.api.put('/api/shop', { name: settings.name, coin: settings.coin, managers: [eva.id] });
    expect(put.status).toBe(200);
    expect((await eva.api.post('/api/shop/accrue', { user: bob.id, amount: 5, achievement: mentor })).status).toBe(200);
    await acme.admin.api.put('/api/shop', { name: settings.name, coin: settings.coin, managers: [] });
    expect((await eva.api.post('/api/shop/accrue', { user: bob.id, amount: 5, achievement: mentor })).status).toBe(403);
  });

  it('cancelling takes the coins back; a second cancel is refused', async () => {
    const user = await acme.user();
    const id = await m.accrue(user, 40, mentor);
    const res = await acme.admin.api.delete(`/api/shop/accrue/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.result.cancelled).toBe(true);
    expect(await balanceOf(user)).toBe(0);
    expect((await user.api.get(`/api/shop/balance/${user.id}`)).body.result.ach).toEqual([]);
    const again = await acme.admin.api.delete(`/api/shop/accrue/${id}`);
    expect(again.status).toBe(409);
    await ledgerExplainsBalances();
  });

  it("cancelling coins already spent is refused with 'coins not cancelled' and changes nothing", async () => {
    const user = await acme.user();
    const id = await m.accrue(user, 50, mentor);
    const item = await m.item({ cost: 30 });
    expect((await user.api.post('/api/shop/buy', { item })).status).toBe(200);
    const res = await acme.admin.api.delete(`/api/shop/accrue/${id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('coins not cancelled');
    expect(await balanceOf(user)).toBe(20);
  });
});

describe('buying', () => {
  it('buying takes the cost from the balance and one from the stock', async () => {
    const user = await acme.user();
    await m.accrue(user, 100, mentor);
    const item = await m.item({ cost: 60, startAmount: 2 });
    const res = await user.api.post('/api/shop/buy', { item });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ balance: 40, rest: 1, cost: 60, item: { _id: item } });
    expect((await user.api.get(`/api/shop/item_rest/${item}`)).body.result.rest).toBe(1);
    await ledgerExplainsBalances();
  });

  it('not enough coins blocks a purchase; coins exactly at the cost are enough', async () => {
    const user = await acme.user();
    await m.accrue(user, 59, mentor);
    const item = await m.item({ cost: 60 });
    const res = await user.api.post('/api/shop/buy', { item });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('not enough coins');
    expect((await user.api.get(`/api/shop/item_rest/${item}`)).body.result.rest).toBe(3);
    await m.accrue(user, 1, mentor);
    expect((await user.api.post('/api/shop/buy', { item })).status).toBe(200);
    expect(await balanceOf(user)).toBe(0);
  });

  it('a sold-out or unavailable item cannot be bought', async () => {
    const user = await acme.user();
    await m.accrue(user, 1000, mentor);
    const soldOut = await m.item({ startAmount: 0 });
    expect((await user.api.post('/api/shop/buy', { item: soldOut })).body.message).toBe('item sold out');
    const hidden = await m.item({ available: false });
    expect((await user.api.post('/api/shop/buy', { item: hidden })).body.message).toBe('item not available');
    expect(await balanceOf(user)).toBe(1000);
  });

  it('a superadmin cannot buy', async () => {
    const item = await m.item();
    const res = await t.superadmin.api.post('/api/shop/buy', { item }, { headers: { 'x-company-id': acme.workspace } });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('superadmin cannot buy');
  });
});

describe('orders', () => {
  it("a purchase tells the shop's managers, never the buyer, and the orders list shows it to managers only", async () => {
    const other = await t.client({ features: [{ feature: 'shop', active: true }] });
    const om = managerOf(other);
    const ach = await om.achievement();
    const [keeper, buyer] = [
      await other.user({ fields: { firstName: 'Kim' } }),
      await other.user({ fields: { firstName: 'Ann', lastName: 'Buyer' } }),
    ];
    const item = await om.item({ name: 'Mug', cost: 50 });
    await om.accrue(buyer, 100, ach);
    const purchased = async (u: TestUser) => (await t.notifications(u)).filter((n) => n.name === 'shop.purchased');
    // No manager named: every admin is told.
    expect((await buyer.api.post('/api/shop/buy', { item })).status).toBe(200);
    expect(await purchased(other.admin)).toHaveLength(1);
    expect(JSON.stringify((await purchased(other.admin))[0])).toContain('Ann Buyer');
    // A manager named: they are told, the admins no more, the buyer (a manager too) never.
    expect((await other.admin.api.put('/api/shop', { managers: [keeper.id, buyer.id] })).status).toBe(200);
    expect((await buyer.api.post('/api/shop/buy', { item })).status).toBe(200);
    expect(await purchased(keeper)).toHaveLength(1);
    expect(await purchased(other.admin)).toHaveLength(1);
    expect(await purchased(buyer)).toHaveLength(0);

    const orders = await keeper.api.get('/api/shop/purchases?limit=1');
    expect(orders.status).toBe(200);
    expect(orders.body.total).toBe(2);
    expect(orders.body.result).toEqual([
      expect.objectContaining({ cost: 50, item: { _id: item, name: 'Mug' }, user: expect.objectContaining({ _id: buyer.id }) }),
    ]);
    expect((await (await other.user()).api.get('/api/shop/purchases')).status).toBe(403);
    // Another client's orders are not listed.
    expect(
      (await acme.admin.api.get('/api/shop/purchases')).body.result.some((o: { item: { _id: string } | null }) => o.item?._id === item),
    ).toBe(false);
  });
});

describe('the coin in notifications', () => {
  it("names the coin in each recipient's language: the shop's short name for that language, else the default", async () => {
    const other = await t.client({ features: [{ feature: 'shop', active: true }] });
    const om = managerOf(other);
    const ach = await om.achievement();
    const [olga, kim, ann] = [
      await other.user({ fields: { firstName: 'Olga', lang: 'ru' } }),
      await other.user({ fields: { firstName: 'Kim', lang: 'en' } }),
      await other.user({ fields: { firstName: 'Ann', lastName: 'Buyer', lang: 'uk' } }),
    ];
    const texts = { ru: { name: 'Бонусы', coinShort: 'монет' }, uk: { name: 'Бонуси', coinShort: 'балів' } };
    expect((await other.admin.api.put('/api/shop', { coin: 'usd', managers: [olga.id, kim.id], texts })).status).toBe(200);
    const item = await om.item({ name: 'Mug', cost: 50 });
    await om.accrue(ann, 100, ach);
    const told = async (u: TestUser, name: string) => (await t.notifications(u)).find((n) => n.name === name)?.text;
    expect(await told(ann, 'shop.accrued')).toBe('Вам нараховано 100 балів');
    expect((await ann.api.post('/api/shop/buy', { item })).status).toBe(200);
    expect(await told(olga, 'shop.purchased')).toBe('Ann Buyer купил(а) «Mug» за 50 монет');
    // English has no short name of its own, nor a default one: the currency's code.
    expect(await told(kim, 'shop.purchased')).toBe('Ann Buyer bought "Mug" for 50 USD');
  });
});

describe('the live balance', () => {
  it('every tab of the employee hears the new balance after an accrual and a purchase (a refused cancel says nothing); nobody else does', async () => {
    const [user, other] = [await acme.user(), await acme.user()];
    const [tab, second, otherTab] = [await openTab(t.url, user, acme), await openTab(t.url, user, acme), await openTab(t.url, other, acme)];
    const [mine, mineToo, theirs] = [heard(tab, PUSH.balance), heard(second, PUSH.balance), heard(otherTab, PUSH.balance)];
    try {
      const accrual = await m.accrue(user, 70, mentor);
      const item = await m.item({ cost: 20 });
      expect((await user.api.post('/api/shop/buy', { item })).status).toBe(200);
      expect((await acme.admin.api.delete(`/api/shop/accrue/${accrual}`)).status).toBe(409);
      await expect.poll(() => mine.length).toBe(2);
      expect(mine).toEqual([{ amount: 70 }, { amount: 50 }]);
      await expect.poll(() => mineToo.length).toBe(2);
      expect(theirs).toEqual([]);
    } finally {
      for (const s of [tab, second, otherTab]) s.close();
    }
  });
});

describe('balances', () => {
  it('an employee reads only their own balance; managers read everyone', async () => {
    expect((await eva.api.get(`/api/shop/balance/${bob.id}`)).status).toBe(403);
    expect((await acme.admin.api.get(`/api/shop/balance/${bob.id}`)).status).toBe(200);
    expect((await eva.api.get(`/api/shop/balances/${acme.id}`)).status).toBe(403);
    const list = await acme.admin.api.get(`/api/shop/balances/${acme.id}?limit=2`);
    expect(list.status).toBe(200);
    expect(list.body.result).toHaveLength(2);
    expect(list.body.result[0].amount).toBeGreaterThanOrEqual(list.body.result[1].amount);
  });

  it('nullify sets every balance to 0 with a ledger entry each', async () => {
    const other = await t.client({ features: [{ feature: 'shop', active: true }] });
    const om = managerOf(other);
    const ach = await om.achievement();
    const [a, b] = [await other.user(), await other.user()];
    await om.accrue(a, 30, ach);
    await om.accrue(b, 70, ach);
    expect((await a.api.post(`/api/shop/balances/nullify/${other.id}`)).status).toBe(403);
    const res = await other.admin.api.post(`/api/shop/balances/nullify/${other.id}`);
    expect(res.body.result.nullified).toBe(2);
    expect([await balanceOf(a), await balanceOf(b)]).toEqual([0, 0]);
    expect((await t.rows(other, ShopLedgerEntry, { kind: 'nullify' })).map((e) => e.delta).sort((x, y) => x - y)).toEqual([-70, -30]);
    // Another client's balances are untouched.
    expect((await acme.admin.api.get(`/api/shop/balances/${acme.id}`)).body.result[0].amount).toBeGreaterThan(0);
  });
});
