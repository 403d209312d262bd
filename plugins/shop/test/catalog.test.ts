import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestClient, TestUser } from '@atrium/sdk/testing';
import { MAX_COST, MAX_STOCK } from '../shared/constants.js';
import { ShopItem } from '../server/entities/index.js';
import { amounts, itemBody, managerOf, shopApp } from './helpers.js';

let t: TestApp;
let acme: TestClient;
let eva: TestUser;
let m: ReturnType<typeof managerOf>;
let items: string;

beforeAll(async () => {
  ({ t, acme } = await shopApp());
  eva = await acme.user();
  m = managerOf(acme);
  items = `/api/shop/${acme.id}/shop_items`;
});
afterAll(() => t?.close());

describe('settings', () => {
  it("a new shop is called 'Shop!', read in each reader's language; managers change it, employees cannot", async () => {
    const res = await eva.api.get(`/api/shop/byClient/${acme.id}`);
    expect(res.body.result).toMatchObject({ name: 'Shop!', defaults: { name: 'Shop!' }, canManage: false, managers: [] });
    const russian = await acme.user({ fields: { lang: 'ru' } });
    expect((await russian.api.get(`/api/shop/byClient/${acme.id}`)).body.result.name).toBe('Магазин!');
    expect((await eva.api.put('/api/shop', { name: 'Mine', coin: 'usd' })).status).toBe(403);
    const put = await acme.admin.api.put('/api/shop', { name: 'Perks', coin: 'eur', coinShort: 'pts', rewards: { profile: 5 } });
    expect(put.body.result).toMatchObject({ name: 'Perks', coin: 'eur', coinShort: 'pts', canManage: true });
    expect(amounts(put.body.result)).toMatchObject({ profile: 5 });
    expect((await eva.api.get(`/api/shop/byClient/${acme.id}`)).body.result.name).toBe('Perks');
  });

  it('a coin outside the currency list, an empty name or an unknown manager is refused', async () => {
    expect((await acme.admin.api.put('/api/shop', { name: 'X', coin: 'btc' })).status).toBe(400);
    expect((await acme.admin.api.put('/api/shop', { name: ' ', coin: 'usd' })).body.details[0].message).toBe('name required');
    const other = await t.client({ features: [{ feature: 'shop', active: true }] });
    const stranger = await other.user();
    expect((await acme.admin.api.put('/api/shop', { name: 'X', coin: 'usd', managers: [stranger.id] })).status).toBe(404);
  });

  it('a PUT changes the settings sent and keeps the others', async () => {
    const full = { name: 'Kept shop', coin: 'usd', coinShort: 'pts', description: 'Perks for all' };
    expect((await acme.admin.api.put('/api/shop', { ...full, rewards: { profile: 3, birthday: 4 } })).status).toBe(200);
    const res = await acme.admin.api.put('/api/shop', { rewards: { birthday: 6 } });
    expect(res.status).toBe(200);
    const kept = (await eva.api.get(`/api/shop/byClient/${acme.id}`)).body.result;
    expect(kept).toMatchObject(full);
    // One cause's amount sent changes that one; the others keep theirs.
    expect(amounts(kept)).toMatchObject({ profile: 3, birthday: 6 });
    expect((await acme.admin.api.put('/api/shop', { name: '\u200b\u2060' })).body.details[0].message).toBe('name required');
    expect((await acme.admin.api.put('/api/shop', { surprise: true })).status).toBe(400);
  });

  it('keeps name, short coin name and description per language; a reader gets theirs, else the default', async () => {
    const ann = await acme.user({ fields: { lang: 'en' } });
    const olha = await acme.user({ fields: { lang: 'uk' } });
    const ivan = await acme.user({ fields: { lang: 'ru' } });
    const put = await acme.admin.api.put('/api/shop', {
      name: 'Перки',
      coinShort: 'балл',
      description: 'Бонусы за дела',
      texts: { en: { name: 'Perks', coinShort: 'pts', description: '' }, uk: { name: 'Бонуси' } },
    });
    expect(put.status).toBe(200);
    const read = async (u: TestUser) => (await u.api.get(`/api/shop/byClient/${acme.id}`)).body.result;
    expect(await read(ann)).toMatchObject({ name: 'Perks', coinShort: 'pts', description: 'Бонусы за дела' });
    expect(await read(olha)).toMatchObject({ name: 'Бонуси', coinShort: 'балл', description: 'Бонусы за дела' });
    expect(await read(ivan)).toMatchObject({ name: 'Перки', coinShort: 'балл', texts: { en: { name: 'Perks' }, uk: { name: 'Бонуси' } } });
    const long = await acme.admin.api.put('/api/shop', { texts: { en: { coinShort: 'x'.repeat(11) } } });
    expect(long.status).toBe(400);
    expect(long.body.details[0].path).toBe('texts.en.coinShort');
    expect((await acme.admin.api.put('/api/shop', { texts: { en: { coinShort: 'x'.repeat(10) } } })).status).toBe(200);
    expect((await acme.admin.api.put('/api/shop', { texts: { de: { name: 'Laden' } } })).status).toBe(400);
    expect((await read(ann)).coinShort).toBe('x'.repeat(10));
  });

  it("another client's shop is not found", async () => {
    const other = await t.client({ features: [{ feature: 'shop', active: true }] });
    expect((await eva.api.get(`/api/shop/byClient/${other.id}`)).status).toBe(404);
  });

  it('without the right or with the feature off every call is refused', async () => {
    const noRight = await acme.user({ rights: [] });
    expect((await noRight.api.get(`/api/shop/byClient/${acme.id}`)).status).toBe(403);
    const off = await t.client({ features: [{ feature: 'shop', active: false }] });
    expect((await off.admin.api.get(`/api/shop/byClient/${off.id}`)).status).toBe(403);
  });
});

