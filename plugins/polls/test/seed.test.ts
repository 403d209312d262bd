import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp, TestClient } from '@atrium/sdk/testing';
import polls from '../server/index.js';
import { pollRoutes } from '../shared/routes.js';
import { pollsApp } from './helpers.js';

let t: TestApp;
let acme: TestClient;

beforeAll(async () => {
  ({ t, acme } = await pollsApp());
});
afterAll(() => t?.close());

it('seed creates an answered opened poll and an anonymous one for the client, visible through the API', async () => {
  const employee = await acme.user();
  await t.seed(polls, acme, [acme.admin, employee]);
  const list = (await employee.api.call(pollRoutes.list)).body;
  expect(list.result.map((p) => p.name).sort()).toEqual(['Office lunch', 'Team climate']);
  const lunch = list.result.find((p) => p.name === 'Office lunch')!;
  expect(lunch.answered).toBe(true);
  const results = (await acme.admin.api.call(pollRoutes.results, { params: { id: lunch._id } })).body.result;
  expect(results.answered).toBe(2);
  expect(results.summary[0]!.counts).toEqual([1, 1, 0]);
  // Another client sees none of it.
  const other = await t.client({ features: [{ feature: 'polls', active: true }] });
  expect((await other.admin.api.get('/api/poll')).body.total).toBe(0);
});
