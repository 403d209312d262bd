import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestClient } from '@atrium/sdk/testing';
import { startCoreTestApp, type CoreTestApp } from './support/app.js';

let t: CoreTestApp;
let acme: TestClient;

beforeAll(async () => {
  t = await startCoreTestApp();
  acme = await t.client();
});
afterAll(() => t?.close());

const setCountry = (c: TestClient, country: string | null) => c.admin.api.put(`/api/clients/${c.id}/company`, { country });
const workdays = (c: TestClient) => t.app.core.serviceContext(c.id).workdays;

describe('the work calendar (ctx.workdays)', () => {
  // 28 Dec 2026 (Monday) to 10 Jan 2027 (Sunday): four weekend days, and each country's New Year holidays.
  const from = '2026-12-28';
  const to = '2027-01-10';

  it('counts weekends and the public holidays of the company’s country around New Year', async () => {
    const expected = {
      // 1, 2, 7 and 8 January off: 28–31 Dec and 4–6 Jan work.
      RU: 7,
      // 1 and 2 January off, and Monday 4 January for the 2nd, a Saturday: 28–31 Dec and 5–8 Jan work.
      UA: 8,
      // 1, 2 and 7 January off, and Monday 4 January for the 2nd: 28–31 Dec and 5, 6 and 8 Jan work.
      KZ: 7,
    };
    for (const [country, days] of Object.entries(expected)) {
      const c = await t.client();
      expect((await setCountry(c, country)).status).toBe(200);
      expect(await workdays(c).count(from, to)).toBe(days);
    }
    // No country: weekends only.
    expect(await workdays(await t.client()).count(from, to)).toBe(10);
  });

  it('follows the days an admin changed, and steps by working days', async () => {
    const c = await t.client();
    await setCountry(c, 'RU');
    const ru = () => workdays(c);
    expect(await ru().isWorkday('2027-01-07')).toBe(false);
    expect(await ru().add('2026-12-31', 1)).toBe('2027-01-04');
    expect(await ru().add('2027-01-01', 0)).toBe('2027-01-04');
    expect(await ru().add('2027-01-06', 1)).toBe('2027-01-11');
    const res = await c.admin.api.put('/api/workdays/2027', {
      overrides: [
        { day: '2027-01-04', workday: false },
        { day: '2027-01-08', workday: true },
        { day: '2027-01-09', workday: true },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.result.overrides).toHaveLength(3);
    // 4 Jan off now; 8 Jan (a holiday) and Saturday 9 Jan work.
    expect(await ru().count(from, to)).toBe(8);
    expect(await ru().add('2026-12-31', 1)).toBe('2027-01-05');
    // A year's changes are replaced as a whole.
    await c.admin.api.put('/api/workdays/2027', { overrides: [] });
    expect(await ru().count(from, to)).toBe(7);
    expect(await workdays(acme).count(from, to)).toBe(10);
  });

  it('refuses a walk longer than ten years', async () => {
    await expect(workdays(acme).count('2020-01-01', '2031-01-01')).rejects.toThrow('the period is longer than ten years');
    expect(await workdays(acme).count('2027-01-02', '2027-01-01')).toBe(0);
  });
});

describe('GET and PUT api/workdays/{year}', () => {
  it('shows the country’s holidays in the company’s language, to admins only', async () => {
    await setCountry(acme, 'RU');
    const res = await acme.admin.api.get('/api/workdays/2027');
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ year: 2027, country: 'RU', overrides: [] });
    expect(res.body.result.holidays.map((h: { day: string }) => h.day)).toEqual(expect.arrayContaining(['2027-01-01', '2027-01-07']));
    const employee = await acme.user();
    expect((await employee.api.get('/api/workdays/2027')).status).toBe(403);
    expect((await employee.api.put('/api/workdays/2027', { overrides: [] })).status).toBe(403);
  });

  it('takes a whole leap year of changes and refuses one more, a day of another year, a day twice or a bad year', async () => {
    const days = Array.from({ length: 366 }, (_, i) => new Date(Date.UTC(2028, 0, 1 + i)).toISOString().slice(0, 10));
    const put = (body: object, year = 2028) => acme.admin.api.put(`/api/workdays/${year}`, body);
    expect((await put({ overrides: days.map((day) => ({ day, workday: true })) })).status).toBe(200);
    const tooMany = await put({ overrides: [...days, '2028-12-31'].map((day) => ({ day, workday: true })) });
    expect(tooMany.status).toBe(400);
    const other = await put({ overrides: [{ day: '2029-01-01', workday: false }] });
    expect(other.status).toBe(400);
    expect(other.body.details).toEqual([expect.objectContaining({ path: 'overrides.0.day', message: 'the day is not in this year' })]);
    const twice = await put({
      overrides: [
        { day: '2028-05-01', workday: false },
        { day: '2028-05-01', workday: true },
      ],
    });
    expect(twice.body.details).toEqual([expect.objectContaining({ path: 'overrides.1.day', message: 'a day is given twice' })]);
    expect((await put({ overrides: [{ day: '2028-02-30', workday: false }] })).status).toBe(400);
    expect((await put({ overrides: [] }, 1999)).status).toBe(400);
    // Nothing refused was stored: the whole year of changes is still there.
    expect((await acme.admin.api.get('/api/workdays/2028')).body.result.overrides).toHaveLength(366);
  });

  it('lists the country codes the holiday rules know, to admins only', async () => {
    const res = await acme.admin.api.get('/api/workdays/countries');
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual(expect.arrayContaining(['KZ', 'RU', 'UA']));
    expect((await (await acme.user()).api.get('/api/workdays/countries')).status).toBe(403);
  });

  it('takes a country the holiday rules know, in capitals, or none', async () => {
    const c = await t.client();
    expect((await setCountry(c, 'KZ')).status).toBe(200);
    const unknown = await setCountry(c, 'XX');
    expect(unknown.status).toBe(400);
    expect(unknown.body.details).toEqual([expect.objectContaining({ path: 'country', message: 'unknown country' })]);
    expect((await setCountry(c, 'kz')).status).toBe(400);
    expect((await t.app.core.serviceContext(c.id).client()).country).toBe('KZ');
    expect((await setCountry(c, null)).status).toBe(200);
    expect((await t.app.core.serviceContext(c.id).client()).country).toBeNull();
  });
});

