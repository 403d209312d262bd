import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp, TestClient, TestUser } from '@atrium/sdk/testing';
import { MAX_PICS } from '../shared/constants.js';
import { itemBody, shopApp, uploadPicture } from './helpers.js';

let t: TestApp;
let acme: TestClient;
let eva: TestUser;
let items: string;

beforeAll(async () => {
  ({ t, acme } = await shopApp());
  eva = await acme.user();
  items = `/api/shop/${acme.id}/shop_items`;
});
afterAll(() => t?.close());

const fileStatus = async (id: string) => (await acme.admin.api.get(`/api/files/${id}`)).status;

it('item pictures come from the core upload; dropped and deleted ones are let go', async () => {
  const [a, b] = [await uploadPicture(acme.admin), await uploadPicture(acme.admin)];
  const res = await acme.admin.api.post(items, itemBody({ pics: [a, b] }));
  expect(res.status).toBe(200);
  expect(res.body.result.pics).toEqual([expect.objectContaining({ _id: a, url: expect.any(String) }), expect.objectContaining({ _id: b })]);
  const id = res.body.result._id;
  // Employees see the pictures of what they may buy.
  expect((await eva.api.get(`/api/files/${a}`)).status).toBe(200);
  expect((await acme.admin.api.put(items, itemBody({ _id: id, pics: [b] }))).body.result.pics).toHaveLength(1);
  expect(await fileStatus(a)).toBe(404);
  expect((await acme.admin.api.delete(`/api/shop/shop_items/${id}`)).status).toBe(200);
  expect(await fileStatus(b)).toBe(404);
});

it("a colleague's upload cannot be attached, and nothing is written", async () => {
  const theirs = await uploadPicture(eva);
  const before = (await acme.admin.api.get(items)).body.total;
  expect((await acme.admin.api.post(items, itemBody({ pics: [theirs] }))).status).toBe(403);
  expect((await acme.admin.api.get(items)).body.total).toBe(before);
});

it(`an item takes ${MAX_PICS} pictures, not one more`, async () => {
  const pics: string[] = [];
  for (let i = 0; i <= MAX_PICS; i++) pics.push(await uploadPicture(acme.admin));
  expect((await acme.admin.api.post(items, itemBody({ pics: pics.slice(0, MAX_PICS) }))).status).toBe(200);
  expect((await acme.admin.api.post(items, itemBody({ pics }))).status).toBe(400);
});

it('achievements and the shop take a picture too', async () => {
  const pic = await uploadPicture(acme.admin);
  const ach = await acme.admin.api.post(`/api/shop/${acme.id}/achievements`, { name: 'Star', pic });
  expect(ach.body.result.pic).toMatchObject({ _id: pic });
  const icon = await uploadPicture(acme.admin);
  const settings = await acme.admin.api.put('/api/shop', { name: 'Shop!', coin: 'rub', pic: icon });
  expect(settings.body.result.pic).toMatchObject({ _id: icon });
});
