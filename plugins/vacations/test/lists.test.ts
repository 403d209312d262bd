import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient, type TestUser } from '@atrium/sdk/testing';
import plugin from '../server/index.js';
import { MAX_SPAN_DAYS } from '../shared/constants.js';
import { addDays } from '../shared/days.js';
import { vacationRoutes } from '../shared/routes.js';
import { monday, week } from './fixture.js';

let t: TestApp;
let acme: TestClient;
let chief: TestUser;
let eva: TestUser;
let ben: TestUser;
let outsider: TestUser;
let dept = '';
let sub = '';

beforeAll(async () => {
  t = await startTestApp({ plugins: [plugin] });
  acme = await t.client({ features: [{ feature: 'vacations', active: true }] });
  dept = (await acme.admin.api.post('/api/structure', { name: 'Logistics' })).body.result._id;
  sub = (await acme.admin.api.post('/api/structure', { name: 'Warehouse', parentId: dept })).body.result._id;
  chief = await acme.user({ fields: { departmentId: dept, firstName: 'Carl', lastName: 'Chief' } });
  eva = await acme.user({ fields: { departmentId: dept, chiefId: chief.id, firstName: 'Eva', lastName: 'Lind' } });
  ben = await acme.user({ fields: { departmentId: sub, chiefId: chief.id, firstName: 'Ben', lastName: 'Adams' } });
  outsider = await acme.user({ fields: { firstName: 'Olga', lastName: 'Outside' } });
  for (const u of [eva, ben, outsider]) await acme.admin.api.put(`/api/user/${u.id}`, { vacationDays: 20 });
  await eva.api.post('/api/user/vacation', week(2));
  await ben.api.post('/api/user/vacation', week(3));
  await outsider.api.post('/api/user/vacation', week(2));
});
afterAll(() => t?.close());

const chart = (by: TestUser, query: Record<string, string | number>) =>
  by.api.get(`/api/user/vacations?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`);

describe('GET api/user/vacations (the team chart)', () => {
  it('lists a department with those below it by name, with their vacations in the window and its days off', async () => {
    const res = await chart(eva, { dept, from: monday(0), to: addDays(monday(0), 30) });
    expect(res.status).toBe(200);
    const r = res.body.result;
    expect(r.people.map((p: { user: { fullName: string } }) => p.user.fullName)).toEqual(['Ben Adams', 'Carl Chief', 'Eva Lind']);
    expect(r.total).toBe(3);
    const byName = Object.fromEntries(r.people.map((p: { user: { fullName: string } }) => [p.user.fullName, p]));
    expect(byName['Eva Lind'].vacations).toEqual([expect.objectContaining({ start: monday(2), days: 5, status: 'planned' })]);
    expect(byName['Ben Adams'].vacations).toHaveLength(1);
    // Saturday and Sunday of each week, no country set.
    expect(r.daysOff).toEqual(expect.arrayContaining([addDays(monday(0), 5), addDays(monday(0), 6)]));
    expect(r.daysOff).not.toContain(monday(1));
    // A window that ends before the vacation shows none.
    const before = (await chart(eva, { dept, from: monday(0), to: addDays(monday(2), -1) })).body.result;
    expect(before.people.flatMap((p: { vacations: unknown[] }) => p.vacations)).toEqual([]);
  });

  it('shows the balance to the person, their chief and the editors, and the dates to every colleague', async () => {
    const balances = async (by: TestUser) =>
      Object.fromEntries(
        (await chart(by, { dept })).body.result.people.map((p: { user: { _id: string }; balance: number | null }) => [
          p.user._id,
          p.balance,
        ]),
      );
    expect(await balances(eva)).toEqual({ [eva.id]: 15, [ben.id]: null, [chief.id]: null });
    expect(await balances(chief)).toEqual({ [eva.id]: 15, [ben.id]: 15, [chief.id]: 0 });
    const hr = await acme.user({ rights: ['vacations', 'vacations_edit'] });
    expect((await balances(hr))[ben.id]).toBe(15);
  });

  it('finds people by a search of two characters at least, and the caller’s department without a filter', async () => {
    const found = (await chart(eva, { search: 'ou' })).body.result.people.map((p: { user: { _id: string } }) => p.user._id);
    expect(found).toEqual([outsider.id]);
    const short = await chart(eva, { search: 'o' });
    expect(short.status).toBe(400);
    expect(short.body.details).toEqual([expect.objectContaining({ path: 'search', message: 'search needs at least 2 characters' })]);
    expect((await chart(ben, {})).body.result.people.map((p: { user: { _id: string } }) => p.user._id)).toEqual([ben.id]);
    expect((await chart(outsider, {})).body.result.people).toHaveLength(1);
  });

  it(`takes a window of ${MAX_SPAN_DAYS} days and refuses one more; pages people`, async () => {
    const from = monday(0);
    expect((await chart(eva, { dept, from, to: addDays(from, MAX_SPAN_DAYS - 1) })).status).toBe(200);
    const long = await chart(eva, { dept, from, to: addDays(from, MAX_SPAN_DAYS) });
    expect(long.status).toBe(400);
    expect(long.body.details).toEqual([expect.objectContaining({ path: 'to', message: `the period is at most ${MAX_SPAN_DAYS} days` })]);
    const second = (await chart(eva, { dept, page: 2, limit: 2 })).body.result;
    expect([second.total, second.people.length]).toEqual([3, 1]);
    // Another client's department has nobody here.
    const other = await t.client({ features: [{ feature: 'vacations', active: true }] });
    const theirs = (await other.admin.api.post('/api/structure', { name: 'Theirs' })).body.result._id;
    await other.user({ fields: { departmentId: theirs } });
    expect((await chart(eva, { dept: theirs })).body.result).toMatchObject({ total: 0, people: [] });
  });
});

describe("the caller's vacations and the chief's dashboard", () => {
  it('answers my vacations with my remainder', async () => {
    const mine = (await eva.api.call(vacationRoutes.mine)).body.result;
    expect(mine.balance).toBe(15);
    expect(mine.vacations.map((v) => v.start)).toEqual([monday(2)]);
  });

  it("lists the team's next absences to the chief and the editors only", async () => {
    const res = await chief.api.call(vacationRoutes.team, { params: { id: chief.id } });
    expect(res.body.result.map((v) => v.employee.fullName)).toEqual(['Eva Lind', 'Ben Adams']);
    expect((await eva.api.get(`/api/vacations/team/${chief.id}`)).status).toBe(403);
    expect((await acme.admin.api.get(`/api/vacations/team/${chief.id}`)).status).toBe(200);
  });
});

describe('demo data', () => {
  it('gives the first people a year of vacations, with balances of the entitlement less the days held', async () => {
    const demo = await t.client({ features: [{ feature: 'vacations', active: true }] });
    const people = [demo.admin, await demo.user(), await demo.user()];
    await t.seed(plugin, demo, people);
    for (const p of people) {
      const mine = (await p.api.call(vacationRoutes.mine)).body.result;
      expect(mine.vacations.map((v) => v.status).sort()).toEqual(['approved', 'approved', 'planned', 'returned']);
      const held = mine.vacations.filter((v) => v.status !== 'returned').reduce((n, v) => n + v.days, 0);
      expect(mine.balance).toBe(28 - held);
    }
  });
});