describe('vacation balances (ctx.employees)', () => {
  it('moves a balance inside a transaction, never below 0, and journals the change', async () => {
    const eva = await acme.user();
    expect((await acme.admin.api.put(`/api/user/${eva.id}`, { vacationDays: 3 })).status).toBe(200);
    const ctx = t.app.core.serviceContext(acme.id);
    expect(await ctx.employees.vacationDays([eva.id, acme.admin.id])).toEqual(
      new Map([
        [eva.id, 3],
        [acme.admin.id, 0],
      ]),
    );
    expect(await ctx.db.transaction((tx) => ctx.employees.moveVacationDays(tx, eva.id, -3))).toBe(0);
    await expect(ctx.db.transaction((tx) => ctx.employees.moveVacationDays(tx, eva.id, -0.5))).rejects.toThrow('not enough vacation days');
    expect((await ctx.employees.vacationDays([eva.id])).get(eva.id)).toBe(0);
    expect(await ctx.db.transaction((tx) => ctx.employees.moveVacationDays(tx, eva.id, 1.5))).toBe(1.5);
    const journal = await t.app.core.ds.getRepository('Journal').findBy({ clientId: acme.id, section: 'users', action: 'user.update' });
    expect(journal.filter((j) => (j as { data: { userId?: string } }).data?.userId === eva.id)).toHaveLength(3);
  });

  it('locks an employee without a change: the balance answered, nothing journaled, another client not found', async () => {
    const dan = await acme.user();
    await acme.admin.api.put(`/api/user/${dan.id}`, { vacationDays: 4 });
    const ctx = t.app.core.serviceContext(acme.id);
    const entries = async () =>
      (await t.app.core.ds.getRepository('Journal').findBy({ clientId: acme.id, section: 'users', action: 'user.update' })).filter(
        (j) => (j as { data: { userId?: string } }).data?.userId === dan.id,
      ).length;
    const before = await entries();
    expect(await ctx.db.transaction((tx) => ctx.employees.lockEmployee(tx, dan.id))).toBe(4);
    expect(await ctx.db.transaction((tx) => ctx.employees.moveVacationDays(tx, dan.id, 0))).toBe(4);
    expect(await entries()).toBe(before);
    const theirs = await (await t.client()).user();
    await expect(ctx.db.transaction((tx) => ctx.employees.lockEmployee(tx, theirs.id))).rejects.toThrow('User not found');
  });

  it('lets one of two requests racing for the last days win', async () => {
    const ben = await acme.user();
    await acme.admin.api.put(`/api/user/${ben.id}`, { vacationDays: 3 });
    const ctx = t.app.core.serviceContext(acme.id);
    const take = () =>
      ctx.db
        .transaction((tx) => ctx.employees.moveVacationDays(tx, ben.id, -2))
        .then(
          () => 'ok',
          (e: Error) => e.message,
        );
    expect((await Promise.all([take(), take()])).sort()).toEqual(['not enough vacation days', 'ok']);
    expect((await ctx.employees.vacationDays([ben.id])).get(ben.id)).toBe(1);
    // Another client's employee is not found.
    const theirs = await (await t.client()).user();
    await expect(ctx.db.transaction((tx) => ctx.employees.moveVacationDays(tx, theirs.id, 1))).rejects.toThrow('User not found');
  });
});
