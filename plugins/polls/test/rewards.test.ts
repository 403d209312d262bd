import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp, TestClient, TestUser } from '@atrium/sdk/testing';
import shop from '@atrium/plugin-shop/server/index.js';
import { shopRoutes } from '@atrium/plugin-shop/shared/routes.js';
import { byKind, pollBody, pollsApp } from './helpers.js';

/** Answering a poll is a reward cause the polls declare at the shop (README, Coins for answers). */
let t: TestApp;
let acme: TestClient;
let author: TestUser;

beforeAll(async () => {
  ({ t, acme } = await pollsApp([shop]));
  author = await acme.user();
});
afterAll(() => t?.close());

const balance = async (u: TestUser) => (await u.api.call(shopRoutes.balance, { params: { user: u.id } })).body.result.amount;

it("pays each respondent the shop's poll reward once, and takes it back when the poll is deleted", async () => {
  const settings = (await acme.admin.api.get(`/api/shop/byClient/${acme.id}`)).body.result;
  expect(settings.rewards).toContainEqual({ cause: 'poll', title: 'For a poll answered', amount: 5 });
  const poll = (await author.api.post('/api/poll', pollBody())).body.result;
  const [eva, bob] = [await acme.user(), await acme.user()];
  for (const u of [eva, bob])
    expect(
      (await u.api.post(`/api/poll/${poll._id}/answer`, { answers: [{ questionId: byKind(poll, 'list1'), value: [0] }] })).status,
    ).toBe(200);
  expect([await balance(eva), await balance(bob)]).toEqual([5, 5]);
  expect(t.events('shop.pay').map((e) => e.payload)).toContainEqual({
    cause: 'poll',
    key: `${poll._id}:${eva.id}`,
    userId: eva.id,
    source: `poll:${poll._id}`,
  });
  expect((await author.api.delete(`/api/poll/${poll._id}`)).status).toBe(200);
  expect([await balance(eva), await balance(bob)]).toEqual([0, 0]);
});
