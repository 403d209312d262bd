import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient, type TestUser } from '@atrium/sdk/testing';
import shop from '../server/index.js';
import { ShopAccrual, ShopLedgerEntry } from '../server/entities/index.js';
import { ideasPlugin } from './fixtures/ideas.js';
import { amounts, balanceOf, shopApp } from './helpers.js';

/** Reward causes are open (README, Reward causes): a plugin the shop has never heard of pays coins through its point. */
let t: TestApp;
let acme: TestClient;
let ana: TestUser;
/** The longest key the rule allows (30 characters): it fits every column it is stored in, on both databases. */
const LONG = 'cause_with_thirty_characters_x';

beforeAll(async () => {
  ({ t, acme } = await shopApp([ideasPlugin(), ideasPlugin('ideas_long', LONG)]));
  ana = await acme.user({ rights: ['shop', 'ideas'], fields: { firstName: 'Ana' } });
});
afterAll(() => t?.close());

const accept = (u: TestUser, idea: string) => u.api.post(`/api/ideas/${idea}/accept`, {});
const paid = (idea: string) => t.rows(acme, ShopAccrual, { causeKey: `idea:${idea}` });

describe("a new plugin's reward cause", () => {
  it("the shop's settings list it beside the shop's own, titled in the reader's language, at its default amount", async () => {
    const settings = (await acme.admin.api.get(`/api/shop/byClient/${acme.id}`)).body.result;
    expect(settings.rewards).toEqual([
      { cause: 'profile', title: 'For a completed profile', amount: 20 },
      { cause: 'birthday', title: 'On a birthday', amount: 50 },
      { cause: 'anniversary', title: 'For each year worked', amount: 100 },
      { cause: 'idea', title: 'For an idea', amount: 15 },
      { cause: LONG, title: 'For an idea', amount: 15 },
    ]);
  });

  it('a cause of the longest key pays', async () => {
    const long = await acme.user({ rights: ['shop', 'ideas_long'] });
    expect((await long.api.post('/api/ideas_long/idea-1/accept', {})).status).toBe(200);
    expect((await t.rows(acme, ShopAccrual, { userId: long.id })).map((r) => [r.cause, r.causeKey])).toEqual([[LONG, `${LONG}:idea-1`]]);
  });

  it('pays once per cause key, even when two nodes handle the payment at the same time', async () => {
    const [a, b] = await Promise.all([accept(ana, 'idea-1'), accept(ana, 'idea-1')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await accept(ana, 'idea-1')).status).toBe(200);
    expect((await paid('idea-1')).map((r) => [r.amount, r.cause, r.userId])).toEqual([[15, 'idea', ana.id]]);
    expect(await balanceOf(ana)).toBe(15);
    await accept(ana, 'idea-2');
    expect(await balanceOf(ana)).toBe(30);
  });

  it('pays what the managers set; 0 pays nothing', async () => {
    expect((await acme.admin.api.put('/api/shop', { rewards: { idea: 40 } })).status).toBe(200);
    const bo = await acme.user({ rights: ['shop', 'ideas'] });
    await accept(bo, 'idea-3');
    expect(await balanceOf(bo)).toBe(40);
    expect((await acme.admin.api.put('/api/shop', { rewards: { idea: 0 } })).status).toBe(200);
    await accept(bo, 'idea-4');
    expect(await paid('idea-4')).toEqual([]);
    await acme.admin.api.put('/api/shop', { rewards: { idea: 15 } });
  });

  it('a withdrawn idea takes its reward back, once; a cancelled reward is not paid again', async () => {
    const cy = await acme.user({ rights: ['shop', 'ideas'] });
    await accept(cy, 'idea-5');
    await accept(cy, 'idea-6');
    expect(await balanceOf(cy)).toBe(30);
    expect((await cy.api.delete('/api/ideas/idea-5')).status).toBe(200);
    await cy.api.delete('/api/ideas/idea-5');
    expect(await balanceOf(cy)).toBe(15);
    expect(await t.rows(acme, ShopLedgerEntry, { account: cy.id, kind: 'cancel' })).toHaveLength(1);
    expect((await paid('idea-5')).map((r) => r.cancelled)).toEqual([true]);
    await accept(cy, 'idea-5');
    expect(await balanceOf(cy)).toBe(15);
  });

  it('an amount for a cause no installed plugin declares is refused, and nothing is written', async () => {
    const res = await acme.admin.api.put('/api/shop', { name: 'Renamed', rewards: { idea: 3, nowhere: 5 } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'unknown reward cause',
      details: [{ path: 'rewards.nowhere', message: 'unknown reward cause' }],
    });
    const settings = (await acme.admin.api.get(`/api/shop/byClient/${acme.id}`)).body.result;
    expect(settings.name).toBe('Shop!');
    expect(amounts(settings).idea).toBe(15);
    expect((await acme.admin.api.put('/api/shop', { rewards: { 'Not-A-Key': 5 } })).body.details[0].message).toBe('unknown reward cause');
    expect((await acme.admin.api.put('/api/shop', { rewards: { idea: -1 } })).body.details[0].message).toBe(
      'reward must be from 0 to 100000',
    );
    expect((await acme.admin.api.put('/api/shop', { rewards: { idea: 100_001 } })).status).toBe(400);
    expect((await acme.admin.api.put('/api/shop', { rewards: { idea: 100_000 } })).status).toBe(200);
    await acme.admin.api.put('/api/shop', { rewards: { idea: 15 } });
  });

  it("a payment grants one of the client's achievements with its coins, and none of another client's", async () => {
    const ctx = await t.context(acme);
    const made = await acme.admin.api.post(`/api/shop/${acme.id}/achievements`, { name: 'Idea maker', description: '' });
    const achievementId = made.body.result._id as string;
    await ctx.events.emit('shop.pay', { cause: 'idea', key: 'with-badge', userId: ana.id, achievementId });
    expect((await t.rows(acme, ShopAccrual, { causeKey: 'idea:with-badge' })).map((r) => [r.amount, r.achievementId])).toEqual([
      [15, achievementId],
    ]);
    const other = await t.client({ features: [{ feature: 'shop', active: true }] });
    const theirs = (await other.admin.api.post(`/api/shop/${other.id}/achievements`, { name: 'Theirs', description: '' })).body.result._id;
    await ctx.events.emit('shop.pay', { cause: 'idea', key: 'foreign-badge', userId: ana.id, achievementId: theirs });
    expect(await t.rows(acme, ShopAccrual, { causeKey: 'idea:foreign-badge' })).toEqual([]);
  });

  it('a payment for a cause nobody declared pays nothing', async () => {
    const ctx = await t.context(acme);
    await ctx.events.emit('shop.pay', { cause: 'nowhere', key: 'x', userId: ana.id });
    expect(await t.rows(acme, ShopAccrual, { causeKey: 'nowhere:x' })).toEqual([]);
  });
});

describe('registering a cause', () => {
  it('refuses start-up on a cause declared twice or on the shop’s own `manual`, naming the owners', async () => {
    await expect(startTestApp({ plugins: [shop, ideasPlugin(), ideasPlugin('ideas_two')] })).rejects.toThrow(
      'duplicate key idea at shop.rewardCauses: registered by plugin ideas and by plugin ideas_two',
    );
    await expect(startTestApp({ plugins: [shop, ideasPlugin('ideas', 'manual')] })).rejects.toThrow(
      'key "manual" of plugin ideas at shop.rewardCauses: 2-30 lower-case letters, digits or _, not manual',
    );
  });

  it('without the shop installed the plugin starts, and asking for payment does nothing', async () => {
    const alone = await startTestApp({ plugins: [ideasPlugin()] });
    try {
      const client = await alone.client({ features: [{ feature: 'ideas', active: true }] });
      const user = await client.user({ rights: ['ideas'] });
      expect((await accept(user, 'idea-1')).status).toBe(200);
      expect(alone.events('shop.pay')).toHaveLength(1);
    } finally {
      await alone.close();
    }
  });
});
