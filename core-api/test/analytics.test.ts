import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestClient } from '@atrium/sdk/testing';
import adaptation from '@atrium/plugin-adaptation/server/index.js';
import { AdaptUserTrack } from '@atrium/plugin-adaptation/server/entities/index.js';
import shop from '@atrium/plugin-shop/server/index.js';
import { ShopItem } from '@atrium/plugin-shop/server/entities/item.js';
import { accrue, buy, cancelAccrual, nullifyBalances } from '@atrium/plugin-shop/server/services/money.js';
import { MANUAL_CAUSE } from '@atrium/plugin-shop/shared/constants.js';
import { caller } from '@atrium/sdk/testing';
import { startCoreTestApp, type CoreTestApp } from './support/app.js';
import { DEMO, seedDemo } from '../src/seed/demo.js';
import { ModuleVisit } from '../src/reports/entities.js';
import { fillVisitSummary } from '../src/analytics/summary-fill.js';
import { VisitorNumber } from '../src/analytics/summary-entities.js';
import { User } from '../src/users/entity.js';

/*
 * Every figure against a hand-computed fixture. Fixture employees start (and are born) years before the test
 * runs; the accounts the test harness signs in are made today, so they are nobody's headcount in the past.
 */
let t: CoreTestApp;

beforeAll(async () => {
  t = await startCoreTestApp({ plugins: [adaptation, shop] });
});
afterAll(() => t?.close());

const db = (c: TestClient) => t.app.core.serviceContext(c.id).db;

/** An employee with the given fields; `dismissedAt` and `createdAt` are written to the row as a past dismissal or account would be. */
async function employee(c: TestClient, fields: Record<string, unknown>, row: { dismissedAt?: string; createdAt?: string } = {}) {
  const u = await c.user({ fields });
  const patch = {
    ...(row.dismissedAt ? { deletion_mark: true, dismissedAt: new Date(row.dismissedAt) } : {}),
    ...(row.createdAt ? { createdAt: new Date(row.createdAt) } : {}),
  };
  if (Object.keys(patch).length)
    await db(c)
      .repo(User)
      .update({ id: u.id }, patch as never);
  return u;
}

// First: the demo is seeded only into an installation without clients.
describe('the demo workspace', () => {
  it('has something on every tab over the last year', async () => {
    await seedDemo(t.app.core);
    const login = await t.api.post('/api/login', DEMO.admin);
    const api = caller(t.url, login.body.token, DEMO.workspace);
    const id = (await api.get('/api/me')).body.result.client._id as string;
    const to = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
    const figure = async (name: string, query = `from=${from}&to=${to}`) => {
      const res = await api.get(`/api/analytics/${name}/${id}?${query}`);
      expect(res.status, name).toBe(200);
      return res.body.result;
    };
    const sum = (rows: Record<string, number>[], key: string) => rows.reduce((a, r) => a + r[key]!, 0);
    expect((await figure('visitors')).total.visits).toBeGreaterThan(1000);
    expect((await figure('modules')).rows.length).toBeGreaterThan(5);
    const turnover = await figure('turnover');
    expect(turnover.total).toMatchObject({ hired: 2, dismissed: 3 });
    expect(sum((await figure('demography')).age, 'count')).toBeGreaterThan(10);
    expect((await figure('positions')).rows.length).toBeGreaterThan(5);
    expect((await figure('positions', `from=${from}&to=${to}&by=department`)).rows.length).toBeGreaterThan(3);
    expect(sum((await figure('adaptations')).rows, 'started')).toBeGreaterThan(0);
    expect(sum((await figure('coins', `dateFrom=${from}&dateTo=${to}`)).rows, 'accrued')).toBeGreaterThan(0);
  });
});

