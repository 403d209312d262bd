import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient, type TestUser } from '@atrium/sdk/testing';
import plugin from '../server/index.js';
import { Vacation } from '../server/entities/index.js';
import { MAX_SPAN_DAYS } from '../shared/constants.js';
import { addDays, today } from '../shared/days.js';
import { vacationRoutes } from '../shared/routes.js';
import { monday, week } from './fixture.js';

let t: TestApp;
let acme: TestClient;

beforeAll(async () => {
  t = await startTestApp({ plugins: [plugin] });
  acme = await t.client({ features: [{ feature: 'vacations', active: true }] });
});
afterAll(() => t?.close());

/** An employee of acme with `days` of balance (set by HR, the admin). */
async function employee(days: number, opts: Parameters<TestClient['user']>[0] = {}) {
  const u = await acme.user(opts);
  expect((await acme.admin.api.put(`/api/user/${u.id}`, { vacationDays: days })).status).toBe(200);
  return u;
}
const balanceOf = async (u: TestUser) => (await acme.admin.api.get(`/api/user/${u.id}`)).body.result.vacationDays as number;
const stored = async (u: TestUser) => (await t.context(acme)).db.repo(Vacation).count({ userId: u.id });
const plan = (u: TestUser, body: object) => u.api.post('/api/user/vacation', body);

/** Refused with the rule's text at its field, nothing stored and the balance unchanged. */
async function refused(u: TestUser, body: object, status: number, path: string, message: string) {
  const [before, balance] = [await stored(u), await balanceOf(u)];
  const res = await plan(u, body);
  expect(res.status).toBe(status);
  expect(res.body.message).toContain(message);
  expect(res.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path, message })]));
  expect([await stored(u), await balanceOf(u)]).toEqual([before, balance]);
}

describe('the rules of a vacation (spec §5)', () => {
  it('refuses a start today and takes one tomorrow', async () => {
    const eva = await employee(20);
    await refused(eva, { start: today(), end: addDays(today(), 6) }, 400, 'start', 'start must be later than now');
    const res = await plan(eva, { start: addDays(today(), 1), end: addDays(today(), 7) });
    expect(res.status).toBe(200);
    // Any seven days hold one weekend.
    expect(res.body.result).toMatchObject({ start: addDays(today(), 1), days: 5, status: 'planned', planned: true });
  });

  it('refuses an end before the start, a day that does not exist and a period without working days', async () => {
    const eva = await employee(20);
    await refused(eva, { start: monday(2), end: addDays(monday(2), -1) }, 400, 'end', 'end must not be before start');
    await refused(eva, { start: '2031-02-30', end: '2031-03-02' }, 400, 'start', 'start as yyyy-mm-dd');
    await refused(eva, { start: addDays(monday(2), 5), end: addDays(monday(2), 6) }, 400, 'start', 'the vacation has no working days');
  });

  it(`takes a vacation of ${MAX_SPAN_DAYS} days and refuses one more`, async () => {
    const eva = await employee(400);
    await refused(
      eva,
      { start: monday(1), end: addDays(monday(1), MAX_SPAN_DAYS) },
      400,
      'end',
      `a vacation is at most ${MAX_SPAN_DAYS} days`,
    );
    expect((await plan(eva, { start: monday(1), end: addDays(monday(1), MAX_SPAN_DAYS - 1) })).status).toBe(200);
  });

  it('refuses an overlap at the first and at the last day, and takes the days next to it', async () => {
    const eva = await employee(30);
    expect((await plan(eva, week(3))).status).toBe(200);
    // Ends on the other's first day; starts on its last.
    await refused(eva, { start: addDays(monday(3), -3), end: monday(3) }, 409, 'start', 'vacation overlaps another');
    await refused(eva, { start: addDays(monday(3), 4), end: addDays(monday(3), 8) }, 409, 'start', 'vacation overlaps another');
    expect((await plan(eva, { start: addDays(monday(3), -5), end: addDays(monday(3), -1) })).status).toBe(200);
    expect((await plan(eva, week(4))).status).toBe(200);
  });

  it('takes the balance used up exactly and refuses one day more; weekends inside count no days', async () => {
    const eva = await employee(5);
    // Monday to the next Monday: six working days.
    await refused(eva, week(2, 7), 409, 'end', 'not enough vacation days');
    const res = await plan(eva, week(2, 6));
    expect(res.body.result.days).toBe(5);
    expect(await balanceOf(eva)).toBe(0);
    await refused(eva, week(5, 0), 409, 'end', 'not enough vacation days');
  });

  it('counts a holiday inside as no day, and a holiday an admin made a working day as one', async () => {
    await acme.admin.api.put(`/api/clients/${acme.id}/company`, { country: 'RU' });
    try {
      const year = Number(today().slice(0, 4)) + 1;
      const cal = (await acme.admin.api.get(`/api/workdays/${year}`)).body.result as { holidays: { day: string }[] };
      const off = new Set(cal.holidays.map((h) => h.day));
      // A holiday from Tuesday to Thursday with working days on both sides.
      const h = cal.holidays
        .map((x) => x.day)
        .find((d) => [2, 3, 4].includes(new Date(`${d}T00:00:00Z`).getUTCDay()) && !off.has(addDays(d, -1)) && !off.has(addDays(d, 1)))!;
      const around = { start: addDays(h, -1), end: addDays(h, 1) };
      const eva = await employee(10);
      expect((await plan(eva, around)).body.result.days).toBe(2);
      expect(await balanceOf(eva)).toBe(8);
      expect((await acme.admin.api.put(`/api/workdays/${year}`, { overrides: [{ day: h, workday: true }] })).status).toBe(200);
      const ben = await employee(10);
      expect((await plan(ben, around)).body.result.days).toBe(3);
      expect(await balanceOf(ben)).toBe(7);
      await acme.admin.api.put(`/api/workdays/${year}`, { overrides: [] });
    } finally {
      await acme.admin.api.put(`/api/clients/${acme.id}/company`, { country: null });
    }
  });
});

