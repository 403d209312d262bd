import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { startTestApp, type TestApp, type TestClient, type TestUser } from '@atrium/sdk/testing';
import plugin from '../server/index.js';
import { MoodEntry, MoodParticipant } from '../server/entities/index.js';
import { isoOfDay, today } from '../shared/constants.js';
import { moodRoutes } from '../shared/routes.js';

let t: TestApp;
let acme: TestClient;
let globex: TestClient;
let support: string;

beforeAll(async () => {
  t = await startTestApp({ plugins: [plugin] });
  acme = await t.client({ features: [{ feature: 'mood', active: true }] });
  globex = await t.client({ features: [{ feature: 'mood', active: true }] });
  support = (await acme.admin.api.post('/api/structure', { name: 'Support' })).body.result._id;
});
afterAll(() => t?.close());

const check = async (u: TestUser) => (await u.api.call(moodRoutes.check, { params: { id: u.id } })).body.result.needMeter;
const rate = (u: TestUser, rating: unknown) => u.api.post('/api/mood', { rating });
/** Moves the employee's last rating `days` days back, as if they had rated then. */
async function ratedDaysAgo(u: TestUser, days: number) {
  const ctx = await t.context(acme);
  await ctx.db.repo(MoodParticipant).update({ userId: u.id }, { lastDay: today() - days });
}
const setPeriod = (periodDays: number) => acme.admin.api.put('/api/plugins/mood/settings', { periodDays });

describe('the meter', () => {
  it('is due for a new employee and not after a rating; a second rating in the period is 409', async () => {
    const eva = await acme.user();
    expect(await check(eva)).toBe(true);
    const res = await eva.api.call(moodRoutes.rate, { body: { rating: 7 } });
    expect(res.status).toBe(200);
    expect(res.body.result.needMeter).toBe(false);
    expect(await check(eva)).toBe(false);
    const again = await rate(eva, 8);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('the mood was already rated in this period');
    expect((await t.rows(acme, MoodEntry)).filter((e) => e.rating === 8)).toHaveLength(0);
  });

  it('stores one rating when two arrive at once', async () => {
    const u = await acme.user();
    const statuses = (await Promise.all([rate(u, 4), rate(u, 9)])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    const mine = (await t.rows(acme, MoodEntry)).filter((e) => e.rating === 4 || e.rating === 9);
    expect(mine).toHaveLength(1);
  });

  it('accepts 1 and 10 and refuses 0, 11, 5.5 and text with the rule at the field, storing nothing', async () => {
    for (const rating of [1, 10]) {
      const u = await acme.user();
      expect((await rate(u, rating)).status).toBe(200);
    }
    const u = await acme.user();
    const before = (await t.rows(acme, MoodEntry)).length;
    for (const rating of [0, 11, 5.5, 'seven']) {
      const res = await rate(u, rating);
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual([expect.objectContaining({ path: 'rating', message: 'rating must be from 1 to 10' })]);
    }
    expect(await t.rows(acme, MoodEntry)).toHaveLength(before);
    expect(await check(u)).toBe(true);
  });

  it('is due again exactly when the period has passed: 6 days after a rating not, 7 days after yes; 14 with two weeks', async () => {
    const u = await acme.user();
    await rate(u, 5);
    await ratedDaysAgo(u, 6);
    expect(await check(u)).toBe(false);
    expect((await rate(u, 5)).status).toBe(409);
    await ratedDaysAgo(u, 7);
    expect(await check(u)).toBe(true);

    expect((await setPeriod(14)).status).toBe(200);
    await ratedDaysAgo(u, 13);
    expect(await check(u)).toBe(false);
    await ratedDaysAgo(u, 14);
    expect(await check(u)).toBe(true);
    expect((await rate(u, 6)).status).toBe(200);
    expect(await check(u)).toBe(false);
    await setPeriod(7);
  });

  it('allows only one or two weeks as the period', async () => {
    expect((await setPeriod(10)).status).toBe(400);
    expect((await acme.admin.api.get('/api/plugins/settings')).body.result).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'mood', value: { periodDays: 7 } })]),
    );
  });

  it('keeps no one’s name on a rating: random id, the day only, the department', async () => {
    const u = await acme.user({ fields: { departmentId: support } });
    await rate(u, 3);
    const [entry] = (await t.rows(acme, MoodEntry)).filter((e) => e.rating === 3 && e.departmentId === support);
    expect(entry).toBeDefined();
    expect(JSON.stringify(entry)).not.toContain(u.id);
    expect(new Date(entry!.createdAt).toISOString()).toBe(`${isoOfDay(today())}T00:00:00.000Z`);
    expect(entry!.id[14]).toBe('4'); // UUIDv4, not the time-ordered v7
  });

  it('is never due for the superadmin, and only the user’s own check may be asked', async () => {
    // The superadmin is no employee of the client: the platform refuses their id in the path, and the meter
    // itself never asks them (nor lets them rate).
    expect((await t.superadmin.api.get(`/api/mood/check/${t.superadmin.id}`, { headers: { 'x-company-id': acme.workspace } })).status).toBe(
      404,
    );
    const refused = await t.superadmin.api.post('/api/mood', { rating: 5 }, { headers: { 'x-company-id': acme.workspace } });
    expect(refused.status).toBe(403);
    expect(refused.body.key).toBe('mood.errors.noAccess');
    const eva = await acme.user();
    const adam = await acme.user();
    expect((await eva.api.get(`/api/mood/check/${adam.id}`)).status).toBe(403);
    expect((await eva.api.get(`/api/mood/check/${globex.admin.id}`)).status).toBe(404);
  });

  it('is never due, and takes no rating, while the company has the meter off', async () => {
    const eva = await acme.user();
    expect(await check(eva)).toBe(true);
    expect((await acme.admin.api.put(`/api/clients/${acme.id}/company`, { hideMoodMeter: true })).status).toBe(200);
    expect(await check(eva)).toBe(false);
    const before = (await t.rows(acme, MoodEntry)).length;
    expect((await rate(eva, 6)).status).toBe(403);
    expect(await t.rows(acme, MoodEntry)).toHaveLength(before);
    expect((await acme.admin.api.put(`/api/clients/${acme.id}/company`, { hideMoodMeter: false })).status).toBe(200);
    expect(await check(eva)).toBe(true);
  });

  it('needs the right and the feature', async () => {
    const noRight = await acme.user({ rights: [] });
    expect((await rate(noRight, 5)).status).toBe(403);
    const g = await globex.user();
    await globex.feature('mood', false);
    expect((await rate(g, 5)).status).toBe(403);
    await globex.feature('mood', true);
  });
});