describe('turnover', () => {
  let c: TestClient;
  beforeAll(async () => {
    c = await t.client();
    await employee(c, { workingSince: '2020-01-01' });
    // Dismissed at noon on Jan 10: that day is still a working day.
    await employee(c, { workingSince: '2024-06-01' }, { dismissedAt: '2025-01-10T12:00:00Z' });
    await employee(c, { workingSince: '2025-01-21' });
    // Dismissed by an admin and taken back: no dismissal left.
    const undone = await employee(c, { workingSince: '2024-01-01' });
    expect((await c.admin.api.put(`/api/user/delete/${undone.id}`)).status).toBe(200);
    expect((await db(c).repo(User).get(undone.id)).dismissedAt).toBeInstanceOf(Date);
    expect((await c.admin.api.put(`/api/user/undelete/${undone.id}`)).status).toBe(200);
    expect((await db(c).repo(User).get(undone.id)).dismissedAt).toBeNull();
  });

  it('a month: one dismissal over the average daily headcount (83 working days over 31 days)', async () => {
    const res = await c.admin.api.get(`/api/analytics/turnover/${c.id}?from=2025-01-01&to=2025-01-31&detail=month`);
    expect(res.status).toBe(200);
    // 31 + 10 + 11 + 31 = 83 person-days; 83 / 31 = 2.677…; 1 / 2.677… × 100 = 37.349…
    expect(res.body.result).toEqual({
      rows: [{ period: '2025-01', hired: 1, dismissed: 1, headcount: 2.68, turnover: 37.35 }],
      total: { hired: 1, dismissed: 1, headcount: 2.68, turnover: 37.35 },
    });
  });

  it('by days: the dismissal day counts as the last working day', async () => {
    const res = await c.admin.api.get(`/api/analytics/turnover/${c.id}?from=2025-01-10&to=2025-01-11&detail=day`);
    expect(res.body.result.rows).toEqual([
      { period: '2025-01-10', hired: 0, dismissed: 1, headcount: 3, turnover: 33.33 },
      { period: '2025-01-11', hired: 0, dismissed: 0, headcount: 2, turnover: 0 },
    ]);
  });
});

describe('demography and positions', () => {
  let c: TestClient;
  const day = '2025-06-15';
  beforeAll(async () => {
    c = await t.client();
    const dept = (await c.admin.api.post('/api/structure', { name: 'Sales' })).body.result._id as string;
    const people: [string | null, string | null, Record<string, unknown>?][] = [
      ['2005-06-15', '2020-01-01', { position: 'Engineer', departmentId: dept }], // 20 on the day: 20-30; 5-10
      ['2005-06-16', '2025-01-21', { position: 'Engineer' }], // 19: under 20; 0-1
      [null, '2024-01-01', { position: 'Manager', departmentId: dept }], // unknown; 1-3
      ['1995-06-15', '2024-06-15'], // 30: 30-40; exactly 1 year: 1-3
      ['1995-06-16', '2024-06-16'], // 29: 20-30; 0-1
      ['1985-06-15', '2022-06-15'], // 40: 40-50; 3: 3-5
      ['1985-06-16', '2022-06-16'], // 39: 30-40; 1-3
      ['1975-06-15', '2015-06-15'], // 50: 50+; 10: 10+
      ['1975-06-16', '2015-06-16'], // 49: 40-50; 5-10
      ['1990-01-01', '2020-06-15'], // 30-40; 5: 5-10
      ['1990-01-01', '2020-06-16'], // 30-40; 3-5
    ];
    for (const [birthDate, workingSince, more] of people) await employee(c, { birthDate, workingSince, ...more });
    // No start given: employed since the account was made, working period unknown.
    await employee(c, {}, { createdAt: '2020-01-01T00:00:00Z' });
    await employee(c, { birthDate: '1990-01-01', workingSince: '2020-01-01' }, { dismissedAt: '2025-06-14T18:00:00Z' }); // gone
    await employee(c, { birthDate: '1990-01-01', workingSince: '2010-01-01' }, { dismissedAt: '2025-06-15T09:00:00Z' }); // last day: 30-40; 10+
    await employee(c, { birthDate: '1990-01-01', workingSince: '2025-06-16' }); // not yet
  });

  it('counts the employees of the day by age and working period, lower edges included', async () => {
    const res = await c.admin.api.get(`/api/analytics/demography/${c.id}?from=2025-01-01&to=${day}`);
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      day,
      age: [
        { bucket: 'under20', count: 1 },
        { bucket: '20-30', count: 2 },
        { bucket: '30-40', count: 5 },
        { bucket: '40-50', count: 2 },
        { bucket: '50+', count: 1 },
        { bucket: 'unknown', count: 2 },
      ],
      workingPeriod: [
        { bucket: '0-1', count: 2 },
        { bucket: '1-3', count: 3 },
        { bucket: '3-5', count: 2 },
        { bucket: '5-10', count: 3 },
        { bucket: '10+', count: 2 },
        { bucket: 'unknown', count: 1 },
      ],
    });
  });

  it('counts them by position and by department', async () => {
    const byPosition = await c.admin.api.get(`/api/analytics/positions/${c.id}?from=2025-01-01&to=${day}`);
    expect(byPosition.body.result).toEqual({
      day,
      rows: [
        { key: null, name: null, count: 10 },
        { key: 'Engineer', name: 'Engineer', count: 2 },
        { key: 'Manager', name: 'Manager', count: 1 },
      ],
      other: 0,
    });
    const byDepartment = await c.admin.api.get(`/api/analytics/positions/${c.id}?from=2025-01-01&to=${day}&by=department`);
    expect(byDepartment.body.result.rows).toEqual([
      { key: null, name: null, count: 11 },
      { key: expect.any(String), name: 'Sales', count: 2 },
    ]);
  });
});

