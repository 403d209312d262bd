import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestClient, TestUser } from '@atrium/sdk/testing';
import wall from '@atrium/plugin-wall/server/index.js';
import { ShopAccrual, ShopLedgerEntry } from '../server/entities/index.js';
import { balanceOf, managerOf, shopApp } from './helpers.js';

let t: TestApp;
let acme: TestClient;
let eva: TestUser;
let bob: TestUser;

const REWARDS = { thanks: 10, profile: 20, birthday: 50, anniversary: 100 };

beforeAll(async () => {
  ({ t, acme } = await shopApp([wall]));
  eva = await acme.user({ fields: { firstName: 'Eva' } });
  bob = await acme.user({ fields: { firstName: 'Bob' } });
  expect((await acme.admin.api.put('/api/shop', { name: 'Shop!', coin: 'rub', rewards: REWARDS })).status).toBe(200);
});
afterAll(() => t?.close());

const accruals = (user: TestUser, cause: string) => t.rows(acme, ShopAccrual, { userId: user.id, cause: cause as never });

describe('automatic accruals', () => {
  it('a thank-you post on the wall pays the thanked employee the thanks reward', async () => {
    const res = await bob.api.post('/api/post', { text: 'Thank you for the great release notes!', thanks: true, mentions: [eva.id] });
    expect(res.status).toBe(200);
    expect((await accruals(eva, 'thanks')).map((a) => a.amount)).toEqual([10]);
    expect(await balanceOf(eva)).toBe(10);
  });

  it('completing the profile (the core emits profile.completed) pays once', async () => {
    const user = await acme.user();
    const fill = { avatar: '/files/a.png', birthDate: '1990-02-03', phone: '+1 555 0100', position: 'Designer', city: 'Riga' };
    expect((await acme.admin.api.put(`/api/user/${user.id}`, fill)).status).toBe(200);
    expect(await accruals(user, 'profile')).toHaveLength(0);
    expect((await acme.admin.api.put(`/api/user/${user.id}`, { about: 'I draw' })).status).toBe(200);
    expect((await acme.admin.api.put(`/api/user/${user.id}`, { about: 'I draw a lot' })).status).toBe(200);
    expect((await accruals(user, 'profile')).map((a) => a.amount)).toEqual([20]);
  });

  it('the daily job pays birthdays once a year and work anniversaries once per year worked', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const years = (n: number) => `${Number(today.slice(0, 4)) - n}${today.slice(4)}`;
    const born = await acme.user({ fields: { birthDate: years(30) } });
    const veteran = await acme.user({ fields: { workingSince: years(3) } });
    const newcomer = await acme.user({ fields: { workingSince: today } });
    expect(await t.runJob('shop:celebrations', { client: acme })).toBe('done');
    expect(await t.runJob('shop:celebrations', { client: acme })).toBe('done');
    expect((await accruals(born, 'birthday')).map((a) => a.amount)).toEqual([50]);
    expect((await accruals(veteran, 'anniversary')).map((a) => a.causeKey)).toEqual([`anniversary:${veteran.id}:3`]);
    expect(await accruals(newcomer, 'anniversary')).toHaveLength(0);
    expect(await balanceOf(veteran)).toBe(100);
  });

  it('the daily job is scheduled when a client switches the shop on', async () => {
    const fresh = await t.client({ features: [{ feature: 'shop', active: true }] });
    expect(await t.jobs({ name: 'shop:celebrations', client: fresh })).toHaveLength(1);
  });

  it('a reward of 0 pays nothing', async () => {
    expect((await acme.admin.api.put('/api/shop', { rewards: { thanks: 0 } })).status).toBe(200);
    await eva.api.post('/api/post', { text: 'Thanks again for all the help today', thanks: true, mentions: [bob.id] });
    expect(await accruals(bob, 'thanks')).toHaveLength(0);
    await acme.admin.api.put('/api/shop', { rewards: REWARDS });
  });
});