describe('achievements', () => {
  it('managers add, rename and delete achievements; an achievement with accruals stays', async () => {
    const id = await m.achievement('Mentor');
    expect((await eva.api.post(`/api/shop/${acme.id}/achievements`, { name: 'Me' })).status).toBe(403);
    const put = await acme.admin.api.put(`/api/shop/${acme.id}/achievements`, { _id: id, name: 'Great mentor' });
    expect(put.body.result).toMatchObject({ _id: id, name: 'Great mentor' });
    const list = await eva.api.get(`/api/shop/${acme.id}/achievements`);
    expect(list.body.result.map((a: { name: string }) => a.name)).toContain('Great mentor');
    await m.accrue(eva, 5, id);
    const del = await acme.admin.api.delete(`/api/shop/achievements/${id}`);
    expect(del.status).toBe(409);
    expect(del.body.message).toBe('achievement has accruals');
    const unused = await m.achievement('Unused');
    expect((await acme.admin.api.delete(`/api/shop/achievements/${unused}`)).status).toBe(200);
  });

  it('a PUT without `_id` is refused and creates nothing', async () => {
    const before = (await acme.admin.api.get(`/api/shop/${acme.id}/achievements`)).body.total;
    const res = await acme.admin.api.put(`/api/shop/${acme.id}/achievements`, { name: 'Ghost' });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([expect.objectContaining({ path: '_id', message: 'required field' })]);
    expect((await acme.admin.api.get(`/api/shop/${acme.id}/achievements`)).body.total).toBe(before);
    expect((await acme.admin.api.put(`/api/shop/${acme.id}/shop_items`, itemBody())).status).toBe(400);
  });

  it('a PUT changes the fields sent and keeps the others', async () => {
    const id = (await acme.admin.api.post(`/api/shop/${acme.id}/achievements`, { name: 'Helper', description: 'Helps a lot' })).body.result
      ._id;
    const put = await acme.admin.api.put(`/api/shop/${acme.id}/achievements`, { _id: id, name: 'Great helper' });
    expect(put.body.result).toMatchObject({ _id: id, name: 'Great helper', description: 'Helps a lot' });
    const blank = await acme.admin.api.put(`/api/shop/${acme.id}/achievements`, { _id: id, name: '\u200b' });
    expect(blank.body.details[0]).toMatchObject({ path: 'name', message: 'name required' });
  });

  it('an achievement needs a name', async () => {
    const res = await acme.admin.api.post(`/api/shop/${acme.id}/achievements`, { name: '' });
    expect(res.status).toBe(400);
    expect(res.body.details[0]).toMatchObject({ path: 'name', message: 'name required' });
  });
});