describe('visitors and modules', () => {
  let c: TestClient;
  let dept: string;
  beforeAll(async () => {
    c = await t.client();
    dept = (await c.admin.api.post('/api/structure', { name: 'Shop floor' })).body.result._id as string;
    const [u1, u2, u3] = [await c.user(), await c.user({ fields: { departmentId: dept } }), await c.user()];
    const visit = (userId: string, module: string, time: string, seconds: number | null, mobile = false) => ({
      userId,
      module,
      time: new Date(time),
      seconds,
      mobile,
    });
    await db(c)
      .repo(ModuleVisit)
      .insertMany([
        visit(u1!.id, 'wall', '2025-02-28T23:59:59.999Z', 10), // the day before
        visit(u1!.id, 'wall', '2025-03-01T00:00:00.000Z', 60),
        visit(u1!.id, 'wall', '2025-03-01T23:59:59.999Z', 30),
        visit(u2!.id, 'shop', '2025-03-02T08:00:00.000Z', 120),
        visit(u3!.id, 'wall', '2025-03-02T09:00:00.000Z', 50, true), // the mobile app: not counted
        visit(u2!.id, 'wall', '2025-03-04T00:00:00.000Z', null), // the day after
      ]);
    // Written past the app, as visits stored before the summary were: summed as its migration sums them.
    await fillVisitSummary(t.app.ds, c.id);
  });
  const period = 'from=2025-03-01&to=2025-03-03&detail=day';

  it('visits and distinct visitors per day, the mobile app left out', async () => {
    const res = await c.admin.api.get(`/api/analytics/visitors/${c.id}?${period}`);
    expect(res.body.result).toEqual({
      rows: [
        { period: '2025-03-01', visits: 2, visitors: 1 },
        { period: '2025-03-02', visits: 1, visitors: 1 },
        { period: '2025-03-03', visits: 0, visitors: 0 },
      ],
      total: { visits: 3, visitors: 2 },
    });
  });

  it('visits and time per module', async () => {
    const res = await c.admin.api.get(`/api/analytics/modules/${c.id}?${period}`);
    expect(res.body.result.rows).toEqual([
      { module: 'wall', visits: 2, visitors: 1, seconds: 90 },
      { module: 'shop', visits: 1, visitors: 1, seconds: 120 },
    ]);
  });

  it('a filter body narrows to departments and modules', async () => {
    const body = { from: '2025-03-01', to: '2025-03-03', detail: 'month' };
    const byDept = await c.admin.api.post('/api/analytics/visitors', { ...body, departments: [dept] });
    expect(byDept.body.result).toEqual({ rows: [{ period: '2025-03', visits: 1, visitors: 1 }], total: { visits: 1, visitors: 1 } });
    const byModule = await c.admin.api.post('/api/analytics/modules', { ...body, modules: ['wall'] });
    expect(byModule.body.result.rows).toEqual([{ module: 'wall', visits: 2, visitors: 1, seconds: 90 }]);
  });

  it('a visitor of two periods is one visitor of both; the first and last month count only their days of the period', async () => {
    const across = await c.admin.api.get(`/api/analytics/visitors/${c.id}?from=2025-02-28&to=2025-03-01&detail=month`);
    expect(across.body.result).toEqual({
      rows: [
        { period: '2025-02', visits: 1, visitors: 1 },
        { period: '2025-03', visits: 2, visitors: 1 },
      ],
      total: { visits: 3, visitors: 1 },
    });
    const inside = await c.admin.api.get(`/api/analytics/visitors/${c.id}?from=2025-03-02&to=2025-03-03&detail=month`);
    expect(inside.body.result).toEqual({ rows: [{ period: '2025-03', visits: 1, visitors: 1 }], total: { visits: 1, visitors: 1 } });
  });

  it('a module filter counts the visitors of each day among its modules', async () => {
    const res = await c.admin.api.post('/api/analytics/visitors', {
      ...{ from: '2025-03-01', to: '2025-03-02', detail: 'day' },
      modules: ['wall', 'shop'],
    });
    expect(res.body.result).toEqual({
      rows: [
        { period: '2025-03-01', visits: 2, visitors: 1 },
        { period: '2025-03-02', visits: 1, visitors: 1 },
      ],
      total: { visits: 3, visitors: 2 },
    });
  });
});