describe('the balance (one source: the profile)', () => {
  it('always equals the HR balance less the booked days: planning, changing, returning and deleting', async () => {
    const chief = await acme.user();
    const eva = await employee(20, { fields: { chiefId: chief.id, lastName: 'Remainder' } });
    const a = (await plan(eva, week(6))).body.result;
    const b = (await eva.api.put('/api/user/vacation', week(8, 2))).body.result;
    const remainder = async () => {
      const mine = (await eva.api.call(vacationRoutes.mine)).body.result;
      const chart = (await eva.api.call(vacationRoutes.chart, { query: { search: 'Remainder' } as never })).body.result;
      const row = chart.people.find((p) => p.user._id === eva.id)!;
      expect(row.balance).toBe(mine.balance);
      expect(await balanceOf(eva)).toBe(mine.balance);
      return mine.balance;
    };
    expect(await remainder()).toBe(20 - 5 - 3);
    // A longer period takes the difference; a changed period waits for the chief again.
    const changed = await eva.api.put(`/api/user/vacation/${b._id}`, week(8, 4));
    expect(changed.body.result).toMatchObject({ days: 5, status: 'planned' });
    expect(await remainder()).toBe(10);
    expect((await eva.api.post(`/api/user/vacation/${b._id}`, week(8, 1))).body.result.days).toBe(2);
    expect(await remainder()).toBe(13);
    // Returned: its days come back; planned again: they are taken again.
    expect(
      (await chief.api.call(vacationRoutes.decide, { params: { id: a._id }, body: { status: 'returned', comment: 'Release week' } }))
        .status,
    ).toBe(200);
    expect(await remainder()).toBe(18);
    expect((await eva.api.put(`/api/user/vacation/${a._id}`, week(6))).body.result.status).toBe('planned');
    expect(await remainder()).toBe(13);
    expect((await eva.api.delete(`/api/user/vacation/${eva.id}/${a._id}`)).status).toBe(200);
    expect(await remainder()).toBe(18);
  });

  it('lets one of two requests racing for the last days win; the other gets 409', async () => {
    const eva = await employee(5);
    const results = await Promise.all([plan(eva, week(10)), plan(eva, week(12))]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.message).toBe('not enough vacation days');
    expect([await balanceOf(eva), await stored(eva)]).toEqual([0, 1]);
  });

  it('lets one of two overlapping requests win', async () => {
    const eva = await employee(20);
    const results = await Promise.all([plan(eva, week(14)), plan(eva, week(14, 2))]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect([await balanceOf(eva), await stored(eva)]).toEqual([20 - results.find((r) => r.status === 200)!.body.result.days, 1]);
  });
});

describe('who plans whose vacations (spec §6)', () => {
  it('plans one’s own; anyone’s with vacations_edit; none without the right', async () => {
    const eva = await employee(20);
    const ben = await employee(20);
    const hr = await acme.user({ rights: ['vacations', 'vacations_edit'] });
    const none = await acme.user({ rights: [] });
    expect((await plan(ben, { ...week(2), user: eva.id })).status).toBe(403);
    const byHr = await plan(hr, { ...week(2), user: eva.id });
    expect(byHr.status).toBe(200);
    expect(byHr.body.result.user).toBe(eva.id);
    expect(await balanceOf(eva)).toBe(15);
    expect((await ben.api.put(`/api/user/vacation/${byHr.body.result._id}`, week(3))).status).toBe(403);
    expect((await ben.api.delete(`/api/user/vacation/${eva.id}/${byHr.body.result._id}`)).status).toBe(403);
    expect((await none.api.get('/api/user/vacations')).status).toBe(403);
    expect((await plan(none, week(2))).status).toBe(403);
    expect((await acme.admin.api.delete(`/api/user/vacation/${eva.id}/${byHr.body.result._id}`)).status).toBe(200);
    expect(await balanceOf(eva)).toBe(20);
  });

  it("answers 404 for another client's vacation, and for a vacation named with another person", async () => {
    const eva = await employee(20);
    const id = (await plan(eva, week(2))).body.result._id;
    const other = await t.client({ features: [{ feature: 'vacations', active: true }] });
    const stranger = await other.user();
    expect((await stranger.api.put(`/api/user/vacation/${id}`, week(3))).status).toBe(404);
    expect((await stranger.api.delete(`/api/user/vacation/${eva.id}/${id}`)).status).toBe(404);
    expect((await other.admin.api.delete(`/api/user/vacation/${eva.id}/${id}`)).status).toBe(404);
    expect((await acme.admin.api.delete(`/api/user/vacation/${acme.admin.id}/${id}`)).status).toBe(404);
    expect(await stored(eva)).toBe(1);
  });

  it('keeps a begun vacation from its employee; the editors correct it', async () => {
    const eva = await employee(20);
    const begun = await (await t.context(acme)).db.repo(Vacation).insert({
      userId: eva.id,
      planned: true,
      start: today(),
      end: addDays(today(), 3),
      days: 2,
      status: 'approved',
      comment: null,
      decidedById: null,
    });
    expect((await eva.api.put(`/api/user/vacation/${begun.id}`, week(2))).body.message).toBe('a vacation that has begun does not change');
    expect((await eva.api.delete(`/api/user/vacation/${eva.id}/${begun.id}`)).status).toBe(409);
    expect((await acme.admin.api.delete(`/api/user/vacation/${eva.id}/${begun.id}`)).status).toBe(200);
  });
});

describe("the chief's approval", () => {
  it('tells the chief of a planned vacation; the chief approves or returns it with a comment, and the employee hears', async () => {
    const chief = await acme.user();
    const eva = await employee(20, { fields: { chiefId: chief.id } });
    const a = (await plan(eva, week(2))).body.result;
    const b = (await plan(eva, week(4))).body.result;
    expect((await t.notifications(chief)).filter((n) => n.name === 'vacation.planned')).toHaveLength(2);
    const pending = (await chief.api.call(vacationRoutes.pending)).body.result;
    expect(pending.map((v) => v._id).sort()).toEqual([a._id, b._id].sort());
    expect(pending[0]!.employee._id).toBe(eva.id);

    const decide = (by: TestUser, id: string, body: object) => by.api.put(`/api/vacations/${id}/decision`, body);
    expect((await decide(eva, a._id, { status: 'approved' })).status).toBe(403);
    expect((await decide(chief, a._id, { status: 'approved' })).body.result.status).toBe('approved');
    expect((await decide(chief, a._id, { status: 'returned', comment: 'late' })).status).toBe(409);
    const noComment = await decide(chief, b._id, { status: 'returned', comment: ' ' });
    expect(noComment.status).toBe(400);
    expect(noComment.body.details).toEqual([expect.objectContaining({ path: 'comment', message: 'comment required' })]);
    expect((await decide(chief, b._id, { status: 'returned', comment: 'The release week' })).body.result).toMatchObject({
      status: 'returned',
      comment: 'The release week',
    });
    const told = (await t.notifications(eva)).map((n) => n.name);
    expect(told).toEqual(expect.arrayContaining(['vacation.approved', 'vacation.returned']));
    expect(await balanceOf(eva)).toBe(15);
  });
});