describe('statistics', () => {
  let client: TestClient;
  let admin: TestUser;
  let from: string;
  let to: string;
  let north: string;
  let south: string;

  beforeAll(async () => {
    client = await t.client({ features: [{ feature: 'mood', active: true }] });
    admin = client.admin;
    const dep = async (name: string) => (await admin.api.post('/api/structure', { name })).body.result._id as string;
    [north, south] = [await dep('North'), await dep('South')];
    const ctx = await t.context(client);
    const day = today();
    // This week: North 3 answers (4, 6, 8), South 2 (10, 10); last week North 2, South 3 (1, 2, 3).
    const answers: [string, number, number][] = [
      [north, 4, 0],
      [north, 6, 1],
      [north, 8, 2],
      [south, 10, 0],
      [south, 10, 1],
      [north, 9, 7],
      [north, 9, 8],
      [south, 1, 7],
      [south, 2, 8],
      [south, 3, 9],
    ];
    await ctx.db.repo(MoodEntry).insertMany(answers.map(([departmentId, rating, ago]) => ({ departmentId, rating, day: day - ago })));
    // Two weeks ending today, split into this week and the one before.
    from = isoOfDay(day - 13);
    to = isoOfDay(day);
  });

  const stat = (u: TestUser, a = from, b = to, c = client.id) => u.api.get(`/api/mood/stat/${c}/${a}/${b}`);

  it('averages by department and week, hiding a cell of fewer than 3 answers', async () => {
    const res = await admin.api.call(moodRoutes.stat, { params: { client: client.id, from, to } });
    expect(res.status).toBe(200);
    const s = res.body.result;
    expect(s.periodDays).toBe(7);
    expect(s.periods).toEqual([
      { from, to: isoOfDay(today() - 7) },
      { from: isoOfDay(today() - 6), to },
    ]);
    expect(s.departments.map((d) => d.name).sort()).toEqual(['North', 'South']);
    const byDep = Object.fromEntries(s.departments.map((d) => [d.departmentId, d.cells]));
    expect(byDep[north]).toEqual([
      { average: null, answers: 2 },
      { average: 6, answers: 3 },
    ]);
    expect(byDep[south]).toEqual([
      { average: 2, answers: 3 },
      { average: null, answers: 2 },
    ]);
  });

  it('counts two weeks as one period when the setting says so', async () => {
    await admin.api.put('/api/plugins/mood/settings', { periodDays: 14 });
    const s = (await admin.api.call(moodRoutes.stat, { params: { client: client.id, from, to } })).body.result;
    expect(s.periods).toEqual([{ from, to }]);
    const byDep = Object.fromEntries(s.departments.map((d) => [d.departmentId, d.cells]));
    expect(byDep[north]).toEqual([{ average: 7.2, answers: 5 }]);
    expect(byDep[south]).toEqual([{ average: 5.2, answers: 5 }]);
    await admin.api.put('/api/plugins/mood/settings', { periodDays: 7 });
  });

  it('is for admins and mood_admin only; another client is 404', async () => {
    const moodAdmin = await client.user({ roles: ['mood_admin'] });
    expect((await stat(moodAdmin)).status).toBe(200);
    const employee = await client.user();
    const refused = await stat(employee);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('No access');
    expect((await employee.api.get(`/api/mood/stat/${client.id}/${from}/${to}/excel`)).status).toBe(403);
    expect((await stat(admin, from, to, acme.id)).status).toBe(404);
    expect((await stat(acme.admin, from, to, client.id)).status).toBe(404);
  });

  it('refuses a bad range with the rule at the field', async () => {
    const reversed = await stat(admin, to, from);
    expect(reversed.status).toBe(400);
    expect(reversed.body.details).toEqual([expect.objectContaining({ path: 'to', message: 'the end of the period is before its start' })]);
    expect((await stat(admin, '2026-01-01', '2027-01-01')).status).toBe(200);
    expect((await stat(admin, '2026-01-01', '2027-01-02')).body.details).toEqual([
      expect.objectContaining({ path: 'to', message: 'the period is at most 366 days' }),
    ]);
    expect((await stat(admin, '2026-02-30', to)).status).toBe(400);
  });

  it('exports the statistics to Excel with the departments by name', async () => {
    const res = await admin.api.get(`/api/mood/stat/${client.id}/${from}/${to}/excel`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.raw);
    const sheet = wb.worksheets[0]!;
    expect(sheet.rowCount).toBe(3);
    const cells = (n: number) => [1, 2, 3, 4, 5].map((c) => sheet.getRow(n).getCell(c).value);
    const rows = [2, 3].map(cells);
    // North: last week hidden (2 answers), this week 6 of 3 answers.
    expect(rows).toContainEqual(['North', null, 2, 6, 3]);
    expect(rows.map((r) => r[0]).sort()).toEqual(['North', 'South']);
  });
});

describe('seed', () => {
  it('gives every employee weekly ratings over the last month, the meter due again today', async () => {
    const client = await t.client({ features: [{ feature: 'mood', active: true }] });
    const dep = (await client.admin.api.post('/api/structure', { name: 'Team' })).body.result._id as string;
    const people = [
      client.admin,
      await client.user({ fields: { departmentId: dep } }),
      await client.user({ fields: { departmentId: dep } }),
    ];
    await client.user({ fields: { departmentId: dep } }).then(async (u) => people.push(u));
    await t.seed(plugin, client, people);
    expect(await t.rows(client, MoodEntry)).toHaveLength(16);
    expect(await check(people[1]!)).toBe(true);
    const s = (
      await client.admin.api.call(moodRoutes.stat, { params: { client: client.id, from: isoOfDay(today() - 30), to: isoOfDay(today()) } })
    ).body.result;
    const team = s.departments.find((d) => d.departmentId === dep)!;
    expect(team.cells.filter((c) => c.average !== null).length).toBeGreaterThanOrEqual(4);
  });
});