describe('visits the app stores', () => {
  it('count at once, the mobile app apart', async () => {
    const c = await t.client();
    const report = (body: Record<string, unknown>) => c.admin.api.post('/api/report/visit', body);
    for (const body of [
      { module: 'wall', time: '2025-05-06T09:00:00.000Z', seconds: 30 },
      { module: 'wall', time: '2025-05-06T17:00:00.000Z', seconds: 40 },
      { module: 'shop', time: '2025-05-07T10:00:00.000Z', seconds: 50 },
      { module: 'shop', time: '2025-05-07T11:00:00.000Z', seconds: 60, mobile: true },
    ])
      expect((await report(body)).status).toBe(200);
    const period = 'from=2025-05-06&to=2025-05-07&detail=day';
    expect((await c.admin.api.get(`/api/analytics/visitors/${c.id}?${period}`)).body.result).toEqual({
      rows: [
        { period: '2025-05-06', visits: 2, visitors: 1 },
        { period: '2025-05-07', visits: 1, visitors: 1 },
      ],
      total: { visits: 3, visitors: 1 },
    });
    expect((await c.admin.api.get(`/api/analytics/modules/${c.id}?${period}`)).body.result.rows).toEqual([
      { module: 'wall', visits: 2, visitors: 1, seconds: 70 },
      { module: 'shop', visits: 1, visitors: 1, seconds: 50 },
    ]);
  });
});

describe('departments of a day', () => {
  it("a person's day counts for the department of its first visit; one person's visits at once are one visitor", async () => {
    const c = await t.client();
    const [a, b] = [
      (await c.admin.api.post('/api/structure', { name: 'Before' })).body.result._id as string,
      (await c.admin.api.post('/api/structure', { name: 'After' })).body.result._id as string,
    ];
    const moveTo = (departmentId: string) => db(c).repo(User).update({ id: c.admin.id }, { departmentId });
    const report = async (module: string, time: string) =>
      expect((await c.admin.api.post('/api/report/visit', { module, time, seconds: 10 })).status).toBe(200);
    await moveTo(a);
    await Promise.all([report('wall', '2025-05-06T09:00:00.000Z'), report('wall', '2025-05-06T09:00:01.000Z')]);
    await moveTo(b);
    await report('shop', '2025-05-06T15:00:00.000Z'); // the same day: still the first department's
    await report('wall', '2025-05-07T09:00:00.000Z');
    const figure = async (body: Record<string, unknown>) =>
      (await c.admin.api.post('/api/analytics/visitors', { from: '2025-05-06', to: '2025-05-07', detail: 'day', ...body })).body.result;
    expect(await figure({})).toEqual({
      rows: [
        { period: '2025-05-06', visits: 3, visitors: 1 },
        { period: '2025-05-07', visits: 1, visitors: 1 },
      ],
      total: { visits: 4, visitors: 1 },
    });
    expect(await figure({ departments: [a] })).toEqual({
      rows: [
        { period: '2025-05-06', visits: 3, visitors: 1 },
        { period: '2025-05-07', visits: 0, visitors: 0 },
      ],
      total: { visits: 3, visitors: 1 },
    });
    expect(await figure({ departments: [b], detail: 'month' })).toEqual({
      rows: [{ period: '2025-05', visits: 1, visitors: 1 }],
      total: { visits: 1, visitors: 1 },
    });
    expect(await figure({ departments: [a, b], modules: ['wall'] })).toEqual({
      rows: [
        { period: '2025-05-06', visits: 2, visitors: 1 },
        { period: '2025-05-07', visits: 1, visitors: 1 },
      ],
      total: { visits: 3, visitors: 1 },
    });
    const modules = await c.admin.api.post('/api/analytics/modules', { from: '2025-05-06', to: '2025-05-07', departments: [a] });
    expect(modules.body.result.rows).toEqual([
      { module: 'wall', visits: 2, visitors: 1, seconds: 20 },
      { module: 'shop', visits: 1, visitors: 1, seconds: 10 },
    ]);
  });
});

