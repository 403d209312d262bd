import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp, TestClient } from '@atrium/sdk/testing';
import calendar from '../server/index.js';
import { calendarApp, seen, window } from './helpers.js';

let t: TestApp;
let acme: TestClient;

beforeAll(async () => {
  ({ t, acme } = await calendarApp());
});
afterAll(() => t?.close());

it('seed fills the coming week with a weekday stand-up and three meetings, notifying nobody', async () => {
  const employee = await acme.user();
  await t.seed(calendar, acme, [acme.admin, employee]);
  const w = window(0, 8);
  const week = await seen(acme, employee, w.from, w.to);
  const names = new Set(week.map((o) => o.name));
  expect([...names].sort()).toEqual(['Company town hall', 'Daily stand-up', 'Security training', 'Sprint planning']);
  expect(week.filter((o) => o.name === 'Daily stand-up').length).toBeGreaterThanOrEqual(4);
  expect(await t.notifications(employee)).toEqual([]);
});