describe('a cause taken away takes its coins back (shop README, Automatic accruals)', () => {
  const thank = (from: TestUser, to: TestUser) =>
    from.api.post('/api/post', { text: 'Thank you for staying late to fix the build!', thanks: true, mentions: [to.id] });

  it('ten rounds of a thank-you post and its deletion leave the balance as it was', async () => {
    const [carl, dana] = [await acme.user(), await acme.user()];
    const m = managerOf(acme);
    await m.accrue(carl, 7, await m.achievement('Seven'));
    for (let round = 0; round < 10; round++) {
      const post = await thank(dana, carl);
      expect(post.status).toBe(200);
      expect((await dana.api.delete(`/api/post/${post.body.result._id}`)).status).toBe(200);
    }
    expect(await balanceOf(carl)).toBe(7);
    expect((await accruals(carl, 'thanks')).map((a) => a.cancelled)).toEqual([true]);
    // No thank-you to him is left on the wall.
    const wall = (await carl.api.get(`/api/post/client/${acme.id}`)).body.result as { thanked: { _id: string } | null }[];
    expect(wall.filter((p) => p.thanked?._id === carl.id)).toEqual([]);
  });

  it('one person’s thank-you pays a colleague once a day; another person’s pays again', async () => {
    const [carl, dana, emil] = [await acme.user(), await acme.user(), await acme.user()];
    expect((await thank(dana, carl)).status).toBe(200);
    expect((await thank(dana, carl)).status).toBe(200);
    expect(await balanceOf(carl)).toBe(10);
    expect((await thank(emil, carl)).status).toBe(200);
    expect(await balanceOf(carl)).toBe(20);
  });

  it('deleting a thank-you that did not pay takes nothing back', async () => {
    const [carl, dana] = [await acme.user(), await acme.user()];
    expect((await thank(dana, carl)).status).toBe(200);
    const second = await thank(dana, carl);
    expect((await dana.api.delete(`/api/post/${second.body.result._id}`)).status).toBe(200);
    expect(await balanceOf(carl)).toBe(10);
  });

  it('coins already spent stay spent: the balance goes down to 0, never below', async () => {
    const [carl, dana] = [await acme.user(), await acme.user()];
    const m = managerOf(acme);
    const mug = await m.item({ name: 'Thanks mug', cost: 8, startAmount: 5 });
    const post = await thank(dana, carl);
    expect((await carl.api.post('/api/shop/buy', { item: mug })).body.result.balance).toBe(2);
    expect((await dana.api.delete(`/api/post/${post.body.result._id}`)).status).toBe(200);
    expect(await balanceOf(carl)).toBe(0);
    const [paid] = await accruals(carl, 'thanks');
    expect(paid).toMatchObject({ cancelled: true });
    expect(await t.rows(acme, ShopLedgerEntry, { account: carl.id, kind: 'cancel' })).toEqual([
      expect.objectContaining({ delta: -2, refId: paid!.id, amountAfter: 0 }),
    ]);
  });
});

describe('publishing on the wall', () => {
  it('a published accrual becomes a company post naming the recipient, through the wall', async () => {
    const ach = (await acme.admin.api.post(`/api/shop/${acme.id}/achievements`, { name: 'Mentor' })).body.result._id;
    const res = await acme.admin.api.post('/api/shop/accrue', {
      user: eva.id,
      amount: 30,
      achievement: ach,
      comment: 'Well done',
      publish: true,
    });
    expect(res.status).toBe(200);
    const feed = await eva.api.get(`/api/post/client/${acme.id}`);
    const post = (feed.body.result as { text: string; mentions: string[] }[]).find((p) => p.text.includes('Mentor'));
    expect(post).toBeDefined();
    expect(post!.text).toContain('Well done');
  });

  it('without publish nothing goes on the wall', async () => {
    const before = t.events('wall.publish').length;
    const ach = (await acme.admin.api.post(`/api/shop/${acme.id}/achievements`, { name: 'Quiet' })).body.result._id;
    await acme.admin.api.post('/api/shop/accrue', { user: eva.id, amount: 5, achievement: ach });
    expect(t.events('wall.publish')).toHaveLength(before);
  });
});