describe('people sets', () => {
  const report = async (u: { api: TestClient['admin']['api'] }, module: string, time: string, mobile = false) =>
    expect((await u.api.post('/api/report/visit', { module, time, seconds: 10, mobile })).status).toBe(200);
  const numbers = async (c: TestClient) => new Map((await db(c).repo(VisitorNumber).qb('n').getMany()).map((n) => [n.userId, n.number]));

  it('numbers a visitor at their first visit in the browser, once', async () => {
    const c = await t.client();
    const [a, b] = [await c.user(), await c.user()];
    await report(a, 'wall', '2025-05-06T09:00:00.000Z', true); // the mobile app's: no visitor
    expect(await numbers(c)).toEqual(new Map());
    await report(a, 'wall', '2025-05-06T10:00:00.000Z');
    await report(b, 'shop', '2025-05-07T10:00:00.000Z');
    await report(a, 'shop', '2025-05-08T10:00:00.000Z');
    expect(await numbers(c)).toEqual(
      new Map([
        [a.id, 0],
        [b.id, 1],
      ]),
    );
  });

  it('two first visits at once of different people get different numbers', async () => {
    const c = await t.client();
    const people = [await c.user(), await c.user(), await c.user(), await c.user()];
    await Promise.all(people.map((u) => report(u, 'wall', '2025-05-06T09:00:00.000Z')));
    expect([...(await numbers(c)).values()].sort()).toEqual([0, 1, 2, 3]);
    const res = await c.admin.api.get(`/api/analytics/visitors/${c.id}?from=2025-05-01&to=2025-05-31&detail=month`);
    expect(res.body.result.total).toEqual({ visits: 4, visitors: 4 });
  });

  it('counts a person of two modules on one day once among them', async () => {
    const c = await t.client();
    const [a, b] = [await c.user(), await c.user()];
    await report(a, 'wall', '2025-05-06T09:00:00.000Z');
    await report(a, 'shop', '2025-05-06T10:00:00.000Z');
    await report(b, 'shop', '2025-05-06T11:00:00.000Z');
    await report(b, 'polls', '2025-05-07T11:00:00.000Z');
    const res = await c.admin.api.post('/api/analytics/visitors', {
      ...{ from: '2025-05-06', to: '2025-05-07', detail: 'day' },
      modules: ['wall', 'shop'],
    });
    expect(res.body.result).toEqual({
      rows: [
        { period: '2025-05-06', visits: 3, visitors: 2 },
        { period: '2025-05-07', visits: 0, visitors: 0 },
      ],
      total: { visits: 3, visitors: 2 },
    });
  });

  it("counts each module's visitors over a period across a year from whole months and edge days", async () => {
    const c = await t.client();
    const [a, b] = [await c.user(), await c.user()];
    await report(a, 'wall', '2024-11-30T09:00:00.000Z'); // before either period
    await report(a, 'wall', '2024-12-15T09:00:00.000Z');
    await report(a, 'wall', '2025-01-10T09:00:00.000Z');
    await report(b, 'wall', '2025-01-20T09:00:00.000Z');
    await report(b, 'shop', '2025-02-01T09:00:00.000Z');
    const modules = async (from: string, to: string) =>
      (await c.admin.api.get(`/api/analytics/modules/${c.id}?from=${from}&to=${to}&detail=month`)).body.result.rows;
    expect(await modules('2024-12-01', '2025-01-31')).toEqual([{ module: 'wall', visits: 3, visitors: 2, seconds: 30 }]);
    expect(await modules('2024-12-10', '2025-01-15')).toEqual([{ module: 'wall', visits: 2, visitors: 1, seconds: 20 }]);
    expect(await modules('2024-11-30', '2025-02-01')).toEqual([
      { module: 'wall', visits: 4, visitors: 2, seconds: 40 },
      { module: 'shop', visits: 1, visitors: 1, seconds: 10 },
    ]);
    const years = await c.admin.api.get(`/api/analytics/visitors/${c.id}?from=2024-12-10&to=2025-02-01&detail=year`);
    expect(years.body.result).toEqual({
      rows: [
        { period: '2024', visits: 1, visitors: 1 },
        { period: '2025', visits: 3, visitors: 2 },
      ],
      total: { visits: 4, visitors: 2 },
    });
  });

  it('are made again from the sums as the migration makes them, with the numbers kept', async () => {
    const c = await t.client();
    const [a, b] = [await c.user(), await c.user()];
    await report(a, 'wall', '2025-03-31T09:00:00.000Z');
    await report(b, 'wall', '2025-04-01T09:00:00.000Z');
    const figure = async () =>
      (await c.admin.api.post('/api/analytics/visitors', { from: '2025-03-01', to: '2025-04-30', detail: 'month', modules: ['wall'] })).body
        .result;
    const before = [await figure(), await numbers(c)];
    await fillVisitSummary(t.app.ds, c.id);
    expect([await figure(), await numbers(c)]).toEqual(before);
    expect(before[0]).toMatchObject({ total: { visits: 2, visitors: 2 } });
  });
});