describe('items', () => {
  it('cost and start amount are accepted at their limits and refused one past them', async () => {
    expect((await acme.admin.api.post(items, itemBody({ cost: MAX_COST, startAmount: MAX_STOCK }))).status).toBe(200);
    const cost = await acme.admin.api.post(items, itemBody({ cost: MAX_COST + 1 }));
    expect(cost.body.details[0]).toMatchObject({ path: 'cost', message: `price must be from 1 to ${MAX_COST}` });
    expect((await acme.admin.api.post(items, itemBody({ cost: 0 }))).status).toBe(400);
    const stock = await acme.admin.api.post(items, itemBody({ startAmount: MAX_STOCK + 1 }));
    expect(stock.body.details[0]).toMatchObject({ path: 'startAmount', message: `balance must be from 0 to ${MAX_STOCK}` });
    expect((await acme.admin.api.post(items, itemBody({ startAmount: -1 }))).status).toBe(400);
    expect((await acme.admin.api.post(items, itemBody({ name: '' }))).body.details[0].message).toBe('name required');
  });

  it('adding stock raises amount and rest; at the limit and one past it', async () => {
    const id = await m.item({ startAmount: 2 });
    const res = await acme.admin.api.post(`/api/shop/shop_items/${id}/add/${MAX_STOCK}`);
    expect(res.body.result).toMatchObject({ amount: 2 + MAX_STOCK, rest: 2 + MAX_STOCK, startAmount: 2 });
    expect((await acme.admin.api.post(`/api/shop/shop_items/${id}/add/${MAX_STOCK + 1}`)).status).toBe(400);
    expect((await acme.admin.api.post(`/api/shop/shop_items/${id}/add/0`)).status).toBe(400);
    expect((await eva.api.post(`/api/shop/shop_items/${id}/add/1`)).status).toBe(403);
  });

  it('an update keeps the stock; an item with sales cannot be deleted, one without can', async () => {
    const ach = await m.achievement();
    await m.accrue(eva, 500, ach);
    const sold = await m.item({ name: 'Sold', cost: 10, startAmount: 5 });
    expect((await eva.api.post('/api/shop/buy', { item: sold })).status).toBe(200);
    const put = await acme.admin.api.put(items, itemBody({ _id: sold, name: 'Sold out soon', startAmount: 99 }));
    expect(put.body.result).toMatchObject({ name: 'Sold out soon', amount: 5, rest: 4, sold: 1 });
    const del = await acme.admin.api.delete(`/api/shop/shop_items/${sold}`);
    expect(del.status).toBe(409);
    expect(del.body.message).toBe('item has sales');
    const fresh = await m.item();
    expect((await acme.admin.api.delete(`/api/shop/shop_items/${fresh}`)).status).toBe(200);
    expect(await t.rows(acme, ShopItem, { id: fresh })).toHaveLength(0);
  });

  it('a PUT changes the fields sent and keeps the others', async () => {
    const id = await m.item({ name: 'Hoodie', description: 'Warm', cost: 70, startAmount: 4 });
    const put = await acme.admin.api.put(items, { _id: id, cost: 80 });
    expect(put.status).toBe(200);
    expect(put.body.result).toMatchObject({ name: 'Hoodie', description: 'Warm', cost: 80, available: true, rest: 4 });
    expect((await acme.admin.api.put(items, { _id: id, available: false })).body.result).toMatchObject({ cost: 80, available: false });
    expect((await acme.admin.api.put(items, { _id: id, cost: 0 })).status).toBe(400);
  });

  it('lists sort by the asked field and order, paged in the database', async () => {
    const other = await t.client({ features: [{ feature: 'shop', active: true }] });
    const om = managerOf(other);
    for (const [name, cost] of [
      ['B', 30],
      ['A', 20],
      ['C', 10],
    ] as const)
      await om.item({ name, cost });
    const path = `/api/shop/${other.id}/shop_items`;
    const names = async (q: string) => (await other.admin.api.get(`${path}?${q}`)).body.result.map((i: { name: string }) => i.name);
    expect(await names('sort=name&order=asc')).toEqual(['A', 'B', 'C']);
    expect(await names('sort=cost&order=desc')).toEqual(['B', 'A', 'C']);
    const page = await other.admin.api.get(`${path}?sort=name&order=asc&page=2&limit=2`);
    expect(page.body).toMatchObject({ page: 2, limit: 2, total: 3, result: [{ name: 'C' }] });
    expect((await other.admin.api.get(`${path}?sort=colour`)).status).toBe(400);
  });

  it('employees see available items only; with "hide unavailable" sold-out ones go too', async () => {
    const other = await t.client({ features: [{ feature: 'shop', active: true }] });
    const om = managerOf(other);
    const worker = await other.user();
    await om.item({ name: 'On sale' });
    await om.item({ name: 'Withdrawn', available: false });
    await om.item({ name: 'Sold out', startAmount: 0 });
    const path = `/api/shop/${other.id}/shop_items?sort=name&order=asc`;
    const names = async (u: TestUser) => (await u.api.get(path)).body.result.map((i: { name: string }) => i.name);
    expect(await names(other.admin)).toEqual(['On sale', 'Sold out', 'Withdrawn']);
    expect(await names(worker)).toEqual(['On sale', 'Sold out']);
    await other.admin.api.put('/api/shop', { name: 'Shop!', coin: 'rub', hideUnavailable: true });
    expect(await names(worker)).toEqual(['On sale']);
  });
});
