import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp, TestClient, TestUser } from '@atrium/sdk/testing';
import shop from '@atrium/plugin-shop/server/index.js';
import { ShopAccrual } from '@atrium/plugin-shop/server/entities/index.js';
import { shopRoutes } from '@atrium/plugin-shop/shared/routes.js';
import { ideasRoutes } from '../shared/routes.js';
import { Idea, IdeaVote } from '../server/entities/index.js';
import ideas from '../server/index.js';
import { ideaBody, ideasApp } from './helpers.js';

/** An accepted idea pays its author the shop's "good idea" reward, once (README, Coins for ideas). */
let t: TestApp;
let acme: TestClient;
let eva: TestUser;

beforeAll(async () => {
  ({ t, acme } = await ideasApp([shop]));
  eva = await acme.user({ rights: ['ideas', 'shop'] });
});
afterAll(() => t?.close());

const balance = async (u: TestUser) => (await u.api.call(shopRoutes.balance, { params: { user: u.id } })).body.result.amount;
const move = (id: string, state: string) => acme.admin.api.post(`/api/idea/${id}/move`, { state });

it('the shop lists the good-idea cause at its default amount', async () => {
  const settings = (await acme.admin.api.get(`/api/shop/byClient/${acme.id}`)).body.result;
  expect(settings.rewards).toContainEqual({ cause: 'idea', title: 'For a good idea', amount: 15 });
});

it('pays the author once when the idea is accepted, even for two acceptances at once and a second payment event', async () => {
  const idea = (await eva.api.call(ideasRoutes.send, { body: ideaBody() })).body.result;
  await move(idea._id, 'review');
  expect(await balance(eva)).toBe(0);
  const both = await Promise.all([move(idea._id, 'accepted'), move(idea._id, 'accepted')]);
  expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
  expect(t.events('shop.pay').map((e) => e.payload)).toEqual([
    { cause: 'idea', key: idea._id, userId: eva.id, source: `idea:${idea._id}` },
  ]);
  // The same event raised again (a retry, another node) pays nothing more.
  await (await t.context(acme)).events.emit('shop.pay', { cause: 'idea', key: idea._id, userId: eva.id, source: `idea:${idea._id}` });
  expect(await balance(eva)).toBe(15);
  expect((await t.rows(acme, ShopAccrual, { causeKey: `idea:${idea._id}` })).map((r) => [r.userId, r.amount])).toEqual([[eva.id, 15]]);
  expect((await move(idea._id, 'implemented')).status).toBe(200);
  expect(await balance(eva)).toBe(15);
});

it('a declined idea pays nothing', async () => {
  const idea = (await eva.api.call(ideasRoutes.send, { body: ideaBody() })).body.result;
  await move(idea._id, 'declined');
  expect(await t.rows(acme, ShopAccrual, { causeKey: `idea:${idea._id}` })).toEqual([]);
});

it('the seed gives ideas with votes, the most supported accepted, and pays nobody', async () => {
  const c = await t.client({
    features: [
      { feature: 'ideas', active: true },
      { feature: 'shop', active: true },
    ],
  });
  const people = [c.admin, await c.user(), await c.user()];
  await t.seed(ideas, c, people);
  const list = (await c.admin.api.call(ideasRoutes.list, { query: {} })).body.result;
  expect(list.map((i) => [i.state, i.votes])).toEqual([
    ['accepted', 3],
    ['review', 1],
    ['new', 0],
  ]);
  expect(await t.rows(c, IdeaVote)).toHaveLength(4);
  expect((await t.rows(c, Idea)).every((i) => i.author.trim().length > 0)).toBe(true);
  expect(await t.rows(c, ShopAccrual)).toEqual([]);
});