describe("plugins' figures", () => {
  let c: TestClient;
  beforeAll(async () => {
    c = await t.client();
    const ctx = (plugin: string) => t.app.core.serviceContext(c.id, { pluginCode: plugin });
    const track = { trackId: 'track-1', scenarioId: 's', mentorId: c.admin.id, finished: [], deleted: [], active: true };
    await ctx('adaptation')
      .db.repo(AdaptUserTrack)
      .insertMany([
        { ...track, userId: 'n1', start: new Date('2025-01-31T23:00:00Z'), end: new Date('2025-02-01T00:00:00Z') },
        { ...track, userId: 'n2', start: new Date('2025-02-10T00:00:00Z'), end: null },
        { ...track, userId: 'n3', start: new Date('2024-12-31T23:59:59Z'), end: new Date('2025-03-01T00:00:00Z') }, // outside, both
      ]);
    // Coins moved through the shop's own services, each at its instant: the daily sums follow every kind of move.
    const shop = ctx('shop');
    const [item] = await shop.db
      .repo(ShopItem)
      .insertMany([{ name: 'Mug', description: '', cost: 30, startAmount: 1, amount: 1, rest: 1, available: true, pics: [] }]);
    const pay = (amount: number) => accrue(shop, { userId: c.admin.id, amount, cause: MANUAL_CAUSE });
    const at = async <T>(instant: string, move: () => Promise<T>) => {
      vi.setSystemTime(new Date(instant));
      return move();
    };
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await at('2024-12-31T23:59:59.999Z', () => pay(5)); // before
      await at('2025-01-05T10:00:00Z', () => pay(100));
      await at('2025-01-20T10:00:00Z', () => buy(shop, { userId: c.admin.id, isSuperadmin: false }, item!.id)); // 30
      await at('2025-02-01T00:00:00Z', () => pay(50));
      const taken = await at('2025-02-10T12:00:00Z', () => pay(40));
      await at('2025-02-15T12:00:00Z', () => cancelAccrual(shop, taken!.id));
      await at('2025-02-28T23:59:59.999Z', () => nullifyBalances(shop)); // 5 + 100 − 30 + 50 + 40 − 40 = 125
      await at('2025-03-01T00:00:00Z', () => pay(7)); // after
    } finally {
      vi.useRealTimers();
    }
  });

  it('adaptations started and finished per month', async () => {
    const res = await c.admin.api.get(`/api/analytics/adaptations/${c.id}?from=2025-01-01&to=2025-02-28`);
    expect(res.body.result).toEqual({
      available: true,
      rows: [
        { period: '2025-01', started: 1, finished: 0 },
        { period: '2025-02', started: 1, finished: 1 },
      ],
    });
  });

  it('coins accrued and spent per month, between dateFrom and dateTo: accruals, a purchase, a cancelled accrual, a nullify', async () => {
    const res = await c.admin.api.get(`/api/analytics/coins/${c.id}?dateFrom=2025-01-01&dateTo=2025-02-28`);
    expect(res.body.result).toEqual({
      available: true,
      rows: [
        { period: '2025-01', accrued: 100, spent: 30 },
        { period: '2025-02', accrued: 90, spent: 165 },
      ],
    });
  });

  it('coins by day: a day ends at midnight UTC', async () => {
    const res = await c.admin.api.get(`/api/analytics/coins/${c.id}?dateFrom=2024-12-31&dateTo=2025-01-01&detail=day`);
    expect(res.body.result.rows).toEqual([
      { period: '2024-12-31', accrued: 5, spent: 0 },
      { period: '2025-01-01', accrued: 0, spent: 0 },
    ]);
    const end = await c.admin.api.get(`/api/analytics/coins/${c.id}?dateFrom=2025-02-28&dateTo=2025-03-01&detail=day`);
    expect(end.body.result.rows).toEqual([
      { period: '2025-02-28', accrued: 0, spent: 125 },
      { period: '2025-03-01', accrued: 7, spent: 0 },
    ]);
  });

  it('a switched-off plugin answers unavailable, not zero', async () => {
    await c.feature('shop', false);
    const res = await c.admin.api.get(`/api/analytics/coins/${c.id}?dateFrom=2025-01-01&dateTo=2025-02-28`);
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ available: false });
    await c.feature('shop', true);
  });
});

describe('rights and input', () => {
  let c: TestClient;
  beforeAll(async () => {
    c = await t.client();
  });
  const calls = (id: string) => [
    `/api/analytics/visitors/${id}?from=2025-01-01&to=2025-01-31`,
    `/api/analytics/modules/${id}?from=2025-01-01&to=2025-01-31`,
    `/api/analytics/turnover/${id}?from=2025-01-01&to=2025-01-31`,
    `/api/analytics/demography/${id}?from=2025-01-01&to=2025-01-31`,
    `/api/analytics/positions/${id}?from=2025-01-01&to=2025-01-31`,
    `/api/analytics/adaptations/${id}?from=2025-01-01&to=2025-01-31`,
    `/api/analytics/coins/${id}`,
  ];

  it('admins and analytics_admin read; an employee gets 403; another client 404', async () => {
    const analyst = await c.user({ roles: ['analytics_admin'] });
    const employee = await c.user();
    const other = await t.client();
    for (const path of calls(c.id)) {
      expect((await c.admin.api.get(path)).status, path).toBe(200);
      expect((await analyst.api.get(path)).status, path).toBe(200);
      expect((await employee.api.get(path)).status, path).toBe(403);
    }
    for (const path of calls(c.id)) expect((await other.admin.api.get(path)).status, path).toBe(404);
    expect((await employee.api.post('/api/analytics/visitors', { from: '2025-01-01', to: '2025-01-02' })).status).toBe(403);
  });

  it('the client feature off: 403 for the admin too', async () => {
    const off = await t.client();
    await off.feature('analytics', false);
    expect((await off.admin.api.get(calls(off.id)[0]!)).status).toBe(403);
  });

  it('refuses a period that starts after it ends, a daily detail over 366 days and a date that is not one', async () => {
    const q = (query: string) => c.admin.api.get(`/api/analytics/visitors/${c.id}?${query}`);
    const refused = async (query: string, path: string) => {
      const res = await q(query);
      expect(res.status, query).toBe(400);
      expect(res.body.details.map((d: { path: string }) => d.path)).toEqual([path]);
    };
    await refused('from=2025-02-01&to=2025-01-31', 'from');
    expect((await q('from=2025-01-01&to=2025-01-01&detail=day')).status).toBe(200);
    // 2024 is a leap year: Jan 1 2024 to Dec 31 2024 is 366 days, one more is too many.
    expect((await q('from=2024-01-01&to=2024-12-31&detail=day')).status).toBe(200);
    await refused('from=2024-01-01&to=2025-01-01&detail=day', 'detail');
    expect((await q('from=2024-01-01&to=2025-01-01&detail=month')).status).toBe(200);
    await refused('from=2025-02-30&to=2025-03-01', 'from');
    await refused('from=2025-01-01&to=tomorrow', 'to');
    const coins = await c.admin.api.get(`/api/analytics/coins/${c.id}?dateFrom=2025-02-01&dateTo=2025-01-01`);
    expect(coins.body.details.map((d: { path: string }) => d.path)).toEqual(['dateFrom']);
  });

  it('exports a tab as an Excel file', async () => {
    const res = await c.admin.api.post(`/api/analytics/export/${c.id}`, { tab: 'turnover', from: '2025-01-01', to: '2025-03-31' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
  });
});
